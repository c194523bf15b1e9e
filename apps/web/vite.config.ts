import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './vite-plugins/precompress';

// In development the API runs on its own port; Vite serves the app and forwards /api to it.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
};

// `vite --mode mock` (pnpm dev:web --mock): no backend; msw's service worker script is served
// by the dev server only, and src/mocks answers /api from the contract's schemas.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), precompress(), ...(mode === 'mock' ? [msw({ mode: 'worker-only' })] : [])],
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
          ],
        },
      },
    },
  },
}));
