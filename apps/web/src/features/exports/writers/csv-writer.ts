import {
  decimalText,
  EXPORT_COLUMNS,
  type ExportDocument,
  type ExportRow,
} from '../utils/export-rows';

/** Spreadsheet programs read a UTF-8 file right (accents, currency symbols) only with a BOM. */
const BOM = '\uFEFF';
const LINE_END = '\r\n';
/** What makes a spreadsheet program read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A text cell that cannot run as a formula: one starting with =, +, -, @, tab or carriage return
 * gets a leading apostrophe, which spreadsheet programs show as text and do not evaluate.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(row: ExportRow, column: (typeof EXPORT_COLUMNS)[number]): string {
  const value = row[column.key];
  if (value === null) return '';
  switch (column.kind) {
    case 'money':
      // A number (credit notes start with '-'): written plainly, never guarded.
      return decimalText(value as number, row.currency);
    case 'date':
    case 'currency':
      return String(value);
    case 'text':
      return guardFormula(String(value));
  }
}

/** The CSV export: a UTF-8 BOM, the SPEC section 9 header, one line per invoice, CRLF line ends. */
export function writeCsv(document: ExportDocument): string {
  const lines = [EXPORT_COLUMNS.map((column) => csvField(column.header)).join(',')];
  for (const row of document.rows) {
    lines.push(EXPORT_COLUMNS.map((column) => csvField(cellText(row, column))).join(','));
  }
  return BOM + lines.join(LINE_END) + LINE_END;
}
