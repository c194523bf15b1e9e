import { setupWorker } from 'msw/browser';
import { contractHandlers } from './contract-handlers';

/** Starts the mock API in the browser (development with `--mock` only; see main.tsx). */
export async function startMockApi(): Promise<void> {
  await setupWorker(...contractHandlers()).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Vite's own modules and assets go to the dev server as usual.
    onUnhandledFrame: 'bypass',
    quiet: false,
  });
}
