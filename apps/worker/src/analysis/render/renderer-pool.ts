import {
  DEFAULT_RENDER_SCALE,
  PdfRejectedError,
  type InspectOptions,
  type OpenedPdf,
  type PageRenderer,
  type PdfTextContent,
  type ReadTextOptions,
  type RenderedPage,
  type RenderOptions,
} from './page-renderer.js';
import { resolvePoolOptions, type RendererPoolOptions } from './renderer-pool-options.js';
import { abortReason, RendererProcess, RendererUnavailableError } from './renderer-process.js';
import type { RendererSettings } from './renderer-protocol.js';
import { RenderSession } from './render-session.js';

interface Waiter {
  resolve(renderer: RendererProcess): void;
  reject(error: Error): void;
}

/** A document open for one job, in the renderer that holds it now (it may hand it over). */
interface OpenJob {
  renderer: RendererProcess;
  readonly session: RenderSession;
  readonly pdf: Uint8Array;
  readonly maxPages: number;
  readonly pageCount: number;
  readonly signal: AbortSignal | undefined;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' } as const;
/** Renderers that die before they are ready, in a row, before waiting jobs are failed. */
const START_ATTEMPTS = 3;

/**
 * PDF rendering in a pool of warm, isolated renderer processes (SECURITY.md 19). Each job takes
 * one renderer for its whole length; a renderer that crashes or passes its memory or time limit
 * is killed, the job gets a PdfRejectedError, and a new renderer takes its place.
 */
export class RendererPool implements PageRenderer {
  private readonly renderers = new Set<RendererProcess>();
  private readonly idle: RendererProcess[] = [];
  private readonly waiting: Waiter[] = [];
  private readonly settings: RendererSettings;
  private readonly restartTimers = new Set<NodeJS.Timeout>();
  /** Renderers above the warm ones, idle: stopped when their timer fires. */
  private readonly idleTimers = new Map<RendererProcess, NodeJS.Timeout>();
  /** Renderers started for one job's hand-over: never offered to waiting jobs when ready. */
  private readonly forJobs = new WeakSet<RendererProcess>();
  private failedStarts = 0;
  private closed = false;

  private constructor(private readonly options: Required<RendererPoolOptions>) {
    this.settings = {
      rasteriser: options.rasteriser,
      format: options.format,
      quality: options.quality,
      maxPagePixels: options.maxPagePixels,
      maxPageSidePoints: options.maxPageSidePoints,
      maxImagePixels: options.maxImagePixels,
    };
  }

  /** Starts the renderers and resolves once all of them are ready. */
  static async start(options: RendererPoolOptions = {}): Promise<RendererPool> {
    const pool = new RendererPool(resolvePoolOptions(options));
    const started = Array.from({ length: Math.min(pool.options.warm, pool.options.size) }, () =>
      pool.spawn(),
    );
    try {
      await Promise.all(started.map((renderer) => renderer.ready));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /**
   * The renderer processes now (tests and the benchmark look at them). A renderer that has been
   * stopped (killed, or recycled after a job: alive false) stays listed until its process has
   * exited and been reaped.
   */
  processes(): { pid: number; busy: boolean; ready: boolean; alive: boolean }[] {
    return [...this.renderers].map((renderer) => ({
      pid: renderer.pid,
      busy: renderer.busy,
      ready: renderer.started,
      alive: !renderer.stopped,
    }));
  }

  async inspect(pdf: Uint8Array, options: InspectOptions = {}): Promise<{ pageCount: number }> {
    const document = await this.open(pdf, options);
    await document.close();
    return { pageCount: document.pageCount };
  }

  async open(pdf: Uint8Array, options: InspectOptions = {}): Promise<OpenedPdf> {
    const bytes = this.checkInput(pdf);
    const maxPages = Math.min(options.maxPages ?? this.options.maxPages, this.options.maxPages);
    const { signal } = options;
    // The renderer the job is on: a long document may move to a new one (handOver).
    let renderer = await this.acquire(signal);
    const session = new RenderSession(
      (request, timeoutMs, requestSignal) =>
        renderer.request(request, { timeoutMs, signal: requestSignal }),
      {
        stepTimeoutMs: this.options.stepTimeoutMs,
        jobTimeoutPerPageMs: this.options.jobTimeoutPerPageMs,
        jobTimeoutMaxMs: this.options.jobTimeoutMaxMs,
      },
      signal,
    );
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= session.end().finally(() => {
        this.release(renderer);
      }));
    let pageCount: number;
    try {
      pageCount = await session.open(bytes, maxPages);
    } catch (error) {
      await close();
      throw error;
    }
    const job: OpenJob = {
      get renderer() {
        return renderer;
      },
      set renderer(next) {
        renderer = next;
      },
      session,
      pdf: bytes,
      maxPages,
      pageCount,
      signal,
    };
    return {
      pageCount,
      readText: (readOptions) => this.readOpened(session, pageCount, readOptions),
      render: (renderOptions, onPage) => this.renderOpened(job, renderOptions, onPage),
      close,
    };
  }

  async render(
    pdf: Uint8Array,
    options: RenderOptions,
    onPage: (page: RenderedPage) => Promise<void>,
  ): Promise<{ pageCount: number }> {
    const { maxPages, ...rest } = options;
    this.checkScale(rest.scale);
    return this.withDocument(pdf, maxPages, options.signal, (document) =>
      document.render(rest, onPage),
    );
  }

  async readText(pdf: Uint8Array, options: ReadTextOptions): Promise<PdfTextContent> {
    const { maxPages, ...rest } = options;
    return this.withDocument(pdf, maxPages, options.signal, (document) => document.readText(rest));
  }

  /** Stops every renderer (a job still running fails with RendererUnavailableError). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.restartTimers) clearTimeout(timer);
    this.restartTimers.clear();
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const waiter of this.waiting.splice(0))
      waiter.reject(new RendererUnavailableError('The PDF renderer pool is closed.'));
    const renderers = [...this.renderers];
    for (const renderer of renderers) renderer.kill('stopped');
    await Promise.all(renderers.map((renderer) => renderer.exited));
  }

  private checkInput(pdf: Uint8Array): Uint8Array {
    if (pdf.byteLength === 0) throw new PdfRejectedError('empty', 'The PDF file is empty.');
    if (pdf.byteLength > this.options.maxPdfBytes) {
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      throw new PdfRejectedError(
        'too-large',
        `The PDF is ${mb(pdf.byteLength)} MB; at most ${mb(this.options.maxPdfBytes)} MB can be analysed.`,
      );
    }
    // A view into a larger buffer (a Buffer from Node's pool) would send the whole buffer.
    return pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
  }

  private checkScale(scale: number | undefined): void {
    if (scale !== undefined && !(Number.isFinite(scale) && scale > 0))
      throw new RangeError('scale must be positive.');
  }

  /** One job on one document: opened (within maxPages and the pool's own), worked on, closed. */
  private async withDocument<T>(
    pdf: Uint8Array,
    maxPages: number,
    signal: AbortSignal | undefined,
    work: (document: OpenedPdf) => Promise<T>,
  ): Promise<T> {
    const document = await this.open(pdf, { maxPages, ...(signal ? { signal } : {}) });
    try {
      return await work(document);
    } finally {
      await document.close();
    }
  }

  private async renderOpened(
    job: OpenJob,
    options: Omit<RenderOptions, 'maxPages'>,
    onPage: (page: RenderedPage) => Promise<void>,
  ): Promise<{ pageCount: number }> {
    const { session, pageCount } = job;
    const scale = options.scale ?? DEFAULT_RENDER_SCALE;
    this.checkScale(scale);
    const format = options.format ?? this.options.format;
    const contentType = CONTENT_TYPES[format];
    const pageNumbers = (
      options.pages ?? Array.from({ length: pageCount }, (_, index) => index + 1)
    ).filter(
      (pageNumber) => Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= pageCount,
    );
    session.workOn(pageNumbers.length);
    // A part of a page is drawn alone; whole pages are drawn one ahead.
    const draw = (index: number) => {
      const next = pageNumbers[index + 1];
      return session.page(pageNumbers[index]!, scale, {
        format,
        ...(options.ocr ? { ocr: true } : {}),
        ...(options.part ? { part: options.part } : next !== undefined ? { next } : {}),
      });
    };
    let next = pageNumbers.length > 0 ? draw(0) : undefined;
    /** Pages drawn by the renderer the job is on now. */
    let drawnHere = 0;
    /** The job has stopped (onPage threw, or aborted): a hand-over under way draws no page. */
    let stopped = false;
    try {
      for (let index = 0; next; index++) {
        const page = await next;
        drawnHere += 1;
        const left = pageNumbers.length - index - 1;
        if (left === 0) next = undefined;
        else if (this.grownWithinJob(job.renderer, drawnHere, left)) {
          // A new renderer takes the rest of the document; it starts and opens the PDF while
          // the caller stores this page.
          drawnHere = 0;
          next = this.handOver(job).then(() => {
            if (stopped) throw new Error('The render stopped.');
            return draw(index + 1);
          });
          next.catch(() => undefined); // awaited below, or left when the job stops early
        }
        // The renderer draws the next page while the caller stores this one.
        else next = draw(index + 1);
        const pageNumber = page.pageNumber;
        await onPage({
          pageNumber,
          image: asBuffer(page.image),
          contentType,
          width: page.width,
          height: page.height,
          ...(page.unevenLight ? { unevenLight: true } : {}),
          ...(page.sheet ? { sheet: asBuffer(page.sheet) } : {}),
          ...(page.bands
            ? { bands: page.bands.map((band) => ({ ...band, image: asBuffer(band.image) })) }
            : {}),
        });
        options.signal?.throwIfAborted();
      }
    } finally {
      stopped = true;
    }
    return { pageCount };
  }

  private async readOpened(
    session: RenderSession,
    pageCount: number,
    options: Omit<ReadTextOptions, 'maxPages'>,
  ): Promise<PdfTextContent> {
    const wanted = (
      options.pages?.(pageCount) ?? Array.from({ length: pageCount }, (_, i) => i + 1)
    ).filter((each) => each >= 1 && each <= pageCount);
    session.workOn(wanted.length);
    const pages = [];
    for (const pageNumber of wanted) {
      const { width, height, runs, pictures } = await session.text(
        pageNumber,
        options.picturePages?.includes(pageNumber) ?? false,
      );
      pages.push({ pageNumber, width, height, runs, ...(pictures ? { pictures } : {}) });
      options.signal?.throwIfAborted();
    }
    const attachments = options.attachments
      ? await session.attachments(
          options.attachments.extensions,
          options.attachments.maxFiles,
          options.attachments.maxBytes,
        )
      : [];
    return { pageCount, pages, attachments };
  }

  /**
   * Whether the renderer drawing a document has grown enough to hand the rest to a new one: it
   * has drawn recycleWithinJobPages pages of it, as many are left, and it holds more than
   * recycleWithinJobAboveMb now.
   */
  private grownWithinJob(renderer: RendererProcess, drawn: number, left: number): boolean {
    const pages = this.options.recycleWithinJobPages;
    if (drawn < pages || left < pages) return false;
    const memory = renderer.memory();
    return (
      memory !== undefined && memory.rssBytes > this.options.recycleWithinJobAboveMb * 1024 * 1024
    );
  }

  /**
   * Moves a job to a new renderer: the grown one is stopped (the pool replaces it as after a
   * job), an idle renderer or a new one opens the PDF, within the job's time limit and abort
   * signal, and the job goes on there.
   */
  private async handOver(job: OpenJob): Promise<void> {
    job.renderer.kill('stopped');
    if (this.closed) throw new RendererUnavailableError('The PDF renderer pool is closed.');
    // Started for this job alone, not offered to others; the grown one is stopped first, so the
    // pool stays within its size.
    const fresh = this.takeIdle() ?? this.spawn(true);
    const { signal, session } = job;
    let onAbort: (() => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const ready = new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      onAbort = () => reject(abortReason(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      // The job's time runs while the new renderer starts: it is not waited for beyond it.
      timer = setTimeout(() => reject(session.timedOut()), Math.max(0, session.remainingMs()));
      fresh.ready.then(resolve, reject);
    }).finally(() => {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    });
    const moved = ready.then(
      () => {
        job.renderer = fresh;
      },
      (error: unknown) => {
        // Aborted or out of time while it starts: it goes to the pool once ready, as after a job.
        fresh.ready.then(
          () => this.release(fresh),
          () => undefined,
        );
        throw error;
      },
    );
    const pageCount = await job.session.reopen(moved, job.pdf, job.maxPages);
    if (pageCount !== job.pageCount)
      throw new Error(`The PDF renderer read ${pageCount} pages, not ${job.pageCount}.`);
  }

  private acquire(signal: AbortSignal | undefined): Promise<RendererProcess> {
    if (this.closed)
      return Promise.reject(new RendererUnavailableError('The PDF renderer pool is closed.'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const renderer = this.takeIdle();
    if (renderer) return Promise.resolve(renderer);
    // None idle: one more starts for this job, up to the pool's size, unless one is starting
    // already for each job that waits.
    if (this.running() < this.options.size && this.starting() <= this.waiting.length) this.spawn();
    // While renderers keep failing to start (still retried, more and more slowly), jobs fail at
    // once rather than wait for one.
    const working = [...this.renderers].some((candidate) => candidate.started && candidate.alive);
    if (this.failedStarts >= START_ATTEMPTS && !working)
      return Promise.reject(new RendererUnavailableError('The PDF renderers cannot start.'));
    return new Promise<RendererProcess>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index !== -1) this.waiting.splice(index, 1);
        if (signal) reject(abortReason(signal));
      };
      const waiter: Waiter = {
        resolve: (taken) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(taken);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private takeIdle(): RendererProcess | undefined {
    for (let renderer = this.idle.shift(); renderer; renderer = this.idle.shift()) {
      clearTimeout(this.idleTimers.get(renderer));
      this.idleTimers.delete(renderer);
      if (renderer.alive) return renderer;
    }
    return undefined;
  }

  /** Renderers still starting for waiting jobs (not those started for a hand-over). */
  private starting(): number {
    return [...this.renderers].filter(
      (renderer) => !renderer.started && !renderer.stopped && !this.forJobs.has(renderer),
    ).length;
  }

  /** Renderers started or starting that take jobs (not those stopped and not yet exited). */
  private running(): number {
    return [...this.renderers].filter((renderer) => !renderer.stopped).length;
  }

  /** A renderer is to be started: fewer than the warm ones run, or jobs wait and there is room. */
  private shortOfRenderers(): boolean {
    const running = this.running();
    return running < this.options.warm || (this.waiting.length > 0 && running < this.options.size);
  }

  /** Back to the pool after a job; replaced instead when it has gone, grown or served enough. */
  private release(renderer: RendererProcess): void {
    renderer.jobs += 1;
    if (!renderer.alive) return; // its exit starts the replacement
    const memory = renderer.memory();
    const grown =
      memory !== undefined && memory.rssBytes > this.options.recycleAboveMb * 1024 * 1024;
    if (this.closed || grown || renderer.jobs >= this.options.recycleAfterJobs) {
      renderer.kill('stopped');
      return;
    }
    this.offer(renderer);
  }

  private offer(renderer: RendererProcess): void {
    const waiter = this.waiting.shift();
    if (waiter) return waiter.resolve(renderer);
    this.idle.push(renderer);
    // Beyond the warm ones, an idle renderer stops after a while: each holds ~100 MiB.
    if (this.running() > this.options.warm) {
      const timer = setTimeout(() => {
        this.idleTimers.delete(renderer);
        const index = this.idle.indexOf(renderer);
        if (index === -1 || this.running() <= this.options.warm) return;
        this.idle.splice(index, 1);
        renderer.kill('stopped');
      }, this.options.idleStopMs);
      timer.unref();
      this.idleTimers.set(renderer, timer);
    }
  }

  /** A new renderer: offered to waiting jobs once ready, or only to the job it is for. */
  private spawn(forJob = false): RendererProcess {
    const renderer = new RendererProcess({
      settings: this.settings,
      heapLimitMb: this.options.heapLimitMb,
      memoryLimitMb: this.options.memoryLimitMb,
      sandbox: this.options.sandbox,
      startTimeoutMs: this.options.startTimeoutMs,
    });
    this.renderers.add(renderer);
    if (forJob) this.forJobs.add(renderer);
    let ready = false;
    renderer.ready.then(
      () => {
        ready = true;
        this.failedStarts = 0;
        if (this.closed) renderer.kill('stopped');
        else if (!forJob) this.offer(renderer);
      },
      (error: Error) => {
        this.failedStarts += 1;
        // Renderers that cannot start would leave waiting jobs waiting forever.
        if (this.failedStarts >= START_ATTEMPTS)
          for (const waiter of this.waiting.splice(0)) waiter.reject(error);
      },
    );
    void renderer.exited.then(() => {
      this.renderers.delete(renderer);
      const index = this.idle.indexOf(renderer);
      if (index !== -1) this.idle.splice(index, 1);
      clearTimeout(this.idleTimers.get(renderer));
      this.idleTimers.delete(renderer);
      if (this.closed || !this.shortOfRenderers()) return;
      // Right away after a crash or a kill; after a growing pause while renderers fail to start.
      const delay = ready ? 0 : Math.min(30_000, 250 * 2 ** this.failedStarts);
      const timer = setTimeout(() => {
        this.restartTimers.delete(timer);
        // Asked again: a job that came meanwhile may have started one (acquire), and one more
        // would take the pool past its size.
        if (!this.closed && this.shortOfRenderers()) this.spawn();
      }, delay);
      this.restartTimers.add(timer);
    });
    return renderer;
  }
}

/** Starts a pool of warm renderer processes (see RendererPool). */
export function createPageRenderer(options: RendererPoolOptions = {}): Promise<RendererPool> {
  return RendererPool.start(options);
}

/** The bytes a renderer sent, as a Buffer over the same memory (no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
