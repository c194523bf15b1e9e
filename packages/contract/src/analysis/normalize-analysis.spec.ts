import { describe, expect, it } from 'vitest';
import { emptyExtractedInvoice } from './extracted-invoice.schema.js';
import {
  ERROR_PROCESSING_CATEGORY,
  PARSE_ERROR_CATEGORY,
  normalizeAnalysis,
  type ProcessedInvoice,
} from './normalize-analysis.js';

// A fixed local moment: 2024-06-15 09:30 in the machine's own time zone.
const now = new Date(2024, 5, 15, 9, 30, 0);
const stamp = now.getTime();
const normalize = (response: unknown) => normalizeAnalysis(response, { now });

const invoice = {
  invoiceNumber: 'INV-42',
  date: '2024-03-05',
  vendor: 'Acme Ltd',
  amount: 100,
  taxAmount: 20,
  total: 120,
  taxNumber1: '123456789RT0001',
  taxNumber2: '1234567890TQ0001',
  taxNumber3: null,
  currency: 'GBP',
  category: 'Software',
  description: 'Annual licence',
};

const expected: ProcessedInvoice = {
  id: stamp,
  invoiceNumber: 'INV-42',
  date: '2024-03-05',
  vendor: 'Acme Ltd',
  amount: 100,
  taxAmount: 20,
  taxNumber1: '123456789RT0001',
  taxNumber2: '1234567890TQ0001',
  taxNumber3: null,
  category: 'Software',
  currency: 'GBP',
  description: 'Annual licence',
  source: 'pdf_processing',
  images: [],
  rawData: invoice,
};

const defaults = {
  id: stamp,
  invoiceNumber: `AUTO-${stamp}`,
  date: '2024-06-15',
  vendor: 'Unknown Vendor',
  amount: 0,
  taxAmount: 0,
  taxNumber1: null,
  taxNumber2: null,
  taxNumber3: null,
  category: 'Processed from PDF',
  currency: 'USD',
  description: 'Automatically processed from PDF',
  source: 'pdf_processing',
  images: [],
};

describe('normalizeAnalysis: response forms', () => {
  it('takes a plain object', () => {
    expect(normalize(invoice)).toEqual(expected);
  });

  it('takes JSON text', () => {
    expect(normalize(JSON.stringify(invoice))).toEqual(expected);
  });

  it('takes JSON in a ```json code fence, with or without words around it', () => {
    expect(normalize('```json\n' + JSON.stringify(invoice, null, 2) + '\n```')).toEqual(expected);
    expect(
      normalize('Here is the data:\n```\n' + JSON.stringify(invoice) + '\n```\nDone.'),
    ).toEqual(expected);
    expect(normalize('Result: ' + JSON.stringify(invoice) + ' (end)')).toEqual(expected);
  });

  it('takes the first element of an array', () => {
    expect(normalize([invoice, { ...invoice, vendor: 'Second' }])).toEqual(expected);
    expect(normalize(JSON.stringify([invoice]))).toEqual(expected);
  });

  it('takes an { analysis, images } envelope whose analysis is JSON text', () => {
    const result = normalize({
      analysis: JSON.stringify(invoice),
      images: ['pages/a/1', 'pages/a/2'],
    });
    expect(result).toEqual({ ...expected, images: ['pages/a/1', 'pages/a/2'] });
  });

  it('takes an envelope whose analysis is a JSON array, fenced, with a single image', () => {
    const analysis = '```json\n' + JSON.stringify([invoice]) + '\n```';
    expect(normalize({ analysis, image: 'pages/a/1' })).toEqual({
      ...expected,
      images: ['pages/a/1'],
    });
  });

  it('takes an envelope whose analysis is already an object', () => {
    expect(normalize({ analysis: invoice, images: [] })).toEqual(expected);
  });

  it('keeps only image paths that are text', () => {
    expect(normalize({ analysis: invoice, images: ['/p/1', 7, null, '', '/p/2'] }).images).toEqual([
      '/p/1',
      '/p/2',
    ]);
  });

  it('keeps the images of an envelope on an error result too', () => {
    const result = normalize({ analysis: '❌ Could not read the file', images: ['/p/1'] });
    expect(result.category).toBe(ERROR_PROCESSING_CATEGORY);
    expect(result.images).toEqual(['/p/1']);
  });
});

describe('normalizeAnalysis: alternate field names', () => {
  it('reads the snake_case and older names', () => {
    const result = normalize({
      invoice_number: 'A-1',
      invoiceDate: '05.03.2024',
      supplier: 'Supplier SA',
      subtotal: '1.234,50',
      tax_amount: '234,56',
      tax_number_1: 'G1',
      tax_number_2: 'Q2',
      tax_number_3: 'O3',
      currency: '€',
      type: 'Travel',
      notes: 'Train tickets',
    });
    expect(result).toMatchObject({
      invoiceNumber: 'A-1',
      date: '2024-03-05',
      vendor: 'Supplier SA',
      amount: 1234.5,
      taxAmount: 234.56,
      taxNumber1: 'G1',
      taxNumber2: 'Q2',
      taxNumber3: 'O3',
      currency: 'EUR',
      category: 'Travel',
      description: 'Train tickets',
    });
  });

  it('reads id as the invoice number, company as the vendor and tax as the tax amount', () => {
    expect(normalize({ id: 'X-9', company: 'Company Inc', tax: 5 })).toMatchObject({
      invoiceNumber: 'X-9',
      vendor: 'Company Inc',
      taxAmount: 5,
    });
    expect(normalize({ id: 1234 }).invoiceNumber).toBe('1234');
  });

  it('reads GST/HST numbers as tax number 1 and QST as tax number 2', () => {
    expect(normalize({ gstNumber: 'GST-1', qstNumber: 'QST-2' })).toMatchObject({
      taxNumber1: 'GST-1',
      taxNumber2: 'QST-2',
    });
    expect(normalize({ hstNumber: 'HST-1' }).taxNumber1).toBe('HST-1');
  });

  it('takes the vendor from a vendor name, a vendor text or a vendor object', () => {
    expect(normalize({ vendorName: 'Named', vendor: 'Plain' }).vendor).toBe('Named');
    expect(normalize({ vendor_name: 'Snake' }).vendor).toBe('Snake');
    expect(normalize({ vendor: { name: 'Nested', address: 'x' } }).vendor).toBe('Nested');
    expect(normalize({ vendor: { address: 'x' }, supplier: 'Fallback' }).vendor).toBe('Fallback');
  });

  it('takes a gross totalAmount / total_amount as the amount, less the tax when the tax is known', () => {
    expect(normalize({ totalAmount: 120 }).amount).toBe(120);
    expect(normalize({ total_amount: '120.00', tax: 20 })).toMatchObject({
      amount: 100,
      taxAmount: 20,
    });
    expect(normalize({ totalAmount: 0.3, taxAmount: 0.1 }).amount).toBe(0.2);
    expect(normalize({ amount: 50, totalAmount: 120, taxAmount: 20 }).amount).toBe(50);
  });

  it('skips empty and unreadable alternates for the next one', () => {
    expect(normalize({ invoiceNumber: '  ', invoice_number: 'B-2' }).invoiceNumber).toBe('B-2');
    expect(normalize({ amount: 'n/a', subtotal: '10.00' }).amount).toBe(10);
    expect(normalize({ date: 'soon', invoiceDate: '2024-01-31' }).date).toBe('2024-01-31');
  });
});

describe('normalizeAnalysis: defaults', () => {
  it('turns an ExtractedInvoice (nulls where the document is silent) into a processed one', () => {
    const extracted = {
      ...emptyExtractedInvoice(),
      vendor: 'Acme Ltd',
      amount: 100,
      taxAmount: 20,
      total: 120,
    };
    expect(normalize(extracted)).toEqual({
      ...defaults,
      vendor: 'Acme Ltd',
      amount: 100,
      taxAmount: 20,
      rawData: extracted,
    });
  });

  it('fills every missing field with the spec default', () => {
    expect(normalize({})).toEqual({ ...defaults, rawData: {} });
  });

  it('uses the default for values of the wrong kind', () => {
    expect(
      normalize({ vendor: ['x'], date: 'someday', currency: 'money', amount: {} }),
    ).toMatchObject({
      vendor: 'Unknown Vendor',
      date: '2024-06-15',
      currency: 'USD',
      amount: 0,
    });
  });

  it('takes the clock from the system when none is given', () => {
    const before = Date.now();
    const result = normalizeAnalysis({});
    expect(result.id).toBeGreaterThanOrEqual(before);
    expect(result.invoiceNumber).toBe(`AUTO-${result.id}`);
    expect(result.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('cuts over-long text to the stored limits', () => {
    const result = normalize({ vendor: 'v'.repeat(500), description: 'd'.repeat(3000) });
    expect(result.vendor).toHaveLength(200);
    expect(result.description).toHaveLength(2000);
  });
});

describe('normalizeAnalysis: errors', () => {
  it.each([
    '❌ Failed to analyse the PDF',
    '✖ Something broke',
    '✖️ Something broke',
    '⚠️ Document unreadable',
    '  ⛔ stop',
  ])('turns a text starting with an error marker into Error Processing: %s', (text) => {
    const result = normalize(text);
    expect(result).toEqual({
      ...defaults,
      category: ERROR_PROCESSING_CATEGORY,
      description: text.trim(),
      rawData: text,
    });
  });

  it.each(['Internal server ERROR', 'Analysis failed: timeout', 'An error occurred'])(
    'turns a text containing error or failed into Error Processing: %s',
    (text) => {
      expect(normalize(text)).toMatchObject({
        category: ERROR_PROCESSING_CATEGORY,
        description: text,
      });
    },
  );

  it('turns an { error } object into Error Processing', () => {
    expect(normalize({ error: 'Quota exceeded' })).toMatchObject({
      category: ERROR_PROCESSING_CATEGORY,
      description: 'Quota exceeded',
    });
  });

  it('does not take an invoice whose fields mention an error for a failure', () => {
    const result = normalize(
      JSON.stringify({ ...invoice, description: 'Replacement for failed part, error code E7' }),
    );
    expect(result.category).toBe('Software');
  });

  it('turns unparsable text into Parse Error with the text as the description', () => {
    expect(normalize('The invoice total is twelve dollars')).toEqual({
      ...defaults,
      category: PARSE_ERROR_CATEGORY,
      description: 'The invoice total is twelve dollars',
      rawData: 'The invoice total is twelve dollars',
    });
    expect(normalize('{"vendor": "Acme", ')).toMatchObject({ category: PARSE_ERROR_CATEGORY });
  });

  it.each([null, undefined, '', '   ', [], '[]'])(
    'turns an empty answer %j into Parse Error',
    (value) => {
      expect(normalize(value)).toMatchObject({
        category: PARSE_ERROR_CATEGORY,
        description: 'No data received from server',
      });
    },
  );

  it('treats a number or boolean answer as unparsable text', () => {
    expect(normalize(42)).toMatchObject({ category: PARSE_ERROR_CATEGORY, description: '42' });
    expect(normalize(true)).toMatchObject({ category: PARSE_ERROR_CATEGORY, description: 'true' });
  });

  it('stops on an answer nested without end', () => {
    let nested: unknown = invoice;
    for (let i = 0; i < 10; i++) nested = { analysis: nested };
    expect(normalize(nested).category).toBe(PARSE_ERROR_CATEGORY);
  });
});
