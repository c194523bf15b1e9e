/** The invoice currency: a currency label, else the most frequent ISO code or symbol. */
import { isCurrencyCode } from '@billfold/contract';
import type { TextLine } from '../page-text.js';
import { locateCell, type Located } from './located.js';

const CURRENCY_LABEL =
  /(?:currency|w[äa]hrung|devise|monnaie|moneda|divisa|valuta|betr[äa]ge\s*in|amounts?\s*in|montants?\s*en|importes\s*en|bedragen\s*in)\s*:?\s*([A-Z]{3})\b/i;

const CURRENCY_WORD_LABEL = /^(?:currency|w[äa]hrung|devise|monnaie|moneda|divisa|valuta)\s*:?$/i;

const SYMBOLS: readonly (readonly [RegExp, string])[] = [
  [/€|\bEURO?S?\b/g, 'EUR'],
  [/£/g, 'GBP'],
  [/(?:CA|C)\$/g, 'CAD'],
  [/(?:AU|A)\$/g, 'AUD'],
  [/₹|\bRs\.?(?=\s?\d)/g, 'INR'],
  [/(?<![\p{L}])zł(?![\p{L}])/gu, 'PLN'],
  [/(?<![\p{L}])Kč(?![\p{L}])/gu, 'CZK'],
  [/\bRM(?=\s?\d)/g, 'MYR'],
  [/¥/g, 'JPY'],
  [/\bFr\.(?=\s?\d)|\bCHF\b/g, 'CHF'],
  [/(?<![A-Z])\$/g, 'USD'],
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

export function findCurrency(lines: readonly TextLine[]): Located<string> | null {
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
  const counts = new Map<string, { count: number; first: Located<string> }>();
  const add = (
    code: string,
    weight: number,
    line: TextLine,
    cellIndex: number,
    start: number,
    length: number,
  ) => {
    const cell = line.cells[cellIndex];
    if (!cell) return;
    const entry = counts.get(code);
    if (entry) entry.count += weight;
    else
      counts.set(code, {
        count: weight,
        first: { value: code, line, cell, start, end: start + length, certainty: 0.8 },
      });
  };
  for (const line of lines) {
    line.cells.forEach((cell, cellIndex) => {
      for (const match of cell.text.matchAll(/\b([A-Z]{3})\b/g)) {
        const code = match[1] ?? '';
        // "SDN BHD" is a Malaysian company's legal form, not Bahraini dinars.
        if (code === 'BHD' && /SDN\.?\s*$/i.test(cell.text.slice(0, match.index))) continue;
        if (!NOT_CURRENCIES.has(code) && isCode(code))
          add(code, 2, line, cellIndex, match.index ?? 0, 3);
      }
      for (const [symbol, code] of SYMBOLS) {
        for (const match of cell.text.matchAll(symbol))
          add(code, 1, line, cellIndex, match.index ?? 0, match[0].length);
      }
    });
  }
  // Indian GST invoices (GSTIN, IGST/CGST/SGST) are in rupees, whatever OCR made of the ₹ sign.
  for (const line of lines) {
    const cell = line.cells.find((each) => /\b(?:GSTIN|IGST|CGST|SGST)\b/.test(each.text));
    if (cell) add('INR', 3, line, line.cells.indexOf(cell), 0, cell.text.length);
  }
  // CA$ and A$ also count as "$": take them off USD.
  const usd = counts.get('USD');
  const dollars = (counts.get('CAD')?.count ?? 0) + (counts.get('AUD')?.count ?? 0);
  if (usd && dollars) usd.count = Math.max(0, usd.count - dollars);
  const [best] = [...counts.values()]
    .filter((entry) => entry.count > 0)
    .sort((left, right) => right.count - left.count);
  return best?.first ?? null;
}
