import type { Plan } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';

export const plansQueryKey = ['billing', 'plans'] as const;

/** Every plan with its price (null: free) and monthly page quota (null: unlimited). */
export async function getPlans(): Promise<Plan[]> {
  return bodyOf(await apiClient.subscriptions.plans(), 200);
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: getPlans, staleTime: 5 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
