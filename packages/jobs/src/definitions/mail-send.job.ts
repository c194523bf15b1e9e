import { z } from 'zod';
import { defineJob } from './job-definition.js';

/** Queue of outgoing e-mail. */
export const MAIL_QUEUE = 'mail';

/**
 * One message to one recipient, already rendered (the accounts work renders verification, reset
 * and password-changed mails and enqueues them with a deterministic job id).
 */
export const MailSendPayloadSchema = z.object({
  to: z.email({ error: 'must be an e-mail address' }).max(320),
  subject: z.string().min(1).max(500),
  text: z.string().min(1),
  html: z.string().min(1),
  /** Name of the template the message was rendered from, for logs and the dev outbox. */
  template: z.string().min(1).max(100).optional(),
});
export type MailSendPayload = z.infer<typeof MailSendPayloadSchema>;

/** Sends one e-mail through SMTP, or stores it in the dev outbox when SMTP is not configured. */
export const mailSendJob = defineJob({
  queue: MAIL_QUEUE,
  name: 'mail.send',
  payload: MailSendPayloadSchema,
});
