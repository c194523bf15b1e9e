import {
  CHECKOUT_PLAN_CODES,
  type CheckoutPlanCode,
  type CheckoutSession as CheckoutSessionDto,
  type CheckoutSessionStatus,
} from '@billfold/contract';
import type Stripe from 'stripe';

/** Stripe's two statuses of a checkout as one: paid, processing, open or expired. */
export function checkoutSessionStatus(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>,
): CheckoutSessionStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  return session.payment_status === 'unpaid' ? 'processing' : 'paid';
}

function planCodeOf(session: Stripe.Checkout.Session): CheckoutPlanCode | null {
  const code = session.metadata?.planCode;
  return CHECKOUT_PLAN_CODES.find((plan) => plan === code) ?? null;
}

export function toCheckoutSessionDto(session: Stripe.Checkout.Session): CheckoutSessionDto {
  const status = checkoutSessionStatus(session);
  return {
    id: session.id,
    status,
    planCode: planCodeOf(session),
    url: status === 'open' ? (session.url ?? null) : null,
  };
}
