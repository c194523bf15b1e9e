// How long the local extractor takes to read a text invoice in full, as the worker does it (text
// layer, the letterhead's pictures where the text vouches for no vendor, OCR of them, the fields):
// every text-layer invoice of the labelled corpora, one after the other.
//   pnpm --filter @billfold/bench extract-time [-- --runs 2 --baseline DIR --only NAME]
// Prints per build and run: the total, seconds per page, a file's p50 / p90 / max, the files over
// 1 s (issue 17's goal: a text page under 1 s) and the part of the time spent in OCR, then the
// slowest files. --baseline DIR: another checkout, built, measured in the same run, the two builds
// alternating (which goes first alternates too), with the ratio of their totals. The first file
// of each build's first run starts its OCR engine (about a second). Timing only: no field is
// judged, so the held-aside part is read too. Builds nothing: build the worker first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchArgs } from './support/args.ts';
import { root } from './support/extract-cache.ts';
import { loadCorpora } from './support/extract-corpus.ts';

const { values } = benchArgs({
  runs: { type: 'string', default: '2' },
  baseline: { type: 'string' },
  only: { type: 'string' },
});
const runs = Math.max(1, Number(values.runs));

interface OcrPageLike {
  image: Uint8Array;
}
interface Build {
  name: string;
  /** The extraction's time, ms (the page count read before it, as the worker does). */
  extract(pdf: Uint8Array, fileName: string): Promise<{ pages: number; ms: number; ocrMs: number }>;
  close(): Promise<void>;
}

/** The built worker's renderer pool and LocalExtractor of a checkout, its OCR timed. */
async function startBuild(name: string, checkout: string): Promise<Build> {
  const dist = path.join(checkout, 'apps/worker/dist/analysis');
  const load = async <T>(file: string) =>
    (await import(pathToFileURL(path.join(dist, file)).href)) as T;
  const { createPageRenderer } = await load<{
    createPageRenderer: (options: { size: number; maxPages: number }) => Promise<{
      inspect(pdf: Uint8Array, options: { maxPages: number }): Promise<{ pageCount: number }>;
      close(): Promise<void>;
    }>;
  }>('render/renderer-pool.js');
  type Recognize = (page: OcrPageLike, signal?: AbortSignal) => Promise<unknown>;
  const { OcrEngine } = await load<{
    OcrEngine: new () => { recognize: Recognize; close(): Promise<void> };
  }>('extraction/local/ocr/ocr-engine.js');
  const { LocalExtractor } = await load<{
    LocalExtractor: new (options: { renderer: unknown; ocr: unknown }) => {
      extract(input: { pdf: Uint8Array; fileName: string; pageCount: number }): Promise<unknown>;
      close(): Promise<void>;
    };
  }>('extraction/local/local-extractor.js');
  const renderer = await createPageRenderer({ size: 1, maxPages: 100 });
  const ocr = new OcrEngine();
  let ocrMs = 0;
  const recognize = ocr.recognize.bind(ocr);
  ocr.recognize = async (page, signal) => {
    const started = performance.now();
    try {
      return await recognize(page, signal);
    } finally {
      ocrMs += performance.now() - started;
    }
  };
  const extractor = new LocalExtractor({ renderer, ocr });
  // The worker counts the pages in a step of its own: counted once, before the extraction is timed.
  const counted = new Map<Uint8Array, number>();
  const pageCountOf = async (pdf: Uint8Array) => {
    const count = counted.get(pdf) ?? (await renderer.inspect(pdf, { maxPages: 100 })).pageCount;
    counted.set(pdf, count);
    return count;
  };
  return {
    name,
    async extract(pdf, fileName) {
      const pageCount = await pageCountOf(pdf);
      ocrMs = 0;
      const started = performance.now();
      await extractor.extract({ pdf, fileName, pageCount });
      return { pages: pageCount, ms: performance.now() - started, ocrMs };
    },
    async close() {
      await extractor.close();
      await renderer.close();
    },
  };
}

const files = loadCorpora()
  .filter((file) => file.entry.text_layer !== false)
  .filter((file) => !values.only || file.entry.file.includes(values.only))
  .map((file) => ({ name: file.entry.file, pdf: new Uint8Array(readFileSync(file.path)) }));
const builds = [await startBuild('this', root)];
if (values.baseline) builds.push(await startBuild('baseline', path.resolve(values.baseline)));

interface Timed {
  name: string;
  ms: number;
  ocrMs: number;
  pages: number;
}
const totals = new Map<string, number[]>();
const slowest = new Map<string, Timed[]>();
console.log(`${files.length} text invoices, ${runs} run(s) per build`);
for (let run = 0; run < runs; run++) {
  const order = run % 2 === 0 ? builds : [...builds].reverse();
  for (const build of order) {
    const timed: Timed[] = [];
    for (const file of files) {
      const { pages, ms, ocrMs } = await build.extract(file.pdf, file.name);
      timed.push({ name: file.name, ms, ocrMs, pages });
    }
    const total = timed.reduce((sum, each) => sum + each.ms, 0);
    const ocr = timed.reduce((sum, each) => sum + each.ocrMs, 0);
    const pages = timed.reduce((sum, each) => sum + each.pages, 0);
    const sorted = timed.map((each) => each.ms).sort((a, b) => a - b);
    // Nearest rank.
    const at = (share: number) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)]!;
    console.log(
      `${build.name.padEnd(8)} run ${run + 1}: ${(total / 1000).toFixed(1)} s in all (OCR ${(ocr / 1000).toFixed(1)} s), ` +
        `${(total / pages / 1000).toFixed(2)} s a page, a file p50 ${at(0.5).toFixed(0)} / p90 ${at(0.9).toFixed(0)} / max ${sorted[sorted.length - 1]!.toFixed(0)} ms, ` +
        `${timed.filter((each) => each.ms / each.pages > 1000).length} over 1 s a page`,
    );
    totals.set(build.name, [...(totals.get(build.name) ?? []), total]);
    slowest.set(build.name, timed.sort((a, b) => b.ms - a.ms).slice(0, 5));
  }
}
for (const build of builds) {
  console.log(`\nslowest files (${build.name}, last run):`);
  for (const each of slowest.get(build.name) ?? [])
    console.log(
      `  ${each.name.padEnd(50)} ${each.ms.toFixed(0).padStart(6)} ms, OCR ${each.ocrMs.toFixed(0)} ms, ${each.pages} page(s)`,
    );
}
if (builds.length === 2) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  console.log(
    `\nthis / baseline, median of the runs' totals: ${(median(totals.get('this')!) / median(totals.get('baseline')!)).toFixed(2)}x`,
  );
}
for (const build of builds) await build.close();
