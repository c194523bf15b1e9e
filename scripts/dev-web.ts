// pnpm dev:web [--mock]: the web app alone on Vite (:5173). Without --mock it proxies /api to the
// API on API_PORT (run the API yourself); with --mock every /api call is answered in the browser
// by a mock API generated from packages/contract's schemas (msw), so no backend is needed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const mock = args.includes('--mock');
const rest = args.filter((arg) => arg !== '--mock');

const child = spawn('pnpm', ['exec', 'vite', ...(mock ? ['--mode', 'mock'] : []), ...rest], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
