import type { Report } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export const reportsQueryKey = queryKeys.reports;

/** The signed-in user's reports, oldest first. */
export async function getReports(): Promise<Report[]> {
  return bodyOf(await apiClient.reports.list(), 200);
}

export function reportsQueryOptions() {
  return queryOptions({ queryKey: reportsQueryKey, queryFn: getReports });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}
