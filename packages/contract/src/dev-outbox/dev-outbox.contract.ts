import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import { text } from '../common/text.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

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

/** The cookie that opens the dev outbox in a browser, sent only to the outbox's own calls. */
export const DEV_OUTBOX_COOKIE = 'billfold_dev_outbox';
export const DEV_OUTBOX_COOKIE_PATH = '/api/dev/outbox';

export const DevOutboxErrorCode = codes('DEV_OUTBOX_TOKEN_REQUIRED');
export type DevOutboxErrorCode = CodeOf<typeof DevOutboxErrorCode>;

export const DevOutboxMessage = {
  tokenRequired:
    'The dev outbox needs its token: open the link that pnpm dev (or pnpm start) printed in the terminal.',
} as const;

export const DevOutboxSessionBodySchema = z.object({ token: text().min(1).max(512) });

/**
 * Local runs only (MAIL_DEV_OUTBOX): the e-mails the dev transport stored instead of sending.
 * Every call needs the outbox token (MAIL_DEV_OUTBOX_TOKEN, printed in the terminal at start):
 * `Authorization: Bearer <token>`, or the cookie that POST /dev/outbox/session sets.
 */
export const devOutboxContract = c.router({
  list: {
    method: 'GET',
    path: '/dev/outbox',
    summary:
      'The 50 newest e-mails of the dev outbox, newest first. 401 without the outbox token (the cookie or `Authorization: Bearer`), 404 when the outbox is off.',
    responses: {
      200: z.object({ mails: z.array(OutboxMailSchema) }),
      401: ErrorResponseSchema,
      404: ErrorResponseSchema,
    },
  },
  openSession: {
    method: 'POST',
    path: '/dev/outbox/session',
    summary:
      'Exchanges the outbox token (from the link printed in the terminal) for an HttpOnly, SameSite=Strict cookie sent only to /api/dev/outbox. 401 for a wrong token, 404 when the outbox is off.',
    body: DevOutboxSessionBodySchema,
    responses: { 204: c.noBody(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
  },
});
