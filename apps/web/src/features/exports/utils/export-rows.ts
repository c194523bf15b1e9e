import type { Invoice } from '@billfold/contract';
import { fromMinorUnits, invoiceTotal, toMinorUnits } from '@billfold/contract/money';

/**
 * An invoice as every export writes it, under the export names of SPEC section 3. Amounts stay
 * numbers with at most 4 decimals (as stored); `total` is amount + tax, computed exactly.
 */
export interface ExportRow {
  invoiceNumber: string | null;
  /** A calendar date, 'YYYY-MM-DD'. */
  date: string | null;
  vendor: string | null;
  amount: number;
  taxAmount: number;
  taxNumber1: string | null;
  taxNumber2: string | null;
  taxNumber3: string | null;
  total: number;
  category: string | null;
  currency: string;
  description: string | null;
}

/** What a writer gets: the rows in the list's order, and what the report formats show above them. */
export interface ExportDocument {
  rows: readonly ExportRow[];
  reportName: string;
  /** When the export was made, an ISO timestamp. */
  exportedAt: string;
  /** Called as the writing advances (rows laid out, pages drawn): how a slow export shows it is not stuck. */
  onProgress?: (() => void) | undefined;
}

export type ExportColumnKind = 'text' | 'date' | 'money' | 'currency';

/** The columns of the data formats, in the order and with the headers of SPEC section 9 (CSV). */
export const EXPORT_COLUMNS = [
  { key: 'invoiceNumber', header: 'Invoice Number', kind: 'text' },
  { key: 'date', header: 'Date', kind: 'date' },
  { key: 'vendor', header: 'Vendor', kind: 'text' },
  { key: 'amount', header: 'Amount', kind: 'money' },
  { key: 'taxAmount', header: 'Tax Amount', kind: 'money' },
  { key: 'taxNumber1', header: 'Tax Number 1', kind: 'text' },
  { key: 'taxNumber2', header: 'Tax Number 2', kind: 'text' },
  { key: 'taxNumber3', header: 'Tax Number 3', kind: 'text' },
  { key: 'total', header: 'Total', kind: 'money' },
  { key: 'category', header: 'Category', kind: 'text' },
  { key: 'currency', header: 'Currency', kind: 'currency' },
  { key: 'description', header: 'Description', kind: 'text' },
] as const satisfies readonly { key: keyof ExportRow; header: string; kind: ExportColumnKind }[];

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export function toExportRow(invoice: Invoice): ExportRow {
  return {
    invoiceNumber: invoice.name,
    date: invoice.date,
    vendor: invoice.vendor,
    amount: invoice.amount,
    taxAmount: invoice.tax,
    taxNumber1: invoice.taxNumber1,
    taxNumber2: invoice.taxNumber2,
    taxNumber3: invoice.taxNumber3,
    total: invoiceTotal(invoice.amount, invoice.tax),
    category: invoice.category,
    currency: invoice.currency,
    description: invoice.description,
  };
}

const fractionDigitsByCurrency = new Map<string, number>();

/** The minor-unit digits of a currency: 2 for EUR, 0 for JPY; 2 for a code Intl does not know. */
export function currencyFractionDigits(currency: string): number {
  let digits = fractionDigitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!;
    } catch {
      digits = 2;
    }
    fractionDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * An amount as a plain, exact decimal for machines (CSV, XML): '1234.50' in EUR, '1235' in JPY,
 * never rounded (a 4th decimal that was stored stays), '-' for credit notes, '.' as separator.
 */
export function decimalText(amount: number, currency: string): string {
  const text = fromMinorUnits(toMinorUnits(amount));
  const [whole, fraction = ''] = text.split('.');
  const digits = Math.max(fraction.length, currencyFractionDigits(currency));
  return digits === 0 ? whole! : `${whole}.${fraction.padEnd(digits, '0')}`;
}
