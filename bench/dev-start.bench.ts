// Benchmark: `pnpm dev` from a fresh clone (after `pnpm install`: no dist, no turbo cache, no
// .data, no Vite cache) until the whole product answers, for two commits side by side.
//   pnpm --filter @billfold/bench dev-start [-- --base main --head HEAD --runs 3]
// Each commit is cloned into a temporary folder (a local `git clone --shared`, so nothing of this
// checkout is touched) and installed once from the store. Each run cleans the clone to its
// just-installed state, starts `pnpm dev` there on free ports as a terminal would (its own process
// group), and notes when
//   web     Vite answers / and the app's entry module (its first transform),
//   api     GET /api/health answers 200 through Vite's proxy,
//   worker  GET /health/ready answers 200 on the worker's metrics server (METRICS_PORT),
//   line    'Billfold is ready on …' is printed (commits that print it),
//   cpu     the CPU seconds the whole process tree of `pnpm dev` had used when all three answered
//           (its live processes' own and reaped children's times, from /proc): the work done,
//           whatever the load; on an idle 2-core machine the start takes at least half of it,
// then presses Ctrl-C and notes how long the stop took and its exit code. The runs of the two
// commits alternate, so that both see the same load; the machine's load average is printed.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root } from './support/api-process.ts';
import { benchArgs } from './support/args.ts';

const { values: args } = benchArgs({
  base: { type: 'string', default: 'main' },
  head: { type: 'string', default: 'HEAD' },
  runs: { type: 'string', default: '3' },
  'timeout-seconds': { type: 'string', default: '900' },
  verbose: { type: 'boolean', default: false },
});
const RUNS = Number(args.runs);
const TIMEOUT_MS = Number(args['timeout-seconds']) * 1000;

interface Run {
  web?: number;
  api?: number;
  worker?: number;
  line?: number;
  /** All three answer. */
  all?: number;
  /** CPU seconds used by the process tree until then. */
  cpu?: number;
  stopSeconds?: number;
  exit?: string;
  failure?: string;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU seconds used by `pid` and every process under it: each live process's utime + stime, plus
 * cutime + cstime (its children that exited and were waited for; a live child counts itself).
 */
function treeCpuSeconds(pid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces), from field 3 on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      stats.set(Number(entry), { parent: Number(fields[1]), ticks });
    } catch {
      // Exited meanwhile.
    }
  }
  const inTree = (candidate: number): boolean => {
    for (let current = candidate, depth = 0; current > 1 && depth < 64; depth += 1) {
      if (current === pid) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [candidate, stat] of stats) if (inTree(candidate)) ticks += stat.ticks;
  return Math.round((ticks / TICKS) * 10) / 10;
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** A clone of `ref` in `folder`, installed. */
function prepare(ref: string, folder: string): string {
  const sha = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', root, folder]);
  execFileSync('git', ['checkout', '--quiet', '--detach', sha], { cwd: folder });
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], {
    cwd: folder,
    stdio: 'inherit',
  });
  return sha.slice(0, 10);
}

/** Back to the state right after `pnpm install` of a fresh clone. */
function clean(folder: string): void {
  execFileSync('git', ['clean', '-fdxq', '-e', 'node_modules'], { cwd: folder });
  // Vite keeps its pre-bundled dependencies under node_modules/.vite.
  execFileSync('rm', ['-rf', path.join(folder, 'apps/web/node_modules/.vite')]);
}

async function measure(folder: string): Promise<Run> {
  clean(folder);
  const [webPort, apiPort, databasePort, metricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_PORT: String(webPort),
    PORT: String(apiPort),
    EMBEDDED_DATABASE_PORT: String(databasePort),
    METRICS_PORT: String(metricsPort),
  };
  // The zero-setup path: embedded PostgreSQL, queue on it, dev outbox.
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'NODE_ENV',
    'PUBLIC_URL',
    'API_PORT',
  ])
    delete env[name];

  const started = Date.now();
  const child = spawn('pnpm', ['dev'], {
    cwd: folder,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const run: Run = {};
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    if (args.verbose) process.stdout.write(text);
    if (run.line === undefined && output.includes('Billfold is ready on'))
      run.line = seconds(Date.now() - started);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(String(signal ?? code))),
  );
  let exit: string | undefined;
  void exited.then((value) => (exit = value));

  const web = `http://localhost:${webPort}`;
  while (Date.now() - started < TIMEOUT_MS && exit === undefined) {
    const [webUp, apiUp, workerUp] = await Promise.all([
      run.web === undefined
        ? answers(`${web}/`).then((up) => up && answers(`${web}/src/main.tsx`))
        : true,
      run.api === undefined ? answers(`${web}/api/health`) : true,
      run.worker === undefined ? answers(`http://127.0.0.1:${metricsPort}/health/ready`) : true,
    ]);
    const now = seconds(Date.now() - started);
    if (webUp) run.web ??= now;
    if (apiUp) run.api ??= now;
    if (workerUp) run.worker ??= now;
    if (run.web !== undefined && run.api !== undefined && run.worker !== undefined) {
      run.cpu = treeCpuSeconds(child.pid!);
      run.all = Math.max(run.web, run.api, run.worker);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (run.all === undefined)
    run.failure =
      exit !== undefined ? `pnpm dev exited (${exit})` : `not ready in ${TIMEOUT_MS / 1000} s`;
  else if (run.line === undefined && /Billfold is ready/.test(output)) run.line = run.all;
  // Let the ready line come if it is about to.
  if (run.all !== undefined) await new Promise((resolve) => setTimeout(resolve, 1_500));

  const stopping = Date.now();
  try {
    process.kill(-child.pid!, 'SIGINT');
  } catch {
    // Gone already.
  }
  const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
  run.exit = await exited;
  clearTimeout(kill);
  run.stopSeconds = seconds(Date.now() - stopping);
  if (run.failure) console.error(`--- output of the failed run ---\n${output.slice(-4_000)}`);
  return run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
};

const workspace = await mkdtemp(path.join(tmpdir(), 'billfold-dev-start-'));
// As root, the embedded PostgreSQL runs as the postgres user, who must reach its cluster inside.
await chmod(workspace, 0o755);
try {
  const sides = [
    { name: 'base', ref: args.base, folder: path.join(workspace, 'base') },
    { name: 'head', ref: args.head, folder: path.join(workspace, 'head') },
  ]
    // --head equal to --base: that commit alone.
    .filter((side) => side.name === 'base' || args.head !== args.base)
    .map((side) => ({ ...side, sha: prepare(side.ref, side.folder), runs: [] as Run[] }));
  console.log(`load average at start: ${load()}`);
  for (let index = 0; index < RUNS; index += 1) {
    // Alternate which goes first, so that neither always runs right after the other's stop.
    const order = index % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const run = await measure(side.folder);
      side.runs.push(run);
      console.log(
        `${side.name} (${side.ref} ${side.sha}) run ${index + 1}: web ${run.web ?? '-'} s, api ${run.api ?? '-'} s, worker ${run.worker ?? '-'} s, all ${run.all ?? '-'} s, ready line ${run.line ?? '-'} s, CPU ${run.cpu ?? '-'} s; Ctrl-C: exit ${run.exit} in ${run.stopSeconds} s${run.failure ? ` (FAILED: ${run.failure})` : ''}; load ${load()}`,
      );
    }
  }
  console.log('\nmedians (seconds from `pnpm dev`):');
  console.log('side  commit      web    api    worker  all    ready line  CPU');
  const medians: Record<string, number> = {};
  const cpuMedians: Record<string, number> = {};
  for (const side of sides) {
    const of = (key: 'web' | 'api' | 'worker' | 'all' | 'line' | 'cpu') => {
      const values = side.runs.map((run) => run[key]).filter((v): v is number => v !== undefined);
      return values.length === side.runs.length ? median(values) : undefined;
    };
    medians[side.name] = of('all') ?? Number.NaN;
    cpuMedians[side.name] = of('cpu') ?? Number.NaN;
    const cell = (value: number | undefined) => String(value ?? '-').padEnd(7);
    console.log(
      `${side.name.padEnd(6)}${side.sha.padEnd(12)}${cell(of('web'))}${cell(of('api'))}${cell(of('worker')).padEnd(8)}${cell(of('all'))}${String(of('line') ?? '-').padEnd(12)}${of('cpu') ?? '-'}`,
    );
  }
  if (medians.head !== undefined)
    console.log(
      `\nhead/base: whole product answers ${(medians.head / medians.base!).toFixed(2)}x, CPU used until then ${(cpuMedians.head! / cpuMedians.base!).toFixed(2)}x`,
    );
  console.log(`load average at end: ${load()}`);
} finally {
  await rm(workspace, { recursive: true, force: true });
}
