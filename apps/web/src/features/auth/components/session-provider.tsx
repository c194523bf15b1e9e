import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isPublicPath } from '@/config/paths';
import { onSessionExpired } from '@/lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from '../api/get-session';
import { SessionContext, type Session } from './session-context';

/**
 * Holds the session: verified when a non-public page loads (public pages do not check it,
 * SPEC section 2), cleared when the session can no longer be renewed.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const verify = !isPublicPath(pathname);
  const { data, isPending, isError } = useQuery({ ...sessionQueryOptions(), enabled: verify });

  useEffect(
    () => onSessionExpired(() => queryClient.setQueryData(sessionQueryKey, null)),
    [queryClient],
  );

  const session = useMemo<Session>(() => {
    if (data) return { status: 'authenticated', user: data };
    // A check that failed without an answer leaves the user unauthenticated (SPEC section 4).
    if (data === null || (verify && isError)) return { status: 'anonymous', user: null };
    return { status: verify && isPending ? 'loading' : 'unknown', user: null };
  }, [data, isPending, isError, verify]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
