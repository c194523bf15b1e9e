import { OutboxMailsRepository } from '@billfold/db';
import type { LoggerService } from '@nestjs/common';
import { findLinks } from './find-links.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

/**
 * The embedded default when SMTP_URL is unset: the message is stored (listed on the dev-only
 * outbox page) and logged with its links, so a local developer can click the verification link.
 */
export class OutboxMailTransport implements MailTransport {
  readonly kind = 'outbox';

  constructor(
    private readonly outbox: OutboxMailsRepository,
    private readonly logger: LoggerService,
  ) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    // Keyed by the job id: a retried or redelivered job stores one message.
    await this.outbox.saveOnce({
      jobId: mail.jobId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    const links = findLinks(mail.text);
    this.logger.log(
      `Dev outbox: "${mail.subject}" to ${mail.to}${links.length > 0 ? ` | links: ${links.join(' ')}` : ' | no links'}`,
    );
  }
}
