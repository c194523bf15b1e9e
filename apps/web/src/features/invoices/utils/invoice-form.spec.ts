import type { Invoice } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyInvoiceForm,
  formValuesToInput,
  invoiceFormSchema,
  invoiceToFormValues,
  type InvoiceFormValues,
} from './invoice-form.js';

const filled: InvoiceFormValues = {
  ...emptyInvoiceForm,
  invoiceNumber: 'INV-7',
  date: '2026-03-14',
  vendor: 'Acme GmbH',
  amount: '100.10',
  taxAmount: '19.02',
  currency: 'EUR',
  category: 'Office',
  taxNumber1: 'GST123',
};

function errorsOf(values: InvoiceFormValues): Record<string, string> {
  const result = invoiceFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the invoice form', () => {
  it('sends the date as an ISO timestamp, amounts as numbers and a blank tax as 0', () => {
    expect(formValuesToInput(filled)).toMatchObject({
      date: '2026-03-14T00:00:00.000Z',
      amount: 100.1,
      tax: 19.02,
      currency: 'EUR',
      images: [],
    });
    expect(formValuesToInput({ ...filled, date: '', taxAmount: '' })).toMatchObject({
      date: null,
      tax: 0,
    });
  });

  it('keeps the page images of the invoice being edited', () => {
    expect(formValuesToInput(filled, ['pages/x/1']).images).toEqual(['pages/x/1']);
  });

  it('accepts a complete form', () => {
    expect(errorsOf(filled)).toEqual({});
  });

  it('reads a decimal comma and thousands separators as typed, the currency deciding "1.234"', () => {
    expect(formValuesToInput({ ...filled, amount: '1.234,50', taxAmount: '18,33' })).toMatchObject({
      amount: 1234.5,
      tax: 18.33,
    });
    expect(formValuesToInput({ ...filled, amount: '1.234', currency: 'EUR' }).amount).toBe(1234);
    expect(formValuesToInput({ ...filled, amount: '1,234', currency: 'USD' }).amount).toBe(1234);
    expect(formValuesToInput({ ...filled, amount: '18,33', currency: 'USD' }).amount).toBe(18.33);
    expect(errorsOf({ ...filled, amount: '18,33', taxAmount: '1,234.5' })).toEqual({});
    expect(errorsOf({ ...filled, amount: '12,34.5' })).toEqual({
      amount: 'Amount must be a number',
    });
  });

  it('requires vendor, amount and category, with the messages the server uses', () => {
    expect(errorsOf({ ...filled, vendor: ' ', amount: '', category: '' })).toEqual({
      vendor: 'Vendor is required',
      amount: 'Amount is required',
      category: 'Category is required',
    });
  });

  it('applies the contract rules to amounts and text lengths', () => {
    expect(errorsOf({ ...filled, amount: '1.23456' })).toEqual({
      amount: 'Amount can have at most 4 decimals',
    });
    expect(errorsOf({ ...filled, taxAmount: 'abc' })).toEqual({
      taxAmount: 'Tax must be a number',
    });
    expect(errorsOf({ ...filled, amount: '1000000000000000' })).toEqual({
      amount: 'Amount is too large',
    });
    expect(errorsOf({ ...filled, vendor: 'x'.repeat(201) })).toEqual({
      vendor: 'Vendor must be at most 200 characters long',
    });
  });

  it('refuses pasted text the server cannot store, with its message on the field', () => {
    const message = 'Text must not contain NUL characters or unpaired surrogates.';
    expect(errorsOf({ ...filled, vendor: 'Acme\u0000GmbH', description: 'toner \uD800' })).toEqual({
      vendor: message,
      description: message,
    });
    expect(errorsOf({ ...filled, category: 'Office 🧾' })).toEqual({});
  });

  it('round-trips a stored invoice', () => {
    const invoice: Invoice = {
      id: 1,
      name: null,
      date: '2026-01-31',
      vendor: 'Zeta',
      amount: 5,
      tax: 0.5,
      total: 5.5,
      taxNumber1: null,
      taxNumber2: 'Q-1',
      taxNumber3: null,
      category: 'Meals',
      currency: 'CAD',
      description: null,
      images: [],
      reportId: 1,
      userId: 'u1',
      createdAt: '',
      updatedAt: '',
    };
    const values = invoiceToFormValues(invoice);
    expect(values).toMatchObject({
      invoiceNumber: '',
      date: '2026-01-31',
      amount: '5.00',
      taxAmount: '0.50',
      currency: 'CAD',
      taxNumber2: 'Q-1',
    });
    expect(formValuesToInput(values)).toMatchObject({
      date: '2026-01-31T00:00:00.000Z',
      amount: 5,
      tax: 0.5,
    });
  });
});
