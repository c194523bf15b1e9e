/**
 * How a field's value is printed and how it is read back from a cell's text in that format:
 * amounts by their decimal separator, dates by their pattern (so 03/05 is read the way this
 * vendor writes it), invoice numbers by their shape (letters, digits and separators).
 */

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

const MONTHS: [string, number][] = [
  ['janv', 1],
  ['jan', 1],
  ['ene', 1],
  ['gen', 1],
  ['feb', 2],
  ['fev', 2],
  ['mar', 3],
  ['mrt', 3],
  ['maa', 3],
  ['apr', 4],
  ['avr', 4],
  ['abr', 4],
  ['may', 5],
  ['mai', 5],
  ['mei', 5],
  ['mag', 5],
  ['juin', 6],
  ['jun', 6],
  ['giu', 6],
  ['juil', 7],
  ['jul', 7],
  ['lug', 7],
  ['aug', 8],
  ['aou', 8],
  ['ago', 8],
  ['sep', 9],
  ['set', 9],
  ['oct', 10],
  ['okt', 10],
  ['ott', 10],
  ['out', 10],
  ['nov', 11],
  ['dec', 12],
  ['dez', 12],
  ['dic', 12],
];

function monthOf(word: string): number | null {
  const folded = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [prefix, month] of MONTHS) if (folded.startsWith(prefix)) return month;
  return null;
}

const DATE_PATTERNS: Record<
  string,
  { regex: RegExp; read: (match: RegExpExecArray) => [number, number, number] | null }
> = {
  YMD: {
    regex: /(?<!\d)(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?!\d)/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  DMY: {
    regex: /(?<!\d)(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})(?!\d)/g,
    read: (m) => [year(m[3]!), Number(m[2]), Number(m[1])],
  },
  MDY: {
    regex: /(?<!\d)(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})(?!\d)/g,
    read: (m) => [year(m[3]!), Number(m[1]), Number(m[2])],
  },
  DMonY: {
    regex:
      /(?<!\d)(\d{1,2})\.?\s*(?:de\s+)?-?([\p{L}]{3,})\.?,?\s*(?:de\s+)?-?(\d{4}|\d{2})(?!\d)/gu,
    read: (m) => {
      const month = monthOf(m[2]!);
      return month ? [year(m[3]!), month, Number(m[1])] : null;
    },
  },
  MonDY: {
    regex: /([\p{L}]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/gu,
    read: (m) => {
      const month = monthOf(m[1]!);
      return month ? [Number(m[3]), month, Number(m[2])] : null;
    },
  },
};

function year(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function isoDate([y, m, d]: [number, number, number]): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

function datesIn(text: string, pattern: string): FoundValue[] {
  const rule = DATE_PATTERNS[pattern];
  if (!rule) return [];
  const found: FoundValue[] = [];
  for (const match of text.matchAll(rule.regex)) {
    const parts = rule.read(match);
    const value = parts && isoDate(parts);
    if (value) found.push({ value, start: match.index, end: match.index + match[0].length });
  }
  return found;
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
    const found: { start: number; end: number; format: string }[] = [];
    for (const pattern of Object.keys(DATE_PATTERNS)) {
      for (const date of datesIn(text, pattern))
        if (date.value === saved)
          found.push({ start: date.start, end: date.end, format: `date:${pattern}` });
    }
    return found;
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
