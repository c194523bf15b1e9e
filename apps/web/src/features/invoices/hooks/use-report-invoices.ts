import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useInvoicePage } from '../api/get-invoice-page';
import { InvoiceText } from '../utils/invoice-text';
import { forReport, lastPage, toListQuery, type InvoiceTableState } from '../utils/table-state';
import type { useTableState } from './use-table-state';

/**
 * The page of a report's invoices that the records state asks for, kept in step with it: another
 * report starts on its first page, a settled search goes to the server, a page past the end moves
 * back to the last one, and a failed load says so.
 */
export function useReportInvoices({
  stored,
  state,
  reportId,
  debouncedSearch,
  update,
}: {
  /** The state as stored (it may still be another report's). */
  stored: InvoiceTableState;
  /** The state for this report. */
  state: InvoiceTableState;
  reportId: number;
  /** The search as typed, once the typing paused. */
  debouncedSearch: string;
  update: ReturnType<typeof useTableState>[1];
}) {
  const listQuery = toListQuery(state);
  const page = useInvoicePage(reportId, listQuery);
  const data = page.data;

  // Another report starts on its first page with all vendors.
  useEffect(() => {
    if (stored.reportId !== reportId) update(forReport(stored, reportId));
  }, [stored, reportId, update]);

  useEffect(() => {
    if (debouncedSearch !== state.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, state.search, update]);

  // After deletions or a smaller result, a page past the end moves back to the last page.
  const total = page.isPlaceholderData ? undefined : data?.total;
  useEffect(() => {
    if (total !== undefined && state.page > lastPage(total, state.pageSize))
      update({ page: lastPage(total, state.pageSize) });
  }, [total, state.page, state.pageSize, update]);

  useEffect(() => {
    if (page.isError) toast.error(InvoiceText.loadFailed);
  }, [page.isError, page.errorUpdatedAt]);

  return { listQuery, page };
}
