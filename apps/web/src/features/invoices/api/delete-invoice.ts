import type { Invoice } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { invalidateInvoices } from './invalidate-invoices';

export async function deleteInvoice(invoice: Pick<Invoice, 'id' | 'reportId'>): Promise<void> {
  const response = await apiClient.invoices.remove({ params: { id: invoice.id } });
  if (response.status !== 204) throw apiErrorFrom(response);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (_, invoice) => invalidateInvoices(queryClient, invoice.reportId),
  });
}
