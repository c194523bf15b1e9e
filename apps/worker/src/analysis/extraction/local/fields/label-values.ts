import { STRAY_QUOTE, type TextCell, type TextLine } from '../page-text.js';
import type { Found } from './located.js';

/**
 * A cell that is a label with its own value ("Rechnungsdatum: 2019-08-04"): another field's row,
 * so the column under a label above it holds that label's value no further down.
 */
const LABELLED_VALUE = /^\p{L}[\p{L} .'’/-]{1,30}:\s*\S/u;

/** One or two marks or letters: a speck as OCR reads it. */
const SPECK = /^[^\d\s]{1,2}$/u;

/**
 * Every value that follows a label: the rest of the label's cell, else the next cell on the line,
 * else the cells under the label on the next lines (a header row above its values), down to the
 * first that is a label with a value of its own, or one `passOver` says the column ends at.
 */
export function valuesAfter(
  lines: readonly TextLine[],
  label: RegExp,
  depth = 1,
  passOver: (cell: TextCell) => boolean = () => true,
): Found[] {
  const found: Found[] = [];
  lines.forEach((line, lineIndex) => {
    line.cells.forEach((cell, cellIndex) => {
      // (After a quotation mark a scan read from a speck before the label: "‘No. 2023-036".)
      const quote = line.source === 'ocr' ? (STRAY_QUOTE.exec(cell.text)?.[0].length ?? 0) : 0;
      const read = label.exec(cell.text.slice(quote));
      if (!read) return;
      const match = { index: read.index + quote, text: read[0] };
      const after = match.index + match.text.length;
      // (And a rule's stroke or a speck OCR read between them: "Invoice number _ PAY2024…"; a
      // dash for the gap: "Invoice number — 84CB5AE0-0015".)
      const skipped = /^[\s:#.\-–—_|]*/.exec(cell.text.slice(after))?.[0].length ?? 0;
      const rest = cell.text.slice(after + skipped).trimEnd();
      if (rest)
        found.push({
          text: rest,
          line,
          lineIndex,
          cell,
          offset: after + skipped,
          beside: true,
          label: match.text,
        });
      // (A speck OCR read as a cell of its own between them is passed over: "Invoice Number | ee |
      // 6499420208".)
      const speck = line.source === 'ocr' && SPECK.test(line.cells[cellIndex + 1]?.text ?? '');
      const next = line.cells[cellIndex + (speck && line.cells[cellIndex + 2] ? 2 : 1)];
      if (next)
        found.push({
          text: next.text,
          line,
          lineIndex,
          cell: next,
          offset: 0,
          beside: true,
          label: match.text,
        });
      // The column under the label's own words, not under all of a wide cell it ends ("Unit 258,
      // …, 201187 Invoice No :", OCR's one cell, over a phone number at the line's start).
      const words = cell.words.filter(
        (word) => word.start < after && word.start + word.text.length > match.index,
      );
      const column =
        words.length > 0
          ? {
              ...cell,
              x: Math.min(...words.map((word) => word.x)),
              right: Math.max(...words.map((word) => word.right)),
            }
          : cell;
      let above = { line, lineIndex, cell: column };
      for (let step = 0; step < depth; step++) {
        const below = cellBelow(lines, above.lineIndex, above.cell);
        if (!below) break;
        found.push({
          text: below.cell.text,
          line: below.line,
          lineIndex: below.lineIndex,
          cell: below.cell,
          offset: 0,
        });
        if (LABELLED_VALUE.test(below.cell.text) || !passOver(below.cell)) break;
        above = below;
      }
    });
  });
  return found;
}

export function cellBelow(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
): { cell: TextCell; line: TextLine; lineIndex: number } | null {
  const line = lines[index];
  // The next line, or the one or two after when the next have nothing under the cell (a stray
  // mark; another column's lines beside a large heading).
  for (const lineIndex of [index + 1, index + 2, index + 3]) {
    const next = lines[lineIndex];
    if (!line || !next || next.page !== line.page) return null;
    // A stray mark between (tiny OCR "text") does not shorten the reach.
    const reach = line.source === 'ocr' ? 4 : 3;
    if (line.y - next.y > Math.max(line.size, next.size, 8) * reach * (lineIndex - index))
      return null;
    const under = next.cells.find(
      (candidate) => candidate.x < cell.right + 2 && candidate.right > cell.x - 2,
    );
    if (under) return { cell: under, line: next, lineIndex };
  }
  return null;
}

/** The worded cell over a cell (its column's header), within the two lines above. */
export function labelOver(lines: readonly TextLine[], lineIndex: number, cell: TextCell): string {
  for (let above = lineIndex - 1; above >= 0 && above >= lineIndex - 2; above--) {
    const below = cellBelow(lines, above, { text: '', x: cell.x, right: cell.right, words: [] });
    if (!below || below.lineIndex !== lineIndex) continue;
    const over = lines[above]!.cells.find(
      (each) => each.x < cell.right + 2 && each.right > cell.x - 2,
    );
    if (over && /\p{L}{2}/u.test(over.text)) return over.text;
  }
  return '';
}
