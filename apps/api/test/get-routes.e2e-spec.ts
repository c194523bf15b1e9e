import { QUEUE_SCHEMA } from '@billfold/jobs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
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

const OUTBOX_TOKEN = 'get-routes-outbox-token-0123456789abcdef';

/**
 * SECURITY.md 11: GET never changes state. Every GET route of the contract is called by its
 * owner and by an anonymous visitor, and the database (every row of every table, the queue's
 * included) and the stored files are the same before and after each call.
 */

let api: RunningApi;
let running: ApiWithStripe | undefined;
let storageDir: string;
let alice: HttpClient;
let records: OwnedRecords;
/** A Stripe checkout Alice started: /success reads where it stands. */
let checkoutSessionId: string;

const getRoutes = contractRoutes().filter((route) => route.method === 'GET');

/**
 * GET routes whose state change is by design: none. (Signing in, refreshing and signing out
 * are POSTs; a GET that had to write would belong here with its reason.)
 */
const CHANGES_STATE_BY_DESIGN: readonly string[] = [];

/** Query strings to call a route with, besides none; a route whose query needs a field must be listed. */
function queriesOf(route: ContractRoute): string[] {
  const { invoice } = records;
  const listed: Record<string, string[]> = {
    'invoices.listByReport': [
      '',
      `?page=1&pageSize=5&search=${encodeURIComponent(invoice.name ?? '')}&vendor=${encodeURIComponent(invoice.vendor ?? '')}&sort=total&order=desc`,
    ],
    'invoices.findDuplicates': [
      `?vendor=${encodeURIComponent(invoice.vendor ?? '')}&name=${encodeURIComponent(invoice.name ?? '')}`,
      `?vendor=${encodeURIComponent(invoice.vendor ?? '')}&date=2026-04-01&total=146.91`,
    ],
  };
  const queries = listed[route.key];
  if (queries) return queries;
  const query = 'query' in route.route ? route.route.query : undefined;
  if (query instanceof z.ZodType && !query.safeParse({}).success) {
    throw new Error(`${route.key} needs query parameters: give it some in queriesOf`);
  }
  return [''];
}

/** Alice's ids for the path parameters: by `router.param`, else by `param`. */
function ownIdOf(route: ContractRoute, param: string): string | number | undefined {
  const ids: Record<string, string | number> = {
    'analyses.id': records.analysis.id,
    reportId: records.report.id,
    analysisId: records.analysis.id,
    pageNumber: records.pageNumber,
    sessionId: checkoutSessionId,
  };
  return ids[`${route.router}.${param}`] ?? ids[param];
}

/** The stored files: names and sizes. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true });
  const files = await Promise.all(
    entries.map(async (entry) => `${entry} ${(await stat(path.join(storageDir, entry))).size}`),
  );
  return files.sort();
}

async function state() {
  return {
    rows: await databaseRows(api.dataSource, ['public', QUEUE_SCHEMA]),
    files: await storedFiles(),
  };
}

beforeAll(async () => {
  running = await startApiWithStripe('get-routes', {
    MAIL_DEV_OUTBOX: 'true',
    MAIL_DEV_OUTBOX_TOKEN: OUTBOX_TOKEN,
  });
  ({ api, storageDir } = running);
  const { client, email } = await signedInUser(api);
  alice = client;
  records = await createOwnedRecords(api, alice, storageDir);
  const checkout = await alice.json<{ url: string }>('POST', '/api/subscription/basic');
  checkoutSessionId = checkout.body.url.split('/').at(-1)!;
  // The dev outbox lists what the worker's dev transport stored; one mail so that it has something to read.
  await api.dataSource.query(
    "INSERT INTO outbox_mails (job_id, \"to\", subject, text, html) VALUES ('job-1', $1, 'Hello', 'Hi', '<p>Hi</p>')",
    [email],
  );
  // Nothing consumes the queue from here on: its rows change only if a request adds a job.
  await api.mail.stop();
});
afterAll(() => running?.close());

describe('GET routes (SECURITY.md 11)', () => {
  it('walks every GET route of the contract', () => {
    expectRoutesAmong(getRoutes, [
      'auth.verifySession',
      'reports.list',
      'invoices.listByReport',
      'invoices.findDuplicates',
      'analyses.get',
      'pages.pageImage',
    ]);
    expect(
      CHANGES_STATE_BY_DESIGN.filter((key) => !getRoutes.some((route) => route.key === key)),
    ).toEqual([]);
  });

  it.each(
    getRoutes
      .filter((route) => !CHANGES_STATE_BY_DESIGN.includes(route.key))
      .map((route) => [route.key, route] as const),
  )('%s changes nothing, called by its owner and by an anonymous visitor', async (_key, route) => {
    const url = fillPath(route, (param) => ownIdOf(route, param));
    for (const query of queriesOf(route)) {
      for (const [caller, client] of [
        ['owner', alice],
        ['anonymous', api.client()],
      ] as const) {
        const before = await state();
        // The dev outbox's owner is the holder of its token (printed in the terminal at start).
        const headers: Record<string, string> =
          caller === 'owner' && url.startsWith('/api/dev/outbox')
            ? { authorization: `Bearer ${OUTBOX_TOKEN}` }
            : {};
        const response = await client.request('GET', `${url}${query}`, undefined, headers);
        await response.arrayBuffer();
        const label = `${caller}: GET ${url}${query} answered ${response.status}`;
        // The owner's call really ran the route (a refused one would prove nothing).
        if (caller === 'owner') expect(response.status, label).toBe(200);
        else expect([200, 401], label).toContain(response.status);
        const after = await state();
        expect(changedRows(before.rows, after.rows), label).toEqual({});
        expect(after.files, label).toEqual(before.files);
      }
    }
  });

  it('serves no GET route outside the contract (the API reference and the queue dashboard are mounted apart)', () => {
    const express = api.app.getHttpAdapter().getInstance() as unknown as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    const served = express.router.stack
      .filter((layer) => layer.route?.methods.get)
      .map((layer) => layer.route!.path.replace(/\/$/, ''))
      // Nest's catch-all that answers 404 for every path no controller serves.
      .filter((route) => route !== '{/*splat}');
    expect(served.length).toBeGreaterThan(0);
    const contracted = new Set(getRoutes.map((route) => route.path.replace(/\/$/, '')));
    expect(served.filter((route) => !contracted.has(route))).toEqual([]);
  });
});
