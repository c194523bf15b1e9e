import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseUtcTimestamp } from '../src/repositories/prepared-query.js';

const pgParse = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number;

describe('parseUtcTimestamp', () => {
  it("reads a timestamptz exactly as pg's own parser does", () => {
    const texts = [
      '2026-11-26 18:35:00+00',
      '2026-11-26 18:35:00.1+00',
      '2026-11-26 18:35:00.12+00',
      '2026-11-26 18:35:00.123+00',
      '2026-11-26 18:35:00.123456+00',
      '2026-11-26 18:35:00.999999+00',
      '2026-11-26 18:35:00.000001+00',
      '1999-12-31 23:59:59.5+00',
      '2024-02-29 00:00:00.07+00',
      // Not the fast form: pg's parser answers.
      '2026-11-26 19:35:00.123456+01',
      '2026-11-26 13:05:00.5-05:30',
      '0044-03-15 12:00:00+00',
      '0044-03-15 12:00:00+00 BC',
      '12026-11-26 18:35:00+00',
      '2026-11-26T18:35:00.5+00',
      '2026-1x-26 18:35:00+00',
      'infinity',
      '-infinity',
    ];
    // Every millisecond's fraction, as PostgreSQL writes it (trailing zeros dropped).
    for (let ms = 0; ms < 1000; ms++)
      texts.push(
        `2026-01-02 03:04:05.${String(ms).padStart(3, '0')}456`.replace(/0+$/, '') + '+00',
      );
    for (const text of texts) {
      const expected = pgParse(text);
      const actual = parseUtcTimestamp(text);
      if (expected instanceof Date) {
        expect(actual, text).toBeInstanceOf(Date);
        // The ISO form it keeps is the one any Date of that time gives.
        expect((actual as Date).toISOString(), text).toBe(
          new Date(expected.getTime()).toISOString(),
        );
        expect(JSON.stringify(actual), text).toBe(JSON.stringify(expected));
      }
      if (expected instanceof Date)
        expect((actual as Date).getTime(), text).toBe(expected.getTime());
      else expect(actual, text).toBe(expected);
    }
  });

  it('formats a Date changed after it was read as any Date', () => {
    const date = parseUtcTimestamp('2026-11-26 18:35:00.123456+00') as Date;
    expect(date.toISOString()).toBe('2026-11-26T18:35:00.123Z');
    date.setTime(Date.UTC(2020, 0, 1));
    expect(date.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(JSON.stringify({ date })).toBe('{"date":"2020-01-01T00:00:00.000Z"}');
  });
});
