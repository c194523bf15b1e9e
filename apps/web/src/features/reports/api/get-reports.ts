import type { Report } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export const reportsQueryKey = queryKeys.reports;

/** The signed-in user's reports, oldest first. */
export async function getReports(): Promise<Report[]> {
  const response = await apiClient.reports.list();
  if (response.status === 200) return response.body;
  throw apiErrorFrom(response);
}

export function reportsQueryOptions() {
  return queryOptions({ queryKey: reportsQueryKey, queryFn: getReports });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}
