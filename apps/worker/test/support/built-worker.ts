import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const workerMain = path.join(workerDir, 'dist/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure dist/main.js is built from the current sources (turbo builds the dependencies
 * before tests, not the package itself). The workspace packages it imports must be built.
 */
export function ensureWorkerBuilt(): void {
  for (const dependency of ['contract', 'db', 'jobs', 'storage']) {
    const dist = path.join(workerDir, 'node_modules/@billfold', dependency, 'dist/index.js');
    if (!existsSync(dist))
      throw new Error(
        `@billfold/${dependency} is not built: run pnpm --filter @billfold/worker... build`,
      );
  }
  if (
    existsSync(workerMain) &&
    statSync(workerMain).mtimeMs >= newestMtime(path.join(workerDir, 'src'))
  )
    return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: workerDir,
    stdio: 'inherit',
  });
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when a stdout line contains `text`. */
  waitForLog(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `node dist/main.js` with exactly the given environment (nothing inherited but PATH). */
export function spawnWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, [workerMain], {
    cwd: workerDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'pipe',
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    waitForLog(text, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`No "${text}" from the worker within ${timeoutMs} ms. Output:\n${output}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (listeners.has(check)) {
            cleanup();
            reject(new Error(`The worker exited before "${text}". Output:\n${output}`));
          }
        });
        check();
      });
    },
  };
}
