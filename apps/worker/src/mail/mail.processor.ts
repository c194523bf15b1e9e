import type { JobContext, MailSendPayload } from '@billfold/jobs';
import { Inject, Injectable } from '@nestjs/common';
import { SendMailService } from './send-mail.service.js';

/** The mail.send job: payload in, SendMailService does the work. */
@Injectable()
export class MailSendProcessor {
  constructor(@Inject(SendMailService) private readonly sendMail: SendMailService) {}

  process(payload: MailSendPayload, context: JobContext): Promise<void> {
    return this.sendMail.send(payload, context.jobId);
  }
}
