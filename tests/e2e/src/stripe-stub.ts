import { randomUUID } from 'node:crypto';
import {
  StripeStub as SharedStripeStub,
  type StubSubscription,
} from '@billfold/test-support/stripe-stub';
import { deliver, signed, stripeEvent } from '@billfold/test-support/stripe-webhooks';

export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_billfold';

/** The Stripe variables of a stack whose Stripe is the stub. */
export function stripeEnv(stub: StripeStub): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: 'price_basic_e2e',
    STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
    STRIPE_API_URL: stub.url,
  };
}

/**
 * The shared Stripe stub (@billfold/test-support) with what the browser tests add: subscriptions
 * of the stack's prices, and their webhooks delivered to the app (its own process) as Stripe would.
 */
export class StripeStub extends SharedStripeStub {
  /** A subscription Stripe holds for the user: current period from yesterday for 30 days. */
  subscribe(userId: string, plan: 'basic' | 'premium', status = 'active'): StubSubscription {
    const now = Math.floor(Date.now() / 1000);
    const subscription: StubSubscription = {
      id: `sub_${randomUUID().slice(0, 12)}`,
      customer: `cus_${randomUUID().slice(0, 12)}`,
      status,
      priceId: plan === 'basic' ? 'price_basic_e2e' : 'price_premium_e2e',
      periodStart: now - 86_400,
      periodEnd: now + 29 * 86_400,
      cancelAtPeriodEnd: false,
      metadata: { userId },
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** Delivers a signed `customer.subscription.updated` for the subscription to the app, as Stripe would. */
  async notify(baseUrl: string, subscription: StubSubscription): Promise<void> {
    const event = stripeEvent(
      'customer.subscription.updated',
      SharedStripeStub.subscriptionObject(subscription),
    );
    const { payload, header } = signed(event, { secret: STRIPE_WEBHOOK_SECRET });
    const answer = await deliver(baseUrl, payload, header);
    if (answer.status !== 200)
      throw new Error(`The webhook answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}
