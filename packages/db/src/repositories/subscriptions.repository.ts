import type { DataSource, EntityManager, Repository } from 'typeorm';
import { managerOf, transactionOf, type Transaction } from '../unit-of-work.js';
import type { PlanCode } from '../entities/plan.entity.js';
import { StripeEvent } from '../entities/stripe-event.entity.js';
import { ENTITLED_SUBSCRIPTION_STATUSES, Subscription } from '../entities/subscription.entity.js';
import { User } from '../entities/user.entity.js';

/** A Stripe subscription as Stripe describes it, ready to store. */
export interface SubscriptionSnapshot {
  id: string;
  userId: string;
  planCode: PlanCode;
  stripeCustomerId: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  stripeCreatedAt: Date;
}

export interface SavedSubscription {
  /** False when the user no longer exists (nothing was stored). */
  saved: boolean;
  /** The user's plan after the change. */
  planCode: PlanCode | null;
  /** Other live subscriptions of the user that the plan no longer comes from (an upgrade bought in a new checkout). */
  superseded: Subscription[];
}

const ENTITLED = `status IN (${ENTITLED_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * Subscriptions and the Stripe events that changed them. A user's plan is derived from their
 * subscriptions every time one changes (the best plan among the live ones, else free), so the
 * result depends only on the rows, not on the order in which Stripe's events arrived.
 */
export class SubscriptionsRepository {
  private readonly subscriptions: Repository<Subscription>;

  constructor(private readonly dataSource: DataSource) {
    this.subscriptions = dataSource.getRepository(Subscription);
  }

  /**
   * Runs `effect` for a Stripe event exactly once: the event id is stored first, in the same
   * transaction as the effect, so a redelivery (even a concurrent one, which waits for the first
   * transaction) finds it and does nothing; when the effect fails nothing is stored and Stripe's
   * retry runs it again. `lockKey` (the subscription id) serialises effects on one subscription,
   * so what each one fetched from Stripe is written in the order it was fetched.
   * Returns false for an event seen before.
   */
  applyEventOnce(
    event: { id: string; type: string },
    lockKey: string | null,
    effect: (tx: Transaction) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEvent)
        .values({ id: event.id, type: event.type })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      if (lockKey) await lockSubscription(manager, lockKey);
      await effect(transactionOf(manager));
      return true;
    });
  }

  /** Runs `work` in a transaction holding the subscription's lock (see applyEventOnce). */
  withSubscriptionLock<T>(
    subscriptionId: string,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await lockSubscription(manager, subscriptionId);
      return work(transactionOf(manager));
    });
  }

  /**
   * Stores Stripe's description of a subscription and derives the user's plan again, within the
   * caller's transaction. The user's row is locked first, so two subscriptions of one user
   * changing at once see each other's rows when the plan is derived.
   */
  async save(tx: Transaction, snapshot: SubscriptionSnapshot): Promise<SavedSubscription> {
    const manager = managerOf(tx);
    const [user] = await manager.query<{ id: string }[]>(
      'SELECT id FROM users WHERE id = $1 FOR UPDATE',
      [snapshot.userId],
    );
    if (!user) return { saved: false, planCode: null, superseded: [] };
    await manager
      .createQueryBuilder()
      .insert()
      .into(Subscription)
      .values(snapshot)
      .orUpdate(
        [
          'user_id',
          'plan_code',
          'stripe_customer_id',
          'status',
          'current_period_start',
          'current_period_end',
          'cancel_at_period_end',
          'ended_at',
          'stripe_created_at',
          'updated_at',
        ],
        ['id'],
      )
      .execute();
    const planCode = await this.derivePlan(manager, snapshot.userId);
    const live = await manager
      .getRepository(Subscription)
      .createQueryBuilder('subscription')
      .where(`subscription.user_id = :userId AND subscription.${ENTITLED}`, {
        userId: snapshot.userId,
      })
      .orderBy('subscription.stripe_created_at', 'DESC')
      .getMany();
    const keep = live.find((subscription) => subscription.planCode === planCode);
    return {
      saved: true,
      planCode,
      // An enterprise account's Stripe subscriptions are left to sales to settle.
      superseded: keep ? live.filter((subscription) => subscription !== keep) : [],
    };
  }

  /** The user's plan from their live subscriptions (enterprise is set by hand and left alone). */
  private async derivePlan(manager: EntityManager, userId: string): Promise<PlanCode> {
    await manager.query(
      `UPDATE users SET plan_code = COALESCE(
         (SELECT s.plan_code FROM subscriptions s JOIN plans p ON p.code = s.plan_code
           WHERE s.user_id = $1 AND s.${ENTITLED} ORDER BY p.sort_order DESC LIMIT 1), 'free')
       WHERE id = $1 AND plan_code <> 'enterprise'`,
      [userId],
    );
    const [row] = await manager.query<{ plan_code: PlanCode }[]>(
      'SELECT plan_code FROM users WHERE id = $1',
      [userId],
    );
    return row!.plan_code;
  }

  /** `manager`: inside a transaction, read on its connection (a second one could wait for the pool). */
  findById(id: string, tx?: Transaction): Promise<Subscription | null> {
    const manager = managerOf(tx);
    return (manager?.getRepository(Subscription) ?? this.subscriptions).findOneBy({ id });
  }

  /**
   * The subscription that describes the user's plan: the live one the plan comes from, else the
   * newest one (ended or unpaid), else null (never subscribed).
   */
  async findCurrentOf(userId: string): Promise<Subscription | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) return null;
    const live = await this.subscriptions
      .createQueryBuilder('subscription')
      .where(
        `subscription.user_id = :userId AND subscription.plan_code = :planCode AND subscription.${ENTITLED}`,
        { userId, planCode: user.planCode },
      )
      .orderBy('subscription.stripe_created_at', 'DESC')
      .getOne();
    if (live) return live;
    if (user.planCode !== 'free') return null;
    return this.subscriptions.findOne({ where: { userId }, order: { stripeCreatedAt: 'DESC' } });
  }

  /** The Stripe customer of the user's newest subscription, so a second checkout reuses it. */
  async customerIdOf(userId: string): Promise<string | null> {
    const newest = await this.subscriptions.findOne({
      where: { userId },
      order: { stripeCreatedAt: 'DESC' },
    });
    return newest?.stripeCustomerId ?? null;
  }
}

async function lockSubscription(manager: EntityManager, subscriptionId: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('subscription:' || $1, 0))", [
    subscriptionId,
  ]);
}
