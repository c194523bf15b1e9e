import { CURRENCIES } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { currencyStyle, excelCurrencyFormat, printableText } from './currency-symbols';

describe('currency symbols', () => {
  it('gives each currency a spreadsheet format with its symbol where its locale puts it', () => {
    expect(excelCurrencyFormat('USD')).toBe('"$"#,##0.00');
    expect(excelCurrencyFormat('EUR')).toBe('#,##0.00 "€"');
    expect(excelCurrencyFormat('GBP')).toBe('"£"#,##0.00');
    expect(excelCurrencyFormat('JPY')).toBe('"¥"#,##0');
    expect(excelCurrencyFormat('CHF')).toBe('"CHF" #,##0.00');
    expect(excelCurrencyFormat('BRL')).toBe('"R$" #,##0.00');
    expect(excelCurrencyFormat('INR')).toBe('"₹"#,##0.00');
    expect(excelCurrencyFormat('SAR')).toBe('#,##0.00 "ر.س."');
    expect(excelCurrencyFormat('XTS')).toMatch(/XTS/);
  });

  it('has a visible symbol for every currency of the list, without direction marks', () => {
    for (const currency of CURRENCIES) {
      const { symbol } = currencyStyle(currency);
      expect(symbol, currency).not.toBe('');
      expect(symbol, currency).not.toMatch(/[\u061C\u200E\u200F\uFFE5]/);
    }
  });

  it('makes right-to-left and full-width text printable', () => {
    expect(printableText('\u200F\u200E-1,234.50\u00a0\u200F₪')).toBe('-1,234.50\u00a0₪');
    expect(printableText('￥1,000')).toBe('¥1,000');
  });
});
