import {
  SocialSignInText,
  type RedirectProvider,
  type SocialProviderName,
  type User,
} from '@billfold/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { savePendingOAuth } from './oauth-return';
import { sessionQueryKey } from './get-session';
import {
  socialSignInOutcome,
  startOutcome,
  type SocialSignInOutcome,
} from './social-sign-in-outcomes';
import { RUN_ONCE } from './run-once';

/** Which sign-in buttons to show: the providers the server has configured. */
export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async () => {
      const response = await apiClient.socialSignIn.providers();
      if (response.status !== 200)
        throw new Error(`The providers call answered ${response.status}`);
      return response.body;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/**
 * Sends the browser to the provider's authorization page; the random state goes to session
 * storage (SPEC section 7) for the return to /login, with the page to go on to once signed in.
 * Resolves only with a message when it fails.
 */
export async function startOAuthSignIn(
  provider: RedirectProvider,
  returnTo?: string,
): Promise<string> {
  let outcome;
  try {
    outcome = startOutcome(await apiClient.socialSignIn.startOAuth({ body: { provider } }));
  } catch {
    return SocialSignInText.loginError;
  }
  if (outcome.kind === 'failed') return outcome.message;
  try {
    savePendingOAuth(window.sessionStorage, {
      provider,
      state: outcome.state,
      ...(returnTo ? { returnTo } : {}),
    });
  } catch {
    return SocialSignInText.loginError;
  }
  window.location.assign(outcome.url);
  // The page is going away.
  return new Promise<string>(() => undefined);
}

const signInCalls = {
  google: (token: string) => apiClient.socialSignIn.googleSign({ body: { token } }),
  github: (token: string) => apiClient.socialSignIn.githubSign({ body: { token } }),
  twitter: (token: string) => apiClient.socialSignIn.twitterSign({ body: { token } }),
  facebook: (token: string) => apiClient.socialSignIn.facebookSign({ body: { token } }),
} satisfies Record<SocialProviderName, (token: string) => Promise<unknown>>;

/** Google's credential, or the code another provider sent back, for a session. */
export async function socialSignIn(
  provider: SocialProviderName,
  token: string,
): Promise<SocialSignInOutcome> {
  try {
    return socialSignInOutcome(provider, await signInCalls[provider](token));
  } catch {
    return { kind: 'failed', message: SocialSignInText.loginError };
  }
}

/** Success sets the session's user, any failure clears it (SPEC section 4). */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => queryClient.setQueryData(sessionQueryKey, user),
    [queryClient],
  );
}

export function useGoogleSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (credential: string) => socialSignIn('google', credential),
    onSuccess: (outcome) => setUser(outcome.kind === 'signed-in' ? outcome.user : null),
  });
}

/**
 * The code a provider sent back, exchanged as a query keyed by it: a code works once, and a
 * query runs once however often the page renders (StrictMode included) and never by itself again.
 */
export function oauthCodeSignInQueryOptions(provider: RedirectProvider, code: string) {
  return queryOptions({
    queryKey: ['auth', 'oauth-code', provider, code],
    queryFn: () => socialSignIn(provider, code),
    ...RUN_ONCE,
  });
}
