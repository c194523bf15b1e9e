import {
  BillingErrorCode,
  BillingMessage,
  type CheckoutPlanCode,
  type CheckoutSession,
} from '@billfold/contract';
import { ApiError, userMessageOf } from '@/lib/api-error';

/** SPEC section 2: /success without its session_id and user_id. */
export const NO_SESSION_MESSAGE = 'No payment session information found.';

/** What /success shows for the address Stripe sent the user back to. */
export type CheckoutOutcome =
  /** SPEC's 'No payment session information found.' */
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'paid'; planCode: CheckoutPlanCode | null }
  | { kind: 'processing'; planCode: CheckoutPlanCode | null }
  /** Not paid yet: Stripe's page where it can still be paid, when there is one. */
  | { kind: 'open'; url: string | null }
  | { kind: 'expired' }
  /** No such checkout of this user's (made up, someone else's, or another account's). */
  | { kind: 'not-found'; message: string }
  | { kind: 'not-configured'; message: string }
  /** Stripe or the server could not be asked: worth another try. */
  | { kind: 'unavailable'; message: string };

/**
 * The outcome of a return from Stripe's checkout: from the address (`session_id`, `user_id`),
 * the signed-in user, and what the server read from Stripe (`session`, or the `error` of asking).
 * An address made for another account is not looked up.
 */
export function checkoutOutcome(input: {
  sessionId: string | null;
  userId: string | null;
  signedInUserId: string | undefined;
  session: CheckoutSession | undefined;
  error: unknown;
}): CheckoutOutcome {
  if (!input.sessionId || !input.userId) return { kind: 'missing' };
  if (input.userId !== input.signedInUserId)
    return { kind: 'not-found', message: BillingMessage.checkoutSessionNotFound };
  if (input.error) return failureOutcome(input.error);
  const session = input.session;
  if (!session) return { kind: 'checking' };
  switch (session.status) {
    case 'paid':
      return { kind: 'paid', planCode: session.planCode };
    case 'processing':
      return { kind: 'processing', planCode: session.planCode };
    case 'open':
      return { kind: 'open', url: session.url };
    case 'expired':
      return { kind: 'expired' };
  }
}

function failureOutcome(error: unknown): CheckoutOutcome {
  if (error instanceof ApiError) {
    if (error.code === BillingErrorCode.PAYMENTS_NOT_CONFIGURED)
      return { kind: 'not-configured', message: BillingMessage.paymentsNotConfigured };
    // 400 too: what came back from Stripe is no session id of ours.
    if (error.status === 404 || error.status === 400)
      return { kind: 'not-found', message: BillingMessage.checkoutSessionNotFound };
    if (error.code === BillingErrorCode.CHECKOUT_SESSION_UNAVAILABLE)
      return { kind: 'unavailable', message: BillingMessage.checkoutSessionUnavailable };
  }
  return { kind: 'unavailable', message: userMessageOf(error) };
}

/** "Premium" for premium; "your new" when the checkout does not say. */
export function planLabel(planCode: CheckoutPlanCode | null): string {
  if (!planCode) return 'your new';
  return `${planCode[0]!.toUpperCase()}${planCode.slice(1)}`;
}
