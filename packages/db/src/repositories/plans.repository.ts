import type { DataSource, Repository } from 'typeorm';
import { managerOf, type Transaction } from '../unit-of-work.js';
import { Plan, type PlanCode } from '../entities/plan.entity.js';
import { ENTITLED_SUBSCRIPTION_STATUSES, Subscription } from '../entities/subscription.entity.js';
import { User } from '../entities/user.entity.js';
import { monthPeriodStart } from './usage.repository.js';

/** What a user may analyse now: their plan and the quota period their usage counts in. */
export interface QuotaPeriod {
  plan: Plan;
  /** The instant the period starts: the key of its usage row. */
  periodStart: Date;
  periodEnd: Date;
}

/** Configured price, quota and Stripe price of a plan. */
export interface PlanSettings {
  code: PlanCode;
  priceMonthly: string | null;
  monthlyQuota: number | null;
  stripePriceId: string | null;
}

export class PlansRepository {
  private readonly plans: Repository<Plan>;

  constructor(private readonly dataSource: DataSource) {
    this.plans = dataSource.getRepository(Plan);
  }

  list(): Promise<Plan[]> {
    return this.plans.find({ order: { sortOrder: 'ASC' } });
  }

  findByCode(code: PlanCode): Promise<Plan | null> {
    return this.plans.findOneBy({ code });
  }

  /** The plan whose checkout buys this Stripe price. */
  findByStripePrice(stripePriceId: string, tx?: Transaction): Promise<Plan | null> {
    const manager = managerOf(tx);
    return (manager?.getRepository(Plan) ?? this.plans).findOneBy({ stripePriceId });
  }

  /** Writes the configured prices, quotas and Stripe prices (the API does it at start). */
  async configure(settings: PlanSettings[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const plan of settings) {
        await manager.update(
          Plan,
          { code: plan.code },
          {
            priceMonthly: plan.priceMonthly,
            monthlyQuota: plan.monthlyQuota,
            stripePriceId: plan.stripePriceId,
          },
        );
      }
    });
  }

  /** The plan of a user (free when the user is unknown). */
  async planOf(userId: string): Promise<Plan> {
    const user = await this.dataSource
      .getRepository(User)
      .findOne({ where: { id: userId }, relations: { plan: true } });
    return user?.plan ?? (await this.plans.findOneByOrFail({ code: 'free' }));
  }

  /**
   * The user's plan and quota period at `at`: the calendar month (UTC) on free and enterprise, the
   * current Stripe billing period of the subscription the plan comes from on paid plans. A plan
   * change shows here at once, since the plan is read at every reservation.
   */
  async quotaPeriodOf(userId: string, at: Date): Promise<QuotaPeriod> {
    const plan = await this.planOf(userId);
    if (plan.code === 'basic' || plan.code === 'premium') {
      const subscription = await this.dataSource
        .getRepository(Subscription)
        .createQueryBuilder('subscription')
        .where(
          'subscription.user_id = :userId AND subscription.plan_code = :planCode AND subscription.status IN (:...statuses)',
          {
            userId,
            planCode: plan.code,
            statuses: ENTITLED_SUBSCRIPTION_STATUSES,
          },
        )
        .orderBy('subscription.stripe_created_at', 'DESC')
        .getOne();
      if (subscription) {
        return {
          plan,
          periodStart: subscription.currentPeriodStart,
          periodEnd: subscription.currentPeriodEnd,
        };
      }
    }
    const periodStart = monthPeriodStart(at);
    return {
      plan,
      periodStart,
      periodEnd: new Date(Date.UTC(periodStart.getUTCFullYear(), periodStart.getUTCMonth() + 1, 1)),
    };
  }
}
