import { describe, expect, it } from 'vitest';
import {
  isCurrencyCode,
  parseAmount,
  parseCurrencyCode,
  parseInvoiceDate,
} from './parse-values.js';

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

describe('parseInvoiceDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T10:11:12Z', '2024-03-05'],
    ['2024/3/5', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    ['5.3.24', '2024-03-05'],
    ['05/03/2024', '2024-03-05'],
    ['31/12/2023', '2023-12-31'],
    ['12/31/2023', '2023-12-31'],
    ['March 5, 2024', '2024-03-05'],
    ['Mar 5 2024', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['5th March 2024', '2024-03-05'],
    ['05-Mar-2024', '2024-03-05'],
    ['5. März 2024', '2024-03-05'],
    ['1er février 2024', '2024-02-01'],
    // OCR loses accents: a month name is read without them too.
    ['11. Marz 2014', '2014-03-11'],
    ['3 Fevrier 2024', '2024-02-03'],
    ['15 décembre 2023', '2023-12-15'],
    ['20240305', '2024-03-05'],
    ['Invoice date: 05.03.2024, due 04.04.2024', '2024-03-05'],
    // Spanish and Dutch
    ['7 de marzo de 2024', '2024-03-07'],
    ['15-dic-2023', '2023-12-15'],
    ['12 maart 2024', '2024-03-12'],
    ['3 mrt. 2024', '2024-03-03'],
    ['1 oktober 2024', '2024-10-01'],
    // the spaces lost in a text layer
    ['Invoice14Sep2021Date', '2021-09-14'],
    ['3mrt.2024', '2024-03-03'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseInvoiceDate(text)).toBe(expected);
  });

  it('reads an ambiguous numeric date day first unless told otherwise', () => {
    expect(parseInvoiceDate('03/05/2024')).toBe('2024-05-03');
    expect(parseInvoiceDate('03/05/2024', { order: 'mdy' })).toBe('2024-03-05');
    expect(parseInvoiceDate('13/05/2024', { order: 'mdy' })).toBe('2024-05-13');
  });

  it.each([
    '',
    'no date here',
    '2024-02-30',
    '31.04.2024',
    '2024-13-01',
    '00.01.2024',
    'Mo.-Fr. 08.30 - 12.30 Uhr',
    '05.03-2024',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(parseInvoiceDate(value)).toBeNull();
  });

  it('knows leap years', () => {
    expect(parseInvoiceDate('29.02.2024')).toBe('2024-02-29');
    expect(parseInvoiceDate('29.02.2023')).toBeNull();
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
