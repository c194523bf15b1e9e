import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RendererCommandOptions {
  /** V8 heap of the renderer process (--max-old-space-size), MiB. */
  heapLimitMb: number;
  /** Node's permission model: the renderer may read its code and packages, nothing else. */
  sandbox: boolean;
}

/**
 * The renderer's script: renderer-child.js beside this file once built, renderer-child.ts when
 * running from sources (tests), which Node runs through type stripping.
 */
export function rendererEntry(): string {
  for (const extension of ['.js', '.ts']) {
    const candidate = fileURLToPath(new URL(`./renderer-child${extension}`, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('renderer-child.js is missing beside renderer-command.js.');
}

/** The outermost node_modules folder on a path (pnpm keeps real package folders under it). */
function outermostNodeModules(file: string): string | undefined {
  const parts = file.split(path.sep);
  const index = parts.indexOf('node_modules');
  return index === -1 ? undefined : parts.slice(0, index + 1).join(path.sep);
}

/**
 * A file to resolve in each package the renderer imports (pdf-to-img and PDFium export their
 * entry, not their package.json).
 */
const PACKAGE_ENTRIES = {
  'pdfjs-dist': 'pdfjs-dist/package.json',
  '@napi-rs/canvas': '@napi-rs/canvas/package.json',
  '@embedpdf/pdfium': '@embedpdf/pdfium',
  'pdf-to-img': 'pdf-to-img',
};

/**
 * Folders the renderer reads: its own folder, and the node_modules folders through which it
 * finds pdf.js, the canvas, PDFium and pdf-to-img (the linked one beside the app and the real one
 * they point to).
 */
function readablePaths(entry: string): string[] {
  const require = createRequire(entry);
  const paths = new Set([path.dirname(entry)]);
  for (const [name, file] of Object.entries(PACKAGE_ENTRIES)) {
    const real = outermostNodeModules(require.resolve(file));
    if (real) paths.add(real);
    const linked = require.resolve
      .paths(name)
      ?.find((folder) => existsSync(path.join(folder, name)));
    if (linked) paths.add(linked);
  }
  return [...paths];
}

/** Node flags of a renderer process. */
export function rendererExecArgv(entry: string, options: RendererCommandOptions): string[] {
  const flags = [
    `--max-old-space-size=${options.heapLimitMb}`,
    // A 1 MiB young generation instead of 16: ~6 MiB less per renderer, no slower (bench).
    '--max-semi-space-size=1',
    // No eval or new Function, whatever a PDF (or a future pdf.js) asks for.
    '--disallow-code-generation-from-strings',
    '--expose-gc', // the renderer collects after each document (renderer-child.ts)
  ];
  if (options.sandbox) {
    // No file writes, no child processes, no worker threads; reads only where its code lives.
    // The canvas is a native addon, so addons stay allowed (Node warns about that; quiet it).
    flags.push(
      '--permission',
      '--allow-addons',
      '--disable-warning=SecurityWarning',
      ...readablePaths(entry).map((folder) => `--allow-fs-read=${folder}`),
    );
  }
  return flags;
}
