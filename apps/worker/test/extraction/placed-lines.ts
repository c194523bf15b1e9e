import {
  groupLines,
  splitRun,
  type TextLine,
} from '../../src/analysis/extraction/local/page-text.js';

/** Text placed at (x, y) on an A4 page (points from the bottom-left), size 10 unless given. */
export type Placed = [x: number, y: number, text: string, size?: number];

/** The lines of a page as the text layer or OCR gives them, without a PDF. */
export function lines(placed: Placed[], source: 'text' | 'ocr' = 'text'): TextLine[] {
  const words = placed.flatMap(([x, y, text, size = 10]) =>
    splitRun({
      text,
      x,
      right: x + text.length * size * 0.5,
      y,
      top: 842 - y - size * 0.8,
      bottom: 842 - y + size * 0.2,
      size,
      confidence: 1,
    }),
  );
  return groupLines({ page: 1, width: 595, height: 842, words, source });
}
