// Benchmark: the analysis pipeline's own overhead, from upload to result, with a model that
// answers at once (a local stub of the Messages API), for 1-, 10- and 50-page PDFs; and the
// worker's peak memory (its process and its renderer processes together): the sum of their
// resident set sizes, and their physical memory with each shared page counted once.
//   pnpm --filter @billfold/bench analysis-pipeline [-- --runs 20 --only fixture]
// --only fixture: the 50 fixture pages with the instant model alone (the memory goal's figure),
// no generated PDFs and no local extractor part.
// Needs a built API and worker (pnpm build) and PostgreSQL (TEST_DATABASE_URL or the local server).
import { emptyExtractedInvoice } from '@billfold/contract';
import { createTestDatabase } from '@billfold/db/testing';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import {
  signedInCookie,
  spawnApi,
  spawnWorker,
  stop,
  waitForHealth,
} from './support/api-process.ts';
import { buildDocument, FIXTURE_INVOICES } from './support/fixture-document.ts';

/** The corpora whose scanned invoices the local extractor reads (by OCR) in the second part. */
const SCAN_CORPORA = [
  FIXTURE_INVOICES,
  path.join(path.dirname(FIXTURE_INVOICES), 'invoices-extra'),
];
import { descendants, rssKb, uniqueKb } from './support/process-memory.ts';
import { benchArgs } from './support/args.ts';

const { values: args } = benchArgs({
  runs: { type: 'string', default: '20' },
  only: { type: 'string' },
});
const RUNS = Number(args.runs);
if (args.only !== undefined && args.only !== 'fixture') {
  console.error(`--only takes 'fixture', not '${args.only}'.`);
  process.exit(1);
}
const FIXTURE_ONLY = args.only === 'fixture';

const ANSWER = {
  ...emptyExtractedInvoice(),
  invoiceNumber: 'B-1',
  date: '2026-01-01',
  vendor: 'Bench Ltd',
  amount: 1,
  taxAmount: 0,
  total: 1,
  currency: 'USD',
};
// The instant model: answers every Messages API call at once.
const model = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'msg_bench',
        type: 'message',
        role: 'assistant',
        model: 'claude-haiku-5-5',
        content: [{ type: 'text', text: JSON.stringify(ANSWER) }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: {
          input_tokens: 1000,
          output_tokens: 100,
          cache_read_input_tokens: 0,
          cache_creation_input_tokens: 0,
        },
      }),
    );
  });
});
await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
const modelUrl = `http://127.0.0.1:${(model.address() as { port: number }).port}`;

async function invoicePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = document.addPage([595, 842]);
    page.drawText('Bench Ltd', { x: 50, y: 780, size: 18, font });
    page.drawText(`Invoice B-1, page ${n} of ${pages}`, { x: 50, y: 750, size: 12, font });
    for (let line = 0; line < 30; line++)
      page.drawText(`Item ${line + 1}  Consulting services  1  x  100.00  EUR`, {
        x: 50,
        y: 700 - line * 18,
        size: 10,
        font,
      });
  }
  return document.save();
}

const database = await createTestDatabase();
const storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-bench-'));
const { api, baseUrl, env } = await spawnApi({
  DATABASE_URL: database.url,
  STORAGE_DIR: storageDir,
  LOG_LEVEL: 'warn',
  ANTHROPIC_API_KEY: 'sk-bench',
  ANTHROPIC_BASE_URL: modelUrl,
});
let worker = spawnWorker(env);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('error', () => undefined);

try {
  await waitForHealth(baseUrl);
  // Unlimited pages: the quota is not what is measured here.
  const cookie = await signedInCookie(baseUrl, pool, { plan: 'enterprise' });

  async function analyse(pdf: Uint8Array): Promise<number> {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/DocumentAnalysis/analyze-invoice-with-images`, {
      method: 'POST',
      body,
      headers: { cookie, origin: baseUrl },
    });
    if (!response.ok)
      throw new Error(`analysis failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  }
  const mib = (kb: number) => (kb / 1024).toFixed(0);
  const mb = (kb: number) => ((kb * 1024) / 1e6).toFixed(0);
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[
      Math.min(values.length - 1, Math.floor((p / 100) * values.length))
    ]!;

  console.log(
    '\nupload → result, instant model, sequential runs (each PDF analysed in full: pages counted, quota, extraction + page images)\n',
  );
  console.log(
    '                     pages | runs | p50 ms | p95 ms | per page p50 ms | peak RSS sum, worker + renderers (worker / renderers) | peak physical memory, shared pages once',
  );
  console.log(
    '---------------------------|------|--------|--------|-----------------|------------------------------------------------------|---------------------------------------',
  );
  // Generated text pages (pdf-lib, one font, no images), and 50 pages of the real fixture
  // invoices in turn (scans among them: decoded images make rendering heavier on memory).
  const documents = [
    ...(FIXTURE_ONLY
      ? []
      : [
          { label: '1', pages: 1, pdf: await invoicePdf(1) },
          { label: '10', pages: 10, pdf: await invoicePdf(10) },
          { label: '50', pages: 50, pdf: await invoicePdf(50) },
        ]),
    {
      label: '50 of the fixture invoices',
      pages: 50,
      pdf: await buildDocument(FIXTURE_INVOICES, 50),
    },
  ];
  for (const { label, pages, pdf } of documents) {
    const runs =
      pages === 50
        ? Math.max(3, Math.round(RUNS / 4))
        : pages === 10
          ? Math.max(5, Math.round(RUNS / 2))
          : RUNS;
    await analyse(pdf); // warm
    const peak = { total: 0, worker: 0, renderers: 0 };
    const sampler = setInterval(() => {
      const own = rssKb(worker.pid!);
      const renderers = descendants(worker.pid!).reduce((sum, pid) => sum + rssKb(pid), 0);
      peak.total = Math.max(peak.total, own + renderers);
      peak.worker = Math.max(peak.worker, own);
      peak.renderers = Math.max(peak.renderers, renderers);
    }, 50);
    const latencies: number[] = [];
    for (let run = 0; run < runs; run++) latencies.push(await analyse(pdf));
    clearInterval(sampler);
    // One more run, not timed, for the physical memory: reading every page frame number of the
    // three processes takes ~0.1 s, too slow to sample beside the timed runs.
    let physical: number | null = 0;
    const physicalSampler = setInterval(() => {
      const measured = uniqueKb([worker.pid!, ...descendants(worker.pid!)]);
      physical = measured === null || physical === null ? null : Math.max(physical, measured);
    }, 100);
    await analyse(pdf);
    clearInterval(physicalSampler);
    const p50 = percentile(latencies, 50);
    const rssColumn = `${mib(peak.total)} MiB = ${mb(peak.total)} MB (${mib(peak.worker)} / ${mib(peak.renderers)} MiB)`;
    const physicalColumn =
      physical === null
        ? 'needs root (/proc/<pid>/pagemap)'
        : `${mib(physical)} MiB = ${mb(physical)} MB`;
    console.log(
      `${label.padStart(26)} | ${String(runs).padStart(4)} | ${p50.toFixed(0).padStart(6)} | ${percentile(latencies, 95).toFixed(0).padStart(6)} | ${(p50 / pages).toFixed(1).padStart(15)} | ${rssColumn.padEnd(52)} | ${physicalColumn}`,
    );
  }

  // The local extractor (no ANTHROPIC_API_KEY): every scanned invoice of the shared corpora is
  // read by OCR in the worker's OCR thread, its pages rendered at 300 dpi by the renderers; then
  // the 50 fixture pages. Peak memory of the worker with its renderers and its OCR, as above.
  if (!FIXTURE_ONLY) {
    await stop(worker);
    const { ANTHROPIC_API_KEY: _key, ANTHROPIC_BASE_URL: _url, ...localEnv } = env;
    worker = spawnWorker(localEnv);
    const scans = SCAN_CORPORA.flatMap((folder) =>
      (
        JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
          file: string;
          text_layer: boolean;
          pages: number;
        }[]
      )
        .filter((entry) => !entry.text_layer)
        .map((entry) => ({
          label: entry.file,
          pages: entry.pages,
          pdf: new Uint8Array(readFileSync(path.join(folder, entry.file))),
        })),
    );
    console.log(
      `\nthe local extractor (no model): ${scans.length} scanned invoices read by OCR, one after the other, then the 50 fixture pages\n`,
    );
    let localPeak = 0;
    let localPhysical: number | null = 0;
    const localSampler = setInterval(() => {
      const pids = [worker.pid!, ...descendants(worker.pid!)];
      localPeak = Math.max(
        localPeak,
        pids.reduce((sum, pid) => sum + rssKb(pid), 0),
      );
    }, 50);
    const physicalSampler = setInterval(() => {
      const measured = uniqueKb([worker.pid!, ...descendants(worker.pid!)]);
      localPhysical =
        measured === null || localPhysical === null ? null : Math.max(localPhysical, measured);
    }, 150);
    const perPage: number[] = [];
    try {
      for (const scan of scans) {
        const ms = await analyse(scan.pdf);
        perPage.push(ms / scan.pages);
        console.log(
          `${scan.label.padStart(48)} | ${scan.pages} page(s) | ${(ms / 1000).toFixed(1)} s`,
        );
      }
      const fixtureMs = await analyse(await buildDocument(FIXTURE_INVOICES, 50));
      console.log(
        `${'50 of the fixture invoices'.padStart(48)} | 50 pages | ${(fixtureMs / 1000).toFixed(1)} s`,
      );
    } finally {
      clearInterval(localSampler);
      clearInterval(physicalSampler);
    }
    console.log(
      `\nscanned page: p50 ${(percentile(perPage, 50) / 1000).toFixed(1)} s, max ${(Math.max(...perPage) / 1000).toFixed(1)} s; peak RSS sum, worker + renderers + OCR: ${mib(localPeak)} MiB = ${mb(localPeak)} MB; peak physical memory, shared pages once: ${localPhysical === null ? 'needs root (/proc/<pid>/pagemap)' : `${mib(localPhysical)} MiB = ${mb(localPhysical)} MB`}`,
    );
  }
} finally {
  await stop(worker);
  await stop(api);
  await pool.end();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
  model.close();
}
