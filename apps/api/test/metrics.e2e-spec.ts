import { ANALYSIS_QUEUE, createQueueBackend, type QueueBackend } from '@billfold/jobs';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import { metricSample } from '@billfold/test-support/metrics';

const TOKEN = 'metrics-token-for-the-api-test';
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let api: RunningApi;
let storageDir: string;
let queue: QueueBackend;

/** One sample of a metric from Prometheus' text format, by its exact labels. */
async function scrape(token = TOKEN): Promise<string> {
  const response = await fetch(`${api.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function upload(client: HttpClient, requestId: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'invoice.pdf');
  const response = await client.postForm('/api/analyses', body, { 'x-request-id': requestId });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-api-metrics-'));
  api = await startApi({
    STORAGE_DIR: storageDir,
    METRICS_TOKEN: TOKEN,
    PLAN_FREE_MONTHLY_QUOTA: '1',
  });
  queue = await createQueueBackend({ databaseUrl: api.database.url });
});
afterAll(async () => {
  await queue?.close();
  await api?.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('GET /metrics', () => {
  it('answers 401 without the bearer token, or with a wrong one', async () => {
    const anonymous = await fetch(`${api.baseUrl}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      (
        await fetch(`${api.baseUrl}/metrics`, {
          headers: { authorization: 'Bearer not-the-token-at-all' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } }))
        .status,
    ).toBe(401);
  });

  it('serves the Prometheus text format with process metrics', async () => {
    const response = await fetch(`${api.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE billfold_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^billfold_api_process_resident_memory_bytes\{service="billfold-api"\} \d+/m,
    );
  });

  it('times requests by route template, never by raw URL', async () => {
    const alice = await signedInUser(api);
    const id = randomUUID();
    expect((await alice.client.json('GET', `/api/analyses/${id}`)).status).toBe(404);
    expect((await alice.client.json('GET', `/api/analyses/${randomUUID()}?x=1`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/no-such-route/${id}`)).status).toBe(404);

    const text = await scrape();
    expect(
      metricSample(text, 'billfold_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/analyses/:id',
        status_code: '404',
      }),
    ).toBe(2);
    expect(
      metricSample(text, 'billfold_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/login-email',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metricSample(text, 'billfold_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts queued uploads and quota refusals; the upload request id travels in the job', async () => {
    const before = await scrape();
    const queuedBefore = metricSample(before, 'billfold_analyses_queued_total', {}) ?? 0;
    const bob = await signedInUser(api);
    const requestId = `upload-${randomUUID()}`;
    const first = await upload(bob.client, requestId);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const job = await queue.openQueue(ANALYSIS_QUEUE).getJob(String(first.body.id));
    expect(job?.data).toEqual({ analysisId: first.body.id, requestId });

    // The free plan has one page a month here; no worker runs, so charge that page the way the
    // worker would once it has counted the queued PDF's pages.
    await api.dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1)",
      [bob.id],
    );
    const refused = await upload(bob.client, `upload-${randomUUID()}`);
    expect(refused.status).toBe(402);

    const after = await scrape();
    expect(metricSample(after, 'billfold_analyses_queued_total', {})).toBe(queuedBefore + 1);
    expect(metricSample(after, 'billfold_quota_refusals_total', { plan: 'free' })).toBe(1);
    expect(
      metricSample(after, 'billfold_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/analyses',
        status_code: '402',
      }),
    ).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is open (for a scraper on a private network)', async () => {
    const open = await startApi({}, { catchMail: false });
    try {
      expect((await fetch(`${open.baseUrl}/metrics`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
