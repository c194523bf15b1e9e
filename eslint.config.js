// One lint config for the whole workspace: type-aware rules everywhere, and the
// dependency direction of DESIGN.md enforced with restricted imports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = [
  '@billfold/db',
  '@billfold/db/*',
  '@billfold/jobs',
  '@billfold/storage',
  'typeorm',
  'typeorm/*',
  'bullmq',
  'ioredis',
  'pg',
  '@nestjs/*',
];
const apps = [
  '@billfold/api',
  '@billfold/api/*',
  '@billfold/worker',
  '@billfold/worker/*',
  '@billfold/web',
  '@billfold/web/*',
];

/** The web app's features (apps/web/src/features/<name>). */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webOnlyContract = {
  group: [...serverOnly, ...apps],
  message: 'The web app imports @billfold/contract only.',
};

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.data/**',
      '**/.tools/**',
      '**/.turbo/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // process.env is read in exactly one file per app or package: config/env.ts
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through config/env.ts.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Decorator-driven DI needs the classes as values, so type-only import elision must not apply.
    files: ['apps/api/**/*.ts', 'apps/worker/**/*.ts', 'packages/db/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: [
      '**/config/env.ts',
      'scripts/**',
      '**/test/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/vitest.config.ts',
      '**/vite.config.ts',
      'tests/**',
      'bench/**',
      'packages/db/src/cli/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Dependency direction (DESIGN.md): contract imports nothing of ours; db and jobs import
  // contract; api and worker import contract, db, jobs; web imports contract only; apps never
  // import each other; only packages/db imports typeorm.
  {
    files: ['packages/contract/**'],
    rules: restrict(
      ['@billfold/*', ...serverOnly],
      'packages/contract imports nothing of ours and nothing server-side.',
    ),
  },
  {
    files: ['packages/jobs/src/**', 'apps/api/**', 'apps/worker/**'],
    rules: restrict(
      ['typeorm', 'typeorm/*', ...apps],
      'Only packages/db imports typeorm; apps never import each other.',
    ),
  },
  {
    // Database details stay in packages/db: transactions through its UnitOfWork, errors through
    // its isUniqueViolation / isUnstorableText, never TypeORM's types or PostgreSQL's codes.
    files: ['apps/api/src/**', 'apps/worker/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^(EntityManager|QueryFailedError)$/]',
          message: 'Database details stay in packages/db: take a Transaction from its UnitOfWork.',
        },
        {
          selector: 'Literal[value=/^(2[23]|40)[0-9A-Z]{3}$/]',
          message:
            'PostgreSQL error codes stay in packages/db (isUniqueViolation, isUnstorableText).',
        },
      ],
    },
  },
  {
    files: ['packages/storage/**'],
    rules: restrict(
      ['@billfold/*', 'typeorm', 'typeorm/*'],
      'packages/storage imports nothing of ours.',
    ),
  },
  {
    files: ['packages/db/**'],
    rules: restrict(['@billfold/jobs', ...apps], 'packages/db imports only contract.'),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webOnlyContract] }],
    },
  },
  // A web feature uses another only through what that one exports (its index.ts):
  // '@/features/reports', never '@/features/reports/components/…', nor a relative path into it.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnlyContract,
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`],
              message: 'Import another feature through its index.ts: @/features/<name>.',
            },
            {
              regex: `^(\\.\\./)+(${webFeatures.filter((other) => other !== feature).join('|')})(/|$)`,
              message: 'Import another feature through its index.ts: @/features/<name>.',
            },
          ],
        },
      ],
    },
  })),
  prettier,
);
