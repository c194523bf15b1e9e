import type {
  Plan as PlanDto,
  Subscription as SubscriptionDto,
  SubscriptionStatus,
} from '@billfold/contract';
import {
  ENTITLED_SUBSCRIPTION_STATUSES,
  type Plan,
  type QuotaPeriod,
  type Subscription,
  type User,
} from '@billfold/db';

export function toPlanDto(plan: Plan): PlanDto {
  return {
    code: plan.code,
    name: plan.name,
    priceMonthly: plan.priceMonthly === null ? null : Number(plan.priceMonthly),
    monthlyQuota: plan.monthlyQuota,
  };
}

export function isEntitled(subscription: Subscription): boolean {
  return (ENTITLED_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}

/** Stripe's statuses as the four the product shows (SPEC.md section 4). */
export function toSubscriptionStatus(stripeStatus: string): SubscriptionStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // unpaid, incomplete (first payment not made), paused (no payment method after a trial)
      return 'unpaid';
  }
}

export function toSubscriptionDto(input: {
  user: User;
  plan: Plan;
  subscription: Subscription | null;
  quota: QuotaPeriod;
  pagesUsed: number;
}): SubscriptionDto {
  const { user, plan, subscription, quota } = input;
  const live = subscription !== null && isEntitled(subscription);
  return {
    subscriptionPlan: toPlanDto(plan),
    user: { id: user.id, name: user.name, email: user.email },
    status: subscription ? toSubscriptionStatus(subscription.status) : 'active',
    currentPeriodEnd: live ? subscription.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: live && subscription.cancelAtPeriodEnd,
    usage: {
      pagesUsed: input.pagesUsed,
      monthlyQuota: quota.plan.monthlyQuota,
      periodStart: quota.periodStart.toISOString(),
      periodEnd: quota.periodEnd.toISOString(),
    },
  };
}
