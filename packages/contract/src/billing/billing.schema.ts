import { z } from 'zod';
import { text } from '../common/text.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

/** SPEC.md section 3: the plan codes. */
export const PLAN_CODES = ['free', 'basic', 'premium', 'enterprise'] as const;
export const PlanCodeSchema = z.enum(PLAN_CODES);
export type PlanCode = z.infer<typeof PlanCodeSchema>;

/** The plans bought through the hosted checkout (free is the default, enterprise is by contacting sales). */
export const CHECKOUT_PLAN_CODES = ['basic', 'premium'] as const;
export type CheckoutPlanCode = (typeof CHECKOUT_PLAN_CODES)[number];

/** A plan as GET /subscriptionplans lists it: a missing price shows 'Free', a missing quota 'Unlimited'. */
export const PlanSchema = z.object({
  code: PlanCodeSchema,
  name: z.string(),
  /** US dollars a month; null for free (and for enterprise, whose price is agreed with sales). */
  priceMonthly: z.number().nullable(),
  /** Pages a month; null is unlimited. */
  monthlyQuota: z.number().int().nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** SPEC.md section 4: the subscription statuses shown (colour-coded). */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'unpaid'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Pages used in the current quota period: the calendar month (UTC) on free, the billing period on paid plans. */
export const UsageSchema = z.object({
  pagesUsed: z.number().int(),
  /** null is unlimited. */
  monthlyQuota: z.number().int().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type Usage = z.infer<typeof UsageSchema>;

/** The signed-in user's subscription (SPEC.md section 3). A user without a paid plan is on free, active. */
export const SubscriptionSchema = z.object({
  subscriptionPlan: PlanSchema,
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  status: SubscriptionStatusSchema,
  /** End of the paid billing period; null on free and enterprise. */
  currentPeriodEnd: z.string().nullable(),
  /** The subscription ends at currentPeriodEnd (access continues until then). */
  cancelAtPeriodEnd: z.boolean(),
  usage: UsageSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** SPEC.md section 3: the checkout response; the browser navigates to `url`. */
export const CheckoutSchema = z.object({ url: z.url() });
export type Checkout = z.infer<typeof CheckoutSchema>;

/** A Stripe Checkout Session id, as Stripe puts it into the /success address. */
export const CheckoutSessionParamsSchema = z.object({
  sessionId: text().check(
    z.regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'This is not a payment session id.' }),
  ),
});

/**
 * Where a checkout stands, as Stripe says (its session's status and payment status):
 * - paid: completed and paid (or nothing to pay); the plan changes when Stripe's webhook arrives;
 * - processing: completed, paid by a method that settles later (a bank debit);
 * - open: not finished: the customer can still pay at `url`;
 * - expired: ended without a payment; nothing was charged.
 */
export const CHECKOUT_SESSION_STATUSES = ['paid', 'processing', 'open', 'expired'] as const;
export const CheckoutSessionStatusSchema = z.enum(CHECKOUT_SESSION_STATUSES);
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>;

/** One of the signed-in user's checkouts, for /success. */
export const CheckoutSessionSchema = z.object({
  id: z.string(),
  status: CheckoutSessionStatusSchema,
  /** The plan being bought; null when the session does not say. */
  planCode: z.enum(CHECKOUT_PLAN_CODES).nullable(),
  /** Stripe's page where an open checkout can still be paid; null otherwise. */
  url: z.url().nullable(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const CancelSubscriptionSchema = z.object({
  message: z.string(),
  currentPeriodEnd: z.string().nullable(),
});
export type CancelSubscription = z.infer<typeof CancelSubscriptionSchema>;

export const StripeWebhookHeadersSchema = z.object({
  'stripe-signature': text({ error: 'The Stripe-Signature header is missing.' }),
});

export const BillingErrorCode = codes(
  'PAYMENTS_NOT_CONFIGURED',
  'PLAN_NOT_AVAILABLE',
  'NO_SUBSCRIPTION',
  'CHECKOUT_FAILED',
  'CHECKOUT_SESSION_NOT_FOUND',
  'CHECKOUT_SESSION_UNAVAILABLE',
  'CANCEL_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
);
export type BillingErrorCode = CodeOf<typeof BillingErrorCode>;

/** The payment messages (SPEC.md section 8 word for word where it names one). */
export const BillingMessage = {
  paymentsNotConfigured:
    'Payments are not configured on this server yet, so plans cannot be bought here. Please contact us to upgrade.',
  checkoutFailed: 'Error processing payment. Please try again.',
  checkoutSessionNotFound: 'We could not find this payment for your account.',
  checkoutSessionUnavailable:
    'We could not check this payment with Stripe right now. Please try again in a moment.',
  cancelFailed: 'Error canceling the subscription. Please try again.',
  noSubscription: 'You have no paid subscription to cancel.',
  cancelSucceeded: (periodEnd: string | null) =>
    periodEnd
      ? `Your subscription has been canceled. You keep access to your plan until the end of the current billing period (${periodEnd}).`
      : 'Your subscription has been canceled. You keep access to your plan until the end of the current billing period.',
  alreadyOnPlan: (plan: string) => `You are already on the ${plan} plan.`,
  planIncluded: (current: string, wanted: string) =>
    `Your ${current} plan already includes everything in ${wanted}.`,
  signatureInvalid: 'The webhook signature is not valid.',
} as const;
