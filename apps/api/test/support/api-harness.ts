import { DataSource } from '@billfold/db';
import { createTestDatabase, type TestDatabase } from '@billfold/db/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { createApiApp } from '../../src/app.factory.js';
import { loadApiEnv } from '../../src/config/env.js';
import { HttpClient } from '@billfold/test-support/http-client';
import { openForSuite } from '@billfold/test-support/suite-value';
import { MailCatcher } from './mail-catcher.js';

export interface RunningApi {
  app: NestExpressApplication;
  baseUrl: string;
  database: TestDatabase;
  dataSource: DataSource;
  /** The mail.send jobs the API enqueued. */
  mail: MailCatcher;
  /** A new browser-like client with an empty cookie jar. */
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * The real API, in-process, listening on a free loopback port, on a fresh database of its
 * own (or the given one, which the caller drops). `env` overrides variables (e.g.
 * DATABASE_URL through a TcpProxy, REDIS_URL).
 */
export async function startApi(
  env: Record<string, string> = {},
  options: { database?: TestDatabase; catchMail?: boolean } = {},
): Promise<RunningApi> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  try {
    const apiEnv = loadApiEnv({
      DATABASE_URL: database.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      REDIS_PREFIX: `test-${process.pid}-${Date.now()}`,
      ...env,
    });
    const app = await createApiApp(apiEnv);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const mail = new MailCatcher();
    if (options.catchMail ?? true) {
      await mail.start({
        databaseUrl: apiEnv.DATABASE_URL,
        redisUrl: apiEnv.REDIS_URL,
        prefix: apiEnv.REDIS_PREFIX,
      });
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    return {
      app,
      baseUrl,
      database,
      dataSource: app.get(DataSource),
      mail,
      client: () => new HttpClient(baseUrl),
      async close() {
        await mail.stop();
        await app.close();
        if (ownDatabase) await database.drop();
      },
    };
  } catch (error) {
    if (ownDatabase) await database.drop();
    throw error;
  }
}

/** The suite's API: `startApi` in a beforeAll of the calling suite, closed after its tests. */
export function useApi(...options: Parameters<typeof startApi>): RunningApi {
  return openForSuite(
    'The API',
    () => startApi(...options),
    (api) => api.close(),
  );
}
