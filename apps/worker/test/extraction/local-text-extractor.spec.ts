import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../../src/analysis/extraction/invoice-extractor.js';
import { LocalTextExtractor } from '../../src/analysis/extraction/local-text-extractor.js';

/** Text placed at (x, y) on an A4 page; size 10 unless given. */
type Placed = [x: number, y: number, text: string, size?: number];

async function invoicePdf(pages: Placed[][]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const placed of pages) {
    const page = document.addPage([595, 842]);
    for (const [x, y, text, size = 10] of placed) {
      page.drawText(text, { x, y, size, font: size > 12 ? bold : font });
    }
  }
  return document.save();
}

const extract = async (pages: Placed[][]) => {
  const pdf = await invoicePdf(pages);
  return (
    await new LocalTextExtractor().extract({ pdf, fileName: 'test.pdf', pageCount: pages.length })
  ).invoice;
};

describe('LocalTextExtractor', () => {
  it('reads an English invoice', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Northwind Traders Ltd', 18],
        [50, 772, '12 Harbour Road, Bristol BS1 4DJ'],
        [50, 760, 'VAT Reg No: GB 123 4567 89'],
        [400, 790, 'INVOICE', 20],
        [400, 760, 'Invoice No: NW-2024-0117'],
        [400, 746, 'Invoice Date: 5 March 2024'],
        [400, 732, 'Due Date: 4 April 2024'],
        [50, 700, 'Bill To:'],
        [50, 686, 'Contoso Ltd'],
        [50, 672, '1 Main Street, London'],
        [50, 620, 'Description'],
        [350, 620, 'Qty'],
        [480, 620, 'Amount'],
        [50, 604, 'Consulting services, February'],
        [350, 604, '10'],
        [480, 604, '£1,000.00'],
        [50, 590, 'Travel expenses'],
        [350, 590, '1'],
        [480, 590, '£234.50'],
        [350, 540, 'Subtotal'],
        [480, 540, '£1,234.50'],
        [350, 526, 'VAT 20%'],
        [480, 526, '£246.90'],
        [350, 510, 'Total due'],
        [480, 510, '£1,481.40'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: 'NW-2024-0117',
      date: '2024-03-05',
      vendor: 'Northwind Traders Ltd',
      amount: 1234.5,
      taxAmount: 246.9,
      total: 1481.4,
      currency: 'GBP',
      taxNumber3: 'GB 123 4567 89',
    });
  });

  it('reads a German invoice with labels above their values', async () => {
    const invoice = await extract([
      [
        [50, 800, 'Musterlieferant GmbH · Bahnhofstraße 99 · 99199 Musterhausen', 7],
        [50, 770, 'Kunden AG Mitte'],
        [50, 756, 'Kundenstraße 15'],
        [50, 742, '69876 Frankfurt'],
        [380, 790, 'RECHNUNG', 16],
        [380, 770, 'Rechnungsnummer', 7],
        [500, 766, 'RE-4711'],
        [380, 752, 'Rechnungsdatum', 7],
        [500, 748, '06.08.2013'],
        [380, 734, 'Leistungsdatum', 7],
        [500, 730, '05.08.2013'],
        [50, 640, 'Pos.'],
        [100, 640, 'Artikel'],
        [460, 640, 'Betrag'],
        [50, 626, '1'],
        [100, 626, 'Zitronensäure 100 ml, 100 Stück'],
        [460, 626, '1.000,00 €'],
        [50, 560, 'Nettobetrag'],
        [200, 560, 'MwSt-Betrag'],
        [350, 560, 'Endbetrag'],
        [50, 546, '1.000,00 €'],
        [200, 546, '190,00 €'],
        [350, 546, '1.190,00 €'],
        [50, 500, 'USt-IdNr.: DE123456789'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: 'RE-4711',
      date: '2013-08-06',
      vendor: 'Musterlieferant GmbH',
      amount: 1000,
      taxAmount: 190,
      total: 1190,
      currency: 'EUR',
      taxNumber3: 'DE123456789',
    });
  });

  it('reads a French invoice', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Boulangerie Dupont SARL', 16],
        [50, 772, '8 rue de la Paix, 75002 Paris'],
        [50, 758, 'N° TVA intracommunautaire : FR12345678901'],
        [400, 790, 'FACTURE', 18],
        [400, 760, 'Facture N° : F-2024-031'],
        [400, 746, 'Date de facture : 15/02/2024'],
        [400, 732, 'Échéance : 15/03/2024'],
        [50, 700, 'Client :'],
        [50, 686, 'Café du Coin SAS'],
        [50, 600, 'Désignation'],
        [460, 600, 'Montant'],
        [50, 586, 'Pains et viennoiseries, février'],
        [460, 586, '1 250,00 €'],
        [330, 530, 'Total HT'],
        [460, 530, '1 250,00 €'],
        [330, 516, 'TVA 5,5 %'],
        [460, 516, '68,75 €'],
        [330, 500, 'Total TTC'],
        [460, 500, '1 318,75 €'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: 'F-2024-031',
      date: '2024-02-15',
      vendor: 'Boulangerie Dupont SARL',
      amount: 1250,
      taxAmount: 68.75,
      total: 1318.75,
      currency: 'EUR',
      taxNumber3: 'FR12345678901',
    });
  });

  it('reads a US invoice with month-first dates and Canadian tax numbers on another', async () => {
    const us = await extract([
      [
        [50, 790, 'Acme Supply Inc.', 16],
        [400, 790, 'Invoice #4471', 14],
        [400, 770, 'Date: 03/05/2024'],
        [350, 540, 'Subtotal'],
        [480, 540, '$2,500.00'],
        [350, 526, 'Sales Tax'],
        [480, 526, '$206.25'],
        [350, 512, 'Total'],
        [480, 512, '$2,706.25'],
      ],
    ]);
    expect(us).toMatchObject({
      invoiceNumber: '4471',
      date: '2024-03-05',
      vendor: 'Acme Supply Inc.',
      currency: 'USD',
      total: 2706.25,
    });

    const ca = await extract([
      [
        [50, 790, 'Maple Print Co.', 16],
        [50, 770, 'GST/HST No: 123456789 RT0001'],
        [50, 756, 'QST No: 1234567890 TQ0001'],
        [400, 790, 'Invoice No. Q-88', 12],
        [400, 770, 'Invoice date: 2024-01-31'],
        [350, 540, 'Subtotal'],
        [480, 540, 'CA$100.00'],
        [350, 526, 'GST 5%'],
        [480, 526, 'CA$5.00'],
        [350, 512, 'QST 9.975%'],
        [480, 512, 'CA$9.98'],
        [350, 498, 'Total'],
        [480, 498, 'CA$114.98'],
      ],
    ]);
    expect(ca).toMatchObject({
      invoiceNumber: 'Q-88',
      date: '2024-01-31',
      currency: 'CAD',
      amount: 100,
      taxAmount: 14.98,
      total: 114.98,
      taxNumber1: '123456789 RT0001',
      taxNumber2: '1234567890 TQ0001',
    });
  });

  it('works out the missing one of net, tax and total', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Solo Consulting Ltd', 16],
        [350, 540, 'Net amount'],
        [480, 540, '€400.00'],
        [350, 512, 'Total'],
        [480, 512, '€476.00'],
      ],
    ]);
    expect(invoice).toMatchObject({ amount: 400, taxAmount: 76, total: 476, currency: 'EUR' });
  });

  it('reads the totals from the last page of a long invoice', async () => {
    const itemPage: Placed[] = [
      [50, 700, 'Item line'],
      [480, 700, '10.00'],
    ];
    const invoice = await extract([
      [
        [50, 790, 'Paged Goods GmbH', 16],
        [400, 760, 'Rechnung Nr. 9'],
        [400, 746, 'Datum: 01.02.2024'],
      ],
      ...Array.from({ length: 7 }, () => itemPage),
      [
        [350, 540, 'Summe netto'],
        [480, 540, '80,00 EUR'],
        [350, 526, 'MwSt. 19 %'],
        [480, 526, '15,20 EUR'],
        [350, 512, 'Gesamtbetrag'],
        [480, 512, '95,20 EUR'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: '9',
      date: '2024-02-01',
      amount: 80,
      taxAmount: 15.2,
      total: 95.2,
      currency: 'EUR',
    });
  });

  it('gives an invoice of nulls for a PDF without text (a scan)', async () => {
    const invoice = await extract([[]]);
    expect(Object.values(invoice).every((value) => value === null)).toBe(true);
  });

  it('leaves the caller’s PDF bytes intact', async () => {
    const pdf = await invoicePdf([[[50, 790, 'Intact Ltd', 16]]]);
    const copy = pdf.slice();
    await new LocalTextExtractor().extract({ pdf, fileName: 'x.pdf', pageCount: 1 });
    expect(pdf).toEqual(copy);
  });

  it('fails for good on bytes that are not a PDF', async () => {
    const error = await new LocalTextExtractor()
      .extract({
        pdf: new TextEncoder().encode('not a pdf at all'),
        fileName: 'x.pdf',
        pageCount: 1,
      })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).retryable).toBe(false);
  });
});
