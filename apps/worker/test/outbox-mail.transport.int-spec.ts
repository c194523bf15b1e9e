import { OutboxMailsRepository } from '@billfold/db';
import { openTestDataSource } from '@billfold/db/testing';
import type { LoggerService } from '@nestjs/common';
import { beforeAll, describe, expect, it } from 'vitest';
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
    warn: (message: unknown) => void lines.push(String(message)),
  };
}

describe('dev outbox mail transport', () => {
  let outbox: OutboxMailsRepository;

  beforeAll(async () => {
    const database = await openTestDataSource({ poolSize: 2 });
    outbox = new OutboxMailsRepository(database.dataSource);
    return database.close;
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

  it('in production stores the message but logs no link (logs leave the machine; links open accounts)', async () => {
    const lines: string[] = [];
    const production = { ...mail, jobId: 'verify-email.outbox-production' };
    await new OutboxMailTransport(outbox, recordingLogger(lines), { logLinks: false }).deliver(
      production,
    );

    expect(await outbox.findByJobId(production.jobId)).toMatchObject({
      to: mail.to,
      text: mail.text,
    });
    expect(lines).toEqual([
      'Mail not sent (SMTP_URL is unset): "Verify your e-mail address" to ada@example.com, kept in the dev outbox',
    ]);
    expect(lines.join('\n')).not.toContain('token=abc');
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
