import type { ExportDocument } from '../utils/export-rows';
import {
  FIRST_AMOUNT_COLUMN,
  REPORT_COLUMNS,
  reportCells,
  reportHeading,
  reportTotals,
} from '../utils/report-layout';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value: nothing in it can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// Standalone: no external stylesheet, font or script; prints with the header on every page.
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f4f5; color: #18181b;
  font: 14px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
main { max-width: 1200px; margin: 0 auto; padding: 32px 20px 48px; }
header { margin-bottom: 20px; }
.brand { margin: 0 0 12px; font-size: 13px; font-weight: 600; letter-spacing: .02em; color: #635bff; }
h1 { margin: 0; font-size: 26px; line-height: 1.2; font-weight: 650; letter-spacing: -.01em; }
.report { margin: 4px 0 0; font-size: 16px; font-weight: 500; color: #3f3f46; overflow-wrap: anywhere; }
.meta { margin: 2px 0 0; color: #71717a; font-size: 13px; }
.card { background: #fff; border-radius: 12px; box-shadow: 0 1px 2px rgb(0 0 0 / .05); outline: 1px solid rgb(9 9 11 / .07); overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
th, td { padding: 10px 14px; text-align: left; vertical-align: top; white-space: nowrap; }
thead th { position: sticky; top: 0; background: #fafafa; border-bottom: 1px solid #e4e4e7;
  font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: #52525b; }
tbody tr + tr td { border-top: 1px solid #f4f4f5; }
tbody tr:nth-child(even) td { background: #fcfcfd; }
td.wrap { white-space: normal; min-width: 10ch; max-width: 32ch; overflow-wrap: anywhere; }
.num { text-align: right; }
td.num { unicode-bidi: plaintext; }
.missing { color: #a1a1aa; }
tfoot th, tfoot td { background: #f5f5ff; font-weight: 600; border-top: 1px solid #d8d6ff; }
tfoot tr:first-child th, tfoot tr:first-child td { border-top: 2px solid #bcb8ff; }
tfoot .count { display: block; font-weight: 400; font-size: 12px; color: #71717a; }
@media print {
  body { background: #fff; }
  main { max-width: none; padding: 0; }
  .card { box-shadow: none; outline: none; overflow: visible; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
}
`;

const WRAPPED = new Set<string>(['vendor', 'category', 'invoiceNumber']);

/**
 * The HTML export: a standalone, styled page with the invoice table and a grand total per
 * currency; every value escaped, every amount in its invoice's own currency.
 */
export function writeHtml(document: ExportDocument): string {
  const head = REPORT_COLUMNS.map(
    (column) => `<th scope="col"${column.numeric ? ' class="num"' : ''}>${column.header}</th>`,
  ).join('');

  const body = document.rows
    .map((row) => {
      const cells = reportCells(row).map(({ text, missing }, index) => {
        const column = REPORT_COLUMNS[index]!;
        const classes = [
          column.numeric ? 'num' : '',
          WRAPPED.has(column.key) ? 'wrap' : '',
          missing ? 'missing' : '',
        ].filter(Boolean);
        const attribute = classes.length ? ` class="${classes.join(' ')}"` : '';
        const content =
          column.key === 'date' && !missing && row.date
            ? `<time datetime="${escapeHtml(row.date)}">${escapeHtml(text)}</time>`
            : escapeHtml(text);
        return `<td${attribute}>${content}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');

  const foot = reportTotals(document)
    .map(({ label, count, cells }) => {
      const amounts = cells.map((text) => `<td class="num">${escapeHtml(text)}</td>`);
      return `<tr><th scope="row" colspan="${FIRST_AMOUNT_COLUMN}">${escapeHtml(label)}<span class="count">${escapeHtml(count)}</span></th>${amounts.join('')}</tr>`;
    })
    .join('\n');

  const heading = reportHeading(document);
  const title = heading.documentTitle;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<p class="brand">Billfold</p>
<h1>${heading.title}</h1>
<p class="report">${escapeHtml(heading.reportName)}</p>
<p class="meta">${escapeHtml(heading.subtitle)}</p>
</header>
<div class="card">
<table>
<caption>${escapeHtml(title)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
<tfoot>
${foot}
</tfoot>
</table>
</div>
</main>
</body>
</html>
`;
}
