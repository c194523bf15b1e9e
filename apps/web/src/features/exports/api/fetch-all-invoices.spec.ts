import type { Invoice, InvoiceListQuery, InvoicePage } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { InvoicePages } from '../utils/invoice-pages';
import { fetchAllInvoices, type FetchInvoicePage } from './fetch-all-invoices';

/** Fetches every page and puts them together, as the export worker does. */
async function fetchAll(
  options: Omit<Parameters<typeof fetchAllInvoices>[2], 'onPage'>,
  query = {},
) {
  const pages = new InvoicePages();
  const indexes: number[] = [];
  const total = await fetchAllInvoices(7, query, {
    ...options,
    onPage: (index, invoices) => {
      indexes.push(index);
      pages.add(index, invoices);
    },
  });
  return { total, invoices: pages.invoices(), indexes };
}

const invoice = (id: number) => ({ id }) as Invoice;

/** A server with `count` invoices (ids count..1, newest first) that records what it was asked. */
function server(count: number) {
  const asked: InvoiceListQuery[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const fetch: FetchInvoicePage = async (_reportId, query) => {
    asked.push(query);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    // Later pages answer sooner: the result must still be in page order.
    await new Promise((resolve) => setTimeout(resolve, 20 - Math.min(query.page!, 19)));
    running -= 1;
    const ids = Array.from({ length: count }, (_, i) => count - i);
    const start = (query.page! - 1) * query.pageSize!;
    const page: InvoicePage = {
      invoices: ids.slice(start, start + query.pageSize!).map(invoice),
      total: count,
      page: query.page!,
      pageSize: query.pageSize!,
      vendors: [],
    };
    return page;
  };
  return { fetch, asked, mostAtOnce: () => mostAtOnce };
}

describe('fetchAllInvoices', () => {
  it('fetches every page with the search, filter and sort, in order, a few at a time', async () => {
    const { fetch, asked, mostAtOnce } = server(1_005);
    const progress: string[] = [];
    const { total, invoices, indexes } = await fetchAll(
      { fetch, onProgress: (loaded, of) => progress.push(`${loaded}/${of}`) },
      { search: 'travel', vendor: 'Acme', sort: 'total', order: 'asc' },
    );
    expect(total).toBe(1_005);
    expect(invoices.map((i) => i.id)).toEqual(Array.from({ length: 1_005 }, (_, i) => 1_005 - i));
    // Later pages answer first: handed over as they arrive, put in order afterwards.
    expect(indexes[0]).toBe(0);
    expect(indexes).not.toEqual([...indexes].sort((a, b) => a - b));
    expect(asked).toHaveLength(11);
    expect(asked.map((query) => query.page).sort((a, b) => a! - b!)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    for (const query of asked)
      expect(query).toMatchObject({
        search: 'travel',
        vendor: 'Acme',
        sort: 'total',
        order: 'asc',
        pageSize: 100,
      });
    expect(mostAtOnce()).toBeLessThanOrEqual(6);
    expect(mostAtOnce()).toBeGreaterThan(1);
    expect(progress[0]).toBe('100/1005');
    expect(progress.at(-1)).toBe('1005/1005');
  });

  it('asks once for an empty list', async () => {
    const { fetch, asked } = server(0);
    expect(await fetchAll({ fetch })).toEqual({ total: 0, invoices: [], indexes: [0] });
    expect(asked).toHaveLength(1);
  });

  it('keeps an invoice once when it moved to the next page meanwhile', async () => {
    const pages: Record<number, number[]> = { 1: [5, 4], 2: [4, 3], 3: [2, 1] };
    const fetch: FetchInvoicePage = (_reportId, query) =>
      Promise.resolve({
        invoices: pages[query.page!]!.map(invoice),
        total: 6,
        page: query.page!,
        pageSize: 2,
        vendors: [],
      });
    const { invoices } = await fetchAll({ fetch, pageSize: 2 });
    expect(invoices.map((i) => i.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('fails when a page fails', async () => {
    const fetch: FetchInvoicePage = (_reportId, query) =>
      query.page === 2
        ? Promise.reject(new Error('Error connecting to server. Please try again.'))
        : Promise.resolve({ invoices: [invoice(1)], total: 3, page: 1, pageSize: 1, vendors: [] });
    await expect(fetchAll({ fetch, pageSize: 1 })).rejects.toThrow('Error connecting');
  });
});
