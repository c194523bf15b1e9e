import { DEV_OUTBOX_COOKIE, DEV_OUTBOX_COOKIE_PATH } from '@billfold/contract';
import type { Request, Response } from 'express';
import type { ApiEnv } from '../../config/api-config.js';
import { publicUrl } from '../../config/env.js';
import type { DevOutboxCredentials } from './dev-outbox-access.service.js';

const COOKIE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** The dev outbox's cookie: HttpOnly, SameSite=Strict, only on the outbox's path, 30 days. */
export function setDevOutboxCookie(response: Response, value: string, env: ApiEnv): void {
  response.cookie(DEV_OUTBOX_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl(env).startsWith('https:'),
    path: DEV_OUTBOX_COOKIE_PATH,
    maxAge: COOKIE_MAX_AGE_MS,
  });
}

/** What the request presents: a bearer token, the outbox cookie, both or neither. */
export function devOutboxCredentialsOf(request: Request): DevOutboxCredentials {
  const authorization = request.get('authorization');
  const bearer = authorization?.match(/^Bearer (\S{1,512})$/i)?.[1];
  const cookie = (request.cookies as Record<string, unknown> | undefined)?.[DEV_OUTBOX_COOKIE];
  return {
    ...(bearer ? { bearer } : {}),
    ...(typeof cookie === 'string' && cookie.length > 0 && cookie.length <= 512 ? { cookie } : {}),
  };
}
