import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueueAdmin, type QueueAdminEnvironment } from '../src/cli/queue-admin.js';
import {
  JobConsumer,
  JobProducer,
  mailSendJob,
  PermanentJobError,
  type QueueBackend,
} from '../src/index.js';
import { resolveTestBackends, waitFor } from '../src/testing/index.js';
import { openQueueFixture, type QueueFixture } from './support/queue-fixture.js';
import { testEnv } from './support/test-env.js';

const backends = await resolveTestBackends(testEnv);
const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe.each(backends.kinds)('queue-admin on %s', (kind) => {
  let fixture: QueueFixture | undefined;
  let environment: QueueAdminEnvironment;
  let backend: QueueBackend;
  let consumer: JobConsumer;
  let failNow = true;

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runQueueAdmin(args, environment, (line) => lines.push(line));
    return { code, lines };
  };

  beforeAll(async () => {
    fixture = await openQueueFixture(kind, 'queue-admin');
    ({ backend, location: environment } = fixture);
    consumer = new JobConsumer(backend, [mailSendJob], {
      'mail.send': () =>
        failNow
          ? Promise.reject(new PermanentJobError('mailbox does not exist'))
          : Promise.resolve(),
    });
    await consumer.start();
    const producer = new JobProducer(backend);
    await producer.enqueue(mailSendJob, mail, { jobId: 'mail.one', requestId: 'req-admin-1' });
    await producer.enqueue(mailSendJob, mail, { jobId: 'mail.two' });
    await producer.close();
    const inspect = backend.openQueue('mail');
    await waitFor('both jobs to fail', async () =>
      (await inspect.getJobCounts('failed')).failed === 2 ? true : undefined,
    );
  });

  afterAll(async () => {
    await consumer?.close();
    await fixture?.cleanup();
  });

  it('counts the jobs of every queue by state', async () => {
    const { code, lines } = await run('counts');
    expect(code).toBe(0);
    const counts = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ queue: 'mail', failed: 2 }),
        expect.objectContaining({ queue: 'analysis', failed: 0 }),
      ]),
    );
  });

  it('lists failed jobs with their reason and request id, and shows one', async () => {
    const { lines } = await run('failed', 'mail');
    const failed = lines.map(
      (line) => JSON.parse(line) as { id: string; failedReason: string; requestId: string | null },
    );
    expect(failed.map((job) => job.id).sort()).toEqual(['mail.one', 'mail.two']);
    expect(failed.find((job) => job.id === 'mail.one')).toMatchObject({
      failedReason: 'mailbox does not exist',
      requestId: 'req-admin-1',
    });
    const shown = await run('show', 'mail', 'mail.one');
    expect(JSON.parse(shown.lines.join('\n'))).toMatchObject({
      id: 'mail.one',
      state: 'failed',
      data: mail,
    });
    expect((await run('show', 'mail', 'mail.none')).code).toBe(1);
  });

  it('retries one failed job, then all of them', async () => {
    failNow = false;
    const inspect = backend.openQueue('mail');
    expect(await run('retry', 'mail', 'mail.one')).toEqual({
      code: 0,
      lines: [JSON.stringify({ retried: ['mail.one'] })],
    });
    await waitFor('mail.one to complete', async () =>
      (await (await inspect.getJob('mail.one'))?.getState()) === 'completed' ? true : undefined,
    );
    expect((await run('retry', 'mail', 'mail.one')).code).toBe(1);
    expect(await run('retry', 'mail')).toEqual({
      code: 0,
      lines: [JSON.stringify({ retried: 1 })],
    });
    await waitFor('mail.two to complete', async () =>
      (await (await inspect.getJob('mail.two'))?.getState()) === 'completed' ? true : undefined,
    );
  });

  it('prints its usage for an unknown command or queue', async () => {
    expect((await run('purge')).code).toBe(2);
    expect((await run('failed', 'nope')).code).toBe(2);
  });
});
