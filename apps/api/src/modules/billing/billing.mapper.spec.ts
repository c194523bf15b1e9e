import { describe, expect, it } from 'vitest';
import { toPlanDto, toSubscriptionStatus } from './billing.mapper.js';

describe('billing mapper', () => {
  it("shows Stripe's statuses as the four of SPEC.md", () => {
    expect(
      [
        'active',
        'trialing',
        'past_due',
        'unpaid',
        'incomplete',
        'paused',
        'canceled',
        'incomplete_expired',
      ].map(toSubscriptionStatus),
    ).toEqual([
      'active',
      'active',
      'past_due',
      'unpaid',
      'unpaid',
      'unpaid',
      'canceled',
      'canceled',
    ]);
  });

  it('reads the exact stored price as a number and keeps a missing price or quota null', () => {
    expect(
      toPlanDto({
        code: 'basic',
        name: 'Basic',
        priceMonthly: '9.99',
        monthlyQuota: 500,
        sortOrder: 1,
        stripePriceId: 'price_b',
      }),
    ).toEqual({
      code: 'basic',
      name: 'Basic',
      priceMonthly: 9.99,
      monthlyQuota: 500,
    });
    expect(
      toPlanDto({
        code: 'enterprise',
        name: 'Enterprise',
        priceMonthly: null,
        monthlyQuota: null,
        sortOrder: 3,
        stripePriceId: null,
      }),
    ).toMatchObject({
      priceMonthly: null,
      monthlyQuota: null,
    });
  });
});
