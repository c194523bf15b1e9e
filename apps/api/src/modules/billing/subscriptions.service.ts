import type {
  CancelSubscription,
  CheckoutPlanCode,
  Plan as PlanDto,
  Subscription as SubscriptionDto,
} from '@billfold/contract';
import {
  PlansRepository,
  SubscriptionsRepository,
  UsageRepository,
  type Plan,
  type User,
} from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { publicUrl } from '../../config/env.js';
import { BillingError, BillingErrorCode, BillingMessage } from './billing.errors.js';
import { isEntitled, toPlanDto, toSubscriptionDto } from './billing.mapper.js';
import { isStripeError, requireStripe, STRIPE_CLIENT, type StripeClient } from './stripe-client.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';

/** A repeated click within this window gets the same checkout session (Stripe's idempotency). */
const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 60_000;

/** Which plans each plan may buy through checkout (SPEC.md section 4). */
const PURCHASABLE: Record<Plan['code'], readonly CheckoutPlanCode[]> = {
  free: ['basic', 'premium'],
  basic: ['premium'],
  premium: [],
  enterprise: [],
};

/** Plans, the user's subscription and usage, checkout and cancellation. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    @Inject(STRIPE_CLIENT) private readonly stripe: StripeClient,
    @Inject(PlansRepository) private readonly plans: PlansRepository,
    @Inject(SubscriptionsRepository) private readonly subscriptions: SubscriptionsRepository,
    @Inject(UsageRepository) private readonly usage: UsageRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async listPlans(): Promise<PlanDto[]> {
    return (await this.plans.list()).map(toPlanDto);
  }

  async current(user: User): Promise<SubscriptionDto> {
    const [plan, subscription, quota] = await Promise.all([
      this.plans.planOf(user.id),
      this.subscriptions.findCurrentOf(user.id),
      this.plans.quotaPeriodOf(user.id, new Date()),
    ]);
    const pagesUsed = await this.usage.pagesUsed(user.id, quota.periodStart);
    return toSubscriptionDto({ user, plan, subscription, quota, pagesUsed });
  }

  /** A Stripe Checkout Session for the plan; the browser goes to its URL. */
  async checkout(user: User, planCode: CheckoutPlanCode): Promise<{ url: string }> {
    const stripe = requireStripe(this.stripe);
    const [current, wanted] = await Promise.all([
      this.plans.planOf(user.id),
      this.plans.findByCode(planCode),
    ]);
    if (!wanted?.stripePriceId)
      throw new BillingError(
        BillingErrorCode.PAYMENTS_NOT_CONFIGURED,
        BillingMessage.paymentsNotConfigured,
      );
    if (!PURCHASABLE[current.code].includes(planCode)) {
      throw new BillingError(
        BillingErrorCode.PLAN_NOT_AVAILABLE,
        current.code === planCode
          ? BillingMessage.alreadyOnPlan(current.name)
          : BillingMessage.planIncluded(current.name, wanted.name),
      );
    }
    const customer = await this.subscriptions.customerIdOf(user.id);
    const base = publicUrl(this.env);
    const window = Math.floor(Date.now() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
    const idempotencyKey = `checkout-${createHash('sha256')
      .update(`${user.id}:${planCode}:${customer ?? user.email ?? ''}:${window}`)
      .digest('hex')
      .slice(0, 40)}`;
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: wanted.stripePriceId, quantity: 1 }],
          client_reference_id: user.id,
          ...(customer ? { customer } : user.email ? { customer_email: user.email } : {}),
          metadata: { userId: user.id, planCode },
          // On the subscription too: its own events then name the user whatever order they come in.
          subscription_data: { metadata: { userId: user.id, planCode } },
          success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}&user_id=${encodeURIComponent(user.id)}`,
          cancel_url: `${base}/cancel`,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new CheckoutWithoutUrl(session.id);
      this.logger.log(`Checkout ${session.id} started for user ${user.id} (${planCode})`);
      return { url: session.url };
    } catch (error) {
      if (!isStripeError(error) && !(error instanceof CheckoutWithoutUrl)) throw error;
      this.logger.error(
        `Checkout for user ${user.id} (${planCode}) failed: ${(error as Error).message}`,
      );
      throw new BillingError(BillingErrorCode.CHECKOUT_FAILED, BillingMessage.checkoutFailed);
    }
  }

  /** Cancels the paid subscription at the end of its period; the plan stays until then. */
  async cancel(user: User): Promise<CancelSubscription> {
    const stripe = requireStripe(this.stripe);
    const current = await this.subscriptions.findCurrentOf(user.id);
    if (!current || !isEntitled(current))
      throw new BillingError(BillingErrorCode.NO_SUBSCRIPTION, BillingMessage.noSubscription);
    if (current.cancelAtPeriodEnd) return cancelled(current.currentPeriodEnd);
    try {
      const saved = await this.subscriptions.withSubscriptionLock(current.id, async (tx) => {
        const updated = await stripe.subscriptions.update(
          current.id,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end-${current.id}` },
        );
        return this.sync.apply(tx, updated, user.id);
      });
      const end = saved
        ? ((await this.subscriptions.findById(current.id))?.currentPeriodEnd ??
          current.currentPeriodEnd)
        : current.currentPeriodEnd;
      this.logger.log(
        `Subscription ${current.id} of user ${user.id} cancels at ${end.toISOString()}`,
      );
      return cancelled(end);
    } catch (error) {
      if (!isStripeError(error)) throw error;
      this.logger.error(`Cancelling subscription ${current.id} failed: ${error.message}`);
      throw new BillingError(BillingErrorCode.CANCEL_FAILED, BillingMessage.cancelFailed);
    }
  }
}

class CheckoutWithoutUrl extends Error {
  constructor(sessionId: string) {
    super(`Checkout session ${sessionId} has no URL`);
  }
}

function cancelled(periodEnd: Date): CancelSubscription {
  const day = periodEnd.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    message: BillingMessage.cancelSucceeded(day),
    currentPeriodEnd: periodEnd.toISOString(),
  };
}
