import { PdfRejectedError } from './page-renderer.js';
import type { ChildReply, ImageFormat, PagePart, RendererRequest } from './renderer-protocol.js';

export type TextReply = Extract<ChildReply, { type: 'text' }>;

export type SendRequest = (
  request: RendererRequest,
  timeoutMs: number,
  signal: AbortSignal | undefined,
) => Promise<ChildReply>;

export type PageReply = Extract<ChildReply, { type: 'page' }>;

export interface RenderTimeLimits {
  /** Longest one request (opening the PDF, one page) may take. */
  stepTimeoutMs: number;
  /** What a job may take per page it works on, plus once for opening the PDF. */
  jobTimeoutPerPageMs: number;
  /** The most a job may take, however many pages it has. */
  jobTimeoutMaxMs: number;
}

/**
 * The time limit of a job that works on `pages` pages: one page's allowance for opening the PDF
 * and one for each page, at most the cap. A 50-page render is given more time than a 1-page one,
 * so a long document on a busy machine is not refused for its length alone.
 */
export function jobTimeLimitMs(
  pages: number,
  limits: Pick<RenderTimeLimits, 'jobTimeoutPerPageMs' | 'jobTimeoutMaxMs'>,
): number {
  return Math.min(limits.jobTimeoutMaxMs, limits.jobTimeoutPerPageMs * (1 + Math.max(0, pages)));
}

/**
 * One job on one renderer: its requests in order, each within the step time limit and all within
 * the job's, which grows with the pages the job works on (the renderer's working time only: time
 * the caller spends with a page is not counted). Until the job says how many pages it will work
 * on, it may use the cap.
 */
export class RenderSession {
  private limitMs: number;
  private pages = 0;
  private usedMs = 0;
  private last: Promise<unknown> | undefined;

  constructor(
    private readonly send: SendRequest,
    private readonly limits: RenderTimeLimits,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.limitMs = limits.jobTimeoutMaxMs;
  }

  /**
   * Adds `pages` pages to the job (a job may read a document's text, then draw its pages): its
   * time limit is jobTimeLimitMs of all of them; time already used counts.
   */
  workOn(pages: number): void {
    this.pages += pages;
    this.limitMs = jobTimeLimitMs(this.pages, this.limits);
  }

  /** Opens the PDF in the renderer; resolves to its page count. */
  async open(pdf: Uint8Array, maxPages: number): Promise<number> {
    const reply = await this.step({ type: 'open', pdf, maxPages });
    if (reply.type !== 'opened') throw unexpected(reply);
    return reply.pageCount;
  }

  /**
   * The job goes on in another renderer (the send function now reaches it): waits for it to be
   * ready, then opens the PDF there; both count as the job's time, the opening within its limits
   * like any step. Resolves to the page count the renderer read.
   */
  async reopen(ready: Promise<void>, pdf: Uint8Array, maxPages: number): Promise<number> {
    const started = performance.now();
    const waited = ready.finally(() => {
      this.usedMs += performance.now() - started;
    });
    this.last = waited;
    await waited;
    return this.open(pdf, maxPages);
  }

  /**
   * Asks for one page (`part`: only that part of it); `next` is the page that will be asked for
   * after it (drawn ahead). May be left unawaited when the job stops early (no unhandled rejection).
   */
  page(
    pageNumber: number,
    scale: number,
    options: { format?: ImageFormat; next?: number; part?: PagePart; ocr?: boolean } = {},
  ): Promise<PageReply> {
    const { format, next, part, ocr } = options;
    const request: RendererRequest = {
      type: 'page',
      pageNumber,
      scale,
      ...(format ? { format } : {}),
      ...(next !== undefined ? { next } : {}),
      ...(part ? { part } : {}),
      ...(ocr ? { ocr } : {}),
    };
    const reply = this.step(request).then((answer) => {
      if (answer.type !== 'page' || answer.pageNumber !== pageNumber) throw unexpected(answer);
      return answer;
    });
    reply.catch(() => undefined);
    return reply;
  }

  /** The text runs of one page, and with `pictures` where it paints images. */
  async text(pageNumber: number, pictures = false): Promise<TextReply> {
    const reply = await this.step({ type: 'text', pageNumber, ...(pictures ? { pictures } : {}) });
    if (reply.type !== 'text' || reply.pageNumber !== pageNumber) throw unexpected(reply);
    return reply;
  }

  /** The embedded files with one of the extensions. */
  async attachments(
    extensions: string[],
    maxFiles: number,
    maxBytes: number,
  ): Promise<{ name: string; content: Uint8Array }[]> {
    const reply = await this.step({ type: 'attachments', extensions, maxFiles, maxBytes });
    if (reply.type !== 'attachments') throw unexpected(reply);
    return reply.files;
  }

  /** The job's time left, ms (its limit less the time used). */
  remainingMs(): number {
    return this.limitMs - this.usedMs;
  }

  /** What the job fails with once its time is used up. */
  timedOut(): PdfRejectedError {
    return new PdfRejectedError('timeout', 'The PDF took too long to render.', {
      cause: new Error(`Job time limit of ${Math.round(this.limitMs)} ms used up.`),
    });
  }

  /** Lets the request in flight finish, then closes the document (the renderer stays warm). */
  async end(): Promise<void> {
    // A hand-over under way opens the PDF in the new renderer once it is ready: that step too.
    for (let last = this.last; last; last = this.last) {
      await last.catch(() => undefined);
      if (this.last === last) break;
    }
    // Not aborted with the job: an idle renderer should not keep the document. A renderer that
    // was killed refuses at once.
    await this.send({ type: 'close' }, this.limits.stepTimeoutMs, undefined).catch(() => undefined);
  }

  private step(request: RendererRequest): Promise<ChildReply> {
    const remainingMs = this.remainingMs();
    if (remainingMs <= 0) return Promise.reject(this.timedOut());
    const started = performance.now();
    const reply = this.send(
      request,
      Math.min(this.limits.stepTimeoutMs, remainingMs),
      this.signal,
    ).finally(() => {
      this.usedMs += performance.now() - started;
    });
    this.last = reply;
    return reply;
  }
}

const unexpected = (reply: ChildReply) =>
  new Error(`The PDF renderer answered out of turn (${reply.type}).`);
