import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text on one line, separated from its neighbours by a visible gap (a table cell). */
export interface TextCell {
  text: string;
  x: number;
  right: number;
}

/** One visual line of a page: its cells left to right, top of the page first. */
export interface TextLine {
  page: number;
  /** Baseline height from the bottom of the page, in PDF points. */
  y: number;
  /** y as a share of the page height: 1 at the top, 0 at the bottom. */
  top: number;
  /** The largest font size on the line. */
  size: number;
  cells: TextCell[];
  text: string;
}

export interface PdfTextOptions {
  /** Pages read at most (the fields of an invoice are on its first and last pages). */
  maxPages?: number;
  signal?: AbortSignal;
}

interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * The text layer of a PDF as lines of cells, using pdf.js with eval off and no network, fonts
 * or workers fetched from anywhere. A scanned PDF gives no lines.
 */
export async function readPdfLines(
  pdf: Uint8Array,
  options: PdfTextOptions = {},
): Promise<TextLine[]> {
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
    const pages = pagesToRead(document, options.maxPages ?? 6);
    const lines: TextLine[] = [];
    for (const pageNumber of pages) {
      options.signal?.throwIfAborted();
      lines.push(...(await readPage(document, pageNumber)));
    }
    return lines;
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await loadingTask.destroy();
  }
}

/** The first pages and the last one, where totals of a long invoice are printed. */
function pagesToRead(document: PDFDocumentProxy, maxPages: number): number[] {
  const count = document.numPages;
  if (count <= maxPages) return Array.from({ length: count }, (_, index) => index + 1);
  return [...Array.from({ length: maxPages - 1 }, (_, index) => index + 1), count];
}

async function readPage(document: PDFDocumentProxy, pageNumber: number): Promise<TextLine[]> {
  const page = await document.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const height = viewport.height || 842;
    const content = await page.getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), 1);
      items.push({ text: item.str, x, y, width: item.width, size });
    }
    return groupLines(items, pageNumber, height);
  } finally {
    page.cleanup();
  }
}

/** Items whose baselines are within half a font size of each other share a line. */
export function groupLines(items: Item[], page: number, pageHeight: number): TextLine[] {
  const sorted = [...items].sort((left, right) => right.y - left.y || left.x - right.x);
  const groups: Item[][] = [];
  for (const item of sorted) {
    const current = groups[groups.length - 1];
    const anchor = current?.[0];
    if (
      current &&
      anchor &&
      Math.abs(anchor.y - item.y) <= Math.max(2, Math.max(anchor.size, item.size) * 0.5)
    ) {
      current.push(item);
    } else {
      groups.push([item]);
    }
  }
  return groups.map((group) => toLine(group, page, pageHeight));
}

function toLine(group: Item[], page: number, pageHeight: number): TextLine {
  const items = [...group].sort((left, right) => left.x - right.x);
  const cells: TextCell[] = [];
  let cell: TextCell | null = null;
  let previousSize = 0;
  for (const item of items) {
    const gap = cell ? item.x - cell.right : 0;
    const size = Math.max(item.size, previousSize);
    if (cell && gap < size * 1.2) {
      cell.text +=
        gap > size * 0.15 && !cell.text.endsWith(' ') && !item.text.startsWith(' ')
          ? ` ${item.text}`
          : item.text;
      cell.right = Math.max(cell.right, item.x + item.width);
    } else {
      cell = { text: item.text, x: item.x, right: item.x + item.width };
      cells.push(cell);
    }
    previousSize = item.size;
  }
  for (const each of cells) each.text = each.text.replace(/\s+/g, ' ').trim();
  const y = Math.max(...group.map((item) => item.y));
  return {
    page,
    y,
    top: Math.min(1, Math.max(0, y / pageHeight)),
    size: Math.max(...group.map((item) => item.size)),
    cells: cells.filter((each) => each.text),
    text: cells
      .map((each) => each.text)
      .join('  ')
      .trim(),
  };
}
