import Stripe from 'stripe';
import type { ApiEnv } from '../../config/api-config.js';
import { BillingError, BillingErrorCode, BillingMessage } from './billing.errors.js';

/**
 * The Stripe API version every request and every webhook payload is read in. Pinned (the SDK's
 * own), so a Stripe account default changing never changes the objects we parse.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Injection token of the Stripe client; null when payments are not configured. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
export type StripeClient = Stripe | null;

export function createStripeClient(env: ApiEnv): StripeClient {
  if (!env.STRIPE_SECRET_KEY) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Billfold' },
    ...(api
      ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/** The client, or the clear "payments are not configured" error (503). */
export function requireStripe(stripe: StripeClient): Stripe {
  if (!stripe)
    throw new BillingError(
      BillingErrorCode.PAYMENTS_NOT_CONFIGURED,
      BillingMessage.paymentsNotConfigured,
    );
  return stripe;
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
