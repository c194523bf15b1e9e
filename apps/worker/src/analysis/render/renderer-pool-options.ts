import type { ImageFormat, Rasteriser } from './renderer-protocol.js';

export interface RendererPoolOptions {
  /** Renderer processes at most; as many jobs render at once. */
  size?: number;
  /**
   * Renderer processes kept started while idle (at most size); more start when jobs need them and
   * stop after idleStopMs without a job. Default: size (all of them kept warm).
   */
  warm?: number;
  /** How long a renderer beyond the warm ones may stay idle before it is stopped. */
  idleStopMs?: number;
  /** Ceiling on pages per PDF: inspect's default, and the cap on any render's maxPages. */
  maxPages?: number;
  /** Larger PDFs are refused as 'too-large' before any renderer sees them. */
  maxPdfBytes?: number;
  /** What draws the pages (see Rasteriser); 'pdf-to-img' writes JPEG and PNG only. */
  rasteriser?: Rasteriser;
  format?: ImageFormat;
  /** JPEG / WebP quality, 0–100. */
  quality?: number;
  /** Resident memory of one renderer at which it is killed ('out-of-memory'), MiB. */
  memoryLimitMb?: number;
  /**
   * V8 heap limit of one renderer (--max-old-space-size), MiB: a backstop where memoryLimitMb
   * cannot be watched (no /proc); pages, images and canvases live outside this heap anyway.
   */
  heapLimitMb?: number;
  /** Longest a renderer may take to open the PDF or to draw one page ('timeout'). */
  stepTimeoutMs?: number;
  /**
   * What a renderer may work on one job per page (and once more for opening the PDF), in all:
   * the job's time limit grows with its pages (time spent in onPage does not count).
   */
  jobTimeoutPerPageMs?: number;
  /** The most a renderer may work on one job, however many pages it has. */
  jobTimeoutMaxMs?: number;
  /** Pixels of one page image; a larger page is drawn at a smaller scale. */
  maxPagePixels?: number;
  /** Page sides longer than this, in points, are refused ('too-large'). */
  maxPageSidePoints?: number;
  /** Embedded images with more pixels are left out by pdf.js. */
  maxImagePixels?: number;
  /** A renderer is replaced after this many jobs (bounds slow leaks and heap fragmentation). */
  recycleAfterJobs?: number;
  /** A renderer still holding more resident memory than this after a job is replaced, MiB. */
  recycleAboveMb?: number;
  /**
   * A renderer holding more resident memory than this after drawing a page of a document, with
   * at least recycleWithinJobPages pages still to draw, hands them to a new renderer (which opens
   * the PDF again and goes on from the next page) and is replaced, MiB.
   */
  recycleWithinJobAboveMb?: number;
  /**
   * Pages a renderer must have drawn in the job, and pages that must be left to draw, before it
   * hands the rest over: a short document never pays for a new renderer, and no renderer is
   * replaced more often than every this many pages.
   */
  recycleWithinJobPages?: number;
  /** Node's permission model inside the renderers (no writes, no processes; reads only code). */
  sandbox?: boolean;
  startTimeoutMs?: number;
}

/**
 * Defaults, and why. A 150 dpi A4 page is 2.2 Mpx and renders in about 0.1 s; a renderer takes
 * about 100 MiB idle and up to ~300 MiB on a heavy page (measured: bench/rasterise.bench.ts).
 */
export const RENDERER_POOL_DEFAULTS: Required<Omit<RendererPoolOptions, 'warm'>> = {
  size: 2, // one per core of the 2-core worker machine
  // A renderer starts in ~0.3 s (~0.25 s of CPU): little beside a job of seconds, while an idle
  // one holds ~40 MiB of its own (bench/analysis-pipeline)
  idleStopMs: 10_000,
  maxPages: 100, // far above any invoice, low enough that one upload cannot hold a renderer long
  maxPdfBytes: 50 * 1024 * 1024,
  // PDFium: about 0.6 times pdf.js's CPU a page for the same images (bench/rasterise, README);
  // pdf-to-img took 1.03 to 1.26 times pdf.js's, wrote 31% larger images and held more memory
  rasteriser: 'pdfium',
  format: 'jpeg', // encodes in ~20 ms a page; WebP halves the bytes but takes ~100 ms (bench)
  quality: 80,
  memoryLimitMb: 768, // a 600-dpi A4 colour scan (35 Mpx) peaks at ~540 MiB (measured)
  // pdf.js needs ~60 MiB of heap on the 50-page benchmark document, but V8 collects far more often
  // below a 2 GiB limit: 256 MiB cost 40% more CPU a page, 768 MiB 20%, for no lower peak.
  heapLimitMb: 2048,
  stepTimeoutMs: 20_000, // ordinary pages take 0.05–1 s; 20 s is a runaway, not a slow page
  // Measured under a load of 9 on 2 cores (the fixture invoices, one renderer): 0.65 s a page
  // (median), 2.9 s the slowest page of the 50-page document, 6.7 s the slowest single scan with
  // its opening. 10 s a page is 1.5 times that slowest page and 13 times the mean: a busy machine
  // does not fail a long document, and a runaway page still stops at stepTimeoutMs.
  jobTimeoutPerPageMs: 10_000,
  // 10 minutes: a 50-page document gets 510 s (13 times its 39 s measured under that load), the
  // longest one (100 pages) 6 s a page; no upload holds a renderer longer.
  jobTimeoutMaxMs: 600_000,
  maxPagePixels: 8_000_000, // 32 MiB of canvas: A4 at 150 dpi is 2.2 Mpx, A3 at 200 dpi 7.8 Mpx
  maxPageSidePoints: 14_400, // 200 inches: the largest page size the PDF specification allows
  maxImagePixels: 50_000_000, // a 600-dpi A4 scan is 35 Mpx
  recycleAfterJobs: 200,
  // A renderer holds ~105 MiB idle and ~140 MiB after an ordinary invoice (measured on the 35
  // fixture invoices, PDFium drawing; 125 with pdf.js); a heavy document (the 50 fixture pages, a
  // page drawn at 300 dpi for OCR) leaves ~220 MiB behind (V8 heap kept committed, PDFium's
  // WebAssembly memory, which never shrinks, pdf.js and Skia native memory not handed back), which
  // a new renderer (~0.25 s of CPU to start) does not hold. One of the 35 invoices (a large scan)
  // left a PDFium renderer above the limit.
  recycleAboveMb: 176,
  // The renderer drawing the 50 fixture pages (after the text of 6) holds 210-250 MiB to page 10
  // and 255-310 from page 11 (scans); handed over at 250 MiB (twice), the bench's physical peak
  // is 368-395 MiB instead of 415-450 (README). A hand-over costs ~1 s (a start, the PDF opened
  // again, a slower first page): at 240 MiB every 5 pages, 4 of them cost 30-40% more time.
  recycleWithinJobAboveMb: 250,
  // An invoice of fewer than 20 pages never pays for a new renderer.
  recycleWithinJobPages: 10,
  sandbox: true,
  startTimeoutMs: 20_000,
};

export function resolvePoolOptions(options: RendererPoolOptions): Required<RendererPoolOptions> {
  const resolved: Required<RendererPoolOptions> = {
    ...RENDERER_POOL_DEFAULTS,
    warm: options.warm ?? options.size ?? RENDERER_POOL_DEFAULTS.size,
  };
  for (const [key, value] of Object.entries(options) as [keyof RendererPoolOptions, unknown][]) {
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  }
  const positive = [
    'size',
    'warm',
    'idleStopMs',
    'maxPages',
    'maxPdfBytes',
    'memoryLimitMb',
    'heapLimitMb',
    'stepTimeoutMs',
    'jobTimeoutPerPageMs',
    'jobTimeoutMaxMs',
    'maxPagePixels',
    'maxPageSidePoints',
    'maxImagePixels',
    'recycleAfterJobs',
    'recycleAboveMb',
    'recycleWithinJobAboveMb',
    'recycleWithinJobPages',
    'startTimeoutMs',
  ] as const;
  for (const key of positive) {
    if (!(Number.isFinite(resolved[key]) && resolved[key] > 0))
      throw new RangeError(`Renderer pool option ${key} must be a positive number.`);
  }
  if (!Number.isInteger(resolved.size) || !Number.isInteger(resolved.warm))
    throw new RangeError('Renderer pool size and warm renderers must be integers.');
  resolved.warm = Math.min(resolved.warm, resolved.size);
  if (resolved.rasteriser === 'pdf-to-img' && resolved.format === 'webp')
    throw new RangeError('pdf-to-img writes JPEG and PNG images, not WebP.');
  if (!(resolved.quality >= 0 && resolved.quality <= 100))
    throw new RangeError('Renderer pool quality must be between 0 and 100.');
  return resolved;
}
