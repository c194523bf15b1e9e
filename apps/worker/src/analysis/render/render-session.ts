import { PdfRejectedError } from './page-renderer.js';
import type { ChildReply, ImageFormat, RendererRequest } from './renderer-protocol.js';

export type TextReply = Extract<ChildReply, { type: 'text' }>;

export type SendRequest = (
  request: RendererRequest,
  timeoutMs: number,
  signal: AbortSignal | undefined,
) => Promise<ChildReply>;

export type PageReply = Extract<ChildReply, { type: 'page' }>;

/**
 * One job on one renderer: its requests in order, each within the step time limit and all within
 * the job's (the renderer's working time only: time the caller spends with a page is not counted).
 */
export class RenderSession {
  private remainingMs: number;
  private last: Promise<unknown> | undefined;

  constructor(
    private readonly send: SendRequest,
    private readonly limits: { stepTimeoutMs: number; jobTimeoutMs: number },
    private readonly signal: AbortSignal | undefined,
  ) {
    this.remainingMs = limits.jobTimeoutMs;
  }

  /** Opens the PDF in the renderer; resolves to its page count. */
  async open(pdf: Uint8Array, maxPages: number): Promise<number> {
    const reply = await this.step({ type: 'open', pdf, maxPages });
    if (reply.type !== 'opened') throw unexpected(reply);
    return reply.pageCount;
  }

  /** Asks for one page. May be left unawaited when the job stops early (no unhandled rejection). */
  page(pageNumber: number, scale: number, format?: ImageFormat): Promise<PageReply> {
    const request: RendererRequest = {
      type: 'page',
      pageNumber,
      scale,
      ...(format ? { format } : {}),
    };
    const reply = this.step(request).then((answer) => {
      if (answer.type !== 'page' || answer.pageNumber !== pageNumber) throw unexpected(answer);
      return answer;
    });
    reply.catch(() => undefined);
    return reply;
  }

  /** The text runs of one page. */
  async text(pageNumber: number): Promise<TextReply> {
    const reply = await this.step({ type: 'text', pageNumber });
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

  /** Lets the request in flight finish, then closes the document (the renderer stays warm). */
  async end(): Promise<void> {
    await this.last?.catch(() => undefined);
    // Not aborted with the job: an idle renderer should not keep the document. A renderer that
    // was killed refuses at once.
    await this.send({ type: 'close' }, this.limits.stepTimeoutMs, undefined).catch(() => undefined);
  }

  private step(request: RendererRequest): Promise<ChildReply> {
    if (this.remainingMs <= 0)
      return Promise.reject(
        new PdfRejectedError('timeout', 'The PDF took too long to render.', {
          cause: new Error(`Job time limit of ${this.limits.jobTimeoutMs} ms used up.`),
        }),
      );
    const started = performance.now();
    const reply = this.send(
      request,
      Math.min(this.limits.stepTimeoutMs, this.remainingMs),
      this.signal,
    ).finally(() => {
      this.remainingMs -= performance.now() - started;
    });
    this.last = reply;
    return reply;
  }
}

const unexpected = (reply: ChildReply) =>
  new Error(`The PDF renderer answered out of turn (${reply.type}).`);
