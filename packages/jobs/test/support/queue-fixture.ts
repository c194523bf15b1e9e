import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import { createQueueBackend, type QueueBackend, type QueueBackendKind } from '../../src/index.js';
import { deleteRedisKeys, uniqueTestPrefix } from '../../src/testing/index.js';
import { testEnv } from './test-env.js';

/**
 * One queue backend for one test file: on PostgreSQL a fresh database of its own, on Redis a
 * key prefix of its own. `cleanup()` closes the backend and removes the database or the keys.
 */
export interface QueueFixture {
  kind: QueueBackendKind;
  backend: QueueBackend;
  /** Where the backend is, as the queue-admin command is told: the database, or Redis and the prefix. */
  location: { databaseUrl: string } | { redisUrl: string; prefix: string };
  /** Opens another backend on the same datastore and namespace (a second process, say). */
  reopen(): Promise<QueueBackend>;
  cleanup(): Promise<void>;
}

export async function openQueueFixture(
  kind: QueueBackendKind,
  label: string,
): Promise<QueueFixture> {
  /** The backend's opener, and what is left to remove once the backend is closed. */
  const { location, open, remove } = await (async () => {
    if (kind === 'postgres') {
      const database: TestDatabase = await createTestDatabase();
      return {
        location: { databaseUrl: database.url },
        open: () => createQueueBackend({ databaseUrl: database.url }),
        remove: () => database.drop(),
      };
    }
    const prefix = uniqueTestPrefix(label);
    return {
      location: { redisUrl: testEnv.redisUrl, prefix },
      // The Redis backend never touches the database; any well-formed URL will do.
      open: () =>
        createQueueBackend({
          redisUrl: testEnv.redisUrl,
          databaseUrl: 'postgres://unused/unused',
          prefix,
        }),
      remove: () => deleteRedisKeys(testEnv.redisUrl, prefix),
    };
  })();
  const backend = await open().catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  return {
    kind,
    backend,
    location,
    reopen: open,
    async cleanup() {
      await backend.close();
      await remove();
    },
  };
}
