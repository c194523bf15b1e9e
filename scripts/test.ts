// pnpm test: everything CI checks, in one command. Builds the workspace, checks that the
// entities and migrations agree, runs lint, typecheck and every test suite (unit, integration
// on real PostgreSQL and Redis, API end-to-end over HTTP, browser end-to-end in headless
// Chromium), then adds up the vitest reports of all packages into one line:
//   N passed, N failed[, N skipped]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['apps', 'packages', 'tests'].flatMap((group) => {
  const dir = path.join(root, group);
  return existsSync(dir)
    ? spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map((name) => path.join(dir, name))
    : [];
});
const reportOf = (dir: string) => path.join(dir, '.test-results', 'vitest.json');

for (const dir of workspaces) rmSync(reportOf(dir), { force: true });

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

const failures: string[] = [];
const passthrough = process.argv.slice(2);
if (!step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])) failures.push('build');
if (!step('schema drift (entities vs migrations)', 'pnpm', ['--silent', 'db:check'])) failures.push('schema drift');
if (!step('lint and typecheck', 'pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--continue', '--output-logs=errors-only'])) failures.push('lint/typecheck');
if (!step('tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=1', ...passthrough])) failures.push('tests');

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: unknown[] }[];
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of workspaces) {
  const file = reportOf(dir);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A test file that fails to load has no test results but still failed.
  for (const result of report.testResults) {
    if (result.status === 'failed' && result.assertionResults.length === 0) {
      failed += 1;
      console.log(`failed to run: ${path.relative(root, result.name)}`);
    }
  }
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
