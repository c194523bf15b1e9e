import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortFree } from '../../../scripts/lib/ports.ts';
import { freePort } from '@billfold/test-support/ports';

// `pnpm start` as a user runs it: node scripts/run.ts start in a terminal of its own (a process
// group that Ctrl-C signals as a whole), with the embedded PostgreSQL in a data folder of its own
// and free ports, so that it touches nothing of this machine's.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 240_000;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** node scripts/run.ts start, as the leader of its own process group (a terminal's foreground job). */
function start(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['scripts/run.ts', 'start'], {
    cwd: root,
    // Nothing of the test runner's environment (its DATABASE_URL, NODE_ENV=test) leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Ctrl-C in the terminal: SIGINT to every process of the foreground group. */
function pressCtrlC(run: Run): void {
  process.kill(-run.child.pid!, 'SIGINT');
}

async function waitUntilHealthy(run: Run, baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null)
      throw new Error(`pnpm start exited (${run.child.exitCode}):\n${run.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`pnpm start did not answer within ${START_TIMEOUT_MS} ms:\n${run.output()}`);
}

/**
 * A new data folder. Open to others: as root, PostgreSQL runs as the postgres user, which must
 * reach its cluster inside (mkdtemp's folders are the owner's only).
 */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'billfold-start-'));
  await chmod(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

/** Kills what a failed test may have left running (its whole group). */
function killGroup(run: Run | undefined): void {
  if (!run?.child.pid) return;
  try {
    process.kill(-run.child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

let dataDir: string;
let databasePort: number;
const leftovers: Run[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  for (const [what, file] of [
    ['the built API', 'apps/api/dist/main.js'],
    ['the built worker', 'apps/worker/dist/main.js'],
    ['the built web app', 'apps/web/dist/index.html'],
  ]) {
    if (!existsSync(path.join(root, file!)))
      throw new Error(`Missing ${what} (${file}): run \`pnpm build\` first.`);
  }
  dataDir = await newDataDir();
  databasePort = await freePort();
});

afterAll(async () => {
  leftovers.forEach(killGroup);
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('pnpm start', () => {
  // The first start also initialises the database cluster; the next ones reuse it, as a user's do.
  it.each([{ outbox: false }, { outbox: true }, { outbox: false }])(
    'starts, answers, and stops cleanly on Ctrl-C: apps first, then PostgreSQL, no error (dev outbox: $outbox)',
    async ({ outbox }) => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const run = start({
        DATA_DIR: dataDir,
        EMBEDDED_DATABASE_PORT: String(databasePort),
        PORT: String(port),
        ...(outbox ? { MAIL_DEV_OUTBOX: 'true' } : {}),
      });
      leftovers.push(run);
      await waitUntilHealthy(run, baseUrl);

      if (outbox) {
        // Asked for: served, to the holder of the token printed in the terminal only.
        const link = run
          .output()
          .match(/Read it at (http:\/\/localhost:\d+\/dev\/outbox#token=([\w-]{43}))/);
        expect(link?.[1]).toBe(`http://localhost:${port}/dev/outbox#token=${link?.[2]}`);
        expect((await fetch(`${baseUrl}/api/dev/outbox`)).status).toBe(401);
        const withToken = await fetch(`${baseUrl}/api/dev/outbox`, {
          headers: { authorization: `Bearer ${link?.[2]}` },
        });
        expect(withToken.status).toBe(200);
      } else {
        // The production start without SMTP_URL: no outbox, and the terminal says mail is not sent.
        expect((await fetch(`${baseUrl}/api/dev/outbox`)).status).toBe(404);
        expect(run.output()).toContain('e-mail: NOT SENT (no SMTP_URL)');
      }
      // Let the worker settle into waiting for jobs (its LISTEN connection open).
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      pressCtrlC(run);
      const exit = await run.exited;
      const output = run.output();
      expect(output).not.toMatch(/terminating connection/i);
      expect(output).not.toMatch(/unhandled/i);
      expect(output).not.toMatch(/error/i);
      expect(output).not.toMatch(/"level":[56]0/);
      expect(exit, output).toEqual({ code: 0, signal: null });
      expect(output).toContain('[billfold] stopping the embedded PostgreSQL');
      // Nothing left behind: PostgreSQL and the API have let go of their ports.
      expect(await isPortFree(databasePort, '127.0.0.1')).toBe(true);
      expect(await isPortFree(port, '127.0.0.1')).toBe(true);
    },
    START_TIMEOUT_MS + 60_000,
  );
});

describe('a second copy of pnpm start on the same machine', () => {
  it(
    'stops with the port and its variable named, or with what PostgreSQL said, never "undefined"',
    async () => {
      const port = await freePort();
      const first = start({
        DATA_DIR: dataDir,
        EMBEDDED_DATABASE_PORT: String(databasePort),
        PORT: String(port),
      });
      leftovers.push(first);
      await waitUntilHealthy(first, `http://127.0.0.1:${port}`);

      // The same database port asked for explicitly.
      const samePort = start({
        DATA_DIR: await newDataDir(),
        EMBEDDED_DATABASE_PORT: String(databasePort),
        PORT: String(await freePort()),
      });
      leftovers.push(samePort);
      expect((await samePort.exited).code).toBe(1);
      expect(samePort.output()).toContain(
        `[billfold] port ${databasePort} for the embedded PostgreSQL (EMBEDDED_DATABASE_PORT=${databasePort}) is taken: another program, or another copy of Billfold, listens on it. Stop it, or set EMBEDDED_DATABASE_PORT to a free port.`,
      );

      // The same API port asked for explicitly.
      const sameApiPort = start({
        DATA_DIR: dataDir,
        EMBEDDED_DATABASE_PORT: String(await freePort()),
        PORT: String(port),
      });
      leftovers.push(sameApiPort);
      expect((await sameApiPort.exited).code).toBe(1);
      expect(sameApiPort.output()).toContain(
        `[billfold] port ${port} for the API (PORT=${port}) is taken`,
      );

      // The same checkout (its data folder) started twice: PostgreSQL refuses the folder in use.
      const sameFolder = start({
        DATA_DIR: dataDir,
        EMBEDDED_DATABASE_PORT: String(await freePort()),
        PORT: String(await freePort()),
      });
      leftovers.push(sameFolder);
      expect((await sameFolder.exited).code).toBe(1);
      expect(sameFolder.output()).toContain('[billfold] the embedded PostgreSQL did not start: ');
      expect(sameFolder.output()).toMatch(/postmaster\.pid/);

      for (const second of [samePort, sameApiPort, sameFolder])
        expect(second.output()).not.toContain('undefined');

      // The first copy never noticed.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      pressCtrlC(first);
      expect((await first.exited).code).toBe(0);
    },
    START_TIMEOUT_MS + 60_000,
  );
});
