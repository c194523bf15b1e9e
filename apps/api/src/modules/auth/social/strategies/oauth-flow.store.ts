import type { RedirectProvider } from '@billfold/contract';
import type OAuth2Strategy from 'passport-oauth2';
import type { OAuthFlowsService } from '../oauth-flows.service.js';
import type { ProviderProfile } from '../provider-profile.js';
import type { OAuthClientConfig } from '../social-providers.js';

/**
 * What the passport-oauth2 strategies read of a request (the code in the query: our contract
 * brings it in the body as `token`, SPEC.md section 7) and the browser's sign-in flow, whose key
 * comes from and goes to its HttpOnly cookie: the state store reads it and, when a flow starts,
 * writes it. The guards build it from the HTTP request; passport puts the profile in `user`.
 */
export interface OAuthRequest {
  query: { code?: string };
  body: Record<string, never>;
  flow: { browserKey?: string };
  user?: ProviderProfile;
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
    request: OAuthRequest,
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
    request: OAuthRequest,
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

/**
 * The options every provider's strategy shares: the provider's client and endpoints, and our flow
 * store (which makes the state) with PKCE S256.
 */
export function strategyOptions(
  provider: RedirectProvider,
  config: OAuthClientConfig,
  flows: OAuthFlowsService,
) {
  return {
    clientID: config.clientId,
    clientSecret: config.clientSecret,
    callbackURL: config.redirectUri,
    authorizationURL: config.authorizeUrl,
    tokenURL: config.tokenUrl,
    pkce: true,
    store: new OAuthFlowStateStore(provider, flows) as unknown as OAuth2Strategy.StateStore,
  } as const;
}
