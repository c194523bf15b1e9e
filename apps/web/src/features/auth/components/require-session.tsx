import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from './session-context';

/** Layout route of the protected pages: a spinner while the session loads, /login when anonymous. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Outlet />;
  if (status === 'anonymous')
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <PageSpinner label="Checking your session" />;
}
