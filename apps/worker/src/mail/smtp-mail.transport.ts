import { PermanentJobError } from '@billfold/jobs';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

/**
 * Whether an SMTP failure is permanent. A 5xx reply to the message or its recipient (no such
 * mailbox, rejected content) will not change on retry, nor will an envelope nodemailer cannot
 * build (no valid recipient). Authentication failures (530/535) and everything else (4xx,
 * connection trouble, timeouts) may, once the server or its configuration recovers, so they are
 * retried with backoff.
 */
function isPermanent(error: SmtpError): boolean {
  const status = error.responseCode;
  if (status === undefined) return error.code === 'EENVELOPE';
  return status >= 500 && status < 600 && status !== 530 && status !== 535;
}

/** Delivers through the SMTP server of SMTP_URL (smtp:// or smtps://) as a text + html message. */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    const domain = mail.from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'billfold.local';
    try {
      await this.transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same job always sends the same Message-ID, so a receiving system can drop the
        // duplicate when a retry follows a delivery whose acknowledgement was lost.
        messageId: `<${mail.jobId}@${domain}>`,
        headers: mail.template ? { 'X-Billfold-Template': mail.template } : {},
      });
    } catch (caught) {
      const error = caught as SmtpError;
      if (isPermanent(error))
        throw new PermanentJobError(`SMTP refused the message: ${error.message}`, { cause: error });
      throw error;
    }
  }

  close(): void {
    this.transporter.close();
  }
}
