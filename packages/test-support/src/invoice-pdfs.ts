import { PDFDocument, StandardFonts } from 'pdf-lib';

/** What changes from one invoice of Northwind Traders to the next (as printed: German numbers). */
export interface NorthwindInvoice {
  number: string;
  date: string;
  net: string;
  tax: string;
  total: string;
}

/** Two invoices of the vendor: the first to correct and learn from, the second to read with it. */
export const NORTHWIND_FIRST: NorthwindInvoice = {
  number: 'NW-2026-0007',
  date: '14.03.2026',
  net: '100,00',
  tax: '19,00',
  total: '119,00',
};
/** The fields of an invoice of 14 March 2026 as read (ExtractedInvoice's names): 100 + 19 = 119 EUR. */
export const NORTHWIND_MARCH_FIELDS = {
  date: '2026-03-14',
  vendor: 'Northwind Traders GmbH',
  amount: 100,
  taxAmount: 19,
  total: 119,
  currency: 'EUR',
} as const;
export const NORTHWIND_SECOND: NorthwindInvoice = {
  number: 'NW-2026-0031',
  date: '02.04.2026',
  net: '2.500,00',
  tax: '475,00',
  total: '2.975,00',
};

/**
 * One vendor's invoice layout, the same on every invoice: the name in the head, the fields beside
 * their labels, the totals at the foot. `totalLabel` is the label of the total ('Gesamt' unless
 * told), `boldName` prints the vendor's name in bold.
 */
export async function northwindInvoicePdf(
  values: NorthwindInvoice,
  { totalLabel = 'Gesamt', boldName = false }: { totalLabel?: string; boldName?: boolean } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const nameFont = boldName ? await document.embedFont(StandardFonts.HelveticaBold) : font;
  const page = document.addPage([595, 842]);
  const text = (value: string, x: number, y: number, size = 11) =>
    page.drawText(value, { x, y, size, font: size > 14 ? nameFont : font });
  text('Northwind Traders GmbH', 50, 790, 16);
  text('Hauptstrasse 5, 10115 Berlin', 50, 770, 9);
  text('Rechnungsnr.', 360, 700);
  text(values.number, 460, 700);
  text('Datum', 360, 684);
  text(values.date, 460, 684);
  text('Beratung', 50, 600);
  text(values.net, 480, 600);
  text('Netto', 360, 300);
  text(values.net, 480, 300);
  text('MwSt 19%', 360, 284);
  text(values.tax, 480, 284);
  text(totalLabel, 360, 268);
  text(values.total, 480, 268);
  return document.save();
}
