import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { freePort } from '@billfold/test-support/ports';
import { startE2eApp, viewports, type E2eApp } from '../src/harness.js';
import { invoicePdf } from '../src/invoice-pdf.js';

const ADMIN = { user: 'ops', password: 'correct-horse-battery-staple' };
const METRICS_TOKEN = 'metrics-token-for-browser-tests';

let app: E2eApp;
let workerMetrics: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  workerMetrics = `http://127.0.0.1:${metricsPort}`;
  app = await startE2eApp({
    worker: true,
    sharedStorage: true,
    env: {
      ADMIN_USER: ADMIN.user,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** The JSON log lines a process printed. */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('operations', () => {
  let analysisId: string;
  const requestId = `e2e-${randomUUID()}`;

  it('follows an upload from the API to the worker: one request id in both logs, both /metrics count it', async () => {
    const page = await app.newPage();
    await signUpAndSignIn(app, page);
    const upload = await page.request.post('/api/analyses', {
      multipart: {
        file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: await invoicePdf() },
      },
      headers: { origin: app.baseUrl, 'x-request-id': requestId },
    });
    expect(upload.status()).toBe(202);
    expect(upload.headers()['x-request-id']).toBe(requestId);
    analysisId = ((await upload.json()) as { id: string }).id;
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/analyses/${analysisId}`)).json()) as {
              status: string;
            }
          ).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('succeeded');

    const apiLines = jsonLines(app.serverOutput()).filter((line) => line.requestId === requestId);
    expect(
      apiLines.some((line) => String(line.msg).includes(`Analysis ${analysisId} queued`)),
    ).toBe(true);
    await expect
      .poll(
        () =>
          jsonLines(app.workerOutput()).filter(
            (line) => line.jobId === analysisId && line.requestId === requestId,
          ).length,
      )
      .toBeGreaterThanOrEqual(2);

    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    const apiMetrics = await (await fetch(`${app.baseUrl}/metrics`, { headers: auth })).text();
    expect(apiMetrics).toMatch(/^billfold_analyses_queued_total\{service="billfold-api"\} 1$/m);
    expect(apiMetrics).toMatch(
      /^billfold_http_request_duration_seconds_count\{[^}]*route="\/api\/analyses\/:id"[^}]*status_code="200"\} \d+$/m,
    );
    await expect
      .poll(
        async () =>
          (await (await fetch(`${workerMetrics}/metrics`, { headers: auth })).text()).match(
            /^billfold_pages_processed_total\{[^}]*\} (\d+)$/m,
          )?.[1],
      )
      .toBe('1');
    expect((await fetch(`${workerMetrics}/health/ready`)).status).toBe(200);
    await page.context().close();
  });

  it('serves a production bundle without the mock API (msw is development-only)', async () => {
    const worker = await fetch(`${app.baseUrl}/mockServiceWorker.js`);
    expect(await worker.text()).not.toContain('Mock Service Worker');
    const assets = path.resolve(import.meta.dirname, '../../../apps/web/dist/assets');
    for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(assets, file), 'utf8');
      expect(code.includes('mockServiceWorker'), file).toBe(false);
    }
  });

  it('shows the queue dashboard only behind the admin credentials', async () => {
    // Chromium cannot show a 401 with a Basic challenge headless (no prompt): the same browser
    // context's request API sees the answer.
    const anonymous = await app.newPage();
    expect((await anonymous.request.get('/admin/queues')).status()).toBe(401);
    await expect(anonymous.goto('/admin/queues')).rejects.toThrow(/ERR_INVALID_AUTH_CREDENTIALS/);
    await anonymous.context().close();

    const wrong = await app.newPage({
      httpCredentials: { username: ADMIN.user, password: 'not-the-password' },
    });
    expect((await wrong.request.get('/admin/queues')).status()).toBe(401);
    await wrong.context().close();

    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await app.newPage({
        viewport: viewports[viewport],
        httpCredentials: { username: ADMIN.user, password: ADMIN.password },
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const shown = await page.goto('/admin/queues');
      expect(shown?.status()).toBe(200);
      await page.getByText('analysis', { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.getByText('mail', { exact: true }).first().waitFor();
      await app.screenshot(page, `admin-queues-${viewport}`);

      // The analysis that just ran is listed among the completed jobs of its queue.
      await page.goto('/admin/queues/queue/analysis?status=completed');
      await page.getByText(analysisId).first().waitFor({ timeout: 20_000 });
      if (viewport === 'desktop') await app.screenshot(page, 'admin-queues-analysis-completed');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
