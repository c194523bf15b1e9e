import type { DuplicateInvoice, DuplicateQuery } from '@billfold/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';

/**
 * GET /api/Document/duplicates: invoices in any of the user's reports with the same vendor and
 * invoice number, or the same vendor, date and total.
 */
export async function findDuplicates(query: DuplicateQuery): Promise<DuplicateInvoice[]> {
  return bodyOf(await apiClient.invoices.findDuplicates({ query }), 200).duplicates;
}

/** Asked right before saving, so never answered from an older check. */
export function duplicatesQueryOptions(query: DuplicateQuery) {
  return queryOptions({
    queryKey: ['invoice-duplicates', query] as const,
    queryFn: () => findDuplicates(query),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
