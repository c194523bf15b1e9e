import { formatMoney } from '@billfold/contract/money';
import { formatCalendarDate } from '@/lib/format-date';
import { invoiceCountText, totalsByCurrency, type CurrencyTotal } from './currency-totals';
import type { ExportDocument, ExportRow } from './export-rows';

/**
 * What the two report formats (HTML and PDF) share: a title, the report's name, when it was
 * exported, the invoice table as the dashboard shows it, and a grand total per currency.
 */
const REPORT_TITLE = 'Invoices';
const MISSING = 'N/A';

export const REPORT_COLUMNS = [
  { key: 'invoiceNumber', header: 'Invoice #', numeric: false },
  { key: 'date', header: 'Date', numeric: false },
  { key: 'vendor', header: 'Vendor', numeric: false },
  { key: 'category', header: 'Category', numeric: false },
  { key: 'currency', header: 'Currency', numeric: false },
  { key: 'amount', header: 'Amount', numeric: true },
  { key: 'taxAmount', header: 'Tax', numeric: true },
  { key: 'total', header: 'Total', numeric: true },
] as const satisfies readonly { key: keyof ExportRow; header: string; numeric: boolean }[];

/** Where the amounts start: the totals' label spans the columns before. */
export const FIRST_AMOUNT_COLUMN = REPORT_COLUMNS.findIndex((column) => column.numeric);

const exportedFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** What a report opens with, and what its file is titled. */
export interface ReportHeading {
  /** "Invoices" */
  title: string;
  reportName: string;
  /** "Exported Nov 22, 2026, 2:31 AM · 3 invoices" */
  subtitle: string;
  /** "Invoices · March", the document's title (the HTML title, the PDF's properties and footer). */
  documentTitle: string;
}

export function reportHeading(document: ExportDocument): ReportHeading {
  return {
    title: REPORT_TITLE,
    reportName: document.reportName,
    subtitle: `Exported ${exportedFormat.format(new Date(document.exportedAt))} · ${invoiceCountText(document.rows.length)}`,
    documentTitle: `${REPORT_TITLE} · ${document.reportName}`,
  };
}

export interface ReportCell {
  text: string;
  /** Shown as 'N/A' because the invoice has no such value. */
  missing: boolean;
}

const present = (text: string): ReportCell => ({ text, missing: false });
const missing: ReportCell = { text: MISSING, missing: true };

/** Each report column of one invoice: amounts in the invoice's own currency, 'N/A' for a gap. */
export function reportCells(row: ExportRow): ReportCell[] {
  return REPORT_COLUMNS.map((column) => {
    switch (column.key) {
      case 'amount':
      case 'taxAmount':
      case 'total':
        return present(formatMoney(row[column.key], row.currency));
      case 'date': {
        const date = formatCalendarDate(row.date);
        return date === null ? missing : present(date);
      }
      case 'currency':
        return present(row.currency);
      default: {
        const text = row[column.key];
        return text?.trim() ? present(text) : missing;
      }
    }
  });
}

export interface ReportTotal {
  /** "Total EUR" */
  label: string;
  /** "3 invoices" */
  count: string;
  /** The amount, tax and total, in the currency. */
  cells: [string, string, string];
}

function reportTotal(total: CurrencyTotal): ReportTotal {
  return {
    label: `Total ${total.currency}`,
    count: invoiceCountText(total.count),
    cells: [
      formatMoney(total.amount, total.currency),
      formatMoney(total.taxAmount, total.currency),
      formatMoney(total.total, total.currency),
    ],
  };
}

/** The report's grand total per currency. */
export function reportTotals(document: ExportDocument): ReportTotal[] {
  return totalsByCurrency(document.rows).map(reportTotal);
}
