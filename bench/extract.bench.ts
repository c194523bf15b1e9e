// Benchmark: field accuracy and speed of the worker's local extractor (e-invoice XML, text layer,
// OCR for scans) on a folder of invoices with their true values.
//   pnpm bench:extract -- FOLDER [--verbose]
// FOLDER/manifest.json lists the files and their truth (the format of the shared fixtures'
// manifest: file, text_layer, pages, truth, vendor_aliases). Prints, per group (text layer,
// e-invoice, scans), the accuracy of each field and overall, and the time per page; --verbose also
// prints every wrong field. Runs the built worker (the root script builds it first).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchArgs } from './support/args.ts';
import { scoreField, FIELDS, type Field, type Truth } from './support/extract-scoring.ts';

// The parts of the worker's built engine this benchmark uses (apps/worker/dist).
interface EngineResult {
  invoice: Record<Field, string | number | null>;
  pageCount: number;
}
interface EngineModule {
  startLocalEngine: () => Promise<{
    extract(pdf: Uint8Array, fileName: string): Promise<EngineResult>;
    embedsEInvoice(pdf: Uint8Array): Promise<boolean>;
    close(): Promise<void>;
  }>;
}

type Engine = Awaited<ReturnType<EngineModule['startLocalEngine']>>;

interface ManifestEntry {
  file: string;
  text_layer?: boolean;
  pages?: number;
  truth: Truth;
  vendor_aliases?: string[];
}

const { values: options, positionals } = benchArgs({ verbose: { type: 'boolean', default: false } }, true);
const folder = positionals[0];
if (!folder) {
  console.error('Usage: pnpm bench:extract -- FOLDER [--verbose]');
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const local = path.join(root, 'apps/worker/dist/analysis/extraction/local');
const load = async <T>(file: string) =>
  (await import(pathToFileURL(path.join(local, file)).href)) as T;
const { startLocalEngine } = await load<EngineModule>('local-engine.js');

const manifest = JSON.parse(
  readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
) as ManifestEntry[];

type Group = 'text layer' | 'e-invoice' | 'scans';
interface Outcome {
  file: string;
  group: Group;
  pages: number;
  ms: number;
  right: Record<Field, boolean>;
  got: Record<Field, string | number | null>;
  truth: Truth;
}

/** Scans by the manifest; e-invoices by what the PDF embeds (the engine's own reader decides). */
async function groupOf(entry: ManifestEntry, pdf: Uint8Array, engine: Engine): Promise<Group> {
  if (entry.text_layer === false) return 'scans';
  return (await engine.embedsEInvoice(pdf)) ? 'e-invoice' : 'text layer';
}

const loadBefore = loadavg()[0] ?? 0;
const engine = await startLocalEngine();
const outcomes: Outcome[] = [];
try {
  // A warm-up, so that the first file does not pay for loading pdf.js.
  const first = manifest[0];
  if (first)
    await engine.extract(new Uint8Array(readFileSync(path.join(folder, first.file))), first.file);
  for (const entry of manifest) {
    const pdf = new Uint8Array(readFileSync(path.join(folder, entry.file)));
    const group = await groupOf(entry, pdf, engine);
    const started = performance.now();
    const result = await engine.extract(pdf, entry.file);
    const elapsed = performance.now() - started;
    const right = Object.fromEntries(
      FIELDS.map((field) => [
        field,
        scoreField(field, result.invoice[field], entry.truth, entry.vendor_aliases ?? []),
      ]),
    ) as Record<Field, boolean>;
    outcomes.push({
      file: entry.file,
      group,
      pages: result.pageCount,
      ms: elapsed,
      right,
      got: result.invoice,
      truth: entry.truth,
    });
  }
} finally {
  await engine.close();
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((part / whole) * 100).toFixed(1).padStart(5)}%`;
console.log(`Local extractor on ${manifest.length} files of ${folder}`);
console.log(
  `CPU: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, load average ${loadBefore.toFixed(2)} at the start (shared machine: times vary with load)\n`,
);
const groups: (Group | 'all text-layer files')[] = [
  'text layer',
  'e-invoice',
  'all text-layer files',
  'scans',
];
for (const group of groups) {
  const members = outcomes.filter((outcome) =>
    group === 'all text-layer files' ? outcome.group !== 'scans' : outcome.group === group,
  );
  if (members.length === 0) continue;
  const pages = members.reduce((sum, outcome) => sum + outcome.pages, 0);
  const totalMs = members.reduce((sum, outcome) => sum + outcome.ms, 0);
  const perPage = (outcome: Outcome) => outcome.ms / Math.max(1, outcome.pages);
  const slowestFile = members.reduce((slow, outcome) =>
    perPage(outcome) > perPage(slow) ? outcome : slow,
  );
  const slowest = perPage(slowestFile);
  console.log(`${group}: ${members.length} files, ${pages} pages`);
  let rightFields = 0;
  for (const field of FIELDS) {
    const right = members.filter((outcome) => outcome.right[field]).length;
    rightFields += right;
    console.log(
      `  ${field.padEnd(14)} ${percent(right, members.length)}  (${right}/${members.length})`,
    );
  }
  console.log(
    `  ${'overall'.padEnd(14)} ${percent(rightFields, members.length * FIELDS.length)}  (${rightFields}/${members.length * FIELDS.length})`,
  );
  console.log(
    `  time per page  ${(totalMs / pages / 1000).toFixed(2)} s mean, ${(slowest / 1000).toFixed(2)} s slowest file (${slowestFile.file})\n`,
  );
}

const wrong = outcomes.filter((outcome) => FIELDS.some((field) => !outcome.right[field]));
if (options.verbose) {
  for (const outcome of wrong) {
    console.log(`${outcome.file} (${outcome.group}, ${(outcome.ms / 1000).toFixed(2)} s)`);
    for (const field of FIELDS.filter((each) => !outcome.right[each])) {
      console.log(
        `  ${field}: got ${JSON.stringify(outcome.got[field])}, truth ${JSON.stringify(outcome.truth[field])}`,
      );
    }
  }
} else if (wrong.length > 0) {
  console.log(`${wrong.length} files have a wrong field; --verbose lists them.`);
}
