import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm dev` on a first run: Vite pre-bundles the dependencies it finds from its entries before
// the page loads. One it finds only when a module asks for it is bundled then, and the page is
// reloaded; the first Excel or PDF export died that way, without a file or a message (issue 21).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let cacheDir: string;
let server: ViteDevServer;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'billfold-vite-cache-'));
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    cacheDir,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  await server.listen();
});

afterAll(async () => {
  await server?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

describe('the dev server, on a first run', () => {
  it("finds the export worker's libraries before the page loads (no reload at the first export)", async () => {
    const optimizer = server.environments.client.depsOptimizer;
    if (!optimizer) throw new Error('The dev server has no dependency optimizer');
    for (let i = 0; i < 100 && optimizer.initState !== 'initialized'; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await optimizer.scanProcessing;
    const found = [
      ...Object.keys(optimizer.metadata.optimized),
      ...Object.keys(optimizer.metadata.discovered),
    ];
    expect(found).toEqual(expect.arrayContaining(['exceljs', 'jspdf', 'jspdf-autotable']));
  }, 60_000);
});
