import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? '3000');
/** The longest a call waits for the API to start; then it goes through and fails as it will. */
const API_START_WAIT_MS = 120_000;

/** True when something accepts connections on the API's port. */
function apiListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port: apiPort, host: '127.0.0.1' });
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let apiWait: Promise<void> | undefined;

/**
 * Resolves once the API listens. While it starts (or restarts after an edit) the calls wait here,
 * together, and one line says so, instead of each failing with a proxy error and a stack trace.
 */
function apiStarted(): Promise<void> {
  apiWait ??= (async () => {
    if (await apiListens()) return;
    console.log(`API starting… calls to /api wait for it (port ${apiPort})`);
    const deadline = Date.now() + API_START_WAIT_MS;
    while (Date.now() < deadline && !(await apiListens())) await pause(250);
  })().finally(() => (apiWait = undefined));
  return apiWait;
}

// In development the API runs on its own port; Vite serves the app and forwards /api to it.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: `http://127.0.0.1:${apiPort}`,
    // Vite awaits this before proxying a call; undefined: proxy it.
    bypass: async () => {
      await apiStarted();
      return undefined;
    },
  },
};

// `vite --mode mock` (pnpm dev:web --mock): no backend; msw's service worker script is served
// by the dev server only, and src/mocks answers /api from the contract's schemas.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    ...(mode === 'mock' ? [msw({ mode: 'worker-only' })] : []),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript sources (no build step needed in dev).
    conditions: ['@billfold/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // WEB_PORT: set by pnpm dev when 5173 is taken (a second copy). Strict: e-mail links point here.
  server: {
    port: Number(process.env.WEB_PORT ?? '5173'),
    strictPort: true,
    proxy: mode === 'mock' ? {} : apiProxy,
  },
  preview: { port: 4173, proxy: apiProxy },
  // The export worker loads exceljs and jsPDF on demand: only ES module workers can split chunks.
  worker: { format: 'es' },
  // The dev server pre-bundles the dependencies it finds from these files. The export worker is
  // no import of the page (it is started by URL), so without it as an entry exceljs and jsPDF
  // were found only when the first export asked for them: Vite bundled them then and reloaded
  // the page, which ended that export without a file or a word (issue 21, item 9).
  optimizeDeps: {
    entries: ['index.html', 'src/features/exports/worker/export.worker.ts'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for error reports, but not named in the files the browser loads; the API does not
    // serve them (apps/api/src/web).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // React and the router change rarely: their own chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The list of common passwords (about 200 kB gzipped), fetched by the password forms only.
            { name: 'common-passwords', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
          ],
        },
      },
    },
  },
}));
