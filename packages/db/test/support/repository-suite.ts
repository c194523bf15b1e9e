import { beforeAll } from 'vitest';
import type { DataSource } from '../../src/index.js';
import { insertTestUser, openTestDataSource } from '../../src/testing/test-data-source.js';

/** Stands for a value a suite opens in its beforeAll; reading it before then throws. */
function opened<T extends object>(what: string): { handle: T; set(value: T): void } {
  let value: T | undefined;
  const handle = new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error(`${what} opens in beforeAll: use it in a test or a hook.`);
      return Reflect.get(value, key) as unknown;
    },
  });
  return { handle, set: (opened) => void (value = opened) };
}

/**
 * A repository suite's set-up: a fresh migrated database for the suite (opened in beforeAll,
 * dropped after its tests), the repository under test on it, and users to own the rows.
 */
export function useRepositorySuite<R extends object>(
  Repository: new (dataSource: DataSource) => R,
  options: { poolSize: number },
): { dataSource: DataSource; repository: R; newUser: () => Promise<string> } {
  const dataSource = opened<DataSource>('The test database');
  const repository = opened<R>(`The ${Repository.name}`);
  beforeAll(async () => {
    const database = await openTestDataSource(options);
    dataSource.set(database.dataSource);
    repository.set(new Repository(database.dataSource));
    return database.close;
  });
  return {
    dataSource: dataSource.handle,
    repository: repository.handle,
    newUser: () => insertTestUser(dataSource.handle),
  };
}
