import type { OAuthFlowsService } from './oauth-flows.service.js';
import { pkcePair } from './oauth-flows.service.js';
import { avatarUrl, displayName, type ProviderProfile } from './provider-profile.js';
import type { AuthorizationStart, RedirectSignIn } from './redirect-sign-in.js';
import type { OAuthClientConfig } from './social-providers.js';
import { SocialSignInError } from './social-sign-in.errors.js';

/** SPEC.md section 7: the scopes of the microblogging provider (OAuth 2.0 scopes, DESIGN.md). */
export const X_SCOPES = ['tweet.read', 'users.read'];

const TIMEOUT_MS = 10_000;

class ProviderDown extends Error {}

/**
 * X (Twitter) with OAuth 2.0 authorization code + PKCE S256, as a confidential client (HTTP
 * Basic client authentication at the token endpoint). Its sign-in scopes give no e-mail address.
 */
export class XSignIn implements RedirectSignIn {
  readonly provider = 'twitter';

  constructor(
    private readonly config: OAuthClientConfig,
    private readonly flows: OAuthFlowsService,
  ) {}

  async authorize(): Promise<AuthorizationStart> {
    const { verifier, challenge } = pkcePair();
    const { browserKey, state } = await this.flows.start('twitter', verifier);
    const url = new URL(this.config.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: this.config.redirectUri,
      scope: X_SCOPES.join(' '),
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), state, browserKey };
  }

  async signIn(code: string, browserKey: string | undefined): Promise<ProviderProfile> {
    const verifier = await this.flows.finish('twitter', browserKey);
    if (!verifier) throw SocialSignInError.invalidState();
    try {
      const accessToken = await this.exchange(code, verifier);
      return await this.profile(accessToken);
    } catch (error) {
      if (error instanceof ProviderDown) throw SocialSignInError.unavailable('twitter', error);
      throw SocialSignInError.failed('twitter', error);
    }
  }

  private async exchange(code: string, verifier: string): Promise<string> {
    const credentials = Buffer.from(
      `${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret)}`,
    ).toString('base64');
    const response = await this.send(this.config.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.config.redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      error?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new Error(
        `The token endpoint answered ${response.status} ${typeof body.error === 'string' ? body.error : ''}`.trim(),
      );
    }
    return body.access_token;
  }

  private async profile(accessToken: string): Promise<ProviderProfile> {
    const url = new URL(`${this.config.apiUrl}/users/me`);
    url.searchParams.set('user.fields', 'profile_image_url');
    const response = await this.send(url.toString(), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`users/me answered ${response.status}`);
    const { data } = (await response.json()) as {
      data?: { id?: unknown; name?: string; username?: string; profile_image_url?: string };
    };
    if (!data || typeof data.id !== 'string' || data.id === '')
      throw new Error('users/me gave no user id');
    return {
      provider: 'twitter',
      subject: data.id,
      email: null,
      emailVerified: false,
      name: displayName(data.name, data.username),
      avatarUrl: avatarUrl(data.profile_image_url),
    };
  }

  /** fetch with a time limit; no answer or a server error means the provider is down. */
  private async send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderDown(
        `X could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status >= 500) throw new ProviderDown(`X answered ${response.status}`);
    return response;
  }
}
