import {
  PlansRepository,
  type SavedSubscription,
  type SubscriptionSnapshot,
  SubscriptionsRepository,
  type Transaction,
} from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes Stripe's own description of a subscription into our rows. Every path that changes a
 * subscription goes through here with an object Stripe just gave us (fetched while a verified
 * webhook is handled, or answered by a call we made), so the rows converge on Stripe's state
 * whatever order the events come in.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    @Inject(PlansRepository) private readonly plans: PlansRepository,
    @Inject(SubscriptionsRepository) private readonly subscriptions: SubscriptionsRepository,
  ) {}

  /** Stores the subscription (in the caller's transaction); null when it is not one of ours. */
  async apply(
    tx: Transaction,
    subscription: Stripe.Subscription,
    userIdHint: string | null,
  ): Promise<SavedSubscription | null> {
    const snapshot = await this.snapshotOf(tx, subscription, userIdHint);
    if (!snapshot) return null;
    return this.subscriptions.save(tx, snapshot);
  }

  private async snapshotOf(
    tx: Transaction,
    subscription: Stripe.Subscription,
    userIdHint: string | null,
  ): Promise<SubscriptionSnapshot | null> {
    const known = await this.subscriptions.findById(subscription.id, tx);
    // Set by our checkout on the subscription itself; the checkout session's client reference otherwise.
    const userId = [subscription.metadata?.userId, userIdHint, known?.userId].find(
      (id): id is string => typeof id === 'string' && UUID.test(id),
    );
    if (!userId) {
      this.logger.warn(`Stripe subscription ${subscription.id} names no Billfold user: ignored`);
      return null;
    }
    const item = subscription.items.data[0];
    const plan = item ? await this.plans.findByStripePrice(item.price.id, tx) : null;
    if (!item || !plan) {
      this.logger.error(
        `Stripe subscription ${subscription.id} buys no configured price (${item?.price.id ?? 'no items'}): ignored`,
      );
      return null;
    }
    return {
      id: subscription.id,
      userId,
      planCode: plan.code,
      stripeCustomerId:
        typeof subscription.customer === 'string'
          ? subscription.customer
          : subscription.customer.id,
      status: subscription.status,
      currentPeriodStart: fromUnix(item.current_period_start),
      currentPeriodEnd: fromUnix(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      endedAt: subscription.ended_at === null ? null : fromUnix(subscription.ended_at),
      stripeCreatedAt: fromUnix(subscription.created),
    };
  }
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
