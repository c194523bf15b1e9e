// Benchmark: a page of 25 invoices from a report of 100,000, through the API, against the same
// queries sent straight to PostgreSQL with pg. Prints latency percentiles and the ratio.
//   pnpm --filter @billfold/bench invoices-list [-- --invoices 100000 --connections 50 --seconds 10]
//     [--only 'sorted,sorted + vendor filter'] [--profile DIR]
// --only: those scenarios alone (their names, comma-separated); --profile: the API's CPU profile, written to DIR
// when it stops (node --cpu-prof), to see where its time goes.
// Needs a built API (pnpm build) and PostgreSQL (TEST_DATABASE_URL or the local server).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  pageStatement,
  PREPARED_STATEMENT_CONNECTION_OPTIONS,
  preparedStatement,
  type InvoiceSort,
} from '@billfold/db';
import { createTestDatabase } from '@billfold/db/testing';
import pg from 'pg';
import { freePort, signedInCookie, spawnApp, stop, waitForHealth } from './support/api-process.ts';
import { benchArgs } from './support/args.ts';
import { seedInvoices } from './support/seed-invoices.ts';

const { values: args } = benchArgs({
  invoices: { type: 'string', default: '100000' },
  connections: { type: 'string', default: '50' },
  seconds: { type: 'string', default: '10' },
  only: { type: 'string' },
  profile: { type: 'string' },
});
const INVOICES = Number(args.invoices);
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);

const database = await createTestDatabase();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const api = spawnApp(
  'api',
  {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    PUBLIC_URL: baseUrl,
  },
  { nodeFlags: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [] },
);
// As the API's pool: prepared statements keep their generic plans (packages/db/src/data-source.ts).
const pool = new pg.Pool({
  connectionString: database.url,
  max: CONNECTIONS,
  options: PREPARED_STATEMENT_CONNECTION_OPTIONS,
});
pool.on('error', () => undefined); // the database is dropped at the end

try {
  await waitForHealth(baseUrl);

  // A signed-in user with one report.
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const cookie = await signedInCookie(baseUrl, pool);
  const report = (await (
    await fetch(`${baseUrl}/api/Report`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ name: 'Big' }),
    })
  ).json()) as { id: number; userId: string };

  // 100,000 invoices: 60 vendors, 12 categories, two years of dates, amounts up to 10,000.
  const seedStart = performance.now();
  await seedInvoices(pool, report, INVOICES, {
    vendors: 60,
    categories: [
      'Travel',
      'Office',
      'Software',
      'Meals',
      'Hardware',
      'Rent',
      'Utilities',
      'Marketing',
      'Legal',
      'Insurance',
      'Training',
      'Other',
    ],
  });
  console.log(
    `seeded ${INVOICES.toLocaleString('en')} invoices in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const sorts = ['date', 'vendor', 'amount', 'total', 'name', 'category', 'tax', 'id'];
  const searches = ['travel', 'soft', 'INV-0042', 'office', 'meal'];
  interface Case {
    query: Record<string, string>;
  }
  const scenarios: Record<string, Case[]> = {
    sorted: [],
    'sorted + vendor filter': [],
    'sorted + vendor filter + search': [],
    'sorted + search (whole report)': [],
  };
  for (let i = 0; i < 200; i++) {
    const sort = sorts[i % sorts.length]!;
    const order = i % 2 ? 'asc' : 'desc';
    const page = String(1 + (i % 20));
    const vendor = `Vendor ${String(i % 60).padStart(2, '0')}`;
    const search = searches[i % searches.length]!;
    scenarios['sorted']!.push({ query: { page, pageSize: '25', sort, order } });
    scenarios['sorted + vendor filter']!.push({
      query: { page: String(1 + (i % 5)), pageSize: '25', sort, order, vendor },
    });
    scenarios['sorted + vendor filter + search']!.push({
      query: { page: '1', pageSize: '25', sort, order, vendor, search },
    });
    scenarios['sorted + search (whole report)']!.push({
      query: { page: '1', pageSize: '25', sort, order, search },
    });
  }

  // The statement the API sends for one page, straight through pg, prepared as the API sends it
  // (repositories/prepared-query.ts): the page with its report's ownership check and invoices
  // version (and its matches counted when there is a search). The API reads the report's vendor
  // counts only when that version is not the one it keeps, and its session once per
  // AUTH_SESSION_CACHE_SECONDS: neither happens within a run.
  async function direct(query: Record<string, string>): Promise<void> {
    const page = pageStatement(report.userId, report.id, {
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      sort: query.sort as InvoiceSort,
      order: query.order as 'asc' | 'desc',
      vendor: query.vendor,
      search: query.search,
    });
    await pool.query(preparedStatement(page.text, page.values));
  }

  async function directRun(cases: Case[]): Promise<number[]> {
    const latencies: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          await direct(cases[next++ % cases.length]!.query);
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies.sort((a, b) => a - b);
  }
  // The API process's CPU time (user + system, ms) from /proc: steadier than wall time on a busy machine.
  const ticksMs = 1000 / 100; // USER_HZ
  const apiCpuMs = () => {
    const fields = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * ticksMs;
  };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

  console.log(
    `\n${CONNECTIONS} concurrent clients, ${SECONDS} s per run, pages of 25 from one report of ${INVOICES.toLocaleString('en')} invoices\n`,
  );
  console.log(
    'scenario                          | API p50 | API p95 | API p99 | API req/s | pg p50 | pg p95 | API/pg p50 | non-2xx | API CPU/req',
  );
  console.log(
    '----------------------------------|---------|---------|---------|-----------|--------|--------|------------|---------|------------',
  );
  for (const [name, cases] of Object.entries(scenarios)) {
    if (args.only && !args.only.split(',').includes(name)) continue;
    // Warm both paths: pools filled, code paths compiled, pages cached.
    await Promise.all(cases.slice(0, 20).map((c) => direct(c.query)));
    await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: 3,
      headers: { cookie },
      requests: cases.map((c) => ({
        method: 'GET',
        path: `/api/Document/report/${report.id}?${new URLSearchParams(c.query).toString()}`,
      })),
    });
    const apiLatencies: number[] = [];
    const cpuBefore = apiCpuMs();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: baseUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { cookie },
          requests: cases.map((c) => ({
            method: 'GET',
            path: `/api/Document/report/${report.id}?${new URLSearchParams(c.query).toString()}`,
          })),
        },
        (error: Error | null, finished: autocannon.Result) =>
          error ? reject(error) : resolve(finished),
      );
      run.on(
        'response',
        (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
          apiLatencies.push(responseTime),
      );
    });
    apiLatencies.sort((a, b) => a - b);
    const cpuPerRequest = (apiCpuMs() - cpuBefore) / Math.max(1, result.requests.total);
    const pgLatencies = await directRun(cases);
    const apiP50 = percentile(apiLatencies, 50);
    const pgP50 = percentile(pgLatencies, 50);
    console.log(
      [
        name.padEnd(33),
        `${apiP50.toFixed(1)} ms`.padStart(7),
        `${percentile(apiLatencies, 95).toFixed(1)} ms`.padStart(7),
        `${percentile(apiLatencies, 99).toFixed(1)} ms`.padStart(7),
        `${Math.round(result.requests.average)}`.padStart(9),
        `${pgP50.toFixed(1)} ms`.padStart(6),
        `${percentile(pgLatencies, 95).toFixed(1)} ms`.padStart(6),
        `${(apiP50 / pgP50).toFixed(2)}x`.padStart(10),
        `${result.non2xx}`.padStart(7),
        `${cpuPerRequest.toFixed(3)} ms`.padStart(11),
      ].join(' | '),
    );
  }
} finally {
  await stop(api);
  await pool.end();
  await database.drop();
}
