import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing (not images or woff2, which are compressed already; never source maps). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|ttf|otf|xml|webmanifest)$/;
/** Smaller files are sent as they are: their headers outweigh what compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, best level) copy beside every
 * compressible file of the build, once, so that the server sends the copy the browser accepts
 * without compressing anything per request. A copy that saves less than a tenth is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'billfold:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = await readFile(file);
          if (content.byteLength < MIN_BYTES) continue;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.byteLength < content.byteLength * 0.9) await writeFile(`${file}.br`, br);
          if (gz.byteLength < content.byteLength * 0.9) await writeFile(`${file}.gz`, gz);
        }
      },
    },
  };
}
