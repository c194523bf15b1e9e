import { Outlet, ScrollRestoration } from 'react-router';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** Every page: the session, the header, the page itself and the footer. */
export function RootLayout() {
  return (
    <SessionProvider>
      <div className="flex min-h-dvh flex-col">
        <AppHeader />
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <ScrollRestoration />
    </SessionProvider>
  );
}
