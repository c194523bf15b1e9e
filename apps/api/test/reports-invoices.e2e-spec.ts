import type { Invoice, InvoicePage, Report } from '@billfold/contract';
import { sumMoney } from '@billfold/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBEX_DUPLICATE, invoiceBody } from '@billfold/test-support/factories';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';

let api: RunningApi;
let alice: HttpClient;
let aliceId: string;

beforeAll(async () => {
  api = await startApi();
  ({ client: alice, id: aliceId } = await signedInUser(api));
});
afterAll(async () => {
  await api.close();
});

async function newReport(client: HttpClient, name = 'Q1'): Promise<Report> {
  const { status, body } = await client.json<Report>('POST', '/api/Report', { name });
  expect(status).toBe(201);
  return body;
}

async function addInvoice(
  client: HttpClient,
  reportId: number,
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const { status, body } = await client.json<Invoice>('POST', '/api/Document', {
    ...invoiceBody(overrides),
    reportId,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

async function snapshot() {
  return api.dataSource.query<unknown[]>(
    `SELECT (SELECT json_agg(r ORDER BY r.id) FROM reports r) AS reports,
            (SELECT json_agg(i ORDER BY i.id) FROM invoices i) AS invoices,
            (SELECT json_agg(v ORDER BY v.report_id, v.vendor) FROM report_vendors v) AS vendors`,
  );
}

describe('reports', () => {
  it('needs a session', async () => {
    const anonymous = api.client();
    expect((await anonymous.get('/api/report/')).status).toBe(401);
    expect((await anonymous.post('/api/Report', { name: 'x' })).status).toBe(401);
    expect((await anonymous.put('/api/Report/1', { name: 'x' })).status).toBe(401);
  });

  it('creates (trimmed name, forged userId ignored), lists oldest first and renames', async () => {
    const { client, id } = await signedInUser(api);
    expect((await client.json<Report[]>('GET', '/api/report/')).body).toEqual([]);
    const first = await client.json<Report>('POST', '/api/Report', {
      name: '  Report 1  ',
      userId: aliceId,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number) as unknown,
      name: 'Report 1',
      userId: id,
      invoiceCount: 0,
    });
    const second = await newReport(client, 'Report 2');
    const list = await client.json<Report[]>('GET', '/api/report');
    expect(list.body.map((report) => report.name)).toEqual(['Report 1', 'Report 2']);

    const renamed = await client.json<Report>('PUT', `/api/Report/${second.id}`, {
      name: ' Travel ',
    });
    expect(renamed).toEqual({ status: 200, body: { ...second, name: 'Travel' } });
  });

  it('refuses blank names and bad ids with a clear 400', async () => {
    const blank = await alice.json('POST', '/api/Report', { name: '   ' });
    expect(blank).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Report name is required' },
    });
    const report = await newReport(alice);
    expect((await alice.json('PUT', `/api/Report/${report.id}`, { name: '' })).status).toBe(400);
    expect((await alice.json('PUT', '/api/Report/abc', { name: 'x' })).status).toBe(400);
    expect((await alice.json('PUT', '/api/Report/-4', { name: 'x' })).status).toBe(400);
    expect((await alice.json('PUT', '/api/Report/999999', { name: 'x' })).status).toBe(404);
  });
});

describe('invoices', () => {
  it('saves an invoice with exact money, a calendar date and the currency upper-cased', async () => {
    const report = await newReport(alice);
    const invoice = await addInvoice(alice, report.id, { userId: 'someone-else' });
    expect(invoice).toMatchObject({
      id: expect.any(Number) as unknown,
      name: 'INV-001',
      date: '2026-03-14',
      vendor: 'Acme GmbH',
      amount: 100.1,
      tax: 19.02,
      total: 119.12,
      taxNumber1: 'GST123',
      taxNumber2: null,
      category: 'Office',
      currency: 'EUR',
      description: 'Paper and toner',
      images: [],
      reportId: report.id,
      userId: aliceId,
    });
    const minimal = await addInvoice(alice, report.id, {
      name: '',
      date: null,
      tax: undefined,
      currency: undefined,
      taxNumber1: undefined,
      description: undefined,
    });
    expect(minimal).toMatchObject({
      name: null,
      date: null,
      tax: 0,
      total: 100.1,
      currency: 'USD',
      description: null,
    });
  });

  it('never drifts: 0.1 + 0.2 is 0.3, and a thousand cents sum to ten', async () => {
    const report = await newReport(alice);
    expect((await addInvoice(alice, report.id, { amount: 0.1, tax: 0.2 })).total).toBe(0.3);
    const created = await Promise.all(
      Array.from({ length: 50 }, () => addInvoice(alice, report.id, { amount: 0.01, tax: 0.19 })),
    );
    expect(sumMoney(created.map((invoice) => invoice.total))).toBe(10);
  });

  it('validates the body with the form rules and writes nothing on bad input', async () => {
    const report = await newReport(alice);
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ vendor: '' }, 'Vendor is required'],
      [{ vendor: undefined }, 'Vendor is required'],
      [{ category: '  ' }, 'Category is required'],
      [{ amount: 'ten' }, 'Amount must be a number'],
      [{ amount: undefined }, 'Amount must be a number'],
      [{ amount: 1.23456 }, 'Amount can have at most 4 decimals'],
      [{ amount: 1e15 }, 'Amount is too large'],
      [{ currency: 'euro' }, 'Currency must be a 3-letter ISO code'],
      [{ date: '14/03/2026' }, 'Date must be an ISO date'],
      [{ vendor: 'x'.repeat(201) }, 'Vendor must be at most 200 characters long'],
      [{ images: ['https://evil.example/x.png'] }, 'Page images must be Billfold page paths'],
    ];
    for (const [overrides, message] of cases) {
      const response = await alice.json('POST', '/api/Document', {
        ...invoiceBody(overrides),
        reportId: report.id,
      });
      expect(response, JSON.stringify(overrides)).toEqual({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message },
      });
    }
    expect((await alice.json('POST', '/api/Document', invoiceBody())).status).toBe(400);
    expect((await alice.request('POST', '/api/Document', '{"vendor": ')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('updates and deletes, keeping the vendor list right', async () => {
    const report = await newReport(alice);
    const a = await addInvoice(alice, report.id, { vendor: 'Alpha' });
    await addInvoice(alice, report.id, { vendor: 'Beta' });
    const page = async () =>
      (await alice.json<InvoicePage>('GET', `/api/Document/report/${report.id}?page=1&pageSize=10`))
        .body;
    expect((await page()).vendors).toEqual(['Alpha', 'Beta']);

    const updated = await alice.json<Invoice>(
      'PUT',
      `/api/Document/${a.id}`,
      invoiceBody({ vendor: 'Gamma', amount: 5, tax: 1 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: a.id,
      vendor: 'Gamma',
      amount: 5,
      tax: 1,
      total: 6,
      reportId: report.id,
    });
    expect((await page()).vendors).toEqual(['Beta', 'Gamma']);

    expect((await alice.delete(`/api/Document/${a.id}`)).status).toBe(204);
    expect((await alice.delete(`/api/Document/${a.id}`)).status).toBe(404);
    expect((await alice.delete('/api/Document/not-a-number')).status).toBe(400);
    const after = await page();
    expect(after.vendors).toEqual(['Beta']);
    expect(after.total).toBe(1);
    const [{ n }] = (await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM invoices WHERE report_id = $1',
      [report.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

// Paging totals, search and duplicates are rules of InvoicesService: invoices.int-spec.ts tests
// them on the database. What stays here is what only HTTP shows.
describe('listing a report', () => {
  let reportId: number;

  beforeAll(async () => {
    reportId = (await newReport(alice, 'Listing')).id;
    await addInvoice(alice, reportId, { name: 'INV-10', vendor: 'Acme', amount: 10, tax: 1 });
  });

  const list = async (query: string) =>
    alice.json<InvoicePage>('GET', `/api/Document/report/${reportId}?${query}`);

  it('answers a plain list without query parameters and a page with them', async () => {
    const { status, body } = await alice.json<Invoice[]>('GET', `/api/Document/report/${reportId}`);
    expect(status).toBe(200);
    expect(body.map((invoice) => invoice.name)).toEqual(['INV-10']);
    const page = await list('page=1&pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 2, vendors: ['Acme'] });
  });

  it('sorts money by currency first, then by the amount, in both directions, with the same totals', async () => {
    const { id } = await newReport(alice, 'Currencies');
    // The example: 87.39 EUR, $100 and £130 do not compare as amounts.
    for (const [name, amount, tax, currency] of [
      ['USD-100', 100, 0, 'USD'],
      ['EUR-87', 87.39, 0, 'EUR'],
      ['GBP-130', 130, 0, 'GBP'],
      ['USD-20', 20, 5, 'USD'],
      ['EUR-500', 500, 0, 'EUR'],
    ] as const)
      await addInvoice(alice, id, { name, amount, tax, currency, vendor: 'Acme' });
    const names = async (query: string) => {
      const { status, body } = await alice.json<InvoicePage>(
        'GET',
        `/api/Document/report/${id}?${query}`,
      );
      expect(status).toBe(200);
      expect(body.total).toBe(query.includes('search=usd') ? 2 : 5);
      return body.invoices.map((invoice) => invoice.name);
    };
    const ascending = ['EUR-87', 'EUR-500', 'GBP-130', 'USD-20', 'USD-100'];
    for (const sort of ['amount', 'total']) {
      expect(await names(`sort=${sort}&order=asc`)).toEqual(ascending);
      expect(await names(`sort=${sort}&order=desc`)).toEqual([...ascending].reverse());
      expect(await names(`sort=${sort}&order=asc&vendor=Acme`)).toEqual(ascending);
      expect(await names(`sort=${sort}&order=asc&pageSize=2&page=2`)).toEqual(
        ascending.slice(2, 4),
      );
    }
    expect(await names('sort=tax&order=desc')).toEqual([
      'USD-20',
      'USD-100',
      'GBP-130',
      'EUR-500',
      'EUR-87',
    ]);
    expect(await names('sort=amount&order=desc&search=usd')).toEqual(['USD-100', 'USD-20']);
  });

  it('refuses bad paging and sorting with a clear 400', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'pageSize=-5',
      'pageSize=0',
      'pageSize=1000',
      'page=abc',
      'sort=password_hash',
      'order=sideways',
    ]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await alice.json('GET', '/api/Document/report/abc')).status).toBe(400);
    expect((await alice.json('GET', '/api/Document/report/987654')).status).toBe(404);
  });
});

describe('looking for duplicates before saving', () => {
  it('answers the duplicates found, and 400 without a vendor', async () => {
    const report = await newReport(alice, 'Dupes');
    const stored = await addInvoice(alice, report.id, GLOBEX_DUPLICATE);
    const found = await alice.json<{ duplicates: { id: number }[] }>(
      'GET',
      '/api/Document/duplicates?vendor=globex&name=dup-1',
    );
    expect(found.status).toBe(200);
    expect(found.body.duplicates.map((duplicate) => duplicate.id)).toEqual([stored.id]);
    expect((await alice.json('GET', '/api/Document/duplicates?name=x')).status).toBe(400);
  });
});
