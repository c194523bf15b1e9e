// What the benchmarks that go through the API share: the built API as a child process on a
// free loopback port, and a signed-in user (registered through the API, marked verified in the
// database, signed in for a session cookie).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The worker's Node flags, as its start script (apps/worker/package.json) and `pnpm start` use them. */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'];
/** The worker's environment beyond its configuration, as its start script and `pnpm start` set it. */
export const WORKER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Spawns `node apps/<app>/dist/main.js` in production mode with `env` (nothing else inherited but
 * PATH). `ownSession`: in a session of its own, as a container or a service unit of its own would
 * be. Linux shares the CPU between sessions first (autogroups, on by default), so on a busy shared
 * machine every process of one session together gets one session's share, however many there are.
 */
export function spawnApp(
  app: 'api' | 'worker',
  env: Record<string, string>,
  options: {
    stdout?: 'ignore' | 'inherit';
    nodeFlags?: string[];
    ownSession?: boolean;
    /** Another checkout whose build runs instead of this one's (a baseline to compare with). */
    checkout?: string;
  } = {},
): ChildProcess {
  const { stdout = 'ignore', nodeFlags = [], ownSession = false, checkout = root } = options;
  return spawn(process.execPath, [...nodeFlags, path.join(checkout, `apps/${app}/dist/main.js`)], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ...(app === 'worker' ? WORKER_PROCESS_ENV : {}),
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
    detached: ownSession,
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The API at ${baseUrl} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type SpawnOptions = Parameters<typeof spawnApp>[2];

/**
 * The built API on a free local address: `env` with HOST, PORT and PUBLIC_URL added (returned as
 * `env`, for a worker that is to know the API's address too), the process and its address.
 */
export async function spawnApi(
  env: Record<string, string>,
  options?: SpawnOptions,
): Promise<{ api: ChildProcess; baseUrl: string; env: Record<string, string> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const served = { ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl };
  return { api: spawnApp('api', served, options), baseUrl, env: served };
}

/** The built worker with `env`, on the small heap a worker runs with (WORKER_NODE_FLAGS). */
export function spawnWorker(env: Record<string, string>, options: SpawnOptions = {}): ChildProcess {
  return spawnApp('worker', env, { nodeFlags: WORKER_NODE_FLAGS, ...options });
}

/** A verified, signed-in e-mail user; returns the session cookie header. */
export async function signedInCookie(
  baseUrl: string,
  database: pg.Pool,
  options: { plan?: string; email?: string } = {},
): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const email = options.email ?? 'bench@example.com';
  const password = 'a bench password';
  await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench', email, password }),
  });
  await database.query(
    'UPDATE users SET email_verified = true, plan_code = coalesce($2, plan_code) WHERE email = $1',
    [email, options.plan ?? null],
  );
  const login = await fetch(`${baseUrl}/api/auth/login-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
