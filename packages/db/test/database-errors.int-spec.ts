import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isDataException,
  isUniqueViolation,
  isUnstorableText,
  type DataSource,
} from '../src/index.js';
import { insertTestUser, openTestDataSource } from '../src/testing/test-data-source.js';

/** What PostgreSQL itself throws, read by the helpers that decide whether a write may be retried. */
describe('database error kinds', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ dataSource, close } = await openTestDataSource({ poolSize: 2 }));
  });
  afterAll(() => close());

  const failureOf = (sql: string, parameters: unknown[] = []) =>
    dataSource.query(sql, parameters).then(
      () => {
        throw new Error(`${sql} succeeded`);
      },
      (error: unknown) => error,
    );

  it.each([
    ['a number out of its column type', 'SELECT $1::integer', ['3000000000']],
    ['a malformed number', 'SELECT $1::numeric', ['12,5']],
    ['U+0000 in jsonb', 'SELECT $1::jsonb', ['{"vendor": "A\\u0000B"}']],
    ['a division by zero', 'SELECT 1 / $1::integer', ['0']],
    ['an impossible date', 'SELECT $1::date', ['2026-02-30']],
  ])('calls %s a data exception (never fixed by a retry)', async (_what, sql, parameters) => {
    const error = await failureOf(sql, parameters);
    expect(isDataException(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('calls U+0000 in jsonb unstorable text, which is a data exception too', async () => {
    const error = await failureOf('SELECT $1::jsonb', ['{"vendor": "A\\u0000B"}']);
    expect(isUnstorableText(error)).toBe(true);
  });

  it('does not call a lost race, a syntax error or a dropped connection a data exception', async () => {
    const userId = await insertTestUser(dataSource);
    const duplicate = await failureOf(
      "INSERT INTO users (name, email) SELECT 'U', email FROM users WHERE id = $1",
      [userId],
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDataException(duplicate)).toBe(false);
    expect(isDataException(await failureOf('SELEC 1'))).toBe(false);
    expect(isDataException(new Error('connection terminated unexpectedly'))).toBe(false);
    expect(isDataException(undefined)).toBe(false);
  });
});
