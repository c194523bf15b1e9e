import { describe, expect, it } from 'vitest';
import { formAmount, parseTypedAmount } from './parse-values.js';

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

  it('reads a currency sign, a trailing minus and a group of more than three digits before a lone separator', () => {
    expect(parseTypedAmount('€ 18,33', 'EUR')).toBe(18.33);
    expect(parseTypedAmount('5-', 'USD')).toBe(-5);
    expect(parseTypedAmount('1234,567', 'USD')).toBe(1234.567);
    expect(parseTypedAmount('1234.567', 'EUR')).toBe(1234.567);
    // Every decimal is kept: the form's rules say how many an amount may have.
    expect(parseTypedAmount('1.23456', 'USD')).toBe(1.23456);
  });

  it('is written by the form with cents, or all four decimals where it has more than two', () => {
    expect(formAmount(100)).toBe('100.00');
    expect(formAmount(19.5)).toBe('19.50');
    expect(formAmount(-0.1)).toBe('-0.10');
    expect(formAmount(0.1235)).toBe('0.1235');
    expect(formAmount(12.345)).toBe('12.3450');
  });

  it('reads what the form itself writes back as written, in any currency', () => {
    for (const currency of ['EUR', 'USD', 'SAR', 'INR'])
      for (const value of [12.345, 1.125, 0.1235, 1234.5, 100, -7.67])
        expect(parseTypedAmount(formAmount(value), currency)).toBe(value);
  });

  it('is null for what is no amount', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '12a',
      '1.2.3,4,5',
      '1,23.45',
      '1.234,5.6',
      '5-5',
      '12 34',
      '1 2',
    ])
      expect(parseTypedAmount(text, 'USD')).toBeNull();
  });
});
