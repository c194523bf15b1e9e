// Trains the local extractor's candidate models on the TUNED part of the labelled corpora (never
// the held-aside part) and writes their weights to
// apps/worker/src/analysis/extraction/local/model/weights.ts, committed as data.
//   pnpm --filter @billfold/bench train-extractor [-- FOLDER...] [--synthetic DIR --synthetic-weight W]
//     [--views scan,degraded,printed --view-weight W]
// Every candidate of a role (amounts: total, net, tax) is a sample, labelled 1 when its value is
// the truth of that role. E-invoices are left out (their XML decides). Reads page texts through
// the benchmark's cache (.data/extract-cache), so the worker must be built first.
// --synthetic DIR adds generated invoices (synthetic-invoices.ts) to the training of the invoice
// number and date models, each weighing W (default 0.3) against a real invoice. They are never
// judged: the regularisation and the calibration are chosen on the real invoices' out-of-fold
// choices alone. The committed weights are trained without them: on the real invoices out of
// fold they chose no more numbers or dates right (43 of 46 each, their log-likelihood -0.279 →
// -0.239 and -0.101 → -0.078 at 0.3), and the vendor's fell (-0.110 without, -0.143 to -0.217
// with weights 0.1 to 1), so the vendor model never takes them.
// --views adds other readings of the tuned invoices to the vendor, number and date models, each
// weighing W (default 0.5): `scan` and `degraded` their scan copies read by OCR (as bench:extract
// --scan-copies / --degraded-copies caches them; text-layer files only), `printed` the printed
// layer of the e-invoices (their XML aside). A view sits in its invoice's fold, so no invoice is
// on both sides of one; the figures that choose stay the invoices' own out of fold, and the views'
// out-of-fold figures are printed apart.
// --models vendor (of amounts, vendor, number, date) writes those models alone and keeps the others
// as the built worker has them: the committed vendor model is retrained on today's features while
// the others stay (retrained with it, they lost fields on the real and the generated corpora).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchArgs } from './support/args.ts';
import { cachedDocument, root, workerModule } from './support/extract-cache.ts';
import { DEFAULT_CORPORA, hashOf, loadCorpora } from './support/extract-corpus.ts';
import { normaliseVendor } from './support/extract-scoring.ts';
import { degradedCopy, scannedCopy } from './support/scanned-copy.ts';

type Role = 'total' | 'net' | 'tax';
type Features = Record<string, number>;
interface EngineModule {
  startLocalEngine: () => Promise<{
    readDocument(pdf: Uint8Array, fileName: string, options: { ocr: 'always' }): Promise<unknown>;
    close(): Promise<void>;
  }>;
}

const { positionals, values } = benchArgs(
  {
    without: { type: 'string' },
    synthetic: { type: 'string' },
    'synthetic-weight': { type: 'string', default: '0.3' },
    views: { type: 'string', default: '' },
    'view-weight': { type: 'string', default: '0.5' },
    models: { type: 'string', default: 'amounts,vendor,number,date' },
  },
  true,
);
const syntheticWeight = Number(values['synthetic-weight']);
const MODELS = ['amounts', 'vendor', 'number', 'date'] as const;
type Model = (typeof MODELS)[number];
const models = new Set(
  String(values.models)
    .split(',')
    .filter(Boolean)
    .map((name) => {
      if (!(MODELS as readonly string[]).includes(name))
        throw new Error(`--models: unknown model '${name}' (${MODELS.join(', ')})`);
      return name as Model;
    }),
);
const viewWeight = Number(values['view-weight']);
const VIEWS = {
  scan: { name: 'scan-300dpi', make: scannedCopy },
  degraded: { name: 'degraded-200dpi', make: degradedCopy },
  printed: null,
} as const;
type ViewName = keyof typeof VIEWS;
const views = String(values.views ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => {
    if (!(name in VIEWS))
      throw new Error(`--views: unknown view '${name}' (scan, degraded, printed)`);
    return name as ViewName;
  });
/** Features left out of the vendor model (--without a,b): to measure what each one is worth. */
const without = new Set(
  String(values.without ?? '')
    .split(',')
    .filter(Boolean),
);
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
const { chooseName } = await workerModule<{
  chooseName: <C extends { located: { value: string }; z: number }>(
    scored: readonly C[],
  ) => { best: C; p: number } | null;
}>('fields/choose-vendor.js');
const { customerBlock } = await workerModule<{ customerBlock: (lines: unknown[]) => Set<number> }>(
  'fields/find-identity.js',
);
const { amountCandidates } = await workerModule<{
  amountCandidates: (lines: unknown[]) => { token: { value: number }; features: Features }[];
}>('fields/amount-candidates.js');
/** A candidate of a one-choice field (the invoice number, the date). */
interface ChoiceCandidate {
  located: { value: string };
  features: Features;
}
const { numberCandidates } = await workerModule<{
  numberCandidates: (lines: unknown[]) => ChoiceCandidate[];
}>('fields/number-candidates.js');
const { sameNumber } = await workerModule<{ sameNumber: (value: string) => string }>(
  'fields/choose-invoice-number.js',
);
const { dateCandidates } = await workerModule<{
  dateCandidates: (
    lines: unknown[],
    order: 'dmy' | 'mdy',
    range: { earliest: string; latest: string },
  ) => ChoiceCandidate[];
}>('fields/date-candidates.js');
const { invoiceDateRange, possibleDates } = await workerModule<{
  invoiceDateRange: (today: Date) => { earliest: string; latest: string };
  possibleDates: (candidates: ChoiceCandidate[]) => ChoiceCandidate[];
}>('fields/choose-date.js');
const { dateOrderOf } = await workerModule<{
  dateOrderOf: (lines: unknown[]) => 'dmy' | 'mdy';
}>('fields/find-invoice-fields.js');
const { scoreChoice, NONE_FEATURES } = await workerModule<{
  scoreChoice: (
    candidates: ChoiceCandidate[],
    weights: Record<string, number>,
    sameValue?: (value: string) => string,
    options?: { none?: boolean },
  ) => { best: ChoiceCandidate | null; share: number } | null;
  NONE_FEATURES: Features;
}>('model/choice.js');
const { fitLogistic, fitSoftmax, logit, probability } = await workerModule<{
  fitLogistic: (
    samples: { features: Features; label: 0 | 1 }[],
    options?: { l2?: number },
  ) => Record<string, number>;
  fitSoftmax: (
    groups: { features: Features; label: 0 | 1 }[][],
    options?: { l2?: number; groupWeights?: readonly number[] },
  ) => Record<string, number>;
  logit: (weights: Record<string, number>, features: Features) => number;
  probability: (weights: Record<string, number>, features: Features) => number;
}>('model/logistic.js');

type Samples = { features: Features; label: 0 | 1 }[];
const TRUTH_OF: Record<Role, 'total' | 'amount' | 'taxAmount'> = {
  total: 'total',
  net: 'amount',
  tax: 'taxAmount',
};

const files = [
  ...loadCorpora(folders)
    .filter((file) => file.part === 'tuned')
    .map((file) => ({ ...file, synthetic: false })),
  ...(values.synthetic
    ? loadCorpora([path.resolve(values.synthetic)]).map((file) => ({ ...file, synthetic: true }))
    : []),
];
/**
 * What a group of candidates is read from: a tuned invoice itself (judged, weight 1), a generated
 * invoice (never judged, always trained on) or another view of a tuned invoice (not judged with
 * the invoices; in its invoice's fold).
 */
type Kind = 'invoice' | 'synthetic' | 'view';
const engine = await startLocalEngine();
const samples: Record<Role, { features: Features; label: 0 | 1 }[]> = {
  total: [],
  net: [],
  tax: [],
};
/** One group of candidates per invoice, with the issuer group the split is made by. */
const vendorGroups: {
  group: string;
  kind: Kind;
  samples: { features: Features; label: 0 | 1; name: string }[];
}[] = [];
/** One group of candidates per invoice, for the invoice number and for the date. */
interface ChoiceGroup {
  group: string;
  kind: Kind;
  candidates: ChoiceCandidate[];
  /** One per candidate, then 'none of them' where the choice allows it. */
  samples: Samples;
  /** Whether the field is not printed (its truth is null). */
  none: boolean;
}
const numberGroups: ChoiceGroup[] = [];
const dateGroups: ChoiceGroup[] = [];
let vendorDocuments = 0;
let vendorCovered = 0;
let documents = 0;
let syntheticDocuments = 0;
let viewDocuments = 0;
/** The readings of a file to train on: the file itself (not an e-invoice), then its views. */
async function readingsOf(
  file: (typeof files)[number],
): Promise<{ kind: Kind; pages: unknown[] }[]> {
  const pdf = new Uint8Array(readFileSync(file.path));
  const { text } = await cachedDocument(engine, file.entry.file, pdf);
  const readings: { kind: Kind; pages: unknown[] }[] = [];
  if (!text.eInvoice)
    readings.push({ kind: file.synthetic ? 'synthetic' : 'invoice', pages: text.pages });
  if (file.synthetic || file.entry.text_layer === false) return readings;
  for (const name of views) {
    const view = VIEWS[name];
    if (view === null) {
      if (text.eInvoice) readings.push({ kind: 'view', pages: text.pages });
      continue;
    }
    const copy = await cachedDocument(engine, file.entry.file, pdf, {
      name: view.name,
      make: () => view.make(file.path),
    });
    readings.push({ kind: 'view', pages: copy.text.pages });
  }
  return readings;
}
try {
  for (const file of files) {
    for (const { kind, pages } of await readingsOf(file)) {
      if (kind === 'synthetic') syntheticDocuments++;
      else if (kind === 'view') viewDocuments++;
      else documents++;
      const lines = pages.flatMap((page) => groupLines(page));
      const vendor = file.entry.truth.vendor;
      if (typeof vendor === 'string' && kind !== 'synthetic') {
        const names = [vendor, ...(file.entry.vendor_aliases ?? [])].map(normaliseVendor);
        const found = vendorCandidates(lines, customerBlock(lines));
        const samples = found.map((candidate) => ({
          features: Object.fromEntries(
            Object.entries(candidate.features).filter(([name]) => !without.has(name)),
          ),
          label: names.includes(normaliseVendor(candidate.located.value))
            ? (1 as const)
            : (0 as const),
          name: candidate.located.value,
        }));
        vendorGroups.push({ group: file.group, kind, samples });
        if (kind === 'invoice') {
          vendorDocuments++;
          if (samples.some((sample) => sample.label === 1)) vendorCovered++;
        }
      }
      const number = file.entry.truth.invoiceNumber;
      if (typeof number === 'string') {
        const candidates = numberCandidates(lines);
        numberGroups.push({
          group: file.group,
          kind,
          candidates,
          samples: candidates.map((candidate) => ({
            features: candidate.features,
            label: sameNumber(candidate.located.value) === sameNumber(number) ? 1 : 0,
          })),
          none: false,
        });
      }
      const date = file.entry.truth.date;
      if (typeof date === 'string' || date === null) {
        const candidates = possibleDates(
          dateCandidates(lines, dateOrderOf(lines), invoiceDateRange(new Date())),
        );
        dateGroups.push({
          group: file.group,
          kind,
          candidates,
          samples: [
            ...candidates.map((candidate) => ({
              features: candidate.features,
              label: candidate.located.value === date ? (1 as const) : (0 as const),
            })),
            { features: NONE_FEATURES, label: date === null ? 1 : 0 },
          ],
          none: date === null,
        });
      }
      if (kind !== 'invoice') continue;
      const candidates = amountCandidates(lines);
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

// The vendor is one choice among an invoice's names: a softmax per invoice. Its regularisation is
// chosen by cross-validation within the tuned part, folds by issuer group (so that no issuer is
// on both sides of a fold), on the out-of-fold log-likelihood of the right name; the tuned part's
// own accuracy is the model's training accuracy and says little. The out-of-fold choices then
// calibrate the certainty (Platt scaling of the chosen name's log-odds), invoices whose right name
// is not among the candidates included, as they are chosen wrong however sure the model is.
const FOLDS = 5;
const choose = (
  weights: Record<string, number>,
  samples: readonly (Samples[number] & { name: string })[],
) => {
  const z = samples.map((sample) => logit(weights, sample.features));
  const top = Math.max(...z);
  const e = z.map((each) => Math.exp(each - top));
  const total = e.reduce((sum, each) => sum + each, 0);
  const rightShare = e.reduce((sum, each, i) => sum + (samples[i]!.label ? each : 0), 0) / total;
  // The name the extractor takes (its places together), at its best place's probability.
  const chosen = chooseName(
    samples.map((sample, i) => ({
      located: { value: sample.name },
      z: z[i]!,
      label: sample.label,
    })),
  );
  return { right: chosen?.best.label === 1, p: chosen?.p ?? 0, rightShare };
};
interface Judged {
  right: boolean;
  p: number;
  rightShare: number;
}
/**
 * Each group `judged` picks, judged by weights fitted (with `l2`) on the groups of the other folds
 * (folds by issuer), with whether its right candidate is among its samples at all.
 */
const WEIGHT_OF: Record<Kind, number> = {
  invoice: 1,
  synthetic: syntheticWeight,
  view: viewWeight,
};
const weightsOf = (groups: readonly { kind: Kind }[]) => groups.map((each) => WEIGHT_OF[each.kind]);
const real = <G extends { kind: Kind }>(groups: readonly G[]) =>
  groups.filter((each) => each.kind === 'invoice');
const outOfFold = <G extends { group: string; kind: Kind; samples: Samples }>(
  groups: G[],
  l2: number,
  judge: (weights: Record<string, number>, each: G) => Judged,
  judged: (each: G) => boolean = () => true,
) => {
  const chosen: (Judged & { covered: boolean; kind: Kind })[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (each: G) =>
      each.kind !== 'synthetic' && hashOf(`fold:${each.group}`) % FOLDS === fold;
    const training = groups.filter((each) => !inFold(each));
    const weights = fitSoftmax(
      training.map((each) => each.samples),
      { l2, groupWeights: weightsOf(training) },
    );
    for (const each of groups.filter((each) => inFold(each) && judged(each)))
      chosen.push({
        ...judge(weights, each),
        covered: each.samples.some((sample) => sample.label === 1),
        kind: each.kind,
      });
  }
  return chosen;
};
/**
 * The l2 (of those tried) whose out-of-fold choices give the right candidates the best mean
 * log-likelihood, with those choices; `describe` prints each l2 tried.
 */
const tuneL2 = (
  run: (l2: number) => ReturnType<typeof outOfFold>,
  describe: (l2: number, right: number, likelihood: number) => string,
) => {
  let best = { l2: 0.01, likelihood: -Infinity, chosen: [] as ReturnType<typeof outOfFold> };
  const likelihoodOf = (chosen: ReturnType<typeof outOfFold>) => {
    const covered = chosen.filter((each) => each.covered);
    return (
      covered.reduce((sum, each) => sum + Math.log(Math.max(each.rightShare, 1e-6)), 0) /
      Math.max(1, covered.length)
    );
  };
  for (const l2 of [0.001, 0.003, 0.01, 0.03, 0.1]) {
    const all = run(l2);
    // The invoices' own choices decide; the views' are printed beside them.
    const chosen = all.filter((each) => each.kind === 'invoice');
    const likelihood = likelihoodOf(chosen);
    const viewed = all.filter((each) => each.kind === 'view');
    console.log(
      describe(l2, chosen.filter((each) => each.right).length, likelihood) +
        (viewed.length
          ? `; views ${viewed.filter((each) => each.right).length} of ${viewed.length}, ${likelihoodOf(viewed).toFixed(3)}`
          : ''),
    );
    if (likelihood > best.likelihood) best = { l2, likelihood, chosen };
  }
  return best;
};
const { l2: vendorL2, chosen: vendorOutOfFold } = tuneL2(
  (l2) =>
    outOfFold(
      vendorGroups,
      l2,
      (weights, each) => choose(weights, each.samples),
      (each) => each.samples.length > 0,
    ),
  (l2, right, likelihood) =>
    `vendor l2 ${l2}: ${right} of ${vendorDocuments} right out of fold (${FOLDS} folds by issuer), mean log-likelihood ${likelihood.toFixed(3)}`,
);
const vendorWeights = fitSoftmax(
  vendorGroups.map((each) => each.samples),
  { l2: vendorL2, groupWeights: weightsOf(vendorGroups) },
);
const logOdds = (p: number) => Math.log(Math.max(p, 1e-6) / Math.max(1 - p, 1e-6));
const calibration = fitLogistic(
  vendorOutOfFold.map((each) => ({
    features: { bias: 1, logOdds: logOdds(each.p) },
    label: each.right ? 1 : 0,
  })),
  { l2: 0.01 },
);
console.log(
  `vendor ${real(vendorGroups).reduce((sum, each) => sum + each.samples.length, 0)} candidates, right name among them in ${vendorCovered} of ${vendorDocuments} invoices; l2 ${vendorL2}, ${real(vendorGroups).filter((each) => choose(vendorWeights, each.samples).right).length} right in training; certainty = sigmoid(${calibration.logOdds} × log-odds + ${calibration.bias})`,
);

// The invoice number and the date are each one choice among the invoice's candidates, fitted the
// same way: the regularisation by cross-validation by issuer within the tuned part, the certainty
// of the chosen value (its places together) calibrated out of fold.
const fitChoice = (
  name: string,
  groups: ChoiceGroup[],
  options: { sameValue?: (value: string) => string; none?: boolean } = {},
) => {
  const pick = (weights: Record<string, number>, each: ChoiceGroup) => {
    const choice = scoreChoice(each.candidates, weights, options.sameValue, {
      none: options.none ?? false,
    });
    const right = !choice
      ? each.none
      : choice.best === null
        ? each.none
        : each.samples[each.candidates.indexOf(choice.best)]!.label === 1;
    return { right, p: choice?.share ?? 0 };
  };
  const best = tuneL2(
    (l2) =>
      outOfFold(groups, l2, (weights, each) => {
        const z = each.samples.map((sample) => Math.exp(logit(weights, sample.features)));
        const sum = z.reduce((total, value) => total + value, 0);
        const right = z.reduce(
          (total, value, i) => total + (each.samples[i]!.label ? value : 0),
          0,
        );
        return { ...pick(weights, each), rightShare: sum > 0 ? right / sum : 0 };
      }),
    (l2, right, likelihood) =>
      `${name} l2 ${l2}: ${right} of ${real(groups).length} right out of fold, mean log-likelihood ${likelihood.toFixed(3)}`,
  );
  const weights = fitSoftmax(
    groups.map((each) => each.samples),
    { l2: best.l2, groupWeights: weightsOf(groups) },
  );
  const calibration = fitLogistic(
    best.chosen.map((each) => ({
      features: { bias: 1, logOdds: logOdds(each.p) },
      label: each.right ? 1 : 0,
    })),
    { l2: 0.01 },
  );
  console.log(
    `${name} ${real(groups).reduce((sum, each) => sum + each.samples.length, 0)} candidates, right value among them in ${real(groups).filter((each) => each.samples.some((sample) => sample.label)).length} of ${real(groups).length} invoices; l2 ${best.l2}, ${real(groups).filter((each) => pick(weights, each).right).length} right in training; certainty = sigmoid(${calibration.logOdds} × log-odds + ${calibration.bias})`,
  );
  return { weights, calibration };
};
const numberModel = fitChoice('number', numberGroups, { sameValue: sameNumber });
const dateModel = fitChoice('date', dateGroups, { none: true });

const target = path.join(root, 'apps/worker/src/analysis/extraction/local/model/weights.ts');
// The models not retrained, as the built worker has them.
const kept = await workerModule<{
  AMOUNT_WEIGHTS: typeof weights;
  VENDOR_WEIGHTS: Record<string, number>;
  VENDOR_CALIBRATION: typeof calibration;
  NUMBER_WEIGHTS: Record<string, number>;
  NUMBER_CALIBRATION: typeof calibration;
  DATE_WEIGHTS: Record<string, number>;
  DATE_CALIBRATION: typeof calibration;
}>('model/weights.js');
const written = {
  amounts: models.has('amounts') ? weights : kept.AMOUNT_WEIGHTS,
  vendor: models.has('vendor')
    ? { weights: vendorWeights, calibration }
    : { weights: kept.VENDOR_WEIGHTS, calibration: kept.VENDOR_CALIBRATION },
  number: models.has('number')
    ? numberModel
    : { weights: kept.NUMBER_WEIGHTS, calibration: kept.NUMBER_CALIBRATION },
  date: models.has('date')
    ? dateModel
    : { weights: kept.DATE_WEIGHTS, calibration: kept.DATE_CALIBRATION },
};
const body = (role: Role) =>
  `  ${role}: ${JSON.stringify(written.amounts[role], null, 4)
    .replace(/\n}/, '\n  }')
    .replace(/"([A-Za-z]\w*)":/g, '$1:')},`;
const object = (value: Record<string, number>) =>
  JSON.stringify(value, null, 2).replace(/"([A-Za-z]\w*)":/g, '$1:');
const all = models.size === MODELS.length;
writeFileSync(
  target,
  `// Written by \`pnpm --filter @billfold/bench train-extractor${all ? '' : ` -- --models ${[...models].join(',')}`}\` from the tuned part of the\n` +
    `// labelled corpora (${documents} plain and scanned invoices)${viewDocuments ? `, the vendor, number and date models with ${viewDocuments} other readings of them (${views.join(', ')}; each weighing ${viewWeight})` : ''}${syntheticDocuments ? `, the number and date models with ${syntheticDocuments} generated ones (synthetic-invoices.ts, each weighing ${syntheticWeight})` : ''}${all ? '' : `; the ${MODELS.filter((model) => !models.has(model)).join(', ')} models as an earlier run wrote them`}: do not edit by hand.\n` +
    `export const AMOUNT_WEIGHTS: Record<'total' | 'net' | 'tax', Record<string, number>> = {\n` +
    `${body('total')}\n${body('net')}\n${body('tax')}\n};\n` +
    `export const VENDOR_WEIGHTS: Record<string, number> = ${object(written.vendor.weights)};\n` +
    `/** The chosen name's certainty: sigmoid(logOdds × its softmax log-odds + bias), fitted out of fold. */\n` +
    `export const VENDOR_CALIBRATION = { logOdds: ${written.vendor.calibration.logOdds}, bias: ${written.vendor.calibration.bias} };\n` +
    `export const NUMBER_WEIGHTS: Record<string, number> = ${object(written.number.weights)};\n` +
    `/** The chosen number's certainty: sigmoid(logOdds × its softmax log-odds + bias), fitted out of fold. */\n` +
    `export const NUMBER_CALIBRATION = { logOdds: ${written.number.calibration.logOdds}, bias: ${written.number.calibration.bias} };\n` +
    `export const DATE_WEIGHTS: Record<string, number> = ${object(written.date.weights)};\n` +
    `/** The chosen date's certainty: sigmoid(logOdds × its softmax log-odds + bias), fitted out of fold. */\n` +
    `export const DATE_CALIBRATION = { logOdds: ${written.date.calibration.logOdds}, bias: ${written.date.calibration.bias} };\n`,
);
// Formatted as the repository's other sources are (pnpm test checks the format).
spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', target], { stdio: 'ignore' });
console.log(`wrote ${path.relative(root, target)}`);
