// What the API keeps in memory between requests, and when it lets go of it: a report's vendors
// (until its invoices change, in any API process) and a session looked up moments ago.
import type { InvoicePage, Report } from '@billfold/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportVendorsCache } from '../src/modules/invoices/report-vendors.cache.js';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import { HttpClient } from '@billfold/test-support/http-client';

let api: RunningApi;
/** A second API process on the same database, as in a deployment with several. */
let other: RunningApi;
let alice: HttpClient;
let aliceId: string;
let mallory: HttpClient;

beforeAll(async () => {
  api = await startApi({ AUTH_SESSION_CACHE_SECONDS: '1' });
  other = await startApi(
    { AUTH_SESSION_CACHE_SECONDS: '1' },
    { database: api.database, catchMail: false },
  );
  ({ client: alice, id: aliceId } = await signedInUser(api));
  ({ client: mallory } = await signedInUser(api));
});
afterAll(async () => {
  await other.close();
  await api.close();
});

/** The same browser, talking to the other API process. */
function onOther(client: HttpClient): HttpClient {
  const copy = new HttpClient(other.baseUrl);
  for (const [name, cookie] of client.cookies) copy.cookies.set(name, { ...cookie });
  return copy;
}

const invoice = (vendor: string, overrides: Record<string, unknown> = {}) => ({
  name: 'INV-1',
  date: '2026-03-14',
  vendor,
  amount: 10,
  tax: 1,
  category: 'Office',
  currency: 'EUR',
  ...overrides,
});

async function newReport(client: HttpClient): Promise<number> {
  const { status, body } = await client.json<Report>('POST', '/api/Report', { name: 'Kept' });
  expect(status).toBe(201);
  return body.id;
}

async function add(client: HttpClient, reportId: number, vendor: string): Promise<number> {
  const { status, body } = await client.json<{ id: number }>('POST', '/api/Document', {
    ...invoice(vendor),
    reportId,
  });
  expect(status).toBe(201);
  return body.id;
}

const listing = async (client: HttpClient, reportId: number, query = 'page=1&pageSize=10') => {
  const { status, body } = await client.json<InvoicePage>(
    'GET',
    `/api/Document/report/${reportId}?${query}`,
  );
  expect(status).toBe(200);
  return { vendors: body.vendors, total: body.total };
};

describe("a report's vendors, kept between its pages", () => {
  it('follow every insert, update and delete of its invoices, made through this API process or another', async () => {
    const reportId = await newReport(alice);
    const aliceOnOther = onOther(alice);
    expect(await listing(alice, reportId)).toEqual({ vendors: [], total: 0 });
    expect(await listing(aliceOnOther, reportId)).toEqual({ vendors: [], total: 0 });
    const kept = api.app.get(ReportVendorsCache);
    expect(kept.has(aliceId, reportId)).toBe(true);

    // Insert: through this process, then through the other one.
    const acme = await add(alice, reportId, 'Acme');
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Acme'], total: 1 });
    await add(aliceOnOther, reportId, 'Zeta');
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Acme', 'Zeta'], total: 2 });
    expect(await listing(alice, reportId, 'page=1&pageSize=10&vendor=Acme')).toEqual({
      vendors: ['Acme', 'Zeta'],
      total: 1,
    });

    // Update of the vendor, through the other process; the first one has the old list kept.
    expect((await aliceOnOther.json('PUT', `/api/Document/${acme}`, invoice('Beta'))).status).toBe(
      200,
    );
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Beta', 'Zeta'], total: 2 });
    expect(await listing(alice, reportId, 'page=1&pageSize=10&vendor=Acme')).toEqual({
      vendors: ['Beta', 'Zeta'],
      total: 0,
    });

    // Delete, through the other process.
    expect((await aliceOnOther.delete(`/api/Document/${acme}`)).status).toBe(204);
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Zeta'], total: 1 });
    expect(await listing(aliceOnOther, reportId)).toEqual({ vendors: ['Zeta'], total: 1 });
  });

  it('are never shown to another user, even while kept', async () => {
    const reportId = await newReport(alice);
    await add(alice, reportId, 'Secret Supplier');
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Secret Supplier'], total: 1 });
    const foreign = await mallory.json(
      'GET',
      `/api/Document/report/${reportId}?page=1&pageSize=10`,
    );
    expect(foreign).toEqual({
      status: 404,
      body: { code: 'REPORT_NOT_FOUND', message: 'Report not found.' },
    });
    const searched = await mallory.json(
      'GET',
      `/api/Document/report/${reportId}?page=1&pageSize=10&search=INV`,
    );
    expect(searched.status).toBe(404);
  });

  it('go with the report: a deleted report is not found, and nothing of it is kept', async () => {
    const reportId = await newReport(alice);
    await add(alice, reportId, 'Acme');
    expect(await listing(alice, reportId)).toEqual({ vendors: ['Acme'], total: 1 });
    const kept = api.app.get(ReportVendorsCache);
    expect(kept.has(aliceId, reportId)).toBe(true);

    // There is no route that deletes a report; its owner's account going takes it with it.
    await api.dataSource.query('DELETE FROM reports WHERE id = $1', [reportId]);
    const gone = await alice.json('GET', `/api/Document/report/${reportId}?page=1&pageSize=10`);
    expect(gone).toEqual({
      status: 404,
      body: { code: 'REPORT_NOT_FOUND', message: 'Report not found.' },
    });
    expect(kept.has(aliceId, reportId)).toBe(false);
  });
});

describe('a session looked up moments ago', () => {
  const reports = (client: HttpClient) => client.get('/api/report');

  it('stops opening record routes at once when signed out in the same process', async () => {
    const { client } = await signedInUser(api);
    expect((await reports(client)).status).toBe(200);
    const tab = client.clone();
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await reports(tab)).status).toBe(401);
  });

  it('stops at once for every other session when the password changes', async () => {
    const password = 'correct horse battery';
    const { client, email } = await signedInUser(api, password);
    const elsewhere = api.client();
    expect((await elsewhere.post('/api/auth/login-email', { email, password })).status).toBe(200);
    expect((await reports(elsewhere)).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another horse battery',
    });
    expect(changed.status).toBe(200);
    expect((await reports(elsewhere)).status).toBe(401);
    expect((await reports(client)).status).toBe(200);
  });

  it('stops within AUTH_SESSION_CACHE_SECONDS when signed out through another API process', async () => {
    const { client } = await signedInUser(api);
    const onTheOther = onOther(client);
    expect((await reports(onTheOther)).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const signedOutAt = Date.now();
    let status = (await reports(onTheOther)).status;
    while (status === 200 && Date.now() - signedOutAt < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await reports(onTheOther)).status;
    }
    expect(status).toBe(401);
    // 1 s kept at most, with room for a slow machine.
    expect(Date.now() - signedOutAt).toBeLessThan(2000);
  });
});
