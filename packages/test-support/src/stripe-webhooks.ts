import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_billfold_test_secret';

/** A Stripe event as Stripe sends it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** The event's exact bytes and their Stripe-Signature header, made with the SDK's own test helper. */
export function signed(
  event: object,
  options: { secret?: string; timestamp?: number } = {},
): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, header };
}

/** Posts a payload to the webhook as Stripe's servers do (no Origin, no cookies). */
export async function deliver(
  baseUrl: string,
  payload: string,
  header: string | null,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export function checkoutCompleted(subscriptionId: string, userId: string, customer: string) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomUUID().slice(0, 8)}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId,
    customer,
    subscription: subscriptionId,
  });
}

export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscriptionId: string,
  customer: string,
) {
  return stripeEvent(type, {
    id: `in_${randomUUID().slice(0, 8)}`,
    object: 'invoice',
    customer,
    status: type === 'invoice.paid' ? 'paid' : 'open',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
  });
}
