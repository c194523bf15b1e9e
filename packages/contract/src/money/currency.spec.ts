import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './currency.js';

describe('parseTypedAmount', () => {
  it('reads a decimal point or a decimal comma, whatever the currency', () => {
    expect(parseTypedAmount('18.33', 'USD')).toBe(18.33);
    expect(parseTypedAmount('18,33', 'USD')).toBe(18.33);
    expect(parseTypedAmount('18,33', 'EUR')).toBe(18.33);
    expect(parseTypedAmount('0,5')).toBe(0.5);
    expect(parseTypedAmount('.5')).toBe(0.5);
    expect(parseTypedAmount('-5')).toBe(-5);
    expect(parseTypedAmount(' 1002 ')).toBe(1002);
  });

  it('reads thousands separators beside a decimal separator', () => {
    expect(parseTypedAmount('1,234.56', 'EUR')).toBe(1234.56);
    expect(parseTypedAmount('1.234,56', 'USD')).toBe(1234.56);
    expect(parseTypedAmount('1 234,56', 'EUR')).toBe(1234.56);
    expect(parseTypedAmount('1\u202f234,56', 'EUR')).toBe(1234.56);
    expect(parseTypedAmount("1'234.50", 'CHF')).toBe(1234.5);
    expect(parseTypedAmount('1,234,567', 'USD')).toBe(1234567);
    expect(parseTypedAmount('12,34,567.50', 'INR')).toBe(1234567.5);
  });

  it("lets the currency's locale decide a lone separator before three digits", () => {
    expect(parseTypedAmount('1,234', 'USD')).toBe(1234);
    expect(parseTypedAmount('1.234', 'EUR')).toBe(1234);
    expect(parseTypedAmount('1,234', 'EUR')).toBe(1.234);
    expect(parseTypedAmount('1.234', 'USD')).toBe(1.234);
    expect(parseTypedAmount('0.125', 'EUR')).toBe(0.125);
  });

  it('is null for what is no amount', () => {
    for (const text of ['', ' ', 'abc', '12a', '1.2.3,4,5', '1,23.45', '1.234,5.6', '--5', '5-'])
      expect(parseTypedAmount(text, 'USD')).toBeNull();
  });
});
