import type { Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { invalidateInvoices } from './invalidate-invoices';

export async function updateInvoice({
  id,
  input,
}: {
  id: number;
  input: InvoiceInputFields;
}): Promise<Invoice> {
  const response = await apiClient.invoices.update({ params: { id }, body: input });
  if (response.status === 200) return response.body;
  throw apiErrorFrom(response);
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: (invoice) => invalidateInvoices(queryClient, invoice.reportId),
  });
}
