import { PassportStrategy } from '@nestjs/passport';
import OAuth2Strategy from 'passport-oauth2';
import type { OAuthFlowsService } from '../oauth-flows.service.js';
import { avatarUrl, displayName, type ProviderProfile } from '../provider-profile.js';
import type { OAuthClientConfig } from '../social-providers.js';
import { strategyOptions } from './oauth-flow.store.js';

/** SPEC.md section 7: the scopes of the microblogging provider (OAuth 2.0 scopes, DESIGN.md). */
export const X_SCOPES = ['tweet.read', 'users.read'];

const TIMEOUT_MS = 10_000;

interface XUser {
  id?: unknown;
  name?: string;
  username?: string;
  profile_image_url?: string;
}

/**
 * X (Twitter) with OAuth 2.0 authorization code + PKCE S256 through passport-oauth2 (registered
 * with passport as 'twitter'), as a confidential client. Its sign-in scopes give no e-mail address.
 */
export class XStrategy extends PassportStrategy(OAuth2Strategy, 'twitter') {
  constructor(
    private readonly config: OAuthClientConfig,
    flows: OAuthFlowsService,
  ) {
    super({
      ...strategyOptions('twitter', config, flows),
      scope: X_SCOPES,
      scopeSeparator: ' ',
    });
    // X authenticates a confidential client with HTTP Basic at its token endpoint, and the secret
    // goes nowhere else; passport-oauth2's client (node-oauth) would put it in the body.
    const client = this._oauth2;
    client.getOAuthAccessToken = ((
      code: string,
      // grant_type, redirect_uri and code_verifier: passport-oauth2 always passes them.
      params: Record<string, string>,
      callback: (error: unknown, accessToken?: string) => void,
    ) => {
      this.exchange(code, params).then(
        (accessToken) => callback(null, accessToken),
        (error: unknown) => callback(error),
      );
    }) as typeof client.getOAuthAccessToken;
  }

  validate(_accessToken: string, _refreshToken: string, profile: ProviderProfile): ProviderProfile {
    return profile;
  }

  /** users/me: the profile X shows of the user the token is for. */
  override userProfile(accessToken: string, done: (error?: unknown, profile?: unknown) => void) {
    const url = new URL(`${this.config.apiUrl}/users/me`);
    url.searchParams.set('user.fields', 'profile_image_url');
    this.send(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new HttpFailure(response.status, await response.text());
        const { data } = (await response.json()) as { data?: XUser };
        if (!data || typeof data.id !== 'string' || data.id === '')
          throw new Error('users/me gave no user id');
        const profile: ProviderProfile = {
          provider: 'twitter',
          subject: data.id,
          email: null,
          emailVerified: false,
          name: displayName(data.name, data.username),
          avatarUrl: avatarUrl(data.profile_image_url),
        };
        return profile;
      })
      .then(
        (profile) => done(null, profile),
        (error: unknown) =>
          done(
            error instanceof HttpFailure
              ? new OAuth2Strategy.InternalOAuthError('Failed to fetch user profile', error)
              : error,
          ),
      );
  }

  private async exchange(code: string, params: Record<string, string>): Promise<string> {
    const credentials = Buffer.from(
      `${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret)}`,
    ).toString('base64');
    const response = await this.send(new URL(this.config.tokenUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      // grant_type, redirect_uri and code_verifier, as passport-oauth2 set them.
      body: new URLSearchParams({ ...params, code }).toString(),
    });
    const text = await response.text();
    let accessToken: unknown;
    try {
      accessToken = (JSON.parse(text) as { access_token?: unknown }).access_token;
    } catch {
      // Not JSON: refused below, as an answer without a token.
    }
    if (!response.ok || typeof accessToken !== 'string')
      throw new HttpFailure(response.status, text);
    return accessToken;
  }

  /**
   * fetch with a time limit. No answer and a server error reach passport-oauth2 as node-oauth's
   * errors without a body, which it reports as InternalOAuthError: the provider is down.
   */
  private async send(url: URL, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new OAuth2Strategy.InternalOAuthError(`X could not be reached`, error);
    }
    if (response.status >= 500) throw new HttpFailure(response.status);
    return response;
  }
}

/**
 * An answer that is not a success, in node-oauth's shape (passport-oauth2 reads the OAuth error
 * in `data`, and we the status in `statusCode`).
 */
class HttpFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly data?: string,
  ) {
    super(`X answered ${statusCode}`);
  }
}
