import type { RedirectProvider } from '@billfold/contract';
import type { CookieOptions, Request, Response } from 'express';
import type { ApiEnv } from '../../../config/api-config.js';
import { publicUrl } from '../../../config/env.js';
import { OAUTH_FLOW_TTL_MS } from './oauth-flows.service.js';

/**
 * The browser's key to its sign-in through a provider's page: HttpOnly (scripts never see it),
 * SameSite=Lax, sent only to /api/auth, one per provider, as long-lived as the flow.
 */
export class OAuthFlowCookies {
  private readonly options: CookieOptions;

  constructor(env: ApiEnv) {
    this.options = {
      httpOnly: true,
      sameSite: 'lax',
      secure: publicUrl(env).startsWith('https:'),
      path: '/api/auth',
    };
  }

  set(response: Response, provider: RedirectProvider, browserKey: string): void {
    response.cookie(name(provider), browserKey, { ...this.options, maxAge: OAUTH_FLOW_TTL_MS });
  }

  read(request: Request, provider: RedirectProvider): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[name(provider)];
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
  }

  clear(response: Response, provider: RedirectProvider): void {
    response.clearCookie(name(provider), this.options);
  }
}

const name = (provider: RedirectProvider) => `billfold_oauth_${provider}`;
