import { createHash } from 'node:crypto';
import pg from 'pg';
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

const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (
  text: string,
) => Date | number;

/**
 * A Date read from PostgreSQL's text that keeps its ISO form, made from that text: the Date's own
 * toISOString formats the time from scratch, which was the dearest step of a page's answer (50
 * timestamps; more than the rest of the DTOs). The same string; once the Date is changed
 * (setTime…), it is formatted as any Date's.
 */
class PgTimestamp extends Date {
  readonly #time: number;
  readonly #iso: string;

  constructor(time: number, iso: string) {
    super(time);
    this.#time = time;
    this.#iso = iso;
  }

  override toISOString(): string {
    return this.getTime() === this.#time ? this.#iso : super.toISOString();
  }
}

/**
 * A timestamptz as PostgreSQL writes it to a session in UTC ("2026-11-26 18:35:00.123456+00";
 * the servers' default time zone here and in the containers), read without pg's general parser
 * (regular expressions for every form a timestamp can take: a page of 25 invoices has 50 of
 * them): the same Date, its milliseconds computed as pg computes them. Any other form (another
 * time zone, BC) goes to pg's parser, which answers infinity as a number.
 */
export function parseUtcTimestamp(text: string): Date | number {
  const length = text.length;
  // Digits read from their character codes: NaN would spread to the time and send the text to pg.
  const number = (from: number, to: number) => {
    let value = 0;
    for (let i = from; i < to; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return NaN;
      value = value * 10 + digit;
    }
    return value;
  };
  if (
    length >= 22 &&
    length <= 29 &&
    text.charCodeAt(length - 3) === 43 && // +00
    text.charCodeAt(length - 2) === 48 &&
    text.charCodeAt(length - 1) === 48 &&
    text.charCodeAt(4) === 45 && // 2026-11-26 18:35:00
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    (length === 22 || (length > 23 && text.charCodeAt(19) === 46))
  ) {
    const year = number(0, 4);
    // As pg: 1000 * parseFloat('.123456'), the nearest number to the fraction, as this division is.
    const digits = length - 23;
    const fraction = length === 22 ? 0 : 1000 * (number(20, length - 3) / 10 ** digits);
    const time = Date.UTC(
      year,
      number(5, 7) - 1,
      number(8, 10),
      number(11, 13),
      number(14, 16),
      number(17, 19),
      fraction,
    );
    if (year >= 1000 && Number.isFinite(time)) {
      const ms = String(time % 1000).padStart(3, '0');
      return new PgTimestamp(time, `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`);
    }
  }
  return parseTimestamptz(text);
}

/** The type parsers of the hot-path statements: pg's, with timestamptz read by parseUtcTimestamp. */
const HOT_PATH_TYPES = {
  getTypeParser: ((oid: number, format: 'text' | 'binary' = 'text'): unknown =>
    oid === TIMESTAMPTZ_OID && format === 'text'
      ? parseUtcTimestamp
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

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
  const result = await pool.query({ ...preparedStatement(text, values), types: HOT_PATH_TYPES });
  return result.rows as Row[];
}

/**
 * As preparedQuery, each row an array of its columns in the order of the select list (pg then
 * builds no object with a key for each column of each row), with the columns' names.
 */
export async function preparedRows(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<{ columns: string[]; rows: unknown[][] }> {
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
  const result = await pool.query<unknown[]>({
    ...preparedStatement(text, values),
    types: HOT_PATH_TYPES,
    rowMode: 'array',
  });
  return { columns: result.fields.map((field) => field.name), rows: result.rows };
}
