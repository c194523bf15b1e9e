import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** After a change: the report's pages (total, vendors) and the report list (invoice counts). */
export async function invalidateInvoices(
  queryClient: QueryClient,
  reportId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.invoices(reportId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
  ]);
}
