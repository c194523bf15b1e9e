import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

// In development the API runs on its own port; Vite serves the app and forwards /api to it.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
};

// `vite --mode mock` (pnpm dev:web --mock): no backend; msw's service worker script is served
// by the dev server only, and src/mocks answers /api from the contract's schemas.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), ...(mode === 'mock' ? [msw({ mode: 'worker-only' })] : [])],
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
    sourcemap: true,
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
