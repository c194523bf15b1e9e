// Writes a new migration with the SQL that brings a freshly migrated database to the shape of
// the entities:  pnpm --filter @billfold/db migration:generate -- <name>
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataSource, runMigrations } from '../data-source.js';
import { createTestDatabase } from '../testing/test-database.js';

// pnpm passes the `--` of `migration:generate -- <name>` through: skip it.
const name = process.argv.slice(2).find((arg) => arg !== '--');
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: migration:generate <kebab-case-name>');
  process.exit(2);
}
const database = await createTestDatabase();
const dataSource = createDataSource({ url: database.url });
try {
  await dataSource.initialize();
  await runMigrations(dataSource);
  const sql = await dataSource.driver.createSchemaBuilder().log();
  if (sql.upQueries.length === 0) {
    console.log('The entities and the migrations agree: nothing to generate.');
  } else {
    const timestamp = Date.now();
    const className =
      name.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase()) + timestamp;
    const line = (q: { query: string; parameters?: unknown[] }) =>
      `    await queryRunner.query(\`${q.query.replace(/[`\\$]/g, (c) => `\\${c}`)}\`${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''});`;
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map(line).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${[...sql.downQueries].reverse().map(line).join('\n')}
  }
}
`;
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/migrations');
    const file = path.join(dir, `${timestamp}-${name}.ts`);
    await writeFile(file, source);
    // Register it in the ordered list of migrations.
    const indexFile = path.join(dir, 'index.ts');
    const index = await readFile(indexFile, 'utf8');
    await writeFile(
      indexFile,
      index
        .replace(
          /(\n\nexport const migrations = \[)/,
          `\nimport { ${className} } from './${timestamp}-${name}.js';$1`,
        )
        .replace(
          /export const migrations = \[([^\]]*)\];/,
          (_m, list: string) =>
            `export const migrations = [${list.trim().replace(/,$/, '')}, ${className}];`,
        ),
    );
    console.log(
      `Wrote ${path.relative(process.cwd(), file)} and registered it in src/migrations/index.ts.`,
    );
  }
} finally {
  await dataSource.destroy().catch(() => undefined);
  await database.drop();
}
