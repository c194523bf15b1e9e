import { redactUrl } from '@billfold/contract';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { QueueBackendKind } from '../backend/queue-backend.js';

/** Whether a Redis answers PING at `url` within `timeoutMs`. */
export async function redisReachable(url: string, timeoutMs = 2_000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface TestBackends {
  /** The backends to run queue tests on. */
  kinds: QueueBackendKind[];
  /** Why Redis is left out, when it is. */
  skipped?: string;
}

/**
 * Queue tests run on both backends. Without a reachable Redis the Redis cases are skipped with a
 * reason, except in CI, where a missing Redis is an error.
 */
export async function resolveTestBackends(options: {
  redisUrl: string;
  ci: boolean;
}): Promise<TestBackends> {
  if (await redisReachable(options.redisUrl)) return { kinds: ['postgres', 'redis'] };
  const reason = `Redis is unreachable at ${redactUrl(options.redisUrl)} (set TEST_REDIS_URL)`;
  if (options.ci) throw new Error(`${reason}; CI runs every queue test on Redis too.`);
  return { kinds: ['postgres'], skipped: reason };
}

/** A key prefix of its own for one test file, so test files never see each other's queues. */
export function uniqueTestPrefix(label: string): string {
  return `billfold-test-${label}-${randomBytes(4).toString('hex')}`;
}

/** Deletes every key under `prefix` (a test file's queues); returns how many were deleted. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await client.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
  return deleted;
}
