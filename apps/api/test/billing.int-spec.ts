import { randomUUID } from 'node:crypto';
import { PlansRepository, SubscriptionsRepository, UsageRepository } from '@billfold/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiEnv } from '../src/config/env.js';
import { planSettingsFrom } from '../src/modules/billing/plan-settings.js';
import { createStripeClient } from '../src/modules/billing/stripe-client.js';
import { StripeWebhooksService } from '../src/modules/billing/stripe-webhooks.service.js';
import { SubscriptionSyncService } from '../src/modules/billing/subscription-sync.service.js';
import {
  newUserId,
  openServiceDatabase,
  planCodeOf,
  subscriptionRowsOf,
  type ServiceDatabase,
} from '@billfold/test-support/database';
import {
  StripeStub,
  useStripeStub,
  type StubSubscription,
} from '@billfold/test-support/stripe-stub';
import {
  checkoutCompleted,
  invoiceEvent,
  signed,
  stripeEvent,
} from '@billfold/test-support/stripe-webhooks';

// Stripe's webhooks and the page quota on a real PostgreSQL, the services built by hand and
// Stripe a local stub: redeliveries, every arrival order, quota periods. billing.e2e-spec.ts
// keeps what goes through HTTP (signatures on the raw body, the answers, checkout).

const DAY = 86_400;

const stub = useStripeStub();
let database: ServiceDatabase;
let webhooks: StripeWebhooksService;
let plans: PlansRepository;
let usage: UsageRepository;

beforeAll(async () => {
  database = await openServiceDatabase();
  const env = loadApiEnv({
    DATABASE_URL: database.url,
    ...stub.env(),
  });
  plans = new PlansRepository(database.dataSource);
  await plans.configure(planSettingsFrom(env));
  usage = new UsageRepository(database.dataSource);
  const subscriptions = new SubscriptionsRepository(database.dataSource);
  webhooks = new StripeWebhooksService(
    env,
    createStripeClient(env),
    subscriptions,
    new SubscriptionSyncService(plans, subscriptions),
  );
});
afterAll(async () => {
  await database?.close();
});

const insertUser = () => newUserId(database.dataSource);

/** Hands the event to the service as the webhook route does: its exact bytes and signature. */
async function send(event: object): Promise<void> {
  const { payload, header } = signed(event);
  await webhooks.receive(Buffer.from(payload), header);
}

const planOf = (userId: string) => planCodeOf(database.dataSource, userId);
const rowsOf = (userId: string) => subscriptionRowsOf(database.dataSource, userId);

async function eventsRecorded(id: string): Promise<number> {
  const [row] = await database.dataSource.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM stripe_events WHERE id = $1',
    [id],
  );
  return row!.n;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe('webhook effects', () => {
  it('takes an event delivered ten times at once into account once', async () => {
    const userId = await insertUser();
    const subscription = stub.addSubscription(userId);
    const event = checkoutCompleted(subscription.id, userId, subscription.customer);
    await Promise.all(Array.from({ length: 10 }, () => send(event)));
    // One effect: Stripe was asked for the subscription once, one event row, one subscription row.
    expect(stub.calls(`GET /v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(await eventsRecorded(event.id)).toBe(1);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await planOf(userId)).toBe('basic');
  });

  it('fails a delivery while Stripe cannot be read (nothing recorded, so the retry applies it)', async () => {
    const userId = await insertUser();
    const gone = stub.addSubscription(userId);
    stub.subscriptions.delete(gone.id);
    // Stripe does not know it: recorded and ignored, nothing stored.
    await send(checkoutCompleted(gone.id, userId, gone.customer));
    expect(await rowsOf(userId)).toEqual([]);

    const subscription = stub.addSubscription(userId);
    const event = checkoutCompleted(subscription.id, userId, subscription.customer);
    stub.failNextRequests = 3; // the SDK's first try and its two retries
    await expect(send(event)).rejects.toThrow();
    expect(await eventsRecorded(event.id)).toBe(0);
    expect(await planOf(userId)).toBe('free');
    await send(event);
    expect(await eventsRecorded(event.id)).toBe(1);
    expect(await planOf(userId)).toBe('basic');
  });

  it('ignores events it does not act on, and subscriptions of prices it does not sell', async () => {
    const userId = await insertUser();
    await send(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    const foreign = stub.addSubscription(userId, { priceId: 'price_from_another_product' });
    await send(
      stripeEvent('customer.subscription.created', StripeStub.subscriptionObject(foreign)),
    );
    expect(await rowsOf(userId)).toEqual([]);
    expect(await planOf(userId)).toBe('free');
  });

  /** Every order of the events: the same final rows. */
  async function everyOrder(
    scenario: (userId: string) => { final: StubSubscription; events: object[] },
  ): Promise<{ rows: Record<string, unknown>[]; plan: string }[]> {
    const template = scenario(await insertUser());
    const outcomes: { rows: Record<string, unknown>[]; plan: string }[] = [];
    for (const order of permutations(template.events.map((_, index) => index))) {
      const userId = await insertUser();
      const { final, events } = scenario(userId);
      for (const index of order) await send(events[index]!);
      const rows = (await rowsOf(userId)).map(
        ({ id: _id, stripe_customer_id: _customer, ...row }) => row,
      );
      outcomes.push({ rows, plan: await planOf(userId) });
      expect(rows[0]?.status).toBe(final.status);
    }
    return outcomes;
  }

  it('reaches the same rows in every order of checkout completed, created, invoice paid and cancel-at-period-end updated', async () => {
    const outcomes = await everyOrder((userId) => {
      const final = stub.addSubscription(userId, { cancelAtPeriodEnd: true });
      const object = StripeStub.subscriptionObject({ ...final, cancelAtPeriodEnd: false });
      return {
        final,
        events: [
          checkoutCompleted(final.id, userId, final.customer),
          stripeEvent('customer.subscription.created', object),
          invoiceEvent('invoice.paid', final.id, final.customer),
          stripeEvent('customer.subscription.updated', StripeStub.subscriptionObject(final)),
        ],
      };
    });
    expect(outcomes).toHaveLength(24);
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({
      plan: 'basic',
      rows: [{ plan_code: 'basic', status: 'active', cancel_at_period_end: true }],
    });
  });

  it('reaches the same rows in every order of created, payment failed, past-due updated and deleted', async () => {
    const outcomes = await everyOrder((userId) => {
      const final = stub.addSubscription(userId, {
        status: 'canceled',
        endedAt: Math.floor(Date.UTC(2026, 11, 20) / 1000),
        priceId: 'price_premium_test',
      });
      return {
        final,
        events: [
          stripeEvent(
            'customer.subscription.created',
            StripeStub.subscriptionObject({ ...final, status: 'active', endedAt: null }),
          ),
          invoiceEvent('invoice.payment_failed', final.id, final.customer),
          stripeEvent(
            'customer.subscription.updated',
            StripeStub.subscriptionObject({ ...final, status: 'past_due', endedAt: null }),
          ),
          stripeEvent('customer.subscription.deleted', StripeStub.subscriptionObject(final)),
        ],
      };
    });
    expect(outcomes).toHaveLength(24);
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({
      plan: 'free',
      rows: [{ plan_code: 'premium', status: 'canceled' }],
    });
  }, 120_000);
});

/** `n` analyses uploaded at `createdAt`. */
async function analyses(userId: string, n: number, createdAt: Date): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const id = randomUUID();
      await database.dataSource.query(
        "INSERT INTO analyses (id, user_id, status, file_name, file_size, created_at) VALUES ($1, $2, 'queued', 'a.pdf', 100, $3)",
        [id, userId, createdAt],
      );
      return id;
    }),
  );
}

/** What the worker does for each analysis: find the plan and period, then reserve the pages. */
async function reserveAll(userId: string, ids: string[], createdAt: Date) {
  return Promise.all(
    ids.map(async (analysisId) => {
      const { plan, periodStart } = await plans.quotaPeriodOf(userId, createdAt);
      return usage.reserve({ userId, analysisId, periodStart, pages: 1, quota: plan.monthlyQuota });
    }),
  );
}

/** The user's usage rows: where each period starts (ISO, UTC) and the pages used in it. */
async function periods(userId: string): Promise<{ period_start: string; pages_used: number }[]> {
  return database.dataSource.query(
    `SELECT to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS period_start, pages_used
     FROM usage_periods WHERE user_id = $1 ORDER BY period_start`,
    [userId],
  );
}

describe('quota periods', () => {
  it('starts one new usage row at a month rollover when 20 first uploads of the month race (free plan)', async () => {
    const userId = await insertUser();
    await database.dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, '2026-11-01T00:00:00Z', 50)",
      [userId],
    );
    const lastOfNovember = new Date('2026-11-30T23:59:59Z');
    const [late] = await reserveAll(
      userId,
      await analyses(userId, 1, lastOfNovember),
      lastOfNovember,
    );
    expect(late).toMatchObject({ status: 'over-quota', quota: 50 });

    const firstOfDecember = new Date('2026-12-01T00:00:01Z');
    const results = await reserveAll(
      userId,
      await analyses(userId, 20, firstOfDecember),
      firstOfDecember,
    );
    expect(results.every((result) => result.status === 'reserved')).toBe(true);
    expect(await periods(userId)).toEqual([
      { period_start: '2026-11-01T00:00:00Z', pages_used: 50 },
      { period_start: '2026-12-01T00:00:00Z', pages_used: 20 },
    ]);
  });

  it("starts one new usage row when a paid plan's billing period renews and 20 first uploads race", async () => {
    const userId = await insertUser();
    const start = Math.floor(Date.UTC(2026, 10, 15, 10, 30) / 1000);
    const subscription = stub.addSubscription(userId, {
      customer: 'cus_quota',
      metadata: { userId },
    });
    await send(checkoutCompleted(subscription.id, userId, subscription.customer));
    const during = new Date((start + 3 * DAY) * 1000);
    await reserveAll(userId, await analyses(userId, 5, during), during);

    // Stripe renews: the next invoice is paid and the subscription's period moves on.
    subscription.periodStart = start + 30 * DAY;
    subscription.periodEnd = start + 61 * DAY;
    await send(invoiceEvent('invoice.paid', subscription.id, subscription.customer));
    const renewed = new Date((subscription.periodStart + 5) * 1000);
    const results = await reserveAll(userId, await analyses(userId, 20, renewed), renewed);
    expect(results.every((result) => result.status === 'reserved')).toBe(true);
    expect(await periods(userId)).toEqual([
      { period_start: '2026-11-15T10:30:00Z', pages_used: 5 },
      { period_start: '2026-12-15T10:30:00Z', pages_used: 20 },
    ]);
    expect((await plans.quotaPeriodOf(userId, renewed)).plan.monthlyQuota).toBe(500);
  });

  it('gives a paid period that starts later on the 1st its own row, apart from the free month', async () => {
    const userId = await insertUser();
    const morning = new Date('2026-12-01T09:00:00Z');
    const free = await reserveAll(userId, await analyses(userId, 50, morning), morning);
    expect(free.every((result) => result.status === 'reserved')).toBe(true);
    const [full] = await reserveAll(userId, await analyses(userId, 1, morning), morning);
    expect(full).toMatchObject({ status: 'over-quota', quota: 50 });

    // The user upgrades that afternoon: Stripe's billing period starts at the checkout.
    const start = Math.floor(Date.UTC(2026, 11, 1, 14, 23, 5) / 1000);
    const subscription = stub.addSubscription(userId, {
      customer: 'cus_first',
      periodStart: start,
      periodEnd: start + 31 * DAY,
      created: start,
      metadata: { userId },
    });
    await send(checkoutCompleted(subscription.id, userId, subscription.customer));
    const afternoon = new Date((start + 60) * 1000);
    const paid = await reserveAll(userId, await analyses(userId, 3, afternoon), afternoon);
    expect(paid.every((result) => result.status === 'reserved')).toBe(true);
    expect(await periods(userId)).toEqual([
      { period_start: '2026-12-01T00:00:00Z', pages_used: 50 },
      { period_start: '2026-12-01T14:23:05Z', pages_used: 3 },
    ]);
  });
});
