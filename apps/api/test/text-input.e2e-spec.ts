import type { Invoice, Report } from '@billfold/contract';
import type { ArgumentsHost } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllExceptionsFilter } from '../src/common/errors/all-exceptions.filter.js';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';

// Issue 16, item 4: a NUL character reached PostgreSQL (500 INTERNAL) and a lone surrogate was
// stored as U+FFFD. Every string the contract accepts refuses both with one 400.
const REFUSED = {
  code: 'VALIDATION_FAILED',
  message: 'Text must not contain NUL characters or unpaired surrogates.',
};

let api: RunningApi;
let alice: HttpClient;
let report: Report;
let invoice: Invoice;

const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'INV-001',
  date: '2026-03-14',
  vendor: 'Acme GmbH',
  amount: 100,
  tax: 19,
  category: 'Office',
  currency: 'EUR',
  description: 'Paper and toner',
  ...overrides,
});

/** What a refused request must leave untouched: every user, report and invoice row. */
async function snapshot() {
  return api.dataSource.query<unknown[]>(
    `SELECT (SELECT json_agg(u.email ORDER BY u.email) FROM users u) AS users,
            (SELECT json_agg(r ORDER BY r.id) FROM reports r) AS reports,
            (SELECT json_agg(i ORDER BY i.id) FROM invoices i) AS invoices`,
  );
}

/** JSON text whose `\ud800` escape decodes to a lone high surrogate (JSON.stringify would escape the backslash). */
const withLoneSurrogate = (body: Record<string, unknown>, field: string) =>
  JSON.stringify({ ...body, [field]: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'Acme \\ud800 GmbH');

beforeAll(async () => {
  api = await startApi();
  ({ client: alice } = await signedInUser(api));
  report = (await alice.json<Report>('POST', '/api/Report', { name: 'Q1' })).body;
  invoice = (
    await alice.json<Invoice>('POST', '/api/Document', { ...invoiceBody(), reportId: report.id })
  ).body;
  expect(invoice.id).toEqual(expect.any(Number));
});
afterAll(async () => {
  await api.close();
});

describe('a NUL character in a JSON string', () => {
  it('is refused with a 400 on every route that stores text, and nothing is stored', async () => {
    const before = await snapshot();
    const cases: [method: string, path: string, body: Record<string, unknown>][] = [
      ['POST', '/api/Report', { name: 'Q2\u0000' }],
      ['PUT', `/api/Report/${report.id}`, { name: '\u0000' }],
      [
        'POST',
        '/api/Document',
        { ...invoiceBody({ vendor: 'Acme\u0000GmbH' }), reportId: report.id },
      ],
      ['POST', '/api/Document', { ...invoiceBody({ name: 'INV\u0000' }), reportId: report.id }],
      [
        'POST',
        '/api/Document',
        { ...invoiceBody({ category: 'Office\u0000' }), reportId: report.id },
      ],
      [
        'POST',
        '/api/Document',
        { ...invoiceBody({ description: 'a\u0000b' }), reportId: report.id },
      ],
      ['POST', '/api/Document', { ...invoiceBody({ taxNumber2: '\u0000' }), reportId: report.id }],
      ['PUT', `/api/Document/${invoice.id}`, invoiceBody({ description: 'edited\u0000' })],
      ['PUT', `/api/Document/${invoice.id}`, invoiceBody({ vendor: '\u0000' })],
      [
        'POST',
        '/api/auth/register',
        { name: 'Ada\u0000', email: 'nul.register@example.com', password: 'correct horse battery' },
      ],
    ];
    for (const [method, path, body] of cases) {
      expect(
        await alice.json(method, path, body),
        `${method} ${path} ${JSON.stringify(body)}`,
      ).toEqual({ status: 400, body: REFUSED });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a lone surrogate in a JSON string', () => {
  it('is refused with the same 400 instead of being stored as U+FFFD', async () => {
    const before = await snapshot();
    const cases: [method: string, path: string, json: string][] = [
      ['POST', '/api/Report', withLoneSurrogate({}, 'name')],
      ['PUT', `/api/Report/${report.id}`, withLoneSurrogate({}, 'name')],
      [
        'POST',
        '/api/Document',
        withLoneSurrogate({ ...invoiceBody(), reportId: report.id }, 'vendor'),
      ],
      ['PUT', `/api/Document/${invoice.id}`, withLoneSurrogate(invoiceBody(), 'description')],
      [
        'POST',
        '/api/auth/register',
        withLoneSurrogate(
          { email: 'surrogate.register@example.com', password: 'correct horse battery' },
          'name',
        ),
      ],
    ];
    for (const [method, path, json] of cases) {
      expect(json).toContain('\\ud800');
      const response = await alice.request(method, path, json);
      expect(
        { status: response.status, body: await response.json() },
        `${method} ${path} ${json}`,
      ).toEqual({ status: 400, body: REFUSED });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still accepts a well-formed pair and text beyond the BMP', async () => {
    const { status, body } = await alice.json<Report>('POST', '/api/Report', {
      name: 'Receipts \ud83e\uddfe 2026',
    });
    expect(status).toBe(201);
    expect(body.name).toBe('Receipts 🧾 2026');
  });
});

describe('%00 in the query or the path', () => {
  it('is refused with the same 400 in the search, the vendor filter and the duplicate check', async () => {
    for (const query of ['search=%00', 'search=off%00ice', 'vendor=Acme%00', 'vendor=%00&page=1']) {
      const response = await alice.json('GET', `/api/Document/report/${report.id}?${query}`);
      expect(response, query).toEqual({ status: 400, body: REFUSED });
    }
    for (const query of ['vendor=Acme%00', 'vendor=Acme&name=INV%00']) {
      expect(await alice.json('GET', `/api/Document/duplicates?${query}`), query).toEqual({
        status: 400,
        body: REFUSED,
      });
    }
  });

  it('is refused in a text path parameter and answered 400, never 500, in a numeric one', async () => {
    expect(await alice.json('GET', '/api/analyses/%00')).toEqual({ status: 400, body: REFUSED });
    // The page images answer any path that is not one of theirs with 404, this one too.
    expect((await alice.json('GET', '/api/pages/%00/1')).status).toBe(404);
    for (const path of [`/api/Report/${report.id}%00`, `/api/Document/report/${report.id}%00`]) {
      const response = await alice.json(
        path.startsWith('/api/Report') ? 'PUT' : 'GET',
        path,
        path.startsWith('/api/Report') ? { name: 'x' } : undefined,
      );
      expect(response.status, path).toBe(400);
    }
  });
});

describe('a NUL that gets past the contract to PostgreSQL anyway', () => {
  it('is answered with the same 400, not a 500 (defence in depth)', async () => {
    // The error PostgreSQL really raises (text and jsonb), as a repository would throw it.
    const failures = await Promise.all([
      api.dataSource.query('SELECT $1::text AS value', ['Acme\u0000GmbH']).then(
        () => null,
        (error: unknown) => error,
      ),
      api.dataSource.query('SELECT $1::jsonb AS value', ['{"vendor":"Acme\\u0000GmbH"}']).then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      const answer: { status?: number; body?: unknown } = {};
      const response = {
        headersSent: false,
        status(status: number) {
          answer.status = status;
          return this;
        },
        json(body: unknown) {
          answer.body = body;
        },
      };
      const host = {
        switchToHttp: () => ({ getResponse: () => response }),
      } as unknown as ArgumentsHost;
      new AllExceptionsFilter().catch(failure, host);
      expect(answer, String(failure)).toEqual({ status: 400, body: REFUSED });
    }
  });
});
