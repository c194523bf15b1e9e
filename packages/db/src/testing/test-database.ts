import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dbEnv } from '../config/env.js';
import { createDataSource, runMigrations } from '../data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded/embedded-postgres.js';

export interface TestDatabase {
  /** URL of a fresh database of its own, with every migration applied. */
  url: string;
  drop(): Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let embedded: Promise<EmbeddedDatabase> | undefined;

/** The server tests use: TEST_DATABASE_URL (default the local one), else embedded-postgres. */
async function serverUrl(): Promise<string> {
  if (await reachable(dbEnv.testDatabaseUrl)) return dbEnv.testDatabaseUrl;
  embedded ??= (async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'billfold-pg-')), 'pg');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    return startEmbeddedPostgres({ dataDir, port, persistent: false });
  })();
  return (await embedded).url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Creates a database of its own for one test run (or one test file), migrates it, and drops
 * it afterwards. Tests never share data, so they can run in any order and in parallel.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const server = await serverUrl();
  const name = `billfold_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(server, name);
  if (options.migrate ?? true) {
    const dataSource = createDataSource({ url, poolSize: 2 });
    await dataSource.initialize();
    try {
      await runMigrations(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
