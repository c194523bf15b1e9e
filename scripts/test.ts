// pnpm test: everything CI checks, in one command. Builds the workspace, checks that the
// entities and migrations agree, runs lint, typecheck and the formatter's check, then the three
// test tiers one after the other (see vitest.shared.ts):
//   unit  pure functions, services on fake repositories, components (pnpm test:unit)
//   int   services and repositories on real PostgreSQL and Redis (pnpm test:int)
//   e2e   the API over HTTP, the web app in headless Chromium (pnpm test:e2e)
// Each tier's line gives its counts and time; the last line adds up the vitest reports of all
// packages and tiers, each failed check before them (build, lint, …) counted as one failure:
//   N passed, N failed[, N skipped]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['apps', 'packages', 'tests'].flatMap((group) => {
  const dir = path.join(root, group);
  return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
});
const tiers = ['unit', 'int', 'e2e'] as const;
type Tier = (typeof tiers)[number];
const reportOf = (dir: string, tier: Tier) => path.join(dir, '.test-results', `${tier}.json`);

for (const dir of workspaces)
  for (const tier of tiers) rmSync(reportOf(dir, tier), { force: true });

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: unknown[] }[];
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Adds up one tier's reports over all packages. */
function countsOf(tier: Tier): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const dir of workspaces) {
    const file = reportOf(dir, tier);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    // A test file that fails to load has no test results but still failed.
    for (const result of report.testResults) {
      if (result.status === 'failed' && result.assertionResults.length === 0) {
        counts.failed += 1;
        console.log(`failed to run: ${path.relative(root, result.name)}`);
      }
    }
  }
  return counts;
}

const failures: string[] = [];
const passthrough = process.argv.slice(2);
if (!step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']))
  failures.push('build');
if (!step('schema drift (entities vs migrations)', 'pnpm', ['--silent', 'db:check']))
  failures.push('schema drift');
if (
  !step('lint and typecheck', 'pnpm', [
    'exec',
    'turbo',
    'run',
    'lint',
    'typecheck',
    '--continue',
    '--output-logs=errors-only',
  ])
)
  failures.push('lint/typecheck');
if (!step('format (prettier --check)', 'pnpm', ['--silent', 'format:check', '--log-level=warn']))
  failures.push('format');

const summaries: string[] = [];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const tier of tiers) {
  const started = performance.now();
  // The root package's test:<tier> script (unit tests two packages at a time, the others one).
  const ok = step(`${tier} tests`, 'pnpm', [`test:${tier}`, '--continue', ...passthrough]);
  const counts = countsOf(tier);
  if (!ok) {
    failures.push(`${tier} tests`);
    // A tier that failed without a failed test (its runner crashed) is one failure too.
    if (counts.failed === 0) counts.failed = 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  summaries.push(
    `${tier}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} in ${seconds} s`,
  );
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

console.log(`\n${summaries.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
// Each failed check before the tests (build, schema drift, lint and typecheck, format) is one
// failure in the count: the last line never says 0 failed while the run fails.
total.failed += failures.filter((name) => !name.endsWith(' tests')).length;
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failures.length > 0 || total.failed > 0 ? 1 : 0);
