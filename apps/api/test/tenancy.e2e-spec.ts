import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import type { RunningApi } from './support/api-harness.js';
import { startApiWithStripe, type ApiWithStripe } from './support/api-with-stripe.js';
import {
  contractRoutes,
  expectRoutesAmong,
  fillPath,
  type ContractRoute,
} from './support/contract-routes.js';
import { changedRows, databaseRows } from '@billfold/test-support/database-rows';
import type { HttpClient } from '@billfold/test-support/http-client';
import { createOwnedRecords, type OwnedRecords } from './support/owned-records.js';

/**
 * SECURITY.md 16: every record route scopes by the signed-in user. The routes are read from the
 * contract; Mallory calls each one with Alice's ids, one id at a time (her own for the rest),
 * and gets 404, sees nothing of Alice's and changes nothing.
 */

interface Member {
  client: HttpClient;
  id: string;
  /** Besides the records: a Stripe checkout the member started (its id is theirs alone). */
  records: OwnedRecords & { checkoutSessionId: string };
}

let api: RunningApi;
let running: ApiWithStripe | undefined;
let storageDir: string;
let alice: Member;
let mallory: Member;

/** Body keys that carry ids of records; `images` holds page image paths, `pages/{analysisId}/{pageNumber}`. */
const ID_KEY = /^id$|Id$|^images$/;

/** Ids the server ignores by design: SPEC.md's clients send their userId, which never decides the owner (SECURITY.md 17). */
const IGNORED_IDS = new Set(['userId']);

/** A member's value for an id: by `router.key`, else by `key`. A key with none fails the test, so a new route must be mapped here. */
function idOf(member: Member, route: ContractRoute, key: string): unknown {
  const { report, invoice, analysis, pageNumber, checkoutSessionId, learnedVendor } =
    member.records;
  const ids: Record<string, unknown> = {
    'learnedVendors.id': learnedVendor.id,
    'reports.id': report.id,
    'invoices.id': invoice.id,
    'analyses.id': analysis.id,
    reportId: report.id,
    analysisId: analysis.id,
    pageNumber,
    sessionId: checkoutSessionId,
    userId: member.id,
    images: [`pages/${analysis.id}/${pageNumber}`],
  };
  const value = ids[`${route.router}.${key}`] ?? ids[key];
  if (value === undefined)
    throw new Error(
      `${route.key} (${route.method} ${route.path}): no id for ${key}; map it in idOf`,
    );
  return value;
}

const invoiceFields = {
  name: 'TENANCY-1',
  date: '2026-02-02',
  vendor: 'Tenancy Vendor',
  amount: 10,
  tax: 1,
  category: 'Travel',
  currency: 'USD',
};

/** A valid body (ids aside) for each record route with a JSON body. */
const BODIES: Record<string, Record<string, unknown>> = {
  'reports.create': { name: 'Made by the caller' },
  'reports.rename': { name: 'Renamed by the caller' },
  'invoices.create': invoiceFields,
  'invoices.update': invoiceFields,
};

const bodyIdKeys = (route: ContractRoute) => route.bodyKeys.filter((key) => ID_KEY.test(key));

/** Routes that take an id of a record, in the path or the body. */
const recordRoutes = contractRoutes().filter(
  (route) => route.pathParams.length > 0 || bodyIdKeys(route).length > 0,
);

/** The request with the path and each body id taken from `ownerOf(key)`. */
function request(
  route: ContractRoute,
  ownerOf: (key: string) => Member,
): { url: string; body?: Record<string, unknown> } {
  const url = fillPath(route, (param) => idOf(ownerOf(':path'), route, param) as string | number);
  if (route.bodyKeys.length === 0) return { url };
  const sample = BODIES[route.key];
  if (!sample) throw new Error(`${route.key} takes a body: give it a valid one in BODIES`);
  const body = { ...sample };
  for (const key of bodyIdKeys(route)) body[key] = idOf(ownerOf(key), route, key);
  return { url, body };
}

/** What Mallory tries: Alice's path (all its parameters name one record), then each of Alice's body ids alone. */
function attempts(
  route: ContractRoute,
): { foreign: string; url: string; body?: Record<string, unknown> }[] {
  const foreignKeys = [...(route.pathParams.length > 0 ? [':path'] : []), ...bodyIdKeys(route)];
  return foreignKeys.flatMap((foreign) => {
    const { url, body } = request(route, (key) => (key === foreign ? alice : mallory));
    return queriesOf(route, alice).map((query) => ({ foreign, url: `${url}${query}`, body }));
  });
}

async function call(
  client: HttpClient,
  route: ContractRoute,
  url: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const response = await client.request(route.method, url, body);
  return {
    status: response.status,
    text: Buffer.from(await response.arrayBuffer()).toString('latin1'),
  };
}

/** Alice's markers found in a response. */
const leaked = (text: string) => alice.records.markers.filter((marker) => text.includes(marker));

/** The GET routes that need a session, with Alice's ids: what Alice sees of her account. */
const ownViews = contractRoutes().filter(
  (route) =>
    route.method === 'GET' && route.router !== 'operations' && '401' in route.route.responses,
);

/** The query strings to call a GET route with (a route whose query needs a field must be listed). */
function queriesOf(route: ContractRoute, member: Member): string[] {
  const { invoice } = member.records;
  const vendor = encodeURIComponent(invoice.vendor ?? '');
  const listed: Record<string, string[]> = {
    // Without a query: every invoice; with one: a page, the total and the vendors (another query).
    'invoices.listByReport': [
      '',
      `?page=1&pageSize=5&search=${encodeURIComponent(invoice.name ?? '')}&vendor=${vendor}&sort=total&order=desc`,
      '?page=1',
    ],
    'invoices.findDuplicates': [`?vendor=${vendor}&name=${encodeURIComponent(invoice.name ?? '')}`],
  };
  if (route.method !== 'GET') return [''];
  const queries = listed[route.key];
  if (queries) return queries;
  const query = 'query' in route.route ? route.route.query : undefined;
  if (query instanceof z.ZodType && !query.safeParse({}).success)
    throw new Error(`${route.key} needs a query: give it one in queriesOf`);
  return [''];
}

async function ownedRecordsOf(client: HttpClient): Promise<Member['records']> {
  const records = await createOwnedRecords(api, client, storageDir);
  const checkout = await client.json<{ url: string }>('POST', '/api/subscription/basic');
  expect(checkout.status).toBe(200);
  const checkoutSessionId = checkout.body.url.split('/').at(-1)!;
  return { ...records, checkoutSessionId, markers: [...records.markers, checkoutSessionId] };
}

async function aliceView(): Promise<string[]> {
  return Promise.all(
    ownViews.flatMap((route) =>
      queriesOf(route, alice).map(async (query) => {
        const { url } = request(route, () => alice);
        const { status, text } = await call(alice.client, route, `${url}${query}`);
        return `${route.key}${query} ${status} ${text}`;
      }),
    ),
  );
}

beforeAll(async () => {
  running = await startApiWithStripe('tenancy');
  ({ api, storageDir } = running);
  const a = await signedInUser(api);
  const m = await signedInUser(api);
  alice = { ...a, records: await ownedRecordsOf(a.client) };
  mallory = { ...m, records: await ownedRecordsOf(m.client) };
});
afterAll(() => running?.close());

describe('tenancy (SECURITY.md 16)', () => {
  it('finds no record id in a query string (the walk below fills paths and bodies only)', () => {
    const inQuery = contractRoutes().flatMap((route) =>
      route.queryKeys.filter((key) => ID_KEY.test(key)).map((key) => `${route.key}?${key}`),
    );
    expect(inQuery).toEqual([]);
  });

  it('finds the record routes in the contract', () => {
    expectRoutesAmong(recordRoutes, [
      'reports.create',
      'reports.rename',
      'invoices.create',
      'invoices.listByReport',
      'invoices.update',
      'invoices.remove',
      'analyses.get',
      'pages.pageImage',
      'learnedVendors.forget',
    ]);
  });

  it.each(recordRoutes.map((route) => [route.key, route] as const))(
    "%s: another user's ids answer 404, show nothing of the owner's and change nothing",
    async (_key, route) => {
      for (const attempt of attempts(route)) {
        const label = `${route.method} ${attempt.url} with Alice's ${attempt.foreign === ':path' ? 'path' : attempt.foreign}${attempt.body ? ` ${JSON.stringify(attempt.body)}` : ''}`;
        const before = await databaseRows(api.dataSource);
        const view = IGNORED_IDS.has(attempt.foreign) ? await aliceView() : [];
        const { status, text } = await call(mallory.client, route, attempt.url, attempt.body);
        expect(leaked(text), label).toEqual([]);
        if (IGNORED_IDS.has(attempt.foreign)) {
          // Taken as Mallory's own request: it works on her records, never on Alice's.
          expect(status, `${label} answered ${text}`).toBeLessThan(300);
          const changes = Object.values(
            changedRows(before, await databaseRows(api.dataSource)),
          ).flatMap(({ added, removed }) => [...added, ...removed]);
          expect(
            changes.filter(
              (row) => row.includes(alice.id) || row.includes(alice.records.analysis.id),
            ),
            label,
          ).toEqual([]);
          expect(await aliceView(), label).toEqual(view);
        } else {
          expect(status, `${label} answered ${text}`).toBe(404);
          expect(changedRows(before, await databaseRows(api.dataSource)), label).toEqual({});
        }
      }

      // The same call without a session: 401, nothing shown, nothing changed.
      const own = request(route, () => alice);
      const before = await databaseRows(api.dataSource);
      const anonymous = await call(api.client(), route, own.url, own.body);
      expect(anonymous.status, `anonymous ${route.method} ${own.url}`).toBe(401);
      expect(leaked(anonymous.text)).toEqual([]);
      expect(changedRows(before, await databaseRows(api.dataSource))).toEqual({});
    },
  );

  it("shows nothing of another user's on any GET route", async () => {
    const gets = contractRoutes().filter((route) => route.method === 'GET');
    for (const route of gets) {
      const { url } = request(route, () => alice);
      for (const query of queriesOf(route, alice)) {
        const { status, text } = await call(mallory.client, route, `${url}${query}`);
        expect(leaked(text), `${route.key}${query} answered ${status}`).toEqual([]);
      }
    }
  });

  // Which page images an invoice may show, and whose invoices are duplicates, are rules of
  // InvoicesService: invoices.int-spec.ts tests every case on the database. Here, the answer.
  it("refuses to save an invoice whose page images are another user's", async () => {
    const before = await databaseRows(api.dataSource);
    const images = [`pages/${alice.records.analysis.id}/1`];
    const created = await mallory.client.json('POST', '/api/Document', {
      ...invoiceFields,
      reportId: mallory.records.report.id,
      images,
    });
    expect(created).toEqual({
      status: 404,
      body: { code: 'PAGE_NOT_FOUND', message: 'Page not found.' },
    });
    const updated = await mallory.client.json(
      'PUT',
      `/api/Document/${mallory.records.invoice.id}`,
      {
        ...invoiceFields,
        images,
      },
    );
    expect(updated.status).toBe(404);
    expect(changedRows(before, await databaseRows(api.dataSource))).toEqual({});
  });

  it('shows the owner the records the other user was refused (so the ids and bodies were right); last, since it deletes', async () => {
    const ordered = [...recordRoutes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of ordered) {
      const own = request(route, () => alice);
      const { status, text } = await call(alice.client, route, own.url, own.body);
      expect(status, `${route.method} ${own.url} answered ${text}`).toBeLessThan(300);
      if (route.method === 'GET')
        expect(leaked(text), `${route.key} shows Alice her records`).not.toEqual([]);
    }
  });
});
