import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../analysis/find-dates.js';
import { findSavedValue, indexInCell, valuesInFormat } from './value-formats.js';

describe('dates in a learned format', () => {
  it('reads each format apart from the others in one text, a numeric date in its order', () => {
    const text = '05.03.2024, 03/15/2024, 2024-03-05, 5 de marzo de 2024, March 5, 2024, 20240305';
    const read = (format: string) =>
      valuesInFormat(text, `date:${format}`).map((each) => each.value);
    expect(DATE_FORMATS.map((format) => [format, read(format)])).toEqual([
      ['YMD', ['2024-03-05']],
      ['DMY', ['2024-03-05']],
      ['MDY', ['2024-05-03', '2024-03-15']],
      ['DMonY', ['2024-03-05']],
      ['MonDY', ['2024-03-05']],
      ['YYYYMMDD', ['2024-03-05']],
    ]);
  });

  it('reads only the dates printed in the format', () => {
    expect(valuesInFormat('13/05/2024', 'date:MDY')).toEqual([]);
    expect(valuesInFormat('05/13/2024', 'date:DMY')).toEqual([]);
    expect(valuesInFormat('5 March 2024', 'date:DMY')).toEqual([]);
    expect(valuesInFormat('05.03.2024', 'date:unknown')).toEqual([]);
  });

  it('finds a saved date in every format it reads as', () => {
    expect(findSavedValue('Date 05/05/2024', 'date', '2024-05-05')).toEqual([
      { start: 5, end: 15, format: 'date:DMY' },
      { start: 5, end: 15, format: 'date:MDY' },
    ]);
    expect(findSavedValue('Date 03/05/2024', 'date', '2024-05-03')).toEqual([
      { start: 5, end: 15, format: 'date:DMY' },
    ]);
    expect(findSavedValue('Date 03/05/2024', 'date', '2024-03-05')).toEqual([
      { start: 5, end: 15, format: 'date:MDY' },
    ]);
  });

  it('counts the dates of the same format before one', () => {
    expect(indexInCell('vom 01.03.2024 bis 31.03.2024', 'date:DMY', 19)).toBe(1);
  });
});
