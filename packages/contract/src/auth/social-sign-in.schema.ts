import { z } from 'zod';
import { text } from '../common/text.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

/** Error codes of social sign-in. */
export const SocialSignInErrorCode = codes(
  /** The provider rejected the code or the token did not verify. */
  'SOCIAL_SIGN_IN_FAILED',
  /** No live sign-in started in this browser for this provider (missing, used or expired). */
  'OAUTH_STATE_INVALID',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_UNAVAILABLE',
);
export type SocialSignInErrorCode = CodeOf<typeof SocialSignInErrorCode>;

/** The providers whose sign-in goes through their authorization page and back to /login with a code. */
export const RedirectProviderSchema = z.enum(['github', 'twitter', 'facebook'], {
  error: 'Unknown sign-in provider',
});
export type RedirectProvider = z.infer<typeof RedirectProviderSchema>;

/** How each social provider is named on screen. */
export const SOCIAL_PROVIDER_NAMES = {
  google: 'Google',
  github: 'GitHub',
  twitter: 'X',
  facebook: 'Facebook',
} as const;
export type SocialProviderName = keyof typeof SOCIAL_PROVIDER_NAMES;

/** The texts of social sign-in: SPEC.md section 8's word for word where it names one. */
export const SocialSignInText = {
  failed: (provider: SocialProviderName) =>
    `Failed to authenticate with ${SOCIAL_PROVIDER_NAMES[provider]}`,
  loginError: 'An error occurred during login',
  googleNotReady: 'Google Sign-In not ready. Please refresh the page.',
  invalidState: 'Invalid OAuth state',
  cancelled: (provider: SocialProviderName) =>
    `${SOCIAL_PROVIDER_NAMES[provider]} sign-in was cancelled.`,
  notConfigured: (provider: SocialProviderName) =>
    `${SOCIAL_PROVIDER_NAMES[provider]} sign-in is not available.`,
  unavailable: (provider: SocialProviderName) =>
    `${SOCIAL_PROVIDER_NAMES[provider]} could not be reached. Please try again.`,
} as const;

/**
 * SPEC.md section 7's body: the Google credential (an ID token) for google-sign, the
 * authorization code the provider sent back to /login for the other three.
 */
export const SocialTokenBodySchema = z.object({
  token: text({ error: 'token is required' })
    .min(1, { error: 'token is required', abort: true })
    .max(8192, { error: 'token is too long' }),
});
export type SocialTokenBody = z.infer<typeof SocialTokenBodySchema>;

/** Which sign-in buttons to show, and what the browser needs for them (public values only). */
export const AuthProvidersSchema = z.object({
  google: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
  github: z.boolean(),
  twitter: z.boolean(),
  facebook: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const StartOAuthBodySchema = z.object({ provider: RedirectProviderSchema });
export type StartOAuthBody = z.infer<typeof StartOAuthBodySchema>;

/** Where to send the browser, and the state the provider will send back with the code. */
export const OAuthAuthorizationSchema = z.object({ url: z.string(), state: z.string() });
export type OAuthAuthorization = z.infer<typeof OAuthAuthorizationSchema>;
