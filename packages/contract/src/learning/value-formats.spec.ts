import { describe, expect, it } from 'vitest';
import { findSavedValue, indexInCell, valuesInFormat } from './value-formats.js';

describe('dates in a learned format', () => {
  it.each([
    ['Datum: 05.03.2024', 'date:DMY', '2024-03-05'],
    ['Date: 03/05/2024', 'date:MDY', '2024-03-05'],
    ['Date: 2024-03-05', 'date:YMD', '2024-03-05'],
    ['Fecha: 5 de marzo de 2024', 'date:DMonY', '2024-03-05'],
    ['Date: March 5, 2024', 'date:MonDY', '2024-03-05'],
    ['Datum: 20240305', 'date:YYYYMMDD', '2024-03-05'],
  ])('reads %s in %s', (text, format, value) => {
    expect(valuesInFormat(text, format).map((each) => each.value)).toEqual([value]);
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
