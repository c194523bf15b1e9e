import { RedirectProviderSchema, type RedirectProvider } from '@billfold/contract';
import { z } from 'zod';

/** Where /login keeps the sign-in it sent to a provider: the provider and its random state (SPEC section 7). */
export const PENDING_OAUTH_KEY = 'billfold.oauth';

const PendingOAuthSchema = z.object({
  provider: RedirectProviderSchema,
  state: z.string().min(1),
  /** The page to go on to once signed in (checked again before use). */
  returnTo: z.string().optional(),
});
export type PendingOAuth = z.infer<typeof PendingOAuthSchema>;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingOAuth(storage: SessionStore, pending: PendingOAuth): void {
  storage.setItem(PENDING_OAUTH_KEY, JSON.stringify(pending));
}

/** What the query of /login says about a return from a provider. */
export type OAuthReturn =
  | { kind: 'none' }
  /** The state is not the one this tab sent (or none was sent): SPEC's 'Invalid OAuth state'. */
  | { kind: 'invalid-state' }
  /** The user turned the provider down, or the provider reported an error. */
  | { kind: 'cancelled'; provider: RedirectProvider }
  | { kind: 'code'; provider: RedirectProvider; code: string; returnTo?: string };

/**
 * Reads a provider's return to /login (code and state, or error) against the pending sign-in of
 * this tab, which is used up: a state works once.
 */
export function takeOAuthReturn(params: URLSearchParams, storage: SessionStore): OAuthReturn {
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return { kind: 'none' };
  const pending = takePending(storage);
  const state = params.get('state');
  if (!pending || !state || state !== pending.state) return { kind: 'invalid-state' };
  if (error || !code) return { kind: 'cancelled', provider: pending.provider };
  return pending.returnTo
    ? { kind: 'code', provider: pending.provider, code, returnTo: pending.returnTo }
    : { kind: 'code', provider: pending.provider, code };
}

function takePending(storage: SessionStore): PendingOAuth | undefined {
  try {
    const text = storage.getItem(PENDING_OAUTH_KEY);
    storage.removeItem(PENDING_OAUTH_KEY);
    if (text === null) return undefined;
    const parsed = PendingOAuthSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
