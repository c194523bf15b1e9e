import { createDataSource, type DataSource } from '@billfold/db';
import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import { createQueueBackend, JobProducer, type QueueBackend } from '@billfold/jobs';
import { deleteRedisKeys } from '@billfold/jobs/testing';
import { FilesystemStorage } from '@billfold/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a worker test runs against: a fresh database, a storage folder and a queue with a producer. */
export interface WorkerTestRig {
  database: TestDatabase;
  dataSource: DataSource;
  storageDir: string;
  storage: FilesystemStorage;
  queue: QueueBackend;
  producer: JobProducer;
  /**
   * Closes the producer and the queue, deletes the prefix's Redis keys (on Redis), closes the data
   * source, drops the database and removes the storage folder.
   */
  close: () => Promise<void>;
}

export async function openWorkerTestRig(options: {
  /** The queue on Redis at this URL; on PostgreSQL (the test database) when undefined. */
  redisUrl: string | undefined;
  prefix: string;
  poolSize: number;
  /** Names the storage folder (billfold-<name>-…). */
  name: string;
}): Promise<WorkerTestRig> {
  const database = await createTestDatabase();
  const dataSource = createDataSource({ url: database.url, poolSize: options.poolSize });
  await dataSource.initialize();
  const storageDir = await mkdtemp(path.join(tmpdir(), `billfold-${options.name}-`));
  const storage = new FilesystemStorage(storageDir);
  const queue = await createQueueBackend({
    redisUrl: options.redisUrl,
    databaseUrl: database.url,
    prefix: options.prefix,
  });
  const producer = new JobProducer(queue);
  return {
    database,
    dataSource,
    storageDir,
    storage,
    queue,
    producer,
    close: async () => {
      await producer.close();
      await queue.close();
      if (options.redisUrl) await deleteRedisKeys(options.redisUrl, options.prefix);
      await dataSource.destroy();
      await database.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
