import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, useApi, type RunningApi } from './support/api-harness.js';
import { TcpProxy } from './support/tcp-proxy.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** GET /api/health of the API at `baseUrl`: the response, its status and what it says. */
async function health(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/health`);
  return { response, status: response.status, body: await response.json() };
}

describe('GET /api/health', () => {
  const api = useApi();

  it('is 200 with the database and the PostgreSQL queue up', async () => {
    const { response, status, body } = await health(api.baseUrl);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: 'up',
      queue: 'up',
      queueBackend: 'postgres',
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers liveness without touching dependencies', async () => {
    const response = await fetch(`${api.baseUrl}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const given = await fetch(`${api.baseUrl}/api/health/live`, {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-12345678');
    const malformed = await fetch(`${api.baseUrl}/api/health/live`, {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    // A new id in the malformed one's place (not "not to contain 'bad'": a UUID's hex digits
    // spell those letters now and then, which made this test fail one run in a few hundred).
    expect(malformed.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('answers unknown API routes with the one error body', async () => {
    const response = await fetch(`${api.baseUrl}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('sets security headers', async () => {
    const response = await fetch(`${api.baseUrl}/api/health/live`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /api/health when a dependency is down', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let api: RunningApi | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = TcpProxy.forUrl(database.url);
    await proxy.start();
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  afterAll(async () => {
    await proxy.stop();
    await database.drop();
  });

  it('is 503 while the database does not answer, and 200 again once it does', async () => {
    const running = await startApi(
      { DATABASE_URL: proxy.rewrite(database.url) },
      { database, catchMail: false },
    );
    api = running;

    expect((await health(running.baseUrl)).status).toBe(200);

    await proxy.cut();
    const down = await health(running.baseUrl);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', database: 'down' });

    await proxy.start();
    await expect
      .poll(async () => (await fetch(`${running.baseUrl}/api/health`)).status, { timeout: 10_000 })
      .toBe(200);
  });

  it('is 503 while Redis (the queue) does not answer', async () => {
    const redisProxy = TcpProxy.forUrl(redisUrl);
    await redisProxy.start();
    try {
      const running = await startApi(
        { REDIS_URL: redisProxy.rewrite(redisUrl) },
        { database, catchMail: false },
      );
      api = running;

      const up = await health(running.baseUrl);
      expect(up.body).toMatchObject({ status: 'ok', queue: 'up', queueBackend: 'redis' });

      await redisProxy.cut();
      const down = await health(running.baseUrl);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'unavailable', database: 'up', queue: 'down' });
    } finally {
      await api?.close();
      api = undefined;
      await redisProxy.stop();
    }
  });
});
