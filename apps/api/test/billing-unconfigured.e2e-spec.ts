import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import { useApi } from './support/api-harness.js';
import { checkoutCompleted, deliver, signed } from '@billfold/test-support/stripe-webhooks';

// The embedded default: no Stripe variables at all.
const api = useApi({ PLAN_BASIC_PRICE_MONTHLY: '12.50', PLAN_PREMIUM_MONTHLY_QUOTA: '2500' });

const NOT_CONFIGURED = {
  code: 'PAYMENTS_NOT_CONFIGURED',
  message:
    'Payments are not configured on this server yet, so plans cannot be bought here. Please contact us to upgrade.',
};

describe('without Stripe', () => {
  it('still lists the plans, with prices and quotas from the configuration', async () => {
    const { client } = await signedInUser(api);
    const { body } = await client.json<
      { code: string; priceMonthly: number | null; monthlyQuota: number | null }[]
    >('GET', '/api/subscriptionplans');
    expect(body.map((plan) => [plan.code, plan.priceMonthly, plan.monthlyQuota])).toEqual([
      ['free', null, 50],
      ['basic', 12.5, 500],
      ['premium', 29.99, 2500],
      ['enterprise', null, null],
    ]);
    const [row] = await api.dataSource.query<{ stripe_price_id: string | null }[]>(
      "SELECT stripe_price_id FROM plans WHERE code = 'basic'",
    );
    expect(row!.stripe_price_id).toBeNull();
  });

  it('answers checkout and cancel with a clear "payments are not configured" 503', async () => {
    const { client } = await signedInUser(api);
    for (const [method, path] of [
      ['POST', '/api/subscription/basic'],
      ['POST', '/api/subscription/premium'],
      ['POST', '/api/subscription/cancel-subscription'],
      // /success asks where a checkout stands: there is none to find.
      ['GET', '/api/subscription/checkout-session/cs_test_1'],
    ] as const) {
      expect(await client.json(method, path)).toEqual({ status: 503, body: NOT_CONFIGURED });
    }
    expect((await client.json('GET', '/api/subscription/current-subscription')).body).toMatchObject(
      { subscriptionPlan: { code: 'free' }, status: 'active' },
    );
  });

  it('refuses webhooks (nothing can verify them)', async () => {
    const { payload, header } = signed(
      checkoutCompleted('sub_x', '00000000-0000-4000-8000-000000000000', 'cus_x'),
    );
    expect(await deliver(api.baseUrl, payload, header)).toEqual({
      status: 503,
      body: NOT_CONFIGURED,
    });
  });
});
