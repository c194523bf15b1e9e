import {
  CreateInvoiceBodySchema,
  emptyExtractedInvoice,
  normalizeAnalysis,
} from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import {
  formTotal,
  invoiceFormSchema,
  parseFormNumber,
  type InvoiceFormValues,
} from '@/features/invoices';
import {
  isErrorResult,
  toDuplicateQuery,
  toFormValues,
  toSaveBody,
} from './extracted-invoice-form';

const images = ['pages/0b7e6a8e-3f0c-4a51-9d3e-2f9d0c6b1a11/1'];
const finished = new Date(2026, 2, 20, 14, 5);
const extracted = {
  ...emptyExtractedInvoice(),
  invoiceNumber: 'INV-7',
  date: '2026-03-05',
  vendor: 'Acme GmbH',
  amount: 100,
  taxAmount: 19,
  total: 119,
  taxNumber3: 'DE123456789',
  currency: 'EUR',
};
const normalized = normalizeAnalysis({ analysis: extracted, images }, { now: finished });
/** The text fields of `normalized`: as the form holds them and as it sends them. */
const textFields = {
  taxNumber1: '',
  taxNumber2: '',
  taxNumber3: 'DE123456789',
  currency: 'EUR',
  category: 'Processed from PDF',
  description: 'Automatically processed from PDF',
};

describe('the form of a normalized analysis', () => {
  it('holds every field as text', () => {
    expect(toFormValues(normalized)).toEqual({
      invoiceNumber: 'INV-7',
      date: '2026-03-05',
      vendor: 'Acme GmbH',
      amount: '100.00',
      taxAmount: '19.00',
      ...textFields,
    });
  });

  it('starts from the SPEC defaults where the document was silent', () => {
    const values = toFormValues(
      normalizeAnalysis({ analysis: emptyExtractedInvoice(), images: [] }, { now: finished }),
    );
    expect(values).toMatchObject({
      invoiceNumber: `AUTO-${finished.getTime()}`,
      date: '2026-03-20',
      vendor: 'Unknown Vendor',
      amount: '0.00',
      taxAmount: '0.00',
      currency: 'USD',
      category: 'Processed from PDF',
    });
  });

  it('tells an error result from an invoice', () => {
    expect(isErrorResult(normalized)).toBe(false);
    expect(isErrorResult(normalizeAnalysis('❌ Could not read the PDF'))).toBe(true);
    expect(isErrorResult(normalizeAnalysis('no json here'))).toBe(true);
  });
});

describe('toSaveBody', () => {
  const values = (change: Partial<InvoiceFormValues> = {}) => ({
    ...toFormValues(normalized),
    ...change,
  });

  it('is the POST /Document body: invoice number as name, ISO date, numbers, images, report', () => {
    const body = toSaveBody(values({ vendor: 'Acme Europe GmbH' }), images, 42);
    expect(body).toEqual({
      name: 'INV-7',
      date: '2026-03-05T00:00:00.000Z',
      vendor: 'Acme Europe GmbH',
      amount: 100,
      tax: 19,
      ...textFields,
      images,
      reportId: 42,
    });
    expect(CreateInvoiceBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no date when the date is empty, and 0 for an amount or tax that is not a number', () => {
    const body = toSaveBody(values({ date: '', amount: ' ', taxAmount: 'abc' }), [], 1);
    expect(body).toMatchObject({ date: null, amount: 0, tax: 0, images: [] });
  });

  it('keeps decimals as typed', () => {
    expect(toSaveBody(values({ amount: '1234.56', taxAmount: '0.1' }), [], 1)).toMatchObject({
      amount: 1234.56,
      tax: 0.1,
    });
    expect(parseFormNumber('-5.5')).toBe(-5.5);
  });
});

describe('toDuplicateQuery', () => {
  it('asks about vendor, invoice number, calendar date and the exact total', () => {
    const values = {
      ...toFormValues(normalized),
      vendor: ' Acme GmbH ',
      amount: '0.1',
      taxAmount: '0.2',
    };
    expect(toDuplicateQuery(values)).toEqual({
      vendor: 'Acme GmbH',
      name: 'INV-7',
      date: '2026-03-05',
      total: 0.3,
    });
  });

  it('leaves out a blank number or date', () => {
    const values = { ...toFormValues(normalized), invoiceNumber: '  ', date: '' };
    expect(toDuplicateQuery(values)).toEqual({ vendor: 'Acme GmbH', total: 119 });
  });

  it('totals the amounts as the records do', () => {
    expect(formTotal({ amount: '100', taxAmount: '19', currency: 'EUR' })).toBe(119);
    expect(formTotal({ amount: '100', taxAmount: '', currency: 'EUR' })).toBe(100);
    expect(formTotal({ amount: '1.000,50', taxAmount: '18,33', currency: 'EUR' })).toBe(1018.83);
  });
});

describe('the invoice form schema on a review', () => {
  const errors = (change: Partial<InvoiceFormValues>): Record<string, string> => {
    const result = invoiceFormSchema.safeParse({ ...toFormValues(normalized), ...change });
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const),
        );
  };

  it('accepts the normalized result as it is', () => {
    expect(errors({})).toEqual({});
  });

  it("gives the contract's messages on the form's own fields", () => {
    expect(errors({ vendor: ' ', category: '' })).toEqual({
      vendor: 'Vendor is required',
      category: 'Category is required',
    });
    expect(errors({ invoiceNumber: 'x'.repeat(101) })).toEqual({
      invoiceNumber: 'Invoice number must be at most 100 characters long',
    });
    expect(errors({ taxAmount: '1.123456' })).toEqual({
      taxAmount: 'Tax can have at most 4 decimals',
    });
  });

  it('refuses text the server cannot store, with its message on the field', () => {
    const message = 'Text must not contain NUL characters or unpaired surrogates.';
    expect(errors({ vendor: 'Acme\u0000', invoiceNumber: 'INV-\uDC00' })).toEqual({
      vendor: message,
      invoiceNumber: message,
    });
  });

  it('requires an amount as typed and a readable date', () => {
    expect(errors({ amount: '' })).toEqual({ amount: 'Amount is required' });
    expect(errors({ date: '2026-02-30' })).toEqual({ date: 'Date must be an ISO date' });
  });
});
