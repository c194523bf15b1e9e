// Compressed answers: the web app's files as the build compressed them, JSON above 1 KiB as the
// client accepts, and no source map for anyone.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';

let api: RunningApi;
let webDist: string;

// A built web app as apps/web's build writes it: a script with its brotli and gzip copies and
// its source map, a small file without copies, and the page.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const page =
  '<!doctype html><html><head><title>Billfold</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>';
const sourceMap = JSON.stringify({
  version: 3,
  sources: ['src/secret-internals.ts'],
  mappings: 'AAAA',
});

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'billfold-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'assets/app-1a2b3c.js'), script);
  await writeFile(path.join(webDist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
  await writeFile(path.join(webDist, 'assets/app-1a2b3c.js.map'), sourceMap);
  api = await startApi({ NODE_ENV: 'production', WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await api.close();
  await rm(webDist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (fetch would decode them). */
  raw: Buffer;
  /** The bytes after undoing Content-Encoding. */
  decoded: Buffer;
}

function get(pathname: string, acceptEncoding: string | null, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const request = http.request(`${api.baseUrl}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? gunzipSync(raw)
              : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, decoded });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the web app's files", () => {
  it('go out as the brotli copy the build wrote when the browser accepts br, gzip otherwise', async () => {
    const browser = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['vary']).toMatch(/accept-encoding/i);
    expect(browser.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(browser.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(browser.raw.byteLength).toBeLessThan(script.length / 3);
    expect(browser.decoded.toString()).toBe(script);

    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.decoded.toString()).toBe(script);
  });

  it('go out as they are to a client that accepts no compression', async () => {
    for (const acceptEncoding of [null, 'identity']) {
      const plain = await get('/assets/app-1a2b3c.js', acceptEncoding);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.raw.toString()).toBe(script);
    }
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answer every client-side route with the page', async () => {
    for (const route of ['/', '/login', '/reports/12']) {
      const answer = await get(route, 'br');
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(answer.decoded.toString(), route).toBe(page);
    }
  });

  it('never include a source map', async () => {
    for (const method of ['GET', 'HEAD']) {
      for (const acceptEncoding of [null, 'br']) {
        const map = await get('/assets/app-1a2b3c.js.map', acceptEncoding, method);
        expect(map.status, `${method} ${acceptEncoding}`).toBe(404);
        expect(map.decoded.toString()).not.toContain('secret-internals');
      }
    }
    expect((await get('/assets/app-1a2b3c.js.map?x=1', 'gzip')).status).toBe(404);
  });
});

describe('JSON answers', () => {
  it('above 1 KiB go out compressed as the client accepts, and decode to the same answer', async () => {
    const plain = await get('/api/openapi.json', null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.byteLength).toBeGreaterThan(1024);
    const document: unknown = JSON.parse(plain.raw.toString());

    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const answer = await get('/api/openapi.json', accept);
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(answer.raw.byteLength, accept).toBeLessThan(plain.raw.byteLength / 3);
      expect(JSON.parse(answer.decoded.toString()), accept).toEqual(document);
    }
  });

  it('under 1 KiB go out as they are', async () => {
    const health = await get('/api/health/live', 'gzip, br');
    expect(health.status).toBe(200);
    expect(health.raw.byteLength).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('are not the web app: an unknown API path is the API 404, not the page', async () => {
    const unknown = await get('/api/no-such-route', 'br');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });
});
