import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, outcomeCall, verifyEmailOutcome } from './auth-outcomes';
import { RUN_ONCE } from './run-once';

export const verifyEmail = outcomeCall(
  (token: string) => apiClient.auth.verifyEmail({ body: { token } }),
  verifyEmailOutcome,
  AuthText.verificationError,
);

/**
 * Verification as a query keyed by the token: it uses the token up, so it must run once per
 * token. A query is fetched once however many components (or StrictMode's double effects)
 * subscribe to it, and with these options it is never fetched again by itself: not on mount,
 * focus or reconnect, and its answer is kept for the whole visit.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    ...RUN_ONCE,
  });
}
