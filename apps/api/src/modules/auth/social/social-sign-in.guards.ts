import {
  type RedirectProvider,
  type SocialProviderName,
  SocialTokenBodySchema,
  StartOAuthBodySchema,
} from '@billfold/contract';
import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import passport from 'passport';
import OAuth2Strategy from 'passport-oauth2';
import { OAuthFlowCookies } from './oauth-flow-cookies.js';
import type { ProviderProfile } from './provider-profile.js';
import { SOCIAL_PROVIDERS_CONFIG, type SocialProvidersConfig } from './social-providers.js';
import { SocialSignInError } from './social-sign-in.errors.js';
import type { OAuthRequest } from './strategies/oauth-flow.store.js';

/** A sign-in started through a provider's authorization page. */
export interface AuthorizationStart {
  /** The provider's authorization page, with state and PKCE challenge. */
  url: string;
  state: string;
  /** The browser's flow key (HttpOnly cookie). */
  browserKey: string;
}

/** The HTTP request once a guard below has run: the provider's profile, or the started sign-in. */
export type SocialSignInRequest = Request & {
  user?: ProviderProfile;
  oauthStart?: AuthorizationStart;
};

/**
 * Why a provider's strategy gave no profile, as our coded errors (SPEC.md's messages), telling a
 * provider that is down from one that refused.
 */
function signInError(provider: SocialProviderName, error: unknown): Error {
  // No error and no user: the state store found no live flow of this browser (never started
  // here, used, or expired).
  if (!error)
    return provider === 'google'
      ? SocialSignInError.failed(provider)
      : SocialSignInError.invalidState();
  if (error instanceof SocialSignInError) return error;
  // No answer at all (network) or a server error: the provider is down, not the code bad.
  if (error instanceof OAuth2Strategy.InternalOAuthError) {
    const status = (error.oauthError as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof status !== 'number' || status >= 500)
      return SocialSignInError.unavailable(provider, error);
  }
  return SocialSignInError.failed(provider, error);
}

/** AuthGuard's handleRequest: the profile the strategy gave, or why it gave none. */
function profileOrThrow(provider: SocialProviderName, error: unknown, user: unknown) {
  if (!error && user) return user as ProviderProfile;
  throw signInError(provider, error);
}

/** A malformed body is left to ts-rest, which refuses it (400) as on every route. */
const wellFormed = (
  schema: typeof SocialTokenBodySchema | typeof StartOAuthBodySchema,
  request: Request,
) => schema.safeParse(request.body).success;

/** POST /auth/google-sign: AuthGuard('google') checks the ID token in the body. */
@Injectable()
export class GoogleSignInGuard extends AuthGuard('google') {
  constructor(@Inject(SOCIAL_PROVIDERS_CONFIG) private readonly config: SocialProvidersConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!wellFormed(SocialTokenBodySchema, context.switchToHttp().getRequest<Request>()))
      return true;
    if (!this.config.google) throw SocialSignInError.notConfigured('google');
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: unknown): TUser {
    return profileOrThrow('google', error, user) as TUser;
  }
}

/** The request each code sign-in hands its strategy (OAuthRequest), by HTTP request. */
const oauthRequests = new WeakMap<Request, OAuthRequest>();

/**
 * POST /auth/{provider}-sign for GitHub, X and Facebook: AuthGuard(provider) exchanges the code
 * (the body's `token`) with the PKCE verifier of the sign-in this browser started (its flow
 * cookie), once, and reads the profile. The flow ends with this attempt, whatever its outcome.
 */
function codeSignInGuard(provider: RedirectProvider): Type<CanActivate> {
  @Injectable()
  class CodeSignInGuard extends AuthGuard(provider) {
    constructor(
      @Inject(SOCIAL_PROVIDERS_CONFIG) private readonly config: SocialProvidersConfig,
      @Inject(OAuthFlowCookies) private readonly cookies: OAuthFlowCookies,
    ) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const request = http.getRequest<SocialSignInRequest>();
      const body = SocialTokenBodySchema.safeParse(request.body);
      if (!body.success) return true;
      const browserKey = this.cookies.read(request, provider);
      this.cookies.clear(http.getResponse<Response>(), provider);
      if (!this.config[provider]) throw SocialSignInError.notConfigured(provider);
      const oauthRequest: OAuthRequest = {
        query: { code: body.data.token },
        body: {},
        flow: { browserKey },
      };
      oauthRequests.set(request, oauthRequest);
      await super.canActivate(context);
      request.user = oauthRequest.user;
      return true;
    }

    override getRequest(context: ExecutionContext): OAuthRequest | undefined {
      return oauthRequests.get(context.switchToHttp().getRequest<Request>());
    }

    override handleRequest<TUser>(error: unknown, user: unknown): TUser {
      return profileOrThrow(provider, error, user) as TUser;
    }
  }
  return mixin(CodeSignInGuard);
}

export const GitHubSignInGuard = codeSignInGuard('github');
export const XSignInGuard = codeSignInGuard('twitter');
export const FacebookSignInGuard = codeSignInGuard('facebook');

/**
 * Where passport's redirect goes (it sets the status and Location, then ends the answer): the
 * address is caught instead of sent as a 302.
 */
class CaughtRedirect {
  statusCode = 200;
  private location: string | undefined;

  constructor(private readonly caught: (location: string | undefined) => void) {}

  setHeader(name: string, value: string): void {
    if (name.toLowerCase() === 'location') this.location = value;
  }

  end(): void {
    this.caught(this.location);
  }
}

/**
 * POST /auth/oauth/start: the provider's strategy (passport.authenticate with its name, the way
 * AuthGuard runs it) makes the PKCE pair and the state, our flow store keeps the verifier against
 * a new browser key, and it redirects to the provider's page. The contract answers that address as
 * JSON instead (the web app keeps the state, then navigates), so the redirect is caught and handed
 * to the controller in `request.oauthStart`.
 */
@Injectable()
export class OAuthStartGuard implements CanActivate {
  constructor(@Inject(SOCIAL_PROVIDERS_CONFIG) private readonly config: SocialProvidersConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SocialSignInRequest>();
    const body = StartOAuthBodySchema.safeParse(request.body);
    if (!body.success) return true;
    const { provider } = body.data;
    if (!this.config[provider]) throw SocialSignInError.notConfigured(provider);

    const oauthRequest: OAuthRequest = { query: {}, body: {}, flow: {} };
    let url: string | undefined;
    try {
      url = await new Promise<string | undefined>((resolve, reject) => {
        const ended = (error: unknown) =>
          reject(
            error instanceof Error
              ? error
              : new Error(`The ${provider} strategy ended without a redirect`),
          );
        const authenticate = passport.authenticate(provider, { session: false }, ended) as (
          request: OAuthRequest,
          response: CaughtRedirect,
          next: (error?: unknown) => void,
        ) => void;
        authenticate(oauthRequest, new CaughtRedirect(resolve), ended);
      });
    } catch (error) {
      throw signInError(provider, error);
    }
    const state = url ? new URL(url).searchParams.get('state') : null;
    const { browserKey } = oauthRequest.flow;
    if (!url || !state || !browserKey)
      throw new Error(`The ${provider} authorization URL has no state, or the flow no key`);
    request.oauthStart = { url, state, browserKey };
    return true;
  }
}
