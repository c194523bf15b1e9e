import type { CheckoutSession as CheckoutSessionDto } from '@billfold/contract';
import type { User } from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BillingError, BillingErrorCode, BillingMessage } from './billing.errors.js';
import { toCheckoutSessionDto } from './checkout-session.mapper.js';
import { isStripeError, requireStripe, STRIPE_CLIENT, type StripeClient } from './stripe-client.js';

/**
 * Where the user's checkout stands, for /success: read from Stripe each time (the user may come
 * back before Stripe's webhook, or with an address someone else made up). It changes nothing:
 * plans change only through the webhooks.
 */
@Injectable()
export class CheckoutSessionsService {
  private readonly logger = new Logger(CheckoutSessionsService.name);

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: StripeClient) {}

  /** The user's checkout session; not found when Stripe has none of that id, or it is someone else's. */
  async find(user: Pick<User, 'id'>, sessionId: string): Promise<CheckoutSessionDto> {
    const stripe = requireStripe(this.stripe);
    let session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (!isStripeError(error)) throw error;
      if (error.statusCode === 404) throw notFound();
      this.logger.error(`Reading checkout session ${sessionId} failed: ${error.message}`);
      throw new BillingError(
        BillingErrorCode.CHECKOUT_SESSION_UNAVAILABLE,
        BillingMessage.checkoutSessionUnavailable,
      );
    }
    // Our checkouts name their buyer twice (see SubscriptionsService.checkout); either will do.
    const buyer = session.client_reference_id ?? session.metadata?.userId ?? null;
    if (buyer !== user.id) throw notFound();
    return toCheckoutSessionDto(session);
  }
}

function notFound(): BillingError {
  return new BillingError(
    BillingErrorCode.CHECKOUT_SESSION_NOT_FOUND,
    BillingMessage.checkoutSessionNotFound,
  );
}
