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
 * Connection options for a pool that runs prepared statements: each keeps the generic plan made
 * on its first runs. Left to choose, PostgreSQL kept planning a search again on every run, because
 * a guessed selectivity made the generic plan look dearer. Unnamed statements (planned with their
 * values each time) are not affected.
 */
export const PREPARED_STATEMENT_CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** A statement as pg runs it prepared: named by a digest of its text. */
export function preparedStatement(
  text: string,
  values: unknown[],
): { name: string; text: string; values: unknown[] } {
  return { name: statementName(text), text, values };
}

/**
 * Runs a hot-path statement (one every signed-in request or every page of a report sends) as a
 * named prepared statement on the data source's own pool: each connection parses it once, and
 * after a few runs PostgreSQL keeps a generic plan instead of planning it again each time, which
 * for a short indexed query is most of its cost (the data source's connections set
 * PREPARED_STATEMENT_CONNECTION_OPTIONS). Rows come back raw, as from DataSource.query.
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
  const result = await pool.query(preparedStatement(text, values));
  return result.rows as Row[];
}
