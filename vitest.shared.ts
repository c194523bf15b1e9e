// Shared vitest settings for every package: workspace packages are resolved to their
// TypeScript sources (the "@billfold/source" export condition), decorators are compiled
// by swc (esbuild drops the metadata NestJS and TypeORM need), and each run writes a JSON
// report that scripts/test.ts adds up into one "N passed, N failed" line.
//
// Tests come in three tiers, told apart by their file names, each a vitest project:
//   unit  `*.spec.ts`      pure functions, services on fake repositories, components: no
//                          database, no network (`pnpm test:unit`)
//   int   `*.int-spec.ts`  services and repositories on a real PostgreSQL and Redis, no HTTP
//                          stack of ours (`pnpm test:int`)
//   e2e   `*.e2e-spec.ts`  the API over HTTP and the web app in Chromium (`pnpm test:e2e`)
// A package's `test:<tier>` script runs one of them (`vitest run --project <tier>`) and writes
// its report to `.test-results/<tier>.json`; `vitest run` alone runs all three.
import { availableParallelism } from 'node:os';
import swc from 'unplugin-swc';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const conditions = ['@billfold/source'];

export const testTiers = {
  unit: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
  int: ['src/**/*.int-spec.ts', 'test/**/*.int-spec.ts'],
  e2e: ['src/**/*.e2e-spec.ts', 'test/**/*.e2e-spec.ts'],
} as const;

export function definePackageConfig(options: {
  decorators?: boolean;
  setupFiles?: string[];
  globalSetup?: string[];
  testTimeout?: number;
  hookTimeout?: number;
  fileParallelism?: boolean;
  maxWorkers?: number;
}): ViteUserConfig {
  return defineConfig({
    plugins: options.decorators
      ? [
          swc.vite({
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2023',
            },
          }),
        ]
      : [],
    resolve: { conditions: [...conditions, ...defaultClientConditions] },
    // Not 'module': bundler-only builds (such as the AWS SDK's dist-es) do not run in Node.
    ssr: {
      resolve: {
        conditions: [...conditions, ...defaultServerConditions.filter((c) => c !== 'module')],
      },
    },
    test: {
      environment: 'node',
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: options.hookTimeout ?? 60_000,
      fileParallelism: options.fileParallelism ?? true,
      // Test files at once. Vitest's default is one less than the cores: one at a time on a
      // 2-core machine, where most files spend their time waiting on PostgreSQL, Redis, child
      // processes or Chromium, not on the CPU.
      maxWorkers: options.maxWorkers ?? Math.max(2, availableParallelism() - 1),
      reporters: ['default', 'json'],
      outputFile: { json: '.test-results/vitest.json' },
      projects: (Object.keys(testTiers) as (keyof typeof testTiers)[]).map((name) => ({
        extends: true,
        test: {
          name,
          include: [...testTiers[name]],
          // `*.spec.ts` also matches the other tiers' names.
          exclude:
            name === 'unit'
              ? ['**/node_modules/**', '**/*.int-spec.ts', '**/*.e2e-spec.ts']
              : ['**/node_modules/**'],
        },
      })),
    },
  });
}
