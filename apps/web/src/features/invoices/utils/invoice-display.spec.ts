import { describe, expect, it } from 'vitest';
import {
  breakableAmount,
  currencyName,
  invoiceAmounts,
  invoiceDate,
  orMissing,
} from './invoice-display.js';

describe('invoice display', () => {
  it("shows amounts in the invoice's own currency with an exact total", () => {
    expect(invoiceAmounts({ amount: 0.1, tax: 0.2, currency: 'USD' })).toEqual({
      amount: '$0.10',
      tax: '$0.20',
      total: '$0.30',
    });
    const euro = invoiceAmounts({ amount: 1234.5, tax: 234.56, currency: 'EUR' });
    expect(euro.total.replace(/\s/g, ' ')).toBe('1.469,06 €');
    expect(invoiceAmounts({ amount: 1000, tax: 0, currency: 'JPY' }).amount).toBe('￥1,000');
  });

  it('lets an amount wrap beside its currency, never between its digits', () => {
    const amount = (value: number, currency: string) =>
      breakableAmount(invoiceAmounts({ amount: value, tax: 0, currency }).amount);
    // The currency before the number, and after it.
    expect(amount(1234567.89, 'CHF')).toBe("CHF 1'234'567.89");
    expect(amount(1234567.89, 'EUR')).toBe('1.234.567,89 €');
    expect(amount(-12.5, 'BRL')).toBe('-R$ 12,50');
    // Digit groups keep their no-break spaces: only the one beside 'kr' may break.
    expect(amount(1234567.89, 'SEK')).toBe('1\u00a0234\u00a0567,89 kr');
    expect(amount(1234567.89, 'ZAR')).toBe('R 1\u00a0234\u00a0567,89');
    // Nothing to break beside (no space at all).
    expect(amount(1234567.89, 'USD')).toBe('$1,234,567.89');
  });

  it('shows N/A for a missing text or date', () => {
    expect(orMissing(null)).toBe('N/A');
    expect(orMissing('  ')).toBe('N/A');
    expect(orMissing('Acme')).toBe('Acme');
    expect(invoiceDate({ date: null })).toBe('N/A');
    expect(invoiceDate({ date: '2026-03-14' })).toBe('Mar 14, 2026');
  });

  it('names currencies', () => {
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('CHF')).toBe('Swiss Franc');
  });
});
