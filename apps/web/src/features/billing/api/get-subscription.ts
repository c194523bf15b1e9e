import type { Subscription } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** The signed-in user's plan, status, billing period and pages used this period. */
export async function getSubscription(): Promise<Subscription> {
  return bodyOf(await apiClient.subscriptions.current(), 200);
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
