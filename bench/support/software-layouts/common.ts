// What every layout of software-layout-invoices.ts shares: the seeded random source, money in
// cents and its printing in each locale's way, dates in each product's format, the sums of an
// invoice (discounts, shipping, one or more tax rates) and the truth a manifest entry records.
import type { Truth } from '../extract-scoring.ts';

/** mulberry32: a small seeded generator, so a seed gives the same corpus every time. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (share: number) => next() < share;
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  const letters = (count: number) =>
    Array.from({ length: count }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ'])).join('');
  const alnum = (count: number) =>
    Array.from({ length: count }, () => pick([...'0123456789ABCDEF'])).join('');
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  /** `count` different items (fewer when there are not so many). */
  const some = <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count);
  return { next, int, pick, chance, digits, letters, alnum, shuffle, some };
}
export type Random = ReturnType<typeof randomSource>;

// ---------------------------------------------------------------------------------------------
// HTML

export const esc = (text: string | number) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Lines joined by <br>, escaped, the empty ones left out. */
export const lines = (items: readonly (string | null | undefined | false)[]) =>
  items
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map(esc)
    .join('<br>');

/** A whole page: the layout's style and body. */
export const page = (css: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
*{box-sizing:border-box}html,body{margin:0;padding:0}
body{-webkit-print-color-adjust:exact;print-color-adjust:exact}
table{border-collapse:collapse}
${css}</style></head><body>${body}</body></html>`;

// ---------------------------------------------------------------------------------------------
// Numbers and money

/** Thousands and decimal separators. */
export interface Sep {
  group: string;
  decimal: string;
}
export const SEP = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  /** French and Polish group with a (narrow) no-break space. */
  fr: { group: '\u202f', decimal: ',' },
  pl: { group: '\u00a0', decimal: ',' },
  /** No grouping at all, as till rolls and some European programs print. */
  plainDot: { group: '', decimal: '.' },
  plainComma: { group: '', decimal: ',' },
} satisfies Record<string, Sep>;

/** A number of cents as 1,234.56 (or the locale's way); a minus sign when negative. */
export function num(cents: number, sep: Sep = SEP.en): string {
  const value = Math.round(cents);
  const abs = Math.abs(value);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
  return `${value < 0 ? '-' : ''}${whole}${sep.decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** How a product prints an amount: the symbol (or code) before or after, with or without a space. */
export interface MoneyStyle {
  sep: Sep;
  symbol: string;
  position: 'before' | 'before-space' | 'after-space' | 'after';
}

export function money(cents: number, style: MoneyStyle): string {
  const body = num(Math.abs(cents), style.sep);
  const sign = cents < 0 ? '-' : '';
  switch (style.position) {
    case 'before':
      return `${sign}${style.symbol}${body}`;
    case 'before-space':
      return `${sign}${style.symbol}\u00a0${body}`;
    case 'after-space':
      return `${sign}${body}\u00a0${style.symbol}`;
    default:
      return `${sign}${body}${style.symbol}`;
  }
}

/** A money printer: `m(123456)` gives "$1,234.56". */
export const moneyOf = (style: MoneyStyle) => (cents: number) => money(cents, style);

/** A quantity: whole numbers bare, fractions with the locale's decimal mark (or `fixed` places). */
export function qty(value: number, sep: Sep = SEP.en, fixed?: number): string {
  if (fixed !== undefined) {
    const [whole = '0', frac = ''] = value.toFixed(fixed).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
    return fixed > 0 ? `${grouped}${sep.decimal}${frac}` : grouped;
  }
  return Number.isInteger(value)
    ? String(value)
    : String(Math.round(value * 1000) / 1000).replace('.', sep.decimal);
}

/** A tax rate: "20%", "7.25%", "19 %", "5,5 %". */
export function pct(rate: number, sep: Sep = SEP.en, space = false): string {
  return `${String(rate).replace('.', sep.decimal)}${space ? '\u00a0' : ''}%`;
}

// ---------------------------------------------------------------------------------------------
// Dates

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pl';

export const MONTHS: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  ),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  ),
  // The genitive, as a Polish date says it ("3 marca 2026").
  pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(
    ' ',
  ),
};
const SHORT: Partial<Record<Lang, string[]>> = {
  fr: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
  nl: 'jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.'.split(' '),
  de: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(' '),
};

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/**
 * An ISO date (YYYY-MM-DD) in a pattern: YYYY, YY, MMMM (month name), MMM (short name), MM, M,
 * DD, D, Do (3rd). Only these upper-case tokens are replaced; the rest is printed as it is.
 */
export function fmtDate(iso: string, pattern: string, lang: Lang = 'en'): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const name = MONTHS[lang][m - 1]!;
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|Do|DD|D/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(y);
      case 'YY':
        return String(y % 100).padStart(2, '0');
      case 'MMMM':
        return name;
      case 'MMM':
        return SHORT[lang]?.[m - 1] ?? name.slice(0, 3);
      case 'MM':
        return String(m).padStart(2, '0');
      case 'M':
        return String(m);
      case 'Do':
        return ordinal(d);
      case 'DD':
        return String(d).padStart(2, '0');
      default:
        return String(d);
    }
  });
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day of the month before `iso`'s, and the first of that month. */
export function previousMonth(iso: string): [first: string, last: string] {
  const [y = 2026, m = 1] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1, 0));
  const first = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** A date of issue between January 2023 and the end of 2026. */
export function issueDate(r: Random): string {
  const year = r.int(2023, 2026);
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const time = (r: Random) =>
  `${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// Lines and sums

export interface Line {
  description: string;
  /** A second line under the description (a period, a SKU, a note). */
  detail?: string;
  quantity: number;
  /** The unit price and the line's amount, in cents: net, or gross on tax-inclusive documents. */
  unit: number;
  amount: number;
  /** The tax rate in per cent. */
  rate: number;
  /** A unit of measure ("h", "Stk.", "szt."). */
  uom?: string;
  /** A line discount in per cent, already in `amount`. */
  discount?: number;
  sku?: string;
  /** An ISO date the line was delivered on (QuickBooks' DATE column, a folio's nights). */
  date?: string;
}

export function line(
  description: string,
  quantity: number,
  unit: number,
  rate: number,
  extra: Partial<Line> = {},
): Line {
  const gross = Math.round(quantity * unit);
  const amount =
    extra.discount !== undefined ? Math.round((gross * (100 - extra.discount)) / 100) : gross;
  return { description, quantity, unit, amount, rate, ...extra };
}

export interface TaxRow {
  rate: number;
  /** The base the tax is worked out on, and the tax. */
  base: number;
  tax: number;
  /** The gross of the rate's lines (tax-inclusive documents). */
  gross: number;
}

export interface Sums {
  /** The lines' sum (net, or gross on tax-inclusive documents). */
  subtotal: number;
  /** A document-level discount (positive), and its share per rate. */
  discount: number;
  shipping: number;
  /** Net after the discount, with the shipping: what `amount` is. */
  net: number;
  taxes: TaxRow[];
  tax: number;
  total: number;
}

/**
 * The sums of net-priced lines: a discount (percent or fixed) shared over the rates in
 * proportion, shipping taxed at the highest rate of the lines, each rate's tax rounded once.
 */
export function sums(
  items: readonly Line[],
  options: { discount?: number; discountPercent?: number; shipping?: number } = {},
): Sums {
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const discount =
    options.discountPercent !== undefined
      ? Math.round((subtotal * options.discountPercent) / 100)
      : (options.discount ?? 0);
  const shipping = options.shipping ?? 0;
  const rates = [...new Set(items.map((item) => item.rate))].sort((a, b) => b - a);
  const top = rates[0] ?? 0;
  let left = discount;
  const taxes = rates.map((rate, index) => {
    const group = items
      .filter((item) => item.rate === rate)
      .reduce((sum, item) => sum + item.amount, 0);
    const share =
      index === rates.length - 1 ? left : Math.round((discount * group) / (subtotal || 1));
    left -= share;
    const base = group - share + (rate === top ? shipping : 0);
    const tax = Math.round((base * rate) / 100);
    return { rate, base, tax, gross: base + tax };
  });
  const tax = taxes.reduce((sum, row) => sum + row.tax, 0);
  const net = subtotal - discount + shipping;
  return { subtotal, discount, shipping, net, taxes, tax, total: net + tax };
}

/** The sums of gross-priced lines (till rolls, shops): each rate's net and tax taken out. */
export function grossSums(items: readonly Line[], options: { shipping?: number } = {}): Sums {
  const shipping = options.shipping ?? 0;
  const rates = [...new Set(items.map((item) => item.rate))].sort((a, b) => b - a);
  const top = rates[0] ?? 0;
  const taxes = rates.map((rate) => {
    const gross =
      items.filter((item) => item.rate === rate).reduce((sum, item) => sum + item.amount, 0) +
      (rate === top ? shipping : 0);
    const base = Math.round((gross * 100) / (100 + rate));
    return { rate, base, tax: gross - base, gross };
  });
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const total = subtotal + shipping;
  const tax = taxes.reduce((sum, row) => sum + row.tax, 0);
  return { subtotal, discount: 0, shipping, net: total - tax, taxes, tax, total };
}

/** A price in cents drawn between two amounts in whole units, rounded as prices are. */
export function price(r: Random, low: number, high: number): number {
  const value = low + r.next() * (high - low);
  if (value >= 200 && r.chance(0.6)) return Math.round(value / 5) * 500;
  if (value >= 20 && r.chance(0.5)) return Math.round(value) * 100 - (r.chance(0.5) ? 1 : 0);
  return Math.round(value * 100);
}

// ---------------------------------------------------------------------------------------------
// Truth

export interface TruthInput {
  invoiceNumber: string | null;
  date: string | null;
  vendor: string;
  /** Cents, or null where the document prints no net. */
  amount: number | null;
  taxAmount: number | null;
  total: number | null;
  currency: string | null;
}

export function truthOf(input: TruthInput): Truth {
  const units = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
  return {
    invoiceNumber: input.invoiceNumber,
    date: input.date,
    vendor: input.vendor,
    amount: units(input.amount),
    taxAmount: units(input.taxAmount),
    total: units(input.total),
    currency: input.currency,
  };
}

// ---------------------------------------------------------------------------------------------
// Layouts

export interface Paper {
  /** A4 or US Letter, or a till roll's width in mm (the page as long as the receipt). */
  format?: 'A4' | 'Letter';
  roll?: number;
  /** The sheet turned sideways (wider than tall). */
  landscape?: boolean;
  /** Page margins in CSS units (top right bottom left); the layout's own padding otherwise. */
  margin?: [string, string, string, string];
  /** Chromium's footer and header templates, for footers on every page ("Page 1 of 2"). */
  footer?: string;
  header?: string;
}

export interface Rendered {
  html: string;
  paper: Paper;
  truth: Truth;
  /** Other names of the seller the document prints (brand vs legal entity). */
  aliases?: string[];
  /** The seller's name is only in the logo picture. */
  logoOnly?: boolean;
}

export interface Layout {
  name: string;
  render(r: Random): Rendered;
}

/** The page numbers Chromium fills into a footer template. */
export const PAGE_OF = '<span class="pageNumber"></span> of <span class="totalPages"></span>';

/**
 * Sums with taxes stacked on the same net (Canada's GST and PST, QST): `rates` replace the lines'
 * own rate, one tax row per rate, each rounded once.
 */
export function stacked(base: Sums, rates: readonly number[]): Sums {
  if (rates.length === 0) return base;
  const taxes = rates.map((rate) => {
    const tax = Math.round((base.net * rate) / 100);
    return { rate, base: base.net, tax, gross: base.net + tax };
  });
  const tax = taxes.reduce((sum, row) => sum + row.tax, 0);
  return { ...base, taxes, tax, total: base.net + tax };
}
