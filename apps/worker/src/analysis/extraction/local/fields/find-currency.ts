/**
 * The invoice currency: a currency label, else the most frequent ISO code or symbol. A bare '$' is
 * the currency of the issuer's country when that country's currency is another dollar or peso;
 * an invoice that prints no currency at all is in its issuer's country's currency (not sure).
 */
import { isCurrencyCode } from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import { issuerCountry } from './issuer-country.js';
import { locateCell, readingOf, type Located } from './located.js';
import { GST_WORD } from './labels.js';

/** Currencies written with a '$' (or 'C$', 'R$'…) besides the US dollar. */
const DOLLAR_SIGN_CURRENCIES = new Set([
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'TWD',
  'ARS',
  'MXN',
  'CLP',
  'COP',
  'BRL',
  'UYU',
  'DOP',
  'NAD',
  'FJD',
  'JMD',
  'TTD',
  'BSD',
  'BBD',
  'BZD',
  'LRD',
  'SBD',
  'XCD',
  'BND',
  'KYD',
  'SRD',
  'GYD',
  'NIO',
]);
/** The certainty of a currency read from the issuer's country alone. */
const FROM_COUNTRY = 0.55;

/**
 * "Currency: EUR", "Amounts in USD"; not a tax's amount converted for the tax office ("VAT amount
 * in EUR: €237.65" under a bill in dollars).
 */
const CURRENCY_LABEL =
  /(?<!(?<![\p{L}])(?:vat|tax|mwst|ust|tva|iva|btw|gst|moms)[\s.-]*)(?:currency|w[äa]hrung|devise|monnaie|moneda|divisa|valuta|betr[äa]ge\s*in|amounts?\s*in|montants?\s*en|importes\s*en|bedragen\s*in)\s*:?\s*([A-Z]{3})\b/iu;

const CURRENCY_WORD_LABEL = /^(?:currency|w[äa]hrung|devise|monnaie|moneda|divisa|valuta)\s*:?$/i;

/** The crown's sign beside an amount ("1 250,00 kr", "kr 1.250"), which country's it does not say. */
const CROWN = 'kr';
const CROWN_CURRENCIES = new Set(['DKK', 'NOK', 'SEK', 'ISK']);
const CROWN_SIGN = /(?<=\d\s?)[kK]r\.?(?![\p{L}])|(?<![\p{L}])[kK]r\.?(?=\s?-?\d)/gu;

/** The yen's sign, which China's yuan shares: which one it is, the issuer's country says. */
const YEN = '¥';
/** 元 beside an amount: the yuan, or the dollar of Taiwan, Hong Kong or Macau there. */
const YUAN = '元';
const YUAN_CURRENCIES = new Set(['CNY', 'TWD', 'HKD', 'MOP']);
/**
 * The rupee's "Rs" or ₨: India's, or that of Pakistan, Sri Lanka, Nepal, Mauritius or the
 * Seychelles for an issuer there (₹ is India's alone).
 */
const RUPEE = 'Rs';
const RUPEE_CURRENCIES = new Set(['INR', 'PKR', 'LKR', 'NPR', 'MUR', 'SCR']);
/** The dirham's "DH" or "Dhs": the Emirates', or Morocco's for a Moroccan issuer. */
const DIRHAM = 'Dh';
const DIRHAM_CURRENCIES = new Set(['AED', 'MAD']);
/** The leu after an amount: Romania's, or Moldova's for a Moldovan issuer. */
const LEU = 'lei';
const LEU_CURRENCIES = new Set(['RON', 'MDL']);
/** What a sign after a number needs before it to be money: cents, or groups of thousands. */
const MONEY_BEFORE = String.raw`(?<=\d[.,]\d{2}\s?|\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+\s?)`;
/** The same for a sign before a number: money after it. */
const MONEY_AFTER = String.raw`(?=\s?(?:\d+(?:[.,'’\u00a0\u202f ]\d{3})*[.,]\d{2}|\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+)(?![\d.,]?\d))`;
/** A sign written as letters, before an amount or after one ("Rs 1,250.00", "1 250,00 DH"). */
const letterSign = (sign: string) =>
  new RegExp(`(?<![\\p{L}])(?:${sign})${MONEY_AFTER}|${MONEY_BEFORE}(?:${sign})(?![\\p{L}])`, 'gu');

const SYMBOLS: readonly (readonly [RegExp, string])[] = [
  [/€|\bEURO?S?\b/g, 'EUR'],
  [/£/g, 'GBP'],
  // A dollar a prefix names ("US$", "S$", "HK$"); a '$' after any other capital is none of them.
  [/\bUS\$/g, 'USD'],
  [/(?:\bCA|\bC)\$/g, 'CAD'],
  [/(?:\bAU|\bA)\$/g, 'AUD'],
  [/\bNZ\$/g, 'NZD'],
  [/\bS\$/g, 'SGD'],
  [/\bHK\$/g, 'HKD'],
  [/\bR\$/g, 'BRL'],
  [/\bMX\$/g, 'MXN'],
  [/\bNT\$/g, 'TWD'],
  [/\bRD\$/g, 'DOP'],
  [/\bN\$/g, 'NAD'],
  [/\bJ\$/g, 'JMD'],
  [/\bTT\$/g, 'TTD'],
  [/\bEC\$/g, 'XCD'],
  [/\bBZ\$/g, 'BZD'],
  [/\bFJ\$/g, 'FJD'],
  [/₹/g, 'INR'],
  [/₨|\bRs\.?(?=\s?\d)/g, RUPEE],
  [/\bRupees?\b/gi, RUPEE],
  [/\bRinggit\b/gi, 'MYR'],
  [/\bU\.?S\.? ?Dollars?\b/gi, 'USD'],
  [/\bPounds? Sterling\b/gi, 'GBP'],
  [/\bSwiss Francs?\b/gi, 'CHF'],
  [letterSign(String.raw`Dhs?\.?|DH`), DIRHAM],
  [letterSign(String.raw`KShs?\.?`), 'KES'],
  [letterSign(String.raw`S\/\.?`), 'PEN'],
  // The rand's "R" before an amount only ("R 1 250,00"): after one, an "R" is a mark or a code.
  [new RegExp(`(?<![\\p{L}\\p{N}])R${MONEY_AFTER}`, 'gu'), 'ZAR'],
  [letterSign(String.raw`лв\.?`), 'BGN'],
  [letterSign(String.raw`kn`), 'HRK'],
  [letterSign(String.raw`din\.|дин\.?`), 'RSD'],
  [/₸/g, 'KZT'],
  [/₾/g, 'GEL'],
  [/₼/g, 'AZN'],
  [/৳/g, 'BDT'],
  [/₡/g, 'CRC'],
  [/₲/g, 'PYG'],
  [/₵/g, 'GHS'],
  [/₭/g, 'LAK'],
  [/₮/g, 'MNT'],
  [/៛/g, 'KHR'],
  [/(?<![\p{L}])zł(?![\p{L}])/gu, 'PLN'],
  [/(?<![\p{L}])Kč(?![\p{L}])/gu, 'CZK'],
  [/\bRM(?=\s?\d)/g, 'MYR'],
  [/\bRp\.?(?=\s?\d)/g, 'IDR'],
  [/\bRMB\b/g, 'CNY'],
  // Not in a word (発行元, "issuer"), nor another currency's (美元, 港元, 日元): beside an amount.
  [/(?<=\d\s?)(?<![美港日欧歐澳英台加新])元|(?<![\p{L}])元(?=\s?\d)/gu, YUAN],
  [/[¥￥]/g, YEN],
  [/(?<=\d\s?)円/gu, 'JPY'],
  [/₺/g, 'TRY'],
  [/₽/g, 'RUB'],
  [/₩/g, 'KRW'],
  [/₪/g, 'ILS'],
  // The new shekel's usual letters, beside an amount ("NIS 4,941.00").
  [letterSign('NIS'), 'ILS'],
  [/฿/g, 'THB'],
  [/₫/g, 'VND'],
  [/₱/g, 'PHP'],
  [/₦/g, 'NGN'],
  [/₴/g, 'UAH'],
  // Forint and leu after an amount ("125 000 Ft", "1.250,00 lei"), not after a length in feet
  // ("Garden Hose 50 Ft") or a count.
  [new RegExp(`${MONEY_BEFORE}Ft\\.?(?![\\p{L}])`, 'gu'), 'HUF'],
  [new RegExp(`${MONEY_BEFORE}lei(?![\\p{L}])`, 'gu'), LEU],
  // The Turkish lira's letters after an amount ("12.437,16 TL").
  [new RegExp(`${MONEY_BEFORE}TL(?![\\p{L}])`, 'gu'), 'TRY'],
  [/\bS?Fr\.(?=\s?\d)|\bSFr\b|\bCHF\b/g, 'CHF'],
  [/(?<![A-Z])\$/g, 'USD'],
  [CROWN_SIGN, CROWN],
];

/**
 * What follows three capitals that begin an identifier: a hyphen or slash, then a digit (a series,
 * "XOF-2025-0557"), or a number sign ("MVR #16735", a garage's motor vehicle repair licence).
 */
const IN_IDENTIFIER = /^(?:[-/]\d|\s?(?:#|n[o°º]\.|nr\.)\s?\d)/i;

/**
 * Signs as OCR misreads them after an amount: the háček of "Kč" and the stroke of "zł" are
 * small marks that OCR drops or turns into another accent ("1 089,00 Kë", "450 zl").
 */
const OCR_SYMBOLS: readonly (readonly [RegExp, string])[] = [
  [/(?<=\d\s?)K[cëéèeE&](?![\p{L}])/gu, 'CZK'],
  [/(?<=\d\s?)z[lt](?![\p{L}])/gu, 'PLN'],
];

/** Currencies the euro replaced: older invoices (and archives) still print them. */
const FORMER_CURRENCIES = new Set([
  'DEM',
  'FRF',
  'ESP',
  'NLG',
  'ITL',
  'BEF',
  'ATS',
  'FIM',
  'IEP',
  'PTE',
  'GRD',
  'LUF',
]);
const isCode = (code: string) => isCurrencyCode(code) || FORMER_CURRENCIES.has(code);

/** A three capitals that are a currency's code and no tax's or word's ("EUR", not "VAT" or "ALL"). */
export function isCurrencyWord(code: string): boolean {
  return !NOT_CURRENCIES.has(code) && isCode(code);
}

/** Three capital letters that are words on invoices rather than currencies. */
const NOT_CURRENCIES = new Set([
  'VAT',
  'TVA',
  'GST',
  'HST',
  'QST',
  'PST',
  'NET',
  'TAX',
  'ALL',
  'TOP',
  'CUP',
  'BOB',
  'MOP',
  'BTW',
  'IVA',
  'SOS',
  'MRO',
]);

/**
 * Currencies whose codes invoices print often, alone as well as beside amounts. Any other code is
 * taken only on a line that holds an amount with its cents: three capitals of a column's heading
 * or an abbreviation are that code only by chance ("ORD SHP B/O", shipped, not St Helena pounds).
 */
const WIDELY_USED = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CNY',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'INR',
  'SGD',
  'HKD',
  'ZAR',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'OMR',
  'JOD',
  'ILS',
  'TRY',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'KRW',
  'TWD',
  'THB',
  'MYR',
  'IDR',
  'VND',
  'ISK',
  'NGN',
  'KES',
  'EGP',
  'RUB',
  'UAH',
]);
/**
 * An amount: with its cents (or a dinar's three decimals), or in groups of thousands ("1,250,000",
 * "12.900"); not a part of a date ("12.05.2025").
 */
const MONEY =
  /(?<![\d.,])(?:\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})*[.,]\d{2,3}|\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+)(?![\d.,]?\d)/u;

export function findCurrency(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell> = new Set(),
): Located<string> | null {
  for (const line of lines) {
    for (const [index, cell] of line.cells.entries()) {
      // "Currency: EUR", or the code in the next cell ("Währung | DEM").
      const code = CURRENCY_LABEL.exec(cell.text)?.[1]?.toUpperCase();
      if (code && isCode(code)) return locateCell(code, line, cell, 0.95);
      const next = line.cells[index + 1];
      const nextCode =
        next && CURRENCY_WORD_LABEL.test(cell.text)
          ? /^([A-Z]{3})\b/.exec(next.text)?.[1]
          : undefined;
      if (next && nextCode && isCode(nextCode)) return locateCell(nextCode, line, next, 0.95);
    }
  }
  const counts = new Map<
    string,
    { count: number; shown: Located<string>; onlyDollarSign: boolean }
  >();
  const add = (
    code: string,
    weight: number,
    line: TextLine,
    cellIndex: number,
    start: number,
    length: number,
    dollarSign = false,
  ) => {
    const cell = line.cells[cellIndex];
    if (!cell) return;
    const entry = counts.get(code);
    const place = { value: code, line, cell, start, end: start + length, certainty: 0.8 };
    if (entry) {
      entry.count += weight;
      entry.onlyDollarSign &&= dollarSign;
      // The currency is shown where OCR was surest of it (a text layer's first sign).
      if (readingOf(place) > readingOf(entry.shown)) entry.shown = place;
    } else counts.set(code, { count: weight, shown: place, onlyDollarSign: dollarSign });
  };
  for (const line of lines) {
    line.cells.forEach((cell, cellIndex) => {
      for (const match of cell.text.matchAll(/\b([A-Z]{3})\b/g)) {
        const code = match[1] ?? '';
        // Three capitals joined to an identifier's digits are its series or its name ("XOF-2025-0557").
        if (IN_IDENTIFIER.test(cell.text.slice((match.index ?? 0) + 3))) continue;
        // "SDN BHD" is a Malaysian company's legal form, not Bahraini dinars.
        if (code === 'BHD' && /SDN\.?\s*$/i.test(cell.text.slice(0, match.index))) continue;
        if (isCurrencyWord(code) && (WIDELY_USED.has(code) || MONEY.test(line.text)))
          add(code, 2, line, cellIndex, match.index ?? 0, 3);
      }
      for (const [symbol, code] of line.source === 'ocr' ? [...SYMBOLS, ...OCR_SYMBOLS] : SYMBOLS) {
        for (const match of cell.text.matchAll(symbol))
          add(code, 1, line, cellIndex, match.index ?? 0, match[0].length, match[0] === '$');
      }
    });
  }
  // Indian GST invoices (GSTIN, IGST/CGST/SGST) are in rupees, whatever OCR made of the ₹ sign.
  // Its place is the word that says so, not the whole cell (whose other words OCR may be unsure of).
  for (const line of lines) {
    const index = line.cells.findIndex((each) => GST_WORD.test(each.text));
    const match = index >= 0 ? GST_WORD.exec(line.cells[index]!.text) : null;
    if (match) add('INR', 3, line, index, match.index, match[0].length);
  }
  // The issuer's country, read once and only where a sign or its absence leaves the currency open.
  let country: ReturnType<typeof issuerCountry> | undefined;
  const countryOf = () =>
    country === undefined ? (country = issuerCountry(lines, customer)) : country;
  // "kr" is the crown of the issuer's country (Denmark, Norway, Sweden, Iceland).
  const crowns = counts.get(CROWN);
  counts.delete(CROWN);
  if (crowns) {
    const crown = countryOf()?.currency;
    if (crown && CROWN_CURRENCIES.has(crown)) {
      const entry = counts.get(crown);
      if (entry) entry.count += crowns.count;
      else counts.set(crown, { ...crowns, shown: { ...crowns.shown, value: crown } });
    }
  }
  // '¥' is the yuan of a Chinese issuer, else the yen; 元 the yuan, or the dollar of Taiwan,
  // Hong Kong or Macau for an issuer there; the leu Moldova's for a Moldovan issuer, else
  // Romania's. Each keeps its place among the signs read (which one was read first breaks ties).
  resolveSign(counts, YEN, () => (countryOf()?.currency === 'CNY' ? 'CNY' : 'JPY'));
  // The issuer's currency where it is one of those a sign stands for, else the sign's usual one.
  const issuersOr = (currencies: ReadonlySet<string>, usual: string) => () => {
    const own = countryOf()?.currency;
    return own && currencies.has(own) ? own : usual;
  };
  resolveSign(counts, YUAN, issuersOr(YUAN_CURRENCIES, 'CNY'));
  resolveSign(counts, RUPEE, issuersOr(RUPEE_CURRENCIES, 'INR'));
  resolveSign(counts, DIRHAM, issuersOr(DIRHAM_CURRENCIES, 'AED'));
  resolveSign(counts, LEU, issuersOr(LEU_CURRENCIES, 'RON'));
  // CA$ and A$ also count as "$": take them off USD.
  const usd = counts.get('USD');
  const dollars = (counts.get('CAD')?.count ?? 0) + (counts.get('AUD')?.count ?? 0);
  if (usd && dollars) usd.count = Math.max(0, usd.count - dollars);
  const [best] = [...counts.values()]
    .filter((entry) => entry.count > 0)
    .sort((left, right) => right.count - left.count);
  if (best && !(best.shown.value === 'USD' && best.onlyDollarSign)) return best.shown;
  const issuer = countryOf();
  if (best) {
    // A bare '$': another dollar or peso when the issuer is from that country.
    return issuer && DOLLAR_SIGN_CURRENCIES.has(issuer.currency)
      ? { ...best.shown, value: issuer.currency, certainty: 0.7 }
      : best.shown;
  }
  return issuer
    ? {
        value: issuer.currency,
        line: issuer.line,
        cell: issuer.cell,
        start: 0,
        end: issuer.cell.text.length,
        certainty: FROM_COUNTRY,
      }
    : null;
}

/**
 * Replaces a sign several currencies share (`sign`) by the currency it stands for on this page, in
 * its place among the currencies read, adding its count to that currency's where it was read too.
 */
function resolveSign<Entry extends { count: number; shown: Located<string> }>(
  counts: Map<string, Entry>,
  sign: string,
  currencyOf: () => string,
): void {
  const signs = counts.get(sign);
  if (!signs) return;
  const currency = currencyOf();
  const entries = [...counts.entries()];
  const signAt = entries.findIndex(([code]) => code === sign);
  const currencyAt = entries.findIndex(([code]) => code === currency);
  const existing = entries[currencyAt]?.[1];
  const merged = existing
    ? { ...existing, count: existing.count + signs.count }
    : { ...signs, shown: { ...signs.shown, value: currency } };
  const at = currencyAt >= 0 ? Math.min(signAt, currencyAt) : signAt;
  counts.clear();
  entries.forEach(([code, entry], index) => {
    if (index === at) counts.set(currency, merged);
    else if (code !== sign && code !== currency) counts.set(code, entry);
  });
}
