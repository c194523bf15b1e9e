import { randomUUID } from 'node:crypto';
import { createDataSource, type DataSource } from '../data-source.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestDataSource {
  database: TestDatabase;
  /** Initialized, on `database`. */
  dataSource: DataSource;
  /** Destroys the data source, then drops the database. */
  close: () => Promise<void>;
}

/** A fresh migrated database of its own (createTestDatabase) and a data source on it. */
export async function openTestDataSource(
  options: { poolSize?: number } = {},
): Promise<TestDataSource> {
  const database = await createTestDatabase();
  const dataSource = createDataSource({ url: database.url, poolSize: options.poolSize ?? 4 });
  await dataSource.initialize();
  return {
    database,
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/** Inserts a user ('U') with an e-mail address of its own: the user's id. */
export async function insertTestUser(dataSource: DataSource): Promise<string> {
  const [row] = await dataSource.query<{ id: string }[]>(
    "INSERT INTO users (name, email) VALUES ('U', $1) RETURNING id",
    [`${randomUUID()}@example.com`],
  );
  return row!.id;
}
