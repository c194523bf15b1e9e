import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataSource,
  pendingSchemaChanges,
  runMigrations,
  type DataSource,
} from '../src/data-source.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

describe('schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('applies every migration to an empty database, then finds nothing left to apply', async () => {
    const applied = await runMigrations(dataSource);
    expect(applied.length).toBeGreaterThan(0);
    expect(await runMigrations(dataSource)).toEqual([]);
  });

  it('has entities and migrations that agree (no drift)', async () => {
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  it('reverts every migration cleanly', async () => {
    for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
    // TypeORM's own tables stay: the migrations log, and the generated-column expressions, which
    // it makes again before each revert.
    const tables = await dataSource.query<{ table_name: string }[]>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('schema_migrations', 'typeorm_metadata')",
    );
    expect(tables).toEqual([]);
    await runMigrations(dataSource);
  });
});
