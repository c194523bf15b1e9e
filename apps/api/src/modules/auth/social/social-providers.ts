import type { AuthProviders, RedirectProvider } from '@billfold/contract';
import type { ApiEnv } from '../../../config/api-config.js';
import { publicUrl } from '../../../config/env.js';

/** A provider signed into through its authorization page and a code exchanged on the server. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The provider's API, where the profile is read. */
  apiUrl: string;
  /** SPEC.md section 7: the provider sends the browser back to {host}/login. */
  redirectUri: string;
}

export interface GoogleConfig {
  clientId: string;
  certsUrl: string;
  scriptUrl: string;
}

/** The configured social providers: null where the client id (and secret) are not set. */
export interface SocialProvidersConfig {
  google: GoogleConfig | null;
  github: OAuthClientConfig | null;
  twitter: OAuthClientConfig | null;
  facebook: OAuthClientConfig | null;
}

export const SOCIAL_PROVIDERS_CONFIG = Symbol('SOCIAL_PROVIDERS_CONFIG');

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function socialProvidersConfig(env: ApiEnv): SocialProvidersConfig {
  const redirectUri = `${publicUrl(env)}/login`;
  const client = (
    clientId: string | undefined,
    clientSecret: string | undefined,
    urls: { authorizeUrl: string; tokenUrl: string; apiUrl: string },
  ): OAuthClientConfig | null =>
    clientId && clientSecret
      ? { clientId, clientSecret, ...urls, apiUrl: trimSlash(urls.apiUrl), redirectUri }
      : null;
  return {
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          certsUrl: env.GOOGLE_CERTS_URL,
          scriptUrl: env.GOOGLE_SCRIPT_URL,
        }
      : null,
    github: client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, {
      authorizeUrl: env.GITHUB_AUTHORIZE_URL,
      tokenUrl: env.GITHUB_TOKEN_URL,
      apiUrl: env.GITHUB_API_URL,
    }),
    twitter: client(env.X_CLIENT_ID, env.X_CLIENT_SECRET, {
      authorizeUrl: env.X_AUTHORIZE_URL,
      tokenUrl: env.X_TOKEN_URL,
      apiUrl: env.X_API_URL,
    }),
    facebook: client(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET, {
      authorizeUrl: env.FACEBOOK_AUTHORIZE_URL,
      tokenUrl: env.FACEBOOK_TOKEN_URL,
      apiUrl: env.FACEBOOK_GRAPH_URL,
    }),
  };
}

/** What the browser may know: which buttons to show, and Google's public client id and script. */
export function publicProviders(config: SocialProvidersConfig): AuthProviders {
  return {
    google: config.google
      ? { clientId: config.google.clientId, scriptUrl: config.google.scriptUrl }
      : null,
    github: config.github !== null,
    twitter: config.twitter !== null,
    facebook: config.facebook !== null,
  };
}

export const REDIRECT_PROVIDERS: readonly RedirectProvider[] = ['github', 'twitter', 'facebook'];

/**
 * What the page's security headers must allow for Google Identity Services when Google sign-in
 * is on (Google's documented CSP: its script, and its frames, calls and styles under the same
 * folder; a popup it can talk back from; the page's origin sent along); nothing otherwise.
 */
export function googleSignInPolicy(env: ApiEnv) {
  if (!env.GOOGLE_CLIENT_ID) return null;
  const folder = new URL('.', env.GOOGLE_SCRIPT_URL).toString();
  return {
    scriptSrc: [env.GOOGLE_SCRIPT_URL],
    frameSrc: [folder],
    connectSrc: [folder],
    styleSrc: [new URL('style', folder).toString()],
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
  } as const;
}
