import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { isProtectedPath } from './config/paths';
import { configureLoginRedirect } from './lib/api-client';
import './index.css';

const router = createAppRouter();

// A lost session sends the user to /login from the pages that need one; elsewhere the page
// simply shows the signed-out state.
configureLoginRedirect({
  navigate: (path) => void router.navigate(path, { replace: true }),
  isExempt: (path) => !isProtectedPath(path),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** `pnpm dev:web --mock`: the mock API starts before the first call. Never in a production build. */
async function startMockApiInDevelopment(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.MODE !== 'mock') return;
  const { startMockApi } = await import('./mocks/browser');
  await startMockApi();
}

void startMockApiInDevelopment().then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
