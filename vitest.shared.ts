// Shared vitest settings for every package: workspace packages are resolved to their
// TypeScript sources (the "@billfold/source" export condition), decorators are compiled
// by swc (esbuild drops the metadata NestJS and TypeORM need), and each run writes a JSON
// report that scripts/test.ts adds up into one "N passed, N failed" line.
import swc from 'unplugin-swc';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const conditions = ['@billfold/source'];

export function definePackageConfig(options: {
  decorators?: boolean;
  setupFiles?: string[];
  globalSetup?: string[];
  testTimeout?: number;
  fileParallelism?: boolean;
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
    ssr: { resolve: { conditions: [...conditions, ...defaultServerConditions.filter((c) => c !== 'module')] } },
    test: {
      include: ['src/**/*.spec.ts', 'test/**/*.spec.ts', 'test/**/*.int-spec.ts', 'test/**/*.e2e-spec.ts'],
      environment: 'node',
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: 60_000,
      fileParallelism: options.fileParallelism ?? true,
      reporters: ['default', 'json'],
      outputFile: { json: '.test-results/vitest.json' },
    },
  });
}
