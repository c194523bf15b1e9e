import {
  createQueueBackend,
  JobConsumer,
  mailSendJob,
  type MailSendPayload,
  type QueueBackend,
} from '@billfold/jobs';

/**
 * Takes the mail.send jobs the API enqueues off the real queue and keeps them, so that tests
 * can read the links out of the messages the worker would deliver.
 */
export class MailCatcher {
  readonly mails: MailSendPayload[] = [];
  private backend?: QueueBackend;
  private consumer?: JobConsumer;

  async start(options: { databaseUrl: string; redisUrl?: string; prefix?: string }): Promise<void> {
    this.backend = await createQueueBackend(options);
    this.consumer = new JobConsumer(this.backend, [mailSendJob], {
      'mail.send': (payload) => {
        this.mails.push(payload);
        return Promise.resolve();
      },
    });
    await this.consumer.start();
  }

  /** Stops taking jobs; a second call does nothing. */
  async stop(): Promise<void> {
    const { consumer, backend } = this;
    this.consumer = undefined;
    this.backend = undefined;
    await consumer?.close({ timeoutMs: 5_000 });
    await backend?.close();
  }

  /** Waits for the next mail to `to` whose subject matches, and returns it. */
  async next(to: string, subject: RegExp, timeoutMs = 10_000): Promise<MailSendPayload> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.mails.findIndex(
        (mail) => mail.to === to.toLowerCase() && subject.test(mail.subject),
      );
      if (index >= 0) return this.mails.splice(index, 1)[0]!;
      if (Date.now() > deadline)
        throw new Error(`No mail "${String(subject)}" to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: MailSendPayload, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return new URL(match);
}
