import { ExportText } from './export-text';

/**
 * The export formats of SPEC section 9, in the order of the Export menu. Excel is a real .xlsx
 * and PDF a real PDF (DESIGN.md); the file is always `invoices.<extension>`. `budgetMs`: the time
 * an export of up to BUDGET_INVOICES invoices is meant to take (README, Benchmarks), and how long
 * one may go without progress before it is taken as stuck and stopped.
 */
export const EXPORT_FORMATS = {
  csv: { label: 'CSV', extension: 'csv', mimeType: 'text/csv;charset=utf-8', budgetMs: 3_000 },
  json: {
    label: 'JSON',
    extension: 'json',
    mimeType: 'application/json;charset=utf-8',
    budgetMs: 3_000,
  },
  excel: {
    label: 'Excel',
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    budgetMs: 10_000,
  },
  pdf: { label: 'PDF', extension: 'pdf', mimeType: 'application/pdf', budgetMs: 10_000 },
  xml: {
    label: 'XML',
    extension: 'xml',
    mimeType: 'application/xml;charset=utf-8',
    budgetMs: 3_000,
  },
  html: {
    label: 'HTML',
    extension: 'html',
    mimeType: 'text/html;charset=utf-8',
    budgetMs: 3_000,
  },
} as const;

/** The list size the time budgets are set for (the exports benchmark's report). */
export const BUDGET_INVOICES = 10_000;

/**
 * How long an export of `invoices` invoices may go without progress (no page fetched, no step of
 * the writing) before it is stopped with a message: its format's budget, and proportionally more
 * for a longer list (its longest single steps, making the rows and packing the file, grow with
 * the rows).
 */
export function exportBudgetMs(format: ExportFormat, invoices = 0): number {
  return Math.round(EXPORT_FORMATS[format].budgetMs * Math.max(1, invoices / BUDGET_INVOICES));
}

export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_IDS = Object.keys(EXPORT_FORMATS) as ExportFormat[];

/** An export that did not happen, with what the user is told, in the SPEC's words. */
export class ExportError extends Error {
  constructor(
    readonly reason: 'empty' | 'unsupported' | 'too-slow',
    message: string,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

export function isExportFormat(format: string): format is ExportFormat {
  return Object.hasOwn(EXPORT_FORMATS, format);
}

/** The format asked for, or the SPEC's 'Export format "X" is not supported'. */
export function exportFormatOf(format: string): ExportFormat {
  if (!isExportFormat(format)) throw new ExportError('unsupported', ExportText.unsupported(format));
  return format;
}

/** SPEC section 9: the default file name is invoices.<ext>. */
export function exportFileName(format: ExportFormat): string {
  return `invoices.${EXPORT_FORMATS[format].extension}`;
}
