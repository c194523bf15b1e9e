// Benchmark: field accuracy, confidence and speed of the worker's local extractor (e-invoice XML,
// text layer, OCR for scans) on the labelled corpora, split into the part tuned on and the part
// held aside (bench/support/extract-corpus.ts).
//   pnpm bench:extract [-- FOLDER...] [--verbose] [--show-held-aside] [--json FILE] [--part tuned]
// Without folders it reads both shared corpora (../shared/fixtures/invoices and invoices-extra).
// Prints, per corpus, variant (e-invoice, text, scan) and part, the accuracy of every field, the
// fields that were confident (>= 0.9) but wrong, the fields left empty for review, and seconds per
// page; then the calibration of the confidence on each part. --cached decides on page texts kept
// in .data/extract-cache (read once per PDF and reading version, scanned pages always OCR'd), so
// a change to how fields are chosen is measured in seconds; its times are the decision's alone. --verbose lists the wrong fields of
// the tuned part only: the held-aside part's failures stay unseen while tuning, unless
// --show-held-aside asks for them. Runs the built worker (the root script builds it first).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { benchArgs } from './support/args.ts';
import { cachedDocument, workerModule } from './support/extract-cache.ts';
import {
  DEFAULT_CORPORA,
  loadCorpora,
  type CorpusFile,
  type Part,
} from './support/extract-corpus.ts';
import { scoreField, FIELDS, type Field } from './support/extract-scoring.ts';
import { degradedCopy, photoCopy, scannedCopy } from './support/scanned-copy.ts';

// The parts of the worker's built engine this benchmark uses (apps/worker/dist).
interface EngineResult {
  invoice: Record<Field, string | number | null>;
  evidence: Partial<Record<Field, { confidence: number } | undefined>>;
  flags: { code: string; field?: string | null }[];
  pageCount: number;
}
interface EngineModule {
  startLocalEngine: () => Promise<{
    extract(pdf: Uint8Array, fileName: string): Promise<EngineResult>;
    readDocument(pdf: Uint8Array, fileName: string, options: { ocr: 'always' }): Promise<unknown>;
    decide(document: unknown): Omit<EngineResult, 'pageCount'>;
    embedsEInvoice(pdf: Uint8Array): Promise<boolean>;
    close(): Promise<void>;
  }>;
}

const { values: options, positionals } = benchArgs(
  {
    verbose: { type: 'boolean', default: false },
    'show-held-aside': { type: 'boolean', default: false },
    json: { type: 'string' },
    cached: { type: 'boolean', default: false },
    'scan-copies': { type: 'boolean', default: false },
    'degraded-copies': { type: 'boolean', default: false },
    'photo-copies': { type: 'boolean', default: false },
    part: { type: 'string' },
  },
  true,
);
const folders =
  positionals.length > 0 ? positionals.map((each) => path.resolve(each)) : DEFAULT_CORPORA;

const { startLocalEngine } = await workerModule<EngineModule>('local-engine.js');

/**
 * 'e-invoice text' is the text path on the e-invoices' printed layer, their XML set aside: more
 * documents to see how the text path does (it is never trained on them). 'scan copy' (with
 * --scan-copies) is the OCR path on image-only copies of every text and e-invoice PDF
 * (support/scanned-copy.ts): the same invoices as the text path, read as a scanner would give them;
 * 'degraded copy' (--degraded-copies) as a worse scanner would, 'photo copy' (--photo-copies) as a
 * phone's photo of the printed sheet.
 */
const VARIANTS = [
  'e-invoice',
  'text',
  'scan',
  'e-invoice text',
  'scan copy',
  'degraded copy',
  'photo copy',
] as const;
type Variant = (typeof VARIANTS)[number];
/** A field at or above this confidence is shown as sure; it had better be right. */
const CONFIDENT = 0.9;

interface FieldOutcome {
  right: boolean;
  got: string | number | null;
  truth: string | number | null;
  confidence: number | null;
}
interface Outcome {
  file: CorpusFile;
  variant: Variant;
  pages: number;
  ms: number;
  fields: Record<Field, FieldOutcome>;
}

if (options.part !== undefined && options.part !== 'tuned' && options.part !== 'held-aside')
  throw new Error(`--part: 'tuned' or 'held-aside', not '${options.part}'`);
const files = loadCorpora(folders).filter(
  (file) => options.part === undefined || file.part === options.part,
);

function scored(
  file: CorpusFile,
  result: Omit<EngineResult, 'pageCount'>,
): Record<Field, FieldOutcome> {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const got = result.invoice[field];
      return [
        field,
        {
          right: scoreField(field, got, file.entry.truth, file.entry.vendor_aliases ?? []),
          got,
          truth: file.entry.truth[field],
          confidence: got === null ? null : (result.evidence[field]?.confidence ?? 0),
        },
      ];
    }),
  ) as Record<Field, FieldOutcome>;
}

const loadBefore = loadavg()[0] ?? 0;
const engine = await startLocalEngine();
const outcomes: Outcome[] = [];
try {
  // A warm-up, so that the first file does not pay for loading pdf.js.
  const first = files[0];
  if (first) await engine.extract(new Uint8Array(readFileSync(first.path)), first.entry.file);
  for (const file of files) {
    const pdf = new Uint8Array(readFileSync(file.path));
    const variant: Variant =
      file.entry.text_layer === false
        ? 'scan'
        : (await engine.embedsEInvoice(pdf))
          ? 'e-invoice'
          : 'text';
    let result: EngineResult;
    let ms: number;
    if (options.cached) {
      const document = await cachedDocument(engine, file.entry.file, pdf);
      const started = performance.now();
      result = { ...engine.decide(document.text), pageCount: document.pageCount };
      ms = performance.now() - started;
    } else {
      const started = performance.now();
      result = await engine.extract(pdf, file.entry.file);
      ms = performance.now() - started;
    }
    outcomes.push({ file, variant, pages: result.pageCount, ms, fields: scored(file, result) });
    if (variant === 'e-invoice') {
      const document = await cachedDocument(engine, file.entry.file, pdf);
      const started = performance.now();
      const printed = engine.decide({ ...document.text, eInvoice: null });
      outcomes.push({
        file,
        variant: 'e-invoice text',
        pages: document.pageCount,
        ms: performance.now() - started,
        fields: scored(file, printed),
      });
    }
    const copies = [
      { on: options['scan-copies'], name: 'scan-300dpi', make: scannedCopy, variant: 'scan copy' },
      {
        on: options['degraded-copies'],
        name: 'degraded-200dpi',
        make: degradedCopy,
        variant: 'degraded copy',
      },
      { on: options['photo-copies'], name: 'photo', make: photoCopy, variant: 'photo copy' },
    ] as const;
    for (const copy of copies) {
      if (!copy.on || variant === 'scan') continue;
      // Always kept in the cache: OCR of every page of the copies takes minutes.
      const document = await cachedDocument(engine, file.entry.file, pdf, {
        name: copy.name,
        make: () => copy.make(file.path),
      });
      const started = performance.now();
      const read = engine.decide(document.text);
      outcomes.push({
        file,
        variant: copy.variant,
        pages: document.pageCount,
        ms: performance.now() - started,
        fields: scored(file, read),
      });
    }
    process.stderr.write('.');
  }
  process.stderr.write('\n');
} finally {
  await engine.close();
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '    -' : `${((part / whole) * 100).toFixed(0).padStart(4)}%`;

console.log(
  `Local extractor on ${files.length} files of ${folders.map((each) => path.basename(each)).join(', ')}`,
);
console.log(
  `CPU: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, load average ${loadBefore.toFixed(2)} at the start (shared machine: times vary with load)`,
);
console.log(
  `Fields right per group; 'sure-wrong' = fields shown with confidence >= ${CONFIDENT} that are wrong; 'empty' = fields left empty for review where the page prints a value.\n`,
);

const short: Record<Field, string> = {
  invoiceNumber: 'number',
  date: 'date',
  vendor: 'vendor',
  amount: 'net',
  taxAmount: 'tax',
  total: 'total',
  currency: 'curr',
};
const header = [
  'group'.padEnd(40),
  'files'.padStart(5),
  ...FIELDS.map((field) => short[field].padStart(6)),
  'all'.padStart(6),
  'sure-wrong'.padStart(11),
  'empty'.padStart(6),
  's/page'.padStart(7),
].join(' ');

function row(title: string, members: Outcome[]): string {
  const cells = FIELDS.map((field) =>
    percent(members.filter((each) => each.fields[field].right).length, members.length).padStart(6),
  );
  const all = members.flatMap((each) => FIELDS.map((field) => each.fields[field]));
  const right = all.filter((each) => each.right).length;
  const sureWrong = all.filter(
    (each) => !each.right && each.got !== null && (each.confidence ?? 0) >= CONFIDENT,
  ).length;
  const empty = all.filter((each) => each.got === null && each.truth !== null).length;
  const pages = members.reduce((sum, each) => sum + each.pages, 0);
  const ms = members.reduce((sum, each) => sum + each.ms, 0);
  return [
    title.padEnd(40),
    String(members.length).padStart(5),
    ...cells,
    percent(right, all.length).padStart(6),
    `${sureWrong} (${percent(sureWrong, all.length).trim()})`.padStart(11),
    String(empty).padStart(6),
    (pages ? (ms / pages / 1000).toFixed(2) : '-').padStart(7),
  ].join(' ');
}

const PARTS: readonly Part[] = ['tuned', 'held-aside'];
const corpora = [...new Set(outcomes.map((each) => each.file.corpus))];
console.log(header);
for (const corpus of [...corpora, 'all']) {
  for (const variant of [...VARIANTS, 'plain + scan'] as const) {
    for (const part of PARTS) {
      const members = outcomes.filter(
        (each) =>
          (corpus === 'all' || each.file.corpus === corpus) &&
          (variant === 'plain + scan'
            ? each.variant === 'text' || each.variant === 'scan'
            : each.variant === variant) &&
          each.file.part === part,
      );
      if (members.length > 0) console.log(row(`${corpus} · ${variant} · ${part}`, members));
    }
  }
}

// Calibration: how often a field shown with a given confidence is right, on each part.
const BINS = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001];
console.log('\nCalibration (fields with a value; e-invoices excluded): confidence → right');
for (const part of PARTS) {
  const shown = outcomes
    .filter(
      (each) => each.file.part === part && (each.variant === 'text' || each.variant === 'scan'),
    )
    .flatMap((each) => FIELDS.map((field) => each.fields[field]))
    .filter((each) => each.got !== null);
  const cells: string[] = [];
  for (let index = 0; index < BINS.length - 1; index++) {
    const low = BINS[index]!;
    const high = BINS[index + 1]!;
    const inBin = shown.filter(
      (each) => (each.confidence ?? 0) >= low && (each.confidence ?? 0) < high,
    );
    const right = inBin.filter((each) => each.right).length;
    cells.push(
      `[${low.toFixed(2)}, ${high > 1 ? '1.00]' : `${high.toFixed(2)})`} ${percent(right, inBin.length).trim()} of ${inBin.length}`,
    );
  }
  const confident = shown.filter((each) => (each.confidence ?? 0) >= CONFIDENT);
  console.log(
    `  ${part.padEnd(10)} ${cells.join('  ')}  | >= ${CONFIDENT}: ${percent(confident.filter((each) => each.right).length, confident.length).trim()} of ${confident.length}`,
  );
}

const listed = outcomes.filter(
  (each) =>
    (each.file.part === 'tuned' || options['show-held-aside']) &&
    FIELDS.some((field) => !each.fields[field].right),
);
if (options.verbose) {
  console.log('');
  for (const outcome of listed) {
    console.log(
      `${outcome.file.entry.file} (${outcome.file.part}, ${outcome.variant}, ${(outcome.ms / 1000).toFixed(2)} s)`,
    );
    for (const field of FIELDS.filter((each) => !outcome.fields[each].right)) {
      const { got, truth, confidence } = outcome.fields[field];
      console.log(
        `  ${field}: got ${JSON.stringify(got)}${confidence === null ? '' : ` (${confidence})`}, truth ${JSON.stringify(truth)}`,
      );
    }
  }
} else {
  const heldWrong = outcomes.filter(
    (each) => each.file.part === 'held-aside' && FIELDS.some((field) => !each.fields[field].right),
  ).length;
  console.log(
    `\n${listed.length} tuned files have a wrong field (--verbose lists them); ${heldWrong} held-aside files do (not listed).`,
  );
}

if (options.json) {
  writeFileSync(
    options.json,
    JSON.stringify(
      outcomes.map((each) => ({
        file: each.file.entry.file,
        corpus: each.file.corpus,
        part: each.file.part,
        variant: each.variant,
        pages: each.pages,
        ms: Math.round(each.ms),
        fields: each.file.part === 'tuned' || options['show-held-aside'] ? each.fields : undefined,
      })),
      null,
      1,
    ),
  );
}
