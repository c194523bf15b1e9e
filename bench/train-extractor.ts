// Trains the local extractor's candidate models on the TUNED part of the labelled corpora (never
// the held-aside part) and writes their weights to
// apps/worker/src/analysis/extraction/local/model/weights.ts, committed as data.
//   pnpm --filter @billfold/bench train-extractor [-- FOLDER...]
// Every candidate of a role (amounts: total, net, tax) is a sample, labelled 1 when its value is
// the truth of that role. E-invoices are left out (their XML decides). Reads page texts through
// the benchmark's cache (.data/extract-cache), so the worker must be built first.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchArgs } from './support/args.ts';
import { cachedDocument, root, workerModule } from './support/extract-cache.ts';
import { DEFAULT_CORPORA, loadCorpora } from './support/extract-corpus.ts';
import { normaliseVendor } from './support/extract-scoring.ts';

type Role = 'total' | 'net' | 'tax';
type Features = Record<string, number>;
interface EngineModule {
  startLocalEngine: () => Promise<{
    readDocument(pdf: Uint8Array, fileName: string, options: { ocr: 'always' }): Promise<unknown>;
    close(): Promise<void>;
  }>;
}

const { positionals } = benchArgs({}, true);
const folders =
  positionals.length > 0 ? positionals.map((each) => path.resolve(each)) : DEFAULT_CORPORA;

const { startLocalEngine } = await workerModule<EngineModule>('local-engine.js');
const { groupLines } = await workerModule<{ groupLines: (page: unknown) => unknown[] }>(
  'page-text.js',
);
const { vendorCandidates } = await workerModule<{
  vendorCandidates: (
    lines: unknown[],
    customer: Set<number>,
  ) => { located: { value: string }; features: Features }[];
}>('fields/vendor-candidates.js');
const { customerBlock } = await workerModule<{ customerBlock: (lines: unknown[]) => Set<number> }>(
  'fields/find-identity.js',
);
const { amountCandidates } = await workerModule<{
  amountCandidates: (lines: unknown[]) => { token: { value: number }; features: Features }[];
}>('fields/amount-candidates.js');
const { fitLogistic, probability } = await workerModule<{
  fitLogistic: (
    samples: { features: Features; label: 0 | 1 }[],
    options?: { l2?: number },
  ) => Record<string, number>;
  probability: (weights: Record<string, number>, features: Features) => number;
}>('model/logistic.js');

const TRUTH_OF: Record<Role, 'total' | 'amount' | 'taxAmount'> = {
  total: 'total',
  net: 'amount',
  tax: 'taxAmount',
};

const files = loadCorpora(folders).filter((file) => file.part === 'tuned');
const engine = await startLocalEngine();
const samples: Record<Role, { features: Features; label: 0 | 1 }[]> = {
  total: [],
  net: [],
  tax: [],
};
const vendorSamples: { features: Features; label: 0 | 1 }[] = [];
let vendorDocuments = 0;
let vendorCovered = 0;
let documents = 0;
try {
  for (const file of files) {
    const pdf = new Uint8Array(readFileSync(file.path));
    const { text } = await cachedDocument(engine, file.entry.file, pdf);
    if (text.eInvoice) continue;
    documents++;
    const lines = text.pages.flatMap((page) => groupLines(page));
    const candidates = amountCandidates(lines);
    const vendor = file.entry.truth.vendor;
    if (typeof vendor === 'string') {
      const names = [vendor, ...(file.entry.vendor_aliases ?? [])].map(normaliseVendor);
      const found = vendorCandidates(lines, customerBlock(lines));
      vendorDocuments++;
      let covered = false;
      for (const candidate of found) {
        const right = names.includes(normaliseVendor(candidate.located.value));
        covered ||= right;
        vendorSamples.push({ features: candidate.features, label: right ? 1 : 0 });
      }
      if (covered) vendorCovered++;
    }
    for (const role of ['total', 'net', 'tax'] as const) {
      const truth = file.entry.truth[TRUTH_OF[role]];
      if (typeof truth !== 'number') continue;
      for (const candidate of candidates) {
        samples[role].push({
          features: candidate.features,
          label: Math.abs(candidate.token.value - truth) <= 0.011 ? 1 : 0,
        });
      }
    }
  }
} finally {
  await engine.close();
}

const weights: Record<Role, Record<string, number>> = { total: {}, net: {}, tax: {} };
for (const role of ['total', 'net', 'tax'] as const) {
  weights[role] = fitLogistic(samples[role], { l2: 0.002 });
  const positives = samples[role].filter((sample) => sample.label === 1).length;
  const ranked = samples[role].map((sample) => ({
    p: probability(weights[role], sample.features),
    label: sample.label,
  }));
  const loss =
    -ranked.reduce(
      (sum, each) =>
        sum + Math.log(each.label ? Math.max(each.p, 1e-9) : Math.max(1 - each.p, 1e-9)),
      0,
    ) / ranked.length;
  console.log(
    `${role.padEnd(6)} ${samples[role].length} candidates, ${positives} right; log-loss ${loss.toFixed(4)}`,
  );
}

const vendorWeights = fitLogistic(vendorSamples, { l2: 0.002 });
console.log(
  `vendor ${vendorSamples.length} candidates, right name among them in ${vendorCovered} of ${vendorDocuments} invoices`,
);

const target = path.join(root, 'apps/worker/src/analysis/extraction/local/model/weights.ts');
const body = (role: Role) =>
  `  ${role}: ${JSON.stringify(weights[role], null, 4)
    .replace(/\n}/, '\n  }')
    .replace(/"([A-Za-z]\w*)":/g, '$1:')},`;
writeFileSync(
  target,
  `// Written by \`pnpm --filter @billfold/bench train-extractor\` from the tuned part of the\n` +
    `// labelled corpora (${documents} plain and scanned invoices): do not edit by hand.\n` +
    `export const AMOUNT_WEIGHTS: Record<'total' | 'net' | 'tax', Record<string, number>> = {\n` +
    `${body('total')}\n${body('net')}\n${body('tax')}\n};\n` +
    `export const VENDOR_WEIGHTS: Record<string, number> = ${JSON.stringify(vendorWeights, null, 2).replace(/"([A-Za-z]\w*)":/g, '$1:')};\n`,
);
console.log(`wrote ${path.relative(root, target)}`);
