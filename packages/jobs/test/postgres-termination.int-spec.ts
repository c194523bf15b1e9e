import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueBackend, type QueueBackend } from '../src/index.js';
import { waitFor } from '../src/testing/index.js';

// PostgreSQL may end any connection at any moment: a restart, pg_terminate_backend, or the fast
// shutdown of the embedded server when Ctrl-C reaches it. A worker on the PostgreSQL backend
// waits for jobs on a LISTEN connection of its own; whether that happens while it waits or while
// it closes, the termination must never surface as an unhandled 'error' event (which ends the
// process with "Unhandled 'error' event ... terminating connection due to administrator command").

const TERMINATE_OTHERS =
  'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
/** BullMQ names a worker's LISTEN connection after its queue. */
const LISTENING =
  "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'termination'";

describe('a worker on the PostgreSQL backend whose connections the server terminates', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    process.on('uncaughtException', recordUncaught);
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await admin?.end();
    await database?.drop();
  });

  async function listening(): Promise<void> {
    await waitFor(
      'the worker to LISTEN',
      async () => ((await admin.query<{ n: number }>(LISTENING)).rows[0]!.n > 0 ? true : undefined),
      15_000,
    );
  }

  async function openRunningWorker(): Promise<{
    backend: QueueBackend;
    close: () => Promise<void>;
  }> {
    const backend = await createQueueBackend({ databaseUrl: database.url });
    const worker = backend.openWorker('termination', () => Promise.resolve(), { concurrency: 1 });
    worker.on('error', () => undefined);
    const running = worker.run().catch(() => undefined);
    await listening();
    return {
      backend,
      close: async () => {
        await worker.close().catch(() => undefined);
        await running;
        await backend.close().catch(() => undefined);
      },
    };
  }

  it('survives the termination while it waits for jobs, and listens again', async () => {
    const { close } = await openRunningWorker();
    expect((await admin.query<{ n: number }>(TERMINATE_OTHERS)).rows[0]!.n).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await listening();
    await close();
    expect(uncaught).toEqual([]);
  });

  it('survives the termination arriving while it closes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { close } = await openRunningWorker();
      // The server's "terminating connection" arrives while close() tears the connections down.
      await admin.query(TERMINATE_OTHERS);
      await close();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(uncaught).toEqual([]);
  });
});
