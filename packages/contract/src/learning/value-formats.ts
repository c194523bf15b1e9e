/**
 * How a field's value is printed and how it is read back from a cell's text in that format:
 * amounts by their decimal separator, dates by their pattern (so 03/05 is read the way this
 * vendor writes it), invoice numbers by their shape (letters, digits and separators).
 */
import { DATE_FORMATS, findDates } from '../analysis/find-dates.js';

export interface FoundValue {
  value: string | number;
  start: number;
  end: number;
}

// A rate ("19 %") is not an amount.
const AMOUNT =
  /(?<![\p{L}\p{N}])[-−]?\d{1,3}(?:[.,'’\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d.,]*\s?%)(?!\d)|(?<![\p{L}\p{N}.,])[-−]?\d+(?:[.,]\d{1,2})?(?![\d.,]*\s?%)(?![\d])/gu;

/** Amounts printed in a text, with their style: ',' or '.' as the decimal separator ('' for whole numbers). */
function amountsIn(text: string): { value: number; style: string; start: number; end: number }[] {
  const found: { value: number; style: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const raw = match[0].replace('−', '-');
    const decimal = /[.,]\d{1,2}$/.exec(raw);
    const style = decimal ? decimal[0][0]! : '';
    const whole = decimal ? raw.slice(0, decimal.index) : raw;
    const fraction = decimal ? decimal[0].slice(1) : '';
    const value = Number(`${whole.replace(/[^\d-]/g, '')}.${fraction || '0'}`);
    if (Number.isFinite(value))
      found.push({ value, style, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The dates of a text printed in one format (a DMY or MDY date read in its own order). */
function datesIn(text: string, format: string): FoundValue[] {
  if (!(DATE_FORMATS as readonly string[]).includes(format)) return [];
  const order = format === 'MDY' ? 'mdy' : 'dmy';
  return [...findDates(text, { order })]
    .filter((date) => date.format === format)
    .map(({ value, start, end }) => ({ value, start, end }));
}

/** The shape of an invoice number: letters as A, digits as 9, other characters as they are ("INV-0042" → "AAA-9999"). */
export function shapeOf(value: string): string {
  return value.replace(/\p{L}/gu, 'A').replace(/\p{N}/gu, '9');
}

function shapeRegex(shape: string): RegExp {
  const parts = shape.match(/A+|9+|[^A9]/g) ?? [];
  const body = parts
    .map((part) => {
      if (part[0] === 'A') return `\\p{L}{${part.length}}`;
      if (part[0] === '9') return `\\p{N}{${Math.max(1, part.length - 2)},${part.length + 2}}`;
      return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

function numbersIn(text: string, shape: string): FoundValue[] {
  return [...text.matchAll(shapeRegex(shape))].map((match) => ({
    value: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export type ValueKind = 'amount' | 'date' | 'number';

/** Rates printed in a text ("3%", "19,5 %"), as numbers of percent. */
function ratesIn(text: string): FoundValue[] {
  return [...text.matchAll(/(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g)].map((match) => ({
    value: Number(match[1]!.replace(',', '.')),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The values of a cell's text in a learned format ("amount:,", "date:DMY", "number:AAA-9999"). */
export function valuesInFormat(text: string, format: string): FoundValue[] {
  const [kind, ...rest] = format.split(':');
  const style = rest.join(':');
  if (kind === 'amount')
    return amountsIn(text).filter((amount) => amount.style === style || amount.style === '');
  if (kind === 'date') return datesIn(text, style);
  if (kind === 'number') return numbersIn(text, style);
  if (kind === 'rate') return ratesIn(text);
  return [];
}

/**
 * Where a saved value is printed in a cell's text, and the format it is printed in; several for
 * an ambiguous date (05/03 read both ways gives the same day only when day and month are equal).
 */
export function findSavedValue(
  text: string,
  kind: ValueKind,
  saved: string | number,
): { start: number; end: number; format: string }[] {
  if (kind === 'amount') {
    return amountsIn(text)
      .filter((amount) => Math.abs(Math.abs(amount.value) - Math.abs(Number(saved))) < 0.005)
      .map((amount) => ({
        start: amount.start,
        end: amount.end,
        format: `amount:${amount.style || '.'}`,
      }));
  }
  if (kind === 'date') {
    // Read both ways: an ambiguous date is found once as DMY and once as MDY when both read as it.
    const found = (['dmy', 'mdy'] as const).flatMap((order) =>
      [...findDates(text, { order })].filter(
        (date) => date.value === saved && (order === 'mdy') === (date.format === 'MDY'),
      ),
    );
    return found
      .sort(
        (a, b) =>
          DATE_FORMATS.indexOf(a.format) - DATE_FORMATS.indexOf(b.format) || a.start - b.start,
      )
      .map((date) => ({ start: date.start, end: date.end, format: `date:${date.format}` }));
  }
  const wanted = String(saved).trim();
  if (wanted.length === 0) return [];
  const found: { start: number; end: number; format: string }[] = [];
  const lower = text.toLowerCase();
  for (
    let at = lower.indexOf(wanted.toLowerCase());
    at >= 0;
    at = lower.indexOf(wanted.toLowerCase(), at + 1)
  ) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + wanted.length] ?? ' ';
    if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
    found.push({ start: at, end: at + wanted.length, format: `number:${shapeOf(wanted)}` });
  }
  return found;
}

/** Which format index of a value within its cell: how many values of the same format come before it. */
export function indexInCell(text: string, format: string, start: number): number {
  return valuesInFormat(text, format).filter((value) => value.start < start).length;
}
