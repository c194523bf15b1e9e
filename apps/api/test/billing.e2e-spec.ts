import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserId, planCodeOf, subscriptionRowsOf } from '@billfold/test-support/database';
import { signedInUser, spendPagesThisMonth } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import {
  StripeStub,
  useStripeStub,
  type StubSubscription,
} from '@billfold/test-support/stripe-stub';
import {
  checkoutCompleted,
  deliver,
  invoiceEvent,
  signed,
  stripeEvent,
} from '@billfold/test-support/stripe-webhooks';

const PUBLIC_URL = 'http://billfold.test';
const DAY = 86_400;

const stub = useStripeStub();
let api: RunningApi;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-billing-'));
  api = await startApi({
    ...stub.env(),
    PUBLIC_URL,
    STORAGE_DIR: storageDir,
  });
});
afterAll(async () => {
  await api?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A user straight in the database (the webhook tests need many; the account flow is tested elsewhere). */
const insertUser = () => newUserId(api.dataSource);

async function send(event: object): Promise<number> {
  const { payload, header } = signed(event);
  return (await deliver(api.baseUrl, payload, header)).status;
}

/** Stripe's event about `subscription` as it stands now, signed and delivered: the answer's status. */
const sendSubscriptionEvent = (type: string, subscription: StubSubscription) =>
  send(stripeEvent(type, StripeStub.subscriptionObject(subscription)));

/** What the subscription page shows the client. */
async function currentSubscription(client: HttpClient) {
  return (await client.json('GET', '/api/subscription/current-subscription')).body;
}

const planOf = (userId: string) => planCodeOf(api.dataSource, userId);
const rowsOf = (userId: string) => subscriptionRowsOf(api.dataSource, userId);

async function count(table: 'stripe_events' | 'subscriptions'): Promise<number> {
  const [row] = await api.dataSource.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return row!.n;
}

describe('plans', () => {
  it('lists the four plans with the configured prices and quotas (signed in only)', async () => {
    const { client } = await signedInUser(api);
    expect(await client.json('GET', '/api/subscriptionplans')).toEqual({
      status: 200,
      body: [
        { code: 'free', name: 'Free', priceMonthly: null, monthlyQuota: 50 },
        { code: 'basic', name: 'Basic', priceMonthly: 9.99, monthlyQuota: 500 },
        { code: 'premium', name: 'Premium', priceMonthly: 29.99, monthlyQuota: 2000 },
        { code: 'enterprise', name: 'Enterprise', priceMonthly: null, monthlyQuota: null },
      ],
    });
    expect((await api.client().json('GET', '/api/subscriptionplans')).status).toBe(401);
  });

  it('shows a new user on the free plan, active, with this month as the quota period', async () => {
    const { client, id, email } = await signedInUser(api);
    const now = new Date();
    const { status, body } = await client.json('GET', '/api/subscription/current-subscription');
    expect(status).toBe(200);
    expect(body).toEqual({
      subscriptionPlan: { code: 'free', name: 'Free', priceMonthly: null, monthlyQuota: 50 },
      user: { id, name: 'Test Member', email },
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      usage: {
        pagesUsed: 0,
        monthlyQuota: 50,
        periodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
        periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      },
    });
  });
});

describe('checkout', () => {
  let member: { client: HttpClient; id: string; email: string };
  beforeAll(async () => {
    member = await signedInUser(api);
  });

  it('creates a subscription-mode Checkout Session for the user (idempotency key, pinned API version) and answers its url', async () => {
    const { status, body } = await member.client.json<{ url: string }>(
      'POST',
      '/api/subscription/basic',
    );
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stub.url}/pay/cs_test_\\d+$`));
    const [call] = stub.calls('POST /v1/checkout/sessions');
    expect(call!.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(call!.headers['authorization']).toBe('Bearer sk_test_billfold');
    expect(call!.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f]{40}$/);
    expect(call!.form).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_basic_test',
      'line_items[0][quantity]': '1',
      client_reference_id: member.id,
      customer_email: member.email,
      'metadata[userId]': member.id,
      'metadata[planCode]': 'basic',
      'subscription_data[metadata][userId]': member.id,
      'subscription_data[metadata][planCode]': 'basic',
      success_url: `${PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}&user_id=${member.id}`,
      cancel_url: `${PUBLIC_URL}/cancel`,
    });

    // A second click (same plan, same minute) is the same request to Stripe: the same session comes back.
    await member.client.json('POST', '/api/subscription/basic');
    const [first, second] = stub.calls('POST /v1/checkout/sessions');
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    const premium = await member.client.json<{ url: string }>('POST', '/api/subscription/premium');
    expect(premium.status).toBe(200);
    const last = stub.calls('POST /v1/checkout/sessions').at(-1)!;
    expect(last.form['line_items[0][price]']).toBe('price_premium_test');
    expect(last.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it("answers SPEC's payment error (502) when Stripe refuses, and needs a signed-in, same-origin caller", async () => {
    stub.failNextCheckout = 400;
    expect(await member.client.json('POST', '/api/subscription/premium')).toEqual({
      status: 502,
      body: { code: 'CHECKOUT_FAILED', message: 'Error processing payment. Please try again.' },
    });
    expect((await api.client().json('POST', '/api/subscription/basic')).status).toBe(401);
    const crossSite = await member.client.request('POST', '/api/subscription/basic', undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });

  it('lets a basic user buy premium but not basic, and a premium user neither', async () => {
    const user = await signedInUser(api);
    const basic = stub.addSubscription(user.id);
    expect(await send(checkoutCompleted(basic.id, user.id, basic.customer))).toBe(200);
    expect(await user.client.json('POST', '/api/subscription/basic')).toEqual({
      status: 409,
      body: { code: 'PLAN_NOT_AVAILABLE', message: 'You are already on the Basic plan.' },
    });
    expect((await user.client.json('POST', '/api/subscription/premium')).status).toBe(200);
    // The second checkout reuses the user's Stripe customer.
    expect(stub.calls('POST /v1/checkout/sessions').at(-1)!.form.customer).toBe(basic.customer);

    const premium = stub.addSubscription(user.id, {
      priceId: 'price_premium_test',
      customer: basic.customer,
      created: basic.created! + 60,
    });
    expect(await send(checkoutCompleted(premium.id, user.id, premium.customer))).toBe(200);
    expect(await planOf(user.id)).toBe('premium');
    expect((await user.client.json('POST', '/api/subscription/premium')).body).toMatchObject({
      code: 'PLAN_NOT_AVAILABLE',
    });
    expect((await user.client.json('POST', '/api/subscription/basic')).body).toEqual({
      code: 'PLAN_NOT_AVAILABLE',
      message: 'Your Premium plan already includes everything in Basic.',
    });
    // The old basic subscription is cancelled at Stripe (prorated); its deletion event leaves premium in place.
    const [cancelled] = stub.calls(`DELETE /v1/subscriptions/${basic.id}`);
    expect(cancelled!.headers['idempotency-key']).toBe(`cancel-superseded-${basic.id}`);
    expect(await sendSubscriptionEvent('customer.subscription.deleted', basic)).toBe(200);
    expect(await planOf(user.id)).toBe('premium');
    expect((await rowsOf(user.id)).map((row) => [row.plan_code, row.status]).sort()).toEqual([
      ['basic', 'canceled'],
      ['premium', 'active'],
    ]);
  });
});

describe('the checkout session of /success', () => {
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;

  it("answers where the user's checkout stands at Stripe: open, paid, processing or expired", async () => {
    const buyer = await signedInUser(api);
    const { body } = await buyer.client.json<{ url: string }>('POST', '/api/subscription/premium');
    const id = sessionIdOf(body.url);
    const read = () => buyer.client.json('GET', `/api/subscription/checkout-session/${id}`);

    expect(await read()).toEqual({
      status: 200,
      body: { id, status: 'open', planCode: 'premium', url: body.url },
    });
    expect(stub.calls(`GET /v1/checkout/sessions/${id}`)).toHaveLength(1);
    const session = stub.checkoutSessions.get(id)!;
    Object.assign(session, { status: 'complete', paymentStatus: 'paid' });
    expect((await read()).body).toEqual({ id, status: 'paid', planCode: 'premium', url: null });
    Object.assign(session, { status: 'complete', paymentStatus: 'unpaid' });
    expect((await read()).body).toMatchObject({ status: 'processing', url: null });
    Object.assign(session, { status: 'expired', paymentStatus: 'unpaid' });
    expect((await read()).body).toMatchObject({ status: 'expired', url: null });
    // Reading it changes no plan: only Stripe's webhooks do.
    expect(await planOf(buyer.id)).toBe('free');
  });

  it("answers 404 alike for another user's session and a made-up one, 400 for what is no session id", async () => {
    const buyer = await signedInUser(api);
    const other = await signedInUser(api);
    const { body } = await buyer.client.json<{ url: string }>('POST', '/api/subscription/basic');
    const id = sessionIdOf(body.url);
    const notFound = {
      status: 404,
      body: {
        code: 'CHECKOUT_SESSION_NOT_FOUND',
        message: 'We could not find this payment for your account.',
      },
    };
    expect(await other.client.json('GET', `/api/subscription/checkout-session/${id}`)).toEqual(
      notFound,
    );
    expect(
      await buyer.client.json('GET', '/api/subscription/checkout-session/cs_test_made_up'),
    ).toEqual(notFound);
    expect(
      (await buyer.client.json('GET', '/api/subscription/checkout-session/sub_123')).status,
    ).toBe(400);
    expect(
      (await buyer.client.json('GET', '/api/subscription/checkout-session/cs_..%2Fv1%2Fcustomers'))
        .status,
    ).toBe(400);
    expect(
      (await api.client().json('GET', `/api/subscription/checkout-session/${id}`)).status,
    ).toBe(401);
  });

  it('answers 502 with a clear message while Stripe cannot be read', async () => {
    const buyer = await signedInUser(api);
    const { body } = await buyer.client.json<{ url: string }>('POST', '/api/subscription/basic');
    stub.failNextRequests = 3;
    expect(
      await buyer.client.json('GET', `/api/subscription/checkout-session/${sessionIdOf(body.url)}`),
    ).toEqual({
      status: 502,
      body: {
        code: 'CHECKOUT_SESSION_UNAVAILABLE',
        message:
          'We could not check this payment with Stripe right now. Please try again in a moment.',
      },
    });
  });
});

describe('webhook verification', () => {
  it('refuses a bad signature, a stale timestamp, a re-serialised body and a missing header with 400, changing nothing', async () => {
    const userId = await insertUser();
    const subscription = stub.addSubscription(userId);
    const event = checkoutCompleted(subscription.id, userId, subscription.customer);
    const [events, subscriptions] = [await count('stripe_events'), await count('subscriptions')];

    const wrongSecret = signed(event, { secret: 'whsec_someone_else' });
    const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const good = signed(event);
    const reserialised = JSON.stringify(JSON.parse(good.payload), null, 2);
    const tampered = good.payload.replace(userId, randomUUID());
    for (const [payload, header] of [
      [good.payload, wrongSecret.header],
      [stale.payload, stale.header],
      [reserialised, good.header],
      [tampered, good.header],
      [good.payload, 'not a signature'],
    ] as const) {
      expect(await deliver(api.baseUrl, payload, header)).toEqual({
        status: 400,
        body: { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid.' },
      });
    }
    expect((await deliver(api.baseUrl, good.payload, null)).status).toBe(400);

    expect(await count('stripe_events')).toBe(events);
    expect(await count('subscriptions')).toBe(subscriptions);
    expect(await planOf(userId)).toBe('free');
    expect(stub.requests).toEqual([]);

    // The same bytes, correctly signed, go through.
    expect(await deliver(api.baseUrl, good.payload, good.header)).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await planOf(userId)).toBe('basic');
  });
});

describe('webhook effects', () => {
  // Redeliveries, failures of Stripe, ignored events and every arrival order are rules of
  // StripeWebhooksService: billing.int-spec.ts tests them on the database. Here, through HTTP.
  it('answers a delivered event with 200 and received: true', async () => {
    const userId = await insertUser();
    const subscription = stub.addSubscription(userId);
    const { payload, header } = signed(
      checkoutCompleted(subscription.id, userId, subscription.customer),
    );
    expect(await deliver(api.baseUrl, payload, header)).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await planOf(userId)).toBe('basic');
  });

  it('stores what Stripe says about the subscription: plan, status, billing period, cancel at period end', async () => {
    const { client, id } = await signedInUser(api);
    const subscription = stub.addSubscription(id, { priceId: 'price_premium_test' });
    expect(await sendSubscriptionEvent('customer.subscription.created', subscription)).toBe(200);
    expect(await rowsOf(id)).toEqual([
      {
        id: subscription.id,
        plan_code: 'premium',
        stripe_customer_id: subscription.customer,
        status: 'active',
        current_period_start: new Date(subscription.periodStart * 1000),
        current_period_end: new Date(subscription.periodEnd * 1000),
        cancel_at_period_end: false,
        ended_at: null,
      },
    ]);
    const current = await client.json('GET', '/api/subscription/current-subscription');
    expect(current.body).toMatchObject({
      subscriptionPlan: { code: 'premium', monthlyQuota: 2000 },
      status: 'active',
      currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString(),
      usage: {
        pagesUsed: 0,
        monthlyQuota: 2000,
        periodStart: new Date(subscription.periodStart * 1000).toISOString(),
      },
    });

    subscription.status = 'past_due';
    expect(
      await send(invoiceEvent('invoice.payment_failed', subscription.id, subscription.customer)),
    ).toBe(200);
    expect(await currentSubscription(client)).toMatchObject({
      subscriptionPlan: { code: 'premium' },
      status: 'past_due',
    });
    subscription.status = 'unpaid';
    expect(await sendSubscriptionEvent('customer.subscription.updated', subscription)).toBe(200);
    // Stripe gave up on the payment: the plan goes back to free and the page says why.
    expect(await currentSubscription(client)).toMatchObject({
      subscriptionPlan: { code: 'free' },
      status: 'unpaid',
      currentPeriodEnd: null,
    });
    subscription.status = 'active';
    expect(await send(invoiceEvent('invoice.paid', subscription.id, subscription.customer))).toBe(
      200,
    );
    expect(await planOf(id)).toBe('premium');
  });
});

describe('cancelling', () => {
  it('cancels at the end of the period: the plan stays until Stripe deletes the subscription', async () => {
    const { client, id } = await signedInUser(api);
    const subscription = stub.addSubscription(id);
    expect(await send(checkoutCompleted(subscription.id, id, subscription.customer))).toBe(200);

    const answer = await client.json('POST', '/api/subscription/cancel-subscription');
    expect(answer).toEqual({
      status: 200,
      body: {
        message:
          'Your subscription has been canceled. You keep access to your plan until the end of the current billing period (December 15, 2026).',
        currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString(),
      },
    });
    const [update] = stub.calls(`POST /v1/subscriptions/${subscription.id}`);
    expect(update!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(update!.headers['idempotency-key']).toBe(`cancel-at-period-end-${subscription.id}`);
    expect(update!.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(await currentSubscription(client)).toMatchObject({
      subscriptionPlan: { code: 'basic' },
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    // Asking again changes nothing at Stripe.
    expect((await client.json('POST', '/api/subscription/cancel-subscription')).status).toBe(200);
    expect(stub.calls(`POST /v1/subscriptions/${subscription.id}`)).toHaveLength(1);

    subscription.status = 'canceled';
    subscription.endedAt = subscription.periodEnd;
    expect(await sendSubscriptionEvent('customer.subscription.deleted', subscription)).toBe(200);
    expect(await currentSubscription(client)).toMatchObject({
      subscriptionPlan: { code: 'free' },
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(await client.json('POST', '/api/subscription/cancel-subscription')).toEqual({
      status: 409,
      body: { code: 'NO_SUBSCRIPTION', message: 'You have no paid subscription to cancel.' },
    });
  });
});

describe('quota and plan changes', () => {
  const PDF = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  async function upload(client: HttpClient): Promise<number> {
    const body = new FormData();
    body.append(
      'file',
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      'invoice.pdf',
    );
    return (await client.postForm('/api/analyses', body)).status;
  }

  it('applies an upgrade at once: the paid plan counts in its own billing period with its own quota', async () => {
    const { client, id } = await signedInUser(api);
    await spendPagesThisMonth(api, id, 50);
    expect(await upload(client)).toBe(402);

    const now = Math.floor(Date.now() / 1000);
    const subscription = stub.addSubscription(id, {
      periodStart: now - 60,
      periodEnd: now + 30 * DAY,
    });
    expect(await send(checkoutCompleted(subscription.id, id, subscription.customer))).toBe(200);
    expect(await currentSubscription(client)).toMatchObject({
      usage: {
        pagesUsed: 0,
        monthlyQuota: 500,
        periodStart: new Date(subscription.periodStart * 1000).toISOString(),
      },
    });
    expect(await upload(client)).toBe(202);
  });
});
