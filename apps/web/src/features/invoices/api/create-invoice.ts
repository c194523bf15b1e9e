import type { Invoice, InvoiceInputFields } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { invalidateInvoices } from './invalidate-invoices';

export async function createInvoice({
  reportId,
  input,
}: {
  reportId: number;
  input: InvoiceInputFields;
}): Promise<Invoice> {
  return bodyOf(await apiClient.invoices.create({ body: { ...input, reportId } }), 201);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => invalidateInvoices(queryClient, invoice.reportId),
  });
}
