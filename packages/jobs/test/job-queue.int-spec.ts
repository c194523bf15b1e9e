import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidJobPayloadError,
  JobConsumer,
  JobProducer,
  MAIL_QUEUE,
  MissingProcessorError,
  PermanentJobError,
  mailSendJob,
  type BullQueue,
  type JobContext,
  type MailSendPayload,
} from '../src/index.js';
import { gate, resolveTestBackends, waitFor } from '../src/testing/index.js';
import { openQueueFixture, type QueueFixture } from './support/queue-fixture.js';
import { testEnv } from './support/test-env.js';

const backends = await resolveTestBackends(testEnv);

const mail = (overrides: Partial<MailSendPayload> = {}): MailSendPayload => ({
  to: 'ada@example.com',
  subject: 'Verify your e-mail address',
  text: 'Open https://billfold.local/verify?token=abc to verify.',
  html: '<p><a href="https://billfold.local/verify?token=abc">Verify</a></p>',
  template: 'verify-email',
  ...overrides,
});

// mail.send with retries 20 ms apart, so retry tests take milliseconds instead of minutes.
const quickMailSendJob = {
  ...mailSendJob,
  defaults: { ...mailSendJob.defaults, backoff: { type: 'fixed', delay: 20 } },
};

describe.each(backends.kinds)('job queue on %s', (kind) => {
  let fixture: QueueFixture;
  let inspect: BullQueue;
  let producer: JobProducer;
  const consumers: JobConsumer[] = [];

  beforeAll(async () => {
    fixture = await openQueueFixture(kind, 'job-queue');
    inspect = fixture.backend.openQueue(MAIL_QUEUE);
  });

  afterAll(async () => {
    await inspect?.close();
    await fixture?.cleanup();
  });

  beforeEach(() => {
    producer = new JobProducer(fixture.backend);
  });

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((consumer) => consumer.close()));
    await producer.close();
    // Each test starts from an empty queue.
    await inspect.obliterate({ force: true });
  });

  function consume(
    process: (payload: MailSendPayload, context: JobContext) => Promise<void> | void,
    concurrency = 1,
  ): JobConsumer {
    const consumer = new JobConsumer(
      fixture.backend,
      [mailSendJob],
      {
        'mail.send': async (payload, context) => {
          await process(payload, context);
        },
      },
      { concurrency },
    );
    consumers.push(consumer);
    return consumer;
  }

  const stateOf = async (jobId: string) => (await inspect.getJob(jobId))?.getState();
  const whenState = (jobId: string, state: string) =>
    waitFor(`job ${jobId} to be ${state}`, async () =>
      (await stateOf(jobId)) === state ? true : undefined,
    );

  it('delivers a mail.send job to its processor with the parsed payload and the job id', async () => {
    const received: [MailSendPayload, JobContext][] = [];
    await consume((payload, context) => {
      received.push([payload, context]);
    }).start();

    await producer.enqueue(mailSendJob, mail(), { jobId: 'verify-email.round-trip' });

    await whenState('verify-email.round-trip', 'completed');
    expect(received).toHaveLength(1);
    expect(received[0]![0]).toEqual(mail());
    expect(received[0]![1]).toMatchObject({
      jobId: 'verify-email.round-trip',
      jobName: 'mail.send',
      attempt: 1,
      maxAttempts: 5,
    });
  });

  it('carries the request id beside the payload: stored in the job, given to the processor, never to the payload', async () => {
    const received: [MailSendPayload, JobContext][] = [];
    await consume((payload, context) => {
      received.push([payload, context]);
    }).start();

    await producer.enqueue(mailSendJob, mail(), {
      jobId: 'mail.with-request',
      requestId: 'req-1234abcd',
    });
    // An id that could smuggle anything into logs is left out rather than stored.
    await producer.enqueue(mailSendJob, mail(), {
      jobId: 'mail.bad-request',
      requestId: 'bad id\n{"level":60}',
    });

    await whenState('mail.with-request', 'completed');
    await whenState('mail.bad-request', 'completed');
    expect((await inspect.getJob('mail.with-request'))?.data).toEqual({
      ...mail(),
      requestId: 'req-1234abcd',
    });
    expect((await inspect.getJob('mail.bad-request'))?.data).toEqual(mail());
    const byId = new Map(
      received.map(([payload, context]) => [context.jobId, { payload, context }]),
    );
    expect(byId.get('mail.with-request')?.payload).toEqual(mail());
    expect(byId.get('mail.with-request')?.context.requestId).toBe('req-1234abcd');
    expect(byId.get('mail.bad-request')?.context.requestId).toBeUndefined();
  });

  it('retries a transient failure with backoff until it succeeds', async () => {
    const attempts: number[] = [];
    await consume((_payload, context) => {
      attempts.push(context.attempt);
      if (context.attempt < 3) throw new Error('SMTP server busy, try again later');
    }).start();

    await producer.enqueue(quickMailSendJob, mail(), { jobId: 'mail.transient' });

    await whenState('mail.transient', 'completed');
    expect(attempts).toEqual([1, 2, 3]);
    expect((await inspect.getJob('mail.transient'))?.attemptsMade).toBe(3);
  });

  it('fails a permanent failure at once, without retrying', async () => {
    let calls = 0;
    await consume(() => {
      calls++;
      throw new PermanentJobError('mailbox does not exist');
    }).start();

    await producer.enqueue(quickMailSendJob, mail(), { jobId: 'mail.permanent' });

    await whenState('mail.permanent', 'failed');
    // Give a (wrong) retry every chance to happen: retries are 20 ms apart.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const job = await inspect.getJob('mail.permanent');
    expect(calls).toBe(1);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toContain('mailbox does not exist');
    expect(await job?.getState()).toBe('failed');
  });

  it('refuses an invalid payload on enqueue and enqueues nothing', async () => {
    const invalid = { ...mail(), to: 'not an address', subject: '' };

    const error = await producer
      .enqueue(mailSendJob, invalid, { jobId: 'mail.invalid' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidJobPayloadError);
    expect((error as InvalidJobPayloadError).issues.join('\n')).toMatch(/^to: /m);
    expect((error as InvalidJobPayloadError).issues.join('\n')).toMatch(/^subject: /m);
    expect(await inspect.getJob('mail.invalid')).toBeUndefined();
    expect(Object.values(await inspect.getJobCounts()).reduce((sum, count) => sum + count, 0)).toBe(
      0,
    );
  });

  it('refuses a job id that is not a deterministic domain id', async () => {
    await expect(producer.enqueue(mailSendJob, mail(), { jobId: 'verify:1' })).rejects.toThrow(
      InvalidJobPayloadError,
    );
    await expect(producer.enqueue(mailSendJob, mail(), { jobId: '42' })).rejects.toThrow(
      /only digits/,
    );
  });

  it('fails an invalid payload permanently on dequeue (written without the producer)', async () => {
    let calls = 0;
    await consume(() => {
      calls++;
    }).start();

    // As an older release or a hand-written job would: straight onto the queue, unvalidated.
    await inspect.add(
      'mail.send',
      { to: 'nobody', subject: 42 },
      { ...quickMailSendJob.defaults, jobId: 'mail.injected' },
    );

    await whenState('mail.injected', 'failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const job = await inspect.getJob('mail.injected');
    expect(calls).toBe(0);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/Invalid payload for job "mail.send"/);
    expect(await job?.getState()).toBe('failed');
  });

  it('keeps one job when the same job id is enqueued twice', async () => {
    await producer.enqueue(mailSendJob, mail({ subject: 'first' }), {
      jobId: 'verify-email.twice',
    });
    await producer.enqueue(mailSendJob, mail({ subject: 'second' }), {
      jobId: 'verify-email.twice',
    });
    expect((await inspect.getJobCounts()).waiting).toBe(1);

    const subjects: string[] = [];
    await consume((payload) => {
      subjects.push(payload.subject);
    }).start();
    await whenState('verify-email.twice', 'completed');
    // Still harmless once the job has run: the finished job is kept, so nothing new is added.
    await producer.enqueue(mailSendJob, mail({ subject: 'third' }), {
      jobId: 'verify-email.twice',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(subjects).toEqual(['first']);
    expect((await inspect.getJobCounts()).completed).toBe(1);
  });

  it('refuses to start when a declared job has no processor, naming the job', () => {
    const build = () => new JobConsumer(fixture.backend, [mailSendJob], {});
    expect(build).toThrow(MissingProcessorError);
    expect(build).toThrow('No processor registered for job "mail.send".');
  });

  it('closes gracefully: the running job finishes and no new job is taken', async () => {
    const started: string[] = [];
    const release = gate();
    // Several slots free, so the worker is waiting for more jobs when it is asked to close.
    const consumer = consume(async (_payload, context) => {
      started.push(context.jobId);
      await release.promise;
    }, 4);
    await consumer.start();
    await producer.enqueue(mailSendJob, mail(), { jobId: 'mail.in-flight' });
    await waitFor('the first job to start', () => (started.length === 1 ? true : undefined));

    let closed = false;
    const closing = consumer.close().then((result) => {
      closed = true;
      return result;
    });
    await producer.enqueue(mailSendJob, mail(), { jobId: 'mail.after-close' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false); // still waiting for the running job

    release.open();
    expect(await closing).toEqual({ drained: true });
    expect(await stateOf('mail.in-flight')).toBe('completed');
    expect(started).toEqual(['mail.in-flight']);
    expect(await stateOf('mail.after-close')).toBe('waiting');
  });

  it('starts no job once closing, even one that arrives while it closes; such a job stays waiting', async () => {
    // The arrival races the close, so try it at several offsets (the race is real: BullMQ can hand
    // out a job it fetched as close() began, and the consumer must give it back untouched).
    for (const offsetMs of [0, 1, 2, 4]) {
      const startedAt: number[] = [];
      const release = gate();
      const consumer = consume(async () => {
        startedAt.push(performance.now());
        await release.promise;
      }, 4);
      try {
        await consumer.start();
        await producer.enqueue(mailSendJob, mail(), { jobId: 'mail.running' });
        await waitFor('the running job to start', () =>
          startedAt.length === 1 ? true : undefined,
        );

        const arriving = producer.enqueue(mailSendJob, mail(), { jobId: 'mail.arriving' });
        await new Promise((resolve) => setTimeout(resolve, offsetMs));
        const closeCalledAt = performance.now();
        const closing = consumer.close();
        await arriving;
        release.open();
        await closing;

        expect(startedAt.every((at) => at < closeCalledAt)).toBe(true);
        expect(await stateOf('mail.running')).toBe('completed');
        // Either it was taken before the close began (and finished), or it waits, untouched, for
        // the next worker.
        const arrived = await inspect.getJob('mail.arriving');
        const state = await arrived?.getState();
        expect(['completed', 'waiting']).toContain(state);
        expect(arrived?.attemptsMade).toBe(state === 'completed' ? 1 : 0);
      } finally {
        release.open();
        await consumer.close();
        await inspect.obliterate({ force: true });
      }
    }
  });
});

if (backends.skipped) {
  describe.skip(`job queue on redis: skipped, ${backends.skipped}`, () => {
    it('runs every queue test on Redis', () => undefined);
  });
}
