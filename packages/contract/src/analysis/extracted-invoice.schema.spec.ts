import { describe, expect, it } from 'vitest';
import {
  EXTRACTED_INVOICE_FIELDS,
  EXTRACTED_INVOICE_JSON_SCHEMA,
  ExtractedInvoiceSchema,
  emptyExtractedInvoice,
} from './extracted-invoice.schema.js';

const valid = {
  invoiceNumber: ' 471102 ',
  date: '2013-03-05',
  vendor: 'Lieferant GmbH',
  amount: 198,
  taxAmount: 37.62,
  total: 235.62,
  taxNumber1: null,
  taxNumber2: null,
  taxNumber3: 'DE123456789',
  currency: 'eur',
  category: 'Office supplies',
  description: 'Toner',
};

describe('ExtractedInvoiceSchema', () => {
  it('accepts a complete invoice, trimming text and upper-casing the currency', () => {
    const invoice = ExtractedInvoiceSchema.parse(valid);
    expect(invoice.invoiceNumber).toBe('471102');
    expect(invoice.currency).toBe('EUR');
    expect(invoice.total).toBe(235.62);
  });

  it('accepts every field as null', () => {
    expect(ExtractedInvoiceSchema.parse(emptyExtractedInvoice())).toEqual(emptyExtractedInvoice());
  });

  it('requires every field to be present', () => {
    const { vendor: _vendor, ...withoutVendor } = valid;
    expect(ExtractedInvoiceSchema.safeParse(withoutVendor).success).toBe(false);
  });

  it('keeps credit notes negative and rounds to 4 decimals', () => {
    const invoice = ExtractedInvoiceSchema.parse({ ...valid, amount: -10.123456, total: -12.5 });
    expect(invoice.amount).toBe(-10.1235);
    expect(invoice.total).toBe(-12.5);
  });

  it.each([
    ['date', '05.03.2013'],
    ['date', '2013-02-30'],
    ['amount', '198.00'],
    ['amount', Number.NaN],
    ['total', 1e15],
    ['currency', 'EURO'],
    ['currency', '€'],
    ['vendor', 'x'.repeat(201)],
    ['invoiceNumber', 42],
  ])('refuses %s = %j', (field, value) => {
    expect(ExtractedInvoiceSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('cuts an over-long description instead of failing', () => {
    const invoice = ExtractedInvoiceSchema.parse({ ...valid, description: 'd'.repeat(5000) });
    expect(invoice.description).toHaveLength(2000);
  });
});

describe('EXTRACTED_INVOICE_JSON_SCHEMA', () => {
  it('describes exactly the schema fields, all required, nothing else allowed', () => {
    expect(Object.keys(EXTRACTED_INVOICE_JSON_SCHEMA.properties).sort()).toEqual(
      [...EXTRACTED_INVOICE_FIELDS].sort(),
    );
    expect([...EXTRACTED_INVOICE_JSON_SCHEMA.required].sort()).toEqual(
      [...EXTRACTED_INVOICE_FIELDS].sort(),
    );
    expect(EXTRACTED_INVOICE_JSON_SCHEMA.additionalProperties).toBe(false);
  });

  it('makes every field nullable through a type list and describes each', () => {
    for (const property of Object.values(EXTRACTED_INVOICE_JSON_SCHEMA.properties)) {
      expect(property.type).toContain('null');
      expect(property.type).toHaveLength(2);
      expect(property.description.length).toBeGreaterThan(10);
    }
    expect(EXTRACTED_INVOICE_JSON_SCHEMA.properties.amount.type[0]).toBe('number');
    expect(EXTRACTED_INVOICE_JSON_SCHEMA.properties.vendor.type[0]).toBe('string');
  });

  it('stays in the subset the structured-output API takes (no unsupported keywords)', () => {
    const allowed = new Set([
      'type',
      'description',
      'properties',
      'required',
      'additionalProperties',
    ]);
    const visit = (node: unknown): void => {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties') {
          Object.values(value as object).forEach(visit);
          continue;
        }
        expect(allowed.has(key), key).toBe(true);
      }
    };
    visit(EXTRACTED_INVOICE_JSON_SCHEMA);
  });
});
