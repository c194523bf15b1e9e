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

/** Pages asked for at once after the first: enough to hide the round trips, kind to the server. */
const CONCURRENCY = 4;

/**
 * Every invoice of the list as the user sees it (search, vendor filter and sort), across all its
 * pages, in order, through the paged GET /Document/report/{reportId}. The first page tells how
 * many there are; the rest are fetched a few at a time. An invoice that moves to a later page
 * while this runs (one added meanwhile) is kept once.
 */
export async function fetchAllInvoices(
  reportId: number,
  query: ExportQuery,
  options: {
    signal?: AbortSignal;
    onProgress?: (loaded: number, total: number) => void;
    pageSize?: number;
    fetch?: FetchInvoicePage;
  } = {},
): Promise<Invoice[]> {
  const { signal, onProgress, pageSize = MAX_PAGE_SIZE, fetch = fetchPage } = options;
  const pageQuery = (page: number): InvoiceListQuery => ({ ...query, page, pageSize });

  const first = await fetch(reportId, pageQuery(1), signal);
  const pageCount = Math.ceil(first.total / pageSize);
  const pages: Invoice[][] = [first.invoices];
  let loaded = first.invoices.length;
  onProgress?.(Math.min(loaded, first.total), first.total);

  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      const { invoices } = await fetch(reportId, pageQuery(page), signal);
      pages[page - 1] = invoices;
      loaded += invoices.length;
      onProgress?.(Math.min(loaded, first.total), first.total);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(0, Math.min(CONCURRENCY, pageCount - 1)) }, worker),
  );

  const seen = new Set<number>();
  const invoices: Invoice[] = [];
  for (const page of pages) {
    for (const invoice of page) {
      if (seen.has(invoice.id)) continue;
      seen.add(invoice.id);
      invoices.push(invoice);
    }
  }
  return invoices;
}
