// Benchmark: a page of 25 invoices from a report of 100,000, through the API, against the same
// queries sent straight to PostgreSQL with pg. Prints latency percentiles, the ratio, and the CPU
// time each request costs the API, PostgreSQL and the client on either side.
//   pnpm --filter @billfold/bench invoices-list [-- --invoices 100000 --connections 50 --seconds 10]
//     [--only 'sorted,sorted + vendor filter'] [--rounds 1] [--baseline DIR] [--rate 1500]
//     [--profile DIR] [--node-flags=--perf-basic-prof] [--api-env 'DATABASE_POOL_SIZE=20']
// --only: those scenarios alone (their names, comma-separated). --rounds: each scenario so many
// times. --baseline: another checkout (built) whose API runs beside this one, on the same database:
// each round measures both, one after the other (the order alternating), to compare two builds at
// the same minute's load. --rate: so many requests a second through the API (all clients together)
// instead of as many as they can: the API's CPU per request grows as its rate falls (fewer requests
// share each wake-up), so two builds compare best at one rate. --profile: the API's CPU profile,
// written to DIR when it stops (node --cpu-prof; V8 samples by the clock: a process preempted
// inside a system call counts there). --node-flags: more Node flags for this checkout's API (not
// the baseline's; e.g. --perf-basic-prof, for `perf record -e cpu-clock -p <its pid>`, which
// samples its CPU alone). --api-env: more environment variables for this checkout's API (not the
// baseline's).
// Needs a built API (pnpm build) and PostgreSQL (TEST_DATABASE_URL or the local server).
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import {
  pageStatement,
  PREPARED_STATEMENT_CONNECTION_OPTIONS,
  preparedStatement,
  type InvoiceSort,
} from '@billfold/db';
import { createTestDatabase } from '@billfold/db/testing';
import pg from 'pg';
import { signedInCookie, spawnApi, stop, waitForHealth } from './support/api-process.ts';
import { benchArgs } from './support/args.ts';
import { seedInvoices } from './support/seed-invoices.ts';

const { values: args } = benchArgs({
  invoices: { type: 'string', default: '100000' },
  connections: { type: 'string', default: '50' },
  seconds: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '1' },
  rate: { type: 'string' },
  only: { type: 'string' },
  baseline: { type: 'string' },
  profile: { type: 'string' },
  'node-flags': { type: 'string' },
  'api-env': { type: 'string' },
});
const INVOICES = Number(args.invoices);
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
/** Requests per second through the API, all clients together (--rate); as fast as they go without. */
const RATE = args.rate === undefined ? undefined : Number(args.rate);

const database = await createTestDatabase();

/** An API process under test: this checkout's build, or the baseline's. */
interface Api {
  label: string;
  process: ChildProcess;
  baseUrl: string;
}
async function startApi(label: string, checkout?: string): Promise<Api> {
  const { api: child, baseUrl } = await spawnApi(
    {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      // --api-env 'NAME=value …': more variables for this checkout's API (not the baseline's).
      ...(checkout
        ? {}
        : Object.fromEntries(
            (args['api-env'] ?? '')
              .split(' ')
              .filter(Boolean)
              .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
          )),
    },
    {
      checkout,
      nodeFlags: [
        ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}/${label}`] : []),
        ...((!checkout && args['node-flags']?.split(' ').filter(Boolean)) || []),
      ],
    },
  );
  console.log(`${label}: pid ${child.pid}${checkout ? ` (${checkout})` : ''}`);
  return { label, process: child, baseUrl };
}
const apis: Api[] = [await startApi('API')];
if (args.baseline) apis.push(await startApi('baseline', args.baseline));
const baseUrl = apis[0]!.baseUrl;
// As the API's pool: prepared statements keep their generic plans (packages/db/src/data-source.ts).
const pool = new pg.Pool({
  connectionString: database.url,
  max: CONNECTIONS,
  options: PREPARED_STATEMENT_CONNECTION_OPTIONS,
});
pool.on('error', () => undefined); // the database is dropped at the end

try {
  for (const api of apis) await waitForHealth(api.baseUrl);

  // A signed-in user with one report (the session is in the database: every API accepts it).
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const cookie = await signedInCookie(baseUrl, pool);
  // Every other API signs in too (argon2 and all): the same history as the first before measuring.
  for (const api of apis.slice(1)) await signedInCookie(api.baseUrl, pool);
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
    for (let attempt = 1; ; attempt++) {
      try {
        await pool.query(preparedStatement(page.text, page.values));
        return;
      } catch (error) {
        // The server is shared: when its connections are all taken (other people's tests), wait.
        if ((error as { code?: string }).code !== '53300' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
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

  // CPU time (user and system, ms) from /proc: steadier than wall time on a busy machine. An API
  // process's; PostgreSQL's backends for the test database (all pools: an idle one costs
  // nothing); this process's own (autocannon's client, or pg's on the direct side).
  const ticksMs = 1000 / 100; // USER_HZ
  const processCpuMs = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return { user: Number(fields[11]) * ticksMs, system: Number(fields[12]) * ticksMs };
    } catch {
      return undefined; // gone
    }
  };
  const backendPids = async () =>
    (
      await pool.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
      )
    ).rows.map((row) => row.pid);
  /** Starts counting CPU time; the function returned stops and gives each part's (ms). */
  async function countCpu(apiPid?: number) {
    const pids = await backendPids();
    const before = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
    const apiBefore = apiPid === undefined ? undefined : processCpuMs(apiPid);
    const own = process.cpuUsage();
    return async () => {
      const ownUsed = process.cpuUsage(own);
      const apiAfter = apiPid === undefined ? undefined : processCpuMs(apiPid);
      let postgres = 0;
      // A backend that ended meanwhile (a pool's idle connection closed) is left out: it was idle.
      for (const pid of await backendPids()) {
        const after = processCpuMs(pid);
        const start = before.get(pid) ?? { user: 0, system: 0 };
        if (after) postgres += after.user + after.system - start.user - start.system;
      }
      return {
        apiUser: (apiAfter?.user ?? 0) - (apiBefore?.user ?? 0),
        apiSystem: (apiAfter?.system ?? 0) - (apiBefore?.system ?? 0),
        postgres,
        client: (ownUsed.user + ownUsed.system) / 1000,
      };
    };
  }

  const apiRequests = (cases: Case[]) =>
    cases.map((c) => ({
      method: 'GET' as const,
      path: `/api/Document/report/${report.id}?${new URLSearchParams(c.query).toString()}`,
    }));
  async function apiRun(api: Api, cases: Case[]) {
    const latencies: number[] = [];
    const stopCounting = await countCpu(api.process.pid);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: api.baseUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { cookie },
          requests: apiRequests(cases),
          ...(RATE ? { overallRate: RATE } : {}),
        },
        (error: Error | null, finished: autocannon.Result) =>
          error ? reject(error) : resolve(finished),
      );
      run.on(
        'response',
        (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
          latencies.push(responseTime),
      );
    });
    const cpu = await stopCounting();
    const requests = Math.max(1, result.requests.total);
    return {
      latencies: latencies.sort((a, b) => a - b),
      perSecond: result.requests.average,
      non2xx: result.non2xx,
      user: cpu.apiUser / requests,
      system: cpu.apiSystem / requests,
      postgres: cpu.postgres / requests,
      client: cpu.client / requests,
    };
  }
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

  console.log(
    `\n${CONNECTIONS} concurrent clients, ${SECONDS} s per run, pages of 25 from one report of ${INVOICES.toLocaleString('en')} invoices\n`,
  );
  const columns = [
    ['scenario', 33],
    ['API', 8],
    ['p50', 8],
    ['p95', 8],
    ['p99', 8],
    ['req/s', 5],
    ['pg p50', 7],
    ['pg p95', 7],
    ['API/pg p50', 10],
    ['non-2xx', 7],
    ['API CPU/req', 11],
    ['user + system', 13],
  ] as const;
  console.log(columns.map(([title, width]) => title.padEnd(width)).join(' | '));
  console.log(columns.map(([, width]) => '-'.repeat(width)).join('-|-'));
  // Per request (ms), each side: through the API (the API, PostgreSQL, autocannon) and direct
  // (PostgreSQL, pg). On a busy 2-core machine the sides' rates follow these totals.
  const cpuRows: string[] = [];
  for (const [name, cases] of Object.entries(scenarios)) {
    if (args.only && !args.only.split(',').includes(name)) continue;
    // Warm both paths: pools filled, code paths compiled, pages cached.
    await Promise.all(cases.slice(0, 20).map((c) => direct(c.query)));
    for (const api of apis)
      await autocannon({
        url: api.baseUrl,
        connections: CONNECTIONS,
        duration: 3,
        headers: { cookie },
        requests: apiRequests(cases),
      });
    for (let round = 1; round <= ROUNDS; round++) {
      // With a baseline, each round alternates which API goes first.
      const order = round % 2 ? apis : [...apis].reverse();
      const measured = new Map<Api, Awaited<ReturnType<typeof apiRun>>>();
      for (const api of order) measured.set(api, await apiRun(api, cases));
      const stopCounting = await countCpu();
      const pgLatencies = await directRun(cases);
      const directCpu = await stopCounting();
      const pgP50 = percentile(pgLatencies, 50);
      const directPostgres = directCpu.postgres / Math.max(1, pgLatencies.length);
      const directClient = directCpu.client / Math.max(1, pgLatencies.length);
      const directTotal = directPostgres + directClient;
      const label = ROUNDS > 1 ? `${name} #${round}` : name;
      for (const api of apis) {
        const run = measured.get(api)!;
        const apiP50 = percentile(run.latencies, 50);
        console.log(
          [
            label,
            api.label,
            ms(apiP50),
            ms(percentile(run.latencies, 95)),
            ms(percentile(run.latencies, 99)),
            String(Math.round(run.perSecond)),
            ms(pgP50),
            ms(percentile(pgLatencies, 95)),
            `${(apiP50 / pgP50).toFixed(2)}x`,
            String(run.non2xx),
            ms(run.user + run.system, 3),
            `${run.user.toFixed(3)} + ${run.system.toFixed(3)}`,
          ]
            .map((cell, i) => (i < 2 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1])))
            .join(' | '),
        );
        const apiTotal = run.user + run.system + run.postgres + run.client;
        cpuRows.push(
          [
            label.padEnd(33),
            api.label.padEnd(8),
            (run.user + run.system).toFixed(3).padStart(6),
            run.postgres.toFixed(3).padStart(7),
            run.client.toFixed(3).padStart(11),
            apiTotal.toFixed(3).padStart(5),
            directPostgres.toFixed(3).padStart(10),
            directClient.toFixed(3).padStart(9),
            directTotal.toFixed(3).padStart(5),
            `${(apiTotal / directTotal).toFixed(2)}x`.padStart(11),
          ].join(' | '),
        );
      }
    }
  }
  console.log(
    '\nCPU time per request (ms): through the API (the API, PostgreSQL, autocannon) and direct (PostgreSQL, pg)\n',
  );
  console.log(
    'scenario                          | API      |    API | API: pg | API: client | total | direct: pg | pg client | total | total ratio',
  );
  console.log(
    '----------------------------------|----------|--------|---------|-------------|-------|------------|-----------|-------|------------',
  );
  for (const row of cpuRows) console.log(row);
} finally {
  for (const api of apis) await stop(api.process);
  await pool.end();
  await database.drop();
}
