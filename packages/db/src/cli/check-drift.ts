// Fails when the entities and the migrations disagree: migrates a fresh database and asks
// TypeORM, in dry-run mode, what it would still change.
import { createDataSource, pendingSchemaChanges, runMigrations } from '../data-source.js';
import { createTestDatabase } from '../testing/test-database.js';

const database = await createTestDatabase({ migrate: false });
const dataSource = createDataSource({ url: database.url });
let drift: string[];
try {
  await dataSource.initialize();
  await runMigrations(dataSource);
  drift = await pendingSchemaChanges(dataSource);
} finally {
  await dataSource.destroy().catch(() => undefined);
  await database.drop();
}
if (drift.length > 0) {
  console.error('Schema drift: the entities need changes that no migration makes:');
  for (const query of drift) console.error(`  ${query};`);
  console.error('Run: pnpm --filter @billfold/db migration:generate -- <name>');
  process.exit(1);
}
console.log('Entities and migrations agree.');
