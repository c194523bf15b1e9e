import type { ExportDocument, ExportRow } from './export-rows';

/** An invoice row for the writers' tests: a plain USD invoice unless told otherwise. */
export function sampleRow(fields: Partial<ExportRow> = {}): ExportRow {
  return {
    invoiceNumber: 'INV-1',
    date: '2026-03-14',
    vendor: 'Acme',
    amount: 100,
    taxAmount: 10,
    taxNumber1: null,
    taxNumber2: null,
    taxNumber3: null,
    total: 110,
    category: 'Office',
    currency: 'USD',
    description: null,
    ...fields,
  };
}

export function sampleDocument(rows: ExportRow[], reportName = 'Q1 expenses'): ExportDocument {
  return { rows, reportName, exportedAt: '2026-11-22T10:30:00.000Z' };
}
