import { normaliseLabel, similarity } from './normalise.js';
import { findSavedValue, indexInCell, valuesInFormat, type ValueKind } from './value-formats.js';
import type {
  AnchoredField,
  DocumentReading,
  FieldAnchor,
  ReadingCell,
  ReadingLine,
} from './vendor-profile.schema.js';

export const FIELD_KINDS: Record<AnchoredField, ValueKind> = {
  invoiceNumber: 'number',
  date: 'date',
  amount: 'amount',
  taxAmount: 'amount',
  total: 'amount',
};

/** A value read at a place: the line and cell it is printed in. */
export interface PlacedValue {
  value: string | number;
  line: ReadingLine;
  cell: ReadingCell;
  /** Whether the anchor's label was found for it; false when read at the learned place alone. */
  byLabel: boolean;
}

/** How far a label may be above its value (a share of the page height): a line or two. */
const LABEL_ABOVE = 0.04;
/** How close two baselines must be to count as the same line (shares of the page height). */
const SAME_LINE = 0.012;
/** How far a value cell may stand from the learned place (shares of the page width). */
const NEAR_X = 0.08;
const LABEL_MATCH = 0.8;

/** A label is text with at least two letters (not a value, not a currency sign). */
function labelText(text: string): string | null {
  const label = normaliseLabel(text);
  return label.replace(/\s/g, '').length >= 2 ? label : null;
}

/**
 * The anchors of a saved value on a read document: for each place it is printed, the label in
 * its own cell before it, or the nearest label to its left on the line, or just above it; without
 * a label, its own place. Places nearest the extractor's evidence come first.
 */
export function anchorsOf(
  reading: DocumentReading,
  field: AnchoredField,
  saved: string | number,
  near?: { page: number; x: number; y: number },
): FieldAnchor[] {
  const kind = FIELD_KINDS[field];
  const found: { anchor: FieldAnchor; distance: number; labelled: boolean; top: number }[] = [];
  for (const line of reading.lines) {
    for (const cell of line.cells) {
      for (const place of findSavedValue(cell.text, kind, saved)) {
        const index = indexInCell(cell.text, place.format, place.start);
        const anchor = anchorAt(reading, line, cell, place.start, place.format, index);
        const distance =
          near && near.page === line.page ? Math.hypot(cell.x - near.x, line.top - near.y) : 1;
        found.push({
          anchor,
          distance,
          labelled: anchor.label !== null,
          top: line.top + line.page,
        });
      }
    }
  }
  // Amounts are summed at the foot of the page: the lowest place first; numbers and dates in the head.
  const lowestFirst = kind === 'amount';
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.labelled) - Number(a.labelled) ||
      (lowestFirst ? b.top - a.top : a.top - b.top),
  );
  return found.slice(0, 2).map((each) => each.anchor);
}

function anchorAt(
  reading: DocumentReading,
  line: ReadingLine,
  cell: ReadingCell,
  start: number,
  format: string,
  index: number,
): FieldAnchor {
  // The value's place relative to where its label stands (x, y): the value's own cell when the
  // label is inside it or there is none.
  const anchor = (
    label: string | null,
    inline: boolean,
    at: { cell: ReadingCell; top: number },
  ): FieldAnchor => ({
    page: line.page,
    format,
    seen: 1,
    label,
    inline,
    x: at.cell.x,
    y: at.top,
    dx: cell.x - at.cell.x,
    dr: cell.right - at.cell.x,
    dy: line.top - at.top,
    index,
  });
  const inline = labelText(cell.text.slice(0, start));
  if (inline) return anchor(inline, true, { cell, top: line.top });
  const left = [...line.cells]
    .reverse()
    .find((other) => other.right <= cell.x + 0.001 && labelText(other.text));
  const above = left
    ? undefined
    : reading.lines
        .filter(
          (other) =>
            other.page === line.page &&
            other.top < line.top - 0.002 &&
            line.top - other.top <= LABEL_ABOVE,
        )
        .sort((a, b) => b.top - a.top)
        .flatMap((other) =>
          other.cells
            .filter((each) => each.x < cell.right && each.right > cell.x && labelText(each.text))
            .map((each) => ({ other, each })),
        )[0];
  const label = left
    ? { cell: left, top: line.top }
    : above
      ? { cell: above.each, top: above.other.top }
      : null;
  if (!label) return anchor(null, false, { cell, top: line.top });
  return anchor(labelText(label.cell.text), false, label);
}

/** Reads a field at an anchor: found by its label (nearest the learned place), else, when the label is nowhere on the page, at the learned place. */
export function readAtAnchor(reading: DocumentReading, anchor: FieldAnchor): PlacedValue | null {
  const lines = reading.lines.filter((line) => line.page === anchor.page);
  const origins: { x: number; y: number; cell?: ReadingCell; line?: ReadingLine }[] = [];
  if (anchor.label !== null) {
    const label = anchor.label;
    for (const line of lines) {
      for (const cell of line.cells) {
        const text = normaliseLabel(cell.text);
        const compared = anchor.inline ? text.slice(0, label.length) : text;
        if (compared === label || similarity(compared, label) >= LABEL_MATCH)
          origins.push({ x: cell.x, y: line.top, cell, line });
      }
    }
    origins.sort(
      (a, b) =>
        Math.hypot(a.x - anchor.x, a.y - anchor.y) - Math.hypot(b.x - anchor.x, b.y - anchor.y),
    );
  }
  // The learned place itself only stands in for a label that is not on the page at all (misread by
  // OCR, or not printed): where the label is found elsewhere the layout has moved, and whatever now
  // stands at the old place is another value.
  if (!anchor.inline && origins.length === 0) origins.push({ x: anchor.x, y: anchor.y });
  for (const origin of origins) {
    if (anchor.inline && origin.cell && origin.line) {
      const value = valuesInFormat(origin.cell.text, anchor.format)[anchor.index];
      if (value) return { value: value.value, line: origin.line, cell: origin.cell, byLabel: true };
      continue;
    }
    const targetY = origin.y + anchor.dy;
    const targetX = origin.x + anchor.dx;
    const targetRight = origin.x + anchor.dr;
    const candidates = lines
      .filter((line) => Math.abs(line.top - targetY) <= SAME_LINE)
      .flatMap((line) =>
        line.cells.map((cell) => ({
          line,
          cell,
          off: Math.min(Math.abs(cell.x - targetX), Math.abs(cell.right - targetRight)),
        })),
      )
      .filter((each) => each.off <= NEAR_X && each.cell !== origin.cell)
      .sort(
        (a, b) => a.off - b.off || Math.abs(a.line.top - targetY) - Math.abs(b.line.top - targetY),
      );
    for (const candidate of candidates) {
      const value =
        valuesInFormat(candidate.cell.text, anchor.format)[anchor.index] ??
        valuesInFormat(candidate.cell.text, anchor.format)[0];
      if (value)
        return {
          value: value.value,
          line: candidate.line,
          cell: candidate.cell,
          byLabel: origin.cell !== undefined,
        };
    }
  }
  return null;
}

/** Two anchors are the same place when label, page, format and offsets agree. */
export function sameAnchor(a: FieldAnchor, b: FieldAnchor): boolean {
  return (
    a.label === b.label &&
    a.inline === b.inline &&
    a.page === b.page &&
    a.format === b.format &&
    a.index === b.index &&
    Math.abs(a.dx - b.dx) < 0.05 &&
    Math.abs(a.dy - b.dy) < 0.015 &&
    (a.label !== null || (Math.abs(a.x - b.x) < 0.05 && Math.abs(a.y - b.y) < 0.015))
  );
}
