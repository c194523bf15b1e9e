import type { CookieOptions, Request, Response } from 'express';
import type { ApiEnv } from '../../config/api-config.js';
import { publicUrl } from '../../config/env.js';

export const ACCESS_COOKIE = 'billfold_session';
export const REFRESH_COOKIE = 'billfold_refresh';
/** The refresh token is sent only to the calls that use it. */
const REFRESH_PATH = '/api/auth';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** HttpOnly, SameSite=Lax, Secure when the public address is https (SECURITY.md 8). */
export class SessionCookies {
  private readonly base: CookieOptions;

  constructor(private readonly env: ApiEnv) {
    this.base = { httpOnly: true, sameSite: 'lax', secure: publicUrl(env).startsWith('https:') };
  }

  set(response: Response, tokens: SessionTokens): void {
    response.cookie(ACCESS_COOKIE, tokens.accessToken, {
      ...this.base,
      path: '/',
      maxAge: this.env.AUTH_ACCESS_TTL_SECONDS * 1000,
    });
    response.cookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...this.base,
      path: REFRESH_PATH,
      maxAge: this.env.AUTH_SESSION_IDLE_TTL_SECONDS * 1000,
    });
  }

  /** New cookies after a rotation; none after a failed refresh (the session has ended). */
  afterRefresh(
    response: Response,
    outcome: { status: 'rotated'; tokens: SessionTokens } | { status: 'raced' | 'failed' },
  ): void {
    if (outcome.status === 'rotated') this.set(response, outcome.tokens);
    else if (outcome.status === 'failed') this.clear(response);
  }

  clear(response: Response): void {
    response.clearCookie(ACCESS_COOKIE, { ...this.base, path: '/' });
    response.clearCookie(REFRESH_COOKIE, { ...this.base, path: REFRESH_PATH });
  }

  accessToken(request: Request): string | undefined {
    return cookie(request, ACCESS_COOKIE);
  }

  refreshToken(request: Request): string | undefined {
    return cookie(request, REFRESH_COOKIE);
  }
}

function cookie(request: Request, name: string): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}
