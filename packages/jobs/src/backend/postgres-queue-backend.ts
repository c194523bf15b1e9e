import { redactUrl } from '@billfold/contract';
import { createPostgresBackend, Queue, runMigrations, Worker, type JobsOptions } from 'bullmq';
import pg from 'pg';
import { QueueBackendError } from '../job-errors.js';
import type {
  BullProcessor,
  BullQueue,
  BullWorker,
  BullWorkerSettings,
  QueueBackend,
} from './queue-backend.js';
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

  // One pool of ours per queue or worker, handed to BullMQ. A worker's LISTEN connection is then
  // a client of this pool: when BullMQ closes it (it drops its own listeners first), the pool's
  // idle listener is back on it, so a "terminating connection" that arrives meanwhile (the server
  // restarting or shutting down) reaches the pool's handler below instead of crashing the process
  // as an unhandled 'error' event. With a connection string BullMQ would open that LISTEN client
  // outside any pool, and load `pg` through require(), which native ES modules do not have.
  const bullPools: pg.Pool[] = [];
  const bullPool = (): pg.Pool => {
    const bull = new pg.Pool({
      connectionString: databaseUrl,
      // Its queries resolve BullMQ's unqualified names in BullMQ's schema.
      options: `-c search_path=${QUEUE_SCHEMA}`,
      // Four for queries, as BullMQ's own pool, plus the LISTEN connection of a worker.
      max: 5,
      connectionTimeoutMillis: 5_000,
      application_name: 'billfold-queue',
    });
    // A dropped connection is reported by the call that used it, or replaced (LISTEN).
    bull.on('error', () => undefined);
    bullPools.push(bull);
    return bull;
  };
  const open = trackClosables();
  return {
    kind: 'postgres',
    async ping() {
      await pool.query('SELECT 1');
    },
    openQueue(name: string, defaultJobOptions?: JobsOptions): BullQueue {
      const queue = new Queue(
        name,
        { connection: bullPool(), defaultJobOptions },
        createPostgresBackend,
      );
      queue.on('error', () => undefined); // surfaced by the failing call itself
      return open.add(queue);
    },
    openWorker(name: string, processor: BullProcessor, settings: BullWorkerSettings): BullWorker {
      return open.add(
        new Worker(
          name,
          processor,
          { ...settings, connection: bullPool(), autorun: false },
          createPostgresBackend,
        ),
      );
    },
    async close() {
      await open.closeAll();
      // BullMQ leaves pools it was given open: ours to end, once every queue and worker is closed.
      await Promise.all(bullPools.splice(0).map((bull) => bull.end()));
      await pool.end();
    },
  };
}
