import ExcelJS from 'exceljs';
import { excelCurrencyFormat } from '../utils/currency-symbols';
import { invoiceCountText, totalsByCurrency } from '../utils/currency-totals';
import {
  decimalText,
  EXPORT_COLUMNS,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
} from '../utils/export-rows';

/** Dates as SPEC section 9 shows them: short month, day, year. */
export const EXCEL_DATE_FORMAT = 'mmm d, yyyy';
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
const HEADER_FILL = 'FFF4F4F5';
const TOTAL_FILL = 'FFF5F5FF';
const BORDER = 'FFD4D4D8';
/** How many rows are laid out between two progress reports. */
const PROGRESS_ROWS = 500;

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ , not blank. */
export function sheetName(reportName: string): string {
  const name = reportName
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return name || 'Invoices';
}

/** A calendar date as the spreadsheet date of that day (UTC midnight: no time zone shift). */
function excelDate(date: string | null): Date | null {
  if (!date) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
}

function cellValue(row: ExportRow, column: ExportColumn): ExcelJS.CellValue {
  const value = row[column.key];
  if (column.kind === 'date') return excelDate(row.date);
  // Strings are always written as text, never as formulas: a leading '=' cannot run here.
  return value;
}

/** Roughly how many characters wide a column's widest value is shown (headers have a filter button). */
function columnWidth(rows: readonly ExportRow[], column: ExportColumn): number {
  let widest = column.header.length + 4;
  for (const row of rows) {
    const value = row[column.key];
    if (value === null) continue;
    const length =
      column.kind === 'money'
        ? decimalText(value as number, row.currency).length + 6
        : column.kind === 'date'
          ? 12
          : String(value).length;
    if (length > widest) widest = length;
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

const columnLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The Excel export, a real .xlsx: the SPEC section 9 columns with real numbers in their
 * currency's number format and real dates, a bold frozen header with an autofilter, widths that
 * fit, and below the invoices a total per currency (a live SUMIF, its exact value stored).
 */
export async function writeXlsx(document: ExportDocument): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Billfold';
  workbook.title = `Invoices · ${document.reportName}`;
  workbook.created = new Date(document.exportedAt);
  const sheet = workbook.addWorksheet(sheetName(document.reportName), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0, activeCell: 'A2' }],
  });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: columnWidth(document.rows, column),
  }));

  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: 'thin', color: { argb: BORDER } } };
  });
  EXPORT_COLUMNS.forEach((column, index) => {
    if (column.kind === 'money')
      header.getCell(index + 1).alignment = { horizontal: 'right', vertical: 'middle' };
  });

  const moneyColumns = EXPORT_COLUMNS.flatMap((column, index) =>
    column.kind === 'money' ? [index + 1] : [],
  );
  const dateColumn = EXPORT_COLUMNS.findIndex((column) => column.kind === 'date') + 1;
  for (const [rowIndex, row] of document.rows.entries()) {
    if (rowIndex % PROGRESS_ROWS === 0) document.onProgress?.();
    const added = sheet.addRow(EXPORT_COLUMNS.map((column) => cellValue(row, column)));
    const format = excelCurrencyFormat(row.currency);
    for (const index of moneyColumns) added.getCell(index).numFmt = format;
    added.getCell(dateColumn).numFmt = EXCEL_DATE_FORMAT;
  }

  const lastDataRow = document.rows.length + 1;
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: lastDataRow, column: EXPORT_COLUMNS.length },
  };

  // A total per currency, after an empty row (outside the autofilter's range).
  const currencyColumn = columnLetter(
    EXPORT_COLUMNS.findIndex((column) => column.key === 'currency'),
  );
  const currencies = `$${currencyColumn}$2:$${currencyColumn}$${lastDataRow}`;
  sheet.addRow([]);
  for (const total of totalsByCurrency(document.rows)) {
    const values: Record<string, ExcelJS.CellValue> = {
      invoiceNumber: `Total ${total.currency}`,
      vendor: invoiceCountText(total.count),
      currency: total.currency,
    };
    for (const key of ['amount', 'taxAmount', 'total'] as const) {
      const letter = columnLetter(EXPORT_COLUMNS.findIndex((column) => column.key === key));
      values[key] = {
        formula: `SUMIF(${currencies},"${total.currency}",${letter}$2:${letter}$${lastDataRow})`,
        result: total[key],
      };
    }
    const added = sheet.addRow(values);
    added.font = { bold: true };
    const format = excelCurrencyFormat(total.currency);
    for (const index of moneyColumns) added.getCell(index).numFmt = format;
    for (let index = 1; index <= EXPORT_COLUMNS.length; index++) {
      const cell = added.getCell(index);
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: TOTAL_FILL } };
      cell.border = { top: { style: 'thin', color: { argb: BORDER } } };
    }
  }

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
