// The only place in packages/db that reads the environment (used by the CLIs and test helpers).
export const dbEnv = {
  databaseUrl: process.env.DATABASE_URL,
  testDatabaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  dataDir: process.env.DATA_DIR ?? '.data',
};
