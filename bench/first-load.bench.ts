// Benchmark: the bytes a browser downloads to show /login for the first time (empty cache), from
// the built API serving the built web app as `pnpm start` does; and what the public can fetch of
// the source maps. Prints bytes on the wire and decoded, by type.
//   pnpm --filter @billfold/bench first-load
// Needs a built API and web app (pnpm build), PostgreSQL (TEST_DATABASE_URL or the local
// server) and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { createTestDatabase } from '@billfold/db/testing';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, spawnApi, stop, waitForHealth } from './support/api-process.ts';

const database = await createTestDatabase();
const { api, baseUrl } = await spawnApi({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  await waitForHealth(baseUrl);
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  interface Loaded {
    url: string;
    type: string;
    encoding: string;
    wire: number;
    decoded: number;
  }
  const responses = new Map<string, Omit<Loaded, 'wire' | 'decoded'> & { decoded: number }>();
  const loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    responses.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      encoding: headers['content-encoding'] ?? 'identity',
      decoded: 0,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const response = responses.get(event.requestId);
    if (response) response.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response) loaded.push({ ...response, wire: event.encodedDataLength });
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Sign in to Billfold' }).waitFor();

  console.log(`first load of /login (cache disabled), ${loaded.length} responses\n`);
  console.log('type        | count | on the wire | decoded    | encodings');
  console.log('------------|-------|-------------|------------|----------');
  const byType = new Map<string, Loaded[]>();
  for (const response of loaded)
    byType.set(response.type, [...(byType.get(response.type) ?? []), response]);
  const sum = (items: Loaded[], key: 'wire' | 'decoded') =>
    items.reduce((total, item) => total + item[key], 0);
  for (const [type, items] of [...byType].sort((a, b) => sum(b[1], 'wire') - sum(a[1], 'wire'))) {
    const encodings = [...new Set(items.map((item) => item.encoding))].join(', ');
    console.log(
      `${type.padEnd(11)} | ${String(items.length).padStart(5)} | ${kib(sum(items, 'wire')).padStart(11)} | ${kib(sum(items, 'decoded')).padStart(10)} | ${encodings}`,
    );
  }
  console.log(
    `${'total'.padEnd(11)} | ${String(loaded.length).padStart(5)} | ${kib(sum(loaded, 'wire')).padStart(11)} | ${kib(sum(loaded, 'decoded')).padStart(10)} |`,
  );
  const wire = sum(loaded, 'wire');
  const decoded = sum(loaded, 'decoded');
  console.log(`\non the wire / decoded: ${(wire / decoded).toFixed(2)}`);

  // Source maps: every one the build wrote, asked for by URL as anyone could.
  const assets = path.join(root, 'apps/web/dist/assets');
  const maps = (await readdir(assets)).filter((file) => file.endsWith('.map'));
  let served = 0;
  let servedBytes = 0;
  for (const map of maps) {
    const response = await fetch(`${baseUrl}/assets/${map}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await response.arrayBuffer();
    if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      served += 1;
      servedBytes += body.byteLength;
    }
  }
  console.log(
    `source maps in the build: ${maps.length}; served to the public: ${served} (${kib(servedBytes)})`,
  );
} finally {
  await browser.close();
  await stop(api);
  await database.drop();
}
