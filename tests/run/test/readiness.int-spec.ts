import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilAnswering } from '../../../scripts/lib/readiness.ts';

// The wait behind pnpm dev's 'Billfold is ready on …' line, against real HTTP servers that
// answer late, answer 503 first, or are not listening yet.

const servers: Server[] = [];

/** A server whose answer is decided per request by `status()`. */
async function serve(status: (path: string) => number): Promise<string> {
  const server = createServer((request, response) => {
    response.writeHead(status(request.url ?? '/')).end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A free port on which nothing listens yet. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const settled = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('waiting until the API, the worker and the web app answer', () => {
  it('waits for every part: one not listening yet, one answering 503, one whose second address is not ready', async () => {
    let workerReady = false;
    let entryReady = false;
    const worker = await serve(() => (workerReady ? 200 : 503));
    const web = await serve((path) => (path === '/src/main.tsx' && !entryReady ? 404 : 200));
    const apiPort = await unusedPort();

    const ready = waitUntilAnswering(
      [
        { name: 'the web app', urls: [`${web}/`, `${web}/src/main.tsx`] },
        { name: 'the API', urls: [`http://127.0.0.1:${apiPort}/api/health`] },
        { name: 'the worker', urls: [`${worker}/health/ready`] },
      ],
      { intervalMs: 20 },
    );
    expect(await settled(ready, 200)).toBe(false);

    // The API starts listening.
    const api = createServer((_request, response) => response.writeHead(200).end('{}'));
    servers.push(api);
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
    expect(await settled(ready, 200)).toBe(false);

    workerReady = true;
    expect(await settled(ready, 200)).toBe(false);

    entryReady = true;
    expect(await settled(ready, 1_000)).toBe(true);
  });

  it('asks a part that has answered no more, even if it stops answering afterwards', async () => {
    let asked = 0;
    let webUp = true;
    let workerUp = false;
    const web = await serve(() => {
      asked += 1;
      return webUp ? 200 : 503;
    });
    const worker = await serve(() => (workerUp ? 200 : 503));
    const ready = waitUntilAnswering(
      [
        { name: 'the web app', urls: [web] },
        { name: 'the worker', urls: [worker] },
      ],
      { intervalMs: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    webUp = false;
    const askedBefore = asked;
    workerUp = true;
    expect(await settled(ready, 1_000)).toBe(true);
    expect(asked).toBe(askedBefore);
    expect(askedBefore).toBe(1);
  });

  it('says which parts it still waits for, and stops when asked to', async () => {
    const web = await serve(() => 200);
    const apiPort = await unusedPort();
    const reports: { pending: string[]; elapsedMs: number }[] = [];
    const controller = new AbortController();
    const ready = waitUntilAnswering(
      [
        { name: 'the web app', urls: [web] },
        { name: 'the API', urls: [`http://127.0.0.1:${apiPort}/api/health`] },
      ],
      {
        intervalMs: 10,
        reportEveryMs: 50,
        signal: controller.signal,
        onWaiting: (pending, elapsedMs) => reports.push({ pending, elapsedMs }),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort(new Error('Ctrl-C'));
    await expect(ready).rejects.toThrow('Ctrl-C');
    expect(reports.length).toBeGreaterThanOrEqual(2);
    for (const report of reports) expect(report.pending).toEqual(['the API']);
    expect(reports[0]!.elapsedMs).toBeGreaterThanOrEqual(50);
  });
});
