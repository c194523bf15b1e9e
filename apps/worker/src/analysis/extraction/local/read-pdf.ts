import { storableText } from '@billfold/contract';
import type { OpenedPdf, PageRenderer, PageTextLayer } from '../../render/page-renderer.js';
import { splitRun, type PageText, type PageWord } from './page-text.js';

/** A file embedded in the PDF (Factur-X / ZUGFeRD / XRechnung put their XML there). */
export interface EmbeddedFile {
  name: string;
  content: Uint8Array;
}

export interface PdfContent {
  pageCount: number;
  /** The pages read (see PdfReadOptions.maxPages), each with its text-layer words. */
  pages: PageText[];
  /** Embedded XML files, at most MAX_ATTACHMENTS of at most MAX_ATTACHMENT_BYTES each. */
  attachments: EmbeddedFile[];
}

export interface PdfReadOptions {
  /** Pages read at most (the fields of an invoice are on its first and last pages). */
  maxPages?: number;
  signal?: AbortSignal;
}

const MAX_ATTACHMENTS = 8;
const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Pages whose text is read by default: the first five and the last. */
export const DEFAULT_TEXT_PAGES = 6;

/** A PDF to read: already open in a renderer of the job, or bytes a renderer of the pool opens. */
export type PdfSource = { document: OpenedPdf } | { renderer: PageRenderer; pdf: Uint8Array };

/**
 * The text layer of a PDF with word positions, and its embedded XML files. pdf.js parses the PDF
 * in the isolated renderer (SECURITY.md 19: memory and time limits, no eval, nothing fetched);
 * this process only gets the text runs and the files. A scanned PDF gives pages without words.
 */
export async function readPdf(
  source: PdfSource,
  options: PdfReadOptions = {},
): Promise<PdfContent> {
  const request = {
    pages: (count: number) => pagesToRead(count, options.maxPages ?? DEFAULT_TEXT_PAGES),
    attachments: {
      extensions: ['.xml'],
      maxFiles: MAX_ATTACHMENTS,
      maxBytes: MAX_ATTACHMENT_BYTES,
    },
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const content =
    'document' in source
      ? await source.document.readText(request)
      : // The renderer pool's own ceiling applies.
        await source.renderer.readText(source.pdf, {
          maxPages: Number.MAX_SAFE_INTEGER,
          ...request,
        });
  return {
    pageCount: content.pageCount,
    pages: content.pages.map(toPageText),
    attachments: content.attachments,
  };
}

/** The first pages and the last one, where totals of a long invoice are printed. */
export function pagesToRead(count: number, maxPages: number): number[] {
  if (count <= maxPages) return Array.from({ length: count }, (_, index) => index + 1);
  return [...Array.from({ length: maxPages - 1 }, (_, index) => index + 1), count];
}

/**
 * A text run's characters that are no text (a font's unmapped glyphs read as U+0000 and other
 * control characters, a lone surrogate) become spaces or U+FFFD, one for one: PostgreSQL refuses
 * them in text and JSON, and the words stay where they were.
 */
export function printableText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  return storableText(text.replace(/[\u0000-\u001F\u007F]/g, ' '));
}

function toPageText(layer: PageTextLayer): PageText {
  const height = layer.height || 842;
  const words: PageWord[] = layer.runs.flatMap((run) =>
    splitRun({
      text: printableText(run.text),
      x: run.x,
      right: run.right,
      y: height - run.baseline,
      top: run.baseline - run.size * run.ascent,
      bottom: run.baseline - run.size * run.descent,
      size: run.size,
      confidence: 1,
    }),
  );
  return { page: layer.pageNumber, width: layer.width || 595, height, words, source: 'text' };
}
