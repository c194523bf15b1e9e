import { describe, expect, it } from 'vitest';
import { AnalysisResultSchema, ValidationFlagCode } from './analysis-result.schema.js';
import { TOTAL_ONLY_MESSAGE, isKnownVatRate, validateInvoice } from './validate-invoice.js';

const NOW = new Date('2026-03-20T12:00:00Z');
const good: Parameters<typeof validateInvoice>[0] = {
  invoiceNumber: 'INV-1',
  date: '2026-03-14',
  vendor: 'Northwind Traders GmbH',
  amount: 100,
  taxAmount: 19,
  total: 119,
  currency: 'EUR',
};
const codes = (
  invoice: Partial<typeof good>,
  options: Parameters<typeof validateInvoice>[1] = {},
) =>
  validateInvoice({ ...good, ...invoice }, { now: NOW, ...options }).map(
    (flag) => `${flag.code}:${flag.field}`,
  );

describe('validateInvoice', () => {
  it('finds nothing to say about a complete, consistent invoice', () => {
    expect(validateInvoice(good, { now: NOW })).toEqual([]);
  });

  it('flags a total that is not the net amount plus tax, within a cent of rounding', () => {
    const [flag] = validateInvoice({ ...good, total: 120 }, { now: NOW });
    expect(flag).toEqual({
      code: ValidationFlagCode.TOTALS_MISMATCH,
      field: 'total',
      message: 'The net amount plus tax is 119.00, but the total is 120.00.',
    });
    expect(codes({ amount: 100.004, taxAmount: 19.003, total: 119.01 })).toEqual([]);
  });

  it('flags each missing required field', () => {
    expect(codes({ invoiceNumber: null, date: null, vendor: null, total: null })).toEqual([
      'MISSING_FIELD:invoiceNumber',
      'MISSING_FIELD:date',
      'MISSING_FIELD:vendor',
      'MISSING_FIELD:total',
    ]);
  });

  it('says when only the total was read (the form shows it as net with no tax)', () => {
    const [flag] = validateInvoice({ ...good, amount: null, taxAmount: null }, { now: NOW });
    expect(flag).toEqual({
      code: ValidationFlagCode.MISSING_FIELD,
      field: 'amount',
      message: TOTAL_ONLY_MESSAGE,
    });
    // Either part read is enough: the other follows from the total.
    expect(codes({ amount: null })).toEqual([]);
    expect(codes({ taxAmount: null, amount: 119 })).toEqual([]);
    expect(codes({ amount: null, taxAmount: null, total: null })).toEqual(['MISSING_FIELD:total']);
  });

  it('flags a date after tomorrow, not today or tomorrow (time zones)', () => {
    expect(codes({ date: '2026-03-21' })).toEqual([]);
    expect(codes({ date: '2026-03-22' })).toEqual(['FUTURE_DATE:date']);
  });

  it('flags a date before 2000 (a misread year), whichever extractor read it', () => {
    expect(codes({ date: '1999-12-31' })).toEqual(['EARLY_DATE:date']);
    expect(codes({ date: '2000-01-01' })).toEqual([]);
  });

  it('flags a tax that is no known VAT rate of the net amount', () => {
    expect(codes({ amount: 100, taxAmount: 17.5, total: 117.5 })).toEqual([
      'UNKNOWN_VAT_RATE:taxAmount',
    ]);
    // 7 % and 19 % mixed: the printed rates are known, so is the tax.
    expect(
      codes({ amount: 496, taxAmount: 75.04, total: 571.04 }, { printedRates: [7, 19] }),
    ).toEqual([]);
    // Rounding of a small invoice: 0.59 on 8.41 is 7 %.
    expect(codes({ amount: 8.41, taxAmount: 0.59, total: 9 })).toEqual([]);
    // Canada GST + QST.
    expect(codes({ amount: 100, taxAmount: 14.98, total: 114.98, currency: 'CAD' })).toEqual([]);
  });

  it('flags a printed rate that no country uses', () => {
    expect(codes({}, { printedRates: [17.5] })).toEqual(['UNKNOWN_VAT_RATE:taxAmount']);
  });

  it("knows the rates of the currency's own country, past ones too, as the extractor does", () => {
    // The United Kingdom's 17.5 % until 2011, and New Zealand's GST at 12.5 % until 2010.
    expect(codes({ currency: 'GBP' }, { printedRates: [17.5] })).toEqual([]);
    expect(codes({ amount: 100, taxAmount: 12.5, total: 112.5, currency: 'NZD' })).toEqual([]);
    expect(codes({ amount: 100, taxAmount: 12.5, total: 112.5, currency: 'EUR' })).toEqual([
      'UNKNOWN_VAT_RATE:taxAmount',
    ]);
  });

  it('leaves US sales tax alone (every county has its own rate)', () => {
    expect(codes({ amount: 100, taxAmount: 8.875, total: 108.875, currency: 'USD' })).toEqual([]);
  });

  it('knows the common rates', () => {
    for (const rate of [0, 5, 5.5, 7, 8.1, 10, 19, 20, 21, 25.5])
      expect(isKnownVatRate(rate)).toBe(true);
    expect(isKnownVatRate(16.34)).toBe(false);
  });
});

describe('AnalysisResultSchema', () => {
  const invoice = {
    ...good,
    taxNumber1: null,
    taxNumber2: null,
    taxNumber3: null,
    category: null,
    description: null,
  };

  it('accepts results stored before evidence and flags existed', () => {
    expect(AnalysisResultSchema.parse(invoice)).toEqual(invoice);
  });

  it('keeps evidence and flags, and refuses boxes outside the page', () => {
    const result = {
      ...invoice,
      evidence: {
        total: {
          page: 1,
          box: { x: 0.8, y: 0.5, width: 0.1, height: 0.02 },
          confidence: 0.95,
          source: 'text',
        },
      },
      flags: [
        {
          code: 'FUTURE_DATE',
          field: 'date',
          message: 'The invoice date 2027-01-01 is in the future.',
        },
      ],
    };
    expect(AnalysisResultSchema.parse(result)).toEqual(result);
    expect(
      AnalysisResultSchema.safeParse({
        ...result,
        evidence: {
          total: {
            page: 1,
            box: { x: 1.2, y: 0, width: 0, height: 0 },
            confidence: 1,
            source: 'text',
          },
        },
      }).success,
    ).toBe(false);
  });
});
