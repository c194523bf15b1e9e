// Benchmark: page rasterising with the worker's renderer pool (PDFium by default, in warm,
// isolated child processes) against `mutool draw` at the same resolution, in the same run
// (interleaved, so both see the same machine load), and the same pool drawing with the other
// rasterisers, one renderer each: pdf.js, and pdf-to-img (the design card's package). Prints the
// time per page and the ratios, the warm 1-page latency (p50 over --runs one-page PDFs), and the
// peak memory of the renderers and of this process (the pool's parent) while the --pages
// document renders.
//   pnpm --filter @billfold/bench rasterise [-- --invoices DIR --pages 50 --runs 30 --dpi 150 --pdf FILE
//     --rasteriser pdfium|pdfjs|pdf-to-img]
// Needs the built worker (pnpm --filter @billfold/worker build) and, for the comparison, mutool
// (apt-get install mupdf-tools). --pdf renders that file instead of one built from --invoices;
// --rasteriser measures the pool drawing with that one (the others beside it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { benchArgs } from './support/args.ts';
import { buildDocument, FIXTURE_INVOICES } from './support/fixture-document.ts';

// The parts of the worker's built renderer (apps/worker/dist) that this benchmark uses; the types
// are written out here because the worker's sources are not erasable-only TypeScript.
interface RenderedPage {
  pageNumber: number;
  image: Buffer;
  width: number;
  height: number;
}
interface RendererPool {
  render(
    pdf: Uint8Array,
    options: { maxPages: number; scale?: number },
    onPage: (page: RenderedPage) => Promise<void>,
  ): Promise<{ pageCount: number }>;
  inspect(pdf: Uint8Array): Promise<{ pageCount: number }>;
  processes(): { pid: number; busy: boolean; ready: boolean; alive: boolean }[];
  close(): Promise<void>;
}
interface PoolModule {
  RendererPool: {
    start(options?: { size?: number; rasteriser?: Rasteriser }): Promise<RendererPool>;
  };
}
interface MemoryModule {
  readProcessMemory: (pid: number) => { rssBytes: number; peakRssBytes: number } | undefined;
}

const { values: args } = benchArgs({
  invoices: { type: 'string', default: FIXTURE_INVOICES },
  pages: { type: 'string', default: '50' },
  runs: { type: 'string', default: '30' },
  dpi: { type: 'string', default: '150' },
  pdf: { type: 'string' },
  // What the measured pool draws with (the worker's default unless given); the others are drawn
  // beside it, one renderer each.
  rasteriser: { type: 'string' },
});
type Rasteriser = 'pdfium' | 'pdfjs' | 'pdf-to-img';
const RASTERISERS: Record<Rasteriser, string> = {
  pdfium: 'PDFium',
  pdfjs: 'pdf.js',
  'pdf-to-img': 'pdf-to-img',
};
if (args.rasteriser !== undefined && !(args.rasteriser in RASTERISERS)) {
  console.error(`--rasteriser is one of ${Object.keys(RASTERISERS).join(', ')}.`);
  process.exit(1);
}
const measured = args.rasteriser as Rasteriser | undefined;
const PAGES = Number(args.pages);
const RUNS = Number(args.runs);
const DPI = Number(args.dpi);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const renderDist = path.join(root, 'apps/worker/dist/analysis/render');
if (!existsSync(path.join(renderDist, 'renderer-pool.js'))) {
  console.error('The worker is not built: run pnpm --filter @billfold/worker build first.');
  process.exit(1);
}
const { RendererPool } = (await import(
  pathToFileURL(path.join(renderDist, 'renderer-pool.js')).href
)) as PoolModule;
const { readProcessMemory } = (await import(
  pathToFileURL(path.join(renderDist, 'process-memory.js')).href
)) as MemoryModule;

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);

/** One-page PDFs of the document's pages 1..count (in turn when it has fewer). */
async function singlePages(pdf: Uint8Array, count: number): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(pdf);
  const singles: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const target = await PDFDocument.create();
    const [page] = await target.copyPages(source, [index % source.getPageCount()]);
    target.addPage(page);
    singles.push(await target.save());
  }
  return singles;
}

/** Proportional set size: shared pages divided among the processes sharing them. */
function pss(pid: number | 'self'): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'rasterise-bench-'));
const loadBefore = loadavg()[0]!;
const document = args.pdf
  ? new Uint8Array(readFileSync(args.pdf))
  : await buildDocument(args.invoices, PAGES);
const documentPath = path.join(work, 'document.pdf');
writeFileSync(documentPath, document);
const singles = await singlePages(document, RUNS);

const mutoolCommand = [
  'mutool',
  'draw',
  '-q',
  '-r',
  String(DPI),
  '-o',
  path.join(work, 'x%d.png'),
  documentPath,
];
// mutool's drawing alone, without its PNG encoding (which is most of its time): the same pages at
// the same resolution to uncompressed RGB pixels, thrown away. What the renderer is compared with
// above encodes too (JPEG, not PNG), so this line shows how the yardstick's time divides.
const mutoolDrawOnlyCommand = [
  'mutool',
  'draw',
  '-q',
  '-r',
  String(DPI),
  '-c',
  'rgb',
  '-F',
  'pam',
  '-o',
  '/dev/null',
  documentPath,
];
const mutoolVersion = spawnSync('mutool', ['-v'], { encoding: 'utf8' });
const mutoolName = mutoolVersion.error
  ? undefined
  : `${mutoolVersion.stdout}${mutoolVersion.stderr}`.trim().replace(/^mutool version /, 'mutool ');
if (!mutoolName)
  console.log('mutool is not installed (apt-get install mupdf-tools): no comparison this run.');
// CPU time as well as wall time: on a busy machine wall time says more about the neighbours.
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** User + system CPU time of a running process so far, ms (Linux /proc). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}
/**
 * What a renderer's threads have used so far, ms, by kind: its main thread (pdf.js parsing and
 * drawing, and the canvas work done there), the libuv pool (the canvas's image encoder), V8's
 * helper threads (garbage collection, optimising compiler) and the rest.
 */
const THREAD_KINDS = { MainThread: 'main', 'libuv-worker': 'encoder', V8Worker: 'v8' } as const;
type ThreadKind = (typeof THREAD_KINDS)[keyof typeof THREAD_KINDS] | 'other';
function threadCpuMs(pid: number): Map<string, { kind: ThreadKind; cpuMs: number }> {
  const threads = new Map<string, { kind: ThreadKind; cpuMs: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kind = THREAD_KINDS[name as keyof typeof THREAD_KINDS] ?? 'other';
      const cpu = ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
      threads.set(`${pid}/${tid}`, { kind, cpuMs: cpu });
    }
  } catch {
    // the process or one of its threads has just ended
  }
  return threads;
}
/**
 * User + system CPU time of this process's children that have ended and been reaped, ms: a
 * renderer stopped after a job (recycled) adds its whole life's CPU time here once it is reaped.
 */
function reapedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / clockTicks;
}
/** Runs mutool once (through bash, whose `times` reports the CPU time of its children). */
function runMutool(command = mutoolCommand): { ms: number; cpuMs: number } {
  const started = performance.now();
  const result = spawnSync('bash', ['-c', '"$@" && times', 'mutool-run', ...command], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`mutool failed: ${result.stderr}`);
  const wall = performance.now() - started;
  const seconds = [
    ...(result.stdout.trim().split('\n').at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g),
  ].map(([, minutes, secs]) => Number(minutes) * 60 + Number(secs));
  return { ms: wall, cpuMs: (seconds.reduce((a, b) => a + b, 0) || 0) * 1000 };
}

const pool = await RendererPool.start({ size: 2, ...(measured ? { rasteriser: measured } : {}) });
// The same pool drawing with the other rasterisers: one renderer each, as the pool's runs below
// use one at a time.
const others = (Object.entries(RASTERISERS) as [Rasteriser, string][])
  .filter(([rasteriser]) => rasteriser !== (measured ?? 'pdfium'))
  .map(([rasteriser, name]) => ({ name, rasteriser }));
const otherPools = await Promise.all(
  others.map(async (other) => ({
    ...other,
    pool: await RendererPool.start({ size: 1, rasteriser: other.rasteriser }),
    runs: [] as { ms: number; cpuMs: number }[],
    bytes: 0,
  })),
);
try {
  const scale = DPI / 72;
  let imageBytes = 0;
  const renderWith = async (renderers: RendererPool, pdf: Uint8Array) => {
    const started = performance.now();
    const { pageCount } = await renderers.render(pdf, { maxPages: 100, scale }, async (page) => {
      imageBytes += page.image.length;
      if (renderers !== pool) readPeakRss(renderers);
      return Promise.resolve();
    });
    return { ms: performance.now() - started, pageCount };
  };
  const render = (pdf: Uint8Array) => renderWith(pool, pdf);
  // CPU time of the renderers, read from /proc every 50 ms while a run lasts. A renderer stopped
  // after a job (recycled) is counted to its end: once it has been reaped, its whole life's CPU
  // time is in this process's children's time, less what it had used before the run (its
  // first reading). Its replacement counts from its first reading. The highest resident set
  // (VmHWM) of each renderer is read at the same time, and as each page arrives: a renderer
  // recycled after the job has gone by the time the run ends.
  const cpuSeen = new Map<number, { first: number; last: number }>();
  /** The highest VmHWM of any renderer of each pool, seen during the timed runs. */
  const peakRssSeen = new Map<RendererPool, number>();
  let watched = pool;
  const readPeakRss = (renderers: RendererPool) => {
    for (const { pid, alive } of renderers.processes()) {
      if (!alive) continue;
      const peak = readProcessMemory(pid)?.peakRssBytes ?? 0;
      peakRssSeen.set(renderers, Math.max(peakRssSeen.get(renderers) ?? 0, peak));
    }
  };
  /** Each renderer thread's first and last reading in the run (a recycled renderer's ends early). */
  const threadsSeen = new Map<string, { kind: ThreadKind; first: number; last: number }>();
  const readCpu = () => {
    for (const { pid, alive } of watched.processes()) {
      if (!alive) continue;
      for (const [key, { kind, cpuMs: cpu }] of threadCpuMs(pid)) {
        const seen = threadsSeen.get(key);
        if (seen) seen.last = Math.max(seen.last, cpu);
        else threadsSeen.set(key, { kind, first: cpu, last: cpu });
      }
      const cpu = cpuMs(pid);
      const seen = cpuSeen.get(pid);
      if (seen) seen.last = Math.max(seen.last, cpu);
      else cpuSeen.set(pid, { first: cpu, last: cpu });
    }
    readPeakRss(watched);
  };
  const ownCpuMs = () => {
    const own = process.cpuUsage();
    return (own.user + own.system) / 1000;
  };
  /** Waits (at most 5 s) until the renderers stopped during the run have exited and been reaped. */
  const reaped = async (renderers: RendererPool, pids: Iterable<number>) => {
    const watchedPids = new Set(pids);
    for (let waited = 0; waited < 5_000; waited += 5) {
      const stopping = renderers
        .processes()
        .some(({ pid, alive }) => !alive && watchedPids.has(pid));
      if (!stopping) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  /** Runs the work; its wall time and the CPU time of the renderers and of this process. */
  const timed = async (work: () => Promise<unknown>, renderersOf = pool) => {
    watched = renderersOf;
    cpuSeen.clear();
    threadsSeen.clear();
    readCpu();
    const watch = setInterval(readCpu, 50);
    const ownBefore = ownCpuMs();
    const reapedBefore = reapedChildrenCpuMs();
    const started = performance.now();
    await work();
    const wall = performance.now() - started;
    clearInterval(watch);
    readCpu();
    await reaped(renderersOf, cpuSeen.keys());
    const live = new Set(renderersOf.processes().map(({ pid }) => pid));
    let renderers = reapedChildrenCpuMs() - reapedBefore;
    for (const [pid, { first, last }] of cpuSeen)
      renderers += live.has(pid) ? last - first : -first;
    const byThread = new Map<ThreadKind, number>();
    for (const { kind, first, last } of threadsSeen.values())
      byThread.set(kind, (byThread.get(kind) ?? 0) + last - first);
    return { ms: wall, cpuMs: renderers + ownCpuMs() - ownBefore, byThread };
  };

  // Memory, in runs of their own (reading smaps costs CPU): resident sets every 20 ms, per
  // process and summed (the node binary and shared libraries counted once per process), and
  // proportional sets every 100 ms (shared pages counted once: what the group really takes).
  const measureMemory = async (work: () => Promise<unknown>) => {
    const peaks = { parent: 0, renderers: new Map<number, number>(), rss: 0, pss: 0 };
    const sampleRss = () => {
      const parent = process.memoryUsage.rss();
      peaks.parent = Math.max(peaks.parent, parent);
      let rss = parent;
      for (const { pid } of pool.processes()) {
        const resident = readProcessMemory(pid)?.rssBytes ?? 0;
        peaks.renderers.set(pid, Math.max(peaks.renderers.get(pid) ?? 0, resident));
        rss += resident;
      }
      peaks.rss = Math.max(peaks.rss, rss);
    };
    const samplePss = () => {
      const pids = pool.processes().map(({ pid }) => pid);
      peaks.pss = Math.max(
        peaks.pss,
        [pss('self'), ...pids.map(pss)].reduce((a, b) => a + b, 0),
      );
    };
    sampleRss();
    samplePss();
    const rssTimer = setInterval(sampleRss, 20);
    const pssTimer = setInterval(samplePss, 100);
    await work();
    clearInterval(rssTimer);
    clearInterval(pssTimer);
    return peaks;
  };

  for (const single of singles.slice(0, 2)) {
    // warm the code paths
    await render(single);
    for (const other of otherPools) await renderWith(other.pool, single);
  }

  // 1. The document, one job at a time (one renderer), interleaved with the other rasterisers and
  // mutool: 3 runs each.
  const ours: { ms: number; cpuMs: number; byThread: Map<ThreadKind, number> }[] = [];
  const theirs: { ms: number; cpuMs: number }[] = [];
  const theirsDrawOnly: { ms: number; cpuMs: number }[] = [];
  let pageCount = 0;
  for (let run = 0; run < 3; run++) {
    imageBytes = 0;
    ours.push(
      await timed(async () => {
        pageCount = (await render(document)).pageCount;
      }),
    );
    const oursBytes = imageBytes;
    for (const other of otherPools) {
      imageBytes = 0;
      other.runs.push(await timed(() => renderWith(other.pool, document), other.pool));
      other.bytes = imageBytes;
    }
    imageBytes = oursBytes;
    if (mutoolName) {
      theirs.push(runMutool());
      theirsDrawOnly.push(runMutool(mutoolDrawOnlyCommand));
    }
  }
  const averageImage = imageBytes / pageCount;
  const perPage = median(ours.map((run) => run.ms)) / pageCount;
  const perPageCpu = median(ours.map((run) => run.cpuMs)) / pageCount;
  /** The renderer's CPU a page by thread kind, median of the runs (read every 50 ms: the last
   * tens of ms of a renderer recycled after the job, its exit, are not in it). */
  const perPageByThread = (kind: ThreadKind) =>
    median(ours.map((run) => run.byThread.get(kind) ?? 0)) / pageCount;
  const mutoolPerPage = mutoolName ? median(theirs.map((run) => run.ms)) / pageCount : undefined;
  const mutoolPerPageCpu = mutoolName
    ? median(theirs.map((run) => run.cpuMs)) / pageCount
    : undefined;
  const mutoolDrawOnlyCpu = mutoolName
    ? median(theirsDrawOnly.map((run) => run.cpuMs)) / pageCount
    : undefined;

  // 2. Throughput with both renderers: two documents at once.
  const both = await timed(() => Promise.all([render(document), render(document)]));
  const perPageBoth = both.ms / (2 * pageCount);

  // 2b. Peak memory: the document alone (one renderer at work, one idle), then two at once.
  const single = await measureMemory(() => render(document));
  const peaks = await measureMemory(() => Promise.all([render(document), render(document)]));

  // 3. Warm 1-page latency: render() of a one-page PDF, start to finish, over RUNS pages.
  const latencies: number[] = [];
  for (const page of singles) latencies.push((await render(page)).ms);
  const onePagers = await measureMemory(async () => {
    for (const page of singles) await render(page);
  });
  const inspections: number[] = [];
  for (const page of singles) {
    const started = performance.now();
    await pool.inspect(page);
    inspections.push(performance.now() - started);
  }

  const source = args.pdf ?? `${pageCount} pages copied in turn from ${args.invoices}`;
  console.log(`\nDocument: ${source} (${(document.length / 1024).toFixed(0)} KiB)`);
  console.log(
    `Resolution ${DPI} dpi (scale ${scale.toFixed(4)}); pool of 2 warm renderers drawing with ${RASTERISERS[measured ?? 'pdfium']}; JPEG quality 80 (pdf-to-img: its own, 92); ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (2 cores)\n`,
  );
  console.log('measure                                                | value');
  console.log('-------------------------------------------------------|------------------');
  const row = (name: string, value: string) => console.log(`${name.padEnd(54)} | ${value}`);
  row('renderer, per page, wall (1 job, median of 3 runs)', ms(perPage));
  row('renderer, per page, CPU (renderers + parent)', ms(perPageCpu));
  if (mutoolPerPage !== undefined && mutoolPerPageCpu !== undefined) {
    row(`${mutoolName}, per page, wall (PNG, median of 3 runs)`, ms(mutoolPerPage));
    row(`${mutoolName}, per page, CPU`, ms(mutoolPerPageCpu));
    row(
      'ratio renderer / mutool, wall (target <= 1.5)',
      `${(perPage / mutoolPerPage).toFixed(2)}x`,
    );
    row('ratio renderer / mutool, CPU', `${(perPageCpu / mutoolPerPageCpu).toFixed(2)}x`);
    if (mutoolDrawOnlyCpu !== undefined)
      row(
        `${mutoolName}, drawing only (raw RGB, no PNG), CPU`,
        `${ms(mutoolDrawOnlyCpu)} (${Math.round((100 * mutoolDrawOnlyCpu) / mutoolPerPageCpu)}% of its PNG run)`,
      );
  }
  row(
    'renderer CPU a page by thread: main / encoder / V8 / other',
    (['main', 'encoder', 'v8', 'other'] as const)
      .map((kind) => perPageByThread(kind).toFixed(1))
      .join(' / ') + ' ms',
  );
  for (const other of otherPools) {
    const otherPerPage = median(other.runs.map((run) => run.ms)) / pageCount;
    const otherPerPageCpu = median(other.runs.map((run) => run.cpuMs)) / pageCount;
    row(`${other.name} in the renderer, per page, wall (1 job, median of 3)`, ms(otherPerPage));
    row(`${other.name} in the renderer, per page, CPU`, ms(otherPerPageCpu));
    if (mutoolPerPage !== undefined && mutoolPerPageCpu !== undefined)
      row(
        `ratio ${other.name} / mutool, wall / CPU`,
        `${(otherPerPage / mutoolPerPage).toFixed(2)}x / ${(otherPerPageCpu / mutoolPerPageCpu).toFixed(2)}x`,
      );
    row(
      `ratio ${other.name} / renderer, wall / CPU`,
      `${(otherPerPage / perPage).toFixed(2)}x / ${(otherPerPageCpu / perPageCpu).toFixed(2)}x`,
    );
    row(
      `${other.name} average page image (JPEG)`,
      `${(other.bytes / pageCount / 1024).toFixed(0)} KiB`,
    );
    // Read while it rendered: recycled right after each document, it has gone by now.
    row(`${other.name} renderer, peak RSS`, mib(peakRssSeen.get(other.pool) ?? 0));
  }
  row('renderer, per page (2 jobs at once: pool throughput)', ms(perPageBoth));
  row(`1-page render latency, warm, p50 over ${RUNS} pages`, ms(percentile(latencies, 50)));
  row(
    '1-page render latency, warm, p95 / max',
    `${ms(percentile(latencies, 95))} / ${ms(Math.max(...latencies))}`,
  );
  row(`1-page inspect latency, warm, p50 over ${RUNS} pages`, ms(percentile(inspections, 50)));
  row('average page image (JPEG)', `${(averageImage / 1024).toFixed(0)} KiB`);
  console.log('peak memory while the document renders (1 job; the other renderer idle):');
  for (const [pid, peak] of single.renderers)
    if (peak > 0) row(`  renderer ${pid}, RSS`, mib(peak));
  row('  parent (this process), RSS', mib(single.parent));
  row('  total RSS (sum of the above at one moment)', mib(single.rss));
  row('  total PSS (shared pages counted once)', mib(single.pss));
  console.log('peak memory with 2 jobs at once:');
  row('  total RSS / total PSS', `${mib(peaks.rss)} / ${mib(peaks.pss)}`);
  console.log(`peak memory over the ${RUNS} one-page renders (one invoice page a job):`);
  row('  total RSS / total PSS', `${mib(onePagers.rss)} / ${mib(onePagers.pss)}`);
  console.log(`\nmutool command: ${mutoolCommand.join(' ')}`);
} finally {
  await pool.close();
  for (const other of otherPools) await other.pool.close();
  rmSync(work, { recursive: true, force: true });
}
