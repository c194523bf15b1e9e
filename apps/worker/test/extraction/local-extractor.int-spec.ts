import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionError } from '../../src/analysis/extraction/invoice-extractor.js';
import { LocalExtractor } from '../../src/analysis/extraction/local/local-extractor.js';
import {
  OcrEngine,
  type OcrPage,
  type RecognizeOptions,
} from '../../src/analysis/extraction/local/ocr/ocr-engine.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import { ciiXml, type EInvoiceValues } from '../fixtures/e-invoices.js';
import { decode } from '../render/render-helpers.js';
import { imageInFormPdf } from '../fixtures/pdfs.js';

const requireFont = createRequire(import.meta.url);

/** Text placed at (x, y) on an A4 page; size 10 unless given. */
type Placed = [x: number, y: number, text: string, size?: number];

async function invoicePdf(
  pages: Placed[][],
  attachment?: { name: string; xml: string },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  if (attachment) {
    await document.attach(new TextEncoder().encode(attachment.xml), attachment.name, {
      mimeType: 'text/xml',
    });
  }
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

let renderer: RendererPool;
let extractor: LocalExtractor;
const NOW = new Date('2026-03-20T12:00:00Z');

beforeAll(async () => {
  renderer = await RendererPool.start({ size: 1 });
  extractor = new LocalExtractor({ renderer, now: () => NOW });
});
afterAll(async () => {
  await extractor?.close();
  await renderer?.close();
});

const extractAll = async (pages: Placed[][]) => {
  const pdf = await invoicePdf(pages);
  return extractor.extract({ pdf, fileName: 'test.pdf', pageCount: pages.length });
};
const extract = async (pages: Placed[][]) => (await extractAll(pages)).invoice;

/** A PDF's first page as a scanner gives it: an image at 200 dpi, no text. */
async function asScan(pdf: Uint8Array): Promise<Uint8Array> {
  let png: Uint8Array | undefined;
  await renderer.render(pdf, { maxPages: 1, scale: 200 / 72, format: 'png' }, (rendered) => {
    png = rendered.image;
    return Promise.resolve();
  });
  const scan = await PDFDocument.create();
  const image = await scan.embedPng(png!);
  scan.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return scan.save();
}

describe('LocalExtractor on the text layer', () => {
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

  it('says a net worked out as the total less the tax is not read from the page', async () => {
    const result = await extractAll([
      [
        [50, 790, 'Solo Consulting Ltd', 16],
        [350, 540, 'VAT 20%'],
        [480, 540, '£2,080.00'],
        [350, 512, 'Total'],
        [480, 512, '£12,480.00'],
      ],
    ]);
    expect(result.invoice).toMatchObject({ amount: 10400, taxAmount: 2080, total: 12480 });
    expect(result.evidence.amount).toMatchObject({ page: 1, box: null });
    expect(result.evidence.total?.box).not.toBeNull();
    expect(result.flags).toContainEqual({
      code: 'DERIVED_FIELD',
      field: 'amount',
      message:
        'The net amount, 10,400.00, is not read from the page: it is the total less the tax (12,480.00 − 2,080.00).',
    });
  });

  it("adds up a scan's net and tax where OCR could not read the total, saying so", () => {
    const word = (x: number, y: number, text: string, confidence = 0.95) => ({
      text,
      x,
      right: x + text.length * 5,
      y,
      top: 842 - y - 8,
      bottom: 842 - y + 2,
      size: 10,
      confidence,
    });
    const page = (total: string) =>
      extractor.decide({
        pageCount: 1,
        eInvoice: null,
        pages: [
          {
            page: 1,
            width: 595,
            height: 842,
            source: 'ocr',
            words: [
              word(50, 790, 'Braun'),
              word(85, 790, 'Dachdeckerei'),
              word(160, 790, 'GmbH'),
              word(350, 560, 'Summe'),
              word(385, 560, 'Lohn'),
              word(480, 560, '303,00'),
              word(350, 540, 'Nettobetrag'),
              word(480, 540, '1.575,84'),
              word(480 + 45, 540, '€'),
              word(350, 526, 'zzgl.'),
              word(380, 526, '19%'),
              word(400, 526, 'MwSt.'),
              word(480, 526, '299,41'),
              word(480 + 35, 526, '€'),
              word(350, 512, 'Rechnungsbetrag:'),
              word(480, 512, total, 0.4),
            ],
          },
        ],
      });
    const result = page('al ec €');
    expect(result.invoice).toMatchObject({ amount: 1575.84, taxAmount: 299.41, total: 1875.25 });
    expect(result.evidence.total).toMatchObject({ page: 1, box: null });
    expect(result.flags).toContainEqual({
      code: 'DERIVED_FIELD',
      field: 'total',
      message:
        'The total, 1,875.25, is not read from the page: it is the net amount plus the tax (1,575.84 + 299.41).',
    });
    // A total read is the total: nothing is worked out.
    const read = page('1.875,25');
    expect(read.invoice).toMatchObject({ amount: 1575.84, taxAmount: 299.41, total: 1875.25 });
    expect(read.flags.map((flag) => flag.code)).not.toContain('DERIVED_FIELD');
  });

  it('leaves an unsure net worked out from an unsure total empty, saying how it was worked out', () => {
    // An OCR page read at 0.35: the net (480.00 − 80.00) is as unsure as what it follows from.
    const word = (x: number, y: number, text: string, confidence = 0.35) => ({
      text,
      x,
      right: x + text.length * 5,
      y,
      top: 842 - y - 8,
      bottom: 842 - y + 2,
      size: 10,
      confidence,
    });
    const result = extractor.decide({
      pageCount: 1,
      eInvoice: null,
      pages: [
        {
          page: 1,
          width: 595,
          height: 842,
          source: 'ocr',
          words: [
            word(50, 790, 'Solo', 0.95),
            word(75, 790, 'Consulting', 0.95),
            word(130, 790, 'Ltd', 0.95),
            word(350, 540, 'VAT'),
            word(370, 540, '20%'),
            word(480, 540, '£80.00'),
            word(350, 512, 'Total'),
            word(480, 512, '£480.00'),
          ],
        },
      ],
    });
    expect(result.invoice.amount).toBeNull();
    expect(result.evidence.amount?.box).toBeNull();
    const flags = result.flags.filter((flag) => flag.field === 'amount');
    expect(flags.map((flag) => flag.code)).toEqual(['UNSURE_FIELD']);
    expect(flags[0]?.message).toMatch(
      /^The net amount was left empty: the total less the tax, “400\.00”, is not sure enough/,
    );
  });

  it('leaves a net worked out from an unsure tax as empty as the tax', () => {
    // The total read at 0.95, the tax at 0.2: the net is no surer than the tax it follows from.
    const word = (x: number, y: number, text: string, confidence: number) => ({
      text,
      x,
      right: x + text.length * 5,
      y,
      top: 842 - y - 8,
      bottom: 842 - y + 2,
      size: 10,
      confidence,
    });
    const result = extractor.decide({
      pageCount: 1,
      eInvoice: null,
      pages: [
        {
          page: 1,
          width: 595,
          height: 842,
          source: 'ocr',
          words: [
            word(50, 790, 'Solo', 0.95),
            word(75, 790, 'Consulting', 0.95),
            word(130, 790, 'Ltd', 0.95),
            word(350, 540, 'VAT', 0.95),
            word(370, 540, '20%', 0.95),
            word(480, 540, '£80.00', 0.2),
            word(350, 512, 'Total', 0.95),
            word(480, 512, '£480.00', 0.95),
          ],
        },
      ],
    });
    expect(result.invoice).toMatchObject({ amount: null, taxAmount: null, total: 480 });
    expect(result.flags.map((flag) => `${flag.code}:${flag.field}`)).toEqual(
      expect.arrayContaining(['UNSURE_FIELD:amount', 'UNSURE_FIELD:taxAmount']),
    );
  });

  it('asks about a tax that is not printed, rather than filling it in', async () => {
    const result = await extractAll([
      [
        [50, 790, 'Solo Consulting Ltd', 16],
        [350, 540, 'Net amount'],
        [480, 540, '€400.00'],
        [350, 512, 'Total'],
        [480, 512, '€476.00'],
      ],
    ]);
    expect(result.invoice).toMatchObject({
      amount: 400,
      taxAmount: null,
      total: 476,
      currency: 'EUR',
    });
    expect(result.flags).toContainEqual({
      code: 'UNSURE_FIELD',
      field: 'taxAmount',
      message:
        'No tax amount was read on the page, but the total is 76.00 more than the net amount (19 %). Enter it as the tax if the invoice charges it.',
    });
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

  it('gives an invoice of nulls, flagged, for a blank page', async () => {
    const result = await extractAll([[]]);
    expect(Object.values(result.invoice).every((value) => value === null)).toBe(true);
    expect(result.flags.map((flag) => flag.code)).toEqual([
      'MISSING_FIELD',
      'MISSING_FIELD',
      'MISSING_FIELD',
      'MISSING_FIELD',
    ]);
  });

  it('leaves the caller’s PDF bytes intact', async () => {
    const pdf = await invoicePdf([[[50, 790, 'Intact Ltd', 16]]]);
    const copy = pdf.slice();
    await extractor.extract({ pdf, fileName: 'x.pdf', pageCount: 1 });
    expect(pdf).toEqual(copy);
  });

  it('fails for good on bytes that are not a PDF', async () => {
    const error = await extractor
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

describe('LocalExtractor in the other languages', () => {
  it('reads a Spanish invoice', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Talleres Ibéricos S.L.', 16],
        [50, 772, 'NIF: B12345678'],
        [380, 790, 'FACTURA', 18],
        [380, 760, 'Nº de factura: 2024/0153'],
        [380, 746, 'Fecha de emisión: 7 de marzo de 2024'],
        [50, 700, 'Cliente:'],
        [50, 686, 'Hotel Sol y Mar S.A.'],
        [330, 540, 'Base imponible'],
        [460, 540, '2.000,00 €'],
        [330, 526, 'IVA 21%'],
        [460, 526, '420,00 €'],
        [330, 512, 'Total factura'],
        [460, 512, '2.420,00 €'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: '2024/0153',
      vendor: 'Talleres Ibéricos S.L.',
      amount: 2000,
      taxAmount: 420,
      total: 2420,
      currency: 'EUR',
    });
  });

  it('reads a Dutch invoice', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Bakkerij de Molen B.V.', 16],
        [50, 772, 'BTW-nummer: NL123456789B01'],
        [380, 790, 'FACTUUR', 18],
        [380, 760, 'Factuurnummer: 2024-0042'],
        [380, 746, 'Factuurdatum: 12-04-2024'],
        [380, 732, 'Vervaldatum: 12-05-2024'],
        [50, 700, 'Klant:'],
        [50, 686, 'Café Het Hoekje'],
        [330, 540, 'Subtotaal'],
        [460, 540, '€ 500,00'],
        [330, 526, 'BTW 9%'],
        [460, 526, '€ 45,00'],
        [330, 512, 'Totaal incl. BTW'],
        [460, 512, '€ 545,00'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: '2024-0042',
      date: '2024-04-12',
      vendor: 'Bakkerij de Molen B.V.',
      amount: 500,
      taxAmount: 45,
      total: 545,
      currency: 'EUR',
      taxNumber3: 'NL123456789B01',
    });
  });
});

describe('LocalExtractor choosing amounts', () => {
  it('takes the total that agrees with net and tax, not the amount due after a prepayment', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Lieferant GmbH', 16],
        [380, 760, 'Rechnungsnummer: 471102'],
        [380, 746, 'Rechnungsdatum: 05.06.2013'],
        [330, 540, 'Gesamtbetrag netto'],
        [480, 540, '193,83'],
        [330, 526, 'MwSt. 19 %'],
        [480, 526, '21,31'],
        [330, 512, 'Bereits gezahlt'],
        [480, 512, '50,00'],
        [330, 498, 'Zu zahlender Betrag'],
        [480, 498, '165,14'],
        [330, 484, 'Bruttobetrag'],
        [480, 484, '215,14 EUR'],
      ],
    ]);
    expect(invoice).toMatchObject({ amount: 193.83, taxAmount: 21.31, total: 215.14 });
  });

  it('keeps the sign of a credit note as printed', async () => {
    const invoice = await extract([
      [
        [50, 790, 'Au bon moulin SARL', 16],
        [380, 760, 'Avoir N° AV-2017-0005'],
        [380, 746, 'Date de facture : 16/11/2017'],
        [330, 540, 'Total HT'],
        [480, 540, '-218,48 €'],
        [330, 526, 'TVA'],
        [480, 526, '-14,99 €'],
        [330, 512, 'Total TTC'],
        [480, 512, '-233,47 €'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: 'AV-2017-0005',
      amount: -218.48,
      taxAmount: -14.99,
      total: -233.47,
    });
  });

  it('reads US amounts with thousands grouping and a balance brought forward', async () => {
    const invoice = await extract([
      [
        [50, 790, 'CONTOSO LTD.', 20],
        [400, 760, 'INVOICE: INV-100'],
        [400, 746, 'DATE: 11/15/2019'],
        [50, 700, 'BILL TO:'],
        [50, 686, 'Microsoft Finance'],
        [350, 540, 'SUBTOTAL'],
        [480, 540, '$1,100.00'],
        [350, 526, 'SALES TAX'],
        [480, 526, '$110.00'],
        [350, 512, 'TOTAL'],
        [480, 512, '$1,210.00'],
        [350, 498, 'PREVIOUS BALANCE'],
        [480, 498, '$500.00'],
        [350, 484, 'TOTAL DUE'],
        [480, 484, '$1,710.00'],
      ],
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-100',
      date: '2019-11-15',
      vendor: 'CONTOSO LTD.',
      amount: 1100,
      taxAmount: 110,
      total: 1210,
      currency: 'USD',
    });
  });
});

describe('LocalExtractor evidence and flags', () => {
  it('places each field on its page with a box around the printed value', async () => {
    const result = await extractAll([
      [
        [50, 790, 'Northwind Traders Ltd', 18],
        [400, 760, 'Invoice No: NW-17'],
        [400, 746, 'Invoice Date: 5 March 2024'],
        [350, 540, 'Subtotal'],
        [480, 540, '£100.00'],
        [350, 526, 'VAT 20%'],
        [480, 526, '£20.00'],
        [350, 510, 'Total'],
        [480, 510, '£120.00'],
      ],
    ]);
    const total = result.evidence.total;
    expect(total).toMatchObject({ page: 1, source: 'text' });
    expect(total?.confidence).toBeGreaterThan(0.9);
    // "£120.00" starts at x = 480 of 595 points; its baseline is 510 of 842 points from the bottom.
    expect(total?.box?.x).toBeCloseTo(480 / 595, 2);
    expect(total!.box!.y).toBeLessThan(1 - 510 / 842);
    expect(total!.box!.y + total!.box!.height).toBeGreaterThan(1 - 510 / 842);
    expect(result.evidence.invoiceNumber?.box?.x).toBeGreaterThan(0.75);
    expect(result.flags).toEqual([]);
  });

  it('leaves a field it is not sure of empty, and says why in a check', async () => {
    const result = await extractAll([
      [
        [50, 790, 'Quiet Supplies GmbH', 16],
        [400, 760, 'Rechnung Nr. 77'],
        [400, 746, 'Datum: 02.03.2026'],
        [50, 600, 'Widget'],
        [300, 600, '3'],
        [380, 600, '4,00'],
        [480, 600, '12,00'],
      ],
    ]);
    expect(result.invoice.total).toBeNull();
    const flag = result.flags.find((each) => each.field === 'total');
    expect(flag).toMatchObject({ code: 'UNSURE_FIELD' });
    expect(flag?.message).toMatch(
      /^The total was left empty: the best reading, “12\.00”, is not sure enough \(\d+ %\)\.$/,
    );
    // The place of the unsure reading is kept, so the reviewer is shown where to look.
    expect(result.evidence.total?.confidence).toBeLessThan(0.3);
    expect(
      result.flags.some((each) => each.code === 'MISSING_FIELD' && each.field === 'total'),
    ).toBe(false);
  });

  it('flags totals that do not add up, and leaves a date in the future empty with a check', async () => {
    const result = await extractAll([
      [
        [50, 790, 'Acme GmbH', 16],
        [400, 760, 'Rechnung Nr. 42'],
        [400, 746, 'Datum: 31.01.2027'],
        [330, 540, 'Summe netto'],
        [480, 540, '1.420,00 €'],
        [330, 526, 'USt 19 %'],
        [480, 526, '269,80 €'],
        [330, 512, 'Rechnungsbetrag'],
        [480, 512, '1.589,80 €'],
      ],
    ]);
    expect(result.invoice).toMatchObject({
      amount: 1420,
      taxAmount: 269.8,
      total: 1589.8,
      date: null,
    });
    expect(result.flags.map((flag) => `${flag.code}:${flag.field}`)).toEqual([
      'UNSURE_FIELD:date',
      'TOTALS_MISMATCH:total',
    ]);
    expect(result.flags[0]?.message).toContain('“2027-01-31”');
  });
});

describe('LocalExtractor on e-invoices', () => {
  const page: Placed[] = [
    [50, 790, 'Lieferant GmbH', 16],
    [380, 760, 'Rechnungsnummer: 471102'],
    [380, 746, 'Rechnungsdatum: 05.03.2013'],
    [330, 540, 'Nettobetrag'],
    [480, 540, '198,00 EUR'],
    [330, 526, 'MwSt. 19 %'],
    [480, 526, '37,62 EUR'],
    [330, 512, 'Bruttobetrag'],
    [480, 512, '235,62 EUR'],
  ];
  const xml: EInvoiceValues = {
    number: '471102',
    date: '2013-03-05',
    seller: 'Lieferant GmbH',
    net: '198.00',
    tax: '37.62',
    total: '235.62',
    currency: 'EUR',
  };
  const extractWith = async (values: EInvoiceValues, placed = page) => {
    const pdf = await invoicePdf([placed], { name: 'factur-x.xml', xml: ciiXml(values) });
    return extractor.extract({ pdf, fileName: 'e.pdf', pageCount: 1 });
  };

  it('takes the fields from the embedded XML and shows where the page prints them', async () => {
    const result = await extractWith(xml);
    expect(result.invoice).toMatchObject({
      invoiceNumber: '471102',
      date: '2013-03-05',
      vendor: 'Lieferant GmbH',
      amount: 198,
      taxAmount: 37.62,
      total: 235.62,
      currency: 'EUR',
    });
    expect(result.evidence.total).toMatchObject({ page: 1, source: 'e-invoice', confidence: 1 });
    expect(result.evidence.total?.box?.x).toBeCloseTo(480 / 595, 2);
    expect(result.flags).toEqual([]);
  });

  it('keeps the printed value where the page disagrees with the XML, and flags it', async () => {
    const result = await extractWith({ ...xml, tax: '38.00', total: '236.00' });
    expect(result.invoice).toMatchObject({ amount: 198, taxAmount: 37.62, total: 235.62 });
    expect(
      result.flags.filter((flag) => flag.code === 'E_INVOICE_MISMATCH').map((flag) => flag.field),
    ).toEqual(['taxAmount', 'total']);
    expect(result.flags.find((flag) => flag.field === 'total')?.message).toBe(
      'The page prints the total 235.62, the embedded e-invoice says 236.00; the printed value is kept.',
    );
  });

  it('fills in from the XML what the page does not print', async () => {
    const withoutNumber = page.filter(([, , text]) => !text.startsWith('Rechnungsnummer'));
    const result = await extractWith({ ...xml, number: 'XR-2013-1' }, withoutNumber);
    expect(result.invoice.invoiceNumber).toBe('XR-2013-1');
    expect(result.evidence.invoiceNumber).toEqual({
      page: null,
      box: null,
      confidence: 1,
      source: 'e-invoice',
    });
  });
});

describe('LocalExtractor on scans', () => {
  it(
    'reads a page without a text layer with offline OCR, with boxes from the words',
    { timeout: 120_000 },
    async () => {
      const text = await invoicePdf([
        [
          [50, 780, 'Northwind Traders Ltd', 20],
          [330, 700, 'Invoice No: NW-2024-117', 14],
          [330, 676, 'Invoice Date: 05/03/2024', 14],
          [300, 440, 'Subtotal', 14],
          [450, 440, '£1,234.50', 14],
          [300, 416, 'VAT 20%', 14],
          [450, 416, '£246.90', 14],
          [300, 392, 'Total', 14],
          [450, 392, '£1,481.40', 14],
        ],
      ]);
      // The page as a scanner would give it: an image, no text.
      const result = await extractor.extract({
        pdf: await asScan(text),
        fileName: 'scan.pdf',
        pageCount: 1,
      });
      expect(result.invoice).toMatchObject({
        invoiceNumber: 'NW-2024-117',
        date: '2024-03-05',
        vendor: 'Northwind Traders Ltd',
        amount: 1234.5,
        taxAmount: 246.9,
        total: 1481.4,
        currency: 'GBP',
      });
      expect(result.evidence.total).toMatchObject({ page: 1, source: 'ocr' });
      expect(result.evidence.total?.box?.x).toBeCloseTo(450 / 595, 1);
    },
  );

  /** A Polish invoice as a scanner gives it (200 dpi, an image and no text). */
  async function polishScan(): Promise<Uint8Array> {
    // The letters 'ł' and 'ó' need a font of their own: DejaVu Sans, as in generated invoices.
    const document = await PDFDocument.create();
    document.registerFontkit(fontkit);
    const font = await document.embedFont(
      readFileSync(requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    );
    const bold = await document.embedFont(
      readFileSync(requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    );
    const page = document.addPage([595, 842]);
    const placed: Placed[] = [
      [50, 780, 'Wisła Usługi Sp. z o.o.', 20],
      [50, 756, 'ul. Długa 12, 90-001 Łódź', 11],
      [50, 740, 'NIP: PL 7251801126', 11],
      [330, 700, 'Faktura nr: FV/2024/117', 12],
      [330, 680, 'Data wystawienia: 05.03.2024', 12],
      [50, 640, 'Nabywca: Jan Kowalski', 11],
      [50, 470, 'IBAN: PL61 1090 1014 0000 0712 1981 2874', 11],
      [300, 440, 'Razem netto', 12],
      [450, 440, '1 000,00 zł', 12],
      [300, 416, 'VAT 23%', 12],
      [450, 416, '230,00 zł', 12],
      [300, 392, 'Do zapłaty', 12],
      [450, 392, '1 230,00 zł', 12],
    ];
    for (const [x, y, text, size = 10] of placed)
      page.drawText(text, { x, y, size, font: size > 12 ? bold : font });
    return asScan(await document.save());
  }

  it(
    "spells a Polish seller's name with the letters of Polish, which the five OCR languages lack",
    { timeout: 180_000 },
    async () => {
      const result = await extractor.extract({
        pdf: await polishScan(),
        fileName: 'skan.pdf',
        pageCount: 1,
      });
      expect(result.invoice).toMatchObject({
        vendor: 'Wisła Usługi Sp. z o.o.',
        total: 1230,
        currency: 'PLN',
      });
    },
  );

  it(
    "keeps the five languages' reading when the issuer's language cannot be read",
    { timeout: 180_000 },
    async () => {
      // An engine that reads in its own languages and fails in any other.
      class FiveOnly extends OcrEngine {
        override recognize(page: OcrPage, options: RecognizeOptions = {}) {
          return options.languages
            ? Promise.reject(new Error('no language data'))
            : super.recognize(page, options);
        }
      }
      const ocr = new FiveOnly();
      const fiveOnly = new LocalExtractor({ renderer, ocr, now: () => NOW });
      try {
        const result = await fiveOnly.extract({
          pdf: await polishScan(),
          fileName: 'skan.pdf',
          pageCount: 1,
        });
        expect(result.invoice).toMatchObject({ total: 1230, currency: 'PLN' });
        expect(result.invoice.vendor).toMatch(/^Wis\S+ Us\S+ Sp\. z o\.o\.$/);
      } finally {
        await fiveOnly.close();
      }
    },
  );
});

describe('LocalExtractor on a photo of a sheet', () => {
  /**
   * A phone's photo as a scan (200 dpi, an image and no text): the sheet on a dark desk, and the
   * shadow of the phone over its lower half, where the totals are. One threshold for the whole
   * image falls between the lit paper and the shaded paper, and the shaded half turns black.
   */
  async function photographedInvoice(): Promise<Uint8Array> {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const page = document.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: rgb(0.2, 0.19, 0.17) });
    page.drawRectangle({ x: 30, y: 30, width: 535, height: 782, color: rgb(0.96, 0.95, 0.92) });
    page.drawRectangle({ x: 30, y: 30, width: 535, height: 440, color: rgb(0.55, 0.54, 0.52) });
    const shaded = rgb(0.22, 0.22, 0.21);
    const placed: [x: number, y: number, text: string][] = [
      [60, 760, 'Northwind Traders Ltd'],
      [330, 700, 'Invoice No: NW-2024-117'],
      [330, 680, 'Invoice Date: 05/03/2024'],
      [300, 440, 'Subtotal'],
      [450, 440, '£1,234.50'],
      [300, 416, 'VAT 20%'],
      [450, 416, '£246.90'],
      [300, 392, 'Total'],
      [450, 392, '£1,481.40'],
    ];
    for (const [x, y, text] of placed)
      page.drawText(text, { x, y, size: 14, font, ...(y < 470 ? { color: shaded } : {}) });
    return asScan(await document.save());
  }

  /** An engine that counts its readings by threshold, and may fail the second kind. */
  class CountingEngine extends OcrEngine {
    readonly readings: string[] = [];
    constructor(private readonly failNeighbourhood = false) {
      super();
    }
    override recognize(page: OcrPage, options: RecognizeOptions = {}) {
      const threshold = options.threshold ?? 'page';
      if (!options.languages) this.readings.push(threshold);
      return this.failNeighbourhood && threshold === 'neighbourhood'
        ? Promise.reject(new Error('cannot read'))
        : super.recognize(page, options);
    }
  }

  it(
    "reads the totals in a shadow by reading the page again with each pixel's own threshold",
    { timeout: 180_000 },
    async () => {
      const ocr = new CountingEngine();
      const photos = new LocalExtractor({ renderer, ocr, now: () => NOW });
      try {
        const result = await photos.extract({
          pdf: await photographedInvoice(),
          fileName: 'photo.pdf',
          pageCount: 1,
        });
        expect(ocr.readings).toEqual(['page', 'neighbourhood']);
        expect(result.invoice).toMatchObject({
          invoiceNumber: 'NW-2024-117',
          date: '2024-03-05',
          amount: 1234.5,
          taxAmount: 246.9,
          total: 1481.4,
          currency: 'GBP',
        });
      } finally {
        await photos.close();
      }
    },
  );

  it(
    "takes the second reading's words, of the sheet alone, and the first's only where the second read nothing",
    { timeout: 60_000 },
    async () => {
      const word = (text: string, x: number, top: number) => ({
        text,
        x,
        right: x + 60,
        y: 842 - top - 12,
        top,
        bottom: top + 12,
        size: 12,
        confidence: 0.9,
      });
      // Canned readings of the photo, one for each threshold.
      // The first reading measures the page's skew; the second is given it, so that the words of
      // both stand on one grid of lines. The first reads the page as drawn, the second the sheet
      // alone (the desk painted white).
      const skews: (number | undefined)[] = [];
      const images: Buffer[] = [];
      class CannedEngine extends OcrEngine {
        override recognize(page: OcrPage, options: RecognizeOptions = {}) {
          skews.push(page.skew);
          images.push(Buffer.from(page.image));
          const words =
            options.threshold === 'neighbourhood'
              ? [word('NW-2024-117', 420, 130), word('1,481.40', 480, 430)]
              : [
                  word('NW-2O24-1l7', 420, 131),
                  word('Total', 345, 431),
                  word('£1,4B1.40', 480, 429),
                ];
          return Promise.resolve({ words, skew: 0.02 });
        }
      }
      const canned = new LocalExtractor({ renderer, ocr: new CannedEngine(), now: () => NOW });
      try {
        const read = await canned.readDocument(
          { pdf: await photographedInvoice(), fileName: 'photo.pdf', pageCount: 1 },
          { ocr: 'always' },
        );
        expect(read.pages[0]?.words.map((each) => each.text).sort()).toEqual(
          ['1,481.40', 'NW-2024-117', 'Total'].sort(),
        );
        expect(skews).toEqual([undefined, 0.02]);
        const desk = { x: 10, y: 10 };
        expect((await decode(images[0]!, desk)).rgb.every((value) => value < 90)).toBe(true);
        expect((await decode(images[1]!, desk)).rgb).toEqual([255, 255, 255]);
      } finally {
        await canned.close();
      }
    },
  );

  it(
    "reads a photo's page 1 again in the issuer's language as the second reading read it",
    { timeout: 60_000 },
    async () => {
      // The seller's Polish VAT id and IBAN, read in the five languages either way.
      const polish = ['NIP:', 'PL7251801126', 'IBAN:', 'PL61109010140000071219812874'].map(
        (text, index) => ({
          text,
          x: 50 + index * 130,
          right: 170 + index * 130,
          y: 842 - 300 - 12,
          top: 300,
          bottom: 312,
          size: 12,
          confidence: 0.9,
        }),
      );
      const inIssuerLanguage: { image: Buffer; threshold: string | undefined }[] = [];
      class CannedEngine extends OcrEngine {
        override recognize(page: OcrPage, options: RecognizeOptions = {}) {
          if (options.languages)
            inIssuerLanguage.push({ image: Buffer.from(page.image), threshold: options.threshold });
          return Promise.resolve({ words: options.languages ? [] : polish, skew: 0 });
        }
      }
      const canned = new LocalExtractor({ renderer, ocr: new CannedEngine(), now: () => NOW });
      try {
        await canned.readDocument(
          { pdf: await photographedInvoice(), fileName: 'photo.pdf', pageCount: 1 },
          { ocr: 'always' },
        );
        expect(inIssuerLanguage.map((each) => each.threshold)).toEqual(['neighbourhood']);
        expect((await decode(inIssuerLanguage[0]!.image, { x: 10, y: 10 })).rgb).toEqual([
          255, 255, 255,
        ]);
      } finally {
        await canned.close();
      }
    },
  );

  it(
    'keeps the first reading where the second cannot be made, and reads an evenly lit scan once',
    { timeout: 180_000 },
    async () => {
      const ocr = new CountingEngine(true);
      const photos = new LocalExtractor({ renderer, ocr, now: () => NOW });
      try {
        const result = await photos.extract({
          pdf: await photographedInvoice(),
          fileName: 'photo.pdf',
          pageCount: 1,
        });
        expect(ocr.readings).toEqual(['page', 'neighbourhood']);
        expect(result.invoice).toMatchObject({ invoiceNumber: 'NW-2024-117', total: null });
        ocr.readings.length = 0;
        const scan = await photos.readDocument(
          {
            pdf: await asScan(await invoicePdf([[[50, 780, 'Northwind Traders Ltd', 20]]])),
            fileName: 'scan.pdf',
            pageCount: 1,
          },
          { ocr: 'always' },
        );
        expect(scan.pages[0]?.source).toBe('ocr');
        expect(ocr.readings).toEqual(['page']);
      } finally {
        await photos.close();
      }
    },
  );
});

describe('LocalExtractor on a letterhead printed as a picture', () => {
  /** A text invoice whose seller's name is printed only in a picture at the top. */
  const body: Placed[] = [
    [400, 660, 'INVOICE', 20],
    [400, 630, 'Invoice No: NH-2024-0042'],
    [400, 616, 'Invoice Date: 12 March 2024'],
    [50, 630, 'Bill To:'],
    [50, 616, 'Contoso Ltd'],
    [50, 602, '1 Main Street, London'],
    [350, 540, 'Subtotal'],
    [480, 540, '£1,000.00'],
    [350, 526, 'VAT 20%'],
    [480, 526, '£200.00'],
    [350, 510, 'Total due'],
    [480, 510, '£1,200.00'],
  ];

  async function withLetterhead(
    place = { x: 0, y: 722, width: 595, height: 120 },
    size: [number, number] = [595, 120],
    draw: (page: PDFPage, fonts: { bold: PDFFont; font: PDFFont }) => void = (page, fonts) => {
      page.drawText('Nordwind Handel Ltd', { x: 50, y: 70, size: 24, font: fonts.bold });
      page.drawText('7 Quay Street, Bristol BS1 4DJ', { x: 50, y: 45, size: 11, font: fonts.font });
    },
    text: Placed[] = body,
  ): Promise<Uint8Array> {
    // The letterhead as an image: a page of its own drawn by the renderer, as a scanner would.
    const head = await PDFDocument.create();
    const bold = await head.embedFont(StandardFonts.HelveticaBold);
    const font = await head.embedFont(StandardFonts.Helvetica);
    draw(head.addPage(size), { bold, font });
    let png: Uint8Array | undefined;
    await renderer.render(
      await head.save(),
      { maxPages: 1, scale: 200 / 72, format: 'png' },
      (page) => {
        png = page.image;
        return Promise.resolve();
      },
    );
    const document = await PDFDocument.load(await invoicePdf([text]));
    const image = await document.embedPng(png!);
    document.getPage(0).drawImage(image, place);
    return document.save();
  }

  it(
    "reads the seller's name from the picture where the text layer names no seller",
    { timeout: 120_000 },
    async () => {
      const pdf = await withLetterhead();
      const result = await extractor.extract({ pdf, fileName: 'letterhead.pdf', pageCount: 1 });
      expect(result.invoice).toMatchObject({
        vendor: 'Nordwind Handel Ltd',
        invoiceNumber: 'NH-2024-0042',
        total: 1200,
      });
      expect(result.evidence.vendor).toMatchObject({ page: 1, source: 'ocr' });
      expect(result.evidence.vendor?.box?.y).toBeLessThan(0.2);
      // The name is the picture's: the text layer alone does not print it.
      const bare = await extractor.extract({
        pdf: await invoicePdf([body]),
        fileName: 'bare.pdf',
        pageCount: 1,
      });
      expect(bare.invoice.vendor).not.toBe('Nordwind Handel Ltd');
    },
  );

  it(
    'places the name read in a picture away from the corner where the page prints it',
    { timeout: 120_000 },
    async () => {
      // Half the size, 200 pt from the left and 82 pt from the top: the name at about 225 pt from
      // the left and 99 pt from the top. Only that part of the page is drawn for OCR.
      const pdf = await withLetterhead({ x: 200, y: 700, width: 297.5, height: 60 });
      const result = await extractor.extract({ pdf, fileName: 'letterhead.pdf', pageCount: 1 });
      expect(result.invoice.vendor).toBe('Nordwind Handel Ltd');
      const box = result.evidence.vendor!.box!;
      expect(box.x).toBeGreaterThan(220 / 595);
      expect(box.x).toBeLessThan(232 / 595);
      expect(box.y).toBeGreaterThan(92 / 842);
      expect(box.y).toBeLessThan(104 / 842);
      // Its right end, far from the part's corner, where the page prints it: a wrong scale
      // would move it.
      const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
      const right = 200 + (50 + font.widthOfTextAtSize('Nordwind Handel Ltd', 24)) / 2;
      expect((box.x + box.width) * 595).toBeGreaterThan(right - 3);
      expect((box.x + box.width) * 595).toBeLessThan(right + 3);
    },
  );

  it(
    "reads a logo's wordmark beside its symbol, which the page layout takes for a drawing",
    { timeout: 120_000 },
    async () => {
      // A freelancer's invoice: her address and ids at the top right, with no name (it is in the
      // logo), and the customer's block in the envelope's window.
      const freelancer: Placed[] = [
        [420, 790, 'Havenstraat 52', 9],
        [420, 778, '2011 RC Haarlem', 9],
        [420, 766, 'KvK 30180853', 9],
        [420, 754, 'Btw-nr. NL410167507B02', 9],
        [420, 742, 'IBAN NL83 ABNA 7411 5508 16', 9],
        [420, 730, 'lotte.bos@outlook.com', 9],
        [50, 680, 'Grachtenhuis Bouw B.V.'],
        [50, 666, 'Havenstraat 64'],
        [50, 652, '5611 EM Eindhoven'],
        [50, 600, 'Factuur', 20],
        [50, 570, 'Factuurnummer'],
        [150, 570, '2024-0396'],
        [50, 556, 'Factuurdatum'],
        [150, 556, '14-05-2024'],
        [300, 480, 'Totaal excl. btw'],
        [480, 480, '€ 2.491,33'],
        [300, 466, '21% btw'],
        [480, 466, '€ 523,18'],
        [300, 452, 'Totaal incl. btw'],
        [480, 452, '€ 3.014,51'],
      ];
      // The logo: a filled circle with the initial in white, the name beside it in the brand's
      // colour. Read as a page, tesseract finds no text block in it at all; its line falls
      // between two of the address block's.
      const brand = rgb(0.47, 0.12, 0.24);
      const logo = (text: Placed[]) =>
        withLetterhead(
          { x: 50, y: 752, width: 160, height: 40 },
          [160, 40],
          (page, fonts) => {
            page.drawCircle({ x: 20, y: 20, size: 19, color: brand });
            page.drawText('L', { x: 14, y: 11, size: 23, font: fonts.bold, color: rgb(1, 1, 1) });
            page.drawText('Lotte Bos', { x: 50, y: 12, size: 22, font: fonts.bold, color: brand });
          },
          text,
        );
      const result = await extractor.extract({
        pdf: await logo(freelancer),
        fileName: 'logo.pdf',
        pageCount: 1,
      });
      expect(result.invoice).toMatchObject({
        vendor: 'Lotte Bos',
        invoiceNumber: '2024-0396',
        total: 3014.51,
      });
      expect(result.evidence.vendor).toMatchObject({ page: 1, source: 'ocr' });
      // Read so, a logo gives pieces of words too: its lettering is taken only where the page's
      // e-mail or web address spells it.
      const unvouched = await extractor.extract({
        pdf: await logo(freelancer.filter(([, , text]) => !text.includes('@'))),
        fileName: 'logo.pdf',
        pageCount: 1,
      });
      expect(unvouched.invoice.vendor).toBeNull();
    },
  );

  it('reads where the page paints its pictures with the text layer', async () => {
    const content = await renderer.readText(await withLetterhead(), {
      maxPages: 1,
      picturePages: [1],
    });
    const [picture] = content.pages[0]!.pictures!;
    expect(picture).toMatchObject({ x: 0, top: 0, right: 595 });
    expect(picture!.bottom).toBeCloseTo(120, 0);
    expect(picture!.pixels).toBeGreaterThan(100_000);
    // Not asked for: not read.
    const plain = await renderer.readText(await withLetterhead(), { maxPages: 1 });
    expect(plain.pages[0]!.pictures).toBeUndefined();
  });

  it("places a picture painted through a form by the form's matrix", async () => {
    const content = await renderer.readText(imageInFormPdf(), {
      maxPages: 1,
      picturePages: [1],
    });
    const [picture] = content.pages[0]!.pictures!;
    expect(picture!.x).toBeCloseTo(50, 0);
    expect(picture!.right).toBeCloseTo(150, 0);
    expect(picture!.top).toBeCloseTo(92, 0);
    expect(picture!.bottom).toBeCloseTo(142, 0);
    expect(picture!.pixels).toBe(4);
  });
});
