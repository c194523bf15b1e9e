import type { CreateInvoiceBody, Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export type SaveInvoiceBody = InvoiceInputFields & Pick<CreateInvoiceBody, 'reportId'>;

/** POST /api/Document: the reviewed invoice, saved into a report. */
export async function saveInvoice(body: SaveInvoiceBody): Promise<Invoice> {
  return bodyOf(await apiClient.invoices.create({ body }), 201);
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    // The report's records and its invoice count show the new invoice.
    onSuccess: (invoice) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices(invoice.reportId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
      ]),
  });
}
