import { SMTPServer } from 'smtp-server';
import { freePort } from '@billfold/test-support/ports';

export interface ReceivedMail {
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  user: string | undefined;
}

export interface SmtpStub {
  /** smtp://user:password@127.0.0.1:port of the stub. */
  url: string;
  readonly received: ReceivedMail[];
  /** Messages whose DATA has arrived, acknowledged or not. */
  readonly arrived: number;
  /** Lets held messages through (see `hold`). */
  release(): void;
  stop(): Promise<void>;
}

export interface SmtpStubOptions {
  /** Keep each message's acknowledgement until release() (a slow server). */
  hold?: boolean;
  /** Answer every RCPT TO with this SMTP status (e.g. 550 no such mailbox, 451 try later). */
  rejectRecipient?: number;
}

/** A real SMTP server (smtp-server) on a free loopback port that keeps what it receives. */
export async function startSmtpStub(options: SmtpStubOptions = {}): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  let arrived = 0;
  let released = !options.hold;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true, // loopback only; no TLS certificate in tests
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipient) {
        const error = Object.assign(new Error('Recipient refused by the stub'), {
          responseCode: options.rejectRecipient,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived++;
        const finish = () => {
          received.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        };
        if (released) finish();
        else waiting.push(finish);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://mailer:smtp-secret@127.0.0.1:${port}`,
    received,
    get arrived() {
      return arrived;
    },
    release() {
      released = true;
      waiting.splice(0).forEach((finish) => finish());
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
