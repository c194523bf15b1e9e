// Benchmark: scale-out on Redis. One API and N worker processes (the built apps, as in
// docker-compose.yml and infra/k8s) share a Redis queue and a PostgreSQL database; a fixed batch of
// the shared fixture invoices (text-layer PDFs, the local extractor: no model, no network) is
// uploaded through the API.
//   1. throughput (analyses per second) for N = 1, 2, … up to the cores available;
//   2. a worker SIGKILLed mid-job loses nothing: its job finishes on another worker and every
//      analysis is charged its pages exactly once;
//   3. workers added while the queue is full take jobs at once.
//   pnpm --filter @billfold/bench scale-out [-- --batch 24 --fixtures /work/shared/fixtures/invoices]
// Needs a built API and worker (pnpm build), PostgreSQL (TEST_DATABASE_URL or the local server) and
// redis-server on PATH: the bench runs a Redis of its own with infra/redis/redis.conf (AOF,
// noeviction), which the apps require in production mode.
import { createTestDatabase } from '@billfold/db/testing';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  root,
  signedInCookie,
  spawnApi,
  spawnWorker,
  stop,
  waitForHealth,
} from './support/api-process.ts';
import { benchArgs } from './support/args.ts';
import { ownCpuMs, processCpuMs, treeCpuMs } from './support/process-cpu.ts';
import { descendants } from './support/process-memory.ts';

const { values: args } = benchArgs({
  batch: { type: 'string', default: '24' },
  fixtures: { type: 'string', default: '/work/shared/fixtures/invoices' },
  workers: { type: 'string' },
});
const BATCH = Number(args.batch);
const CORES = availableParallelism();
const WORKER_COUNTS = args.workers
  ? args.workers.split(',').map(Number)
  : [...new Set([1, 2, CORES])].sort((a, b) => a - b);
const PREFIX = `billfold-bench-${randomBytes(4).toString('hex')}`;

interface Fixture {
  file: string;
  text_layer: boolean;
  pages: number;
}
const manifest = JSON.parse(
  readFileSync(path.join(args.fixtures, 'manifest.json'), 'utf8'),
) as Fixture[];
const fixtures = manifest
  .filter((entry) => entry.text_layer)
  .map((entry) => ({
    name: entry.file,
    bytes: readFileSync(path.join(args.fixtures, entry.file)),
  }));
/** The batch: the text-layer fixtures in manifest order, repeated up to BATCH files. */
const batch = Array.from({ length: BATCH }, (_, index) => fixtures[index % fixtures.length]!);

const storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-scale-'));
// The production Redis settings (infra/redis/redis.conf), on a port and in a folder of its own.
const redisPort = await freePort();
const REDIS_URL = `redis://127.0.0.1:${redisPort}`;
const redis = spawn(
  'redis-server',
  [
    path.join(root, 'infra/redis/redis.conf'),
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    storageDir,
  ],
  { stdio: 'ignore' },
);
for (let attempt = 0; ; attempt++) {
  try {
    if (
      execFileSync('redis-cli', ['-u', REDIS_URL, 'PING'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'PONG'
    )
      break;
  } catch {
    if (attempt > 50) throw new Error('redis-server did not start (is it on PATH?)');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const database = await createTestDatabase();
const shared = {
  DATABASE_URL: database.url,
  REDIS_URL,
  REDIS_PREFIX: PREFIX,
  STORAGE_DIR: storageDir,
  LOG_LEVEL: 'warn',
};
const { api, baseUrl } = await spawnApi(shared, { ownSession: true });
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('error', () => undefined);

interface Worker {
  child: ChildProcess;
  metricsUrl: string;
}
const running: Worker[] = [];

/** A worker process: one job at a time and one renderer, so N workers are N analyses at once. */
async function startWorker(extra: Record<string, string> = {}): Promise<Worker> {
  const metricsPort = await freePort();
  const child = spawnWorker(
    {
      ...shared,
      WORKER_CONCURRENCY: '1',
      RENDERER_POOL_SIZE: '1',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      ...extra,
    },
    // Each worker in a session of its own, as each is a container or a machine of its own in
    // production (docker-compose.yml, infra/k8s): in one session, all of them together would get
    // one session's share of a busy machine's CPU (Linux autogroups), whatever their number.
    { ownSession: true },
  );
  const worker = { child, metricsUrl: `http://127.0.0.1:${metricsPort}` };
  running.push(worker);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`A worker exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${worker.metricsUrl}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return worker;
    if (Date.now() > deadline) throw new Error('A worker did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopWorkers(): Promise<void> {
  await Promise.all(running.splice(0).map((worker) => stop(worker.child)));
}

/** Analyses this worker process ended (its /metrics), or undefined once it is gone. */
async function endedBy(worker: Worker): Promise<number | undefined> {
  const text = await fetch(`${worker.metricsUrl}/metrics`).then(
    (response) => response.text(),
    () => undefined,
  );
  if (text === undefined) return undefined;
  return [...text.matchAll(/^billfold_analyses_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

let cookie = '';
async function upload(file: { name: string; bytes: Buffer }): Promise<string> {
  const body = new FormData();
  body.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }),
    file.name,
  );
  const response = await fetch(`${baseUrl}/api/analyses`, {
    method: 'POST',
    body,
    headers: { cookie, origin: baseUrl },
  });
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const uploadBatch = () => Promise.all(batch.map((file) => upload(file)));

async function statuses(ids: string[]): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM analyses WHERE id = ANY($1) GROUP BY status',
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function waitUntilEnded(ids: string[], timeoutMs = 20 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await statuses(ids);
    if ((counts.succeeded ?? 0) + (counts.failed ?? 0) === ids.length) return;
    if (Date.now() > deadline)
      throw new Error(`Not every analysis ended: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every analysis of `ids` ended and its pages were charged exactly once (the usage ledger). */
async function ledgerCheck(ids: string[]) {
  const { rows } = await pool.query<{
    status: string;
    page_count: number | null;
    entries: number;
    committed_pages: number;
  }>(
    `SELECT a.status, a.page_count,
            count(e.id)::int AS entries,
            coalesce(sum(e.pages) FILTER (WHERE e.status = 'committed'), 0)::int AS committed_pages
       FROM analyses a LEFT JOIN usage_entries e ON e.analysis_id = a.id
      WHERE a.id = ANY($1) GROUP BY a.id`,
    [ids],
  );
  return {
    succeeded: rows.filter((row) => row.status === 'succeeded').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    lost:
      ids.length -
      rows.filter((row) => row.status === 'succeeded' || row.status === 'failed').length,
    chargedTwice: rows.filter((row) => row.entries > 1).length,
    wronglyCharged: rows.filter(
      (row) => row.status === 'succeeded' && row.committed_pages !== row.page_count,
    ).length,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const autogroups = (() => {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
})();

/** The server processes of this bench's database connections (the apps' pools and the bench's). */
async function databaseBackends(): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

/** CPU time so far (ms) by part: the API, the worker processes, their renderers, PostgreSQL
 * (this database's server processes; the server must run on this machine), Redis, this bench. */
async function cpuByPart(workers: Worker[]) {
  const workerPids = workers.map((worker) => worker.child.pid ?? 0);
  const rendererPids = workerPids.flatMap((pid) => descendants(pid));
  return {
    api: treeCpuMs(api.pid ?? 0),
    workers: workerPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    renderers: rendererPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    postgres: (await databaseBackends()).reduce((sum, pid) => sum + processCpuMs(pid), 0),
    redis: processCpuMs(redis.pid ?? 0),
    bench: ownCpuMs(),
  };
}
type CpuByPart = Awaited<ReturnType<typeof cpuByPart>>;
const CPU_PARTS = ['api', 'workers', 'renderers', 'postgres', 'redis', 'bench'] as const;

try {
  await waitForHealth(baseUrl);
  // Unlimited pages: the quota is not what is measured (it is checked in part 2).
  cookie = await signedInCookie(baseUrl, pool, { plan: 'enterprise' });
  const batchPages = batch.reduce(
    (sum, file) => sum + (manifest.find((entry) => entry.file === file.name)?.pages ?? 0),
    0,
  );
  console.log(
    `\nScale-out on Redis: one API, N worker processes (1 job and 1 renderer each), local extractor.`,
  );
  console.log(
    `Batch: ${BATCH} text-layer fixture PDFs (${fixtures.length} distinct, ${batchPages} pages), ${CORES} cores available, load average ${loadavg()[0]!.toFixed(1)}.`,
  );
  console.log(
    `The API and each worker run in a session of their own${autogroups ? ' (Linux shares the CPU between sessions first: autogroups are on)' : ''}.\n`,
  );

  // Warm-up: the first analysis of a process loads pdf.js and the extractor.
  {
    await startWorker();
    await waitUntilEnded([await upload(batch[0]!)]);
    await stopWorkers();
  }

  console.log(
    '1. Throughput: workers started and ready, then the batch uploaded; time until every analysis ended\n',
  );
  console.log(
    'workers | seconds | analyses/s | pages/s | speed-up | cores busy | ended per worker',
  );
  console.log(
    '--------|---------|------------|---------|----------|------------|-----------------',
  );
  let single = 0;
  const cpuRows: { count: number; perAnalysis: CpuByPart; cores: number }[] = [];
  for (const count of WORKER_COUNTS) {
    const workers = await Promise.all(Array.from({ length: count }, () => startWorker()));
    const cpuBefore = await cpuByPart(workers);
    const started = performance.now();
    const ids = await uploadBatch();
    await waitUntilEnded(ids);
    const elapsed = performance.now() - started;
    const cpuAfter = await cpuByPart(workers);
    const perWorker = await Promise.all(workers.map((worker) => endedBy(worker)));
    await stopWorkers();
    const rate = BATCH / (elapsed / 1000);
    if (count === 1) single = rate;
    const check = await ledgerCheck(ids);
    // A server process that ended during the run is missing from the second reading: never
    // below zero.
    const used = Object.fromEntries(
      CPU_PARTS.map((part) => [part, Math.max(0, cpuAfter[part] - cpuBefore[part])]),
    ) as CpuByPart;
    const cores = CPU_PARTS.reduce((sum, part) => sum + used[part], 0) / elapsed;
    cpuRows.push({
      count,
      cores,
      perAnalysis: Object.fromEntries(
        CPU_PARTS.map((part) => [part, used[part] / BATCH]),
      ) as CpuByPart,
    });
    console.log(
      `${String(count).padStart(7)} | ${seconds(elapsed).padStart(7)} | ${rate.toFixed(2).padStart(10)} | ${(batchPages / (elapsed / 1000)).toFixed(2).padStart(7)} | ${(single ? rate / single : 1).toFixed(2).padStart(7)}x | ${cores.toFixed(2).padStart(10)} | ${perWorker.join(' / ')}${check.failed ? `  (${check.failed} failed)` : ''}`,
    );
  }
  // Where the cores went: the CPU time of each part per analysis. One worker that keeps k cores
  // busy can be sped up at most CORES / k times by more workers on this machine.
  console.log(
    '\nCPU time per analysis (ms) by part, while the batch ran (cores busy = all of it / seconds)\n',
  );
  console.log(`workers | ${CPU_PARTS.map((part) => part.padStart(9)).join(' | ')} |     total`);
  console.log(`--------|${CPU_PARTS.map(() => '-----------').join('|')}|----------`);
  for (const { count, perAnalysis } of cpuRows) {
    const total = CPU_PARTS.reduce((sum, part) => sum + perAnalysis[part], 0);
    console.log(
      `${String(count).padStart(7)} | ${CPU_PARTS.map((part) => perAnalysis[part].toFixed(0).padStart(9)).join(' | ')} | ${total.toFixed(0).padStart(9)}`,
    );
  }
  const one = cpuRows.find((row) => row.count === 1);
  if (one)
    console.log(
      `\nOne worker kept ${one.cores.toFixed(2)} of the ${CORES} cores busy (load average ${loadavg()[0]!.toFixed(1)} now): ` +
        `on this machine more workers can give at most ${(CORES / one.cores).toFixed(2)}x its rate.`,
    );

  console.log(
    '\n2. A worker SIGKILLed mid-job (JOB_LOCK_DURATION_MS 3000): its job runs again on another worker\n',
  );
  {
    const lock = { JOB_LOCK_DURATION_MS: '3000' };
    const victim = await startWorker(lock);
    const ids = await uploadBatch();
    // Kill it while it holds a job (an analysis in 'processing').
    let inProgress: string | undefined;
    while (!inProgress) {
      const { rows } = await pool.query<{ id: string }>(
        "SELECT id FROM analyses WHERE id = ANY($1) AND status = 'processing' LIMIT 1",
        [ids],
      );
      inProgress = rows[0]?.id;
      if (!inProgress) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const doneBefore = await endedBy(victim);
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));
    running.splice(running.indexOf(victim), 1);
    console.log(
      `   killed a worker after ${doneBefore ?? 0} analyses, with one in progress; starting another`,
    );
    const started = performance.now();
    await startWorker(lock);
    const ready = performance.now();
    await waitUntilEnded([inProgress]);
    const recovered = performance.now();
    await waitUntilEnded(ids);
    const check = await ledgerCheck(ids);
    console.log(
      `   the new worker was ready after ${seconds(ready - started)} s; the killed job ended ${seconds(recovered - ready)} s after that (its lock expired and it ran again, on the new worker)`,
    );
    console.log(
      `   all ${ids.length} ended ${seconds(performance.now() - started)} s later: succeeded ${check.succeeded}, failed ${check.failed}, lost ${check.lost}, charged twice ${check.chargedTwice}, charged wrong ${check.wronglyCharged}`,
    );
    await stopWorkers();
  }

  console.log('\n3. Workers added while the queue is full\n');
  {
    const ids = await uploadBatch();
    console.log(`   ${ids.length} analyses queued with no worker running`);
    const started = performance.now();
    const first = await startWorker();
    const ended = async () => {
      const counts = await statuses(ids);
      return (counts.succeeded ?? 0) + (counts.failed ?? 0);
    };
    while ((await ended()) < Math.ceil(BATCH / 4))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const atSecond = performance.now();
    const doneAtSecond = await ended();
    const added = await Promise.all(
      Array.from({ length: Math.max(1, CORES - 1) }, () => startWorker()),
    );
    await waitUntilEnded(ids);
    const finished = performance.now();
    const counts = await Promise.all([first, ...added].map((worker) => endedBy(worker)));
    const check = await ledgerCheck(ids);
    const before = doneAtSecond / ((atSecond - started) / 1000);
    const after = (BATCH - doneAtSecond) / ((finished - atSecond) / 1000);
    console.log(
      `   1 worker: ${doneAtSecond} analyses in ${seconds(atSecond - started)} s (${before.toFixed(2)}/s); then ${added.length} more added`,
    );
    console.log(
      `   ${1 + added.length} workers: the other ${BATCH - doneAtSecond} in ${seconds(finished - atSecond)} s (${after.toFixed(2)}/s, ${(after / before).toFixed(2)}x)`,
    );
    console.log(
      `   ended per worker: ${counts.join(' / ')} (the first, then the added ones); lost ${check.lost}, charged twice ${check.chargedTwice}`,
    );
  }
} finally {
  await stopWorkers();
  await stop(api);
  await pool.end();
  await database.drop();
  await stop(redis);
  await rm(storageDir, { recursive: true, force: true });
}
