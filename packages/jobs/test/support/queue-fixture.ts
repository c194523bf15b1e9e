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
  /** Opens another backend on the same datastore and namespace (a second process, say). */
  reopen(): Promise<QueueBackend>;
  cleanup(): Promise<void>;
}

export async function openQueueFixture(
  kind: QueueBackendKind,
  label: string,
): Promise<QueueFixture> {
  if (kind === 'postgres') {
    const database: TestDatabase = await createTestDatabase();
    const open = () => createQueueBackend({ databaseUrl: database.url });
    const backend = await open().catch(async (error: unknown) => {
      await database.drop();
      throw error;
    });
    return {
      kind,
      backend,
      reopen: open,
      async cleanup() {
        await backend.close();
        await database.drop();
      },
    };
  }
  const prefix = uniqueTestPrefix(label);
  // The Redis backend never touches the database; any well-formed URL will do.
  const open = () =>
    createQueueBackend({
      redisUrl: testEnv.redisUrl,
      databaseUrl: 'postgres://unused/unused',
      prefix,
    });
  const backend = await open();
  return {
    kind,
    backend,
    reopen: open,
    async cleanup() {
      await backend.close();
      await deleteRedisKeys(testEnv.redisUrl, prefix);
    },
  };
}
