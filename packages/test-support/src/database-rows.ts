import type { DataSource } from '@billfold/db';

/** Every row of every table, as PostgreSQL's text form of the row, sorted: table name → rows. */
export type DatabaseRows = Map<string, string[]>;

/**
 * Reads every row of every table in the given schemas (default: the application's, `public`).
 * Tables are found in the catalog, so a table added later is covered without changing the test.
 */
export async function databaseRows(
  dataSource: DataSource,
  schemas: string[] = ['public'],
): Promise<DatabaseRows> {
  const tables = await dataSource.query<{ name: string }[]>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = ANY($1) ORDER BY 1`,
    [schemas],
  );
  if (tables.length === 0) throw new Error(`No tables in ${schemas.join(', ')}`);
  const rows = await dataSource.query<{ name: string; rows: string[] }[]>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, coalesce((SELECT array_agg(t::text ORDER BY t::text) FROM ${name} t), '{}') AS rows`,
      )
      .join(' UNION ALL '),
  );
  return new Map(rows.map(({ name, rows }) => [name, rows]));
}

export type RowChanges = Record<string, { added: string[]; removed: string[] }>;

/** The rows that appeared or went away per table (an updated row is one removed and one added); `{}` when nothing changed. */
export function changedRows(before: DatabaseRows, after: DatabaseRows): RowChanges {
  const changes: RowChanges = {};
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name) ?? [];
    const is = after.get(name) ?? [];
    const added = without(is, was);
    const removed = without(was, is);
    if (added.length > 0 || removed.length > 0) changes[name] = { added, removed };
  }
  return changes;
}

/** `rows` minus `other`, counting duplicates. */
function without(rows: string[], other: string[]): string[] {
  const left = new Map<string, number>();
  for (const row of other) left.set(row, (left.get(row) ?? 0) + 1);
  return rows.filter((row) => {
    const count = left.get(row) ?? 0;
    if (count === 0) return true;
    left.set(row, count - 1);
    return false;
  });
}
