import type { DataSource, EntityManager } from 'typeorm';

declare const transaction: unique symbol;

/**
 * An open transaction of a unit of work, as services hand it to repositories so that their
 * writes commit or roll back together. Opaque outside packages/db: what it holds (TypeORM's
 * EntityManager) stays here.
 */
export interface Transaction {
  readonly [transaction]: true;
}

/** The EntityManager of a transaction (repositories only; not exported from the package). */
export function managerOf(tx: Transaction): EntityManager;
export function managerOf(tx: Transaction | undefined): EntityManager | undefined;
export function managerOf(tx: Transaction | undefined): EntityManager | undefined {
  return tx as unknown as EntityManager | undefined;
}

/** A repository's own transaction, handed to a caller's work (repositories only). */
export function transactionOf(manager: EntityManager): Transaction {
  return manager as unknown as Transaction;
}

/** Runs work in one database transaction: committed when it resolves, rolled back when it throws. */
export class UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(transactionOf(manager)));
  }
}

/** PostgreSQL's unique_violation: a concurrent writer inserted the same key first. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL refusing text it cannot store: U+0000 in text (22021) or in jsonb (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function sqlStateOf(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Whether a write failed because another one stored the same unique key first (a lost race). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22, data exception: a number out of
 * range, text it cannot store, a malformed value). The same write fails the same way every time,
 * so a job that meets one must end rather than retry.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

/** Whether PostgreSQL refused text it cannot store (U+0000). */
export function isUnstorableText(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && UNSTORABLE_TEXT.has(code);
}
