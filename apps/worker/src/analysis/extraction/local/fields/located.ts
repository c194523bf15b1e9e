import type { FieldEvidence } from '@billfold/contract';
import { spanBox, type TextCell, type TextLine } from '../page-text.js';

/** A value read off a page, with the span of the cell it was read from. */
export interface Located<T> {
  value: T;
  line: TextLine;
  cell: TextCell;
  /** The value's characters in the cell's text. */
  start: number;
  end: number;
  /** How sure the rule that found it is, 0 to 1 (OCR's own confidence is applied later). */
  certainty: number;
  /** A value wrapped onto the next line goes on with this whole cell of that line. */
  next?: { line: TextLine; cell: TextCell };
  /**
   * The page's arithmetic vouches for the value's characters (net + tax = total to the cent, each
   * read): OCR's doubt about them does not lower its confidence.
   */
  checked?: boolean;
  /**
   * Not printed: worked out from these values (the net from the total and the tax). Its place is
   * that of the first, which is not where it stands, and it is no surer than any of them.
   */
  derivedFrom?: readonly Located<number>[];
}

/**
 * A text printed on the pages that may be a field's value (a date, an invoice number, a vendor),
 * with the features a model fitted on the corpus scores it by.
 */
export interface TextCandidate {
  located: Located<string>;
  features: Record<string, number>;
}

/** Characters of a cell's text. */
export interface Span {
  start: number;
  end: number;
}

/** Where a regular expression's match stands in the text it was run on. */
export function matchSpan(match: RegExpExecArray | null): Span | null {
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * The first place on the lines, cell by cell in reading order, where `find` sees the value: a
 * place the rule is sure of (certainty 1).
 */
export function firstPlace<T>(
  lines: readonly TextLine[],
  value: T,
  find: (cell: TextCell, line: TextLine) => Span | null | undefined,
): Located<T> | null {
  for (const line of lines) {
    for (const cell of line.cells) {
      const span = find(cell, line);
      if (span) return { value, line, cell, start: span.start, end: span.end, certainty: 1 };
    }
  }
  return null;
}

/** Text after (or under) a label, with where it starts in its cell. */
export interface Found {
  text: string;
  line: TextLine;
  lineIndex: number;
  cell: TextCell;
  /** Offset of `text` in the cell's text. */
  offset: number;
  /** Whether it stands on the label's line (the rest of its cell, or the next cell). */
  beside?: boolean;
  /** The label's text, where it stands beside it. */
  label?: string;
}

export function locate<T>(
  value: T,
  found: Pick<Found, 'line' | 'cell' | 'offset'>,
  start: number,
  length: number,
  certainty: number,
): Located<T> {
  return {
    value,
    line: found.line,
    cell: found.cell,
    start: found.offset + start,
    end: found.offset + start + length,
    certainty,
  };
}

/** A whole cell as the place of a value. */
export function locateCell<T>(
  value: T,
  line: TextLine,
  cell: TextCell,
  certainty: number,
): Located<T> {
  return { value, line, cell, start: 0, end: cell.text.length, certainty };
}

/** How sure the reading of a place is: its least sure word's confidence (1 on a text layer). */
export function readingOf(
  place: Pick<Located<unknown>, 'line' | 'cell' | 'start' | 'end'>,
): number {
  return spanBox(place.line, place.cell, place.start, place.end).confidence;
}

export function evidenceOf(located: Located<unknown>): FieldEvidence {
  const first = spanBox(located.line, located.cell, located.start, located.end);
  const { next } = located;
  const { box, confidence } = next
    ? unionOf(first, spanBox(next.line, next.cell, 0, next.cell.text.length))
    : first;
  const fixed = (value: number) => Math.round(value * 10_000) / 10_000;
  const own = round(located.certainty * (located.checked ? 1 : confidence));
  return {
    page: located.line.page,
    // (A value worked out from others stands nowhere, and is as sure as the least sure of them.)
    box: located.derivedFrom
      ? null
      : { x: fixed(box.x), y: fixed(box.y), width: fixed(box.width), height: fixed(box.height) },
    confidence: Math.min(
      own,
      ...(located.derivedFrom ?? []).map((source) => evidenceOf(source).confidence),
    ),
    source: located.line.source,
  };
}

type SpanBox = ReturnType<typeof spanBox>;

/** The box around two spans of one page, as sure as the less sure of them. */
function unionOf(a: SpanBox, b: SpanBox): SpanBox {
  const x = Math.min(a.box.x, b.box.x);
  const y = Math.min(a.box.y, b.box.y);
  const right = Math.max(a.box.x + a.box.width, b.box.x + b.box.width);
  const bottom = Math.max(a.box.y + a.box.height, b.box.y + b.box.height);
  return {
    box: { x, y, width: right - x, height: bottom - y },
    confidence: Math.min(a.confidence, b.confidence),
  };
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
