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
