import { jsPDF } from 'jspdf';
import { autoTable, type CellDef, type RowInput, type UserOptions } from 'jspdf-autotable';
import { printableText } from '../utils/currency-symbols';
import type { ExportDocument } from '../utils/export-rows';
import { REPORT_COLUMNS, reportCells, reportHeading, reportTotals } from '../utils/report-layout';

/** The TrueType files of the PDF's font (DejaVu Sans: it has every currency symbol of SPEC section 9). */
export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

const FONT = 'DejaVuSans';
const TOTALS_TITLE = 'Totals by currency';
const MARGIN = 36; // pt, half an inch
const INK: [number, number, number] = [24, 24, 27];
const MUTED: [number, number, number] = [113, 113, 122];
const BRAND: [number, number, number] = [99, 91, 255];
const LINE: [number, number, number] = [228, 228, 231];
const MISSING_INK: [number, number, number] = [161, 161, 170];

/** jsPDF reads a font from its virtual file system as a binary string (one char per byte). */
function binaryString(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  const chunks: string[] = [];
  // Small slices: a worker's stack does not take tens of thousands of arguments.
  for (let start = 0; start < view.length; start += 0x1000) {
    chunks.push(
      String.fromCharCode.apply(null, view.subarray(start, start + 0x1000) as unknown as number[]),
    );
  }
  return chunks.join('');
}

/** Where the last table drawn ends on its page. */
function lastTableEnd(doc: jsPDF): number {
  return (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
}

function addFonts(doc: jsPDF, fonts: PdfFonts): void {
  doc.addFileToVFS(`${FONT}.ttf`, binaryString(fonts.regular));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.addFileToVFS(`${FONT}-Bold.ttf`, binaryString(fonts.bold));
  doc.addFont(`${FONT}-Bold.ttf`, FONT, 'bold');
  // autotable asks for the font list for every cell it styles, and jsPDF builds it anew each time:
  // a third of the time of a large table. No font is added after this point, so it is built once.
  const fontList = doc.getFontList();
  doc.getFontList = () => fontList;
}

/**
 * The PDF export, a real PDF (A4 landscape): title, report name and export date, the invoice
 * table with its header repeated on every page, a grand total per currency after the last row,
 * and page numbers. Amounts are in each invoice's own currency, in a font that has its symbol.
 */
export function writePdf(document: ExportDocument, fonts: PdfFonts): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  addFonts(doc, fonts);
  const heading = reportHeading(document);
  const title = heading.documentTitle;
  doc.setProperties({ title, subject: heading.subtitle, creator: 'Billfold' });
  doc.setLanguage('en-US');

  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();

  // The first page's heading.
  doc.setFont(FONT, 'bold');
  doc.setFontSize(9);
  doc.setTextColor(...BRAND);
  doc.text('Billfold', MARGIN, MARGIN + 4);
  doc.setFontSize(20);
  doc.setTextColor(...INK);
  doc.text(heading.title, MARGIN, MARGIN + 28);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(12);
  const nameLines = doc.splitTextToSize(
    printableText(heading.reportName),
    pageWidth - 2 * MARGIN,
  ) as string[];
  doc.text(nameLines, MARGIN, MARGIN + 48);
  const afterName = MARGIN + 48 + (nameLines.length - 1) * 15;
  doc.setFontSize(9);
  doc.setTextColor(...MUTED);
  doc.text(heading.subtitle, MARGIN, afterName + 16);

  // Plain strings where possible: on 10,000 rows every object per cell counts.
  const body: RowInput[] = document.rows.map((row) =>
    reportCells(row).map(({ text, missing }): CellDef | string =>
      missing ? { content: text, styles: { textColor: MISSING_INK } } : printableText(text),
    ),
  );
  const amountStyles = Object.fromEntries(
    REPORT_COLUMNS.flatMap((column, index) =>
      column.numeric ? [[index, { halign: 'right' as const }]] : [],
    ),
  );
  const tableStyles = {
    theme: 'plain',
    rowPageBreak: 'avoid',
    showHead: 'everyPage',
    margin: { top: MARGIN, right: MARGIN, bottom: MARGIN + 14, left: MARGIN },
    styles: {
      font: FONT,
      fontSize: 8.5,
      textColor: INK,
      cellPadding: { top: 4, right: 6, bottom: 4, left: 6 },
      lineColor: LINE,
      overflow: 'linebreak',
      valign: 'top',
    },
    headStyles: { fontStyle: 'bold', fillColor: BRAND, textColor: 255, fontSize: 8 },
    alternateRowStyles: { fillColor: [250, 250, 250] },
  } satisfies UserOptions;

  autoTable(doc, {
    ...tableStyles,
    startY: afterName + 30,
    // Amount headers line up with the amounts.
    head: [
      REPORT_COLUMNS.map((column) => ({
        content: column.header,
        styles: column.numeric ? { halign: 'right' as const } : {},
      })),
    ],
    body,
    // Each page drawn is progress (10,000 rows are some 250 pages).
    didDrawPage: () => document.onProgress?.(),
    columnStyles: {
      ...amountStyles,
      0: { cellWidth: 90 },
      1: { cellWidth: 70 },
      4: { cellWidth: 52 },
    },
  });

  // A grand total per currency, in a table of its own after the invoices (there can be dozens
  // of currencies: more than a table foot fits on one page).
  let y = lastTableEnd(doc) + 28;
  if (y + 60 > pageHeight - MARGIN - 14) {
    doc.addPage();
    y = MARGIN + 12;
  }
  doc.setFont(FONT, 'bold');
  doc.setFontSize(11);
  doc.setTextColor(...INK);
  doc.text(TOTALS_TITLE, MARGIN, y);
  autoTable(doc, {
    ...tableStyles,
    startY: y + 10,
    head: [
      [
        'Currency',
        'Invoices',
        ...['Amount', 'Tax', 'Total'].map((header) => ({
          content: header,
          styles: { halign: 'right' as const },
        })),
      ],
    ],
    body: reportTotals(document).map(({ label, count, cells }) => [
      label,
      count,
      ...cells.map(printableText),
    ]),
    bodyStyles: { fontStyle: 'bold' },
    columnStyles: {
      0: { cellWidth: 90 },
      1: { cellWidth: 90 },
      2: { halign: 'right' },
      3: { halign: 'right' },
      4: { halign: 'right' },
    },
  });

  // Page numbers, once the page count is known.
  const pages = doc.getNumberOfPages();
  doc.setFont(FONT, 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...MUTED);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.text(printableText(title), MARGIN, pageHeight - MARGIN / 2 - 4, {
      maxWidth: pageWidth / 2,
    });
    doc.text(`Page ${page} of ${pages}`, pageWidth - MARGIN, pageHeight - MARGIN / 2 - 4, {
      align: 'right',
    });
  }
  return doc.output('arraybuffer');
}
