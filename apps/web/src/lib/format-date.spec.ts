import { describe, expect, it } from 'vitest';
import { calendarDateToIso, formatCalendarDate } from './format-date.js';

describe('formatCalendarDate', () => {
  it('shows short month, day and year', () => {
    expect(formatCalendarDate('2026-03-14')).toBe('Mar 14, 2026');
    expect(formatCalendarDate('2025-12-01')).toBe('Dec 1, 2025');
  });

  it('keeps the first and last day of the year on their day (formatted in UTC)', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('is null without a date and shows anything unreadable as it is', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate(undefined)).toBeNull();
    expect(formatCalendarDate('')).toBeNull();
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});

describe('calendarDateToIso', () => {
  it('turns a date input into the ISO timestamp of its UTC midnight', () => {
    expect(calendarDateToIso('2026-03-14')).toBe('2026-03-14T00:00:00.000Z');
    expect(calendarDateToIso(' 2024-02-29 ')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('is null when empty or not a date', () => {
    expect(calendarDateToIso('')).toBeNull();
    expect(calendarDateToIso(null)).toBeNull();
    expect(calendarDateToIso('2023-02-29')).toBeNull();
    expect(calendarDateToIso('14/03/2026')).toBeNull();
  });
});
