import type { CreateInvoiceBody, Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export type SaveInvoiceBody = InvoiceInputFields & Pick<CreateInvoiceBody, 'reportId'>;

/** POST /api/Document: the reviewed invoice, saved into a report. */
export async function saveInvoice(body: SaveInvoiceBody): Promise<Invoice> {
  const response = await apiClient.invoices.create({ body });
  if (response.status === 201) return response.body;
  throw apiErrorFrom(response);
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
