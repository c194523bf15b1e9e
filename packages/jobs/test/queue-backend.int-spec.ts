import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SCHEMA, QueueBackendError, createQueueBackend } from '../src/index.js';
import { resolveTestBackends } from '../src/testing/index.js';
import { openQueueFixture, type QueueFixture } from './support/queue-fixture.js';
import { freePort } from '@billfold/test-support/ports';
import {
  redisServerAvailable,
  startPrivateRedis,
  type PrivateRedis,
} from './support/redis-server.js';
import { testEnv } from './support/test-env.js';

const backends = await resolveTestBackends(testEnv);

describe.each(backends.kinds)('queue backend on %s', (kind) => {
  let fixture: QueueFixture;

  beforeAll(async () => {
    fixture = await openQueueFixture(kind, 'backend');
  });

  afterAll(async () => {
    await fixture?.cleanup();
  });

  it('says which backend it is and answers ping', async () => {
    expect(fixture.backend.kind).toBe(kind);
    await expect(fixture.backend.ping()).resolves.toBeUndefined();
  });

  it('fails ping once closed', async () => {
    const backend = await fixture.reopen();
    await backend.close();
    await expect(backend.ping()).rejects.toThrow();
  });
});

describe('queue backend on an unreachable datastore', () => {
  it('refuses an unreachable Redis with a clear error that does not show the password', async () => {
    const port = await freePort();
    const error: unknown = await createQueueBackend({
      redisUrl: `redis://:s3cret@127.0.0.1:${port}`,
      databaseUrl: 'postgres://unused/unused',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueueBackendError);
    expect((error as Error).message).toContain(`Redis at redis://127.0.0.1:${port} is unreachable`);
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('refuses an unreachable PostgreSQL with a clear error that does not show the password', async () => {
    const port = await freePort();
    const error: unknown = await createQueueBackend({
      databaseUrl: `postgres://billfold:s3cret@127.0.0.1:${port}/billfold`,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueueBackendError);
    expect((error as Error).message).toContain(
      `PostgreSQL at postgres://127.0.0.1:${port}/billfold cannot hold the job queue`,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});

describe('queue backend on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    // No application tables: whatever appears in public would be the queue's.
    database = await createTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it(`keeps its tables in the "${QUEUE_SCHEMA}" schema, apart from the application's`, async () => {
    const backend = await createQueueBackend({ databaseUrl: database.url });
    await backend.close();
    // Opening again finds the schema migrated and changes nothing.
    await (await createQueueBackend({ databaseUrl: database.url })).close();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; tables: string }>(
        `SELECT table_schema, count(*) AS tables FROM information_schema.tables
         WHERE table_schema IN ('public', $1) GROUP BY table_schema`,
        [QUEUE_SCHEMA],
      );
      const bySchema = Object.fromEntries(
        rows.map((row) => [row.table_schema, Number(row.tables)]),
      );
      expect(bySchema[QUEUE_SCHEMA]).toBeGreaterThan(0);
      const { rows: publicTables } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(publicTables).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

// A private Redis per case: the shared one must keep its settings while other tests use it.
const privateRedis = redisServerAvailable || testEnv.ci ? describe : describe.skip;
if (!redisServerAvailable && testEnv.ci)
  throw new Error('redis-server is not on PATH; CI needs it for the Redis policy tests.');

privateRedis(
  `Redis durability checks${redisServerAvailable ? '' : ' (skipped: redis-server is not on PATH)'}`,
  () => {
    const started: PrivateRedis[] = [];
    const redis = async (settings: Record<string, string>) => {
      const server = await startPrivateRedis(settings);
      started.push(server);
      return server.url;
    };
    const open = (
      redisUrl: string,
      options: { requireNoEviction?: boolean; requireAppendOnly?: boolean },
    ) =>
      createQueueBackend({
        redisUrl,
        databaseUrl: 'postgres://unused/unused',
        prefix: 'billfold-test-durability',
        ...options,
      });

    afterAll(async () => {
      await Promise.all(started.map((server) => server.stop()));
    });

    it('refuses a Redis that may evict keys when noeviction is required (SECURITY.md 29)', async () => {
      const url = await redis({ 'maxmemory-policy': 'allkeys-lru' });
      const error: unknown = await open(url, { requireNoEviction: true }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(QueueBackendError);
      expect((error as Error).message).toMatch(
        /maxmemory-policy "allkeys-lru"; the job queue needs "noeviction"/,
      );
    });

    it('accepts the same Redis when noeviction is not required (development)', async () => {
      const url = await redis({ 'maxmemory-policy': 'allkeys-lru' });
      const backend = await open(url, { requireNoEviction: false });
      await backend.ping();
      await backend.close();
    });

    it('refuses a Redis without AOF when persistence is required', async () => {
      const url = await redis({ 'maxmemory-policy': 'noeviction', appendonly: 'no' });
      await expect(open(url, { requireNoEviction: true, requireAppendOnly: true })).rejects.toThrow(
        /without AOF persistence/,
      );
    });

    it('accepts a Redis with noeviction and AOF when both are required (production)', async () => {
      const url = await redis({ 'maxmemory-policy': 'noeviction', appendonly: 'yes' });
      const backend = await open(url, { requireNoEviction: true, requireAppendOnly: true });
      expect(backend.kind).toBe('redis');
      await backend.close();
    });
  },
);
