import type { Report } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import {
  currentReportStorageKey,
  nextReportName,
  parseStoredReportId,
  pickCurrentReport,
} from './current-report.js';

const report = (id: number, name = `Report ${id}`): Report => ({
  id,
  name,
  userId: 'u1',
  invoiceCount: 0,
});

describe('nextReportName', () => {
  it('is Report N with N = number of reports + 1', () => {
    expect(nextReportName(0)).toBe('Report 1');
    expect(nextReportName(1)).toBe('Report 2');
    expect(nextReportName(41)).toBe('Report 42');
  });
});

describe('pickCurrentReport', () => {
  const reports = [report(3), report(7), report(9)];

  it('keeps the report the user chose while it exists', () => {
    expect(pickCurrentReport(reports, 7)?.id).toBe(7);
  });

  it('falls back to the last report, as on a first load', () => {
    expect(pickCurrentReport(reports, null)?.id).toBe(9);
    expect(pickCurrentReport(reports, 8)?.id).toBe(9);
  });

  it('has none without reports', () => {
    expect(pickCurrentReport([], 7)).toBeUndefined();
  });
});

describe('the remembered report id', () => {
  it('is kept per user', () => {
    expect(currentReportStorageKey('a')).not.toBe(currentReportStorageKey('b'));
  });

  it('accepts only a positive whole number', () => {
    expect(parseStoredReportId(12)).toBe(12);
    for (const value of [undefined, null, 0, -1, 1.5, '12', Number.NaN, {}])
      expect(parseStoredReportId(value)).toBeNull();
  });
});
