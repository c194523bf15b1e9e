import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** Statement names by SQL text: the name is a digest of the text, so one name never means two statements. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `billfold_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a hot-path statement (one every signed-in request or every page of a report sends) as a
 * named prepared statement on the data source's own pool: each connection parses it once, and
 * after a few runs PostgreSQL keeps a generic plan instead of planning it again each time, which
 * for a short indexed query is most of its cost. Rows come back raw, as from DataSource.query.
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
  const result = await pool.query({ name: statementName(text), text, values });
  return result.rows as Row[];
}
