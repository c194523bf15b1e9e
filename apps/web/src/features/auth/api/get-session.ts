import type { User } from '@billfold/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in user, or null when the server says there is none (401, after the refresh
 * failed). Any other failure (no answer, a 5xx) throws: a first check that fails leaves the
 * user signed out, a later one keeps what is known (a network blip signs nobody out).
 */
export async function getSession(): Promise<User | null> {
  const response = await apiClient.auth.verifySession();
  if (response.status === 200) return response.body;
  if (response.status === 401) return null;
  throw new Error(`The session check answered ${response.status}`);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // Verified once per load; afterwards the 401 → refresh flow keeps it honest, and the check
    // runs again whenever the tab becomes visible, so that a tab signed out elsewhere (a sign-out,
    // a password changed on another device) shows it as soon as the user comes back to it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}
