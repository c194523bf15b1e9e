import {
  decimalText,
  EXPORT_COLUMNS,
  type ExportDocument,
  type ExportRow,
} from '../utils/export-rows';

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Kept as a reference: a parser would turn a literal CR (and CRLF) into LF.
  '\r': '&#13;',
};

/** A value as XML text or attribute: escaped, with what XML cannot carry removed. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (c) => ESCAPES[c]!);
}

function element(name: string, value: string | null, attributes = ''): string {
  return value === null
    ? `<${name}${attributes}/>`
    : `<${name}${attributes}>${escapeXml(value)}</${name}>`;
}

function invoiceXml(row: ExportRow): string {
  const fields = EXPORT_COLUMNS.map((column) => {
    const value = row[column.key];
    if (column.kind === 'money') {
      // Every amount says its currency.
      return element(
        column.key,
        decimalText(value as number, row.currency),
        ` currency="${escapeXml(row.currency)}"`,
      );
    }
    return element(column.key, value === null ? null : String(value));
  });
  return `  <invoice>\n    ${fields.join('\n    ')}\n  </invoice>`;
}

/**
 * The XML export: one <invoice> per invoice with the export field names of SPEC section 3, every
 * value escaped; amounts carry their currency, a missing value is an empty element.
 */
export function writeXml(document: ExportDocument): string {
  const attributes = [
    `report="${escapeXml(document.reportName)}"`,
    `exportedAt="${escapeXml(document.exportedAt)}"`,
    `count="${document.rows.length}"`,
  ].join(' ');
  const invoices = document.rows.map(invoiceXml);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<invoices ${attributes}>`,
    ...invoices,
    '</invoices>',
    '',
  ].join('\n');
}
