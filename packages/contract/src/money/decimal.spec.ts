import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency.js';
import { formatAmount, fromMinorUnits, invoiceTotal, sumMoney, toMinorUnits } from './decimal.js';

describe('exact money', () => {
  it('adds without floating-point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10_000 }, () => 0.01))).toBe(100);
    expect(sumMoney(Array.from({ length: 100_000 }, () => 19.99))).toBe(1_999_000);
    expect(invoiceTotal(1234.56, 234.57)).toBe(1469.13);
  });

  it('adds stored amounts (numeric(16,4) text) exactly as the decimal arithmetic does', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const stored = () => {
      const digits = 1 + Math.floor(random() * 11);
      const whole = String(Math.floor(random() * 10 ** digits));
      const fraction = String(Math.floor(random() * 10_000)).padStart(4, '0');
      return `${random() < 0.2 ? '-' : ''}${whole}.${fraction}`;
    };
    for (let i = 0; i < 20_000; i++) {
      const [amount, tax] = [stored(), stored()];
      expect(invoiceTotal(amount, tax), `${amount} + ${tax}`).toBe(sumMoney([amount, tax]));
    }
    for (const [amount, tax] of [
      ['0.0000', '0.0000'],
      ['-0.0000', '0.0000'],
      ['99999999999.9999', '0.0001'],
      ['999999999999.9999', '0.0001'],
      ['0.1000', '0.2000'],
      ['-100.1000', '-19.0200'],
    ])
      expect(
        Object.is(invoiceTotal(amount, tax), sumMoney([amount, tax])),
        `${amount} + ${tax}`,
      ).toBe(true);
  });

  it('counts a missing value as 0 and keeps the sign of credit notes', () => {
    expect(invoiceTotal(null, 5)).toBe(5);
    expect(invoiceTotal(100, undefined)).toBe(100);
    expect(invoiceTotal(-100.1, -19.02)).toBe(-119.12);
  });

  it('parses numbers and numeric strings to ten-thousandths, rounding half away from zero', () => {
    expect(toMinorUnits('12.3456')).toBe(123456n);
    expect(toMinorUnits('0.00005')).toBe(1n);
    expect(toMinorUnits(-0.00005)).toBe(-1n);
    expect(toMinorUnits(1e21)).toBe(10n ** 25n);
    expect(fromMinorUnits(-123450n)).toBe('-12.345');
    expect(fromMinorUnits(0n)).toBe('0');
    expect(() => toMinorUnits('12,50')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows each amount in its own currency and locale', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toMatch(/^1\.234,50\s€$/);
    expect(formatMoney(1234, 'JPY')).toMatch(/1,234/);
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(null, undefined)).toBe('$0.00');
  });
});

describe('formatAmount', () => {
  it('groups thousands and keeps the cents, as a message shows an amount', () => {
    expect(formatAmount(101898)).toBe('101,898.00');
    expect(formatAmount(0.5)).toBe('0.50');
    expect(formatAmount(-1234.5678)).toBe('-1,234.5678');
  });
});
