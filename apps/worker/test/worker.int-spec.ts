import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import { createDataSource, OutboxMailsRepository } from '@billfold/db';
import {
  createQueueBackend,
  defineJob,
  JobProducer,
  MAIL_QUEUE,
  mailSendJob,
  MissingProcessorError,
  type BullQueue,
  type MailSendPayload,
  type QueueBackend,
} from '@billfold/jobs';
import {
  deleteRedisKeys,
  gate,
  resolveTestBackends,
  uniqueTestPrefix,
  waitFor,
} from '@billfold/jobs/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bootstrapWorker, type RunningWorker } from '../src/bootstrap-worker.js';
import type { MailTransport, OutgoingMail } from '../src/mail/mail-transport.js';
import { testEnv } from './support/test-env.js';
import { workerEnv } from './support/worker-env.js';

const backends = await resolveTestBackends(testEnv);

const mail = (subject: string): MailSendPayload => ({
  to: 'ada@example.com',
  subject,
  text: `${subject}: https://billfold.local/verify-email?token=abc`,
  html: `<p>${subject}</p>`,
  template: 'verify-email',
});

/** A transport that holds every delivery until released (a slow SMTP server, in effect). */
function slowTransport() {
  const held = gate();
  const started: string[] = [];
  const delivered: string[] = [];
  const transport: MailTransport = {
    kind: 'slow',
    async deliver(outgoing: OutgoingMail) {
      started.push(outgoing.jobId);
      await held.promise;
      delivered.push(outgoing.jobId);
    },
  };
  return { transport, started, delivered, release: held.open };
}

describe.each(backends.kinds)('worker on %s', (kind) => {
  let database: TestDatabase;
  const prefix = uniqueTestPrefix('worker');
  let queue: QueueBackend; // the producing side, as the API holds it
  let producer: JobProducer;
  let inspect: BullQueue;
  const workers: RunningWorker[] = [];

  const env = () =>
    workerEnv({
      DATABASE_URL: database.url,
      REDIS_URL: kind === 'redis' ? testEnv.redisUrl : undefined,
      REDIS_PREFIX: prefix,
      WORKER_CONCURRENCY: '4',
    });
  const boot = async (options: Omit<Parameters<typeof bootstrapWorker>[0], 'env'> = {}) => {
    const worker = await bootstrapWorker({ env: env(), ...options });
    workers.push(worker);
    return worker;
  };
  const stateOf = async (jobId: string) => (await inspect.getJob(jobId))?.getState();

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await createQueueBackend({
      redisUrl: kind === 'redis' ? testEnv.redisUrl : undefined,
      databaseUrl: database.url,
      prefix,
    });
    producer = new JobProducer(queue);
    inspect = queue.openQueue(MAIL_QUEUE);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await inspect.obliterate({ force: true });
  });

  afterAll(async () => {
    await producer?.close();
    await queue?.close();
    if (kind === 'redis') await deleteRedisKeys(testEnv.redisUrl, prefix);
    await database?.drop();
  });

  it('takes a mail.send job enqueued through JobProducer and delivers it to the dev outbox', async () => {
    const worker = await boot();
    const outbox = worker.app.get(OutboxMailsRepository);

    await producer.enqueue(mailSendJob, mail('Verify your e-mail address'), {
      jobId: 'verify-email.boot',
    });

    const stored = await waitFor(
      'the mail in the outbox',
      async () => (await outbox.findByJobId('verify-email.boot')) ?? undefined,
    );
    expect(stored).toMatchObject({ to: 'ada@example.com', subject: 'Verify your e-mail address' });
    await waitFor('the job to complete', async () =>
      (await stateOf('verify-email.boot')) === 'completed' ? true : undefined,
    );
  });

  it('refuses to boot when a declared job has no processor, naming it, and leaves no connection open', async () => {
    const reportExport = defineJob({
      queue: 'report',
      name: 'report.export',
      payload: z.object({ reportId: z.number() }),
    });

    const error: unknown = await boot({ declaredJobs: [mailSendJob, reportExport] }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(MissingProcessorError);
    expect((error as Error).message).toBe('No processor registered for job "report.export".');
    const observer = createDataSource({
      url: database.url,
      poolSize: 1,
      applicationName: 'billfold-test',
    });
    await observer.initialize();
    try {
      const rows = await observer.query<{ open: string }[]>(
        "SELECT count(*) AS open FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'billfold-worker%'",
      );
      expect(Number(rows[0]!.open)).toBe(0);
    } finally {
      await observer.destroy();
    }
  });

  it('shuts down gracefully mid-job: the running job finishes and no new job is taken', async () => {
    const slow = slowTransport();
    const worker = await boot({ mailTransport: slow.transport });
    await producer.enqueue(mailSendJob, mail('In flight'), { jobId: 'mail.in-flight' });
    await waitFor('the first mail to be on its way', () =>
      slow.started.length === 1 ? true : undefined,
    );

    let closed = false;
    const closing = worker.close().then((result) => {
      closed = true;
      return result;
    });
    await producer.enqueue(mailSendJob, mail('Arrives during shutdown'), {
      jobId: 'mail.during-shutdown',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false); // waiting for the running job

    slow.release();
    expect(await closing).toEqual({ drained: true });
    expect(slow.delivered).toEqual(['mail.in-flight']);
    expect(slow.started).toEqual(['mail.in-flight']);
    expect(await stateOf('mail.in-flight')).toBe('completed');
    expect(await stateOf('mail.during-shutdown')).toBe('waiting');
  });
});

if (backends.skipped) {
  describe.skip(`worker on redis: skipped, ${backends.skipped}`, () => {
    it('runs every worker queue test on Redis', () => undefined);
  });
}
