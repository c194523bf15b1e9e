import { randomUUID } from 'node:crypto';
import {
  CreateInvoiceBodySchema,
  DuplicateQuerySchema,
  InvoiceListQuerySchema,
  type Invoice,
  type InvoicePage,
} from '@billfold/contract';
import {
  AnalysesRepository,
  InvoicesRepository,
  ReportsRepository,
  VendorProfilesRepository,
} from '@billfold/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBEX_DUPLICATE, invoiceBody } from '@billfold/test-support/factories';
import { AnalysisError } from '../src/modules/analyses/analyses.errors.js';
import { toDuplicateDto, toInvoiceDto } from '../src/modules/invoices/invoices.mapper.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import { ReportVendorsCache } from '../src/modules/invoices/report-vendors.cache.js';
import { LearningService } from '../src/modules/learning/learning.service.js';
import { ReportsService } from '../src/modules/reports/reports.service.js';
import { changedRows, databaseRows } from '@billfold/test-support/database-rows';
import {
  newUserId,
  openServiceDatabase,
  type ServiceDatabase,
} from '@billfold/test-support/database';

// The invoice rules on a real PostgreSQL, the service built by hand: paging totals, search,
// duplicates and whose page images an invoice may show. Bodies and queries are parsed by the
// contract's schemas as the HTTP layer parses them (apps/api/test/reports-invoices.e2e-spec.ts
// keeps what only HTTP shows: statuses, validation answers).

let database: ServiceDatabase;
let invoices: InvoicesService;
let reports: ReportsService;
let analyses: AnalysesRepository;
let alice: string;
let mallory: string;

beforeAll(async () => {
  database = await openServiceDatabase();
  const { dataSource } = database;
  const invoicesRepository = new InvoicesRepository(dataSource);
  reports = new ReportsService(new ReportsRepository(dataSource));
  analyses = new AnalysesRepository(dataSource);
  invoices = new InvoicesService(
    invoicesRepository,
    reports,
    analyses,
    new ReportVendorsCache(invoicesRepository),

    new LearningService(new VendorProfilesRepository(dataSource), analyses),
  );
  alice = await newUserId(dataSource);
  mallory = await newUserId(dataSource);
});
afterAll(async () => {
  await database?.close();
});

async function newReport(userId: string, name = 'Q1') {
  return reports.create(userId, name);
}

async function addInvoice(
  userId: string,
  reportId: number,
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const body = CreateInvoiceBodySchema.parse({ ...invoiceBody(overrides), reportId });
  return toInvoiceDto(await invoices.create(userId, body.reportId, body));
}

/** The listing of `query` (a query string, as a client sends it), as the API answers it. */
async function listAs(
  userId: string,
  reportId: number,
  query: string,
): Promise<InvoicePage | Invoice[]> {
  const parsed = InvoiceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const listing = await invoices.list(userId, reportId, parsed);
  if (listing.kind === 'all') return listing.invoices.map(toInvoiceDto);
  const { total, page, pageSize, vendors } = listing;
  return { invoices: listing.invoices.map(toInvoiceDto), total, page, pageSize, vendors };
}

describe('listing a report', () => {
  let reportId: number;

  beforeAll(async () => {
    reportId = (await newReport(alice, 'Listing')).id;
    const rows: Record<string, unknown>[] = [
      { name: 'INV-10', vendor: 'Acme', category: 'Travel', amount: 10, tax: 1 },
      { name: 'inv-20', vendor: 'Acme', category: 'Office', amount: 20, tax: 2 },
      { name: 'X-30', vendor: 'Zeta', category: 'travel expenses', amount: 30, tax: 3 },
      { name: 'X-40', vendor: 'Beta', category: 'Meals', amount: 5, tax: 100 },
      { name: '100%_done', vendor: 'Beta', category: 'Other', amount: 1, tax: 0 },
    ];
    for (const row of rows) await addInvoice(alice, reportId, row);
  });

  const list = async (query: string) => ({
    body: (await listAs(alice, reportId, query)) as InvoicePage,
  });

  it('answers every invoice as a plain list without query parameters, newest first', async () => {
    const body = (await listAs(alice, reportId, '')) as Invoice[];
    expect(body.map((invoice) => invoice.name)).toEqual([
      '100%_done',
      'X-40',
      'X-30',
      'inv-20',
      'INV-10',
    ]);
  });

  it('pages with the total and the vendor list', async () => {
    const { body } = await list('page=2&pageSize=2&sort=amount&order=asc');
    expect(body.invoices.map((invoice) => invoice.amount)).toEqual([10, 20]);
    expect(body).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
      vendors: ['Acme', 'Beta', 'Zeta'],
    });
  });

  it('searches category or invoice number case-insensitively, with wildcards taken literally', async () => {
    expect(
      (await list('search=TRAVEL&sort=name&order=asc')).body.invoices.map((i) => i.name),
    ).toEqual(['INV-10', 'X-30']);
    expect(
      (await list('search=inv-&sort=name&order=asc')).body.invoices.map((i) => i.name),
    ).toEqual(['INV-10', 'inv-20']);
    expect((await list('search=%25_')).body.invoices.map((i) => i.name)).toEqual(['100%_done']);
    expect((await list('search=nothing-matches')).body).toMatchObject({ invoices: [], total: 0 });
    expect((await list('search=travel&pageSize=1&page=2')).body).toMatchObject({
      total: 2,
      page: 2,
    });
    expect((await list('search=travel&pageSize=1&page=9')).body).toMatchObject({
      invoices: [],
      total: 2,
      page: 9,
    });
  });

  it('filters by the exact vendor and sorts by the total', async () => {
    const beta = await list('vendor=Beta&sort=total&order=desc');
    expect(beta.body.invoices.map((i) => i.total)).toEqual([105, 1]);
    expect(beta.body.total).toBe(2);
    expect((await list('vendor=beta')).body.total).toBe(0);
    expect((await list('vendor=Acme&search=office')).body.invoices.map((i) => i.name)).toEqual([
      'inv-20',
    ]);
  });

  it("lists no report of another user's, paged or not", async () => {
    await expect(listAs(mallory, reportId, '')).rejects.toMatchObject({ code: 'REPORT_NOT_FOUND' });
    await expect(listAs(mallory, reportId, 'page=1')).rejects.toMatchObject({
      code: 'REPORT_NOT_FOUND',
    });
    await expect(listAs(alice, 987654, 'page=1')).rejects.toMatchObject({
      code: 'REPORT_NOT_FOUND',
    });
  });
});

describe('searching a report', () => {
  let reportId: number;
  const list = async (query: string) => ({
    body: (await listAs(alice, reportId, query)) as InvoicePage,
  });
  const names = async (query: string) =>
    (await list(`${query}&sort=name&order=asc`)).body.invoices.map((i) => i.name);

  beforeAll(async () => {
    reportId = (await newReport(alice, 'Searching')).id;
    const rows: Record<string, unknown>[] = [
      { name: 'RE-1', vendor: 'Müller GmbH', category: 'Büromaterial', amount: 10, tax: 1 },
      { name: 'RE-2', vendor: 'Müller GmbH', category: 'Reise', amount: 20, tax: 2 },
      { name: 'ab', vendor: 'Other', category: 'cd', amount: 1, tax: 0 },
      { name: '50%_off', vendor: 'Other', category: 'Sale', amount: 1, tax: 0 },
    ];
    for (const row of rows) await addInvoice(alice, reportId, row);
  });

  it('folds case beyond ASCII, over the whole report and within one vendor', async () => {
    expect(await names('search=BÜRO')).toEqual(['RE-1']);
    expect(await names(`vendor=${encodeURIComponent('Müller GmbH')}&search=BÜRO`)).toEqual([
      'RE-1',
    ]);
    expect(await names(`vendor=${encodeURIComponent('Müller GmbH')}&search=re-`)).toEqual([
      'RE-1',
      'RE-2',
    ]);
  });

  it('matches the name or the category, never across the two', async () => {
    expect(await names('search=bc')).toEqual([]);
    expect(await names('vendor=Other&search=bc')).toEqual([]);
    expect(await names('vendor=Other&search=AB')).toEqual(['ab']);
  });

  it('takes wildcards literally within one vendor too', async () => {
    expect(await names('vendor=Other&search=%25_')).toEqual(['50%_off']);
    expect(await names('vendor=Other&search=_')).toEqual(['50%_off']);
  });

  it('counts matches past the last page within one vendor', async () => {
    const vendor = encodeURIComponent('Müller GmbH');
    expect((await list(`vendor=${vendor}&search=re&pageSize=1&page=2`)).body).toMatchObject({
      total: 2,
      page: 2,
    });
    expect((await list(`vendor=${vendor}&search=re&pageSize=1&page=7`)).body).toMatchObject({
      invoices: [],
      total: 2,
      page: 7,
    });
  });

  it('finds an invoice by what it was edited to', async () => {
    const [first] = (await list('search=re-1')).body.invoices;
    expect(first).toBeDefined();
    const input = CreateInvoiceBodySchema.omit({ reportId: true }).parse(
      invoiceBody({ name: 'RE-1', vendor: 'Müller GmbH', category: 'Software' }),
    );
    await invoices.update(alice, first!.id, input);
    expect(await names('search=büro')).toEqual([]);
    expect(await names('search=SOFTW')).toEqual(['RE-1']);
  });
});

describe('looking for duplicates before saving', () => {
  const find = async (userId: string, query: string) =>
    (
      await invoices.findDuplicates(
        userId,
        DuplicateQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
      )
    ).map(toDuplicateDto);

  it("finds the same vendor and number, or the same vendor, date and total, in any of the user's reports only", async () => {
    const first = await newReport(alice, 'Dupes A');
    const second = await newReport(alice, 'Dupes B');
    const stored = await addInvoice(alice, first.id, GLOBEX_DUPLICATE);
    await addInvoice(mallory, (await newReport(mallory)).id, { name: 'DUP-1', vendor: 'Globex' });

    expect(await find(alice, 'vendor=globex&name=dup-1')).toEqual([
      {
        id: stored.id,
        reportId: first.id,
        reportName: 'Dupes A',
        name: 'DUP-1',
        vendor: 'Globex',
        date: '2026-05-01',
        total: 100,
        currency: 'EUR',
      },
    ]);
    expect((await find(alice, 'vendor=Globex&date=2026-05-01&total=100')).map((d) => d.id)).toEqual(
      [stored.id],
    );
    expect(await find(alice, 'vendor=Globex&date=2026-05-01&total=100.01')).toEqual([]);
    expect(await find(alice, 'vendor=Initech&name=DUP-1')).toEqual([]);
    expect(await find(alice, 'vendor=Globex')).toEqual([]);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it("finds none of another user's invoices as duplicates, even by their exact vendor, number, date and total", async () => {
    const report = await newReport(alice, 'Private');
    const invoice = await addInvoice(alice, report.id, {
      name: `SECRET-${randomUUID()}`,
      vendor: `Vendor ${randomUUID()}`,
      date: '2026-04-01',
    });
    const vendor = encodeURIComponent(invoice.vendor ?? '');
    const queries = [
      `vendor=${vendor}&name=${encodeURIComponent(invoice.name ?? '')}`,
      `vendor=${vendor}&date=${invoice.date?.slice(0, 10)}&total=${invoice.total}`,
    ];
    for (const query of queries) {
      expect(
        (await find(alice, query)).map((duplicate) => duplicate.id),
        query,
      ).toEqual([invoice.id]);
      expect(await find(mallory, `${query}&reportId=${report.id}`), query).toEqual([]);
    }
  });
});

describe('page images of an invoice', () => {
  it("refuses to save an invoice whose page images are another user's, or nobody's", async () => {
    const newAnalysis = async (userId: string) =>
      (
        await analyses.create({
          id: randomUUID(),
          userId,
          fileName: 'a.pdf',
          fileSize: 100,
          pdfKey: null,
        })
      ).id;
    const aliceAnalysis = await newAnalysis(alice);
    const malloryAnalysis = await newAnalysis(mallory);
    const reportId = (await newReport(mallory, 'Pages')).id;
    const malloryInvoice = await addInvoice(mallory, reportId);
    const before = await databaseRows(database.dataSource);
    const input = (images: string[]) =>
      CreateInvoiceBodySchema.parse({ ...invoiceBody(), reportId, images });
    for (const images of [
      [`pages/${aliceAnalysis}/1`],
      [`pages/${malloryAnalysis}/1`, `pages/${aliceAnalysis}/2`],
      // The earlier form of the paths is read the same way.
      [`/api/pages/${aliceAnalysis}/1`],
      [`pages/${randomUUID()}/1`],
      [`pages/${'-'.repeat(36)}/1`],
    ]) {
      const created = invoices.create(mallory, reportId, input(images));
      await expect(created, JSON.stringify(images)).rejects.toBeInstanceOf(AnalysisError);
      await expect(created, JSON.stringify(images)).rejects.toMatchObject({
        code: 'PAGE_NOT_FOUND',
        message: 'Page not found.',
      });
      await expect(
        invoices.update(mallory, malloryInvoice.id, input(images)),
        JSON.stringify(images),
      ).rejects.toMatchObject({
        code: 'PAGE_NOT_FOUND',
      });
    }
    expect(changedRows(before, await databaseRows(database.dataSource))).toEqual({});
    const own = [`pages/${malloryAnalysis}/1`, `pages/${malloryAnalysis}/2`];
    expect(toInvoiceDto(await invoices.create(mallory, reportId, input(own))).images).toEqual(own);
    // An open tab may still send the earlier form of its own paths: stored and answered in the current one.
    expect(
      toInvoiceDto(
        await invoices.create(mallory, reportId, input(own.map((path) => `/api/${path}`))),
      ).images,
    ).toEqual(own);
  });
});
