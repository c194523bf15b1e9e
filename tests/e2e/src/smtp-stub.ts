import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from '@billfold/test-support/ports';
import { waitFor } from '@billfold/jobs/testing';

export interface DeliveredMail {
  /** The message as it arrived, headers and MIME parts included. */
  raw: string;
  envelopeTo: string[];
  parsed: Email;
}

export interface SmtpStub {
  /** smtp://127.0.0.1:<port> of the stub. */
  url: string;
  readonly delivered: DeliveredMail[];
  /** The newest message to `to` whose subject matches, once `count` such messages have arrived. */
  waitForMail(to: string, subject: RegExp, count?: number): Promise<DeliveredMail>;
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free loopback port that keeps what it receives. */
export async function startSmtpStub(): Promise<SmtpStub> {
  const delivered: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw).then(
          (parsed) => {
            delivered.push({
              raw,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    waitForMail(to, subject, count = 1) {
      return waitFor(
        `${count} message(s) "${subject.source}" to ${to} at the SMTP stub`,
        async () => {
          const matching = delivered.filter(
            (mail) => mail.envelopeTo.includes(to) && subject.test(mail.parsed.subject ?? ''),
          );
          return Promise.resolve(matching.length >= count ? matching.at(-1) : undefined);
        },
        15_000,
        150,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
