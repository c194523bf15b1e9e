import type { Plan, PlanCode, SubscriptionStatus } from '@billfold/contract';

/** SPEC section 9: a missing price shows 'Free'; prices are dollars per month. */
export function formatPrice(priceMonthly: number | null): string {
  if (priceMonthly === null) return 'Free';
  return `$${priceMonthly.toFixed(Number.isInteger(priceMonthly) ? 0 : 2)}`;
}

/** SPEC section 9: a missing quota shows 'Unlimited'. */
export function formatQuota(monthlyQuota: number | null): string {
  if (monthlyQuota === null) return 'Unlimited';
  return monthlyQuota.toLocaleString('en-US');
}

/** The share of the quota used, in percent, capped at 100 (SPEC section 9); 0 when unlimited. */
export function usagePercent(pagesUsed: number, monthlyQuota: number | null): number {
  if (monthlyQuota === null) return 0;
  if (monthlyQuota <= 0) return 100;
  return Math.min(100, Math.round((pagesUsed / monthlyQuota) * 100));
}

/** Which plans the current plan may buy through checkout (SPEC section 4). */
export function canBuy(current: PlanCode, wanted: 'basic' | 'premium'): boolean {
  if (wanted === 'basic') return current === 'free';
  return current !== 'premium' && current !== 'enterprise';
}

export const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  unpaid: 'Unpaid',
};

export function findPlan(plans: Plan[] | undefined, code: PlanCode): Plan | undefined {
  return plans?.find((plan) => plan.code === code);
}

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant the API sent (ISO) as 'December 15, 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A quota period as 'Nov 1, 2026 – Dec 1, 2026'. */
export function formatPeriod(start: string, end: string): string {
  return `${shortDate.format(new Date(start))} – ${shortDate.format(new Date(end))}`;
}
