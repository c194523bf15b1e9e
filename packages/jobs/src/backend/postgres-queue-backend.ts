import {
  createPostgresBackend,
  Queue,
  runMigrations,
  Worker,
  type JobsOptions,
  type PostgresPoolConfig,
} from 'bullmq';
import pg from 'pg';
import { QueueBackendError } from '../job-errors.js';
import type {
  BullProcessor,
  BullQueue,
  BullWorker,
  BullWorkerSettings,
  QueueBackend,
} from './queue-backend.js';
import { redactUrl } from './redact-url.js';
import { trackClosables } from './track-closables.js';

/** BullMQ's tables live in their own schema of the application database. */
export const QUEUE_SCHEMA = 'bullmq';

/** BullMQ on PostgreSQL, in the application database (the embedded default of DESIGN.md). */
export async function openPostgresQueueBackend(databaseUrl: string): Promise<QueueBackend> {
  const where = redactUrl(databaseUrl);
  // One connection of our own: BullMQ's schema migrations at start, then health checks.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 5_000,
    application_name: 'billfold-queue',
  });
  pool.on('error', () => undefined); // a dropped idle connection surfaces through ping()
  try {
    const client = await pool.connect();
    try {
      // Idempotent and serialised by an advisory lock, so every process may run it at start.
      await runMigrations(client, QUEUE_SCHEMA);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new QueueBackendError(
      `PostgreSQL at ${where} cannot hold the job queue: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }

  // BullMQ builds and owns one pool (plus a LISTEN connection) per queue or worker.
  const connection: PostgresPoolConfig = {
    connectionString: databaseUrl,
    schema: QUEUE_SCHEMA,
    max: 4,
  };
  const open = trackClosables();
  return {
    kind: 'postgres',
    async ping() {
      await pool.query('SELECT 1');
    },
    openQueue(name: string, defaultJobOptions?: JobsOptions): BullQueue {
      const queue = new Queue(name, { connection, defaultJobOptions }, createPostgresBackend);
      queue.on('error', () => undefined); // surfaced by the failing call itself
      return open.add(queue);
    },
    openWorker(name: string, processor: BullProcessor, settings: BullWorkerSettings): BullWorker {
      return open.add(
        new Worker(
          name,
          processor,
          { ...settings, connection, autorun: false },
          createPostgresBackend,
        ),
      );
    },
    async close() {
      await open.closeAll();
      await pool.end();
    },
  };
}
