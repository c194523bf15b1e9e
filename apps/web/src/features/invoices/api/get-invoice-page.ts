import type { InvoiceListQuery, InvoicePage } from '@billfold/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/**
 * One page of a report's invoices, searched, filtered and sorted by the server, with the
 * matching total and the report's vendors (fast on reports of 100,000 invoices).
 */
export async function getInvoicePage(
  reportId: number,
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  const response = await apiClient.invoices.listByReport({ params: { reportId }, query });
  if (response.status !== 200) throw apiErrorFrom(response);
  // With paging parameters the server always answers the page form; the plain list is for old clients.
  if (Array.isArray(response.body)) throw new Error('The invoice list came back without paging');
  return response.body;
}

export function invoicePageQueryOptions(reportId: number, query: InvoiceListQuery) {
  return queryOptions({
    queryKey: [...queryKeys.invoices(reportId), query] as const,
    queryFn: () => getInvoicePage(reportId, query),
    // Paging, sorting and typing keep showing the last page until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInvoicePage(reportId: number, query: InvoiceListQuery) {
  return useQuery(invoicePageQueryOptions(reportId, query));
}
