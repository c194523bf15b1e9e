import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import {
  createQueueBackend,
  JobProducer,
  MAIL_QUEUE,
  mailSendJob,
  type BullQueue,
  type QueueBackend,
} from '@billfold/jobs';
import { waitFor } from '@billfold/jobs/testing';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureWorkerBuilt, spawnWorker, type WorkerProcess } from './support/built-worker.js';
import { startSmtpStub, type SmtpStub } from './support/smtp-stub.js';

/** The database URL with a password in it (the local test server trusts and ignores it). */
function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  if (!parsed.password) parsed.password = password;
  return parsed.toString();
}

describe('the built worker (node apps/worker/dist/main.js)', () => {
  let database: TestDatabase;
  let queue: QueueBackend;
  let producer: JobProducer;
  let inspect: BullQueue;
  let smtp: SmtpStub | undefined;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    ensureWorkerBuilt();
    database = await createTestDatabase();
    queue = await createQueueBackend({ databaseUrl: database.url });
    producer = new JobProducer(queue);
    inspect = queue.openQueue(MAIL_QUEUE);
  }, 120_000);

  afterEach(async () => {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    worker = undefined;
    smtp?.release();
    await smtp?.stop();
    smtp = undefined;
    await inspect.obliterate({ force: true });
  });

  afterAll(async () => {
    await producer?.close();
    await queue?.close();
    await database?.drop();
  });

  it('on SIGTERM finishes the running job, takes no new one and exits 0', async () => {
    smtp = await startSmtpStub({ hold: true });
    const databaseUrl = withPassword(database.url, 'db-secret');
    worker = spawnWorker({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Billfold <no-reply@billfold.test>',
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: '2',
    });
    await worker.waitForLog('Billfold worker ready');

    await producer.enqueue(
      mailSendJob,
      { to: 'ada@example.com', subject: 'Running', text: 'One', html: '<p>One</p>' },
      { jobId: 'mail.running' },
    );
    const stub = smtp;
    await waitFor('the message to reach the SMTP server', () =>
      stub.arrived === 1 ? true : undefined,
    );

    worker.child.kill('SIGTERM');
    await worker.waitForLog('SIGTERM received');
    await producer.enqueue(
      mailSendJob,
      { to: 'bob@example.com', subject: 'Later', text: 'Two', html: '<p>Two</p>' },
      { jobId: 'mail.later' },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(worker.child.exitCode).toBeNull(); // still finishing the running job

    smtp.release();
    expect(await worker.exited).toEqual({ code: 0, signal: null });

    expect(smtp.received).toHaveLength(1);
    expect((await PostalMime.parse(smtp.received[0]!.raw)).subject).toBe('Running');
    expect(await (await inspect.getJob('mail.running'))?.getState()).toBe('completed');
    expect(await (await inspect.getJob('mail.later'))?.getState()).toBe('waiting');

    const output = worker.output();
    // JSON logs, and no secret of the configuration in them.
    const lines = output.trim().split('\n');
    expect(
      lines.every((line) => typeof (JSON.parse(line) as { msg?: unknown }).msg === 'string'),
    ).toBe(true);
    expect(output).toContain('Mail transport: SMTP at smtp://127.0.0.1:');
    expect(output).toContain('Worker stopped');
    expect(output).not.toContain('smtp-secret');
    expect(output).not.toContain(new URL(databaseUrl).password);
  });

  it('refuses to start with a bad environment, listing every bad variable, and exits 1', async () => {
    worker = spawnWorker({
      REDIS_URL: 'http://cache',
      SMTP_URL: 'ftp://mail',
      WORKER_CONCURRENCY: 'many',
    });

    expect(await worker.exited).toEqual({ code: 1, signal: null });
    const output = worker.output();
    expect(output).toContain('Billfold worker cannot start. Invalid environment:');
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WORKER_CONCURRENCY'])
      expect(output).toContain(`- ${variable}:`);
  });

  it('refuses to start when the database is unreachable, without showing its password, and exits 1', async () => {
    worker = spawnWorker({
      DATABASE_URL: 'postgres://billfold:db-secret@127.0.0.1:1/billfold',
      LOG_LEVEL: 'error',
    });

    expect(await worker.exited).toEqual({ code: 1, signal: null });
    const output = worker.output();
    expect(output).toContain('Billfold worker cannot start.');
    expect(output).toContain('postgres://127.0.0.1:1/billfold is unreachable');
    expect(output).not.toContain('db-secret');
  });
});
