import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

/**
 * The text layer of a PDF with word positions, and its embedded XML files, using pdf.js with eval
 * off and nothing fetched (no fonts, no workers). A scanned PDF gives pages without words.
 */
export async function readPdf(pdf: Uint8Array, options: PdfReadOptions = {}): Promise<PdfContent> {
  const loadingTask = getDocument({
    // A copy: pdf.js may transfer (detach) the buffer it is given, and the caller keeps its PDF.
    data: pdf.slice(),
    // pdf.js 6 has no eval-based code path left; the flag stays for older builds (SECURITY.md 19).
    ...{ isEvalSupported: false },
    useWorkerFetch: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  const abort = () => void loadingTask.destroy();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const document = await loadingTask.promise;
    const pages: PageText[] = [];
    for (const pageNumber of pagesToRead(document.numPages, options.maxPages ?? 6)) {
      options.signal?.throwIfAborted();
      pages.push(await readPage(document, pageNumber));
    }
    return { pageCount: document.numPages, pages, attachments: await readAttachments(document) };
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await loadingTask.destroy();
  }
}

/** The first pages and the last one, where totals of a long invoice are printed. */
export function pagesToRead(count: number, maxPages: number): number[] {
  if (count <= maxPages) return Array.from({ length: count }, (_, index) => index + 1);
  return [...Array.from({ length: maxPages - 1 }, (_, index) => index + 1), count];
}

async function readPage(document: PDFDocumentProxy, pageNumber: number): Promise<PageText> {
  const page = await document.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const height = viewport.height || 842;
    const content = await page.getTextContent();
    const words: PageWord[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), 1);
      const style = content.styles[item.fontName];
      const ascent = style?.ascent && style.ascent > 0.3 ? style.ascent : 0.8;
      const descent = style?.descent && style.descent < 0 ? style.descent : -0.2;
      // Page coordinates from the top-left corner (mediabox offsets and rotation applied).
      const [left = x, baseline = y] = viewport.convertToViewportPoint(x, y) as number[];
      const [right = left + item.width] = viewport.convertToViewportPoint(
        x + item.width,
        y,
      ) as number[];
      words.push(
        ...splitRun({
          // Composed characters: "ä" rather than "a" and a combining diaeresis.
          text: item.str.normalize('NFC'),
          x: Math.min(left, right),
          right: Math.max(left, right),
          y: height - baseline,
          top: baseline - size * ascent,
          bottom: baseline - size * descent,
          size,
          confidence: 1,
        }),
      );
    }
    return { page: pageNumber, width: viewport.width || 595, height, words, source: 'text' };
  } finally {
    page.cleanup();
  }
}

async function readAttachments(document: PDFDocumentProxy): Promise<EmbeddedFile[]> {
  const attachments = await document.getAttachments().catch(() => null);
  if (!attachments) return [];
  const files: EmbeddedFile[] = [];
  for (const [id, attachment] of attachments) {
    if (files.length >= MAX_ATTACHMENTS) break;
    const name = attachment.filename || id;
    if (!/\.xml$/i.test(name)) continue;
    const content = (await document.getAttachmentContent(id).catch(() => null)) as unknown;
    if (!(content instanceof Uint8Array) || content.byteLength > MAX_ATTACHMENT_BYTES) continue;
    files.push({ name, content });
  }
  return files;
}
