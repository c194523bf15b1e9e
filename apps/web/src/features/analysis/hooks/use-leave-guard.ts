import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { paths } from '@/config/paths';

/**
 * While `active` (a document read and not saved yet), asks before the user leaves the page: for a
 * link within the app, the blocker the caller's dialog answers; for a reload, a closed tab or
 * another site, the browser's own question. Not for the way to the sign-in page: signing out, or a
 * session that ended, must go through.
 */
export function useLeaveGuard(active: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== paths.login,
  );
  // Nothing left to lose while the question is open (the analysis failed): the user stays, and
  // the next link is asked about afresh.
  const { reset, state } = blocker;
  useEffect(() => {
    if (!active && state === 'blocked') reset?.();
  }, [active, state, reset]);
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // (What older browsers need to ask.)
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  return blocker;
}
