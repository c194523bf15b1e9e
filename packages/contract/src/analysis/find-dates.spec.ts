import { describe, expect, it } from 'vitest';
import { findDates, parseInvoiceDate } from './find-dates.js';

const found = (text: string, order?: 'dmy' | 'mdy') =>
  [...findDates(text, { order })].map(({ value, format, text }) => ({ value, format, text }));

describe('findDates', () => {
  it.each([
    ['2024-03-05', 'YMD', '2024-03-05'],
    ['05.03.2024', 'DMY', '2024-03-05'],
    ['03/15/2024', 'MDY', '2024-03-15'],
    ['5 March 2024', 'DMonY', '2024-03-05'],
    ['March 5, 2024', 'MonDY', '2024-03-05'],
    ['20240305', 'YYYYMMDD', '2024-03-05'],
  ])('reads %s as %s', (text, format, value) => {
    expect(found(text)).toEqual([{ value, format, text }]);
  });

  it('finds every date in order, with its place', () => {
    const text = 'Delivery 01.03.2024, invoice 5 March 2024, due 2024-04-04';
    expect([...findDates(text)]).toEqual([
      { value: '2024-03-01', start: 9, end: 19, text: '01.03.2024', format: 'DMY' },
      { value: '2024-03-05', start: 29, end: 41, text: '5 March 2024', format: 'DMonY' },
      { value: '2024-04-04', start: 47, end: 57, text: '2024-04-04', format: 'YMD' },
    ]);
  });

  it('does not let a span that is no date hide the date it overlaps', () => {
    expect([...findDates('Rechnung Nr. R18-31 vom 03.10.2018')]).toEqual([
      { value: '2018-10-03', start: 24, end: 34, text: '03.10.2018', format: 'DMY' },
    ]);
  });

  it('reads an ambiguous numeric date in the order asked, an unambiguous one as printed', () => {
    expect(found('03/05/2024')).toEqual([
      { value: '2024-05-03', format: 'DMY', text: '03/05/2024' },
    ]);
    expect(found('03/05/2024', 'mdy')).toEqual([
      { value: '2024-03-05', format: 'MDY', text: '03/05/2024' },
    ]);
    expect(found('13/05/2024', 'mdy')[0]).toMatchObject({ value: '2024-05-13', format: 'DMY' });
    expect(found('05/13/2024', 'dmy')[0]).toMatchObject({ value: '2024-05-13', format: 'MDY' });
  });

  it.each([
    ['3 gen 2024', '2024-01-03'],
    ['5 de março de 2024', '2024-03-05'],
    ['5 de marco de 2024', '2024-03-05'],
    ['12 out. 2024', '2024-10-12'],
    ['1 Dezembro 2024', '2024-12-01'],
    ['9 lug 2024', '2024-07-09'],
    ['2 Febr. 2024', '2024-02-02'],
    ['Sept. 30, 2024', '2024-09-30'],
  ])('knows the month in %s', (text, value) => {
    expect(parseInvoiceDate(text)).toBe(value);
  });

  it.each(['12 Marketing 2024', '3 General 24', '5 Outstanding 2024', '1 Settlement 2024'])(
    'reads no month from a word that only starts like one: %s',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );

  it.each(['31.02.2024', '2024-02-30', '29.02.2023', '2024-13-01', '20240230', 'Feb 30, 2024'])(
    'finds no date in %s',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );

  it('takes no numeric date right after a digit or a dot', () => {
    expect(found('12024-03-05')).toEqual([]);
    expect(found('405.03.2024')).toEqual([]);
    expect(found('.05.03.2024')).toEqual([]);
    expect(found('120240305')).toEqual([]);
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
