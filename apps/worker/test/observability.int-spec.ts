import { analysisRunJob } from '@billfold/jobs';
import { redisReachable, uniqueTestPrefix, waitFor } from '@billfold/jobs/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAnswer } from '../src/testing/anthropic-stub.js';
import { pagesPdf } from './fixtures/pdfs.js';
import { ensureWorkerBuilt, spawnWorker, type WorkerProcess } from './support/built-worker.js';
import { testEnv } from './support/test-env.js';
import { useAnthropicStub, useWorkerTestRig } from './support/worker-test-rig.js';
import { initechAnswer } from './fixtures/model-answers.js';
import { metricSample } from '@billfold/test-support/metrics';
import { freePort } from '@billfold/test-support/ports';

const TOKEN = 'metrics-token-for-tests';
const ANSWER = initechAnswer('M-1');

/** One sample of a metric from Prometheus' text format, by its exact labels. */
const redisUp = await redisReachable(testEnv.redisUrl);
if (!redisUp && testEnv.ci) throw new Error(`CI needs Redis at ${testEnv.redisUrl}`);

/** The built worker on Redis, as in production: its metrics and health server and its JSON logs. */
describe.skipIf(!redisUp)('worker observability (built worker on Redis)', () => {
  let worker: WorkerProcess;
  let metricsUrl: string;
  const prefix = uniqueTestPrefix('observability');

  const rig = useWorkerTestRig({ queue: 'redis', prefix, poolSize: 2, name: 'observability' });
  const anthropic = useAnthropicStub();

  beforeAll(async () => {
    ensureWorkerBuilt();
    anthropic.answer(messageAnswer(ANSWER, { usage: { input_tokens: 1500, output_tokens: 120 } }));
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}`;
    worker = spawnWorker({
      DATABASE_URL: rig.database.url,
      REDIS_URL: testEnv.redisUrl,
      REDIS_PREFIX: prefix,
      STORAGE_DIR: rig.storageDir,
      ANTHROPIC_API_KEY: 'sk-test',
      ANTHROPIC_BASE_URL: anthropic.url,
      RENDERER_POOL_SIZE: '1',
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
    });
    await worker.waitForLog('Billfold worker ready', 60_000);
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.child.exitCode === null) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });

  it('answers liveness and readiness for the orchestrator', async () => {
    const live = await fetch(`${metricsUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${metricsUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      queue: 'up',
      queueBackend: 'redis',
      draining: false,
    });
    expect((await fetch(`${metricsUrl}/nothing-here`)).status).toBe(404);
  });

  it('serves metrics only to the bearer of METRICS_TOKEN', async () => {
    const anonymous = await fetch(`${metricsUrl}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(
      (
        await fetch(`${metricsUrl}/metrics`, {
          headers: { authorization: 'Bearer wrong-token-of-same-size' },
        })
      ).status,
    ).toBe(401);
  });

  it('after a real analysis: pages, tokens, cost, job duration and queue depth scraped; the request id in its log lines', async () => {
    const [user] = await rig.dataSource.query<{ id: string }[]>(
      "INSERT INTO users (name, email) VALUES ('U', $1) RETURNING id",
      [`${randomUUID()}@example.com`],
    );
    const id = randomUUID();
    const requestId = `req-${randomUUID()}`;
    await rig.storage.put(`uploads/${id}.pdf`, await pagesPdf(2));
    await rig.dataSource.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size, pdf_key) VALUES ($1, $2, 'queued', 'a.pdf', 1, $3)",
      [id, user!.id, `uploads/${id}.pdf`],
    );
    await rig.producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: id, requestId });
    await waitFor(
      'the analysis to succeed',
      async () => {
        const [row] = await rig.dataSource.query<{ status: string }[]>(
          'SELECT status FROM analyses WHERE id = $1',
          [id],
        );
        return row?.status === 'succeeded' ? true : undefined;
      },
      60_000,
    );

    const scrape = async () => {
      const response = await fetch(`${metricsUrl}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    // The job's completion is recorded just after the row is written, and BullMQ moves it to
    // 'completed' only after the processor returns: scrape until both show.
    const text = await waitFor('the completed job in the metrics', async () => {
      const body = await scrape();
      return metricSample(body, 'billfold_job_duration_seconds_count', {
        queue: 'analysis',
        job: 'analysis.run',
        outcome: 'completed',
      }) === 1 &&
        metricSample(body, 'billfold_queue_jobs', { queue: 'analysis', state: 'completed' }) === 1
        ? body
        : undefined;
    });
    expect(
      metricSample(text, 'billfold_analyses_total', { outcome: 'succeeded', extractor: 'claude' }),
    ).toBe(1);
    expect(metricSample(text, 'billfold_pages_processed_total', { extractor: 'claude' })).toBe(2);
    const [row] = await rig.dataSource.query<
      { model: string; input_tokens: number; output_tokens: number; cost_usd: string }[]
    >('SELECT model, input_tokens, output_tokens, cost_usd FROM analyses WHERE id = $1', [id]);
    expect(row!.input_tokens).toBeGreaterThan(0);
    expect(
      metricSample(text, 'billfold_model_tokens_total', { model: row!.model, kind: 'input' }),
    ).toBe(row!.input_tokens);
    expect(
      metricSample(text, 'billfold_model_tokens_total', { model: row!.model, kind: 'output' }),
    ).toBe(row!.output_tokens);
    expect(metricSample(text, 'billfold_analysis_model_tokens_count', { model: row!.model })).toBe(
      1,
    );
    expect(metricSample(text, 'billfold_model_cost_usd_total', { model: row!.model })).toBeCloseTo(
      Number(row!.cost_usd),
      6,
    );
    expect(metricSample(text, 'billfold_analysis_cost_usd_count', { model: row!.model })).toBe(1);
    expect(
      metricSample(text, 'billfold_queue_jobs', { queue: 'analysis', state: 'completed' }),
    ).toBe(1);
    expect(metricSample(text, 'billfold_queue_jobs', { queue: 'analysis', state: 'waiting' })).toBe(
      0,
    );
    expect(metricSample(text, 'billfold_queue_jobs', { queue: 'mail', state: 'active' })).toBe(0);

    // JSON log lines of the job carry the id of the request that queued it.
    const lines = worker
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofJob = lines.filter((line) => line.jobId === id);
    expect(ofJob.length).toBeGreaterThanOrEqual(2);
    expect(ofJob.every((line) => line.requestId === requestId)).toBe(true);
    expect(ofJob.some((line) => String(line.msg).startsWith('Completed analysis.run'))).toBe(true);
    expect(ofJob.some((line) => String(line.msg).includes(`Analysis ${id} succeeded`))).toBe(true);
  });
});
