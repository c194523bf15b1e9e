import type { Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { invalidateInvoices } from './invalidate-invoices';

export async function createInvoice({
  reportId,
  input,
}: {
  reportId: number;
  input: InvoiceInputFields;
}): Promise<Invoice> {
  const response = await apiClient.invoices.create({ body: { ...input, reportId } });
  if (response.status === 201) return response.body;
  throw apiErrorFrom(response);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => invalidateInvoices(queryClient, invoice.reportId),
  });
}
