import { SubscriptionsRepository, type SavedSubscription, type Subscription } from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { BillingError, BillingErrorCode, BillingMessage } from './billing.errors.js';
import { isStripeError, STRIPE_CLIENT, type StripeClient } from './stripe-client.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';

/** The subscription an event is about, and the user it names (checkout's client reference). */
interface EventTarget {
  subscriptionId: string;
  userId: string | null;
}

/**
 * Stripe's webhooks. The signature is checked on the raw bytes (signing secret, timestamp
 * tolerance) before anything is read. Events are not applied as deltas: each one makes us fetch
 * its subscription from Stripe and store what Stripe says now, under a per-subscription lock and
 * in the transaction that records the event id, so a redelivered event takes effect once and
 * any arrival order ends in the same rows.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    @Inject(STRIPE_CLIENT) private readonly stripe: StripeClient,
    @Inject(SubscriptionsRepository) private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async receive(rawBody: unknown, signature: string): Promise<void> {
    const stripe = this.stripe;
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret)
      throw new BillingError(
        BillingErrorCode.PAYMENTS_NOT_CONFIGURED,
        BillingMessage.paymentsNotConfigured,
      );
    const event = this.verify(stripe, rawBody, signature, secret);
    const target = targetOf(event);
    let saved: SavedSubscription | null = null;
    const applied = await this.subscriptions.applyEventOnce(
      event,
      target?.subscriptionId ?? null,
      async (manager) => {
        if (!target) return;
        const subscription = await this.retrieve(stripe, target.subscriptionId);
        if (subscription) saved = await this.sync.apply(manager, subscription, target.userId);
      },
    );
    if (!applied) {
      this.logger.log(`Stripe event ${event.id} (${event.type}) was handled before: ignored`);
      return;
    }
    this.logger.log(
      `Stripe event ${event.id} (${event.type}) handled${target ? ` for subscription ${target.subscriptionId}` : ''}`,
    );
    const superseded = (saved as SavedSubscription | null)?.superseded ?? [];
    for (const subscription of superseded) await this.cancelSuperseded(stripe, subscription);
  }

  /** The subscription as Stripe has it now; null when Stripe does not know it (another account's, or a test object). */
  private async retrieve(
    stripe: Stripe,
    subscriptionId: string,
  ): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') {
        this.logger.warn(`Stripe does not know subscription ${subscriptionId}: event ignored`);
        return null;
      }
      // Anything else fails the delivery: nothing is recorded and Stripe sends the event again.
      throw error;
    }
  }

  private verify(
    stripe: Stripe,
    rawBody: unknown,
    signature: string,
    secret: string,
  ): Stripe.Event {
    if (!Buffer.isBuffer(rawBody))
      throw new BillingError(
        BillingErrorCode.WEBHOOK_SIGNATURE_INVALID,
        BillingMessage.signatureInvalid,
      );
    try {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        this.env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      this.logger.warn(`Stripe webhook refused: ${(error as Error).message}`);
      throw new BillingError(
        BillingErrorCode.WEBHOOK_SIGNATURE_INVALID,
        BillingMessage.signatureInvalid,
      );
    }
  }

  /**
   * An upgrade bought in a new checkout leaves the old subscription running: it is cancelled at
   * once (prorated), and its own deletion event then updates its row.
   */
  private async cancelSuperseded(stripe: Stripe, subscription: Subscription): Promise<void> {
    try {
      await stripe.subscriptions.cancel(
        subscription.id,
        { prorate: true },
        { idempotencyKey: `cancel-superseded-${subscription.id}` },
      );
      this.logger.log(
        `Subscription ${subscription.id} (${subscription.planCode}) of user ${subscription.userId} cancelled: superseded by a new plan`,
      );
    } catch (error) {
      // The next event of the user's subscriptions tries again.
      this.logger.error(
        `Could not cancel superseded subscription ${subscription.id}: ${(error as Error).message}`,
      );
    }
  }
}

/** The subscription of the events we act on; null for the others (recorded, nothing else). */
function targetOf(event: Stripe.Event): EventTarget | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return null;
      return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, userId: null };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      return subscription ? { subscriptionId: idOf(subscription), userId: null } : null;
    }
    default:
      return null;
  }
}

function idOf(reference: string | { id: string }): string {
  return typeof reference === 'string' ? reference : reference.id;
}
