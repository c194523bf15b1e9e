import type { Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { invalidateInvoices } from './invalidate-invoices';

export async function updateInvoice({
  id,
  input,
}: {
  id: number;
  input: InvoiceInputFields;
}): Promise<Invoice> {
  return bodyOf(await apiClient.invoices.update({ params: { id }, body: input }), 200);
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: (invoice) => invalidateInvoices(queryClient, invoice.reportId),
  });
}
