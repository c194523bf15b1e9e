/**
 * Tolerant readers for the values an invoice prints or an analysis answers with: amounts in any
 * common notation ("1,234.56", "1.234,56 €", "(12.00)"), dates in common formats, currency codes
 * and symbols. Shared by the web app (normalizeAnalysis) and the worker's local extractor.
 */
import { fromMinorUnits, toMinorUnits } from '../money/decimal.js';

const MINUS = /^[-−–]/;
const TRAILING_MINUS = /[-−–]$/;
/** Thousands separators besides "." and ",": apostrophe, (narrow) no-break and plain spaces. */
const GROUPING = /['’\u00a0\u202f\u2009 ]/g;

/**
 * An amount as a number with at most 4 decimals, or null when the text is not one amount.
 * With both "." and "," present the later one is the decimal mark; a lone separator followed by
 * exactly three digits groups thousands ("1,234" and "1.234" are 1234), otherwise it is the decimal
 * mark ("198,00"). A leading or trailing minus and accounting parentheses make it negative.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? roundMoney(value) : null;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // Currency codes and symbols around the number.
  text = text
    .replace(/^(?:[A-Z]{3}|[$€£¥₹₩₽₺₪฿]|[A-Z]{1,2}\$|Fr\.|CHF)\s*/u, '')
    .replace(/\s*(?:[A-Z]{3}|[$€£¥₹₩₽₺₪฿]|Fr\.|CHF)$/u, '')
    .trim();
  if (MINUS.test(text)) {
    negative = !negative;
    text = text.slice(1).trim();
  } else if (TRAILING_MINUS.test(text)) {
    negative = !negative;
    text = text.slice(0, -1).trim();
  }
  // A sign may also stand between the symbol and the number ("$-12.00", "€ -5").
  text = text.replace(/^(?:[$€£¥₹]|[A-Z]{3})\s*/u, '');
  if (MINUS.test(text)) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  text = text.replace(GROUPING, '');
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const normalized = normalizeSeparators(text);
  if (normalized === null) return null;
  const amount = Number(normalized);
  if (!Number.isFinite(amount)) return null;
  return roundMoney(negative ? -amount : amount);
}

function normalizeSeparators(text: string): string | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole = '', fraction = '', ...rest] = text.split(decimal);
    if (rest.length > 0 || fraction.includes(group)) return null;
    if (!validGrouping(whole, group)) return null;
    return `${whole.split(group).join('')}.${fraction}`;
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (separator === null) return text;
  const parts = text.split(separator);
  if (parts.length > 2) {
    // "1.234.567" or "1,234,567": grouping only.
    return validGrouping(text, separator) ? parts.join('') : null;
  }
  const [whole = '', fraction = ''] = parts;
  if (fraction.length === 3 && whole.length >= 1 && whole.length <= 3 && whole !== '0') {
    return `${whole}${fraction}`;
  }
  return `${whole || '0'}.${fraction}`;
}

function validGrouping(whole: string, group: string): boolean {
  if (!whole.includes(group)) return true;
  const groups = whole.split(group);
  const [first = '', ...others] = groups;
  // Western grouping (1,234,567) and Indian grouping (12,34,567) both end in groups of 3.
  if (first.length < 1 || first.length > 3) return false;
  const last = others[others.length - 1] ?? '';
  return (
    last.length === 3 && others.slice(0, -1).every((part) => part.length === 2 || part.length === 3)
  );
}

function roundMoney(value: number): number {
  return Number(fromMinorUnits(toMinorUnits(value)));
}

const MONTHS: Readonly<Record<string, number>> = {
  // English
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // German
  januar: 1,
  jän: 1,
  jänner: 1,
  februar: 2,
  mär: 3,
  märz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  okt: 10,
  oktober: 10,
  dez: 12,
  dezember: 12,
  // French
  janv: 1,
  janvier: 1,
  févr: 2,
  fév: 2,
  février: 2,
  fevrier: 2,
  mars: 3,
  avr: 4,
  avril: 4,
  juin: 6,
  juil: 7,
  juillet: 7,
  août: 8,
  aout: 8,
  déc: 12,
  décembre: 12,
  decembre: 12,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  // Spanish / Italian / Dutch, the most frequent in the same mailboxes
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  gennaio: 1,
  febbraio: 2,
  aprile: 4,
  maggio: 5,
  giugno: 6,
  luglio: 7,
  settembre: 9,
  ottobre: 10,
  dicembre: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  mrt: 3,
  januari: 1,
  februari: 2,
  maart: 3,
  mei: 5,
  augustus: 8,
};

/** A month name's letters without their accents: OCR often loses them ("11. Marz 2014"). */
const fold = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
const FOLDED_MONTHS: ReadonlyMap<string, number> = new Map(
  Object.entries(MONTHS).map(([name, month]) => [fold(name), month]),
);

function monthNumber(name: string): number {
  return MONTHS[name.toLowerCase()] ?? FOLDED_MONTHS.get(fold(name)) ?? 0;
}

export interface ParseDateOptions {
  /**
   * How to read an ambiguous numeric date such as 03/05/2024 (both parts ≤ 12): 'dmy' (default,
   * most of the world) or 'mdy' (United States). Unambiguous dates ignore it.
   */
  order?: 'dmy' | 'mdy';
}

const MONTH_NAME = '([A-Za-zÀ-ÿ]{3,10})\\.?';
const YEAR = '(\\d{4}|\\d{2})';
const DATE_PATTERNS: readonly {
  regex: RegExp;
  /** What each group is: year, month, day, month name, a and b (day and month in either order), separator. */
  parts: readonly ('y' | 'm' | 'd' | 'n' | 'a' | 'b' | 's')[];
}[] = [
  // 2024-03-05, 2024/03/05, 2024.03.05 (also the date part of an ISO timestamp); one separator
  // throughout ("08.30 - 12.30 Uhr" is a time span, not a date)
  {
    regex: /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/,
    parts: ['y', 's', 'm', 'd'],
  },
  // 05.03.2024, 05/03/2024, 05-03-24: day and month decided below
  {
    regex: /(?<![\d.])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d])/,
    parts: ['a', 's', 'b', 'y'],
  },
  // 5 March 2024, 5. März 2024, 5 mars 2024, 05-Mar-2024, 7 de marzo de 2024, and the same with
  // the spaces lost in the text layer (14Sep2021)
  {
    regex: new RegExp(
      `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|er|\\.)?[\\s-]*(?:de\\s+)?${MONTH_NAME}[\\s,-]*(?:de\\s+)?${YEAR}(?!\\d)`,
      'u',
    ),
    parts: ['d', 'n', 'y'],
  },
  // March 5, 2024, Mar 5 2024
  {
    regex: new RegExp(`${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}(?!\\d)`, 'u'),
    parts: ['n', 'd', 'y'],
  },
  // 20240305 (compact, as e-invoices print it)
  {
    regex: /(?<!\d)(20\d{2}|19\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/,
    parts: ['y', 'm', 'd'],
  },
];

/** The first date found in a text, as YYYY-MM-DD, or null. */
export function parseInvoiceDate(value: unknown, options: ParseDateOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  let best: { index: number; date: string } | null = null;
  for (const { regex, parts } of DATE_PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    const date = dateFromParts(match, parts, options.order ?? 'dmy');
    if (date && (best === null || match.index < best.index)) best = { index: match.index, date };
  }
  return best?.date ?? null;
}

function dateFromParts(
  match: RegExpExecArray,
  parts: readonly ('y' | 'm' | 'd' | 'n' | 'a' | 'b' | 's')[],
  order: 'dmy' | 'mdy',
): string | null {
  let year = 0;
  let month = 0;
  let day = 0;
  let first = 0;
  let second = 0;
  parts.forEach((part, index) => {
    const raw = match[index + 1] ?? '';
    if (part === 'y') year = raw.length === 2 ? 2000 + Number(raw) : Number(raw);
    else if (part === 'm') month = Number(raw);
    else if (part === 'd') day = Number(raw);
    else if (part === 'n') month = monthNumber(raw);
    else if (part === 'a') first = Number(raw);
    else if (part === 'b') second = Number(raw);
  });
  if (parts.includes('a')) {
    if (first > 12 || (second <= 12 && order === 'dmy')) [day, month] = [first, second];
    else [month, day] = [first, second];
  }
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const CURRENCY_SYMBOLS: readonly (readonly [RegExp, string])[] = [
  [/(?:CA|C)\$/, 'CAD'],
  [/A\$|AU\$/, 'AUD'],
  [/NZ\$/, 'NZD'],
  [/HK\$/, 'HKD'],
  [/S\$/, 'SGD'],
  [/US\$/, 'USD'],
  [/R\$/, 'BRL'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹/, 'INR'],
  [/¥|￥/, 'JPY'],
  [/₩/, 'KRW'],
  [/₽/, 'RUB'],
  [/₺/, 'TRY'],
  [/₪/, 'ILS'],
  [/฿/, 'THB'],
  [/\$/, 'USD'],
];

const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  euro: 'EUR',
  euros: 'EUR',
  dollar: 'USD',
  dollars: 'USD',
  pound: 'GBP',
  pounds: 'GBP',
  'fr.': 'CHF',
};

let isoCodes: ReadonlySet<string> | undefined;

/** Whether a 3-letter code is an ISO 4217 currency the runtime knows. */
export function isCurrencyCode(code: string): boolean {
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes.has(code);
}

/** An ISO 4217 code from a code ("eur"), a symbol ("€", "C$") or a currency word, or null. */
export function parseCurrencyCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (/^[A-Za-z]{3}$/.test(text)) {
    const code = text.toUpperCase();
    return isCurrencyCode(code) ? code : null;
  }
  const word = CURRENCY_WORDS[text.toLowerCase()];
  if (word) return word;
  for (const match of text.matchAll(/\b([A-Z]{3})\b/g)) {
    const code = match[1] ?? '';
    if (isCurrencyCode(code)) return code;
  }
  for (const [symbol, code] of CURRENCY_SYMBOLS) if (symbol.test(text)) return code;
  return null;
}
