import type { ExportDocument } from '../utils/export-rows';

/**
 * The JSON export: an array of invoices with the export field names of SPEC section 3, amounts
 * as numbers, dates as 'YYYY-MM-DD', a missing value as null. Indented, so that it reads well.
 */
export function writeJson(document: ExportDocument): string {
  return `${JSON.stringify(document.rows, null, 2)}\n`;
}
