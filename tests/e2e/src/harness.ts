import { UsersRepository, createDataSource, type DataSource } from '@billfold/db';
import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { beforeEach, onTestFailed } from 'vitest';
import { freePort } from '@billfold/test-support/ports';
import { openForSuite } from '@billfold/test-support/suite-value';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = path.join(root, 'apps/api/dist/main.js');
const workerMain = path.join(root, 'apps/worker/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');
export const screenshotDir = path.join(root, 'tests/e2e/.test-results/screenshots');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The network is closed: without these Chromium keeps trying to reach Google's services.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export interface StackOptions {
  /**
   * Serve the dev outbox (`MAIL_DEV_OUTBOX=true` with a fresh `MAIL_DEV_OUTBOX_TOKEN`, as
   * pnpm dev does): where the worker's e-mails can be read by the holder of the token.
   */
  devOutbox?: boolean;
  /**
   * Also start the built worker (`apps/worker/dist/main.js`), which delivers the queued e-mails:
   * into the dev outbox, or by SMTP when `env` has an SMTP_URL.
   */
  worker?: boolean;
  /**
   * One fresh storage folder (STORAGE_DIR) for the API and the worker, removed when the stack
   * stops: the worker finds the uploaded PDFs and the API serves the page images it rendered.
   * One renderer (RENDERER_POOL_SIZE=1) is enough for a test.
   */
  sharedStorage?: boolean;
  /** More environment for the API and the worker (each takes what it knows), e.g. SMTP_URL. */
  env?: Record<string, string>;
}

/** The built API (serving the built web app) and optionally the built worker, on a fresh database. */
export interface Stack {
  /** The address of the running app, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The token that opens the dev outbox (`devOutbox: true`; else undefined). */
  devOutboxToken: string | undefined;
  /** Runs SQL on the app's database (tests use it to expire tokens and sessions). */
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /**
   * Marks an account's e-mail address verified in the app's database: the shortcut that stands
   * in for following the e-mailed link (the accounts tests cover the link itself).
   */
  markEmailVerified(email: string): Promise<void>;
  /** Everything the API process printed so far. */
  serverOutput(): string;
  /** Everything the worker process printed so far ('' without a worker). */
  workerOutput(): string;
  /** Throws, with its output, when the worker has stopped (a test waiting for mail fails clearly). */
  assertWorkerRunning(): void;
  stop(): Promise<void>;
}

export interface E2eApp extends Stack {
  browser: Browser;
  /** A page in a fresh browser context (own cookies), desktop-sized unless told otherwise. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Saves a full-page screenshot as .test-results/screenshots/<name>.png. */
  screenshot(page: Page, name: string): Promise<string>;
}

/** The last part of a growing log, enough to explain a failure without flooding the report. */
function tail(text: string, max = 8_000): string {
  return text.length > max ? `…${text.slice(-max)}` : text;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `The API exited (${child.exitCode ?? child.signalCode}) before it was healthy. Its output:\n${tail(output())}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The API was not healthy after ${timeoutMs} ms (last: ${last}). Its output:\n${tail(output())}`,
  );
}

async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Starts `node <main>` with exactly `env` (nothing of the test runner's environment leaks in). */
function startProcess(
  main: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: path.dirname(main),
    env: {
      ...(process.env.PATH ? { PATH: process.env.PATH } : {}),
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = tail(output + chunk.toString('utf8'), 200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** Runs the cleanups in reverse order, all of them, and reports every failure. */
function cleanupStack() {
  const cleanups: (() => Promise<void>)[] = [];
  return {
    add: (cleanup: () => Promise<void>) => cleanups.push(cleanup),
    async run() {
      const errors: unknown[] = [];
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          errors.push(error);
        }
      }
      cleanups.length = 0;
      if (errors.length > 0) throw new AggregateError(errors, 'Tearing down the e2e app failed');
    },
  };
}

/**
 * Starts the real production build: a fresh database, the built API (`apps/api/dist/main.js`)
 * serving the built web app (`apps/web/dist`) on a free loopback port, and, when asked, the
 * built worker on the same database (the job queue is BullMQ on PostgreSQL there).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const required: [string, string][] = [
    ['the built API', apiMain],
    ['the built web app', path.join(webDist, 'index.html')],
  ];
  if (options.worker) required.push(['the built worker', workerMain]);
  for (const [what, file] of required) {
    if (!existsSync(file))
      throw new Error(`Missing ${what} (${path.relative(root, file)}): run \`pnpm build\` first.`);
  }

  const cleanups = cleanupStack();
  try {
    // The API serves a snapshot of the built web app: a rebuild while the tests run (apps/web's
    // build empties dist/ first) cannot change or break the app under test.
    const webSnapshot = await mkdtemp(path.join(tmpdir(), 'billfold-web-'));
    cleanups.add(() => rm(webSnapshot, { recursive: true, force: true }));
    await cp(webDist, webSnapshot, { recursive: true });
    if (!existsSync(path.join(webSnapshot, 'index.html'))) {
      throw new Error(
        `apps/web/dist changed while it was copied (a build is running?): run the tests again.`,
      );
    }

    const env = { ...options.env };
    if (options.sharedStorage) {
      const storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-e2e-storage-'));
      cleanups.add(() => rm(storageDir, { recursive: true, force: true }));
      Object.assign(env, { STORAGE_DIR: storageDir, RENDERER_POOL_SIZE: '1' }, options.env);
    }

    // The API applies the migrations itself (DATABASE_MIGRATE_ON_START), as in production.
    const database: TestDatabase = await createTestDatabase({ migrate: false });
    cleanups.add(() => database.drop());

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const devOutboxToken = options.devOutbox ? randomBytes(32).toString('base64url') : undefined;
    const api = startProcess(apiMain, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATABASE_MIGRATE_ON_START: 'true',
      WEB_DIST_DIR: webSnapshot,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...(devOutboxToken ? { MAIL_DEV_OUTBOX: 'true', MAIL_DEV_OUTBOX_TOKEN: devOutboxToken } : {}),
      ...env,
    });
    cleanups.add(() => stopProcess(api.child));
    await waitForHealth(baseUrl, api.child, api.output);

    // Started once the API has migrated the database; it picks up whatever was queued before.
    const worker = options.worker
      ? startProcess(workerMain, {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          LOG_LEVEL: 'warn',
          ...env,
        })
      : undefined;
    if (worker) cleanups.add(() => stopProcess(worker.child));

    const dataSource: DataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    cleanups.add(() => dataSource.destroy());

    return {
      baseUrl,
      devOutboxToken,
      query: <T>(sql: string, parameters?: unknown[]) => dataSource.query<T[]>(sql, parameters),
      async markEmailVerified(email) {
        const users = new UsersRepository(dataSource);
        const user = await users.findByEmail(email);
        if (!user) throw new Error(`No account for ${email}`);
        await users.markEmailVerified(user.id);
      },
      serverOutput: api.output,
      workerOutput: () => worker?.output() ?? '',
      assertWorkerRunning() {
        if (!worker)
          throw new Error('This app was started without a worker: startStack({ worker: true })');
        if (exited(worker.child)) {
          throw new Error(
            `The worker exited (${worker.child.exitCode ?? worker.child.signalCode}). Its output:\n${tail(worker.output())}`,
          );
        }
      },
      stop: () => cleanups.run(),
    };
  } catch (error) {
    await cleanups.run().catch(() => undefined);
    throw error;
  }
}

/** The stack of `startStack` and headless Chromium to drive it. */
export async function startE2eApp(options: StackOptions = {}): Promise<E2eApp> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  const stack = await startStack(options);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    await mkdir(screenshotDir, { recursive: true });
  } catch (error) {
    await stack.stop().catch(() => undefined);
    throw error;
  }
  return {
    ...stack,
    browser,
    async newPage(contextOptions = {}) {
      const context = await browser.newContext({
        baseURL: stack.baseUrl,
        viewport: viewports.desktop,
        ...contextOptions,
      });
      const page = await context.newPage();
      recordApiCalls(page);
      return page;
    },
    async screenshot(page, name) {
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      return file;
    },
    async stop() {
      try {
        await browser.close();
      } finally {
        await stack.stop();
      }
    },
  };
}

/**
 * The suite's app: `startE2eApp` in a beforeAll of the calling suite (options read then, so they
 * may name stubs that an earlier hook started), stopped after its tests. The handle reads the
 * running app; touching it outside a test or hook of the suite throws.
 */
export function useE2eApp(options: StackOptions | (() => StackOptions) = {}): E2eApp {
  const app = openForSuite(
    'The e2e app',
    () => startE2eApp(typeof options === 'function' ? options() : options),
    (opened) => opened.stop(),
    120_000,
  );
  beforeEach(() => {
    const before = new Set(openPages(app));
    onTestFailed(({ task }) => reportFailure(app, task.name, before));
  });
  return app;
}

/** The last API calls of each page, "GET /api/… → 200", for the report of a failed test. */
const apiCalls = new WeakMap<Page, string[]>();
const API_CALLS_KEPT = 20;

function recordApiCalls(page: Page): void {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  const keep = (call: string) => {
    calls.push(`${new Date().toISOString().slice(11, 23)} ${call}`);
    if (calls.length > API_CALLS_KEPT) calls.shift();
  };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  page.on('response', (response) => {
    if (isApi(response.url()))
      keep(`${response.request().method()} ${pathOf(response.url())} → ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url()))
      keep(`${request.method()} ${pathOf(request.url())} failed: ${request.failure()?.errorText}`);
  });
}

function openPages(app: E2eApp): Page[] {
  return app.browser.contexts().flatMap((context) => context.pages());
}

/**
 * What a failed test leaves to explain it: the pages it opened (a screenshot each, their address
 * and what they show) and the last of the API's and the worker's output.
 */
async function reportFailure(app: E2eApp, test: string, before: Set<Page>): Promise<void> {
  const pages = openPages(app).filter((page) => !before.has(page) && !page.isClosed());
  const shown: string[] = [];
  for (const [index, page] of pages.entries()) {
    const name = `failed-${test.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index + 1}`;
    try {
      const file = await app.screenshot(page, name);
      let text = await page.locator('body').innerText({ timeout: 2_000 });
      // A dialog that closed but left the page hidden from assistive technology hides every role.
      // (Run in the page as text: the packages that type-check this file have no DOM types.)
      const hidden = await page.evaluate<string[]>(
        `[...document.querySelectorAll('[aria-hidden="true"], [inert]')]
          .filter((element) => (element.textContent ?? '').trim().length > 40)
          .map((element) => '<' + element.tagName.toLowerCase() + ' id="' + element.id + '">')`,
      );
      if (hidden.length > 0) text += `\nHidden from assistive technology: ${hidden.join(', ')}`;
      const calls = apiCalls.get(page) ?? [];
      shown.push(
        `${page.url()} (${path.relative(root, file)}):\n${tail(text, 3_000)}\nIts last API calls:\n${calls.join('\n')}`,
      );
    } catch (error) {
      shown.push(`${page.url()}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.error(
    [
      `"${test}" failed.`,
      ...shown.map((page) => `Page ${page}`),
      `API output:\n${tail(app.serverOutput(), 6_000)}`,
      ...(app.workerOutput() ? [`Worker output:\n${tail(app.workerOutput(), 4_000)}`] : []),
    ].join('\n\n'),
  );
}
