import type { LearnedVendor } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** The vendors Billfold learned from the user's saved invoices, last used first. */
export async function getLearnedVendors(): Promise<LearnedVendor[]> {
  const response = await apiClient.learnedVendors.list();
  if (response.status !== 200) throw apiErrorFrom(response);
  return response.body;
}

export function learnedVendorsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.learnedVendors, queryFn: getLearnedVendors });
}

export function useLearnedVendors() {
  return useQuery(learnedVendorsQueryOptions());
}
