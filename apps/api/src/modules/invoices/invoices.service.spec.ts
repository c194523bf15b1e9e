import type {
  AnalysesRepository,
  Invoice,
  InvoicePage,
  InvoicesRepository,
  VendorCounts,
} from '@billfold/db';
import { describe, expect, it } from 'vitest';
import type { ReportsService } from '../reports/reports.service.js';
import type { LearningService } from '../learning/learning.service.js';
import { InvoicesService } from './invoices.service.js';
import { ReportVendorsCache } from './report-vendors.cache.js';

// InvoicesService on fake repositories: how a page's total comes from the vendor counts, from the
// search's own count, or from a count of its own, and how often the vendors are read. The SQL
// behind them is tested on PostgreSQL in test/invoices.int-spec.ts.

const counts = new Map([
  ['Acme', 2],
  ['Beta', 3],
  ['', 1],
]);

function serviceWith(page: Partial<InvoicePage> | null, countMatching = 7) {
  const calls: string[] = [];
  const invoices = {
    pageOf: () => {
      calls.push('pageOf');
      return Promise.resolve(page && { reportVersion: '1', invoices: [] as Invoice[], ...page });
    },
    vendorCounts: (): Promise<VendorCounts> => {
      calls.push('vendorCounts');
      return Promise.resolve({ reportVersion: '1', counts });
    },
    countMatching: () => {
      calls.push('countMatching');
      return Promise.resolve(countMatching);
    },
  } as unknown as InvoicesRepository;
  const reports = { assertOwned: () => Promise.resolve() } as unknown as ReportsService;
  const service = new InvoicesService(
    invoices,
    reports,
    {} as AnalysesRepository,
    new ReportVendorsCache(invoices),
    { learnFromInvoice: () => Promise.resolve() } as unknown as LearningService,
  );
  return { calls, service };
}

describe('InvoicesService.list', () => {
  it('totals an unsearched page from the vendor counts, which it reads once per report version', async () => {
    const { calls, service } = serviceWith({});
    expect(await service.list('u', 1, { page: 1 })).toMatchObject({
      kind: 'page',
      total: 6,
      vendors: ['Acme', 'Beta'],
    });
    expect(await service.list('u', 1, { page: 2, vendor: 'Beta' })).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 10,
    });
    expect(await service.list('u', 1, { vendor: 'Zeta' })).toMatchObject({ total: 0 });
    expect(calls.filter((call) => call === 'vendorCounts')).toHaveLength(1);
  });

  it("takes a search's total from its page, or counts it past the last page within one vendor", async () => {
    expect(await serviceWith({ matching: 4 }).service.list('u', 1, { search: 'x' })).toMatchObject({
      total: 4,
    });
    const past = serviceWith({});
    expect(await past.service.list('u', 1, { search: 'x', vendor: 'Acme', page: 3 })).toMatchObject(
      { total: 7 },
    );
    expect(past.calls).toContain('countMatching');
    expect(await serviceWith({}).service.list('u', 1, { search: 'x', page: 1 })).toMatchObject({
      total: 0,
    });
  });

  it('answers REPORT_NOT_FOUND when the page finds no report of the user', async () => {
    await expect(serviceWith(null).service.list('u', 1, { page: 1 })).rejects.toMatchObject({
      code: 'REPORT_NOT_FOUND',
    });
  });
});
