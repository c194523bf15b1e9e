import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { writeJson } from './json-writer';

describe('writeJson', () => {
  it('writes an array of invoices with the export field names of SPEC section 3, in order', () => {
    const json = writeJson(
      sampleDocument([
        sampleRow({
          vendor: 'Ünïcødé "quoted" </script>',
          amount: 0.1,
          taxAmount: 0.2,
          total: 0.3,
        }),
      ]),
    );
    const parsed = JSON.parse(json) as Record<string, unknown>[];
    expect(Object.keys(parsed[0]!)).toEqual([
      'invoiceNumber',
      'date',
      'vendor',
      'amount',
      'taxAmount',
      'taxNumber1',
      'taxNumber2',
      'taxNumber3',
      'total',
      'category',
      'currency',
      'description',
    ]);
    expect(parsed[0]).toMatchObject({
      vendor: 'Ünïcødé "quoted" </script>',
      amount: 0.1,
      taxAmount: 0.2,
      total: 0.3,
      date: '2026-03-14',
      taxNumber1: null,
      currency: 'USD',
    });
    expect(json.endsWith('\n')).toBe(true);
  });
});
