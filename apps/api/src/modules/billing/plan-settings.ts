import type { PlanSettings } from '@billfold/db';
import type { ApiEnv } from '../../config/api-config.js';

/** The plans' prices, quotas and Stripe prices as configured (enterprise: by contacting sales, unlimited). */
export function planSettingsFrom(env: ApiEnv): PlanSettings[] {
  return [
    {
      code: 'free',
      priceMonthly: null,
      monthlyQuota: env.PLAN_FREE_MONTHLY_QUOTA,
      stripePriceId: null,
    },
    {
      code: 'basic',
      priceMonthly: env.PLAN_BASIC_PRICE_MONTHLY,
      monthlyQuota: env.PLAN_BASIC_MONTHLY_QUOTA,
      stripePriceId: env.STRIPE_PRICE_BASIC ?? null,
    },
    {
      code: 'premium',
      priceMonthly: env.PLAN_PREMIUM_PRICE_MONTHLY,
      monthlyQuota: env.PLAN_PREMIUM_MONTHLY_QUOTA,
      stripePriceId: env.STRIPE_PRICE_PREMIUM ?? null,
    },
    { code: 'enterprise', priceMonthly: null, monthlyQuota: null, stripePriceId: null },
  ];
}
