import { initContract } from '@ts-rest/core';
import { ErrorResponseSchema } from '../common/error.schema.js';
import { UserEnvelopeSchema } from './auth.schema.js';
import {
  AuthProvidersSchema,
  OAuthAuthorizationSchema,
  SocialTokenBodySchema,
  StartOAuthBodySchema,
} from './social-sign-in.schema.js';

const c = initContract();

/** What a sign-in answers: the user (and its session cookies), or why not. */
const SIGN_IN_RESPONSES = {
  200: UserEnvelopeSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  502: ErrorResponseSchema,
} as const;

const codeSignIn = (path: string, provider: string) =>
  ({
    method: 'POST',
    path,
    summary: `Signs in with ${provider}: exchanges, once and on the server, the authorization code that ${provider} sent back to /login, for the sign-in this browser started (POST /auth/oauth/start), and starts a session (cookies).`,
    body: SocialTokenBodySchema,
    responses: SIGN_IN_RESPONSES,
  }) as const;

/** Social sign-in (SPEC.md section 7): Google by ID token, GitHub, X and Facebook by code. */
export const socialSignInContract = c.router({
  providers: {
    method: 'GET',
    path: '/auth/providers',
    summary:
      'The configured social providers: which sign-in buttons to show, with the public values they need.',
    responses: { 200: AuthProvidersSchema },
  },
  startOAuth: {
    method: 'POST',
    path: '/auth/oauth/start',
    summary:
      "Starts a sign-in through the provider's authorization page: answers its URL (with the state and a PKCE S256 challenge) and binds the sign-in to this browser with an HttpOnly cookie; the PKCE verifier stays on the server. Valid for 10 minutes, once.",
    body: StartOAuthBodySchema,
    responses: { 200: OAuthAuthorizationSchema, 404: ErrorResponseSchema },
  },
  googleSign: {
    method: 'POST',
    path: '/auth/google-sign',
    summary:
      'Signs in with a Google ID token (the credential of Google Identity Services): signature, audience, issuer, expiry and email_verified are checked; starts a session (cookies).',
    body: SocialTokenBodySchema,
    responses: SIGN_IN_RESPONSES,
  },
  githubSign: codeSignIn('/auth/github-sign', 'GitHub'),
  twitterSign: codeSignIn('/auth/twitter-sign', 'X'),
  facebookSign: codeSignIn('/auth/facebook-sign', 'Facebook'),
});
