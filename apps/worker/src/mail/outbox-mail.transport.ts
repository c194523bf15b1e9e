import { OutboxMailsRepository } from '@billfold/db';
import type { LoggerService } from '@nestjs/common';
import { findLinks } from './find-links.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

/**
 * The embedded default when SMTP_URL is unset: the message is stored (listed on the dev outbox
 * page, for the holder of its token) and logged, in development with its links so that a local
 * developer can click the verification link in the terminal. In production the links stay out of
 * the logs (they open accounts, and logs travel): the line says the mail was not sent.
 */
export class OutboxMailTransport implements MailTransport {
  readonly kind = 'outbox';
  private readonly logLinks: boolean;

  constructor(
    private readonly outbox: OutboxMailsRepository,
    private readonly logger: LoggerService,
    options: { logLinks?: boolean } = {},
  ) {
    this.logLinks = options.logLinks ?? true;
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    // Keyed by the job id: a retried or redelivered job stores one message.
    await this.outbox.saveOnce({
      jobId: mail.jobId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (!this.logLinks) {
      this.logger.warn(
        `Mail not sent (SMTP_URL is unset): "${mail.subject}" to ${mail.to}, kept in the dev outbox`,
      );
      return;
    }
    const links = findLinks(mail.text);
    this.logger.log(
      `Dev outbox: "${mail.subject}" to ${mail.to}${links.length > 0 ? ` | links: ${links.join(' ')}` : ' | no links'}`,
    );
  }
}
