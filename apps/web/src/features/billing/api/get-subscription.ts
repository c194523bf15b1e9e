import type { Subscription } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** The signed-in user's plan, status, billing period and pages used this period. */
export async function getSubscription(): Promise<Subscription> {
  const response = await apiClient.subscriptions.current();
  if (response.status === 200) return response.body;
  throw apiErrorFrom(response);
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
