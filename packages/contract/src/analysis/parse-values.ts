/**
 * Tolerant readers for the values an invoice prints or an analysis answers with: amounts in any
 * common notation ("1,234.56", "1.234,56 €", "(12.00)"), currency codes and symbols. Shared by the
 * web app (normalizeAnalysis) and the worker's local extractor; dates are read by find-dates.ts.
 */
import { decimalSeparatorOf } from '../money/currency.js';
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
  const amount = readAmount(value, { decimal: null, typed: false });
  return amount === null ? null : roundMoney(amount);
}

/**
 * An amount as a person types it into a form, in the notation of the currency's own locale where
 * a lone separator could be either ("1.234" is 1234 in euros and 1.234 in dollars; "18,33" is
 * 18.33 in both): every decimal kept (the form's rules say how many it may have). Null where the
 * text is no amount, an empty one included.
 */
export function parseTypedAmount(text: string, currency?: string | null): number | null {
  return readAmount(text, { decimal: decimalSeparatorOf(currency), typed: true });
}

/**
 * An amount as a form shows it for editing, read back by parseTypedAmount as it was: with its cents
 * ("100.00"), or with all four decimals where it has more than two ("12.3450", which no currency
 * reads as twelve thousand).
 */
export function formAmount(value: number): string {
  const cents = value.toFixed(2);
  return Number(cents) === value ? cents : value.toFixed(4);
}

/**
 * The number a text prints, unrounded. `decimal` decides a lone separator before three digits
 * (null: it groups thousands); `typed`: a space or an apostrophe groups only a run of three digits
 * after it (a form's "12 34" is no amount; a page's is read as OCR splits it).
 */
function readAmount(
  value: string,
  { decimal, typed }: { decimal: '.' | ',' | null; typed: boolean },
): number | null {
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
  text = typed
    ? text.replace(GROUPING, (space, at: number, whole: string) =>
        /^\d{3}(?!\d)/.test(whole.slice(at + space.length)) ? '' : space,
      )
    : text.replace(GROUPING, '');
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const normalized = normalizeSeparators(text, decimal);
  if (normalized === null) return null;
  const amount = Number(normalized);
  if (!Number.isFinite(amount)) return null;
  return negative ? -amount : amount;
}

function normalizeSeparators(text: string, decimal: '.' | ',' | null): string | null {
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
  if (
    fraction.length === 3 &&
    whole.length >= 1 &&
    whole.length <= 3 &&
    whole !== '0' &&
    separator !== decimal
  ) {
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
