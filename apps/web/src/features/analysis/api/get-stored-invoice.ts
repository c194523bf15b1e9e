import { MAX_PAGE_SIZE, type DuplicateInvoice, type Invoice } from '@billfold/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom, ApiError } from '@/lib/api-error';

const MAX_PAGES = 20;

/**
 * The stored invoice a duplicate warning points at, to open it. There is no call for a single
 * invoice: its report's list is searched by its vendor (exact) and number.
 */
export async function getStoredInvoice(duplicate: DuplicateInvoice): Promise<Invoice> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const response = await apiClient.invoices.listByReport({
      params: { reportId: duplicate.reportId },
      query: {
        page,
        pageSize: MAX_PAGE_SIZE,
        ...(duplicate.vendor ? { vendor: duplicate.vendor } : {}),
        ...(duplicate.name ? { search: duplicate.name } : {}),
      },
    });
    if (response.status !== 200) throw apiErrorFrom(response);
    const invoices = Array.isArray(response.body) ? response.body : response.body.invoices;
    const found = invoices.find((invoice) => invoice.id === duplicate.id);
    if (found) return found;
    const total = Array.isArray(response.body) ? invoices.length : response.body.total;
    if (page * MAX_PAGE_SIZE >= total) break;
  }
  throw new ApiError(404, 'INVOICE_NOT_FOUND', 'This invoice is no longer stored.');
}

/** Fetched when the user asks to open it (queryClient.fetchQuery), fresh each time. */
export function storedInvoiceQueryOptions(duplicate: DuplicateInvoice) {
  return queryOptions({
    queryKey: ['stored-invoice', duplicate.id] as const,
    queryFn: () => getStoredInvoice(duplicate),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
