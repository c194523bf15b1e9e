import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isPublicPath } from '@/config/paths';
import { onSessionExpired } from '@/lib/api-client';
import { silenceErrorToasts } from '@/lib/toast';
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

  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      onSessionExpired((loss) => {
        silenceErrorToasts(true);
        setExpired(loss === 'expired');
        queryClient.setQueryData(sessionQueryKey, null);
      }),
    [queryClient],
  );

  // Signed in (again): an earlier expiry is history (state adjusted while rendering, as React
  // recommends, not in an effect), and errors are shown again.
  const [seenData, setSeenData] = useState(data);
  if (data !== seenData) {
    setSeenData(data);
    if (data) setExpired(false);
  }
  useEffect(() => {
    if (data) silenceErrorToasts(false);
  }, [data]);

  const session = useMemo<Session>(() => {
    if (data) return { status: 'authenticated', user: data, expired: false };
    // A check that failed without an answer leaves the user unauthenticated (SPEC section 4).
    if (data === null || (verify && isError)) return { status: 'anonymous', user: null, expired };
    return { status: verify && isPending ? 'loading' : 'unknown', user: null, expired: false };
  }, [data, isPending, isError, verify, expired]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
