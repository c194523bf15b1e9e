// pnpm db:migrate: applies pending migrations to DATABASE_URL.
import { dbEnv } from '../config/env.js';
import { createDataSource, runMigrations } from '../data-source.js';

if (!dbEnv.databaseUrl) {
  console.error(
    'DATABASE_URL is not set. (pnpm dev and pnpm start migrate the embedded database themselves.)',
  );
  process.exit(2);
}
const dataSource = createDataSource({ url: dbEnv.databaseUrl, poolSize: 1 });
await dataSource.initialize();
try {
  const applied = await runMigrations(dataSource);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
} finally {
  await dataSource.destroy();
}
