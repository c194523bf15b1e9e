import type { DocumentReading, ReadingLine } from '@billfold/contract';
import { groupLines, type PageText } from '../extraction/local/page-text.js';

const MAX_LINES = 5000;
const share = (value: number, of: number) => Math.min(1, Math.max(0, of > 0 ? value / of : 0));

/**
 * The pages an extractor read, as the learning rules see them: lines of cells, places as shares
 * of the page. Null when there is no text at all (a scan that was not read).
 */
export function toDocumentReading(pages: readonly PageText[]): DocumentReading | null {
  const lines: ReadingLine[] = [];
  for (const page of pages) {
    for (const line of groupLines(page)) {
      const height = share(line.size, line.pageHeight);
      lines.push({
        page: line.page,
        top: share(line.pageHeight - line.y, line.pageHeight),
        height,
        cells: line.cells.slice(0, 200).map((cell) => ({
          text: cell.text.slice(0, 500),
          x: share(cell.x, line.pageWidth),
          right: share(cell.right, line.pageWidth),
        })),
      });
    }
  }
  if (lines.length === 0) return null;
  return {
    source: pages.some((page) => page.source === 'ocr') ? 'ocr' : 'text',
    lines: lines.slice(0, MAX_LINES),
  };
}
