import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';

const c = initContract();

export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** Local runs only (MAIL_DEV_OUTBOX): the e-mails the dev transport stored instead of sending. */
export const devOutboxContract = c.router({
  list: {
    method: 'GET',
    path: '/dev/outbox',
    summary: 'The 50 newest e-mails of the dev outbox, newest first. 404 when the outbox is off.',
    responses: { 200: z.object({ mails: z.array(OutboxMailSchema) }), 404: ErrorResponseSchema },
  },
});
