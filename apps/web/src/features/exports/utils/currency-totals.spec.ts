import { describe, expect, it } from 'vitest';
import { sampleRow } from './sample-rows.testing';
import { invoiceCountText, totalsByCurrency } from './currency-totals';

describe('totalsByCurrency', () => {
  it('adds each currency on its own, exactly, in currency order', () => {
    const rows = [
      ...Array.from({ length: 10 }, () => sampleRow({ amount: 0.1, taxAmount: 0.01, total: 0.11 })),
      sampleRow({ amount: 100, taxAmount: 19, total: 119, currency: 'EUR' }),
      sampleRow({ amount: -100.1, taxAmount: -19.02, total: -119.12, currency: 'EUR' }),
      sampleRow({ amount: 1e9, taxAmount: 0.0001, total: 1000000000.0001, currency: 'CHF' }),
    ];
    expect(totalsByCurrency(rows)).toEqual([
      { currency: 'CHF', count: 1, amount: 1e9, taxAmount: 0.0001, total: 1000000000.0001 },
      { currency: 'EUR', count: 2, amount: -0.1, taxAmount: -0.02, total: -0.12 },
      { currency: 'USD', count: 10, amount: 1, taxAmount: 0.1, total: 1.1 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });

  it('counts invoices in words', () => {
    expect(invoiceCountText(1)).toBe('1 invoice');
    expect(invoiceCountText(10_000)).toBe('10,000 invoices');
  });
});
