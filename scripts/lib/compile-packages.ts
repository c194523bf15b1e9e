// pnpm dev's first step: the workspace packages the API and worker import (their dist/*.js) are
// compiled with SWC, in about a second, instead of built with tsc (type checks and declarations
// take most of a minute on 2 cores). SWC keeps decorator metadata (TypeORM entities). The
// declarations for editors come afterwards from each package's own `dev` watcher (tsc), which
// pnpm dev starts, at a low priority, once the product answers.
import { transformFile, type Options } from '@swc/core';
import { glob, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The packages under packages/ whose dist the apps run. */
export const COMPILED_PACKAGES = ['contract', 'db', 'jobs', 'storage'] as const;

/** As tsconfig.base.json and the packages' tsconfig.build.json: ES modules, ES2023, source maps. */
const options = (file: string, outFile: string): Options => ({
  filename: file,
  outputPath: outFile,
  sourceMaps: true,
  swcrc: false,
  module: { type: 'es6' },
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    keepClassNames: true,
    experimental: { keepImportAttributes: true },
  },
});

/** Compiles packages/<name>/src/**\/*.ts (not the tests) to packages/<name>/dist. Returns the file count. */
export async function compilePackage(packageDir: string): Promise<number> {
  const src = path.join(packageDir, 'src');
  const dist = path.join(packageDir, 'dist');
  const files: string[] = [];
  for await (const file of glob('**/*.ts', { cwd: src })) {
    if (/\.(spec|int-spec|e2e-spec)\.ts$/.test(file) || file.endsWith('.d.ts')) continue;
    files.push(file);
  }
  await Promise.all(
    files.map(async (file) => {
      const outFile = path.join(dist, file.replace(/\.ts$/, '.js'));
      const output = await transformFile(path.join(src, file), options(file, outFile));
      await mkdir(path.dirname(outFile), { recursive: true });
      const mapName = `${path.basename(outFile)}.map`;
      await writeFile(outFile, `${output.code}\n//# sourceMappingURL=${mapName}\n`);
      if (output.map) await writeFile(`${outFile}.map`, output.map);
    }),
  );
  return files.length;
}

export async function compilePackages(root: string): Promise<void> {
  await Promise.all(
    COMPILED_PACKAGES.map((name) => compilePackage(path.join(root, 'packages', name))),
  );
}
