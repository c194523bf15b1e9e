import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import {
  CancelSubscriptionSchema,
  CheckoutSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  PlanSchema,
  StripeWebhookHeadersSchema,
  SubscriptionSchema,
} from './billing.schema.js';

const c = initContract();

const checkoutResponses = {
  200: CheckoutSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
  503: ErrorResponseSchema,
} as const;

/** The subscription calls of SPEC.md section 7. */
export const subscriptionsContract = c.router({
  plans: {
    method: 'GET',
    path: '/subscriptionplans',
    summary:
      'Every plan with its code, name, monthly price (null: free) and monthly page quota (null: unlimited).',
    responses: { 200: z.array(PlanSchema), 401: ErrorResponseSchema },
  },
  current: {
    method: 'GET',
    path: '/subscription/current-subscription',
    summary:
      "The signed-in user's plan, status, billing period and the pages used in the current quota period.",
    responses: { 200: SubscriptionSchema, 401: ErrorResponseSchema },
  },
  checkoutBasic: {
    method: 'POST',
    path: '/subscription/basic',
    summary:
      'Starts a Stripe Checkout for the basic plan (free users only); answers the URL the browser goes to.',
    body: c.noBody(),
    responses: checkoutResponses,
  },
  checkoutPremium: {
    method: 'POST',
    path: '/subscription/premium',
    summary:
      'Starts a Stripe Checkout for the premium plan (any user not on premium or enterprise); answers the URL the browser goes to.',
    body: c.noBody(),
    responses: checkoutResponses,
  },
  checkoutSession: {
    method: 'GET',
    path: '/subscription/checkout-session/:sessionId',
    summary:
      "Where one of the signed-in user's Stripe Checkout Sessions stands, read from Stripe (what /success shows): paid, processing, open or expired. 404 for a session that is not the user's, or none; 503 without Stripe. Visiting it changes no plan: only Stripe's webhooks do.",
    pathParams: CheckoutSessionParamsSchema,
    responses: {
      200: CheckoutSessionSchema,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      404: ErrorResponseSchema,
      502: ErrorResponseSchema,
      503: ErrorResponseSchema,
    },
  },
  cancel: {
    method: 'POST',
    path: '/subscription/cancel-subscription',
    summary:
      'Cancels the paid subscription at the end of its billing period; the plan stays until then.',
    body: c.noBody(),
    responses: {
      200: CancelSubscriptionSchema,
      401: ErrorResponseSchema,
      409: ErrorResponseSchema,
      502: ErrorResponseSchema,
      503: ErrorResponseSchema,
    },
  },
});

/** Stripe's calls to us: verified on the raw body with the signing secret. */
export const stripeWebhookContract = c.router({
  receive: {
    method: 'POST',
    path: '/stripe/webhook',
    summary:
      'Stripe events (checkout completed, subscription created/updated/deleted, invoice paid/payment failed). The raw body is verified against the Stripe-Signature header; each event takes effect once.',
    headers: StripeWebhookHeadersSchema,
    // The raw bytes (a Buffer): the signature covers them exactly, so nothing parses them first.
    body: z.unknown(),
    responses: {
      200: z.object({ received: z.literal(true) }),
      400: ErrorResponseSchema,
      503: ErrorResponseSchema,
    },
  },
});
