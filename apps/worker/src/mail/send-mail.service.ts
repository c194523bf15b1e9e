import type { MailSendPayload } from '@billfold/jobs';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

/** Sends one e-mail of a mail.send job: from MAIL_FROM, through the configured transport. */
@Injectable()
export class SendMailService {
  constructor(
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  async send(mail: MailSendPayload, jobId: string): Promise<void> {
    await this.transport.deliver({
      jobId,
      from: this.env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
    });
  }
}
