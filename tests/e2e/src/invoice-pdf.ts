import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The fields printed on the test invoice, as the local extractor reads them back. */
export const TEST_INVOICE = {
  vendor: 'Acme Office Supplies GmbH',
  invoiceNumber: 'INV-7',
  date: '2026-03-05',
  displayDate: 'Mar 5, 2026',
  net: 100,
  vat: 19,
  total: 119,
  currency: 'EUR',
} as const;

/** Text placed at (x, y) on an A4 page, size 10 unless given, bold from size 14. */
export type Placed = [x: number, y: number, text: string, size?: number];

/** A PDF with a real text layer (built with pdf-lib): one A4 page for each list of texts. */
export async function placedTextPdf(pages: Placed[][], title?: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  if (title) document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const placed of pages) {
    const page = document.addPage([595, 842]);
    for (const [x, y, text, size = 10] of placed)
      page.drawText(text, { x, y, size, font: size >= 14 ? bold : font });
  }
  return Buffer.from(await document.save());
}

/** The foot of the test invoices: net 100.00 and VAT 19% above the total at height `y`. */
export function totalsAt(y: number, total: string): Placed[] {
  return [
    [350, y + 32, 'Net'],
    [480, y + 32, '100.00'],
    [350, y + 18, 'VAT 19%'],
    [480, y + 18, '19.00'],
    [350, y, 'Total', 12],
    [480, y, total, 12],
  ];
}

/**
 * A one-page invoice: what a user uploads. The worker's local extractor (no Claude key in the
 * tests) reads its fields; the renderer draws its page.
 */
export function invoicePdf(): Promise<Buffer> {
  const placed: Placed[] = [
    [50, 780, TEST_INVOICE.vendor, 18],
    [50, 762, 'Hauptstrasse 1, 10115 Berlin'],
    [400, 780, 'INVOICE', 20],
    [400, 750, `Invoice No. ${TEST_INVOICE.invoiceNumber}`],
    [400, 736, `Invoice Date: ${TEST_INVOICE.date}`],
    [50, 700, 'Bill To:'],
    [50, 686, 'Billfold Customer Ltd'],
    [50, 672, '1 Main Street, London'],
    [50, 620, 'Description', 11],
    [480, 620, 'Amount', 11],
    [50, 604, 'Paper, toner and desk organisers'],
    [480, 604, '100.00'],
    ...totalsAt(508, '119.00 EUR'),
    [50, 420, 'Payable within 14 days. Thank you for your business.'],
  ];
  return placedTextPdf([placed], 'Invoice INV-7');
}

/** Starts like a PDF (the upload is accepted) but is not one (the analysis fails). */
export function brokenPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('this is not a PDF body, only garbage after the header\n'.repeat(20)),
  ]);
}
