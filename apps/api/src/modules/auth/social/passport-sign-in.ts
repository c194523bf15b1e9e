import type { RedirectProvider } from '@billfold/contract';
import type { Request } from 'express';
import OAuth2Strategy from 'passport-oauth2';
import type { OAuthFlowsService } from './oauth-flows.service.js';
import type { ProviderProfile } from './provider-profile.js';
import type { AuthorizationStart, RedirectSignIn } from './redirect-sign-in.js';
import { SocialSignInError } from './social-sign-in.errors.js';

/**
 * What a passport strategy sees of a request: the code in the query, and the browser's flow key
 * (from its HttpOnly cookie), which the state store reads and, when a flow starts, writes.
 */
interface FlowRequest {
  query: Record<string, string>;
  body: Record<string, never>;
  flow: { browserKey?: string };
}

type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail' }
  | { kind: 'error'; error: unknown };

interface StrategyActions {
  success(user: unknown): void;
  fail(): void;
  error(error: unknown): void;
  redirect(url: string): void;
  pass(): void;
}

/**
 * Runs one step of a passport strategy and answers how it ended, the way passport's middleware
 * drives strategies (an instance augmented with the action functions), without passport's
 * session or HTTP handling: the browser brings the code to /login and the web app posts it here.
 */
function runStrategy(strategy: OAuth2Strategy, request: FlowRequest): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const run = Object.create(strategy) as OAuth2Strategy & StrategyActions;
    run.success = (user) => resolve({ kind: 'success', user });
    run.fail = () => resolve({ kind: 'fail' });
    run.error = (error) => resolve({ kind: 'error', error });
    run.redirect = (url) => resolve({ kind: 'redirect', url });
    run.pass = () =>
      resolve({ kind: 'error', error: new Error('The strategy passed the request on') });
    try {
      run.authenticate(request as unknown as Request);
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}

/**
 * passport-oauth2's state store interface (the 5- and 4-argument forms, which carry the PKCE
 * verifier) on our server-side flows: the verifier is stored against the browser's key and
 * handed back, once, when the code comes in.
 */
class OAuthFlowStateStore {
  constructor(
    private readonly provider: RedirectProvider,
    private readonly flows: OAuthFlowsService,
  ) {}

  store(
    request: FlowRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    stored: (error: unknown, state?: string) => void,
  ): void {
    this.flows.start(this.provider, verifier).then(
      (flow) => {
        request.flow.browserKey = flow.browserKey;
        stored(null, flow.state);
      },
      (error: unknown) => stored(error),
    );
  }

  verify(
    request: FlowRequest,
    _state: unknown,
    _meta: unknown,
    loaded: (error: unknown, verifier: string | false) => void,
  ): void {
    this.flows.finish(this.provider, request.flow.browserKey).then(
      (verifier) => loaded(null, verifier ?? false),
      (error: unknown) => loaded(error, false),
    );
  }
}

/** The options every provider's strategy shares: our flow store (which makes the state) with PKCE S256. */
export function flowStoreOptions(provider: RedirectProvider, flows: OAuthFlowsService) {
  return {
    pkce: true,
    store: new OAuthFlowStateStore(provider, flows) as unknown as OAuth2Strategy.StateStore,
  } as const;
}

/** The strategy's verify callback: the profile is the "user"; accounts are resolved afterwards. */
export function passProfile(
  _accessToken: string,
  _refreshToken: string,
  profile: unknown,
  done: OAuth2Strategy.VerifyCallback,
): void {
  done(null, profile as Express.User);
}

/** A provider signed into through a passport strategy (passport-github2, passport-facebook). */
export abstract class PassportSignIn<TProfile> implements RedirectSignIn {
  abstract readonly provider: RedirectProvider;
  protected abstract readonly strategy: OAuth2Strategy;

  /** Our profile from the strategy's. */
  protected abstract toProfile(profile: TProfile): ProviderProfile;

  async authorize(): Promise<AuthorizationStart> {
    const request: FlowRequest = { query: {}, body: {}, flow: {} };
    const outcome = await runStrategy(this.strategy, request);
    if (outcome.kind !== 'redirect' || !request.flow.browserKey) throw this.toError(outcome);
    const state = new URL(outcome.url).searchParams.get('state');
    if (!state) throw new Error('The authorization URL has no state');
    return { url: outcome.url, state, browserKey: request.flow.browserKey };
  }

  async signIn(code: string, browserKey: string | undefined): Promise<ProviderProfile> {
    const outcome = await runStrategy(this.strategy, {
      query: { code },
      body: {},
      flow: { browserKey },
    });
    if (outcome.kind !== 'success') throw this.toError(outcome);
    try {
      return this.toProfile(outcome.user as TProfile);
    } catch (error) {
      throw SocialSignInError.failed(this.provider, error);
    }
  }

  private toError(outcome: StrategyOutcome): Error {
    // The state store found no live flow of this browser: never started here, used, or expired.
    if (outcome.kind === 'fail') return SocialSignInError.invalidState();
    if (outcome.kind !== 'error') return new Error(`Unexpected strategy outcome: ${outcome.kind}`);
    const { error } = outcome;
    if (error instanceof SocialSignInError) return error;
    // No answer at all (network) or a server error: the provider is down, not the code bad.
    if (error instanceof OAuth2Strategy.InternalOAuthError) {
      const status = (error.oauthError as { statusCode?: unknown } | undefined)?.statusCode;
      if (typeof status !== 'number' || status >= 500)
        return SocialSignInError.unavailable(this.provider, error);
    }
    return SocialSignInError.failed(this.provider, error);
  }
}
