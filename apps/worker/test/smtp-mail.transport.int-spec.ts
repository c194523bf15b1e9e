import { PermanentJobError } from '@billfold/jobs';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../src/mail/mail-transport.js';
import { SmtpMailTransport } from '../src/mail/smtp-mail.transport.js';
import { startSmtpStub, type SmtpStub } from './support/smtp-stub.js';

const mail: OutgoingMail = {
  jobId: 'verify-email.0b7c',
  from: 'Billfold <no-reply@billfold.local>',
  to: 'ada@example.com',
  subject: 'Verify your e-mail address',
  text: 'Open https://billfold.local/verify-email?token=abc to verify.',
  html: '<p><a href="https://billfold.local/verify-email?token=abc">Verify</a></p>',
  template: 'verify-email',
};

describe('SMTP mail transport', () => {
  let stub: SmtpStub | undefined;
  let transport: SmtpMailTransport | undefined;

  afterEach(async () => {
    transport?.close();
    await stub?.stop();
  });

  it('sends a multipart text + html message from MAIL_FROM, authenticated with the URL credentials', async () => {
    stub = await startSmtpStub();
    transport = new SmtpMailTransport(stub.url);

    await transport.deliver(mail);

    expect(stub.received).toHaveLength(1);
    const [message] = stub.received;
    expect(message!.user).toBe('mailer');
    expect(message!.envelopeFrom).toBe('no-reply@billfold.local');
    expect(message!.envelopeTo).toEqual(['ada@example.com']);
    expect(message!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await PostalMime.parse(message!.raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.from).toMatchObject({ name: 'Billfold', address: 'no-reply@billfold.local' });
    expect(parsed.to).toEqual([expect.objectContaining({ address: 'ada@example.com' })]);
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html?.trim()).toBe(mail.html);
    // Deterministic per job, so a receiver can drop the duplicate of a retried delivery.
    expect(parsed.messageId).toBe('<verify-email.0b7c@billfold.local>');
    expect(parsed.headers.find((header) => header.key === 'x-billfold-template')?.value).toBe(
      'verify-email',
    );
  });

  it('fails permanently when the server refuses the recipient for good (5xx)', async () => {
    stub = await startSmtpStub({ rejectRecipient: 550 });
    transport = new SmtpMailTransport(stub.url);

    await expect(transport.deliver(mail)).rejects.toThrow(PermanentJobError);
  });

  it('fails transiently (to be retried) when the server asks to try later (4xx)', async () => {
    stub = await startSmtpStub({ rejectRecipient: 451 });
    transport = new SmtpMailTransport(stub.url);

    const error: unknown = await transport.deliver(mail).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentJobError);
  });

  it('fails transiently when the server is unreachable', async () => {
    stub = await startSmtpStub();
    const url = stub.url;
    await stub.stop();
    stub = undefined;
    transport = new SmtpMailTransport(url);

    const error: unknown = await transport.deliver(mail).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentJobError);
  });
});
