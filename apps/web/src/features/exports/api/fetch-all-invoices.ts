import {
  MAX_PAGE_SIZE,
  type Invoice,
  type InvoiceListQuery,
  type InvoicePage,
} from '@billfold/contract';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';

/** The search, vendor filter and sort of the list being exported (its paging is the export's own). */
export type ExportQuery = Omit<InvoiceListQuery, 'page' | 'pageSize'>;

export type FetchInvoicePage = (
  reportId: number,
  query: InvoiceListQuery,
  signal?: AbortSignal,
) => Promise<InvoicePage>;

const fetchPage: FetchInvoicePage = async (reportId, query, signal) => {
  const response = await apiClient.invoices.listByReport({
    params: { reportId },
    query,
    fetchOptions: signal ? { signal } : {},
  });
  if (response.status !== 200) throw apiErrorFrom(response);
  if (Array.isArray(response.body)) throw new Error('The invoice list came back without paging');
  return response.body;
};

/** Pages asked for at once after the first: as many as a browser sends to one host at a time. */
const CONCURRENCY = 6;

/**
 * Every page of the list as the user sees it (search, vendor filter and sort), through the paged
 * GET /Document/report/{reportId}: the first page tells how many there are, the rest are fetched
 * a few at a time. Each page is handed to `onPage` with its 0-based index as it arrives (in any
 * order); resolves with the number of matching invoices.
 */
export async function fetchAllInvoices(
  reportId: number,
  query: ExportQuery,
  options: {
    onPage: (index: number, invoices: Invoice[]) => void;
    onProgress?: (loaded: number, total: number) => void;
    signal?: AbortSignal;
    pageSize?: number;
    fetch?: FetchInvoicePage;
  },
): Promise<number> {
  const { onPage, onProgress, signal, pageSize = MAX_PAGE_SIZE, fetch = fetchPage } = options;
  const pageQuery = (page: number): InvoiceListQuery => ({ ...query, page, pageSize });

  const first = await fetch(reportId, pageQuery(1), signal);
  const total = first.total;
  const pageCount = Math.ceil(total / pageSize);
  let loaded = 0;
  const received = (index: number, invoices: Invoice[]) => {
    onPage(index, invoices);
    loaded += invoices.length;
    onProgress?.(Math.min(loaded, total), total);
  };
  received(0, first.invoices);

  let next = 2;
  const fetchRest = async () => {
    while (next <= pageCount) {
      const page = next++;
      received(page - 1, (await fetch(reportId, pageQuery(page), signal)).invoices);
    }
  };
  const workers = Math.max(0, Math.min(CONCURRENCY, pageCount - 1));
  await Promise.all(Array.from({ length: workers }, fetchRest));
  return total;
}
