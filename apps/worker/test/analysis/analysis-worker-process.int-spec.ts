import { analysisRunJob } from '@billfold/jobs';
import { resolveTestBackends, uniqueTestPrefix, waitFor } from '@billfold/jobs/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAnswer } from '../../src/testing/anthropic-stub.js';
import { pagesPdf } from '../fixtures/pdfs.js';
import { ensureWorkerBuilt, spawnWorker, type WorkerProcess } from '../support/built-worker.js';
import { testEnv } from '../support/test-env.js';
import { useAnthropicStub, useWorkerTestRig } from '../support/worker-test-rig.js';
import { initechAnswer } from '../fixtures/model-answers.js';

const backends = await resolveTestBackends(testEnv);

const ANSWER = initechAnswer('K-1');

/** Real worker processes (the built dist/main.js), killed and stopped the hard and the soft way. */
describe.each(backends.kinds)('analysis worker processes on %s', (kind) => {
  const prefix = uniqueTestPrefix('analysis-process');
  const processes: WorkerProcess[] = [];

  const start = () => {
    const worker = spawnWorker({
      DATABASE_URL: rig.database.url,
      ...(kind === 'redis' ? { REDIS_URL: testEnv.redisUrl } : {}),
      REDIS_PREFIX: prefix,
      STORAGE_DIR: rig.storageDir,
      ANTHROPIC_API_KEY: 'sk-test',
      ANTHROPIC_BASE_URL: anthropic.url,
      JOB_LOCK_DURATION_MS: '2000',
      RENDERER_POOL_SIZE: '1',
      LOG_LEVEL: 'info',
    });
    processes.push(worker);
    return worker;
  };

  async function upload(): Promise<{ id: string; userId: string }> {
    const [user] = await rig.dataSource.query<{ id: string }[]>(
      "INSERT INTO users (name, email) VALUES ('U', $1) RETURNING id",
      [`${randomUUID()}@example.com`],
    );
    const id = randomUUID();
    await rig.storage.put(`uploads/${id}.pdf`, await pagesPdf(3));
    await rig.dataSource.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size, pdf_key) VALUES ($1, $2, 'queued', 'a.pdf', 1, $3)",
      [id, user!.id, `uploads/${id}.pdf`],
    );
    await rig.producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: id });
    return { id, userId: user!.id };
  }

  const status = async (id: string) =>
    (
      await rig.dataSource.query<{ status: string }[]>(
        'SELECT status FROM analyses WHERE id = $1',
        [id],
      )
    )[0]?.status;

  const rig = useWorkerTestRig({ queue: kind, prefix, poolSize: 2, name: 'process' });
  const anthropic = useAnthropicStub();

  beforeAll(() => {
    ensureWorkerBuilt();
  });

  afterAll(async () => {
    for (const worker of processes)
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await Promise.all(processes.map((worker) => worker.exited));
  });

  it('finishes the job of a worker SIGKILLed mid-analysis on another worker, charging the pages once', async () => {
    // The first model call never answers: the first worker is mid-job when it dies.
    anthropic.answer({ status: 200, hang: true }, messageAnswer(ANSWER));
    const first = start();
    await first.waitForLog('Billfold worker ready', 30_000);
    const { id, userId } = await upload();
    await waitFor(
      'the model call',
      () => (anthropic.requests.length >= 1 ? true : undefined),
      30_000,
    );
    expect(await status(id)).toBe('processing');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start();
    await second.waitForLog('Billfold worker ready', 30_000);
    await waitFor(
      'the analysis to succeed elsewhere',
      async () => ((await status(id)) === 'succeeded' ? true : undefined),
      60_000,
    );

    expect(anthropic.requests.length).toBe(2);
    const ledger = await rig.dataSource.query<{ status: string; pages: number }[]>(
      'SELECT status, pages FROM usage_entries WHERE analysis_id = $1',
      [id],
    );
    expect(ledger).toEqual([{ status: 'committed', pages: 3 }]);
    const [period] = await rig.dataSource.query<{ pages_used: number }[]>(
      'SELECT pages_used FROM usage_periods WHERE user_id = $1',
      [userId],
    );
    expect(period?.pages_used).toBe(3);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });

  it('on SIGTERM finishes the running analysis, then exits 0', async () => {
    // A slow model: the analysis is still running when SIGTERM arrives.
    anthropic.answer({ ...messageAnswer(ANSWER), delayMs: 1_500 });
    const worker = start();
    await worker.waitForLog('Billfold worker ready', 30_000);
    const requestsBefore = anthropic.requests.length;
    const { id } = await upload();
    await waitFor(
      'the model call',
      () => (anthropic.requests.length > requestsBefore ? true : undefined),
      30_000,
    );
    expect(await status(id)).toBe('processing');
    worker.child.kill('SIGTERM');
    const exit = await worker.exited;
    expect(exit.code).toBe(0);
    expect(await status(id)).toBe('succeeded');
    const output = worker.output();
    expect(output.indexOf('SIGTERM received')).toBeLessThan(
      output.indexOf(`Analysis ${id} succeeded`),
    );
  });
});
