// Benchmark: a bounded load on loopback (SECURITY.md item 30). The built API on a fresh database,
// one scenario after the other, each for a fixed time at a fixed number of connections:
//   - records page: GET a page of 25 from a report of --invoices invoices, signed in;
//   - upload: POST a one-page PDF (multipart) to /api/analyses, as an enterprise user (no quota).
//     Upload acceptance only: the API streams the PDF to storage, checks it, counts its pages and
//     queues the analysis (202); no worker runs, so the figures are the API's own (analysis
//     throughput is the analysis-pipeline and scale-out benches' subject);
//   - sign-in, right password: POST /api/auth/login-email over --accounts accounts (argon2id);
//   - sign-in, wrong password: the same accounts with a wrong password. The login throttle answers
//     429 once the address has failed LOGIN_MAX_FAILURES_PER_ADDRESS times: expected, counted apart,
//     and why this scenario runs last (the address stays blocked for the throttle's window).
// Prints per scenario the requests, throughput, p50/p99 latency and the answers by class, then one
// line with the 5xx count; exits 1 when any answer was a 5xx or a request got no answer at all.
//   pnpm --filter @billfold/bench load [-- --seconds 10 --connections 20 --invoices 5000 --accounts 20]
// Needs a built API (pnpm build) and PostgreSQL (TEST_DATABASE_URL or the local server); the job
// queue is on PostgreSQL (no REDIS_URL), the default run mode.
import autocannon from 'autocannon';
import { createTestDatabase } from '@billfold/db/testing';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { signedInCookie, spawnApi, stop, waitForHealth } from './support/api-process.ts';
import { benchArgs } from './support/args.ts';
import { seedInvoices } from './support/seed-invoices.ts';

const { values: args } = benchArgs({
  seconds: { type: 'string', default: '10' },
  connections: { type: 'string', default: '20' },
  invoices: { type: 'string', default: '5000' },
  accounts: { type: 'string', default: '20' },
  warmup: { type: 'string', default: '2' },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const INVOICES = Number(args.invoices);
const ACCOUNTS = Number(args.accounts);
const WARMUP_SECONDS = Number(args.warmup);

/** A one-page text invoice, as a customer would upload it. */
async function invoicePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  const lines: [number, number, string][] = [
    [50, 780, 'Load Test Supplies GmbH'],
    [400, 780, 'INVOICE'],
    [400, 750, 'Invoice No. LOAD-1'],
    [400, 736, 'Invoice Date: 2026-03-05'],
    [350, 540, 'Net 100.00'],
    [350, 526, 'VAT 19% 19.00'],
    [350, 508, 'Total 119.00 EUR'],
  ];
  for (const [x, y, text] of lines) page.drawText(text, { x, y, size: 11, font });
  return Buffer.from(await document.save());
}

/** A multipart/form-data body with the PDF as its `file` part. */
function multipart(pdf: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----billfold-load-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Scenario {
  name: string;
  /** Requests cycled over by every connection. */
  requests: autocannon.Request[];
  headers: Record<string, string>;
  /** Runs --warmup seconds first, not counted (not for the throttled sign-in: it would block the address early). */
  warm: boolean;
}

interface Outcome {
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
}

function run(baseUrl: string, scenario: Scenario, seconds: number): Promise<Outcome> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise<Outcome>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        headers: scenario.headers,
        requests: scenario.requests,
      },
      (error: Error | null, result: autocannon.Result) => {
        if (error) reject(error);
        else
          resolve({
            requests: latencies.length,
            seconds: result.duration,
            latencies: latencies.sort((a, b) => a - b),
            statuses,
            errors: result.errors,
            timeouts: result.timeouts,
          });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const count = (statuses: Map<number, number>, test: (status: number) => boolean) =>
  [...statuses].reduce((sum, [status, n]) => (test(status) ? sum + n : sum), 0);

const database = await createTestDatabase();
const storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-load-'));
const { api, baseUrl } = await spawnApi({
  DATABASE_URL: database.url,
  STORAGE_DIR: storageDir,
  LOG_LEVEL: 'warn',
});
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
pool.on('error', () => undefined); // the database is dropped at the end

try {
  await waitForHealth(baseUrl);
  const json = { 'content-type': 'application/json', origin: baseUrl };

  // The signed-in user: enterprise (unlimited pages), one report of INVOICES invoices.
  const cookie = await signedInCookie(baseUrl, pool, { plan: 'enterprise' });
  const created = await fetch(`${baseUrl}/api/Report`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'Load' }),
  });
  if (!created.ok) throw new Error(`Creating the report answered ${created.status}`);
  const report = (await created.json()) as { id: number; userId: string };
  await seedInvoices(pool, report, INVOICES, {
    vendors: 40,
    categories: ['Travel', 'Office', 'Software', 'Meals', 'Hardware', 'Rent'],
  });

  // The sign-in accounts: registered through the API, marked verified.
  const accounts = Array.from({ length: ACCOUNTS }, (_, index) => ({
    email: `load-${index}@example.com`,
    password: `load password ${index}`,
  }));
  for (const account of accounts) {
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Load', ...account }),
    });
    if (registered.status !== 201)
      throw new Error(`Registering ${account.email} answered ${registered.status}`);
  }
  await pool.query('UPDATE users SET email_verified = true WHERE email LIKE $1', ['load-%']);

  const upload = multipart(await invoicePdf());
  const sorts = ['date', 'vendor', 'amount', 'total', 'name', 'category'];
  const scenarios: Scenario[] = [
    {
      name: `records page (GET, 25 of ${INVOICES.toLocaleString('en')})`,
      requests: Array.from({ length: 60 }, (_, i) => ({
        method: 'GET',
        path: `/api/Document/report/${report.id}?${new URLSearchParams({
          page: String(1 + (i % 10)),
          pageSize: '25',
          sort: sorts[i % sorts.length]!,
          order: i % 2 ? 'asc' : 'desc',
        }).toString()}`,
      })),
      headers: { cookie },
      warm: true,
    },
    {
      name: 'upload (POST, 1-page PDF, accepted)',
      requests: [{ method: 'POST', path: '/api/analyses', body: upload.body }],
      headers: { cookie, origin: baseUrl, 'content-type': upload.contentType },
      warm: true,
    },
    {
      name: 'sign-in, right password (POST)',
      requests: accounts.map((account) => ({
        method: 'POST',
        path: '/api/auth/login-email',
        body: JSON.stringify(account),
      })),
      headers: json,
      warm: true,
    },
    {
      name: 'sign-in, wrong password (POST)',
      requests: accounts.map((account) => ({
        method: 'POST',
        path: '/api/auth/login-email',
        body: JSON.stringify({ email: account.email, password: 'not the password' }),
      })),
      headers: json,
      warm: false,
    },
  ];

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per scenario (after ${WARMUP_SECONDS} s of warm-up), loopback, the built API alone\n`,
  );
  console.log(
    'scenario                              | requests |  req/s | p50 ms | p99 ms |   2xx |   4xx (429) | 5xx | no answer',
  );
  console.log(
    '--------------------------------------|----------|--------|--------|--------|-------|-------------|-----|----------',
  );
  let accepted = 0;
  let total5xx = 0;
  let totalRequests = 0;
  let unanswered = 0;
  for (const scenario of scenarios) {
    const warmup =
      scenario.warm && WARMUP_SECONDS > 0 ? await run(baseUrl, scenario, WARMUP_SECONDS) : null;
    const outcome = await run(baseUrl, scenario, SECONDS);
    if (scenario.requests[0]?.path === '/api/analyses')
      accepted += (warmup?.statuses.get(202) ?? 0) + (outcome.statuses.get(202) ?? 0);
    const fiveXx = count(outcome.statuses, (status) => status >= 500);
    const fourXx = count(outcome.statuses, (status) => status >= 400 && status < 500);
    const throttled = outcome.statuses.get(429) ?? 0;
    total5xx += fiveXx;
    totalRequests += outcome.requests;
    unanswered += outcome.errors;
    console.log(
      [
        scenario.name.padEnd(37),
        String(outcome.requests).padStart(8),
        (outcome.requests / outcome.seconds).toFixed(1).padStart(6),
        percentile(outcome.latencies, 50).toFixed(1).padStart(6),
        percentile(outcome.latencies, 99).toFixed(1).padStart(6),
        String(count(outcome.statuses, (status) => status >= 200 && status < 300)).padStart(5),
        `${fourXx} (${throttled})`.padStart(11),
        String(fiveXx).padStart(3),
        `${outcome.errors}${outcome.timeouts ? ` (${outcome.timeouts} timed out)` : ''}`.padStart(
          9,
        ),
      ].join(' | '),
    );
  }

  // Every accepted upload (warm-up included) is a queued analysis: nothing was lost under load.
  // (An upload still in flight when a run ended may add one without an answer counted.)
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM analyses WHERE status = 'queued'",
  );
  console.log(
    `\nuploads accepted (202), warm-up included: ${accepted}; analyses queued: ${rows[0]!.n}`,
  );

  const failed = total5xx > 0 || unanswered > 0;
  if (failed) process.exitCode = 1;
  console.log(
    `\n${failed ? 'FAIL' : 'PASS'}: ${total5xx} answers 5xx and ${unanswered} requests without an answer, of ${totalRequests} requests`,
  );
} finally {
  await stop(api);
  await pool.end();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
}
