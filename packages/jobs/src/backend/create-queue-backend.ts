import { openPostgresQueueBackend } from './postgres-queue-backend.js';
import type { QueueBackend, QueueBackendOptions } from './queue-backend.js';
import { openRedisQueueBackend } from './redis-queue-backend.js';

/**
 * Connects to the job queue's datastore: BullMQ on Redis when `redisUrl` is set, else BullMQ on
 * PostgreSQL in the application database. Throws a QueueBackendError when the datastore is
 * unreachable or (on request) configured so that it could lose jobs.
 */
export function createQueueBackend(options: QueueBackendOptions): Promise<QueueBackend> {
  return options.redisUrl
    ? openRedisQueueBackend(options.redisUrl, options)
    : openPostgresQueueBackend(options.databaseUrl);
}

/** The queue variables of the API and the worker (validated by the app's config/env.ts). */
export interface QueueEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  DATABASE_URL: string;
  REDIS_URL?: string | undefined;
  REDIS_PREFIX: string;
}

/** The job queue of an app, with the same safeguards for the API (producer) and the worker. */
export function queueBackendFromEnv(env: QueueEnv): Promise<QueueBackend> {
  return createQueueBackend({
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    prefix: env.REDIS_PREFIX,
    // A Redis that may evict keys loses jobs (SECURITY.md 29): refused in every mode (Redis
    // itself defaults to noeviction). One that forgets them on restart: refused in production.
    requireNoEviction: true,
    requireAppendOnly: env.NODE_ENV === 'production',
  });
}
