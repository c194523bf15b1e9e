import { describe, expect, it } from 'vitest';
import { isCurrencyCode, parseAmount, parseCurrencyCode } from './parse-values.js';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ["1'234.56", 1234.56],
    ['12,34,567.50', 1234567.5],
    ['198,00', 198],
    ['37.62', 37.62],
    ['1,234', 1234],
    ['1.234', 1234],
    ['0.125', 0.125],
    ['1.234.567', 1234567],
    ['235', 235],
    ['.50', 0.5],
  ])('reads %s as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['$1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['€ 99,90', 99.9],
    ['EUR 235,62', 235.62],
    ['235,62 EUR', 235.62],
    ["CHF 1'000.00", 1000],
    ['C$ 12.00', 12],
    ['£0.99', 0.99],
  ])('ignores the currency around %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['-12.50', -12.5],
    ['−12,50', -12.5],
    ['12.50-', -12.5],
    ['(12.50)', -12.5],
    ['$-12.50', -12.5],
    ['-$12.50', -12.5],
  ])('keeps the sign of %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('passes finite numbers through with at most 4 decimals', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount(0.1 + 0.2)).toBe(0.3);
    expect(parseAmount(1.23456)).toBe(1.2346);
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it.each([
    '',
    '   ',
    'abc',
    '12 apples',
    '1,2,3',
    '1.23.4,5,6',
    '19 %',
    '12-34',
    null,
    undefined,
    {},
    [],
  ])('refuses %j', (value) => {
    expect(parseAmount(value)).toBeNull();
  });
});

describe('parseCurrencyCode', () => {
  it.each([
    ['eur', 'EUR'],
    ['USD', 'USD'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['$', 'USD'],
    ['C$', 'CAD'],
    ['CA$', 'CAD'],
    ['A$', 'AUD'],
    ['₹', 'INR'],
    ['Euro', 'EUR'],
    ['Beträge in EUR', 'EUR'],
    ['Total TVA 20 % en EUR', 'EUR'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseCurrencyCode(text)).toBe(expected);
  });

  it('refuses what is not a currency', () => {
    expect(parseCurrencyCode('XYZ')).toBeNull();
    expect(parseCurrencyCode('VAT')).toBeNull();
    expect(parseCurrencyCode('')).toBeNull();
    expect(parseCurrencyCode(12)).toBeNull();
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
});
