import { redactUrl } from '@billfold/contract';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { QueueBackendError } from '../job-errors.js';
import type {
  BullProcessor,
  BullQueue,
  BullWorker,
  BullWorkerSettings,
  QueueBackend,
  QueueBackendOptions,
} from './queue-backend.js';
import { trackClosables } from './track-closables.js';

const CONNECT_TIMEOUT_MS = 5_000;

function infoField(info: string, field: string): string | undefined {
  const line = info.split(/\r?\n/).find((entry) => entry.startsWith(`${field}:`));
  return line?.slice(field.length + 1).trim();
}

/** Refuses a Redis that could lose jobs, when the caller asks for it (production). */
async function assertDurable(
  client: Redis,
  options: QueueBackendOptions,
  where: string,
): Promise<void> {
  if (options.requireNoEviction) {
    // INFO rather than CONFIG GET: managed Redis services often disable CONFIG.
    const policy = infoField(await client.info('memory'), 'maxmemory_policy');
    if (policy !== 'noeviction') {
      throw new QueueBackendError(
        `Redis at ${where} runs with maxmemory-policy "${policy ?? 'unknown'}"; the job queue needs "noeviction" ` +
          '(any other policy can silently drop jobs). Set maxmemory-policy noeviction on the server.',
      );
    }
  }
  if (options.requireAppendOnly) {
    const aof = infoField(await client.info('persistence'), 'aof_enabled');
    if (aof !== '1') {
      throw new QueueBackendError(
        `Redis at ${where} runs without AOF persistence; the job queue needs "appendonly yes" so jobs survive a restart.`,
      );
    }
  }
}

/** BullMQ on Redis: keys under `prefix`, one connection of our own for health checks. */
export async function openRedisQueueBackend(
  redisUrl: string,
  options: QueueBackendOptions,
): Promise<QueueBackend> {
  const where = redactUrl(redisUrl);
  const prefix = options.prefix ?? 'billfold';
  // Health checks must answer quickly: no offline queue, one retry per command.
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Connection errors surface through ping(); without a listener ioredis prints each one.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await assertDurable(client, options, where);
  } catch (error) {
    client.disconnect();
    if (error instanceof QueueBackendError) throw error;
    throw new QueueBackendError(`Redis at ${where} is unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const open = trackClosables();
  return {
    kind: 'redis',
    async ping() {
      await client.ping();
    },
    openQueue(name: string, defaultJobOptions?: JobsOptions): BullQueue {
      // A producer runs inside HTTP requests: fail fast while Redis is down instead of waiting.
      const queue = new Queue(name, {
        connection: { url: redisUrl, enableOfflineQueue: false },
        prefix,
        defaultJobOptions,
      });
      queue.on('error', () => undefined); // surfaced by the failing call itself
      return open.add(queue);
    },
    openWorker(name: string, processor: BullProcessor, settings: BullWorkerSettings): BullWorker {
      // Workers block on Redis and must wait out reconnects: BullMQ requires maxRetriesPerRequest null.
      return open.add(
        new Worker(name, processor, {
          ...settings,
          connection: { url: redisUrl, maxRetriesPerRequest: null },
          prefix,
          autorun: false,
        }),
      );
    },
    async close() {
      await open.closeAll();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
