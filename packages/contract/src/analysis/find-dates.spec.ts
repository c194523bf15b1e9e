import { describe, expect, it } from 'vitest';
import { findDates, parseInvoiceDate } from './find-dates.js';

const found = (text: string, order?: 'dmy' | 'mdy') =>
  [...findDates(text, { order })].map(({ value, format, text }) => ({ value, format, text }));

describe('findDates', () => {
  it('finds every date in order, with its place and format', () => {
    const text =
      'Delivered 01.03.2024 and 03/15/2024, invoiced 5 March 2024, due 2024-04-04, paid April 5, 2024 (20240405)';
    expect([...findDates(text)]).toEqual([
      { value: '2024-03-01', start: 10, end: 20, text: '01.03.2024', format: 'DMY' },
      { value: '2024-03-15', start: 25, end: 35, text: '03/15/2024', format: 'MDY' },
      { value: '2024-03-05', start: 46, end: 58, text: '5 March 2024', format: 'DMonY' },
      { value: '2024-04-04', start: 64, end: 74, text: '2024-04-04', format: 'YMD' },
      { value: '2024-04-05', start: 81, end: 94, text: 'April 5, 2024', format: 'MonDY' },
      { value: '2024-04-05', start: 96, end: 104, text: '20240405', format: 'YYYYMMDD' },
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
});

describe('less usual ways of printing a date', () => {
  it.each([
    ['5 Mrz. 2024', '2024-03-05', 'DMonY'],
    ['5. marts 2024', '2024-03-05', 'DMonY'],
    ['5/Mar/2024', '2024-03-05', 'DMonY'],
    ['Mar-05-2024', '2024-03-05', 'MonDY'],
    ['2024-Mar-05', '2024-03-05', 'YMD'],
    ['2024年3月5日', '2024-03-05', 'YMD'],
  ])('reads %s', (text, value, format) => {
    expect(found(text)).toEqual([{ value, format, text }]);
  });

  it('reads no date in a year and a word', () => {
    expect(found('Invoice 2024-Net-30')).toEqual([]);
    expect(found('Order 12/Main/2024 street')).toEqual([]);
    expect(found('Checkout-05-2024')).toEqual([]);
    expect(found('Ref SET-12-2024')).toEqual([]);
    expect(found('Nr 2024/GEN/12')).toEqual([]);
    expect(found('Edition 2023 Set 3')).toEqual([]);
    expect(found('3 Set/12 Stk')).toEqual([]);
  });

  it('reads a span of two dates as two dates', () => {
    expect(found('Period 1 Mar/30 Apr 2024').map((each) => each.value)).toEqual(['2024-04-30']);
    expect(found('Service period 1 Mar/31 Mar 2024').map((each) => each.value)).toEqual([
      '2024-03-31',
    ]);
    // Not "1 - August 31" as the 1st of August 2031: 31 is the span's last day, 2024 its year.
    expect(
      found('the billing period August 1 - August 31, 2024').map((each) => each.value),
    ).toEqual(['2024-08-31']);
    // Two digits are still a year where no year follows them.
    expect(found('Date 5 Mar 24').map((each) => each.value)).toEqual(['2024-03-05']);
  });
});

describe('a month name first, as OCR reads it', () => {
  it('reads the year after a comma or a dot with no space', () => {
    expect(found('September 2,2024')).toEqual([
      { value: '2024-09-02', format: 'MonDY', text: 'September 2,2024' },
    ]);
    expect(found('Feb 9. 2020')[0]).toMatchObject({ value: '2020-02-09', format: 'MonDY' });
    // Not a short word that is also a month's name before a list of numbers.
    expect(found('sold out 2,2024')).toEqual([]);
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
    // Italian and Portuguese abbreviations, Portuguese names
    ['3 gen 2024', '2024-01-03'],
    ['9 lug 2024', '2024-07-09'],
    ['5 de março de 2024', '2024-03-05'],
    ['5 de marco de 2024', '2024-03-05'],
    ['12 out. 2024', '2024-10-12'],
    ['1 Dezembro 2024', '2024-12-01'],
    ['2 Febr. 2024', '2024-02-02'],
    ['Sept. 30, 2024', '2024-09-30'],
    // Swedish, Polish (genitive) and Czech (genitive) month names
    ['10 augusti 2024', '2024-08-10'],
    ['3 maj 2024', '2024-05-03'],
    ['15 października 2023', '2023-10-15'],
    ['2 września 2024', '2024-09-02'],
    ['7. března 2024', '2024-03-07'],
    ['1. září 2024', '2024-09-01'],
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
    '31.02.2024',
    '20240230',
    'Feb 30, 2024',
    // a word that only starts like a month name
    '12 Marketing 2024',
    '3 General 24',
    '5 Outstanding 2024',
    '1 Settlement 2024',
    // a digit or a dot right before a numeric date
    '12024-03-05',
    '405.03.2024',
    '.05.03.2024',
    '120240305',
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

describe('two digits of a year before other figures', () => {
  it('are still a year', () => {
    const found = (text: string) => [...findDates(text)].map((each) => each.value);
    expect(found('05 Mar 24 1500.00')).toEqual(['2024-03-05']);
    expect(found('12 Jan 24 2024-0012')[0]).toBe('2024-01-12');
  });
});
