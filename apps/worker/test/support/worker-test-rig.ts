import { createDataSource, type DataSource } from '@billfold/db';
import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import {
  analysisRunJob,
  createQueueBackend,
  JobProducer,
  type QueueBackend,
  type QueueBackendKind,
} from '@billfold/jobs';
import { deleteRedisKeys } from '@billfold/jobs/testing';
import { FilesystemStorage } from '@billfold/storage';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openForSuite } from '@billfold/test-support/suite-value';
import { startAnthropicStub, type AnthropicStub } from '../../src/testing/anthropic-stub.js';
import { testEnv } from './test-env.js';

/** What a worker test runs against: a fresh database, a storage folder and a queue with a producer. */
export interface WorkerTestRig {
  database: TestDatabase;
  dataSource: DataSource;
  storageDir: string;
  storage: FilesystemStorage;
  queue: QueueBackend;
  producer: JobProducer;
  /** What the API does on upload: stores the PDF, records the analysis, queues its job; its id. */
  upload: (userId: string, pdf: Uint8Array) => Promise<string>;
  /**
   * Closes the producer and the queue, deletes the prefix's Redis keys (on Redis), closes the data
   * source, drops the database and removes the storage folder.
   */
  close: () => Promise<void>;
}

export async function openWorkerTestRig(options: {
  /** Where the queue lives: Redis at TEST_REDIS_URL, or PostgreSQL (the test database). */
  queue: QueueBackendKind;
  prefix: string;
  poolSize: number;
  /** Names the storage folder (billfold-<name>-…). */
  name: string;
}): Promise<WorkerTestRig> {
  const redisUrl = options.queue === 'redis' ? testEnv.redisUrl : undefined;
  const database = await createTestDatabase();
  const dataSource = createDataSource({ url: database.url, poolSize: options.poolSize });
  await dataSource.initialize();
  const storageDir = await mkdtemp(path.join(tmpdir(), `billfold-${options.name}-`));
  const storage = new FilesystemStorage(storageDir);
  const queue = await createQueueBackend({
    redisUrl,
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
    upload: async (userId, pdf) => {
      const id = randomUUID();
      await storage.put(`uploads/${id}.pdf`, pdf);
      await dataSource.query(
        "INSERT INTO analyses (id, user_id, status, file_name, file_size, pdf_key) VALUES ($1, $2, 'queued', 'invoice.pdf', $3, $4)",
        [id, userId, pdf.length, `uploads/${id}.pdf`],
      );
      await producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: id });
      return id;
    },
    close: async () => {
      await producer.close();
      await queue.close();
      if (redisUrl) await deleteRedisKeys(redisUrl, options.prefix);
      await dataSource.destroy();
      await database.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** The suite's rig: opened in a beforeAll of the calling suite, closed after its afterAll hooks. */
export function useWorkerTestRig(options: Parameters<typeof openWorkerTestRig>[0]): WorkerTestRig {
  return openForSuite(
    'The worker test rig',
    () => openWorkerTestRig(options),
    (rig) => rig.close(),
  );
}

/** The suite's Anthropic stub: started in a beforeAll of the calling suite, stopped after it. */
export function useAnthropicStub(): AnthropicStub {
  return openForSuite('The Anthropic stub', startAnthropicStub, (stub) => stub.stop());
}
