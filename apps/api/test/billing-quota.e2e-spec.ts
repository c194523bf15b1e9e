import { PlansRepository, UsageRepository } from '@billfold/db';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';
import { StripeStub } from './support/stripe-stub.js';
import {
  checkoutCompleted,
  deliver,
  invoiceEvent,
  signed,
  WEBHOOK_SECRET,
} from './support/stripe-webhooks.js';

let api: RunningApi;
let stub: StripeStub;
let plans: PlansRepository;
let usage: UsageRepository;

beforeAll(async () => {
  stub = new StripeStub();
  await stub.start();
  api = await startApi({
    STRIPE_SECRET_KEY: 'sk_test_billfold',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: 'price_basic_test',
    STRIPE_PRICE_PREMIUM: 'price_premium_test',
    STRIPE_API_URL: stub.url,
  });
  plans = new PlansRepository(api.dataSource);
  usage = new UsageRepository(api.dataSource);
});
afterAll(async () => {
  await api?.close();
  await stub?.stop();
});

async function insertUser(): Promise<string> {
  const [row] = await api.dataSource.query<{ id: string }[]>(
    "INSERT INTO users (name, email) VALUES ('Quota User', $1) RETURNING id",
    [`${randomUUID()}@example.com`],
  );
  return row!.id;
}

/** `n` analyses uploaded at `createdAt`. */
async function analyses(userId: string, n: number, createdAt: Date): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const id = randomUUID();
      await api.dataSource.query(
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

async function periods(userId: string): Promise<{ period_start: string; pages_used: number }[]> {
  return api.dataSource.query(
    "SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start, pages_used FROM usage_periods WHERE user_id = $1 ORDER BY period_start",
    [userId],
  );
}

describe('quota periods', () => {
  it('starts one new usage row at a month rollover when 20 first uploads of the month race (free plan)', async () => {
    const userId = await insertUser();
    await api.dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, '2026-11-01', 50)",
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
      { period_start: '2026-11-01', pages_used: 50 },
      { period_start: '2026-12-01', pages_used: 20 },
    ]);
  });

  it("starts one new usage row when a paid plan's billing period renews and 20 first uploads race", async () => {
    const userId = await insertUser();
    const day = 86_400;
    const start = Math.floor(Date.UTC(2026, 10, 15, 10, 30) / 1000);
    const subscription = {
      id: `sub_${randomUUID().slice(0, 8)}`,
      customer: 'cus_quota',
      status: 'active',
      priceId: 'price_basic_test',
      periodStart: start,
      periodEnd: start + 30 * day,
      metadata: { userId },
    };
    stub.subscriptions.set(subscription.id, subscription);
    const send = async (event: object) => {
      const { payload, header } = signed(event);
      expect((await deliver(api.baseUrl, payload, header)).status).toBe(200);
    };
    await send(checkoutCompleted(subscription.id, userId, subscription.customer));
    const during = new Date((start + 3 * day) * 1000);
    await reserveAll(userId, await analyses(userId, 5, during), during);

    // Stripe renews: the next invoice is paid and the subscription's period moves on.
    subscription.periodStart = start + 30 * day;
    subscription.periodEnd = start + 61 * day;
    await send(invoiceEvent('invoice.paid', subscription.id, subscription.customer));
    const renewed = new Date((subscription.periodStart + 5) * 1000);
    const results = await reserveAll(userId, await analyses(userId, 20, renewed), renewed);
    expect(results.every((result) => result.status === 'reserved')).toBe(true);
    expect(await periods(userId)).toEqual([
      { period_start: '2026-11-15', pages_used: 5 },
      { period_start: '2026-12-15', pages_used: 20 },
    ]);
    expect((await plans.quotaPeriodOf(userId, renewed)).plan.monthlyQuota).toBe(500);
  });
});
