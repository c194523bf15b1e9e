import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loginPath } from '@/lib/login-path';
import { useSession } from './session-context';

/**
 * Layout route of the protected pages: a spinner while the session loads, /login when anonymous,
 * which brings the user back here after signing in (and says so when their session expired).
 */
export function RequireSession() {
  const { status, expired } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Outlet />;
  if (status === 'anonymous') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath({ returnTo, expired })} replace />;
  }
  return <PageSpinner label="Checking your session" />;
}
