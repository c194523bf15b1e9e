// Benchmark (issue 18): how much one correction teaches. For every pair of different invoices of
// one vendor in the two fixture corpora (the earlier file of the manifest first), a user of their
// own analyses the first, saves it corrected to its truth with a category of their choosing
// (POST /api/Document with the analysis's page images, as the web app does) and then analyses the
// second. "Before" is the second invoice analysed by a user without any profile. Pairs whose
// headers share a layout (the learning's own header fingerprint: SAME_LAYOUT of the words shared)
// are reported apart from pairs whose vendor changed its layout; the same-layout pairs are run
// again as scanned copies (pages rendered to images with pdftoppm, text layer gone; the pairs the
// text layers call one layout, not what OCR of the copies makes of their headers). The analysis
// time with a profile is compared with the same document analysed without one right before or
// after it (the order alternates from pair to pair), so that a change of the machine's load
// between the two does not count.
//   pnpm bench:learning [-- --no-scans] [-- --vendor contoso]
// Needs a built API and worker (pnpm build) and PostgreSQL (TEST_DATABASE_URL or the local server).
// BENCH_LEARNING_DUMP=DIR writes, per pair, the second invoice's truth, its results before and after,
// the saved profile and the reading to DIR (one JSON file a pair), to see why a field went wrong.
import { DocumentReadingSchema, layoutOf, layoutSimilarity, SAME_LAYOUT } from '@billfold/contract';
import { createTestDatabase } from '@billfold/db/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  signedInCookie,
  spawnApi,
  spawnWorker,
  stop,
  waitForHealth,
} from './support/api-process.ts';
import { benchArgs } from './support/args.ts';
import { scannedCopy } from './support/scanned-copy.ts';
import { loadCorpora, type CorpusFile } from './support/extract-corpus.ts';
import { FIELDS, normaliseVendor, scoreField, type Truth } from './support/extract-scoring.ts';

const { values: args } = benchArgs({
  'no-scans': { type: 'boolean', default: false },
  vendor: { type: 'string' },
});
const SCORED = [...FIELDS, 'category'] as const;
type Scored = (typeof SCORED)[number];
type Result = Record<string, unknown> & { learned?: Record<string, unknown> };

/** The category each user files the vendor under (what the extractor cannot know). */
const categoryOf = (vendor: string) => `Bench: ${normaliseVendor(vendor)}`;

const files = loadCorpora().filter((file) => typeof file.entry.truth.vendor === 'string');
const byVendor = new Map<string, CorpusFile[]>();
for (const file of files) {
  const key = normaliseVendor(String(file.entry.truth.vendor));
  if (args.vendor && !key.includes(args.vendor.toLowerCase())) continue;
  byVendor.set(key, [...(byVendor.get(key) ?? []), file]);
}
const vendors = [...byVendor].filter(([, group]) => group.length > 1);

const database = await createTestDatabase();
const storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-bench-learning-'));
const { api, baseUrl, env } = await spawnApi({
  DATABASE_URL: database.url,
  STORAGE_DIR: storageDir,
  LOG_LEVEL: 'warn',
  // One sign-in per user for the whole run: on a busy machine the run outlasts the default 15
  // minutes of an access session (a 401 half-way through a run).
  AUTH_ACCESS_TTL_SECONDS: String(24 * 3600),
});
const worker = spawnWorker(env);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('error', () => undefined);

interface User {
  cookie: string;
  reportId: number;
}

async function newUser(): Promise<User> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const cookie = await signedInCookie(baseUrl, pool, {
    plan: 'enterprise',
    email: `bench-${randomUUID()}@example.com`,
  });
  const report = await fetch(`${baseUrl}/api/Report`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Bench' }),
  });
  return { cookie, reportId: ((await report.json()) as { id: number }).id };
}

async function analyseOnce(
  user: User,
  pdf: Uint8Array,
  name: string,
): Promise<{ id: string; result: Result; images: string[]; ms: number }> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/DocumentAnalysis/analyze-invoice-with-images`, {
    method: 'POST',
    body,
    headers: { cookie: user.cookie, origin: baseUrl },
  });
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`analysis of ${name} failed: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { analysisId: string; images: string[] };
  const analysis = await fetch(`${baseUrl}/api/analyses/${answer.analysisId}`, {
    headers: { cookie: user.cookie },
  });
  const { result } = (await analysis.json()) as { result: Result | null };
  // The worker's own time (start to end of the job), without the queue's pick-up delay.
  const [row] = (
    await pool.query<{ ms: number }>(
      'SELECT extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM analyses WHERE id = $1',
      [answer.analysisId],
    )
  ).rows;
  return {
    id: answer.analysisId,
    result: result ?? {},
    images: answer.images,
    ms: Number(row?.ms ?? ms),
  };
}

/** One retry after a server error (the machine is shared: a neighbour's load can exhaust connections). */
async function analyse(user: User, pdf: Uint8Array, name: string): ReturnType<typeof analyseOnce> {
  try {
    return await analyseOnce(user, pdf, name);
  } catch (error) {
    console.error(`retrying once: ${(error as Error).message}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return analyseOnce(user, pdf, name);
  }
}

/** Saves the analysed invoice corrected to its truth, as the review panel sends it. */
async function saveCorrected(
  user: User,
  truth: Truth,
  result: Result,
  images: string[],
): Promise<void> {
  const vendor = String(truth.vendor);
  const response = await fetch(`${baseUrl}/api/Document`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: user.cookie },
    body: JSON.stringify({
      reportId: user.reportId,
      name: truth.invoiceNumber,
      date: truth.date,
      vendor,
      amount: truth.amount ?? 0,
      // A total printed above the net amount with no tax labelled as such: the user types the difference as tax.
      tax:
        truth.taxAmount ??
        (truth.amount !== null && truth.total !== null
          ? Number((Number(truth.total) - Number(truth.amount)).toFixed(2))
          : 0),
      taxNumber1: result.taxNumber1 ?? null,
      taxNumber2: result.taxNumber2 ?? null,
      taxNumber3: result.taxNumber3 ?? null,
      category: categoryOf(vendor),
      currency: truth.currency ?? 'USD',
      description: null,
      images,
    }),
  });
  if (!response.ok) throw new Error(`save failed: ${response.status} ${await response.text()}`);
}

function score(file: CorpusFile, result: Result, vendorKey: string): Record<Scored, boolean> {
  const truth = file.entry.truth;
  const scored = {} as Record<Scored, boolean>;
  for (const field of FIELDS)
    scored[field] = scoreField(
      field,
      (result[field] ?? null) as string | number | null,
      truth,
      file.entry.vendor_aliases ?? [],
    );
  scored.category =
    result.category === categoryOf(String(byVendor.get(vendorKey)![0]!.entry.truth.vendor));
  return scored;
}

async function readingOf(analysisId: string): Promise<number[]> {
  const [row] = (
    await pool.query<{ reading: unknown }>('SELECT reading FROM analyses WHERE id = $1', [
      analysisId,
    ])
  ).rows;
  const reading = DocumentReadingSchema.safeParse(row?.reading);
  return reading.success ? layoutOf(reading.data) : [];
}

interface PairResult {
  vendor: string;
  first: string;
  second: string;
  layout: 'same' | 'changed';
  kind: 'text' | 'scan';
  before: Record<Scored, boolean>;
  after: Record<Scored, boolean>;
  msBefore: number;
  msAfter: number;
  learned: string[];
}

const count = (scored: Record<Scored, boolean>) => SCORED.filter((field) => scored[field]).length;
const results: PairResult[] = [];
/** The pairs whose text layers share a layout, by their files: the scanned copies' pairs. */
const sameLayoutPairs = new Set<string>();
const pairKey = (a: CorpusFile, b: CorpusFile) => `${a.path}\n${b.path}`;

try {
  await waitForHealth(baseUrl);
  const stranger = await newUser();
  for (const kind of args['no-scans'] ? (['text'] as const) : (['text', 'scan'] as const)) {
    for (const [vendorKey, group] of vendors) {
      const documents = new Map<CorpusFile, Uint8Array>();
      const documentOf = async (file: CorpusFile) => {
        if (!documents.has(file))
          documents.set(
            file,
            kind === 'text' ? await readFile(file.path) : await scannedCopy(file.path),
          );
        return documents.get(file)!;
      };
      // Before: each file analysed without a profile (and its header fingerprint, for the layout).
      const before = new Map<CorpusFile, { result: Result; ms: number; layout: number[] }>();
      // One layout or not is decided on the text layers; a scanned copy's header, as OCR reads it,
      // may pass for another layout's (or miss its own), so the copies keep the text's pairs.
      const samePairs = (a: CorpusFile, b: CorpusFile) =>
        kind === 'scan'
          ? sameLayoutPairs.has(pairKey(a, b))
          : layoutSimilarity(before.get(a)!.layout, before.get(b)!.layout) >= SAME_LAYOUT;
      const candidates =
        kind === 'scan' ? group.filter((file) => file.entry.text_layer !== false) : group;
      if (candidates.length < 2) continue;
      for (const file of candidates) {
        const analysed = await analyse(stranger, await documentOf(file), path.basename(file.path));
        before.set(file, {
          result: analysed.result,
          ms: analysed.ms,
          layout: await readingOf(analysed.id),
        });
      }
      for (const [index, first] of candidates.entries()) {
        const seconds = candidates
          .slice(index + 1)
          .filter((second) => kind === 'text' || samePairs(first, second));
        if (seconds.length === 0) continue;
        const user = await newUser();
        const analysed = await analyse(user, await documentOf(first), path.basename(first.path));
        await saveCorrected(user, first.entry.truth, analysed.result, analysed.images);
        for (const second of seconds) {
          // The times compared are of the same document analysed one right after the other,
          // without a profile and with one, in alternating order: the machine's load moves.
          const pdf = await documentOf(second);
          const without = () => analyse(stranger, pdf, path.basename(second.path));
          const withProfile = () => analyse(user, pdf, path.basename(second.path));
          const strangerFirst = results.length % 2 === 0;
          const early = strangerFirst ? await without() : null;
          const after = await withProfile();
          const plain = early ?? (await without());
          if (kind === 'text' && samePairs(first, second))
            sameLayoutPairs.add(pairKey(first, second));
          const pair: PairResult = {
            vendor: vendorKey,
            first: path.basename(first.path, '.pdf'),
            second: path.basename(second.path, '.pdf'),
            layout: samePairs(first, second) ? 'same' : 'changed',
            kind,
            before: score(second, before.get(second)!.result, vendorKey),
            after: score(second, after.result, vendorKey),
            msBefore: plain.ms,
            msAfter: after.ms,
            learned: Object.keys(after.result.learned ?? {}),
          };
          results.push(pair);
          if (process.env.BENCH_LEARNING_DUMP) {
            const [profile] = (
              await pool.query<{ profile: unknown }>(
                'SELECT profile FROM vendor_profiles ORDER BY updated_at DESC LIMIT 1',
              )
            ).rows;
            const [row] = (
              await pool.query<{ reading: unknown }>('SELECT reading FROM analyses WHERE id = $1', [
                after.id,
              ])
            ).rows;
            await writeFile(
              path.join(
                process.env.BENCH_LEARNING_DUMP,
                `${kind}-${pair.first}--${pair.second}.json`,
              ),
              JSON.stringify(
                {
                  truth: second.entry.truth,
                  before: before.get(second)!.result,
                  after: after.result,
                  profile: profile?.profile,
                  reading: row?.reading,
                },
                null,
                1,
              ),
            );
          }
          const wrong = SCORED.filter((field) => !pair.after[field]);
          const worse = SCORED.filter((field) => pair.before[field] && !pair.after[field]);
          console.log(
            `${kind.padEnd(4)} ${pair.layout.padEnd(7)} ${pair.first} → ${pair.second}: ${count(pair.before)} → ${count(pair.after)} of ${SCORED.length}` +
              (wrong.length ? `  wrong after: ${wrong.join(', ')}` : '') +
              (worse.length ? `  WORSE: ${worse.join(', ')}` : '') +
              (pair.learned.length ? '' : '  (vendor not identified)'),
          );
        }
      }
    }
  }

  console.log(
    '\nSummary (fields right on the second invoice, of',
    SCORED.length,
    'per pair: invoice number, date, vendor, net, tax, total, currency, category)',
  );
  for (const kind of ['text', 'scan'] as const) {
    for (const layout of ['same', 'changed'] as const) {
      const subset = results.filter((pair) => pair.kind === kind && pair.layout === layout);
      if (subset.length === 0) continue;
      const total = subset.length * SCORED.length;
      const before = subset.reduce((sum, pair) => sum + count(pair.before), 0);
      const after = subset.reduce((sum, pair) => sum + count(pair.after), 0);
      const allRight = subset.filter((pair) => count(pair.after) === SCORED.length).length;
      const worse = subset.filter((pair) =>
        SCORED.some((field) => pair.before[field] && !pair.after[field]),
      ).length;
      const vendorRight = subset.filter((pair) => pair.after.vendor).length;
      const categoryRight = subset.filter((pair) => pair.after.category).length;
      const ratios = subset.map((pair) => pair.msAfter / pair.msBefore).sort((a, b) => a - b);
      const median = ratios[Math.floor(ratios.length / 2)]!;
      console.log(
        `${kind} ${layout} layout: ${subset.length} pairs; fields right ${before}/${total} before → ${after}/${total} after; ` +
          `every field right after: ${allRight}/${subset.length}; vendor right ${vendorRight}/${subset.length}, category right ${categoryRight}/${subset.length}; ` +
          `pairs with a field worse: ${worse}; worker time of an analysis with/without profile, median ${median.toFixed(2)}x (${(subset.reduce((sum, pair) => sum + pair.msAfter, 0) / subset.length / 1000).toFixed(2)} s vs ${(subset.reduce((sum, pair) => sum + pair.msBefore, 0) / subset.length / 1000).toFixed(2)} s on average)`,
      );
      for (const field of SCORED) {
        const b = subset.filter((pair) => pair.before[field]).length;
        const a = subset.filter((pair) => pair.after[field]).length;
        console.log(`    ${field.padEnd(14)} ${b}/${subset.length} → ${a}/${subset.length}`);
      }
    }
  }
} finally {
  await Promise.all([stop(api), stop(worker)]);
  await pool.end();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
}
