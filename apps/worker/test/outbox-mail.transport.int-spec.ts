import { createDataSource, OutboxMailsRepository, type DataSource } from '@billfold/db';
import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import type { LoggerService } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../src/mail/mail-transport.js';
import { OutboxMailTransport } from '../src/mail/outbox-mail.transport.js';

const mail: OutgoingMail = {
  jobId: 'verify-email.outbox-1',
  from: 'Billfold <no-reply@billfold.local>',
  to: 'ada@example.com',
  subject: 'Verify your e-mail address',
  text: 'Welcome!\nVerify: https://billfold.local/verify-email?token=abc&email=ada%40example.com.\nOr sign in at http://localhost:5173/login',
  html: '<p>Welcome!</p>',
};

/** Keeps what is logged, to check the one line a developer reads. */
function recordingLogger(lines: string[]): LoggerService {
  return {
    log: (message: unknown) => void lines.push(String(message)),
    error: () => undefined,
    warn: () => undefined,
  };
}

describe('dev outbox mail transport', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let outbox: OutboxMailsRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    outbox = new OutboxMailsRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('stores the message and logs one line with its subject, recipient and every link', async () => {
    const lines: string[] = [];
    await new OutboxMailTransport(outbox, recordingLogger(lines)).deliver(mail);

    expect(await outbox.findByJobId(mail.jobId)).toMatchObject({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    expect(lines).toEqual([
      'Dev outbox: "Verify your e-mail address" to ada@example.com | links: ' +
        'https://billfold.local/verify-email?token=abc&email=ada%40example.com http://localhost:5173/login',
    ]);
  });

  it('stores one message per job id even when the job is delivered twice', async () => {
    const transport = new OutboxMailTransport(outbox, recordingLogger([]));
    const twice = { ...mail, jobId: 'verify-email.outbox-twice' };

    await transport.deliver(twice);
    await transport.deliver({ ...twice, subject: 'A retry renders the same mail again' });
    await Promise.all([transport.deliver(twice), transport.deliver(twice)]);

    const stored = (await outbox.listRecent(100)).filter((row) => row.jobId === twice.jobId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.subject).toBe(mail.subject);
  });
});
