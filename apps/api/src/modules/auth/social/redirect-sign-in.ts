import type { RedirectProvider } from '@billfold/contract';
import type { ProviderProfile } from './provider-profile.js';

export interface AuthorizationStart {
  /** The provider's authorization page, with state and PKCE challenge. */
  url: string;
  state: string;
  /** The browser's flow key (HttpOnly cookie). */
  browserKey: string;
}

/** A provider signed into through its authorization page and back to /login with a code. */
export interface RedirectSignIn {
  readonly provider: RedirectProvider;
  authorize(): Promise<AuthorizationStart>;
  /** Ends the browser's flow and exchanges the code (once, with its PKCE verifier) for the profile. */
  signIn(code: string, browserKey: string | undefined): Promise<ProviderProfile>;
}
