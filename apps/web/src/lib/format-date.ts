const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar date has no time zone: it is read and written as UTC midnight so that it shows as
// the same day wherever the browser is.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcMidnight(date: string): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  // Reject dates that roll over, e.g. 2026-02-30.
  return parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
    ? time
    : null;
}

/**
 * A stored calendar date ('YYYY-MM-DD') as short month, day, year: '2026-03-14' → 'Mar 14, 2026'
 * (SPEC section 9). Null when there is no date; anything unreadable is shown as it is.
 */
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const time = utcMidnight(date);
  return time === null ? date : shortDate.format(time);
}

/**
 * The value of a date input ('YYYY-MM-DD') as the ISO timestamp the invoice form sends (SPEC
 * section 5), or null when it is empty or not a date.
 */
export function calendarDateToIso(value: string | null | undefined): string | null {
  const time = value ? utcMidnight(value.trim()) : null;
  return time === null ? null : new Date(time).toISOString();
}
