import { CURRENCY_LOCALES, DEFAULT_LOCALE } from '@billfold/contract/money';
import { currencyFractionDigits } from './export-rows';

/** Direction marks that Intl puts around right-to-left symbols (he, ar): invisible, no glyph. */
const DIRECTION_MARKS = /[\u061C\u200E\u200F]/g;

/**
 * Text as a document format without bidi support draws it (Excel number formats, the PDF's font):
 * without direction marks, and with the full-width yen of ja-JP ('￥') as the ordinary yen sign.
 */
export function printableText(text: string): string {
  return text.replace(DIRECTION_MARKS, '').replaceAll('\uFFE5', '\u00A5');
}

/** How a currency's amounts are written where its display locale is used (SPEC section 9). */
export interface CurrencyStyle {
  symbol: string;
  /** '$1.00' rather than '1,00 €'. */
  symbolFirst: boolean;
  /** A space between the symbol and the number ('R$ 1,00', '1,00 €'). */
  spaced: boolean;
  fractionDigits: number;
}

const styles = new Map<string, CurrencyStyle>();

export function currencyStyle(currency: string): CurrencyStyle {
  let style = styles.get(currency);
  if (style) return style;
  const fractionDigits = currencyFractionDigits(currency);
  try {
    const parts = new Intl.NumberFormat(CURRENCY_LOCALES[currency] ?? DEFAULT_LOCALE, {
      style: 'currency',
      currency,
    }).formatToParts(1);
    const symbolAt = parts.findIndex((part) => part.type === 'currency');
    const numberAt = parts.findIndex((part) => part.type === 'integer');
    const between = parts.slice(Math.min(symbolAt, numberAt) + 1, Math.max(symbolAt, numberAt));
    style = {
      symbol: printableText(parts[symbolAt]!.value).trim(),
      symbolFirst: symbolAt < numberAt,
      spaced: between.some((part) => /\s/.test(part.value)),
      fractionDigits,
    };
  } catch {
    style = { symbol: currency, symbolFirst: false, spaced: true, fractionDigits };
  }
  styles.set(currency, style);
  return style;
}

/**
 * A spreadsheet number format that shows a number in its currency, e.g. '"$"#,##0.00',
 * '#,##0.00 "€"', '"¥"#,##0'; the viewer's own locale decides the separators.
 */
export function excelCurrencyFormat(currency: string): string {
  const { symbol, symbolFirst, spaced, fractionDigits } = currencyStyle(currency);
  const number = fractionDigits > 0 ? `#,##0.${'0'.repeat(fractionDigits)}` : '#,##0';
  const literal = `"${symbol.replaceAll('"', '')}"`;
  const gap = spaced ? ' ' : '';
  return symbolFirst ? `${literal}${gap}${number}` : `${number}${gap}${literal}`;
}
