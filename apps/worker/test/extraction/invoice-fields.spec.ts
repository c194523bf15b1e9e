import { describe, expect, it } from 'vitest';
import { amountCandidates } from '../../src/analysis/extraction/local/fields/amount-candidates.js';
import { chooseName } from '../../src/analysis/extraction/local/fields/choose-vendor.js';
import {
  chooseInvoiceNumber,
  ocrHexZeros,
} from '../../src/analysis/extraction/local/fields/choose-invoice-number.js';
import {
  taxColumnRates,
  vatRatesOf,
} from '../../src/analysis/extraction/local/fields/choose-amounts.js';
import { amountTokens } from '../../src/analysis/extraction/local/fields/find-amounts.js';
import { findCurrency } from '../../src/analysis/extraction/local/fields/find-currency.js';
import {
  customerBlock,
  customerCells,
  customerNameCells,
  dateOrderOn,
  findVendor,
  vendorName,
} from '../../src/analysis/extraction/local/fields/find-identity.js';
import { findInvoiceFields } from '../../src/analysis/extraction/local/fields/find-invoice-fields.js';
import { cellBelow } from '../../src/analysis/extraction/local/fields/label-values.js';
import {
  cannotBeVendor,
  respelledByAddress,
  vendorCandidates,
} from '../../src/analysis/extraction/local/fields/vendor-candidates.js';
import { evidenceOf } from '../../src/analysis/extraction/local/fields/located.js';
import { numberCandidates } from '../../src/analysis/extraction/local/fields/number-candidates.js';
import {
  COMPANY_SUFFIX,
  CONTACT,
  CUSTOMER_LABELS,
  DATE_LABELS,
  INNER_VENDOR_LABEL,
  INVOICE_NUMBER_LABELS,
  isBankName,
  NET_LABEL,
  OTHER_DATES,
  ROUNDING,
  TAX_EXCLUDED,
  TAX_INCLUDED,
  TAX_LABEL,
  TOTAL_STRONG,
  VENDOR_LABELS,
  INVOICE_NUMBER_LABEL_KINDS,
} from '../../src/analysis/extraction/local/fields/labels.js';
import {
  groupLines,
  splitRun,
  type TextLine,
} from '../../src/analysis/extraction/local/page-text.js';
import { UNSURE_BELOW } from '../../src/analysis/extraction/local/local-extractor.js';
import { lines, type Placed } from './placed-lines.js';

/** Where text of size 10 starts to end at `right` (placed-lines: half the size a character). */
const rightAt = (right: number, text: string) => right - text.length * 5;

const values = (placed: Placed[], source: 'text' | 'ocr' = 'text') => {
  const found = findInvoiceFields(lines(placed, source));
  return {
    invoiceNumber: found.invoiceNumber?.value ?? null,
    date: found.date?.value ?? null,
    vendor: found.vendor?.value ?? null,
    amount: found.amount?.value ?? null,
    taxAmount: found.taxAmount?.value ?? null,
    total: found.total?.value ?? null,
    currency: found.currency?.value ?? null,
  };
};

describe('labels in each language', () => {
  it.each([
    ['English', 'Invoice No.: A-17', 'Invoice Date: 5 March 2024'],
    ['German', 'Rechnungsnummer: A-17', 'Rechnungsdatum: 05.03.2024'],
    ['French', 'N° de facture : A-17', 'Date de facture : 05/03/2024'],
    ['Spanish', 'Número de factura: A-17', 'Fecha de emisión: 5 de marzo de 2024'],
    ['Dutch', 'Factuurnummer: A-17', 'Factuurdatum: 05-03-2024'],
    ['Czech', 'Číslo faktury: A-17', 'Datum vystavení: 05.03.2024'],
    ['Italian', 'Numero fattura: A-17', 'Data fattura: 05/03/2024'],
    ['Italian, abridged', 'Fattura n.: A-17', 'Data: 05/03/2024'],
    ['Portuguese', 'Fatura n.º A-17', 'Data de emissão: 05/03/2024'],
    ['Portuguese, number first', 'N.º Fatura: A-17', 'Data: 05/03/2024'],
    ['Swedish', 'Fakturanummer: A-17', 'Fakturadatum: 2024-03-05'],
    ['OCR', 'Number; A-17', 'Date: 05/03/2024'],
  ])('%s: invoice number and date', (_language, number, date) => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'Order No.: 999-888'],
        [350, 746, 'Due date: 30.04.2024'],
        [350, 732, number],
        [350, 718, date],
      ]),
    ).toMatchObject({ invoiceNumber: 'A-17', date: '2024-03-05' });
  });

  it("takes no measure of an item's for the invoice's number", () => {
    // "Cable tray 3m": a measure with its unit is no identifier.
    const measures = numberCandidates(lines([[40, 604, 'Cable tray 3m, 500mm, 2.5kg']])).map(
      (each) => each.located.value,
    );
    expect(measures).toEqual([]);
  });

  it.each([
    ['Italian', 'N. documento: 81515'],
    ['Italian, in full', 'Numero documento 81515'],
    ['Spanish', 'Nº de documento: 81515'],
  ])("%s: a document's number is the invoice's", (_language, number) => {
    // Not an identity document's number, nor a delivery note's.
    expect(
      INVOICE_NUMBER_LABELS.some((label) => label.test('Número de documento de identidad')),
    ).toBe(false);
    expect(INVOICE_NUMBER_LABELS.some((label) => label.test('N. documento di trasporto'))).toBe(
      false,
    );
    // Its label is an invoice number's, not a bare number's.
    const labelled = numberCandidates(lines([[350, 686, number]])).find(
      (each) => each.located.value === '81515',
    );
    expect(labelled?.features).toMatchObject({ labelInvoiceNo: 1 });
    expect(
      values([
        [40, 799, 'Colle Verde S.p.A.', 20],
        [40, 777, 'Via Garibaldi 97, 40121 Bologna'],
        [40, 703, 'Spett.le:'],
        [40, 686, 'Monterosa S.r.l.', 15],
        [350, 686, number],
        [40, 675, 'Via Roma 4, 40121 Bologna', 8],
        [350, 675, 'Data scadenza: 23/08/2019', 8],
        [350, 663, 'Data fattura: 09/08/2019', 8],
      ]).invoiceNumber,
    ).toBe('81515');
  });

  it.each([
    ['English, abridged', 'Inv. No.: A-17', 'Inv. Date 5 Mar 2024'],
    ['English, issued on', 'Invoice # A-17', 'Issued on 5 March 2024'],
    ['a receipt', 'Receipt Number: A-17', 'Receipt Date 5 March 2024'],
    ['a German receipt', 'Quittung Nr.: A-17', 'Datum: 05.03.2024'],
    ['French, abridged', 'Fact. n° A-17', 'Date : 05/03/2024'],
    ['Dutch, in two words', 'Factuur nr.: A-17', 'Factuur datum 05-03-2024'],
    ['Slovak', 'Faktúra číslo: A-17', 'Dátum vystavenia 05.03.2024'],
    ['Hungarian', 'Számla sorszáma: A-17', 'Kiállítás dátuma 05.03.2024'],
    ['Turkish', 'Fatura No: A-17', 'Fatura Tarihi 05.03.2024'],
  ])('%s: sure of the invoice number and date by their labels', (_language, number, date) => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'Order No.: 999-888'],
        [350, 746, 'Due date: 30.04.2024'],
        [350, 732, number],
        [350, 718, date],
        // A date no label names.
        [50, 600, '12.02.2024'],
      ]),
    );
    expect(found.invoiceNumber).toMatchObject({ value: 'A-17' });
    expect(found.invoiceNumber?.certainty).toBeGreaterThanOrEqual(0.9);
    expect(found.date).toMatchObject({ value: '2024-03-05' });
    expect(found.date?.certainty).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    'Inv. Date',
    'Invoice Dt.',
    'Issued on',
    'Tax Date',
    'Receipt Date',
    'Factuur datum',
    'Dátum vystavenia',
    'Számla kelte',
    'Kiállítás dátuma',
    'Fatura Tarihi',
    'Düzenleme Tarihi',
  ])("'%s' is a label of the invoice's date", (label) => {
    expect(DATE_LABELS.some((pattern) => pattern.test(label))).toBe(true);
  });

  it.each([
    'Refers to your invoice dated 01/02/2024',
    'Quotation Q-12 issued on 01/02/2024',
    'Goods checked, receipt date 01/02/2024',
    'Last tax date 01/02/2024',
  ])("'%s' names no date of the invoice's", (text) => {
    expect(DATE_LABELS.some((pattern) => pattern.test(text))).toBe(false);
  });

  it('reads no number label in a word that begins like one', () => {
    expect(INVOICE_NUMBER_LABELS.some((pattern) => pattern.test('Fact. normale'))).toBe(false);
  });

  it.each([
    ['Czech', 'Prodávající:', 'Kupující:'],
    ['Polish', 'Sprzedawca:', 'Nabywca:'],
    ['Italian', 'Cedente:', 'Spett.le'],
    ['Swedish', 'Leverantör:', 'Kund:'],
    ['Norwegian', 'Selger:', 'Kjøper:'],
  ])("%s: the seller's name under its label, not the buyer's", (_language, seller, buyer) => {
    expect(
      values([
        [50, 790, buyer],
        [50, 776, 'Kupiec Handel Nord', 14],
        [300, 790, seller],
        [300, 776, 'Sklep Meblowy Południe'],
      ]).vendor,
    ).toBe('Sklep Meblowy Południe');
  });

  it.each([
    ['English', 'Subtotal', 'VAT 20%', 'Total', '1,000.00', '200.00', '1,200.00'],
    ['German', 'Nettobetrag', 'MwSt. 20 %', 'Rechnungsbetrag', '1.000,00', '200,00', '1.200,00'],
    ['French', 'Total HT', 'TVA 20 %', 'Total TTC', '1 000,00', '200,00', '1 200,00'],
    ['Spanish', 'Base imponible', 'IVA 20%', 'Total factura', '1.000,00', '200,00', '1.200,00'],
    ['Dutch', 'Subtotaal', 'BTW 20%', 'Totaal incl. BTW', '1.000,00', '200,00', '1.200,00'],
    // British and Australian wording: "inc" and "ex" for including and excluding the tax.
    ['Australian', 'Total ex GST', 'GST 20%', 'Total inc GST', '1,000.00', '200.00', '1,200.00'],
    ['British', 'Amount exc. VAT', 'VAT 20%', 'Total (inc. VAT)', '1,000.00', '200.00', '1,200.00'],
  ])('%s: net, tax and total', (_language, net, tax, total, netValue, taxValue, totalValue) => {
    expect(
      values([
        [300, 540, net],
        [470, 540, netValue],
        [300, 526, tax],
        [470, 526, taxValue],
        [300, 512, total],
        [470, 512, totalValue],
      ]),
    ).toMatchObject({ amount: 1000, taxAmount: 200, total: 1200 });
  });
});

describe('a total with the tax it holds, and no net printed', () => {
  const page = (total: string, tax: string, items: Placed[]): Placed[] => [
    [50, 790, 'Mitchell Trading Pty Ltd', 14],
    [50, 776, '171 George Street'],
    [50, 762, 'Perth WA 6000'],
    [50, 700, 'TAX INVOICE', 14],
    [300, 650, 'Mitchell Services Pty. Ltd.'],
    [300, 636, '2 Hay Street'],
    [300, 622, 'Brisbane QLD 4000'],
    [50, 620, 'Number:'],
    [200, 620, 'S24-062'],
    [50, 606, 'Date of issue:'],
    [200, 606, '3 October 2024'],
    [50, 560, 'Description'],
    [300, 560, 'Qty'],
    [400, 560, 'Unit price'],
    [500, 560, 'Amount'],
    ...items,
    [300, 480, total],
    [470, 480, '911.33 AUD'],
    [300, 466, tax],
    [470, 466, '82.85 AUD'],
  ];
  const items: Placed[] = [
    [50, 546, 'Annual software licence'],
    [300, 546, '1'],
    [400, 546, '370.58'],
    [500, 546, '370.58'],
    [50, 532, 'Website maintenance (monthly)'],
    [300, 532, '2'],
    [400, 532, '126.51'],
    [500, 532, '253.02'],
    [50, 518, 'Consulting services'],
    [300, 518, '1'],
    [400, 518, '204.88'],
    [500, 518, '204.88'],
  ];

  it.each([
    ['Total', 'incl. GST 10%'],
    ['Total inc GST', 'incl. GST 10%'],
  ])('%s: the items adding up to the total less the tax vouch for both', (total, tax) => {
    const found = findInvoiceFields(lines(page(total, tax, items)));
    expect(found.total).toMatchObject({ value: 911.33 });
    expect(found.taxAmount).toMatchObject({ value: 82.85 });
    expect(found.amount).toMatchObject({ value: 828.48 });
    // Shown for review, not left empty as unsure (it was 0.3 to 0.5 without the items' sum).
    expect(found.total!.certainty).toBeGreaterThan(0.6);
    expect(found.amount!.certainty).toBeGreaterThan(0.6);
  });

  it('items that do not add up vouch for nothing', () => {
    const off: Placed[] = items.map(([x, y, text, size]) =>
      text === '204.88' && x === 500 ? [x, y, '214.88', size] : [x, y, text, size],
    );
    const found = findInvoiceFields(lines(page('Total', 'incl. GST 10%', off)));
    const adding = findInvoiceFields(lines(page('Total', 'incl. GST 10%', items)));
    // Less sure than where they add up, and not shown as sure.
    expect(found.total!.certainty).toBeLessThan(adding.total!.certainty - 0.1);
    expect(found.total!.certainty).toBeLessThan(0.9);
  });

  it("takes the one rate of the items' Tax column as the tax's rate, a US sales tax too", () => {
    // Every item at 7.25 % (no country's VAT rate), and a subtotal that holds the tax: the net
    // is the total less the tax, 1,000.00 × 7.25 % = 72.50.
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Coastline Software', 14],
        [50, 560, 'Item'],
        [250, 560, 'Qty'],
        [300, 560, 'Price'],
        [380, 560, 'Tax'],
        [500, 560, 'Total'],
        [50, 546, 'Drain repair'],
        [250, 546, '2'],
        [300, 546, '$300.00'],
        [380, 546, '7.25%'],
        [500, 546, '$643.50'],
        [50, 532, 'Lawn care, monthly'],
        [250, 532, '4'],
        [300, 532, '$100.00'],
        [380, 532, '7.25%'],
        [500, 532, '$429.00'],
        [330, 480, 'Subtotal'],
        [470, 480, '$1,072.50'],
        [330, 466, 'Total Tax'],
        [470, 466, '$72.50'],
        [330, 452, 'Grand Total'],
        [470, 452, '$1,072.50'],
      ]),
    );
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      1000, 72.5, 1072.5,
    ]);
  });

  it('takes no charge for a tax because the items add up to the total less it', () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Widget Works Ltd', 14],
        [50, 560, 'Description'],
        [300, 560, 'Qty'],
        [400, 560, 'Unit price'],
        [500, 560, 'Amount'],
        [50, 546, 'Widget A'],
        [300, 546, '2'],
        [400, 546, '25.00'],
        [500, 546, '50.00'],
        [50, 532, 'Widget B'],
        [300, 532, '1'],
        [400, 532, '50.00'],
        [500, 532, '50.00'],
        [300, 500, 'Shipping'],
        [500, 500, '10.00'],
        [300, 486, 'Total'],
        [500, 486, '110.00'],
      ]),
    );
    expect(found.total?.value).toBe(110);
    expect(found.taxAmount?.value ?? null).not.toBe(10);
  });

  it('reads "inc" and "ex" as including and excluding the tax', () => {
    expect(TOTAL_STRONG.test('Total inc GST')).toBe(true);
    expect(TOTAL_STRONG.test('Total (inc. VAT)')).toBe(true);
    expect(TOTAL_STRONG.test('Total income')).toBe(false);
    expect(TAX_INCLUDED.test('Total inc GST')).toBe(true);
    expect(TAX_EXCLUDED.test('Total ex GST')).toBe(true);
    expect(TAX_EXCLUDED.test('Amount exc. VAT')).toBe(true);
    expect(TAX_EXCLUDED.test('Index VAT')).toBe(false);
    expect(NET_LABEL.test('Total ex GST')).toBe(true);
    expect(NET_LABEL.test('Amount (exc VAT)')).toBe(true);
    // Incoterms: "Ex Works" names no tax.
    expect(NET_LABEL.test('Total Ex Works')).toBe(false);
  });
});

describe('tax lines between the net and the total', () => {
  const page = (second: string, value = '550,07'): Placed[] => [
    [50, 790, 'Fiume & Aurora S.r.l.', 14],
    [300, 432, 'Totale imponibile'],
    [470, 432, '€102.089,59'],
    [300, 417, 'IVA 22 %'],
    [470, 417, '€21.249,55'],
    [300, 404, second],
    [480, 404, value],
    [300, 383, 'Totale da pagare'],
    [470, 383, '€123.889,21'],
  ];

  it("add up to the tax, whatever a scan made of a line's label", () => {
    for (const second of ['IVA 10 %', 'VA10%']) {
      const found = findInvoiceFields(lines(page(second), 'ocr'));
      expect(found.amount?.value).toBe(102089.59);
      expect(found.taxAmount?.value).toBe(21799.62);
      expect(found.total?.value).toBe(123889.21);
    }
  });

  it('are no tax where a charge with its rate stands between them', () => {
    const found = findInvoiceFields(
      lines(
        [
          [50, 790, 'Marina Bay Bistro Pte Ltd', 14],
          [300, 500, 'Subtotal'],
          [480, 500, '100.00'],
          [300, 486, 'Service Charge 10%'],
          [480, 486, '10.00'],
          [300, 472, 'GST 9%'],
          [480, 472, '9.90'],
          [300, 458, 'Total'],
          [480, 458, '119.90'],
        ],
        'ocr',
      ),
    );
    expect(found.taxAmount?.value).toBe(9.9);
  });

  it("add up where the total is set apart from the sums' column, as a receipt centres it", () => {
    const found = findInvoiceFields(
      lines([
        [60, 790, 'Bansal & Co.', 14],
        // (An item's amount the tax's label heads: "GST" over its rate.)
        [28, 560, 'Sr HSN Item Name'],
        [134, 560, 'GST Qt Rate Amt'],
        [43, 546, 'Paneer 200 g'],
        [137, 546, '5% 2 91.38 191.9'],
        [130, 500, 'Sub Total : 4736.85'],
        [140, 486, 'SGST'],
        [190, 486, '279.05'],
        [140, 472, 'CGST'],
        [190, 472, '279.05'],
        [130, 458, 'Round off'],
        [200, 458, '0.05'],
        [90, 442, 'Total : 5295'],
      ]),
    );
    expect(found.amount?.value).toBe(4736.85);
    expect(found.taxAmount?.value).toBe(558.1);
    expect(found.total?.value).toBe(5295);
  });

  it('are no tax where a line names no tax and no rate (a charge between them)', () => {
    const found = findInvoiceFields(lines(page('Spese di trasporto'), 'ocr'));
    expect(found.taxAmount?.value).not.toBe(21799.62);
  });
});

describe('amounts', () => {
  it("takes the total for the net where a tax of zero is named, not an item's amount", () => {
    // A cloud provider's monthly bill to a business abroad: reverse charge, no VAT. The items'
    // largest amount is the second largest on the page, as a net often is, and each item's amount
    // is printed twice (the service, and its usage under it).
    const bill = values([
      [318, 800, 'Invoice Number: EUINDE24-6802698', 7],
      [318, 785, 'TOTAL AMOUNT DUE ON August 1, 2024', 8],
      [481, 785, '$1,804.56', 8],
      [34, 700, 'Summary', 9],
      [37, 685, 'Nimbus Cloud Platform Service Charges', 7],
      [528, 685, '$1,804.56', 7],
      [47, 670, 'Charges', 7],
      [528, 670, '$1,804.56', 7],
      [47, 655, 'VAT 0% (reverse charge)', 7],
      [542, 655, '$0.00', 7],
      [37, 640, 'Total for this invoice', 7],
      [528, 640, '$1,804.56', 7],
      [34, 610, 'Detail', 9],
      [37, 595, 'Object Storage', 7],
      [534, 595, '$142.61', 7],
      [47, 580, 'Standard storage: $0.0227 per GB-month', 7],
      [440, 580, '6,271 GB-Mo', 7],
      [534, 580, '$142.61', 7],
      [37, 565, 'Key Management', 7],
      [534, 565, '$67.00', 7],
      [47, 550, 'Customer managed keys: $1.0000 per key-month', 7],
      [440, 550, '67 Keys', 7],
      [534, 550, '$67.00', 7],
      [37, 535, 'DNS', 7],
      [534, 535, '$35.50', 7],
      [47, 520, 'Hosted zones: $0.5000 per hosted zone', 7],
      [440, 520, '71 Zones', 7],
      [534, 520, '$35.50', 7],
      [37, 505, 'Message Queue', 7],
      [534, 505, '$34.39', 7],
      [47, 490, 'Requests: $0.4914 per million requests', 7],
      [440, 490, '70 Requests (1M)', 7],
      [534, 490, '$34.39', 7],
      [37, 475, 'Data Transfer', 7],
      [534, 475, '$34.90', 7],
      [47, 460, 'Inter-region data transfer: $0.0160 per GB', 7],
      [440, 460, '2,186 GB', 7],
      [534, 460, '$34.90', 7],
      [37, 445, 'Content Delivery Network', 7],
      [534, 445, '$382.99', 7],
      [47, 430, 'Data transfer out: $0.0549 per GB', 7],
      [440, 430, '6,981 GB', 7],
      [534, 430, '$382.99', 7],
      [37, 415, 'Managed Database', 7],
      [534, 415, '$588.17', 7],
      [47, 400, 'Database instance hours: $0.4306 per hour', 7],
      [440, 400, '1,366 Hrs', 7],
      [534, 400, '$588.17', 7],
      [37, 385, 'Elastic Compute', 7],
      [534, 385, '$487.60', 7],
      [47, 370, 'On-demand instance hours: $0.3967 per hour', 7],
      [440, 370, '1,229 Hrs', 7],
      [534, 370, '$487.60', 7],
      [37, 355, 'Container Registry', 7],
      [534, 355, '$31.40', 7],
      [47, 340, 'Storage: $0.1000 per GB-month', 7],
      [440, 340, '314 GB-Mo', 7],
      [534, 340, '$31.40', 7],
      [37, 325, 'VAT 0% (reverse charge)', 7],
      [542, 325, '$0.00', 7],
    ]);
    expect(bill).toMatchObject({ amount: 1804.56, taxAmount: 0, total: 1804.56 });
  });

  const read = (text: string, source: 'text' | 'ocr' = 'text') => {
    const [line] = lines([[50, 500, text]], source);
    return line
      ? line.cells.flatMap((cell) => amountTokens(line, cell).map((token) => token.value))
      : [];
  };

  it('reads either decimal mark and any grouping, and leaves percentages and dates out', () => {
    expect(read('1,234.56')).toEqual([1234.56]);
    expect(read('1.234,56 €')).toEqual([1234.56]);
    expect(read("CHF 1'234.50")).toEqual([1234.5]);
    expect(read('₹7,08,000.00')).toEqual([708000]);
    expect(read('-218,48 €')).toEqual([-218.48]);
    expect(read('(12.00)')).toEqual([-12]);
    expect(read('VAT 19% on 05.03.2024')).toEqual([]);
    // A rate as Turkish prints it, its percent sign first.
    expect(read('Hesaplanan KDV(%20)')).toEqual([]);
    expect(read('R8 606,45')).toEqual([8606.45]);
    // (Not a room's or a reference's letter inside a cell.)
    expect(read('Room R1 120.00')).toEqual([120]);
  });

  it("takes a scan's dash set apart from an amount after a rate for a speck, not its sign", () => {
    expect(read('Btw 9% - 325,96', 'ocr')).toEqual([325.96]);
    // A credit note's total keeps its sign.
    expect(read('Total - 119,00', 'ocr')).toEqual([-119]);
    expect(read('Korting -325,96', 'ocr')).toEqual([-325.96]);
    expect(read('Korting - 325,96')).toEqual([-325.96]);
  });

  it('reads a scanned amount whose decimal mark OCR dropped', () => {
    // Grouped, the last group of five digits holds the cents: no grouping has five.
    expect(read('Total EUR €3,79134', 'ocr')).toEqual([3791.34]);
    expect(read('Total EUR €3,79134')).toEqual([]);
  });

  it("takes a scan's dash set apart from an amount the page prints unsigned for a speck", () => {
    const totals = (placed: Placed[]) =>
      amountCandidates(lines(placed, 'ocr')).map((each) => each.token.value);
    expect(
      totals([
        [50, 560, 'Labour'],
        [500, 560, '$550.00'],
        [50, 540, 'Travel'],
        [500, 540, '$55.00'],
        [300, 520, 'Subtotal'],
        [500, 520, '$605.00'],
        [300, 500, 'Total'],
        [500, 500, '$514.25'],
        [300, 480, 'Amount due'],
        [490, 480, '- $514.25'],
        [300, 460, 'Balance'],
        [490, 460, '£2,459.88 -'],
      ]),
    ).toEqual([550, 55, 605, 514.25, 514.25, -2459.88, 2459.88]);
    // Printed nowhere unsigned, the amount is read both ways, and the sums choose: a credit
    // note's amounts keep their signs.
    const found = findInvoiceFields(
      lines(
        [
          [300, 520, 'Subtotal'],
          [490, 520, '- 100,00'],
          [300, 500, 'VAT'],
          [490, 500, '- 19,00'],
          [300, 480, 'Total'],
          [490, 480, '- 119,00'],
        ],
        'ocr',
      ),
    );
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      -100, -19, -119,
    ]);
    // And an invoice's total with a speck after it adds up with its net and tax.
    const invoice = findInvoiceFields(
      lines(
        [
          [300, 520, 'Sub Total'],
          [490, 520, '2,049.90'],
          [300, 500, 'VAT (20%)'],
          [490, 500, '409.98'],
          [300, 480, 'Total'],
          [490, 480, '£2,459.88 -'],
        ],
        'ocr',
      ),
    );
    expect(invoice.total?.value).toBe(2459.88);
  });

  it('reads a scanned amount with an underscore against it, or an ungrouped one with a letter for a digit', () => {
    expect(read('Mervärdesskatt 12% _9701,21€', 'ocr')).toEqual([9701.21]);
    expect(read('Belopp exkl. moms B0979,76€', 'ocr')).toEqual([80979.76]);
    expect(read('Belopp exkl. moms B0979,76€')).toEqual([]);
    // A table's rule before an amount is no digit, nor a dollar sign read as S.
    expect(read('Total |234,56', 'ocr')).toEqual([234.56]);
    expect(read('Total S234.50', 'ocr')).not.toContain(5234.5);
  });

  it('reads a scanned amount whose grouping comma OCR took for a dot', () => {
    expect(read('¥6.00,000.00', 'ocr')).toEqual([600000]);
    expect(read('¥6.00,000.00', 'text')).toEqual([]);
  });

  it("reads a till receipt's total and included tax, not the cash handed over and the change", () => {
    // A narrow till receipt: 983.77 + 26.23 = 1,010.00 adds up too, but the tax included is
    // 12% of 878.37.
    const placed: Placed[] = [
      [70, 249, 'Björk & Fjäll AB', 9],
      [77, 235, 'Drottninggatan 84', 7],
      [60, 202, 'Momsreg.nr SE979151601001', 7],
      [10, 180, 'Fakturanummer: 80-77218', 7],
      [10, 169, '2023-02-04', 7],
      [195, 169, '17:18', 7],
      [10, 136, '6 x 154,10', 7],
      [10, 125, 'Underhåll webbplats', 7],
      [190, 125, '924,60', 7],
      [10, 103, 'Rabatt', 7],
      [190, 103, '-46,23', 7],
      [10, 92, 'Totalt', 9],
      [172, 92, '983,77 €', 9],
      [10, 78, 'varav moms 12%', 7],
      [190, 78, '105,40', 7],
      [10, 67, 'KONTANT', 7],
      [182, 67, '1 010,00', 7],
      [10, 56, 'VÄXEL', 7],
      [195, 56, '26,23', 7],
    ];
    const words = placed.flatMap(([x, y, text, size = 7]) =>
      splitRun({
        text,
        x,
        right: x + text.length * size * 0.6,
        y,
        top: 260 - y - size * 0.8,
        bottom: 260 - y + size * 0.2,
        size,
        confidence: 1,
      }),
    );
    const found = findInvoiceFields(
      groupLines({ page: 1, width: 226, height: 260, words, source: 'text' }),
    );
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      878.37, 105.4, 983.77,
    ]);
  });

  describe('on a scan, where OCR is unsure of some words', () => {
    // OCR lines of words at (x, y), each with OCR's confidence.
    const scanned = (placed: [x: number, y: number, text: string, confidence: number][]) =>
      groupLines({
        page: 1,
        width: 595,
        height: 842,
        words: placed.flatMap(([x, y, text, confidence]) =>
          splitRun({
            text,
            x,
            right: x + text.length * 5,
            y,
            top: 842 - y - 8,
            bottom: 842 - y + 2,
            size: 10,
            confidence,
          }),
        ),
        source: 'ocr',
      });
    const shown = (lines: TextLine[]) => {
      const found = findInvoiceFields(lines);
      return (['amount', 'taxAmount', 'total'] as const).map((field) => {
        const located = found[field];
        return located && [located.value, evidenceOf(located).confidence];
      });
    };

    it("reads a table's rule against an amount as a rule where the sum says so", () => {
      // "VAT total: |75.04 €": the rule before the tax is no digit 1 (496.00 + 75.04 = 571.04).
      const page = (tax: string) =>
        scanned([
          [300, 400, 'Net total: 496.00 €', 0.95],
          [300, 386, `VAT total: ${tax} €`, 0.9],
          [300, 372, 'Due payable: 571.04 €', 0.9],
        ]);
      expect(shown(page('|75.04')).map((each) => each?.[0])).toEqual([496, 75.04, 571.04]);
      // Where the sum takes it for a 1, it is one: 1,000.00 + 190.00 = 1,190.00.
      expect(
        shown(
          scanned([
            [300, 400, 'Net total: 1,000.00 €', 0.95],
            [300, 386, 'VAT total: |90.00 €', 0.9],
            [300, 372, 'Due payable: 1,190.00 €', 0.9],
          ]),
        ).map((each) => each?.[0]),
      ).toEqual([1000, 190, 1190]);
    });

    it('takes a subtotal whose total is a known rate more to the cent, where the tax is unreadable', () => {
      // "Sales Tax 3%" read as "3m": 10,375 × 3 % = 311.25, and 10,375 + 311.25 = 10,686.25.
      const found = findInvoiceFields(
        scanned([
          [300, 420, 'Manager Training $3,500', 0.7],
          [300, 400, 'Subtotal $10,375', 0.95],
          [300, 386, 'Sales Tax. 3m', 0.34],
          [300, 372, 'Total $10,686.25', 0.87],
        ]),
      );
      expect(found.amount?.value).toBe(10375);
      expect(found.total?.value).toBe(10686.25);
      expect(found.taxAmount).toBeNull();
      expect(found.unprintedTax).toBe(311.25);
      // Not where the difference is no rate to the cent: 10,375 + 312.40 is no 3 % of it.
      expect(
        findInvoiceFields(
          scanned([
            [300, 400, 'Subtotal $10,375', 0.95],
            [300, 386, 'Sales Tax. 3m', 0.34],
            [300, 372, 'Total $10,687.40', 0.87],
          ]),
        ).amount?.value,
      ).not.toBe(10375);
      // Nor where the difference is printed: a deposit of 20 % leaves a balance 25 % below.
      const deposit = findInvoiceFields(
        lines([
          [300, 420, 'Totaal excl. btw 3.635,53'],
          [300, 406, 'Totaal EUR 3.635,53'],
          [300, 392, 'Aanbetaling -727,11'],
          [300, 378, 'Openstaand saldo 2.908,42'],
          [300, 350, 'Vrijgesteld van btw (KOR).'],
        ]),
      );
      expect(deposit.amount?.value).toBe(3635.53);
      // Nor an item the other items make up to the total: no tax line lies between them.
      const items = (totals: Placed[]) =>
        findInvoiceFields(
          lines([
            [50, 790, 'Acme Design Studio LLC', 14],
            [50, 600, 'Consulting'],
            [470, 600, '1,000.00'],
            [50, 586, 'Travel'],
            [470, 586, '120.00'],
            [50, 572, 'Materials'],
            [470, 572, '80.00'],
            ...totals,
          ]),
        );
      const subtotal = items([
        [330, 450, 'Subtotal'],
        [470, 450, '1,200.00'],
        [330, 436, 'Total'],
        [470, 436, '1,200.00'],
      ]);
      expect([subtotal.amount?.value, subtotal.total?.value]).toEqual([1200, 1200]);
      expect(
        items([
          [330, 450, 'Total'],
          [470, 450, '1,200.00'],
        ]).amount?.value,
      ).not.toBe(1000);
      // Nor a total after a discount (1,250.00 less 20 % is 1,000.00).
      const discounted = findInvoiceFields(
        lines([
          [50, 600, 'Product A'],
          [470, 600, '750.00'],
          [50, 586, 'Product B'],
          [470, 586, '500.00'],
          [330, 450, 'Subtotal'],
          [470, 450, '1,250.00'],
          [330, 436, 'Discount 20%'],
          [470, 436, '-250.00'],
          [330, 422, 'Total'],
          [470, 422, '1,000.00'],
        ]),
      );
      expect(discounted.total?.value).toBe(1000);
    });

    it("reads a credit note's minus that OCR read as another mark, where the sum says so", () => {
      // "„14,99 €": the minus read as a low quote (-218.48 - 14.99 = -233.47).
      expect(
        shown(
          scanned([
            [300, 400, 'Total HT -218,48 €', 0.95],
            [300, 386, 'Total taxes „14,99 €', 0.6],
            [300, 372, 'Total TTC -233,47 €', 0.9],
          ]),
        ).map((each) => each?.[0]),
      ).toEqual([-218.48, -14.99, -233.47]);
    });

    it('reads a rupee sign OCR read as an X, a T or a per cent sign as no part of the amount', () => {
      expect(
        shown(
          scanned([
            [250, 400, 'Sub Total without Tax', 0.9],
            [480, 400, 'X26762.32', 0.9],
            [250, 386, 'IGST', 0.9],
            [480, 386, 'T4705.85', 0.9],
            [250, 372, 'Round Off', 0.9],
            [480, 372, 'X-0.17', 0.9],
            [250, 358, 'TOTAL AMOUNT', 0.9],
            [480, 358, 'X31468', 0.9],
          ]),
        ).map((each) => each?.[0]),
      ).toEqual([26762.32, 4705.85, 31468]);
      expect(scanned([[480, 400, '%4705.85 Z31468', 0.9]])[0]!.text).toBe('₹4705.85 ₹31468');
      expect(scanned([[480, 400, 'X26401.88]', 0.9]])[0]!.text).toBe('₹26401.88]');
      // Read as an F or as two marks ("%X113627.84") on a page in rupees only: "F1250.10" is a
      // product's code as often.
      const rupees = (text: string) =>
        scanned([
          [40, 700, 'GSTIN 24ABCDE1234F1Z5', 0.9],
          [480, 400, text, 0.9],
        ])[1]!.text;
      expect(rupees('%X113627.84 X%95.10 F3965.10')).toBe('₹113627.84 ₹95.10 ₹3965.10');
      expect(scanned([[480, 400, 'F1250.10 %X95.10', 0.9]])[0]!.text).toBe('F1250.10 %X95.10');
      // A code of letters and digits keeps its X, and so does a whole number on a page with no
      // amount read so ("Fujifilm X100").
      expect(scanned([[300, 400, 'Model AX200 X2-B X100', 0.9]])[0]!.text).toBe(
        'Model AX200 X2-B X100',
      );
      expect(ROUNDING.test('Year-round offer')).toBe(false);
      expect(ROUNDING.test('Round Off')).toBe(true);
    });

    it('reads a rupee sign OCR read as a 7 before a net, where the sum says so', () => {
      // "713132" for "₹13132": 13132 + 656.60 = 13788.60.
      expect(
        shown(
          scanned([
            [250, 400, 'Sub Total without Tax', 0.9],
            [480, 400, '713132', 0.9],
            [250, 386, 'IGST', 0.9],
            [480, 386, '₹656.60', 0.9],
            [250, 372, 'TOTAL AMOUNT', 0.9],
            [480, 372, '₹13788.60', 0.9],
          ]),
        ).map((each) => each?.[0]),
      ).toEqual([13132, 656.6, 13788.6]);
    });

    it('reads a rupee sign OCR read as a 7 before a total read elsewhere with its sign', () => {
      // "711924.88" for "₹11924.88", printed with its sign on the items' total row above.
      const page = (items: string) =>
        scanned([
          [50, 790, 'Om Sai Packaging & Co.', 0.95],
          [40, 560, 'Total', 0.95],
          [rightAt(470, '₹612.32'), 560, '₹612.32', 0.95],
          [rightAt(560, items), 560, items, 0.95],
          [300, 530, 'Total Amount', 0.95],
          [rightAt(560, '711924.88'), 530, '711924.88', 0.95],
        ]);
      expect(shown(page('₹11924.88'))[2]?.[0]).toBe(11924.88);
      // Without the sign there, 711924.88 may be what the page prints.
      expect(shown(page('11924.88'))[2]?.[0]).not.toBe(11924.88);
    });

    it('reads rupee signs OCR read as 7s before the net and both tax lines, where they add up', () => {
      // "736921" and "72218.20" twice for ₹36921 and ₹2218.20: 36921 + 2 × 2218.20 = 41357.40.
      const page = (total: string) =>
        scanned([
          [50, 790, 'Gupta Traders', 0.95],
          [300, 430, 'Sub Total without Tax', 0.9],
          [rightAt(560, '736921'), 430, '736921', 0.9],
          [300, 413, 'SGST', 0.9],
          [rightAt(560, '72218.20'), 413, '72218.20', 0.9],
          [300, 398, 'CGST', 0.9],
          [rightAt(560, '72218.20'), 398, '72218.20', 0.9],
          [300, 384, 'TOTAL AMOUNT', 0.9],
          [rightAt(560, total), 384, total, 0.9],
        ]);
      expect(shown(page('₹41357.40')).map((each) => each?.[0])).toEqual([36921, 4436.4, 41357.4]);
      // A total they do not add up to leaves them as read.
      expect(shown(page('₹41357.50'))[1]?.[0]).not.toBe(4436.4);
    });

    it('reads an amount whose decimal mark OCR lost with its space, where the sum says so', () => {
      // "6 635,50" read as "663550": 66 355,00 + 6 635,50 = 72 990,50.
      expect(
        shown(
          scanned([
            [300, 400, 'Sous-total HT: 66 355,00 EUR', 0.95],
            [300, 386, 'TVA 10 %: 663550 EUR', 0.9],
            [300, 372, 'Net à payer: 72 990,50 EUR', 0.9],
          ]),
        ).map((each) => each?.[0]),
      ).toEqual([66355, 6635.5, 72990.5]);
    });

    it('takes net, tax and total that add up to the cent as sure of their characters', () => {
      const page = (net: string) =>
        scanned([
          [50, 790, 'Aalto Konsultointi Oyj', 0.95],
          [300, 300, 'Veroton yhteensä', 0.95],
          [450, 300, net, 0.2],
          [300, 286, 'ALV 24 %', 0.95],
          [450, 286, '269,49 EUR', 0.95],
          [300, 272, 'Yhteensä', 0.95],
          [450, 272, '1392,37 EUR', 0.95],
        ]);
      // 1122,88 + 269,49 = 1392,37: the sum vouches for the net OCR was unsure of.
      const [net] = shown(page('1122,88 EUR'));
      expect(net?.[0]).toBe(1122.88);
      expect(net?.[1]).toBeGreaterThan(0.5);
    });

    it('takes no zero tax as a check of net and total (one number read twice)', () => {
      const [net, , total] = shown(
        scanned([
          [50, 790, 'Northwind Traders Ltd', 0.95],
          [300, 300, 'Subtotal', 0.95],
          [450, 300, '1,284.56', 0.3],
          [300, 286, 'VAT 0%', 0.95],
          [450, 286, '0.00', 0.95],
          [300, 272, 'Total', 0.95],
          [450, 272, '1,284.56', 0.3],
        ]),
      );
      expect(net?.[1]).toBeLessThan(0.5);
      expect(total?.[1]).toBeLessThan(0.5);
    });

    it("keeps an amount where it was chosen when the same value is an item's, above it", () => {
      const lines = scanned([
        [50, 790, 'Northwind Traders Ltd', 0.95],
        [50, 314, 'Consulting', 0.95],
        [450, 314, '1,000.00', 0.95],
        [300, 300, 'Subtotal', 0.95],
        [450, 300, '1,000.00', 0.6],
        [300, 286, 'VAT 20%', 0.95],
        [450, 286, '200.00', 0.95],
        [300, 272, 'Total', 0.95],
        [450, 272, '1,200.00', 0.95],
      ]);
      const net = findInvoiceFields(lines).amount;
      expect(net?.value).toBe(1000);
      expect(net?.line.text).toContain('Subtotal');
    });

    it('shows an amount where its row, printed twice, was read surest', () => {
      const row = (y: number, confidence: number): [number, number, string, number][] => [
        [200, y, '1062,60', 0.95],
        [300, y, '1056,05', confidence],
        [400, y, '200,65', 0.95],
        [500, y, '1256,70', 0.95],
      ];
      const lines = scanned([
        [50, 790, 'Musterlieferant GmbH', 0.95],
        [200, 314, 'Warenwert', 0.95],
        [300, 314, 'Nettobetrag', 0.95],
        [400, 314, 'MwSt-Betrag', 0.95],
        [500, 314, 'Endbetrag', 0.95],
        ...row(300, 0.1),
        ...row(286, 0.95),
      ]);
      const net = findInvoiceFields(lines).amount;
      expect(net?.value).toBe(1056.05);
      expect(net && lines.indexOf(net.line)).toBe(lines.findIndex((line) => line.y === 286));
    });
  });

  it("takes only the label next to an amount for a till's cash or change", () => {
    expect(
      amountCandidates(
        lines([
          [50, 500, 'Change'],
          [200, 500, 'Oil filter'],
          [450, 500, '45.00'],
        ]),
      ).map((each) => each.token.value),
    ).toEqual([45]);
  });

  it('prefers the total that agrees over an amount due after a prepayment', () => {
    expect(
      values([
        [300, 540, 'Total HT'],
        [470, 540, '624,90'],
        [300, 526, 'TVA'],
        [470, 526, '46,25'],
        [300, 512, 'Acompte'],
        [470, 512, '201,00'],
        [300, 498, 'Solde à payer'],
        [470, 498, '470,15'],
        [300, 484, 'Total TTC'],
        [470, 484, '671,15'],
      ]),
    ).toMatchObject({ amount: 624.9, taxAmount: 46.25, total: 671.15 });
  });
});

describe("two items' totals", () => {
  // A generator's layout: the items' totals hold their tax, its "Subtotal" the gross.
  const page = (right: (text: string) => number): Placed[] => [
    [40, 789, 'Oakridge Print Limited', 16],
    [410, 765, 'Ref no: INV-2025-2890'],
    [45, 528, 'Item'],
    [254, 528, 'Qty'],
    [293, 528, 'Price'],
    [367, 528, 'Tax'],
    [485, 528, 'Total'],
    [45, 495, 'Site visit'],
    [254, 495, '3'],
    [293, 495, '£1,808.99'],
    [367, 495, '5%'],
    [right('£5,698.32'), 495, '£5,698.32'],
    [45, 463, 'Pallet wrap'],
    [254, 463, '1'],
    [293, 463, '£274.00'],
    [367, 463, '5%'],
    [right('£287.70'), 463, '£287.70'],
    [360, 409, 'Subtotal'],
    [449, 409, '£5,986.02'],
    [360, 376, 'Total Tax'],
    [449, 376, '£285.05'],
    [360, 343, 'Grand Total'],
    [449, 343, '£5,986.02'],
  ];

  it('are never the net and the tax, whether the column is set to the left or the right', () => {
    for (const right of [() => 485, (text: string) => rightAt(530, text)]) {
      const found = values(page(right));
      expect([found.amount, found.taxAmount, found.total]).toEqual([5700.97, 285.05, 5986.02]);
    }
  });
});

describe('a net equal to the total', () => {
  it('is not sure beside a tax line OCR read without its decimal mark', () => {
    // "Total Tax 4552 €" for 45,52 €: net = total does not add up the page's sums.
    const found = findInvoiceFields(
      lines(
        [
          [40, 800, 'Fontana S.p.A.', 16],
          [300, 765, 'Ref no: #2025/346'],
          [300, 748, 'Date: 07/01/2025'],
          [40, 541, 'Item'],
          [200, 541, 'Qty'],
          [260, 541, 'Price'],
          [330, 541, 'Tax'],
          [480, 541, 'Total'],
          [40, 511, 'Licenza software'],
          [200, 511, '16'],
          [260, 511, '28,45 €'],
          [330, 511, '10%'],
          [480, 511, '500,72 €'],
          [380, 455, 'Subtotal'],
          [480, 455, '500,72 €'],
          [380, 424, 'Total Tax'],
          [480, 424, '4552 €'],
          [380, 391, 'Grand Total'],
          [480, 391, '500,72 €'],
        ],
        'ocr',
      ),
    );
    expect(found.total?.value).toBe(500.72);
    expect(found.amount?.certainty ?? 0).toBeLessThan(0.9);
  });

  it("is sure beside an item whose description names a tax, or an exempt one's", () => {
    const page = (item: string) =>
      findInvoiceFields(
        lines([
          [40, 800, 'Harbour Training Ltd', 16],
          [300, 780, 'Invoice No: 2024-117'],
          [300, 766, 'Date: 05/03/2024'],
          [40, 600, 'Description'],
          [480, 600, 'Amount'],
          [40, 580, item],
          [480, 580, '£500.00'],
          [380, 540, 'Subtotal'],
          [480, 540, '£500.00'],
          [380, 524, 'Total'],
          [480, 524, '£500.00'],
        ]),
      );
    for (const item of ['Training course (VAT exempt)', 'Tax return preparation']) {
      const found = page(item);
      expect(found.total?.value).toBe(500);
      expect(found.total?.certainty).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("is an Odoo invoice's 'Untaxed Amount'", () => {
    const found = values([
      [40, 800, 'Red Maple Analytics Inc.', 16],
      [40, 760, 'Invoice INV/2024/02012'],
      [40, 746, 'Invoice Date: 01/22/2024'],
      [353, 543, 'Untaxed Amount'],
      [rightAt(555, '$ 2,820.00'), 543, '$ 2,820.00'],
      [353, 524, 'Total'],
      [rightAt(555, '$ 2,820.00'), 524, '$ 2,820.00'],
      [353, 507, 'Paid on 02/06/2024'],
      [rightAt(555, '$ 2,820.00'), 507, '$ 2,820.00'],
      [353, 489, 'Amount Due'],
      [rightAt(555, '$ 0.00'), 489, '$ 0.00'],
    ]);
    expect([found.amount, found.total]).toEqual([2820, 2820]);
  });

  it("takes a plain number label's value over a bare reference's", () => {
    expect(
      values([
        [40, 800, 'INVOICE', 20],
        [40, 760, 'Number: 1001'],
        [40, 746, 'Date: 01/02/2024'],
        [40, 732, 'Ref: PO-1234'],
      ]).invoiceNumber,
    ).toBe('1001');
  });
});

describe('Indian GST totals', () => {
  it("reads the tax from the tax column of the items' total row, its rates bracketed", () => {
    // The items' head far above their total row, each item's rate on a line of its own as
    // "(18)%": the total row's tax column is the tax (18 % and 28 % items: 18.85 % of the net).
    const item = (
      y: number,
      hsn: string,
      qty: string,
      price: string,
      tax: string,
      total: string,
      rate: string,
    ): Placed[] => [
      [40, y, '1'],
      [180, y, hsn],
      [250, y, qty],
      [320, y, price],
      [400, y, tax],
      [480, y, total],
      [60, y - 7, 'Goods'],
      [400, y - 14, rate],
    ];
    const found = values([
      [40, 800, 'Pillai & Co.', 16],
      [300, 780, 'Invoice No : SB/0120'],
      [300, 766, 'Date : 18/02/2020'],
      [40, 560, '#'],
      [60, 560, 'Item Names'],
      [180, 560, 'HSN Code'],
      [250, 560, 'Qty'],
      [320, 560, '₹/Unit'],
      [400, 560, 'Tax Amt'],
      [480, 560, 'Total'],
      ...item(540, '3926', '25 PCS', '134', '603', '3953', '(18)%'),
      ...item(505, '9403', '1 PCS', '9138', '1644.84', '10782.84', '(18)%'),
      ...item(470, '2202', '20 PCS', '104.52', '585.32', '2675.72', '(28)%'),
      ...item(435, '9989', '1 NOS', '4175', '751.50', '4926.5', '(18)%'),
      ...item(400, '8414', '3 PCS', '1963', '1060.02', '6949.02', '(18)%'),
      [40, 340, 'Total'],
      [250, 340, '50'],
      [400, 340, '₹4644.68'],
      [480, 340, '₹29287.08'],
      [300, 310, 'TOTAL AMOUNT', 12],
      [480, 310, '₹29287.08', 12],
    ]);
    expect([found.taxAmount, found.total]).toEqual([4644.68, 29287.08]);
  });

  it("takes the tax column's total where it sums the items' taxes, the page printing no net", () => {
    // No net anywhere: the total row's "₹3837.37" under "Tax Amt" is the sum of the seven items'
    // taxes above it (5, 18 and 28 % items), which vouches for it as the tax.
    const item = (y: number, qty: string, price: string, tax: string, total: string): Placed[] => [
      [25, y, String(y)],
      [294, y, qty],
      [382, y, price],
      [rightAt(490, tax), y, tax],
      [rightAt(591, total), y, total],
      [57, y - 6, 'Goods'],
      [459, y - 13, '(18)%'],
    ];
    const found = values([
      [40, 817, 'Shree Ganesh Traders', 16],
      [300, 777, 'Invoice No : INV-2025-0444'],
      [300, 762, 'Date : 13/06/2025'],
      [25, 564, '#'],
      [57, 564, 'Item Names'],
      [202, 564, 'HSN Code'],
      [300, 564, 'Qty'],
      [376, 564, '₹/Unit'],
      [453, 564, 'Tax Amt'],
      [569, 564, 'Total'],
      ...item(541, '7 BAG', '580', '730.80', '4790.8'),
      ...item(506, '7 PCS', '164', '206.64', '1354.64'),
      ...item(471, '1 PCS', '2026', '567.28', '2593.28'),
      ...item(436, '3 PCS', '1056.5', '570.51', '3740.01'),
      ...item(400, '1 NOS', '1479', '73.95', '1552.95'),
      ...item(365, '5 PCS', '48.77', '43.89', '287.74'),
      ...item(330, '3 NOS', '3045', '1644.30', '10779.3'),
      [57, 294, 'Total'],
      [303, 294, '27'],
      [rightAt(490, '₹3837.37'), 294, '₹3837.37'],
      [rightAt(591, '₹25098.72'), 294, '₹25098.72'],
      [306, 272, 'Total Amount'],
      [530, 272, '₹25098.72'],
      [306, 256, 'Balance'],
      [530, 256, '₹25098.72'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([3837.37, 25098.72]);
  });

  it("counts an item named with a total's word ('Freight Charges') in the tax column's sum", () => {
    // As a scan reads it: each item's name on its row, the total repeated as "Total Amount".
    const item = (y: number, name: string, tax: string, total: string): Placed[] => [
      [25, y, String(y)],
      [58, y, name],
      [294, y, '1 NOS'],
      [rightAt(486, tax), y, tax],
      [rightAt(591, total), y, total],
    ];
    const placed: Placed[] = [
      [40, 817, 'Shree Ganesh Traders', 16],
      [300, 777, 'Invoice No : INV-2025-0444'],
      [300, 762, 'Date : 13/06/2025'],
      [25, 561, '#'],
      [58, 561, 'Item Names'],
      [203, 561, 'HSN Code'],
      [300, 561, 'Qty'],
      [453, 561, 'Tax Amt'],
      [569, 561, 'Total'],
      ...item(541, 'Wall Putty', '730.80', '4790.8'),
      ...item(506, 'Freight Charges', '73.95', '1552.95'),
      ...item(471, 'Printing Services', '1644.30', '10779.3'),
      [57, 291, 'Total'],
      [303, 291, '3'],
      [rightAt(492, '₹2449.05'), 291, '₹2449.05'],
      [rightAt(591, '₹17123.05'), 291, '₹17123.05'],
      [306, 265, 'Total Amount'],
      [rightAt(587, '₹17123.05'), 265, '₹17123.05'],
      [459, 449, '(18)%'],
      [462, 420, '(5)%'],
    ];
    const found = values(placed);
    expect([found.taxAmount, found.total]).toEqual([2449.05, 17123.05]);
    // The items' rates are the page's printed rates: a mix of 18 % and 5 % is no unknown rate.
    expect(findInvoiceFields(lines(placed)).vatRates.sort((a, b) => a - b)).toEqual([5, 18]);
    // The items' taxes check its characters, as a net and a total would: a scan's unsure reading
    // of them is not left empty.
    expect(findInvoiceFields(lines(placed)).taxAmount?.checked).toBe(true);
  });

  it('splits a unit price from the tax that shares its cell, on a page that groups no thousands', () => {
    // "221 716.04 (12)%": the unit price ends at 440 and the tax starts 10 points on, in one cell.
    // The page prints "6683.04" and "113627.84": no thousands are grouped, so it is not 221716.04.
    const item = (y: number, price: string, tax: string, total: string): Placed[] => [
      [25, y, String(y)],
      [58, y, 'Goods'],
      [300, y, '2 PCS'],
      [rightAt(440, price), y, price],
      [450, y, `${tax} (12)%`],
      [rightAt(591, total), y, total],
    ];
    const found = values([
      [40, 817, 'Maruti Agencies & Co.', 16],
      [300, 777, 'Invoice No : INV-2021-1591'],
      [300, 762, 'Date : 26/11/2021'],
      [25, 583, '#'],
      [58, 583, 'Item Names'],
      [300, 583, 'Qty'],
      [406, 583, '₹/Unit'],
      [466, 583, 'Tax Amt'],
      [569, 583, 'Total'],
      ...item(568, '221', '716.04', '6683.04'),
      ...item(553, '164', '263.20', '5527.20'),
      ...item(538, '1780', '1994.16', '9116.16'),
      [57, 385, 'Total Amount'],
      [303, 385, '6'],
      [rightAt(511, '₹2973.40'), 385, '₹2973.40'],
      [rightAt(591, '₹21326.40'), 385, '₹21326.40'],
      [57, 370, 'Balance'],
      [rightAt(591, '₹21326.40'), 370, '₹21326.40'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([2973.4, 21326.4]);
  });

  it("counts a whole number last in a tax cell after the unit price ('37175 20818 (28)%')", () => {
    // The unit price and the tax are two text runs, 8 points apart, that came into one cell.
    const item = (y: number, price: string, tax: string, total: string): Placed[] => [
      [25, y, String(y)],
      [58, y, 'Goods'],
      [300, y, '2 PCS'],
      [rightAt(440, price), y, price],
      [448, y, tax],
      [rightAt(591, total), y, total],
    ];
    const found = values([
      [40, 817, 'Silverline Stationers LLP', 16],
      [300, 777, 'Invoice No : GST/22-23/171'],
      [25, 579, '#'],
      [58, 579, 'Item Names'],
      [300, 579, 'Qty'],
      [406, 579, '₹/Unit'],
      [466, 579, 'Tax Amt'],
      [569, 579, 'Total'],
      ...item(563, '66.47', '116.32 (5)%', '2442.77'),
      ...item(518, '578', '832.32 (18)%', '5456.32'),
      ...item(503, '37175', '20818 (28)%', '95168'),
      [57, 441, 'Total Amount'],
      [358, 441, '6'],
      [rightAt(511, '₹21766.64'), 441, '₹21766.64'],
      [rightAt(591, '₹103066.64'), 441, '₹103066.64'],
      [57, 425, 'Received Amount'],
      [rightAt(591, '₹103066.64'), 425, '₹103066.64'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([21766.64, 103066.64]);
  });

  it('sums a tax column set centred, its cells ending at different edges', () => {
    // "810" (453-468) over "1144.30" (444-479) and "₹1954.30" (441-481): one centre, 461.
    const centredAt = (centre: number, text: string) => centre - text.length * 2.5;
    const found = values([
      [19, 802, 'Sharma & Sons', 16],
      [343, 698, 'Invoice No : 2233'],
      [41, 598, '#'],
      [72, 598, 'Item Names'],
      [299, 598, 'Qty'],
      [370, 598, '₹/Unit'],
      [443, 598, 'Tax Amt'],
      [551, 598, 'Total'],
      [41, 575, '1'],
      [291, 575, '25 PCS'],
      [376, 575, '648'],
      [centredAt(461, '810'), 575, '810'],
      [rightAt(573, '17010'), 575, '17010'],
      [41, 540, '2'],
      [291, 540, '40 PCS'],
      [369, 540, '102.17'],
      [centredAt(461, '1144.30'), 540, '1144.30'],
      [rightAt(573, '5231.1'), 540, '5231.1'],
      [72, 504, 'Total'],
      [302, 504, '65'],
      [centredAt(461, '₹1954.30'), 504, '₹1954.30'],
      [rightAt(573, '₹22241.10'), 504, '₹22241.10'],
      [298, 479, 'TOTAL AMOUNT'],
      [rightAt(577, '₹22241.10'), 479, '₹22241.10'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([1954.3, 22241.1]);
  });

  it("reads the rates of an IGST column as the page's rates, and a mixed-rate tax with them", () => {
    // Sub Total 4256.50 + IGST 675.17 (5 % of 700, 18 % of 3556.50) + Round off 0.33 = 4932; the
    // tax summary's own "35" + "640.17" = "675.17" adds up too, but is no net, tax and total.
    const found = findInvoiceFields(
      lines([
        [41, 471, 'Ganga Agencies Pvt. Ltd.', 12],
        [28, 394, 'Bill No : GST/23-24/152'],
        [35, 220, 'Gross'],
        [101, 220, 'IGST'],
        [167, 220, 'IGST Amt'],
        [39, 207, '700'],
        [105, 207, '5%'],
        [rightAt(191, '35'), 207, '35'],
        [31, 195, '3556.50'],
        [102, 195, '18%'],
        [rightAt(199, '640.17'), 195, '640.17'],
        [124, 181, 'Sub Total : 4256.50'],
        [146, 168, 'IGST'],
        [rightAt(215, '675.17'), 168, '675.17'],
        [127, 154, 'Round off'],
        [rightAt(215, '0.33'), 154, '0.33'],
        [93, 138, 'Total : 4932'],
        [109, 122, 'Received Amount : 4932'],
      ]),
    );
    expect(found.vatRates.sort((a, b) => a - b)).toEqual([5, 18]);
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      4256.5, 675.17, 4932,
    ]);
  });

  it('measures the amounts against a labelled total in whole rupees, where the taxes have cents', () => {
    // Sub Total 16735 + SGST 1058.43 + CGST 1058.43 + Round off 0.14 = 18852: a tax in cents is
    // not the page's largest sum because its totals are printed without cents.
    const found = findInvoiceFields(
      lines([
        [41, 471, 'Silverline Sweets & Namkeen', 12],
        [28, 394, 'Bill No : SB/2377'],
        [28, 389, 'Sr HSN Item Name'],
        [134, 389, 'GST Qt Rate Amt'],
        [43, 377, '9983 Consulting Fees 18% 2 2378 5612.'],
        [205, 365, '08'],
        [43, 353, '1006 Basmati Rice 5% 4 1722 7232.'],
        [205, 341, '40'],
        [155, 278, 'Round Off: 0.14'],
        [30, 223, '6888'],
        [67, 223, '2.50%'],
        [rightAt(138, '172.20'), 223, '172.20'],
        [149, 223, '2.50%'],
        [rightAt(210, '172.20'), 223, '172.20'],
        [30, 211, '9847'],
        [73, 211, '9%'],
        [rightAt(138, '886.23'), 211, '886.23'],
        [155, 211, '9%'],
        [rightAt(210, '886.23'), 211, '886.23'],
        [133, 197, 'Sub Total : 16735'],
        [142, 184, 'SGST'],
        [rightAt(215, '1058.43'), 184, '1058.43'],
        [142, 170, 'CGST'],
        [rightAt(215, '1058.43'), 170, '1058.43'],
        [127, 157, 'Round off'],
        [rightAt(215, '0.14'), 157, '0.14'],
        [90, 140, 'Total : 18852'],
        [104, 125, 'Received Amount : 18852'],
      ]),
    );
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      16735, 2116.86, 18852,
    ]);
  });

  it('keeps the space-grouped totals whole on a page whose items group no thousands', () => {
    // "1250,00" and "1000,00" in the table; "2 250,00 €" one text run (its words placed by sharing
    // its width out), and "2" and "700,00 €" two runs a space apart: each one amount.
    const found = values([
      [40, 817, 'Dupont Conseil SARL', 16],
      [300, 777, 'Facture N° F-2024-118'],
      [40, 650, 'Désignation'],
      [rightAt(520, 'Montant'), 650, 'Montant'],
      [40, 630, 'Audit'],
      [rightAt(520, '1250,00'), 630, '1250,00'],
      [40, 615, 'Formation'],
      [rightAt(520, '1000,00'), 615, '1000,00'],
      [300, 560, 'Total HT'],
      [rightAt(520, '2 250,00 €'), 560, '2 250,00 €'],
      [300, 545, 'TVA 20 %'],
      [rightAt(520, '450,00 €'), 545, '450,00 €'],
      [300, 530, 'Total TTC'],
      [rightAt(478, '2'), 530, '2'],
      [rightAt(520, '700,00 €'), 530, '700,00 €'],
    ]);
    expect([found.amount, found.taxAmount, found.total]).toEqual([2250, 450, 2700]);
  });

  it("sums a scan's tax column whose right edges stray by a few points", () => {
    // The items' taxes end at 484 to 489 points, their total at 492.
    const item = (y: number, tax: string, right: number, total: string): Placed[] => [
      [25, y, String(y)],
      [58, y, 'Goods'],
      [294, y, '2 PCS'],
      [rightAt(right, tax), y, tax],
      [rightAt(591, total), y, total],
      [459, y - 7, '(18)%'],
    ];
    const found = values([
      [40, 817, 'Shree Ganesh Traders', 16],
      [300, 777, 'Invoice No : INV-2025-0452'],
      [25, 564, '#'],
      [58, 564, 'Item Names'],
      [300, 564, 'Qty'],
      [453, 564, 'Tax Amt'],
      [569, 564, 'Total'],
      ...item(548, '37.65', 484, '351.39'),
      ...item(486, '4440.60', 489, '29110.6'),
      ...item(407, '1329.12', 489, '8713.12'),
      [57, 341, 'Total'],
      [302, 341, '6'],
      [rightAt(492, '₹5807.37'), 341, '₹5807.37'],
      [rightAt(591, '₹38175.11'), 341, '₹38175.11'],
      [306, 316, 'Total Amount'],
      [rightAt(587, '₹38175.11'), 316, '₹38175.11'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([5807.37, 38175.11]);
  });

  it("sums a scan's tax column with an item's tax in whole rupees", () => {
    // "603" among "1644.84" and "585.32": 603 + 1644.84 + 585.32 = 2833.16.
    const item = (y: number, tax: string, total: string): Placed[] => [
      [25, y, String(y)],
      [58, y, 'Goods'],
      [294, y, '2 PCS'],
      [rightAt(400, '100'), y, '100'],
      [rightAt(486, tax), y, tax],
      [rightAt(591, total), y, total],
      [460, y - 9, '(18)%'],
    ];
    const found = findInvoiceFields(
      lines(
        [
          [40, 817, 'Pillai & Co.', 16],
          [300, 777, 'Invoice No : SB/0120'],
          [25, 609, '#'],
          [58, 609, 'Item Names'],
          [300, 609, 'Qty'],
          [453, 609, 'Tax Amt'],
          [569, 609, 'Total'],
          ...item(583, '603', '3953'),
          ...item(547, '1644.84', '10782.84'),
          ...item(512, '585.32', '2675.72'),
          [57, 409, 'Total'],
          [303, 409, '6'],
          [rightAt(492, '₹2833.16'), 409, '₹2833.16'],
          [rightAt(591, '₹17411.56'), 409, '₹17411.56'],
          [306, 383, 'TOTAL AMOUNT'],
          [rightAt(587, '₹17411.56'), 383, '₹17411.56'],
        ],
        'ocr',
      ),
    );
    expect([found.taxAmount?.value, found.total?.value]).toEqual([2833.16, 17411.56]);
  });

  it("sums a tax column whose cells also hold the items' prices", () => {
    // "782.5 563.40 (12)%": the unit price and the tax read as one cell; the tax is its last amount.
    const item = (y: number, cell: string, total: string): Placed[] => [
      [32, y, String(y)],
      [60, y, 'Goods'],
      [342, y, '6 LTR'],
      [rightAt(511, cell), y, cell],
      [rightAt(582, total), y, total],
    ];
    const found = values([
      [93, 797, 'Mahalaxmi Furnishings', 14],
      [321, 797, 'Invoice No'],
      [304, 782, 'HN/1788/2023-24'],
      [415, 797, 'Bill Date'],
      [415, 782, '24/07/2023'],
      [32, 594, '#'],
      [60, 594, 'ITEM NAMES'],
      [243, 594, 'HSN CODE'],
      [348, 594, 'QTY'],
      [406, 594, '₹/UNIT'],
      [466, 594, 'TAX AMT'],
      [548, 594, 'TOTAL'],
      ...item(578, '782.5 563.40 (12)%', '5258.4'),
      ...item(533, '2959 532.62 (18)%', '3491.62'),
      ...item(518, '110.19 925.60 (28)%', '4231.3'),
      [60, 426, 'TOTAL AMOUNT'],
      [358, 426, '43'],
      [rightAt(511, '₹2021.62'), 426, '₹2021.62'],
      [rightAt(582, '₹12981.32'), 426, '₹12981.32'],
      [60, 410, 'BALANCE'],
      [532, 410, '₹12981.32'],
    ]);
    expect([found.taxAmount, found.total]).toEqual([2021.62, 12981.32]);
  });

  it('adds up UTGST and CGST, as a union territory prints them', () => {
    expect(
      values([
        [49, 713, 'Pillai & Sons', 12],
        [15, 621, 'Bill No: 1281', 9],
        [79, 329, 'Sub Total : 8643.54', 9],
        [90, 316, 'UTGST 635.46', 9],
        [96, 303, 'CGST 635.46', 9],
        [50, 287, 'Total : 9914.46', 9],
        [83, 272, 'Balance 9914.46', 9],
      ]),
    ).toMatchObject({ amount: 8643.54, taxAmount: 1270.92, total: 9914.46 });
  });

  it('adds up CGST and SGST over a total in whole rupees, the largest amount in paise a tax', () => {
    // A till roll: 9704 + 873.36 + 873.36 = 11450.72, rounded off by 0.28 to 11451.
    expect(
      values([
        [30, 487, 'Silverline Hardware', 12],
        [42, 474, 'Private Limited', 12],
        [17, 462, 'Unit 140, Trade Centre, New Delhi,', 9],
        [45, 436, 'Phone: 8827492598', 9],
        [15, 369, 'Bill No: BD/496/2024-25', 10],
        [15, 354, 'Bill Date:07/07/24', 10],
        [15, 337, 'Bill To : Walk-in Customer', 10],
        [15, 276, 'Item Name', 9],
        [47, 261, 'Qty', 9],
        [90, 261, 'Rate', 9],
        [136, 261, 'Total', 9],
        [47, 245, 'Tax%', 6],
        [144, 245, 'HSN', 6],
        [15, 232, 'Consulting Fees', 9],
        [57, 219, '4', 9],
        [89, 219, '2426', 9],
        [136, 219, '9704', 9],
        [50, 205, '18%', 6],
        [136, 205, '998311', 6],
        [15, 192, 'Total Items : 1', 9],
        [89, 192, 'Total Quantity : 4', 9],
        [91, 178, 'Sub Total : 9704', 9],
        [96, 165, 'SGST 873.36', 9],
        [96, 152, 'CGST 873.36', 9],
        [82, 139, 'Round off', 9],
        [139, 139, '0.28', 9],
        [54, 124, 'Total : 11451', 10],
        [83, 108, 'Balance 11451', 10],
        [40, 79, 'Thank you! Visit again.', 9],
      ]),
    ).toMatchObject({ amount: 9704, taxAmount: 1746.72, total: 11451 });
  });

  it("reads a scan's rupee sign taken for a 7 off a column's total that its items add up to", () => {
    // "7187.38" and "71748.88" for "₹187.38" and "₹1748.88".
    const found = findInvoiceFields(
      lines(
        [
          [20, 802, 'Navkar Medical Stores', 16],
          [343, 698, 'Invoice No : SB/0671'],
          [343, 683, 'Date : 09/10/2024'],
          [41, 564, '#'],
          [73, 564, 'Item Names'],
          [207, 564, 'HSN Code'],
          [299, 564, 'Qty'],
          [371, 564, 'T/Unit'],
          [443, 564, 'Tax Amt'],
          [551, 564, 'Total'],
          [42, 543, '1'],
          [73, 543, 'Paracetamol 500 mg'],
          [220, 543, '3004'],
          [291, 543, '25 PCS'],
          [rightAt(396, '42.46'), 543, '42.46'],
          [rightAt(476, '127.38'), 543, '127.38'],
          [rightAt(573, '1188.88'), 543, '1188.88'],
          [449, 530, '(12)%'],
          [42, 517, '2'],
          [73, 517, 'Cough Syrup 100 ml'],
          [220, 517, '3004'],
          [291, 517, '10 PCS'],
          [rightAt(396, '50.00'), 517, '50.00'],
          [rightAt(476, '60.00'), 517, '60.00'],
          [rightAt(573, '560.00'), 517, '560.00'],
          [449, 504, '(12)%'],
          [72, 486, 'Total'],
          [302, 486, '35'],
          [rightAt(479, '7187.38'), 486, '7187.38'],
          [rightAt(573, '71748.88'), 486, '71748.88'],
          [298, 464, 'TOTAL AMOUNT'],
          [rightAt(577, '₹1748.88'), 464, '₹1748.88'],
          [299, 448, 'Received Amount'],
          [rightAt(576, '₹1748.88'), 448, '₹1748.88'],
        ],
        'ocr',
      ),
    );
    expect([found.taxAmount?.value, found.total?.value]).toEqual([187.38, 1748.88]);
  });

  it("reads a scan's rupee sign taken for two digits off a tax column's total, two items adding up", () => {
    // "531954.30" for "₹1954.30": 810 + 1144.30.
    const page = (taxes: string[], total: string) =>
      findInvoiceFields(
        lines(
          [
            [20, 802, 'Sharma & Sons', 16],
            [343, 698, 'Invoice No : 2233'],
            [41, 595, '#'],
            [73, 595, 'Item Names'],
            [299, 595, 'Qty'],
            [371, 595, 'T/Unit'],
            [443, 595, 'Tax Amt'],
            [551, 595, 'Total'],
            ...taxes.flatMap((tax, index): Placed[] => [
              [42, 575 - index * 36, String(index + 1)],
              [291, 575 - index * 36, '25 PCS'],
              [rightAt(398, '102.17'), 575 - index * 36, '102.17'],
              [rightAt(479, tax), 575 - index * 36, tax],
              [rightAt(573, '5231.1'), 575 - index * 36, '5231.1'],
            ]),
            [72, 501, 'Total'],
            [302, 501, '65'],
            [rightAt(482, total), 501, total],
            [rightAt(573, '₹22241.10'), 501, '₹22241.10'],
            [298, 478, 'TOTAL AMOUNT'],
            [rightAt(577, '₹22241.10'), 478, '₹22241.10'],
          ],
          'ocr',
        ),
      ).taxAmount?.value;
    expect(page(['810.00', '1144.30'], '531954.30')).toBe(1954.3);
    // One item's amount is no sum: two digits off are not dropped for it.
    expect(page(['1954.30'], '531954.30')).not.toBe(1954.3);
  });

  it('adds up SGST and CGST past a rounding line to a total whose rupee sign a scan read as a 5', () => {
    // 58783.45 + 5336.01 + 5336.01 - 0.47 = 69455, printed "569455" and "369455".
    const found = findInvoiceFields(
      lines(
        [
          [20, 802, 'Khan & Sons', 16],
          [343, 698, 'Invoice No : GST/19-20/1125'],
          [298, 336, 'Sub Total without Tax'],
          [rightAt(576, '₹58783.45'), 336, '₹58783.45'],
          [298, 319, 'SGST'],
          [rightAt(576, '5336.01'), 319, '5336.01'],
          [298, 304, 'CGST'],
          [rightAt(576, '₹5336.01'), 304, '₹5336.01'],
          [299, 291, 'Round Off'],
          [rightAt(576, '₹-0.47'), 291, '₹-0.47'],
          [298, 275, 'TOTAL AMOUNT'],
          [rightAt(577, '569455'), 275, '569455'],
          [299, 259, 'Received Amount'],
          [rightAt(576, '369455'), 259, '369455'],
        ],
        'ocr',
      ),
    );
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      58783.45, 10672.02, 69455,
    ]);
  });

  it("reads a total whose rupee sign a scan read as a 7, where the items' totals add up to the rest", () => {
    // "719080.90" for "₹19080.90" (4828.56 + 714.20 + 8617.54 + 4920.60) beside the tax column's
    // total; the balance below repeats it.
    const item = (y: number, tax: string, total: string): Placed[] => [
      [33, y, String(y)],
      [61, y, 'Goods'],
      [334, y, '1 NOS'],
      [rightAt(510, `${tax} (18)%`), y, `${tax} (18)%`],
      [rightAt(582, total), y, total],
    ];
    const found = findInvoiceFields(
      lines(
        [
          [20, 802, 'Maruti Agencies & Co.', 16],
          [343, 698, 'Invoice No : INV-2021-1591'],
          [32, 591, '#'],
          [61, 591, 'ITEM NAMES'],
          [348, 591, 'QTY'],
          [465, 591, 'TAX AMT'],
          [548, 591, 'TOTAL'],
          ...item(576, '736.56', '4828.56'),
          ...item(561, '76.52', '714.20'),
          ...item(546, '1314.54', '8617.54'),
          ...item(516, '750.62', '4920.60'),
          [60, 501, 'TOTAL AMOUNT'],
          [358, 501, '46'],
          [rightAt(511, '₹2878.24'), 501, '₹2878.24'],
          [rightAt(582, '719080.90'), 501, '719080.90'],
          [60, 485, 'BALANCE'],
          [rightAt(582, '719080.90'), 485, '719080.90'],
        ],
        'ocr',
      ),
    );
    expect([found.taxAmount?.value, found.total?.value]).toEqual([2878.24, 19080.9]);
  });

  it("takes no item's amounts that add up for the invoice's where the items' sum is printed", () => {
    // The first item's 35860 + 6454.80 = 42314.80 (its taxable value in the tax table), but the
    // items' totals add up to the total printed under them; a scan lost the first item's rate.
    const found = findInvoiceFields(
      lines(
        [
          [40, 800, 'Royal Hardware', 16],
          [300, 780, 'Invoice No : INV_2211'],
          [32, 594, '#'],
          [60, 594, 'ITEM NAMES'],
          [243, 594, 'HSN CODE'],
          [348, 594, 'QTY'],
          [466, 594, 'TAX AMT'],
          [548, 594, 'TOTAL'],
          [32, 576, '1'],
          [60, 576, '998719'],
          [342, 576, '2 NOS'],
          [rightAt(440, '17930'), 576, '17930'],
          [rightAt(510, '6454.80 (1'), 576, '6454.80 (1'],
          [rightAt(582, '42314.8'), 576, '42314.8'],
          [60, 570, 'Annual Maintenance Contract'],
          [493, 561, '8)%'],
          [32, 546, '2'],
          [60, 546, 'Paneer 200 g'],
          [342, 546, '9 PCS'],
          [rightAt(440, '72.67'), 546, '72.67'],
          [rightAt(510, '32.70 (5)%'), 546, '32.70 (5)%'],
          [rightAt(582, '686.73'), 546, '686.73'],
          [60, 531, 'TOTAL AMOUNT'],
          [358, 531, '11'],
          [rightAt(510, '6487.50'), 531, '6487.50'],
          [rightAt(582, '₹43001.53'), 531, '₹43001.53'],
          [60, 515, 'BALANCE'],
          [rightAt(582, '₹43001.53'), 515, '₹43001.53'],
          [21, 491, 'HSN/SAC'],
          [92, 491, 'TAXABLE VALUE'],
          [194, 491, 'RATE'],
          [490, 491, 'TOTAL TAX'],
          [31, 478, '998719'],
          [115, 478, '35860'],
          [194, 478, '18.00%'],
          [rightAt(576, '6454.80'), 478, '6454.80'],
          [31, 465, '0406'],
          [115, 465, '654.03'],
          [194, 465, '5.00%'],
          [rightAt(576, '32.70'), 465, '32.70'],
        ],
        'ocr',
      ),
    );
    expect([found.taxAmount?.value, found.total?.value]).toEqual([6487.5, 43001.53]);
  });

  it("drops no real leading 1 of a column's total off a rupee page", () => {
    // 1730.80 less its 1 is the one item's tax above it, but the page is in euros.
    const found = findInvoiceFields(
      lines(
        [
          [40, 800, 'Technik Service GmbH', 16],
          [300, 780, 'Rechnung Nr. 2024-88'],
          [40, 594, 'Pos'],
          [60, 594, 'Bezeichnung'],
          [348, 594, 'Menge'],
          [466, 594, 'MwSt'],
          [548, 594, 'Betrag'],
          [40, 576, '1'],
          [60, 576, 'Pumpe'],
          [342, 576, '2'],
          [rightAt(440, '2030.00'), 576, '2030.00'],
          [rightAt(510, '730.80'), 576, '730.80'],
          [rightAt(582, '4790.80'), 576, '4790.80'],
          [60, 560, 'Installation service'],
          [rightAt(510, '1000.00'), 560, '1000.00'],
          [rightAt(582, '6554.20'), 560, '6554.20'],
          [60, 531, 'Total'],
          [358, 531, '8'],
          [rightAt(510, '1730.80'), 531, '1730.80'],
          [rightAt(582, '11345.00'), 531, '11345.00'],
        ],
        'ocr',
      ),
    );
    expect(found.total?.value).toBe(11345);
  });

  it('reads a "Round Off" line as the rounding between net + tax and a total in whole rupees', () => {
    // 26,762.32 + 4,705.85 = 31,468.17, printed rounded to 31,468 with "Round Off -0.17".
    expect(
      values([
        [40, 800, 'Bluestone Steel Corporation LLP', 14],
        [300, 780, 'Invoice No : SB/0180'],
        [300, 766, 'Date : 13/01/2024'],
        [300, 276, 'Sub Total without Tax'],
        [520, 276, '₹26762.32'],
        [300, 261, 'IGST'],
        [520, 261, '₹4705.85'],
        [300, 246, 'Round Off'],
        [520, 246, '₹-0.17'],
        [300, 230, 'TOTAL AMOUNT', 12],
        [520, 230, '₹31468', 12],
      ]),
    ).toMatchObject({ amount: 26762.32, taxAmount: 4705.85, total: 31468 });
  });

  it('adds up CGST and SGST, each half the rate, under a taxable amount and a total after tax', () => {
    expect(
      values([
        [42, 782, 'Verma Supplies Pvt. Ltd.', 18],
        [42, 761, '36, MG Road'],
        [42, 748, 'Chennai - 941286'],
        [42, 700, 'Tax Invoice', 26],
        [42, 650, 'Bill To'],
        [42, 636, 'Ganesh & Balaji Pvt Ltd', 11],
        [323, 624, 'Invoice No.: HD-2020-5436', 11],
        [323, 609, 'Invoice Date: 16-Jun-2020', 11],
        [42, 478, 'Description of Goods'],
        [336, 478, 'Qty'],
        [421, 478, 'Rate'],
        [515, 478, 'Amount'],
        [42, 458, 'Web development services (SAC 998314)'],
        [342, 458, '39'],
        [404, 458, '1,211.30'],
        [509, 458, '47,240.70'],
        [42, 442, 'Laptop Bag, black (HSN 4202)'],
        [342, 442, '23'],
        [399, 442, '26,381.00'],
        [500, 442, '6,06,763.00'],
        [42, 426, 'Printing of brochures A4'],
        [347, 426, '1'],
        [404, 426, '3,034.90'],
        [514, 426, '3,034.90'],
        [42, 410, 'Steel pipe 2 inch (HSN 7306)'],
        [347, 410, '1'],
        [399, 410, '37,901.80'],
        [509, 410, '37,901.80'],
        [333, 380, 'Taxable Amount'],
        [480, 380, '6,94,940.40 INR'],
        [333, 364, 'CGST @ 2.5%'],
        [489, 364, '17,373.51 INR'],
        [333, 348, 'SGST @ 2.5%'],
        [489, 348, '17,373.51 INR'],
        [333, 332, 'Total Amount after Tax', 11],
        [473, 332, '7,29,687.42 INR', 11],
      ]),
    ).toMatchObject({ amount: 694940.4, taxAmount: 34747.02, total: 729687.42 });
  });

  it('reads two rates, each split between the centre and the state, under a taxable value', () => {
    expect(
      values([
        [48, 790, 'Vishwaworks LLP', 16],
        [48, 440, 'Description of Goods', 8],
        [351, 440, 'Qty', 8],
        [437, 440, 'Rate', 8],
        [534, 440, 'Amount', 8],
        [48, 422, 'Web development services (SAC 998314)', 8],
        [360, 422, '1', 8],
        [425, 422, '1047.60', 8],
        [535, 422, '1047.60', 8],
        [48, 408, 'Office chair, ergonomic (HSN 9401)', 8],
        [355, 408, '28', 8],
        [425, 408, '2055.40', 8],
        [531, 408, '57551.20', 8],
        [48, 394, 'Web development services (SAC 998314)', 8],
        [360, 394, '1', 8],
        [425, 394, '1443.60', 8],
        [535, 394, '1443.60', 8],
        [344, 366, 'Taxable Value', 8],
        [515, 366, '60042.40 INR', 8],
        [344, 352, 'Add: CGST @ 9%', 8],
        [519, 352, '5273.89 INR', 8],
        [344, 338, 'Add: SGST @ 9%', 8],
        [519, 338, '5273.89 INR', 8],
        [344, 324, 'Add: CGST @ 2.5%', 8],
        [528, 324, '36.09 INR', 8],
        [344, 310, 'Add: SGST @ 2.5%', 8],
        [528, 310, '36.09 INR', 8],
        [344, 296, 'Total Amount', 9],
        [506, 296, '70662.36 INR', 9],
      ]),
    ).toMatchObject({ amount: 60042.4, taxAmount: 10619.96, total: 70662.36 });
  });
});

describe('currency', () => {
  const currency = (placed: Placed[]) => findCurrency(lines(placed))?.value ?? null;

  it('reads codes, symbols and a currency label', () => {
    expect(currency([[50, 500, 'Total 12.00 EUR']])).toBe('EUR');
    expect(currency([[50, 500, 'Total £12.00']])).toBe('GBP');
    expect(currency([[50, 500, 'Total CA$12.00']])).toBe('CAD');
    expect(currency([[50, 500, 'Total $12.00']])).toBe('USD');
    expect(
      currency([
        [50, 500, 'Währung'],
        [150, 500, 'DEM'],
      ]),
    ).toBe('DEM');
    expect(currency([[50, 500, 'Betrag 310,00 EURO']])).toBe('EUR');
  });

  it('reads the dollars a prefix names, and the signs of other currencies', () => {
    expect(currency([[50, 500, 'Total US$ 1,250.00']])).toBe('USD');
    expect(currency([[50, 500, 'Total S$1,250.00']])).toBe('SGD');
    expect(currency([[50, 500, 'Total HK$ 980.00']])).toBe('HKD');
    expect(currency([[50, 500, 'Total NZ$ 980.00']])).toBe('NZD');
    expect(currency([[50, 500, 'Total R$ 1.250,00']])).toBe('BRL');
    expect(currency([[50, 500, 'Total MX$ 1,250.00']])).toBe('MXN');
    expect(currency([[50, 500, 'Toplam 1.250,00 ₺']])).toBe('TRY');
    expect(currency([[50, 500, 'Итого 1 250,00 ₽']])).toBe('RUB');
    expect(currency([[50, 500, 'Total ₩1,250,000']])).toBe('KRW');
    expect(currency([[50, 500, 'Total ₪ 1,250.00']])).toBe('ILS');
    expect(currency([[50, 500, 'Total ฿ 1,250.00']])).toBe('THB');
    expect(currency([[50, 500, 'Total ₱ 1,250.00']])).toBe('PHP');
    expect(currency([[50, 500, 'Total ₦ 1,250.00']])).toBe('NGN');
    expect(currency([[50, 500, 'Összesen 125 000 Ft']])).toBe('HUF');
    expect(currency([[50, 500, 'Total 1.250,00 lei']])).toBe('RON');
    expect(currency([[50, 500, 'Total Rp 1.250.000']])).toBe('IDR');
    // Not a sign: a word that ends in the same letters, a length in feet, a count.
    expect(currency([[50, 500, 'Shift 12 Left 3']])).toBeNull();
    expect(currency([[50, 500, 'Garden Hose 50 Ft']])).toBeNull();
    expect(currency([[50, 500, '3100 Ft Worth Ave, Dallas TX']])).toBeNull();
    expect(currency([[50, 500, 'Orchid 12 lei']])).toBeNull();
    // Moldova's leu for a Moldovan issuer.
    expect(
      currency([
        [50, 780, 'Vinuri Nord SRL · Chisinau, Moldova'],
        [50, 500, 'Total 1.250,00 lei'],
      ]),
    ).toBe('MDL');
  });

  it('reads 元 beside an amount as the yuan, or the dollar of a Taiwanese issuer', () => {
    expect(currency([[50, 500, '合计 1,050.00元']])).toBe('CNY');
    expect(
      currency([
        [50, 780, 'Formosa Parts Co., Ltd. · Taipei, Taiwan'],
        [50, 500, '合計 NT$ 1,050 元'],
      ]),
    ).toBe('TWD');
    // Not in a word (発行元, "issuer"), nor in another currency's name (美元, the US dollar).
    expect(
      currency([
        [50, 520, '発行元 株式会社サンプル'],
        [50, 500, '合計 12,000円'],
      ]),
    ).toBe('JPY');
    expect(
      currency([
        [50, 520, '金额 (美元)'],
        [50, 500, 'Total $1,050.00'],
      ]),
    ).toBe('USD');
  });

  it("reads '¥' as the yuan of a Chinese issuer and the yen otherwise", () => {
    expect(currency([[50, 500, 'Total ¥12,000']])).toBe('JPY');
    expect(
      currency([
        [50, 780, 'Shenzhen Bright Parts Co., Ltd. · Shenzhen, China'],
        [50, 500, 'Total ¥12,000.00'],
      ]),
    ).toBe('CNY');
    expect(currency([[50, 500, 'Total RMB 12,000.00']])).toBe('CNY');
    // The yen read first keeps a tie with a sign read after it.
    expect(
      currency([
        [50, 520, 'Total ¥12,000'],
        [50, 500, 'approx. 75 €'],
      ]),
    ).toBe('JPY');
  });

  it("reads no currency in an identifier's series", () => {
    expect(
      currency([
        [50, 520, 'Faktura nr.: XOF-2025-0557'],
        [50, 500, 'Total 12.00 EUR'],
      ]),
    ).toBe('EUR');
    expect(currency([[50, 520, 'Order ABC/USD-7']])).toBeNull();
    // A code after a slash in a header is the currency.
    expect(currency([[50, 520, 'Total/USD 1,190.00']])).toBe('USD');
  });

  it("reads 'kr' as the crown of the issuer's country", () => {
    // Read on the page beside the amounts, not guessed from the country alone (0.55).
    const nordic = (country: string, vatId: string) => {
      const found = findCurrency(
        lines([
          [50, 780, `Fjord Consulting AS · ${country}`],
          [50, 760, vatId],
          [50, 520, 'Grunnlag 31 177,61 kr'],
          [50, 500, 'Å betale kr 35 854,00'],
        ]),
      );
      return { value: found?.value, certainty: found?.certainty };
    };
    expect(nordic('Oslo, Norge', 'Org.nr. 912 345 678 MVA')).toEqual({
      value: 'NOK',
      certainty: 0.8,
    });
    expect(nordic('Göteborg, Sverige', 'Momsreg.nr SE556677889901')).toEqual({
      value: 'SEK',
      certainty: 0.8,
    });
  });

  it('takes an Indian GST invoice for rupees whatever the symbol was read as', () => {
    expect(
      currency([
        [50, 500, 'GSTIN: 12ABCDE0123A1A2'],
        [50, 480, 'IGST ¥1,08,000.00'],
      ]),
    ).toBe('INR');
  });
});

describe('dates and vendor', () => {
  it('reads numeric dates month first when the document shows it', () => {
    expect(
      dateOrderOn(
        lines([
          [50, 500, 'Date 11/03/2017'],
          [50, 480, 'Due 12/13/2017'],
        ]),
        'EUR',
      ).order,
    ).toBe('mdy');
    expect(
      dateOrderOn(
        lines([
          [50, 500, 'Date 11/03/2017'],
          [50, 480, 'Due 13/12/2017'],
        ]),
        'USD',
      ).order,
    ).toBe('dmy');
    expect(dateOrderOn(lines([[50, 500, 'Date 11/03/2017']]), 'USD').order).toBe('mdy');
  });

  it('takes the issuer, not the customer or the bank', () => {
    expect(
      values([
        [50, 790, 'Bill To:'],
        [50, 776, 'Customer Holdings GmbH'],
        [50, 762, 'Kundenweg 1'],
        [300, 790, 'Northwind Traders Ltd', 14],
        [50, 120, 'Bank: Example Bank PLC, IBAN GB00 0000'],
      ]).vendor,
    ).toBe('Northwind Traders Ltd');
  });
});

describe('vendor names inside longer lines', () => {
  const names = (text: string) =>
    vendorCandidates(lines([[40, 790, text, 12]]), new Set()).map((each) => each.located.value);

  it.each([
    [
      'before an address',
      'Handwerker-Service Müller Hauptstraße 12, 12345 Berlin',
      'Handwerker-Service Müller',
    ],
    [
      'before a register line',
      'bol.com b.v. KvK Utrecht: 32147382 Btw-nr: NL820471616B01',
      'bol.com b.v.',
    ],
    ['up to its legal form', 'Musterfirma AG Abteilung Buchhaltung', 'Musterfirma AG'],
    [
      'after a payee label',
      'Please make all cheques payable to Harbour Lights Ltd, thank you',
      'Harbour Lights Ltd',
    ],
    [
      'after an account holder label',
      'Kontoinhaber: Bäckerei Sonnenschein GmbH',
      'Bäckerei Sonnenschein GmbH',
    ],
    [
      'after a seller label inside the line',
      'Rechnung Nr. 7 Datum: 3. April 2026 Aussteller: London Strategy Group, Westminster',
      'London Strategy Group',
    ],
  ])('%s', (_case, text, name) => {
    expect(names(text)).toContain(name);
  });
});

describe("a scan's vendor name one letter off the page's address", () => {
  it('is spelled as the address spells it, where the page prints it twice', () => {
    const page = (email: string): Placed[] => [
      [315, 799, 'Sonnleither GmbH & Co. KG', 16],
      [447, 776, 'Lindenallee 72, 50667 Köln'],
      [471, 753, email],
      [480, 731, 'www.sonnleitner.de'],
      [29, 703, 'Kunde:'],
      [30, 686, 'Nordwerk Bürobedarf AG'],
      [397, 686, 'Rechnungs-Nr.: 2020/422'],
    ];
    const names = (placed: Placed[]) =>
      vendorCandidates(lines(placed, 'ocr'), new Set()).map((each) => each.located.value);
    expect(names(page('office@sonnleitner.de'))).toContain('Sonnleitner GmbH & Co. KG');
    // Printed once, the address may be the one OCR misread.
    expect(names(page('office@nordwerk.de'))).not.toContain('Sonnleitner GmbH & Co. KG');
  });

  it('keeps the case OCR read, and leaves names two letters off or spelled whole alone', () => {
    const twice = (...words: string[]) => new Map(words.map((word) => [word, 2]));
    const words = twice('sonnleitner', 'weissdorn');
    expect(respelledByAddress('SONNLEITHER GMBH', words)).toBe('SONNLEITNER GMBH');
    expect(respelledByAddress('Sonnleitner GmbH', words)).toBeNull();
    expect(respelledByAddress('Sonnlaither GmbH', words)).toBeNull();
    expect(respelledByAddress('Sonnleither GmbH', twice('leit'))).toBeNull();
    // Whole words only, legal forms aside: "Schmidt GmbH" is no misreading of schmidts.de.
    expect(respelledByAddress('Schmidt GmbH', twice('schmidts'))).toBeNull();
    expect(respelledByAddress('De Lindt V.O.F.', twice('delinde'))).toBe('De Linde V.O.F.');
  });

  it('reads a capital I that OCR read as an l by a short address word printed once', () => {
    const once = (word: string) => new Map([[word, 1]]);
    expect(respelledByAddress('lyer & Co.', once('iyer'))).toBe('Iyer & Co.');
    expect(respelledByAddress('Sri lndra Traders', once('indra'))).toBe('Sri Indra Traders');
    // Any other letter, or an l inside a word, only by an address printed twice.
    expect(respelledByAddress('Byer & Co.', once('iyer'))).toBeNull();
    expect(respelledByAddress('Sonnleither GmbH', once('sonnleitner'))).toBeNull();
    expect(respelledByAddress('Kalm Ltd', once('kaim'))).toBeNull();
  });

  it("reads a name's first capital that OCR read as a small letter by an address printed once", () => {
    const once = (word: string) => new Map([[word, 1]]);
    expect(respelledByAddress('iyngby Teknik ApS', once('lyngbyteknik'))).toBe('Lyngby Teknik ApS');
    // Only the name's first letter, and by an address word of six letters or more.
    expect(respelledByAddress('Lyngby iekník ApS', once('lyngbyteknik'))).toBeNull();
    expect(respelledByAddress('aron AB', once('lron'))).toBeNull();
  });

  it('joins a word OCR cut in two where the address spells it whole', () => {
    const once = (word: string) => new Map([[word, 1]]);
    expect(respelledByAddress('Glen more Ltd', once('glenmore'))).toBe('Glenmore Ltd');
    expect(respelledByAddress('Gulf Enter prises LLC', once('gulfenterprises'))).toBeNull();
    expect(respelledByAddress('Gulf Enter prises LLC', once('enterprises'))).toBe(
      'Gulf Enterprises LLC',
    );
    // Two words of a name (the second in a capital, or a small word of names) stay apart.
    expect(respelledByAddress('Glen More Ltd', once('glenmore'))).toBeNull();
    expect(respelledByAddress('Van den Berg B.V.', once('vanden'))).toBeNull();
    // A short address word joins nothing.
    expect(respelledByAddress('Ab c Ltd', once('abc'))).toBeNull();
  });

  it("restores a name's first letter lost at a logo's edge by an address word printed once", () => {
    const once = (word: string) => new Map([[word, 1]]);
    expect(respelledByAddress('akeshore Hosting LLC', once('lakeshore'))).toBe(
      'Lakeshore Hosting LLC',
    );
    // The whole first word only, and by an address word of seven letters or more.
    expect(respelledByAddress('akeshore Hosting LLC', once('lakeshores'))).toBeNull();
    expect(respelledByAddress('Hosting akeshore LLC', once('lakeshore'))).toBeNull();
    expect(respelledByAddress('ndra Traders', once('indra'))).toBeNull();
  });
});

describe('a vendor name wrapped over two lines', () => {
  it('reads a name set large over three lines with no legal form, up to its small address', () => {
    const page = (third: string): Placed[] => [
      [94, 810, 'Sri', 20],
      [94, 793, 'Venkateswara', 20],
      [306, 793, 'Tax Invoice', 12],
      [306, 777, 'Invoice No : SB/1723'],
      [94, 762, third, 20],
      [306, 762, 'PO No : PO/2024/522'],
      [9, 734, '+91 97816 04957'],
      [9, 717, 'www.srivenkateswaraenterprises.in'],
      [9, 700, 'Plot 176, GIDC Estate, Noida, UTTAR PRADESH,'],
      [9, 639, 'Bill To:'],
      [9, 622, 'M/s. Sri Venkateswara Agencies'],
      [9, 400, 'Goods'],
      [400, 400, '100.00'],
    ];
    expect(values(page('Enterprises')).vendor).toBe('Sri Venkateswara Enterprises');
  });

  it('reads a name set large over two lines where the e-mail address spells them run together', () => {
    const page = (email: string, title = 12): Placed[] => [
      [306, 830, 'TAX INVOICE', title],
      [94, 810, 'Ganga', 18],
      [94, 793, 'Packaging', 18],
      [306, 777, 'Invoice No : INV_080'],
      [9, 734, '+91 99290 32384'],
      [9, 717, email],
      [9, 702, 'Unit 273, Trade Centre, Ludhiana, PUNJAB, 141726'],
      [9, 639, 'Bill To:'],
      [9, 622, 'M/s. Mehta Traders'],
      [9, 400, 'Goods'],
      [400, 400, '100.00'],
    ];
    expect(values(page('sales@gangapackaging.com', 18)).vendor).toBe('Ganga Packaging');
    // Without that, two large lines may be a name over a line of its own where the page prints
    // more in their size: the first stands. Where they are all it prints so, they are one name.
    expect(values(page('sales@example.com', 18)).vendor).toBe('Ganga');
    expect(values(page('sales@example.com')).vendor).toBe('Ganga Packaging');
  });

  const header: Placed[] = [
    [40, 800, 'MVM Musterhafter', 12],
    [40, 786, 'Versicherungsverein Musterstadt a.G.', 12],
    [40, 740, 'Herrn Max Mustermann'],
    [40, 726, 'Musterstr. 11'],
  ];

  it("is one name where it is centred, as a till roll's head prints it, or over three lines", () => {
    // "Mahalaxmi Textiles" over "Private Limited", both centred on a 200-point roll.
    const centred = (text: string) => 100 - (text.length * 12 * 0.5) / 2;
    expect(
      values([
        [centred('Mahalaxmi Textiles'), 645, 'Mahalaxmi Textiles', 12],
        [centred('Private Limited'), 632, 'Private Limited', 12],
        [20, 618, 'Unit 236, Kailash Tower, Jaipur', 9],
        [20, 560, 'Bill No : A-01427', 9],
      ]).vendor,
    ).toBe('Mahalaxmi Textiles Private Limited');
    const threeLines = vendorCandidates(
      lines([
        [40, 810, 'Sunrise', 18],
        [40, 793, 'Furnishings &', 18],
        [40, 776, 'Co.', 18],
        [40, 740, 'Plot 12, MIDC, Pune'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(threeLines).toContain('Sunrise Furnishings & Co.');
    // On a scan, centred a little apart, the second line with two legal forms' words.
    const scanned = vendorCandidates(
      lines(
        [
          [47, 648, 'Trimurti Steel', 10],
          [41, 633, 'Corporation LLP', 10],
          [16, 621, 'Shop No. 5, Sai Complex, Jaipur', 7],
        ],
        'ocr',
      ),
      new Set(),
    ).map((each) => each.located.value);
    expect(scanned).toContain('Trimurti Steel Corporation LLP');
  });

  it('is one name where its two lines are all the page prints in its largest letters', () => {
    // A till roll's head: the name over two lines, a size above the small print, no legal form.
    const centred = (text: string) => 85 - (text.length * 12 * 0.5) / 2;
    const roll = (second: Placed): Placed[] => [
      [centred('Sri Venkateswara'), 584, 'Sri Venkateswara', 12],
      second,
      [17, 559, '166, MG Road, Indore, MADHYA PRADESH', 9],
      [17, 533, 'Phone: 072-39145310', 9],
      [17, 521, 'Email: snehaagarwal46@gmail.com', 9],
      [17, 495, 'GST Number : 23PGPPS1838J1ZK', 9],
      [17, 400, 'Laptop Bag', 9],
      [17, 388, '2  1450  2900', 9],
      [17, 466, 'Bill No: CZ/1396/2021-22', 10.5],
      [17, 452, 'Bill Date: 07/04/21', 10.5],
      [17, 300, 'Total : 15408.44', 10.5],
    ];
    expect(values(roll([centred('Engineering Works'), 571, 'Engineering Works', 12])).vendor).toBe(
      'Sri Venkateswara Engineering Works',
    );
    // A second line in smaller letters is a line of its own.
    expect(values(roll([centred('Engineering Works'), 571, 'Engineering Works', 9])).vendor).toBe(
      'Sri Venkateswara',
    );
    // The same line twice (a scan's logo over its wordmark) is the name printed twice.
    expect(values(roll([centred('Sri Venkateswara'), 571, 'Sri Venkateswara', 12])).vendor).toBe(
      'Sri Venkateswara',
    );
  });

  it("measures a scan's lines by their own letters, not by a logo's tall box beside one", () => {
    // OCR gives a line the height of its tallest box: the logo's "( N" puts "Distributors LLP"
    // 25 points under the name's first line, which its letters stand 17 points under.
    const word = (
      text: string,
      [x, right]: [number, number],
      y: number,
      bottom: number,
      height: number,
    ) => ({
      text,
      x,
      right,
      y,
      top: bottom - height,
      bottom,
      size: 8,
      confidence: 0.9,
    });
    const page = groupLines({
      page: 1,
      width: 420,
      height: 842,
      source: 'ocr',
      words: [
        word('Vishwakarma', [69, 145], 817, 26.3, 8.3),
        word('Pharma', [149, 181], 817, 26.3, 8.3),
        word('(', [25, 31], 792, 51.4, 16.8),
        word('N', [37, 47], 792, 51.4, 16.8),
        word('Distributors', [69, 136], 792, 43.6, 8.8),
        word('LLP', [141, 158], 792, 43.4, 8.3),
        word('info@vishwakarmapharma.co.in', [20, 150], 742, 101, 8),
      ],
    });
    expect(vendorCandidates(page, new Set()).map((each) => each.located.value)).toContain(
      'Vishwakarma Pharma Distributors LLP',
    );
  });

  it('passes over a line of the next column between its lines', () => {
    // "Tax Invoice" and the invoice number's line stand beside the name, between its lines.
    const names = vendorCandidates(
      lines([
        [69, 817, 'Vishwakarma', 12],
        [69, 799, 'Enterprises Private', 12],
        [306, 790, 'Tax Invoice', 6],
        [69, 781, 'Limited', 12],
        [306, 781, 'Invoice No : GST/19-20/542', 10],
        [9, 747, 'info@vishwakarmaenterprises.com', 10],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Vishwakarma Enterprises Private Limited');
    expect(
      values([
        [24, 797, 'Om Sai Engineering Works', 12],
        [322, 797, 'Invoice No', 10],
        [322, 787, 'INV_1556', 8],
        [24, 775, 'Private Limited', 12],
        [24, 759, 'Plot 188, Industrial Area Phase II,', 10],
        [24, 744, 'Chandigarh, CHANDIGARH, 160184', 10],
      ]).vendor,
    ).toBe('Om Sai Engineering Works Private Limited');
  });

  it('goes on after a line that ends with "&", and never ends there', () => {
    const centred = (text: string) => 120 - (text.length * 14 * 0.5) / 2;
    expect(
      values([
        [centred('Annapurna Sweets &'), 526, 'Annapurna Sweets &', 14],
        [centred('Namkeen'), 512, 'Namkeen', 14],
        [28, 497, '69, MG Road, Lucknow, UTTAR PRADESH, 226292', 9],
        [40, 452, 'Email: sales@annapurnasweets.in', 9],
        [28, 420, 'Bill No: SB/0858', 9],
      ]).vendor,
    ).toBe('Annapurna Sweets & Namkeen');
    // Its next line not found, the name is what stands before the "&".
    const alone = vendorCandidates(
      lines([
        [40, 800, 'Annapurna Sweets &', 14],
        [40, 700, 'Namkeen', 14],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(alone).toContain('Annapurna Sweets');
    expect(alone).not.toContain('Annapurna Sweets &');
    const capitals = vendorCandidates(
      lines([
        [40, 800, 'MÜLLER UND', 14],
        [40, 784, 'SCHMIDT', 14],
        [40, 700, 'Rechnung Nr. 2024-17'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(capitals).toContain('MÜLLER UND SCHMIDT');
    expect(capitals).not.toContain('MÜLLER UND');
  });

  it('is one candidate, its evidence around both lines', () => {
    const wrapped = vendorCandidates(lines(header), new Set()).find(
      (each) => each.located.value === 'MVM Musterhafter Versicherungsverein Musterstadt a.G.',
    );
    expect(wrapped?.features.wrapped).toBe(1);
    const evidence = evidenceOf(wrapped!.located);
    const second = evidenceOf(
      vendorCandidates(lines(header), new Set()).find(
        (each) => each.located.value === 'Versicherungsverein Musterstadt a.G.',
      )!.located,
    );
    expect(evidence.box!.y).toBeLessThan(second.box!.y);
    expect(evidence.box!.y + evidence.box!.height).toBeCloseTo(
      second.box!.y + second.box!.height,
      4,
    );
  });

  it('compares the words of an OCR line, not its size (the tallest box on the line)', () => {
    const page = lines(
      [
        [40, 800, 'MVM Musterhafter', 12],
        [400, 800, 'LOGO', 24],
        [40, 786, 'Versicherungsverein Musterstadt a.G.', 12],
      ],
      'ocr',
    );
    expect(vendorCandidates(page, new Set()).map((each) => each.located.value)).toContain(
      'MVM Musterhafter Versicherungsverein Musterstadt a.G.',
    );
  });

  it('is the first name line even under a word too small to be a name (a logo read by OCR)', () => {
    const page = lines([[40, 815, 'Forum', 3], ...header], 'ocr');
    const first = (value: string) =>
      vendorCandidates(page, new Set()).find((each) => each.located.value === value)?.features
        .firstNameLine;
    expect(first('MVM Musterhafter Versicherungsverein Musterstadt a.G.')).toBe(1);
    expect(first('Forum')).toBe(0);
  });

  it('is not made of lines apart, of another size or without a legal form under', () => {
    const wrappedOf = (placed: Placed[]) =>
      vendorCandidates(lines(placed), new Set()).filter((each) => each.features.wrapped === 1);
    expect(wrappedOf([header[0]!, [40, 760, 'Versicherungsverein Musterstadt a.G.', 12]])).toEqual(
      [],
    );
    expect(wrappedOf([header[0]!, [40, 786, 'Versicherungsverein Musterstadt a.G.', 8]])).toEqual(
      [],
    );
    expect(wrappedOf([header[0]!, [40, 786, 'Versicherungsverein Musterstadt', 12]])).toEqual([]);
  });
});

describe('seller and buyer labels', () => {
  it('reads a seller label split by the text layer ("Ver käufer") as the seller, not the buyer', () => {
    const found = findInvoiceFields(
      lines([
        [40, 800, 'Handelsrechnung Nr. 47110815 vom 31.10.2018', 14],
        [40, 760, 'Ver käufer :'],
        [40, 748, 'Rohstoff AG Salzgitter'],
        [40, 736, 'Marktstr. 153'],
        [40, 700, 'Käufer :'],
        [40, 688, 'Metallbau Leipzig GmbH & Co. KG'],
        [40, 676, 'Pappelallee 15'],
        [40, 640, 'Abweichender Warenempfänger :'],
        [40, 628, 'Metallbau Leipzig GmbH & Co. KG'],
      ]),
    );
    expect(found.vendor?.value).toBe('Rohstoff AG Salzgitter');
  });

  it("reads a construction pay application's 'To owner:' as the buyer, 'From contractor:' as the seller", () => {
    const found = findInvoiceFields(
      lines([
        [32, 800, 'APPLICATION AND CERTIFICATE FOR PAYMENT', 11],
        [380, 770, 'APPLICATION NO: 14'],
        [32, 740, 'TO OWNER:', 7],
        [237, 740, 'PROJECT:', 7],
        [32, 728, 'Granite Peak Analytics LLC'],
        [237, 728, 'Lakeview Medical Office'],
        [32, 716, '8874 Pine Street'],
        [32, 704, 'Tampa, FL 33602'],
        [32, 680, 'FROM CONTRACTOR:', 7],
        [237, 680, 'VIA ARCHITECT:', 7],
        [32, 668, 'Hudson Bay General Contracting Inc.'],
        [237, 668, 'Parker Design Partners'],
        [32, 656, '2421 Main Street'],
        [32, 644, 'Columbus, OH 43215'],
      ]),
    );
    expect(found.vendor?.value).toBe('Hudson Bay General Contracting Inc.');
  });

  // An invoice generator's two blocks side by side: the customer's under "Rechnung an:", the
  // seller's under "Von:" (from), the customer's with a legal form and the seller's without.
  const blocks = (customerLabel: string, sellerLabel: string, seller: string): Placed[] => [
    [300, 800, 'RECHNUNG', 16],
    [300, 780, 'Rechnungsnummer: B-576-28'],
    [300, 766, 'Datum: 25.12.2023'],
    [40, 700, customerLabel],
    [300, 700, sellerLabel],
    [40, 684, 'Sonnleitner Druckerei e.K.'],
    [300, 684, seller],
    [40, 668, 'Hauptstraße 102'],
    [300, 668, 'Lindenallee 67'],
    [40, 652, '10115 Berlin'],
    [300, 652, '50667 Köln'],
    [40, 600, 'Bezeichnung'],
    [300, 600, 'Menge'],
    [470, 600, 'Betrag'],
    [40, 586, 'Softwarelizenz'],
    [300, 586, '1'],
    [470, 586, '1.000,00'],
    [300, 540, 'Gesamtbetrag'],
    [470, 540, '1.190,00 EUR'],
  ];

  it.each([
    ['Rechnung an:', 'Von:'],
    ['Factuur aan:', 'Van:'],
  ])('reads "%s" as the customer\'s label and "%s" as the seller\'s', (customer, seller) => {
    expect(values(blocks(customer, seller, 'Bergmann AG')).vendor).toBe('Bergmann AG');
    // As a label heading its block only, not in a sentence.
    expect(CUSTOMER_LABELS.test('Bitte zahlen Sie die Rechnung an folgendes Konto')).toBe(false);
    // "Von:" heads the seller's block at the start of its cell, not inside a line ("ordered by").
    expect(VENDOR_LABELS.test('Von:')).toBe(true);
    expect(INNER_VENDOR_LABEL.test('Bestellung von: Max Mustermann')).toBe(false);
    expect(INNER_VENDOR_LABEL.test('Ordine da: Mario Rossi')).toBe(false);
  });

  it("never takes an items table's column header for the seller", () => {
    // The seller's name alone, one word without a legal form: "Bezeichnung" over the items is a
    // label, however like a name it looks.
    expect(values(blocks('Rechnungsempfänger:', 'Von:', 'Weißdorn')).vendor).toBe('Weißdorn');
    const names = vendorCandidates(lines(blocks('Rechnungsempfänger:', '', 'Weißdorn')), new Set());
    expect(names.map((each) => each.located.value)).not.toContain('Bezeichnung');
    expect(names.map((each) => each.located.value)).toContain('Weißdorn');
  });

  it('is sure of a name the web address spells whole, not of one that spells it in part', () => {
    const vendor = (site: string) =>
      findInvoiceFields(
        lines([
          [420, 795, 'Linde V.O.F.', 16],
          [420, 775, 'Dorpsweg 115, 3511 LX Utrecht'],
          [420, 760, site],
          [300, 700, 'Factuurnummer: 2024/17'],
          [300, 540, 'Totaal'],
          [470, 540, '121,00 EUR'],
        ]),
      ).vendor;
    expect(vendor('www.linde.nl')?.certainty).toBeGreaterThanOrEqual(0.9);
    // "delinde.nl": the name may have lost its "De".
    expect(vendor('www.delinde.nl')?.certainty).toBeLessThan(0.9);
    const whole = findInvoiceFields(
      lines([
        [420, 795, 'De Linde V.O.F.', 16],
        [420, 775, 'Dorpsweg 115, 3511 LX Utrecht'],
        [420, 760, 'www.delinde.nl'],
        [300, 700, 'Factuurnummer: 2024/17'],
        [300, 540, 'Totaal'],
        [470, 540, '121,00 EUR'],
      ]),
    ).vendor;
    expect(whole).toMatchObject({ value: 'De Linde V.O.F.' });
    expect(whole!.certainty).toBeGreaterThanOrEqual(0.9);
  });

  it('reads "Van" and "Da" before a name as part of it, not as a label', () => {
    expect(
      values([
        [40, 800, 'Van Dijk Drukwerk V.O.F.', 16],
        [40, 784, 'Kerkstraat 5, 3511 LX Utrecht'],
        [300, 700, 'Factuurnummer: 2024/17'],
        [300, 540, 'Totaal'],
        [470, 540, '121,00 EUR'],
      ]).vendor,
    ).toBe('Van Dijk Drukwerk V.O.F.');
  });
});

describe('a seller label and the name in one text', () => {
  it('reads the name after the label, and keeps a name made of a label word and a legal form', () => {
    const names = (text: string) =>
      vendorCandidates(lines([[40, 790, text, 12]]), new Set()).map((each) => each.located.value);
    expect(names('Dodavatel MARFIPA s.r.o.')).toContain('MARFIPA s.r.o.');
    expect(names('Seller: Acme Widgets Ltd')).toContain('Acme Widgets Ltd');
    expect(names('Lieferant GmbH')).toContain('Lieferant GmbH');
    expect(names('Lieferant GmbH')).not.toContain('GmbH');
    // "From" begins names too: only with its colon is it a label.
    expect(names('From Dusk Till Dawn Ltd')).toContain('From Dusk Till Dawn Ltd');
  });

  it('does not join a seller label to the name under it as one wrapped name', () => {
    const found = findInvoiceFields(
      lines([
        [40, 800, 'DODAVATEL', 10],
        [40, 788, 'Jiná firma s.r.o.', 10],
        [40, 776, 'Pokusná 321', 10],
      ]),
    );
    expect(found.vendor?.value).toBe('Jiná firma s.r.o.');
  });
});

describe("an item's row", () => {
  it('offers no name from a row of the items table', () => {
    const names = vendorCandidates(
      lines([
        [50, 790, 'Kestrelline - 225 Mill Road - Manchester SV15 4EU', 6],
        [50, 500, 'Design work - brochure'],
        [300, 500, '3'],
        [400, 500, '3,869.68'],
        [500, 500, '11,609.04'],
        [50, 60, 'Kestrel Print Ltd'],
        [200, 60, '0161 496 0000'],
        [350, 60, '12345678'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Design work');
    // A footer's numbers (a telephone, a register number) carry no cents: its name stays.
    expect(names).toContain('Kestrel Print Ltd');
  });

  it("keeps a footer's name beside a telephone and a date written with dots", () => {
    const names = vendorCandidates(
      lines([
        [50, 60, 'Boulangerie Martin'],
        [200, 60, '01.23.45.67.89'],
        [350, 60, '12.03.2024'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Boulangerie Martin');
  });
});

describe('a street and its number', () => {
  it.each(['Via Roma, 64', 'Calle del Sol, 2', 'Praça do Comércio, 106'])(
    'offers no name from "%s"',
    (street) => {
      const names = vendorCandidates(
        lines([
          [40, 790, 'Solsoft', 14],
          [40, 776, `${street} · 1000-205 Lisboa`],
        ]),
        new Set(),
      ).map((each) => each.located.value);
      expect(names).not.toContain(street.split(',')[0]);
      expect(names).toContain('Solsoft');
    },
  );

  it('keeps a company named after a street, with its legal form', () => {
    const names = vendorCandidates(
      lines([[40, 790, 'Via Verde S.p.A., 12 Piazza Duomo', 12]]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Via Verde S.p.A.');
  });
});

describe('address words', () => {
  it.each([
    'Praça do Comércio',
    'Largo do Carmo',
    'Plaza Mayor',
    'Corso Italia',
    'Paseo del Prado',
  ])('marks %s as an address', (name) => {
    const names = vendorCandidates(lines([[40, 790, `${name} · 1000-205 Lisboa`, 12]]), new Set());
    expect(names.find((each) => each.located.value === name)?.features.address).toBe(1);
  });
});

describe('legal forms', () => {
  it.each([
    'Castello Servizi S.n.c.',
    'Mirador & Horizonte S.L.U.',
    'Weberline UG (haftungsbeschränkt)',
    'Nordlicht Technik GesmbH',
    'Alfa Trade Kft.',
    'Kupiec Handel Sp. j.',
    'Colline Servizi S.r.l.',
    'Kowalski Handel sp. z o.o.',
    'Novák Stavby spol. s r.o.',
    'Jadran Trgovina d.o.o.',
    'Nordwerk Systeme SE',
    'Granit Teknik HB',
    // The last dot lost, as OCR and some invoices print it.
    'Bianchi Impianti S.p.A',
    'Novák Stavby s.r.o',
    'Vittoria S.R.L.S.',
  ])('takes %s whole as a company name', (name) => {
    const names = vendorCandidates(lines([[40, 790, `${name} · Via Roma 5`, 12]]), new Set());
    expect(names.find((each) => each.located.value === name)?.features.companySuffix).toBe(1);
  });
});

describe('a vendor read by OCR', () => {
  it('reads a Polish legal form OCR read with zeros as its letters', () => {
    const names = vendorCandidates(
      lines([[40, 790, 'Firma krzak sp.z.0.0', 12]], 'ocr'),
      new Set(),
    );
    expect(names.map((each) => each.located.value)).toContain('Firma krzak sp.z.o.o');
  });

  it('reads a capital I that OCR took for a lower-case l in a capitalised name', () => {
    const names = (text: string, source: 'text' | 'ocr' = 'ocr') =>
      vendorCandidates(lines([[40, 790, text, 12]], source), new Set()).map(
        (each) => each.located.value,
      );
    expect(names('lyer Trading LLP')).toContain('Iyer Trading LLP');
    expect(names('lKEA Deutschland GmbH')).toContain('IKEA Deutschland GmbH');
    // A particle, a name not capitalised throughout, and the text layer stay as printed.
    expect(names('Café de la Paix SARL')).toContain('Café de la Paix SARL');
    expect(names('lumen lighting Ltd')).toContain('lumen lighting Ltd');
    expect(names('lumen GmbH')).toContain('lumen GmbH');
    expect(names('Studio legale Bianchi & Associati')).toContain(
      'Studio legale Bianchi & Associati',
    );
    expect(names('lyer Trading LLP', 'text')).toContain('lyer Trading LLP');
  });

  it("leaves out a logo's stray sign OCR read before a name", () => {
    const names = (text: string, source: 'text' | 'ocr' = 'ocr') =>
      vendorCandidates(lines([[40, 790, text, 12]], source), new Set()).map(
        (each) => each.located.value,
      );
    expect(names(')À Welplast')).toContain('Welplast');
    expect(names(')À Welplast')).not.toContain(')À Welplast');
    expect(names('» Nordlicht Design')).toContain('Nordlicht Design');
    // An apostrophe's word and a name of one letter stay.
    expect(names("'t Hooft Bouw B.V.")).toContain("'t Hooft Bouw B.V.");
    expect(names('A Bakery Ltd')).toContain('A Bakery Ltd');
    expect(names('A+ Electric Ltd')).toContain('A+ Electric Ltd');
    // A logo's strokes read as thin letters, a capital among small ones.
    expect(names('ulIl Ruby Taylor')).toContain('Ruby Taylor');
    expect(names('ulIl Ruby Taylor')).not.toContain('ulIl Ruby Taylor');
    expect(names('Ill Bakery Ltd')).toContain('Ill Bakery Ltd');
    // The strokes read as words of their own.
    expect(names('ul Il Ruby Taylor')).toContain('Ruby Taylor');
    expect(names('ul Il Ruby Taylor')).not.toContain('ul Il Ruby Taylor');
    expect(names('Il Forno S.r.l.')).toContain('Il Forno S.r.l.');
    // Marks glued to a bar before a name; a small letter alone after its legal form.
    expect(names('aıl| Tischlerei Schulz')).toContain('Tischlerei Schulz');
    expect(names('aıl| Tischlerei Schulz')).not.toContain('aıl| Tischlerei Schulz');
    expect(names('Clairefontaine Imprimerie EURL a')).toContain('Clairefontaine Imprimerie EURL');
    expect(names('Clairefontaine Imprimerie EURL a')).not.toContain(
      'Clairefontaine Imprimerie EURL a',
    );
    // A logo read as a small word: thin strokes before a capital, a small word before a name in
    // capitals, figures around a colon. A name's small word, and the text layer, stay.
    expect(names('ill Ruby Taylor')).toContain('Ruby Taylor');
    expect(names('ill Ruby Taylor')).not.toContain('ill Ruby Taylor');
    expect(names('all WATTLE LANDSCAPES LTD')).toContain('WATTLE LANDSCAPES LTD');
    expect(names('all WATTLE LANDSCAPES LTD')).not.toContain('all WATTLE LANDSCAPES LTD');
    expect(names('1:4 Lago Blu Servizi S.n.c.')).toContain('Lago Blu Servizi S.n.c.');
    expect(names('1:4 Lago Blu Servizi S.n.c.')).not.toContain('1:4 Lago Blu Servizi S.n.c.');
    expect(names('van DIJK BOUW B.V.')).toContain('van DIJK BOUW B.V.');
    expect(names('3M Deutschland GmbH')).toContain('3M Deutschland GmbH');
    expect(names('all WATTLE LANDSCAPES LTD', 'text')).toContain('all WATTLE LANDSCAPES LTD');
    // A sign before a seller's label: the label still names the seller.
    const sold = vendorCandidates(
      lines([[47, 790, '© sold by bluestem-outlet (8,702 *)', 15.7]], 'ocr'),
      new Set(),
    ).find((each) => each.located.value === 'bluestem-outlet');
    expect(sold?.features.sellerLabel).toBe(1);
    // A section's heading names what it holds; a legal form after it makes it a company's.
    expect(cannotBeVendor('Order details')).toBe(true);
    expect(cannotBeVendor('FARE DETAILS')).toBe(true);
    expect(cannotBeVendor('Account summary')).toBe(true);
    expect(cannotBeVendor('Fine Details Ltd')).toBe(false);
    // A label ending with "#", its sign left out as a speck, is no name.
    expect(names('Order #')).not.toContain('Order');
    // A quotation mark read from a speck before a name, closed nowhere; a name's own marks stay.
    expect(names('“Jessica Bennett Photo')).toContain('Jessica Bennett Photo');
    expect(names('“Jessica Bennett Photo')).not.toContain('“Jessica Bennett Photo');
    expect(names('„Kowalski” Sp. z o.o.')).toContain('„Kowalski” Sp. z o.o.');
    // A frame's pieces at either edge; a copyright's sign is none.
    expect(names('[TI Tyler Kim Photography |')).toContain('Tyler Kim Photography');
    expect(names('(c) AWV e.V. 2020')).not.toContain('AWV e.V.');
  });

  it('reads an underscore OCR glued before a word as a speck, so a title stays a title', () => {
    const names = (text: string) =>
      vendorCandidates(lines([[40, 790, text, 12]], 'ocr'), new Set()).map(
        (each) => each.located.value,
      );
    expect(names('_Faktura')).toEqual([]);
    expect(names('_Nordlicht Design')).toContain('Nordlicht Design');
    expect(cannotBeVendor('_Invoice')).toBe(true);
  });

  it("takes a letterhead's name OCR read surely, though nothing else on the page prints it", () => {
    const placed: Placed[] = [
      [40, 790, 'Nordlicht & Brunnen', 22],
      [40, 770, 'Hauptstraße 94'],
      [40, 758, '39625 Hamburg'],
      [40, 680, 'Weber & Lindner GmbH & Co. KG'],
      [40, 668, 'Gartenstraße 44'],
      [40, 656, '79164 Hamburg'],
      [340, 656, 'Rechnungsnummer'],
      [460, 656, 'IGL-2020-8659'],
      [40, 500, 'Gesamt brutto'],
      [460, 500, '1.234,50'],
    ];
    const vendorOf = (confidence: number) => {
      const page = lines(placed, 'ocr');
      for (const word of page[0]!.cells[0]!.words) word.confidence = confidence;
      return findInvoiceFields(page).vendor?.value;
    };
    expect(vendorOf(0.93)).toBe('Nordlicht & Brunnen');
    // Read unsurely, the words may be a logo's shapes: the company's name with its legal form
    // stays the pick, its legal forms whole.
    expect(vendorOf(0.6)).toBe('Weber & Lindner GmbH & Co. KG');
  });

  it("takes no smaller line read surely for a letterhead's name read unsurely (a slogan)", () => {
    const page = lines(
      [
        [40, 800, 'Festrol Engineering', 26],
        [40, 776, 'Engineering Tomorrow Today', 14],
        [40, 700, 'Invoice to:'],
        [40, 688, 'Becker Events Ltd'],
        [40, 676, '3 Market Street'],
        [340, 700, 'Invoice No. 2024-117'],
        [40, 600, 'Flyers A5, 2000 pcs'],
        [460, 600, '240.00'],
        [40, 500, 'Total'],
        [460, 500, '288.00'],
      ],
      'ocr',
    );
    for (const word of page[0]!.cells[0]!.words) word.confidence = 0.85;
    expect(findInvoiceFields(page).vendor?.value).not.toBe('Engineering Tomorrow Today');
  });

  it("keeps a letter's sender line over the address window in the reading order", () => {
    const page = lines([
      [57, 720, 'Müller Haustechnik · Hauptstr. 5 · 10115 Berlin', 5],
      [57, 700, 'Schmidt Bau GmbH', 11],
      [57, 686, 'Herrn Peter Schmidt', 11],
      [57, 672, 'Lindenweg 3', 11],
      [57, 658, '10243 Berlin', 11],
      [57, 600, 'Rechnung', 14],
      [57, 580, 'Rechnungsnummer 2024-118', 11],
      [57, 560, 'Heizungswartung', 11],
      [460, 560, '240,00', 11],
      [57, 500, 'Gesamtbetrag', 11],
      [460, 500, '285,60', 11],
    ]);
    const first = vendorCandidates(page, new Set()).find(
      (each) => each.located.value === 'Müller Haustechnik',
    );
    expect(first?.features.firstNameLine).toBe(1);
  });

  it("leaves out a template's placeholder for the logo", () => {
    const names = (text: string, source: 'text' | 'ocr' = 'text') =>
      vendorCandidates(lines([[40, 790, text, 12]], source), new Set()).map(
        (each) => each.located.value,
      );
    expect(names('LOGO LE FOURNISSEUR')).toContain('LE FOURNISSEUR');
    expect(names('LOGO LE FOURNISSEUR', 'ocr')).not.toContain('LOGO LE FOURNISSEUR');
    expect(names('Your Logo Here')).toEqual([]);
    // A name with the word inside stays.
    expect(names('Logoprint GmbH')).toContain('Logoprint GmbH');
  });

  it('parts a legal form OCR glued to the name before it', () => {
    const names = (text: string, source: 'text' | 'ocr') =>
      vendorCandidates(lines([[40, 790, text, 12]], source), new Set()).map(
        (each) => each.located.value,
      );
    expect(names('RohstoffAG Salzgitter', 'ocr')).toContain('Rohstoff AG Salzgitter');
    expect(names('Acme Widgets CompanyLtd', 'ocr')).toContain('Acme Widgets Company Ltd');
    // Capitals before it are an acronym's, and the text layer is printed as it is.
    expect(names('BAG Logistik', 'ocr')).toContain('BAG Logistik');
    expect(names('RohstoffAG Salzgitter', 'text')).toContain('RohstoffAG Salzgitter');
  });

  it('leaves out the barely legible words around a name (a stamp over it)', () => {
    const page = lines([[40, 790, 'MON Tormos JAGOTA BROTHERS TRADING CO.,LTD', 12]], 'ocr');
    for (const word of page[0]!.cells[0]!.words)
      word.confidence = ['MON', 'Tormos'].includes(word.text) ? 0.1 : 0.9;
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('JAGOTA BROTHERS TRADING CO.,LTD');
    expect(names.some((name) => name.includes('Tormos'))).toBe(false);
  });

  it('leaves out a mark of a logo read as a letter or two beside the name, not its legal form', () => {
    const page = lines([[40, 790, 'JA Welplast Technik AG', 12]], 'ocr');
    for (const word of page[0]!.cells[0]!.words) {
      // The logo's mark is shorter than the name's letters; the legal form may be too.
      const height = ['JA', 'AG'].includes(word.text) ? 8 : 12;
      word.top = word.bottom - height;
      word.confidence = 0.9;
    }
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('Welplast Technik AG');
    expect(names.some((name) => name.startsWith('JA'))).toBe(false);
  });

  it("leaves out a logo's monogram of three signs, taller than the name, where OCR shows it is one", () => {
    const names = (text: string, mark: string, confidence: number) => {
      const page = lines([[40, 790, text, 12]], 'ocr');
      for (const word of page[0]!.cells[0]!.words) {
        word.top = word.bottom - (word.text === mark ? 30 : 12);
        word.confidence = word.text === mark ? confidence : 0.95;
      }
      return vendorCandidates(page, new Set()).map((each) => each.located.value);
    };
    expect(names('(M) MARINA BAY LLC', '(M)', 0.88)).toContain('MARINA BAY LLC');
    expect(names('BF] BÄCKEREI FALKENSTEIN', 'BF]', 0.63)).toContain('BÄCKEREI FALKENSTEIN');
    expect(names('Jal Jonas Hoffmann', 'Jal', 0.63)).toContain('Jonas Hoffmann');
    expect(names('Jal Jonas Hoffmann', 'Jal', 0.63)).not.toContain('Jal Jonas Hoffmann');
    // A tall word OCR is sure of is the name's.
    expect(names('IBM Consulting', 'IBM', 0.96)).toContain('IBM Consulting');
  });

  it("leaves out a logo's wordmark OCR set before the name it begins, in far taller letters", () => {
    const names = (logoHeight: number) => {
      const page = lines([[40, 790, 'JAGOTA JAGOTA BROTHERS TRADING CO.,LTD.', 12]], 'ocr');
      page[0]!.cells[0]!.words.forEach((word, index) => {
        word.top = word.bottom - (index === 0 ? logoHeight : 12);
        word.confidence = 0.92;
      });
      return vendorCandidates(page, new Set()).map((each) => each.located.value);
    };
    expect(names(30)).toContain('JAGOTA BROTHERS TRADING CO.,LTD.');
    expect(names(30)).not.toContain('JAGOTA JAGOTA BROTHERS TRADING CO.,LTD.');
    // In the name's own letters, the word is printed twice.
    expect(names(12)).toContain('JAGOTA JAGOTA BROTHERS TRADING CO.,LTD.');
  });

  it('never takes a debit note, a credit memo, a pro-forma or a delivery note title for the vendor', () => {
    for (const title of [
      'DEBIT NOTE',
      'Credit Memo',
      'PRO-FORMA INVOICE',
      'Delivery Note',
      'Bill of Supply',
    ])
      expect(cannotBeVendor(title)).toBe(true);
    expect(cannotBeVendor('Delivery Partners Ltd')).toBe(false);
  });

  it("never takes a town with its province's code, read as a legal form, or a postcode alone", () => {
    expect(cannotBeVendor('Calgary, AB')).toBe(true);
    expect(cannotBeVendor('Calgary, AB T2P 1J9')).toBe(true);
    expect(cannotBeVendor('EH2 4AD')).toBe(true);
    // A Swedish aktiebolag is no province.
    expect(cannotBeVendor('Skärgård System AB')).toBe(false);
    expect(cannotBeVendor('Volvo Car AB')).toBe(false);
  });

  it('never takes a street its abbreviation names, with its number, for the vendor', () => {
    expect(cannotBeVendor('ul. Piłsudskiego 17')).toBe(true);
    expect(cannotBeVendor('Hauptstr. 5')).toBe(true);
    expect(cannotBeVendor('12 Mill Rd. North')).toBe(true);
    expect(cannotBeVendor('Mazowsze Handel')).toBe(false);
  });

  it('never takes a legal form alone for the vendor', () => {
    expect(cannotBeVendor('SE')).toBe(true);
    expect(cannotBeVendor('GmbH')).toBe(true);
    expect(cannotBeVendor('Private Limited')).toBe(true);
    expect(cannotBeVendor('Pvt. Ltd.')).toBe(true);
    expect(cannotBeVendor('GmbH & Co. KG')).toBe(true);
    expect(cannotBeVendor('Nordwerk SE')).toBe(false);
    expect(cannotBeVendor('Private Wealth Ltd')).toBe(false);
    expect(cannotBeVendor('Konark Agencies Private Limited')).toBe(false);
  });

  it('never takes a bank code after its label for the vendor, nor a name that begins like one', () => {
    expect(cannotBeVendor('BIC LMMICBRS')).toBe(true);
    expect(cannotBeVendor('IBAN DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(cannotBeVendor('Sort code 20-00-00')).toBe(true);
    expect(cannotBeVendor('Swift Logistics')).toBe(false);
    expect(cannotBeVendor('Swift Logistics Ltd')).toBe(false);
  });

  it('puts right a Czech legal form OCR read with a zero', () => {
    const page = lines([[40, 790, 'MARFIPA s.r.0.', 12]], 'ocr');
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('MARFIPA s.r.o.');
  });

  it('puts right an Italian legal form OCR read with a one', () => {
    const page = lines([[40, 790, 'Girasole & Girasole S.r.1.', 12]], 'ocr');
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('Girasole & Girasole S.r.l.');
  });

  it('puts right an Italian legal form whose l OCR read as a capital I', () => {
    const page = lines([[40, 790, 'Fontana Impianti S.r.I.', 12]], 'ocr');
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('Fontana Impianti S.r.l.');
  });

  it("a format's version at the head of a courtesy copy", () => {
    for (const version of ['Versione FPR12', '“Versione FPR12', 'Version 2.1'])
      expect(cannotBeVendor(version)).toBe(true);
    expect(cannotBeVendor('Version 1 Software Ltd')).toBe(false);
  });
});

describe("the page's e-mail or web address", () => {
  const spells = (placed: Placed[]) =>
    vendorCandidates(lines(placed), new Set())
      .filter((each) => each.features.domainMatch === 1)
      .map((each) => each.located.value);

  it('vouches for the name that spells most of it, not for a name sharing one word with it', () => {
    expect(
      spells([
        [50, 790, 'Oakfield & Brightwater', 16],
        [50, 770, 'office@oakfield-brightwater.co.uk'],
        [50, 700, 'Brightwater & Summit Inc.'],
        [50, 686, '239 Park Avenue'],
      ]),
    ).toEqual(['Oakfield & Brightwater']);
  });

  it('vouches for a name whose letters the address spells in ASCII (ł as l, ø as o, ß as ss)', () => {
    expect(
      spells([
        [50, 790, 'Wisła Usługi Sp. z o.o.', 16],
        [50, 770, 'biuro@wisla-uslugi.pl'],
        [50, 700, 'Kowalski Handel Sp. z o.o.'],
      ]),
    ).toEqual(['Wisła Usługi Sp. z o.o.']);
    expect(
      spells([
        [50, 790, 'Bjørk Rørlegger AS', 16],
        [50, 770, 'www.bjork-rorlegger.no'],
      ]),
    ).toEqual(['Bjørk Rørlegger AS']);
  });

  it('vouches for a name that spells part of it when no name spells more', () => {
    expect(
      spells([
        [50, 790, 'Acme Ltd', 16],
        [50, 770, 'www.acme-tools.com'],
        [50, 700, 'Contoso GmbH'],
      ]),
    ).toEqual(['Acme Ltd']);
  });
});

describe('a seller label on a scan', () => {
  it('heads the name under it with the dash OCR reads of a ruling beside it', () => {
    const page = lines(
      [
        [40, 730, 'DODAVATEL -'],
        [300, 730, 'ODBĚRATEL'],
        [40, 710, 'Jiná firma s.r.o.', 12],
        [300, 710, 'Apple Czech s.r.o. -', 12],
        [40, 698, 'Pokusná 321'],
        [300, 698, 'Klimentská 1216/46'],
        [40, 567, 'Název banky'],
        [150, 567, 'mBank S.A.'],
      ],
      'ocr',
    );
    const seller = vendorCandidates(page, customerBlock(page)).find(
      (each) => each.located.value === 'Jiná firma s.r.o.',
    );
    expect(seller?.features.sellerLabel).toBe(1);
    expect(findInvoiceFields(page).vendor?.value).toBe('Jiná firma s.r.o.');
  });
});

describe('what a vendor never is', () => {
  it.each([
    ['a date label', 'Due Date'],
    ['a paid-on label', 'Date paid'],
    ['an issue-date label', 'Issue Date'],
    ['a label ending in a colon', 'Leistungszeitraum:'],
    ['a document title', 'Tax Invoice'],
    ['the customer label', 'Bill To'],
    ['an address line', 'Westminster, UK'],
    ['a town and its state', 'Larch, TX'],
    ['a town, its state and ZIP code', 'Springfield, IL 62704-1234'],
    ['a town, its province and postcode', 'Toronto, ON M5V 2T6'],
    ['an Australian town, state and postcode', 'Parramatta NSW 2150'],
    ['a Dutch postcode whose letters spell a legal form', '3851 SL ERMELO'],
    ['a street and its number', 'Papendorpseweg 100'],
    ['a country', 'Nederland'],
    ['a postcode and town', '12345 Berlin'],
    ['a web address', 'www.example.com'],
    ['a telephone line', 'Tel +44 20 7946 0000'],
    ['a title with its number', 'Rechnung Nr 7'],
    ['a reference label', 'Er referens'],
    ['an order-number label', 'Ert ordernr'],
    ['a customer-number label', 'Kundennummer'],
    ['a copyright notice', '(c) AWV e.V.'],
    ['a copyright notice with its sign', '© 2024 Example Platform Inc.'],
    ['a kind of invoice', 'Sales Invoice'],
    ['a compound title', 'Schlussrechnung'],
    ['a register notice', 'Registered in England and Wales.'],
    ['a register court', 'Amtsgericht München'],
    ['a title in two languages', 'HANDELSFAKTURA / COMMERCIAL INVOICE'],
    ['a Spanish register notice', 'Inscrita en el Registro Mercantil de Madrid'],
    ['an Italian register notice', 'Iscritta al Registro delle Imprese di Milano'],
    ['a registered seat', 'Sitz der Gesellschaft Köln'],
    ['a registered seat after a colon', 'Sitz: Köln'],
    ['thanks', 'Thank you for your business'],
    ['an exclamation', 'Tack för din beställning!'],
    ['an identifier after its label', 'Momsreg.nr SE719600417501'],
    ['an Italian reference label', 'Rif. ordine'],
    ['a Spanish reference label', 'Ref. pedido'],
  ])('%s (%s)', (_case, name) => {
    expect(cannotBeVendor(name)).toBe(true);
  });

  it.each([
    'Total Fitness Ltd',
    'City Electrical Factors Ltd',
    'Northwind Traders',
    'Forever Data',
    'bol.com b.v.',
    'Casino Bruno',
    'City Plumbing',
    'Mobile Solutions',
    'Copy Shop Berlin',
    'Tedros-IT & Associate, AB',
    'Acme, Inc.',
    'Bravo SA',
    'Sitzmöbel Franke',
    'Dankert Elektro',
    'Plaza Motors',
  ])('keeps %s', (name) => {
    expect(cannotBeVendor(name)).toBe(false);
  });

  it('never takes the customer under its label, even with a legal form the seller lacks', () => {
    // A sole trader's letter: the seller's name only in the sender line and the footer.
    expect(
      values([
        [50, 700, 'Sonnenhof Technik - Bahnhofstr. 14 - 96935 Köln', 7],
        [50, 680, 'Rechnungsadresse'],
        [50, 666, 'Hoffmann Handel UG (haftungsbeschränkt)'],
        [50, 652, 'Markus Wagner'],
        [50, 638, 'Hauptstraße 52'],
        [50, 624, '91114 Köln'],
        [350, 680, 'Rechnungsnummer INV672907'],
        [50, 300, 'Rechnungsbetrag 95.209,13 €'],
        [150, 60, 'Sonnenhof Technik · Bahnhofstr. 14 · 96935 Köln', 8],
        [150, 48, 'DE826438984 · Amtsgericht München HRB 97410', 8],
      ]).vendor,
    ).toBe('Sonnenhof Technik');
  });

  it("takes the customer's name for the customer's wherever else it is printed", () => {
    const names = vendorCandidates(
      lines([
        [50, 790, 'Sonnenhof Technik', 14],
        [50, 700, 'Rechnungsadresse'],
        [50, 686, 'Hoffmann Handel GmbH'],
        [50, 300, 'Kunde: Hoffmann Handel GmbH'],
      ]),
      new Set(),
    );
    expect(names.map((each) => each.located.value)).not.toContain('Rechnungsadresse');
    // (Printed again after "Kunde:", it is neither a name of its own nor "repeated".)
    expect(names.map((each) => each.located.value)).not.toContain('Hoffmann Handel GmbH');
  });

  it('never takes the name a window envelope addresses, under its sender line', () => {
    // No customer label: the seller lacks a legal form, the customer has one.
    const page: Placed[] = [
      [50, 790, 'INVOICE', 18],
      [50, 712, 'Zonneveld Techniek - Molenweg 28 - 9224 HK Amsterdam', 6],
      [50, 700, 'Jansen Diensten V.O.F.'],
      [50, 686, 'Dorpsstraat 93'],
      [50, 672, '3806 VX Rotterdam'],
      [350, 700, 'Factuur nr.: 677665'],
      [50, 300, 'Totaal €113.216,16'],
      [150, 60, 'Zonneveld Techniek · Molenweg 28 · 9224 HK Amsterdam', 7],
      [150, 48, 'BTW-nr: NL334360340B01 · KvK 85001757', 7],
    ];
    expect(values(page).vendor).toBe('Zonneveld Techniek');
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Jansen Diensten V.O.F.');
  });

  it("never takes a town's province in brackets for a legal form ('06957 Bologna (AS)')", () => {
    // A sole trader: the name only in the sender line; Asti's code reads as a Norwegian AS.
    const page: Placed[] = [
      [480, 790, 'FATTURA', 18],
      [50, 740, 'Matteo Ricci - Via Roma, 70 - 06957 Bologna (AS)', 7],
      [50, 716, 'Romano Impianti S.p.A.'],
      [50, 704, 'Via Roma, 43'],
      [50, 692, '19019 Torino (TT)'],
      [350, 716, 'Numero fattura D23-284'],
      [350, 300, 'Totale fattura €4.203,23'],
    ];
    expect(values(page).vendor).toBe('Matteo Ricci');
    expect(COMPANY_SUFFIX.test('06957 Bologna (AS)')).toBe(false);
    expect(COMPANY_SUFFIX.test('Nordlys Regnskap AS')).toBe(true);
    expect(COMPANY_SUFFIX.test('Acme (Pty) Ltd')).toBe(true);
  });

  it("knows an Irish company's legal forms (DAC, CLG, ULC)", () => {
    const page: Placed[] = [
      [50, 790, 'Sales Invoice', 18],
      [50, 740, "Redwood Services DAC - 57 O'Connell Street - Cork, T12 U747", 7],
      [50, 716, 'Emily Clarke'],
      [50, 704, "74 O'Connell Street"],
      [50, 692, 'Dublin 2, D02 X477'],
      [380, 704, 'Inv. No.: INV031459'],
      [380, 300, 'Total due 4,889.85 EUR'],
    ];
    expect(values(page).vendor).toBe('Redwood Services DAC');
  });

  it("knows Quebec's 'Ltée', and reads 'AB' before a Canadian postal code as Alberta", () => {
    expect(COMPANY_SUFFIX.test('Calgary, AB T2P 5K6')).toBe(false);
    expect(COMPANY_SUFFIX.test('Nordic Konsult AB')).toBe(true);
    expect(COMPANY_SUFFIX.test('Nordic Konsult AB, 123 45 Stockholm')).toBe(true);
    const page: Placed[] = [
      [450, 790, 'TAX INVOICE', 14],
      [50, 760, 'Hughes Consulting Ltée - 8801 Yonge Street - Calgary, AB T2P 5K6', 7],
      [50, 740, 'Billed to'],
      [50, 727, 'Brightwater Services Corp.'],
      [50, 714, '8685 Yonge Street'],
      [50, 701, 'Vancouver, BC V6B 9A7'],
      [380, 660, 'Invoice # OCW-2022-2103'],
      [380, 300, 'Total $3,547.26'],
      [150, 80, 'Hughes Consulting Ltée · 8801 Yonge Street · Calgary, AB T2P 5K6', 8],
    ];
    expect(values(page).vendor).toBe('Hughes Consulting Ltée');
  });

  it("compares a scan's sender line with an address in capitals by its capitals' height", () => {
    // "ACME AB" has no letter below the line, "Göteborg" one: their boxes alone would not tell.
    // Each word's box as OCR gives it: its ink, from a capital's top to its lowest letter.
    const word = (x: number, y: number, text: string, size: number, height: number) =>
      splitRun({
        text,
        x,
        right: x + text.length * height * 0.5,
        y,
        top: 0,
        bottom: 0,
        size,
        confidence: 0.95,
      }).map((each) => ({
        ...each,
        top: 842 - y - height * 0.7,
        bottom: 842 - y + (/[gjpqy]/.test(each.text) ? height * 0.25 : 0),
      }));
    const words = [
      ...word(50, 790, 'FAKTURA', 18, 18),
      ...word(50, 712, 'Maja Nyberg Konsult - Storgatan 6 - 527 45 Göteborg', 7, 7),
      ...word(50, 698, 'ACME AB', 8.5, 8.5),
      ...word(50, 684, 'Storgatan 69', 9.5, 9.5),
      ...word(50, 670, '588 19 Göteborg', 9.5, 9.5),
      ...word(350, 698, 'Faktura nr: 2021/145', 9.5, 9.5),
      ...word(50, 60, 'Maja Nyberg Konsult · Storgatan 6 · Momsreg.nr SE650944352001', 7, 7),
    ];
    const page = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' });
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).not.toContain('ACME AB');
  });

  it("compares a tilted scan's sender line with the address by its words, not its line", () => {
    // OCR gives a line the height of its box, which the tilt stretches on a long line: the
    // sender line's words are 6 points tall, its line's box 9; the address's are 9 and 9.
    const word = (x: number, y: number, text: string, size: number, height: number) =>
      splitRun({
        text,
        x,
        right: x + text.length * height * 0.5,
        y,
        top: 842 - y - height * 0.8,
        bottom: 842 - y + height * 0.2,
        size,
        confidence: 0.95,
      });
    const words = [
      ...word(50, 790, 'FAKTURA', 18, 18),
      ...word(50, 712, 'Maja Nyberg Konsult - Drottninggatan 6 - 527 45 Göteborg', 9, 6),
      ...word(50, 698, 'Norrskenline AB', 9.5, 9.5),
      ...word(50, 684, 'Storgatan 69', 9.5, 9.5),
      ...word(50, 670, '588 19 Göteborg', 9.5, 9.5),
      ...word(350, 698, 'Faktura nr: 2021/145', 9.5, 9.5),
      ...word(50, 300, 'Totalt 95 165,61 kr', 9.5, 9.5),
      ...word(50, 60, 'Maja Nyberg Konsult · Drottninggatan 6 · Momsreg.nr SE650944352001', 7, 7),
    ];
    const page = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' });
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Norrskenline AB');
  });

  it('aligns a label of several words by its first word ("Datos del cliente")', () => {
    const page: Placed[] = [
      [47, 790, 'FACTURA', 18],
      [47, 659, 'Ruiz Distribuciones - Avenida de la Constitución, 150 - 43052 Bilbao', 6],
      [47, 645, 'Datos del cliente', 8],
      [47, 633, 'García Consultores S.L.', 9],
      [47, 621, 'Calle Mayor, 44', 9],
      [47, 300, 'Total 16.605,45 €'],
      [150, 60, 'Ruiz Distribuciones · Avenida de la Constitución, 150 · 43052 Bilbao', 7],
    ];
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('García Consultores S.L.');
    expect(values(page).vendor).toBe('Ruiz Distribuciones');
  });

  it('aligns a customer label OCR glued after a number by its own place', () => {
    const names = vendorCandidates(
      lines([
        [47, 790, 'Northwind Traders', 16],
        [300, 700, 'Invoice #4711 Bill To'],
        [300, 686, 'Fabrikam Ltd'],
        [385, 686, 'Contoso GmbH'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Contoso GmbH');
  });

  it('takes the name under a bare "Aan" alone in its cell, under a sender line, for the customer', () => {
    // A sole trader's letter: the seller's name only in the sender line and the footer; the
    // label has no colon, the customer is a person like the seller.
    const page: Placed[] = [
      [50, 790, 'Factuur', 18],
      [300, 712, 'Femke Smit - Dorpsstraat 83 - 4346 HF Amsterdam', 6],
      [300, 696, 'Aan', 9],
      [300, 684, 'Daan Jansen', 10],
      [300, 672, 'Dorpsstraat 161', 10],
      [300, 660, '2058 YN Amsterdam', 10],
      [50, 300, 'Totaal € 4.947,26'],
      [150, 60, 'Femke Smit · Dorpsstraat 83 · 4346 HF Amsterdam', 7],
      [150, 48, 'KvK 12345678', 7],
    ];
    expect(values(page).vendor).toBe('Femke Smit');
  });

  it('gathers the places of one name: the head and the account holder', () => {
    // A logo in the head: the trade and the person only in the sender line and the footer, as
    // likely as each other there; the person is also the account's holder.
    const page: Placed[] = [
      [50, 790, 'Fatura', 18],
      [300, 712, 'Design gráfico - Beatriz Lopes - Rua Augusta 5 - 1100-048 Lisboa', 6],
      [300, 696, 'Cliente', 9],
      [300, 684, 'Ana Silva', 10],
      [300, 672, 'Rua do Ouro 12', 10],
      [50, 300, 'Total 1.974,77 €'],
      [120, 72, 'Design gráfico - Beatriz Lopes · Rua Augusta 5 · 1100-048 Lisboa', 7],
      [120, 60, 'NIF 123 456 789', 7],
      [120, 48, 'Titular: Beatriz Lopes · IBAN PT50 0002 0123 1234 5678 9015 4', 7],
    ];
    expect(values(page).vendor).toBe('Beatriz Lopes');
  });

  it('takes a trade and a person joined by a bar or a dash as one name', () => {
    const page: Placed[] = [
      [50, 790, 'Lektorat | Miriam Seidel', 18],
      [50, 770, 'Lindenweg 12'],
      [50, 758, 'info@lektorat-seidel.de'],
      [50, 700, 'Kunde:'],
      [50, 686, 'Nordwerk Handel GmbH'],
      [50, 300, 'Gesamtbetrag 1.250,00 €'],
    ];
    expect(values(page).vendor).toBe('Lektorat | Miriam Seidel');
    const halves = (text: string) =>
      vendorCandidates(lines([[50, 790, text, 18]]), new Set()).map((each) => each.located.value);
    // A company's name with its legal form, or a half with an address, is no half of one name.
    expect(halves('Nordwerk GmbH | Ihr Partner')).not.toContain('Nordwerk GmbH | Ihr Partner');
    expect(halves('Miriam Seidel - Lindenweg 12')).not.toContain('Miriam Seidel - Lindenweg 12');
    expect(halves('Seidel | Lektorat | Berlin')).not.toContain('Seidel | Lektorat | Berlin');
  });

  it("never takes the address under a sender line that names a trade with 'web' for the vendor", () => {
    const page: Placed[] = [
      [400, 790, 'Fatura', 18],
      [
        50,
        760,
        'Desenvolvimento web - Inês Rodrigues - Avenida da Liberdade, 145 - 5201-268 Braga',
        7,
      ],
      [50, 740, 'Ferreira Consultoria Lda.', 11],
      [50, 727, 'Rua Augusta, 36', 11],
      [50, 714, '5051-162 Coimbra', 11],
      [350, 740, 'Fatura N.º: 2020/222'],
      [300, 400, 'Total c/ IVA 29152,55 €'],
      [
        150,
        80,
        'Desenvolvimento web - Inês Rodrigues · Avenida da Liberdade, 145 · 5201-268 Braga',
        8,
      ],
      [150, 68, 'NIF 478 119 974', 8],
    ];
    expect(customerNameCells(lines(page))).toContainEqual(
      expect.objectContaining({ text: 'Ferreira Consultoria Lda.' }),
    );
    expect(values(page).vendor).not.toBe('Ferreira Consultoria Lda.');
  });

  it('reads a word "web" in a name as no contact detail, and "Web:" or "Web acme.de" as one', () => {
    for (const name of [
      'Desenvolvimento web',
      'Studio Web S.r.l.',
      'Agentur Web e.K.',
      'Pixel Web s.r.o.',
      'Web 2.0 Consulting',
      'Web & Print Studio',
    ])
      expect(CONTACT.test(name), name).toBe(false);
    for (const contact of [
      'Web: acme.de',
      'Web acme-studio.de',
      'Web müller-bau.de',
      'Website: www.acme.de',
      'Web-Site: acme.de',
      'Webseite: acme.de',
    ])
      expect(CONTACT.test(contact), contact).toBe(true);
  });

  it.each(['Exmo.(s) Sr.(s)', 'Exmo. Sr.', 'Exmos. Srs.', 'Exmos. Senhores', 'Exma. Sra.'])(
    'takes the name under "%s" for the customer\'s, never the vendor',
    (label) => {
      const page: Placed[] = [
        [400, 790, 'FATURA', 18],
        [50, 760, 'Mar Comércio - Avenida da Liberdade, 23 - 8675-000 Lisboa', 7],
        [50, 740, label],
        [50, 727, 'Marworks Lda.'],
        [50, 714, 'Avenida da Liberdade, 123'],
        [50, 701, '4809-834 Lisboa'],
        [350, 740, 'Número da fatura INV977838'],
        [300, 400, 'Total do documento 44.280,16 €'],
        [150, 80, 'Mar Comércio · Avenida da Liberdade, 23 · 8675-000 Lisboa', 8],
        [150, 68, 'NIF PT732075964 · Conservatória do Registo Comercial 900261380', 8],
      ];
      expect(values(page).vendor).toBe('Mar Comércio');
    },
  );

  it('never takes the name under a QR-bill\'s "Zahlbar durch" for the vendor', () => {
    const page: Placed[] = [
      [50, 790, 'RECHNUNG', 18],
      [50, 700, 'Rechnung Nr. 4711'],
      [50, 300, "Total CHF 3'109.60"],
      [14, 250, 'Konto / Zahlbar an', 6],
      [14, 240, 'CH78 9061 9964 5951 9982 5', 8],
      [14, 230, 'Kranich Haustechnik', 8],
      [14, 220, 'Bahnhofstr. 3', 8],
      [14, 200, 'Zahlbar durch', 6],
      [14, 190, 'Brunnen Haustechnik AG', 8],
      [14, 180, 'CH-8023 St. Gallen', 8],
      [345, 250, 'Konto / Zahlbar an', 8],
      [345, 239, 'CH78 9061 9964 5951 9982 5', 10],
      [345, 228, 'Kranich Haustechnik', 10],
      [345, 217, 'Bahnhofstr. 3', 10],
      [345, 190, 'Zahlbar durch', 8],
      [345, 179, 'Brunnen Haustechnik AG', 10],
      [345, 168, 'CH-8023 St. Gallen', 10],
    ];
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names.filter((name) => name.includes('Brunnen'))).toEqual([]);
    expect(values(page).vendor).toBe('Kranich Haustechnik');
  });

  it("takes the name a QR-bill says pays for the customer's wherever else it is printed", () => {
    // The addressee printed without a label, under the seller's head; the payment part names it.
    const page: Placed[] = [
      [46, 790, 'Marina Consulenze Sagl', 20],
      [46, 768, 'Via Garibaldi, 60'],
      [46, 756, 'CH-6909 Bellinzona'],
      [46, 596, 'Girasole & Fiume SA', 11],
      [46, 584, 'Via Roma, 31'],
      [336, 596, 'Fattura N°: 01-70152'],
      [46, 400, 'Totale CHF 1.234,00'],
      [14, 195, 'Pagabile da', 6],
      [14, 185, 'Girasole & Fiume SA', 8],
      [14, 175, 'Via Roma, 31', 8],
    ];
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Girasole & Fiume SA');
    expect(values(page).vendor).toBe('Marina Consulenze Sagl');
  });

  it("never takes a sole trader's legal or tax status for the vendor", () => {
    for (const status of [
      'Entrepreneur individuel',
      'EI',
      'Einzelunternehmen',
      'Sole trader',
      'Godkänd för F-skatt',
      'Innehar F-skattsedel',
      'Ditta individuale',
    ])
      expect(cannotBeVendor(status), status).toBe(true);
    expect(cannotBeVendor('Einzelhandel Krüger')).toBe(false);
  });

  it.each(['Aan:', 'To:', 'An:', 'Para:'])(
    'takes the name after a bare "%s" for the customer',
    (label) => {
      const page: Placed[] = [
        [50, 790, 'Polderprint', 18],
        [50, 776, 'Stationsweg 198'],
        [50, 700, label],
        [50, 686, 'Dijkstra & Molenaar BV'],
        [50, 672, 'Kerkstraat 156'],
        [150, 60, 'Polderprint · Stationsweg 198 · 9583 ZJ Eindhoven', 7],
        [150, 48, 'BTW-nr: NL296236580B01 · KvK 03642824', 7],
      ];
      expect(values(page).vendor).toBe('Polderprint');
    },
  );

  it('takes the name after a salutation under a sender line for the customer ("Firma")', () => {
    const names = vendorCandidates(
      lines([
        [50, 712, 'Sonnenhof Technik · Bahnhofstr. 14 · 96935 Köln', 6],
        [50, 700, 'Firma'],
        [50, 688, 'Müller Bau GmbH'],
        [50, 676, 'Hauptstraße 52'],
        [150, 60, 'Sonnenhof Technik · Bahnhofstr. 14 · 96935 Köln', 7],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Müller Bau GmbH');
  });

  it('aligns a customer label OCR glued after another label by its own place', () => {
    const page: Placed[] = [
      [47, 790, 'Northwind Traders', 16],
      [300, 700, 'Invoice No: 4711 Bill to'],
      [395, 686, 'Contoso GmbH'],
      [47, 300, 'Total 120.00'],
    ];
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).toContain('Northwind Traders');
    expect(names).not.toContain('Contoso GmbH');
  });

  it.each([
    ['Portuguese', 'Solsoft - Praça do Comércio, 106 - 6466-385 Coimbra', 'Ana Silva'],
    ['Polish', 'Kowalczyk - ul. Długa 5 - 00-950 Warszawa', 'Nowak Handel Sp. z o.o.'],
    ['Swedish', 'Fjäll Teknik - Drottninggatan 67 - 123 49 Malmö', 'Johan Berg'],
    ['Dutch', 'Zonneveld - Molenweg 28 - 9224 HK Amsterdam', 'Jansen B.V.'],
  ])('knows a %s postcode in a sender line', (_country, sender, customer) => {
    const names = vendorCandidates(
      lines([
        [50, 712, sender, 6],
        [50, 700, customer],
        [50, 686, 'Rua Augusta 90'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain(customer);
  });

  it('takes the name after a Portuguese salutation for the customer ("Exmo.(s) Sr.(s)")', () => {
    const page: Placed[] = [
      [50, 790, 'Costa Serviços', 16],
      [50, 776, 'info@costaservicos.pt'],
      [50, 700, 'Exmo.(s) Sr.(s)'],
      [50, 686, 'Mar & Douro S.A.'],
      [50, 672, 'Rua de Santa Catarina, 51'],
      [50, 300, 'Total c/ IVA 4583,47 €'],
    ];
    expect(values(page).vendor).toBe('Costa Serviços');
  });

  it('takes no contact line or same-size line for a sender line', () => {
    const names = (page: Placed[]) =>
      vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    // The seller's own letterhead: its address line, then its name in the same size.
    expect(
      names([
        [50, 790, 'Molenweg 28 - 9224 HK Amsterdam'],
        [50, 776, 'Zonneveld Techniek B.V.'],
      ]),
    ).toContain('Zonneveld Techniek B.V.');
    // A contact line in small print over a larger name.
    expect(
      names([
        [50, 790, 'Tel 020 123 4567 - 9224 HK Amsterdam', 6],
        [50, 778, 'Zonneveld Techniek B.V.'],
      ]),
    ).toContain('Zonneveld Techniek B.V.');
  });

  it('takes neither a register court nor a register notice for the vendor', () => {
    expect(
      values([
        [50, 700, 'RECHNUNG', 18],
        [50, 300, 'Rechnungsbetrag 95,13 €'],
        [150, 60, 'Sonnenhofworks · Bahnhofstr. 12 · 93860 München', 7],
        [150, 48, 'DE668650137 · Amtsgericht München HRB 84033', 7],
        [150, 36, 'Registered in England and Wales.', 7],
      ]).vendor,
    ).toBe('Sonnenhofworks');
  });

  it('keeps a seller printed to the right of the customer, on the lines under its label', () => {
    expect(
      values([
        [50, 700, 'Bill To:'],
        [50, 686, 'Contoso GmbH'],
        [350, 686, 'Harboursoft', 14],
        [50, 672, 'Hauptstraße 52'],
        [350, 672, '12 Quay Street'],
        [350, 658, 'billing@harboursoft.co.uk'],
        [50, 300, 'Total 120.00'],
      ]).vendor,
    ).toBe('Harboursoft');
  });

  it('never takes a label for the vendor, even the largest line at the top', () => {
    expect(
      values([
        [50, 790, 'Due Date', 16],
        [50, 770, 'Example, LLC', 12],
        [50, 750, 'billing@example.com'],
      ]).vendor,
    ).toBe('Example, LLC');
  });
});

describe('an invoice number OCR read with a letter O for a zero', () => {
  it('reads the zero after an "INV" prefix, on OCR only', () => {
    const number = (text: string, source: 'text' | 'ocr') =>
      findInvoiceFields(
        lines(
          [
            [50, 790, 'Seller Company Ltd', 16],
            [350, 760, text],
          ],
          source,
        ),
      ).invoiceNumber?.value ?? null;
    expect(number('Invoice No.: INVO27912', 'ocr')).toBe('INV027912');
    expect(number('Invoice No.: INV-O27912', 'ocr')).toBe('INV-027912');
    expect(number('Invoice No.: INVO27912', 'text')).toBe('INVO27912');
    expect(number('Invoice No.: PO12345', 'ocr')).toBe('PO12345');
  });

  it("shows a number OCR read with a 4 where a '#' stands after its label, but not as sure", () => {
    const found = (text: string, source: 'text' | 'ocr') =>
      findInvoiceFields(
        lines(
          [
            [50, 790, 'Nordwerk GmbH', 16],
            [350, 760, text],
          ],
          source,
        ),
      ).invoiceNumber;
    // "Invoice No.: #20225274" read "Invoice No.: 420225274".
    expect(found('Invoice No.: 420225274', 'ocr')?.certainty).toBeLessThan(0.9);
    expect(found('Invoice No.: 420225274', 'text')?.certainty).toBeGreaterThanOrEqual(0.9);
    expect(found('Invoice No.: 520225274', 'ocr')?.certainty).toBeGreaterThanOrEqual(0.9);
  });

  it('shows a number OCR read with a space after its prefix, but not as sure', () => {
    const found = (source: 'text' | 'ocr') =>
      findInvoiceFields(
        lines(
          [
            [50, 790, 'Nordwerk GmbH', 16],
            [350, 760, 'Invoice No.: INV 1519'],
          ],
          source,
        ),
      ).invoiceNumber;
    // "INV_1519": OCR drops an underscore on the baseline.
    expect(found('ocr')?.value).toBe('INV 1519');
    expect(found('ocr')?.certainty).toBeLessThan(0.9);
    expect(found('text')?.certainty).toBeGreaterThanOrEqual(0.9);
  });
});

describe("what stands under a number's label", () => {
  it("takes no number from an address or a phone under a title and the seller's name", () => {
    // A scan lost the "Invoice No : INV-2020-0267" line; what is left is no number of the title's.
    const found = findInvoiceFields(
      lines(
        [
          [266, 802, 'Tax Invoice', 14],
          [120, 763, 'Silverline Enterprises Pvt. Ltd.', 14],
          [120, 748, '28, Link Road, Surat, GUJARAT, 395802'],
          [120, 734, '63444 46359'],
        ],
        'ocr',
      ),
    ).invoiceNumber;
    expect(found === null || found.certainty < 0.9).toBe(true);
  });

  it('takes the number under a title and a label of its own', () => {
    const found = findInvoiceFields(
      lines([
        [330, 801, 'Tax Invoice', 14],
        [330, 783, 'Ref:'],
        [330, 767, '28422'],
        [330, 751, 'Issued:'],
        [330, 736, '01/26/2019'],
        [30, 659, 'Billed to:'],
        [30, 643, 'Ironwood Hardware'],
      ]),
    ).invoiceNumber;
    expect(found?.value).toBe('28422');
  });

  it("reads the column under a label's words, not under all of the wide cell it ends", () => {
    // OCR's one cell "Unit 258, …, 201187 Invoice No :" over a phone number at the line's start.
    const candidates = numberCandidates(
      lines(
        [
          [19, 802, 'Singh & Sons', 16],
          [19, 790, 'Unit 258, Kailash Tower, Noida, UTTAR PRADESH, 201187 Invoice No :'],
          [372, 790, '1649'],
          [19, 773, '98904 54798'],
          [300, 773, 'Date : 10/09/2021'],
        ],
        'ocr',
      ),
    );
    const labelled = (value: string) =>
      candidates.find((each) => each.located.value === value)?.features.labelInvoiceNo;
    expect(labelled('1649')).toBe(1);
    expect(labelled('98904')).toBe(0);
  });
});

describe('a month OCR spelt with a zero', () => {
  it('reads "0ct" and "N0v" as the months they are', () => {
    const date = (text: string, source: 'text' | 'ocr') =>
      findInvoiceFields(
        lines(
          [
            [50, 790, 'Seller Company Ltd', 16],
            [350, 760, text],
          ],
          source,
        ),
        new Date('2025-06-01'),
      ).date?.value ?? null;
    expect(date('Dated: 01-0ct-2024', 'ocr')).toBe('2024-10-01');
    expect(date('Invoice Date: 5 N0v 2023', 'ocr')).toBe('2023-11-05');
    expect(date('Dated: 01-0CT-2024', 'ocr')).toBe('2024-10-01');
    expect(date('Data: 15 de 0utubro de 2024', 'ocr')).toBe('2024-10-15');
    expect(date('Datum: 22.07,2020', 'ocr')).toBe('2020-07-22');
    expect(date('Datum: 22.07,2020', 'text')).toBeNull();
    // The first dot read as a colon: a date, with its year after the second.
    expect(date('Beleg-Datum 16:09.2013', 'ocr')).toBe('2013-09-16');
    expect(date('Beleg-Datum 16:09.2013', 'text')).toBeNull();
    expect(date('Dated: 01-0ct-2024', 'text')).toBeNull();
  });
});

/** The page with the words of its first line read unsurely, as OCR reads a logo's shapes. */
function firstLineUnsure(page: TextLine[]): TextLine[] {
  for (const cell of page[0]!.cells) for (const word of cell.words) word.confidence = 0.6;
  return page;
}

describe("the letterhead's name printed again in the footer", () => {
  it('takes it over a customer with a legal form under the title, with no label', () => {
    // Read unsurely by OCR, where the letterhead's size alone does not count (a logo reads as
    // words).
    const vendor = (footer: string) =>
      findInvoiceFields(
        firstLineUnsure(
          lines(
            [
              [50, 780, 'Riverside Consulting', 17],
              [50, 760, '4751 Oak Avenue'],
              [50, 748, 'Portland, OR 16226'],
              [50, 700, 'SALES INVOICE', 20],
              [50, 660, 'Lakeside & Cedar L.L.C.', 11],
              [50, 646, 'Michael Johnson', 11],
              [50, 632, '4274 Maple Drive, Suite 277', 11],
              [330, 660, 'INVOICE # 59-08842'],
              [330, 646, 'INVOICE DATE February 9, 2020'],
              [150, 60, footer, 7],
            ],
            'ocr',
          ),
        ),
      ).vendor?.value;
    expect(vendor('Riverside Consulting · 4751 Oak Avenue · Portland, OR 16226')).toBe(
      'Riverside Consulting',
    );
    expect(vendor('4751 Oak Avenue · Portland, OR 16226')).not.toBe('Riverside Consulting');
  });
});

describe("a letterhead's name", () => {
  const page = (source: 'text' | 'ocr') =>
    lines(
      [
        [50, 780, 'Riverside Consulting', 17],
        [50, 760, '4751 Oak Avenue'],
        [50, 748, 'Portland, OR 16226'],
        [50, 700, 'SALES INVOICE', 20],
        [50, 660, 'Lakeside & Cedar L.L.C.'],
        [50, 646, 'Michael Johnson'],
        [50, 632, '4274 Maple Drive, Suite 277'],
        [330, 660, 'INVOICE # 59-08842'],
        [330, 646, 'INVOICE DATE February 9, 2020'],
        [330, 400, 'TOTAL'],
        [480, 400, '$1,234.00'],
      ],
      source,
    );

  it('is taken over a customer with a legal form under the title, with no label', () => {
    expect(findInvoiceFields(page('text')).vendor?.value).toBe('Riverside Consulting');
  });

  it('is sought on OCR read unsurely only where the page prints it again: a logo reads as words', () => {
    const rulesPick = (placed: TextLine[]) =>
      findVendor(placed, customerBlock(placed), (name) => !cannotBeVendor(name))?.value;
    expect(rulesPick(firstLineUnsure(page('ocr')))).toBe('Lakeside & Cedar L.L.C.');
    expect(rulesPick(page('ocr'))).toBe('Riverside Consulting');
    expect(rulesPick(page('text'))).toBe('Riverside Consulting');
    // Printed again in the footer, with the accent OCR dropped at the top.
    const again = lines(
      [
        [50, 780, 'Lena Kaiser Ubersetzungen', 17],
        [50, 760, 'Hauptstraße 27'],
        [50, 700, 'RECHNUNG', 20],
        [50, 660, 'Rheinland Haustechnik GmbH'],
        [50, 646, 'Schillerplatz 43'],
        [150, 60, 'Lena Kaiser Übersetzungen · Hauptstraße 27 · 70375 Köln', 7],
      ],
      'ocr',
    );
    expect(rulesPick(firstLineUnsure(again))).toBe('Lena Kaiser Ubersetzungen');
  });
});

describe('a bank line', () => {
  it("never takes the bank's name before its codes for the vendor", () => {
    const names = vendorCandidates(
      lines([[150, 60, 'Wells Fargo · Routing 657763959 · Account 5933333061', 7]]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Wells Fargo');
    // The account holder's name, a company's, stays one; so does a name before "Account Manager".
    const holder = (text: string) =>
      vendorCandidates(lines([[150, 60, text, 7]]), new Set()).map((each) => each.located.value);
    expect(holder('Acme Consulting Ltd · Sort code 20-00-00 · Account 12345678')).toContain(
      'Acme Consulting Ltd',
    );
    expect(holder('Jane Porter · Account Manager')).toContain('Jane Porter');
    // A name before an address on such a line stays one.
    expect(
      vendorCandidates(lines([[150, 60, 'Eagletec · 12 Main St.', 7]]), new Set()).map(
        (each) => each.located.value,
      ),
    ).toContain('Eagletec');
  });
});

describe("the customer's name", () => {
  it('is never the vendor, even where the page prints no other name', () => {
    const found = values([
      [400, 700, 'INVOICE', 20],
      [400, 670, 'Invoice No: NH-2024-0042'],
      [50, 670, 'Bill To:'],
      [50, 656, 'Contoso Ltd'],
      [50, 642, '1 Main Street, London'],
      [350, 540, 'Total due'],
      [480, 540, '£1,200.00'],
    ]);
    expect(found.vendor).toBeNull();
    expect(found.invoiceNumber).toBe('NH-2024-0042');
  });
  it('is the customer\'s wherever else it is printed: a remittance slip\'s "Customer" names it', () => {
    // The addressee at the top left with no label of its own; the seller's address at the right.
    const page: Placed[] = [
      [42, 790, 'TAX INVOICE', 16],
      [42, 760, 'Kauri Builders'],
      [42, 748, '257 Queen Street'],
      [360, 760, 'Pohutukawa Builders'],
      [360, 748, '44 Queen Street'],
      [360, 736, 'invoices@pohutukawa.co.nz'],
      [237, 760, 'Invoice Number'],
      [237, 748, 'INV-1192'],
      [400, 500, 'TOTAL NZD 13,264.03'],
      [42, 150, 'PAYMENT ADVICE', 12],
      [423, 130, 'Customer'],
      [487, 130, 'Kauri Builders'],
    ];
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Kauri Builders');
    const found = findInvoiceFields(lines(page));
    expect(found.vendor?.value).toBe('Pohutukawa Builders');
  });

  it('is not the payee a remittance slip heads with a bare "To:", nor a name a seller label names', () => {
    const slip = values([
      [32, 790, 'INVOICE', 16],
      [469, 790, 'TINYZIMMERTECH LTD'],
      [469, 778, '1945 DANCING DOVE LANE'],
      [48, 760, 'MY CLIENT'],
      [379, 740, 'Invoice Number'],
      [379, 728, 'INV-0000'],
      [435, 500, 'TOTAL USD'],
      [520, 500, '$10,570.00'],
      [32, 230, 'PAYMENT ADVICE', 15],
      [379, 230, 'Customer'],
      [475, 230, 'My Client'],
      [39, 210, 'To:'],
      [66, 210, 'TINYZIMMERTECH LTD'],
    ]);
    expect(slip.vendor).toBe('TINYZIMMERTECH LTD');
    // The slip's customer wrapped over two lines beside its label, the legal form on the second,
    // names the company the top left addresses without a label.
    const wrapped = values([
      [42, 784, 'INVOICE', 16],
      [42, 749, 'Larkspur Logistics Ltd', 7],
      [237, 749, 'Invoice Date', 7],
      [360, 749, 'Fenwick Ltd', 7],
      [42, 739, '194 Dock Road', 7],
      [360, 739, '201 Queen Street', 7],
      [237, 725, 'Invoice Number', 7],
      [237, 715, 'INV-3187', 7],
      [360, 712, 'accounts@fenwick.co.uk', 7],
      [469, 554, 'TOTAL GBP', 7],
      [525, 554, '4,004.40', 7],
      [42, 148, 'PAYMENT ADVICE', 12],
      [42, 129, 'To: Fenwick Ltd', 7],
      [487, 129, 'Larkspur Logistics', 7],
      [423, 123, 'Customer', 7],
      [487, 118, 'Ltd', 7],
      [423, 106, 'Invoice Number', 7],
      [487, 106, 'INV-3187', 7],
    ]);
    expect(wrapped.vendor).toBe('Fenwick Ltd');
    // A name with no legal form: the slip's "To:" vouches for the one the head prints, and the
    // slip's note to the payer ("Enter the amount you" over "are paying above") is no name.
    const plain = values([
      [42, 784, 'INVOICE', 16],
      [42, 749, 'Saltmarsh Limited', 7],
      [237, 749, 'Invoice Date', 7],
      [360, 749, 'Fenwick', 7],
      [42, 739, 'Unit 13, 232 Mill Lane', 7],
      [237, 739, '4 Feb 2024', 7],
      [360, 739, '37 Park Lane', 7],
      [360, 729, 'York', 7],
      [360, 719, 'YO1 7HH', 7],
      [237, 715, 'Invoice Number', 7],
      [237, 705, 'INV-0827', 7],
      [469, 554, 'TOTAL GBP', 7],
      [525, 554, '231.00', 7],
      [42, 148, 'PAYMENT ADVICE', 12],
      [42, 129, 'To: Fenwick', 7],
      [423, 129, 'Customer', 7],
      [487, 129, 'Saltmarsh Limited', 7],
      [42, 119, '37 Park Lane', 7],
      [423, 84, 'Amount Enclosed', 7],
      [487, 72, 'Enter the amount you', 6],
      [487, 62, 'are paying above', 6],
    ]);
    expect(plain.vendor).toBe('Fenwick');
    expect(cannotBeVendor('Enter the amount you')).toBe(true);
    expect(cannotBeVendor('are paying above')).toBe(true);
    expect(cannotBeVendor('PAYMENT ADVICE')).toBe(true);
    expect(cannotBeVendor('Amount Enclosed')).toBe(true);
    expect(cannotBeVendor('Our Lady of Lourdes Hospital')).toBe(false);
    // Where a scan lost the slip's heading, a weak favourite that only stands near the issuer's
    // VAT number (a label's piece, "nvoice") is left for the reviewer, as before.
    const scan = findInvoiceFields(
      lines(
        [
          [36, 790, 'INVOICE', 14],
          [37, 762, 'Saltmarsh Limited', 6],
          [231, 762, 'Invoice Date', 6],
          [354, 762, 'Fenwick', 6],
          [37, 752, 'Unit 13, 232 Mill Lane', 6],
          [231, 752, '4 Feb 2024', 6],
          [354, 752, '37 Park Lane', 6],
          [354, 742, 'York', 6],
          [234, 736, 'nvoice', 5],
          [262, 736, 'Number', 5],
          [354, 736, 'YO1 7HH', 6],
          [232, 712, 'VAT Number', 6],
          [232, 703, 'GB 645 8236 18', 6],
          [441, 600, 'TOTAL GBP', 6],
          [528, 600, '231.00', 6],
          [47, 122, 'To: Fenwick', 6],
          [429, 122, 'Customer', 6],
          [492, 122, 'Saltmarsh Limited', 6],
        ],
        'ocr',
      ),
    );
    expect(scan.vendor === null || scan.vendor.certainty <= 0.25).toBe(true);
    // A company that invoices itself: seller and buyer the same.
    const itself = values([
      [52, 790, 'Faktura - daňový doklad 2022001', 13],
      [52, 770, 'Dodavatel'],
      [325, 770, 'Odběratel'],
      [52, 756, 'MARFIPA s.r.o.'],
      [325, 756, 'MARFIPA s.r.o.'],
      [52, 742, 'Plzeňská 559'],
      [325, 742, 'Plzeňská 559'],
      [400, 500, 'CELKEM S DPH 1,089.00 Kč'],
    ]);
    expect(itself.vendor).toBe('MARFIPA s.r.o.');
    // Nor a letterhead's, printed larger than the text, that the customer label names again.
    const letterhead = values([
      [442, 800, 'Duinzicht B.V.', 20],
      [430, 780, 'Kerkstraat 71, 3511 LX Utrecht'],
      [28, 740, 'Factuur aan:'],
      [28, 726, 'Duinzicht B.V.'],
      [28, 714, 'Dorpsweg 13, 9711 HV Groningen'],
      [386, 726, 'Factuur nr.: INV-2020-8511'],
      [60, 640, 'Onderhoud cv-ketel'],
      [466, 640, '857,00'],
      [300, 500, 'Totaal incl. btw: 934,13 EUR', 14],
    ]);
    expect(letterhead.vendor).toBe('Duinzicht B.V.');
  });
});

describe('a name spelled apart in two places', () => {
  it('is shown as the spelling without a word cut in two', () => {
    const found = values([
      [50, 790, 'Gulf Enter prises', 12],
      [50, 776, 'Al Muraqqabat Street, Dubai'],
      [50, 740, 'Tax Invoice', 16],
      [330, 700, 'Invoice No.: 118'],
      [330, 400, 'Invoice Total'],
      [480, 400, '81,676.00'],
      [380, 300, 'for Gulf Enterprises'],
      [380, 264, 'Authorised Signatory', 9],
    ]);
    expect(found.vendor).toBe('Gulf Enterprises');
  });

  it.each(['Stadtwerke Berl in AG', 'Stadtwerke Berl In AG'])(
    'is shown whole where a scan cut a word of it before a small word ("%s")',
    (cut) => {
      const page: Placed[] = [
        [56, 790, cut, 14],
        [456, 790, 'Rechnungsnummer 7088902635'],
        [56, 745, 'Stadtwerke Berlin AG - Postfach 84 78 - 10115 Berlin', 5],
        [56, 700, 'Jahresverbrauchsabrechnung Erdgas', 12],
        [56, 400, 'Rechnungsbetrag'],
        [480, 400, '1.234,56 €'],
        [57, 60, 'Stadtwerke Berlin AG - Sitz Berlin - Registergericht Berlin HRB 241062 B', 5],
      ];
      expect(findInvoiceFields(lines(page, 'ocr')).vendor?.value).toBe('Stadtwerke Berlin AG');
    },
  );

  it.each([
    [
      'Van den Berg Bouw',
      'Hoofdstraat 4, 1011 AB Amsterdam',
      'Factuurnummer',
      'Totaal',
      '€ 676,00',
      'VANDENBERG BOUW',
    ],
    [
      'Müller und Söhne',
      'Hauptstraße 4, 10115 Berlin',
      'Rechnungsnummer',
      'Gesamtbetrag',
      '676,00 €',
      'Müllerund Söhne',
    ],
  ])(
    'keeps "%s", whose small words are written in lower case, against another spelling glued',
    (name, address, numberLabel, totalLabel, total, glued) => {
      const found = values([
        [50, 790, name, 12],
        [50, 776, address],
        [330, 700, `${numberLabel}: 118`],
        [330, 400, totalLabel],
        [480, 400, total],
        [50, 100, glued, 7],
      ]);
      expect(found.vendor).toBe(name);
    },
  );
});

describe('a signature block', () => {
  // A logo in the head: the seller's name is printed only in the signature block, and the
  // customer, with its legal form, at the top.
  const invoice = (signature: string) =>
    values([
      [50, 760, 'TAX INVOICE', 22],
      [50, 700, 'Sunrise & Sai Pvt. Ltd.', 11],
      [50, 686, '250, MG Road', 11],
      [50, 672, 'Mumbai - 383468', 11],
      [330, 700, 'Invoice No.: 88-48442'],
      [330, 686, 'Invoice Date: 19/09/2021'],
      [330, 400, 'Total'],
      [480, 400, '33,707.63'],
      [380, 300, signature],
      [380, 264, 'Authorised Signatory', 9],
    ]).vendor;

  it('takes the name the seller signs for as the vendor', () => {
    expect(invoice('For Tirupatiworks LLP')).toBe('Tirupatiworks LLP');
    expect(invoice('FOR AND ON BEHALF OF TIRUPATI TRADERS LLP')).toBe('TIRUPATI TRADERS LLP');
    expect(invoice('For & on behalf of Tirupati Traders LLP')).toBe('Tirupati Traders LLP');
  });

  it("reads no name into a form's line, nor into another party's signature", () => {
    expect(invoice('For Office Use Only')).toBe('Sunrise & Sai Pvt. Ltd.');
    expect(
      values([
        [50, 760, 'TAX INVOICE', 22],
        [50, 700, 'Sunrise & Sai Pvt. Ltd.', 11],
        [330, 700, 'Invoice No.: 88-48442'],
        [380, 300, 'For Zeta Buyers Ltd'],
        [380, 264, "Customer's Signatory", 9],
      ]).vendor,
    ).toBe('Sunrise & Sai Pvt. Ltd.');
  });
});

describe('the customer block', () => {
  // A two-column header: the seller's address on the left, the customer's on the same lines.
  const header = lines([
    [40, 780, 'Seller'],
    [300, 780, 'Buyer'],
    [40, 766, 'Jina Firma s.r.o.'],
    [300, 766, 'Apple Czech s.r.o.'],
    [40, 752, 'Pokusna 321'],
    [300, 752, 'Klimentska 1216'],
    [40, 738, 'VAT ID CZ1234567890'],
    [300, 738, 'VAT ID CZ28897501'],
    [40, 600, 'Subscription'],
    [300, 600, 'Paid by card'],
  ]);
  const inBlock = () => {
    const cells = customerCells(header);
    return header.flatMap((line) =>
      line.cells.filter((cell) => cells.has(cell)).map((cell) => cell.text),
    );
  };

  it("holds the customer's column only, not the seller's beside it", () => {
    expect(inBlock()).toEqual([
      'Buyer',
      'Apple Czech s.r.o.',
      'Klimentska 1216',
      'VAT ID CZ28897501',
    ]);
  });

  it('ends at a wide gap below the address', () => {
    expect(inBlock()).not.toContain('Subscription');
    expect(inBlock()).not.toContain('Paid by card');
  });

  it("is no sentence's word: a possessive or after an article starts no block", () => {
    const footer = lines([
      [40, 120, "VAT charged at the rate of the customer's country. All prices in USD."],
      [40, 110, 'Support: accounts@lakeshore.com'],
      [40, 90, 'Terms apply to each client of the reseller.'],
      [40, 80, 'Registered in England'],
      [300, 60, 'Customer: Mathieu Roux'],
    ]);
    const cells = customerCells(footer);
    expect(
      footer.flatMap((line) =>
        line.cells.filter((cell) => cells.has(cell)).map((cell) => cell.text),
      ),
    ).toEqual(['Customer: Mathieu Roux']);
  });

  it('takes the seller of a two-column header, and its VAT id', () => {
    const found = findInvoiceFields(header);
    expect(found.vendor?.value).toBe('Jina Firma s.r.o.');
    expect(found.taxNumber3).toBe('CZ1234567890');
  });

  it("reads the seller's GSTIN as its GST number, not the buyer's, its label in a cell apart", () => {
    const found = findInvoiceFields(
      lines([
        [40, 800, 'Shree Traders Pvt Ltd', 14],
        [40, 780, '12 MG Road, Pune 411001'],
        [40, 766, 'GSTIN/UIN:'],
        [140, 766, '27AAPFU0939F1ZV'],
        [40, 700, 'Buyer (Bill to)'],
        [40, 686, 'Kaveri Foods LLP'],
        [40, 672, 'GSTIN/UIN: 29AAGCK1234M1Z2'],
        [40, 600, 'Tax Invoice No. TI-204'],
      ]),
    );
    expect(found.taxNumber1).toBe('27AAPFU0939F1ZV');
    expect(found.taxNumber3).toBeNull();
  });

  it("reads a seller's GSTIN printed with no label under its address, not the buyer's", () => {
    const found = findInvoiceFields(
      lines([
        [19, 802, 'Sharma & Sons', 16],
        [19, 784, 'Shop No. 25, Cloth Market, Rajkot, GUJARAT, 360158'],
        [19, 754, 'info@sharma.com'],
        [19, 739, '24KSZFS4074W2ZG'],
        [19, 698, 'Bill To'],
        [343, 698, 'Invoice No : 2233'],
        [19, 683, "D'Souza & Sons"],
        [19, 638, 'Shop No. 14, Cloth Market, Hyderabad, TELANGANA, 500768'],
        [19, 623, '36DDHFD7849N1ZG'],
      ]),
    );
    expect(found.taxNumber1).toBe('24KSZFS4074W2ZG');
  });

  it("takes the first GSTIN in reading order where the buyer's block has no label it knows", () => {
    const found = findInvoiceFields(
      lines([
        [40, 800, 'Shree Traders Pvt Ltd', 14],
        [40, 780, 'GSTIN No.: 27AAPFU0939F1ZV'],
        [40, 700, 'To,'],
        [40, 686, 'M/s Kaveri Foods LLP'],
        [40, 672, 'GSTIN: 29AAGCK1234M1Z2'],
      ]),
    );
    expect(found.taxNumber1).toBe('27AAPFU0939F1ZV');
  });

  it("keeps a form's customer, its value across the gutter from a bare label, off the vendor", () => {
    expect(
      values([
        [50, 800, 'Pixel Forge LLC'],
        [50, 788, '88 Pine Ave, Portland OR 97201'],
        [50, 700, 'Bill To:'],
        [200, 700, 'Globex Corporation'],
        [200, 686, '500 Market St, San Francisco'],
        [50, 660, 'Ship To:'],
        [200, 660, 'Globex Corporation'],
        [200, 646, '500 Market St, San Francisco'],
        [350, 560, 'Invoice # 1042'],
        [350, 546, 'Date: 05/03/2024'],
        [300, 300, 'Total'],
        [470, 300, '$1,200.00'],
      ]).vendor,
    ).toBe('Pixel Forge LLC');
  });

  it("holds the customer's block on a scan, whose lines OCR sizes by their letters", () => {
    // OCR gives a line of 10-point print a size of about 6 (its capitals' height): the block's
    // lines, 16 points apart, are still one block, and the customer's name is not the vendor.
    const scan = lines(
      [
        [40, 659, 'Datos del cliente:', 6.2],
        [300, 659, 'Proveedor:', 6.2],
        [40, 643, 'Sierra Norte Distribuciones S.L.', 6.2],
        [300, 643, 'Almendro Reformas', 6.2],
        [40, 627, 'Calle del Sol 68', 6],
        [300, 627, 'Paseo de Gracia 73', 6],
        [40, 611, 'office@sierranorte.es', 6.2],
        [300, 611, 'accounts@almendro.es', 6.2],
        [300, 400, 'Total', 7],
        [470, 400, '1.200,00 EUR', 7],
      ],
      'ocr',
    );
    const cells = customerCells(scan);
    expect(
      scan.flatMap((line) => line.cells.filter((cell) => cells.has(cell)).map((cell) => cell.text)),
    ).toEqual([
      'Datos del cliente:',
      'Sierra Norte Distribuciones S.L.',
      'Calle del Sol 68',
      'office@sierranorte.es',
    ]);
    expect(findInvoiceFields(scan).vendor?.value).toBe('Almendro Reformas');
  });

  it("takes the seller printed beside the customer's attention line, not the customer", () => {
    // The address window on the left, its first line the attention line; the seller on the right
    // from the same height down.
    expect(
      values([
        [50, 790, 'Attn: Accounts Payable'],
        [50, 776, 'Globex Corporation', 14],
        [50, 762, '500 Market St, San Francisco'],
        [350, 790, 'Pixel Forge LLC', 12],
        [350, 776, '88 Pine Ave, Portland OR'],
        [350, 700, 'Invoice # 1042'],
        [300, 300, 'Total'],
        [470, 300, '1,200.00'],
      ]).vendor,
    ).toBe('Pixel Forge LLC');
  });
});

describe('invoice numbers', () => {
  it("reads OCR's 'Receipt 4 No.' as the label 'Receipt # No.'", () => {
    const page = lines(
      [
        [40, 800, 'Contoso, Ltd.', 20],
        [400, 780, 'Receipt 4 No.: 2468'],
        [400, 765, 'Date: 8/20/2020'],
      ],
      'ocr',
    );
    expect(findInvoiceFields(page).invoiceNumber?.value).toBe('2468');
  });

  it.each([
    ['a series prefix apart from the number', 'Faktura VAT nr FV 3/05/2021', 'FV 3/05/2021'],
    ['a number that starts like a date', 'Factuurnummer: 20241214-001', '20241214-001'],
    ['a reference label', 'Ref no: #1721', '1721'],
    ['a Czech label', 'Číslo faktury: 2022001', '2022001'],
    ['a German abbreviation', 'Re.-Nr.: 2024-0815', '2024-0815'],
    ['a Spanish reference', 'Referencia: #1721', '1721'],
    ['a number label alone', 'Nr.: FV/2021/03', 'FV/2021/03'],
    ['a label as OCR reads it', 'lnvoice N0. 4471', '4471'],
  ])('%s', (_case, printed, expected) => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, printed],
        [350, 746, 'Date: 05.03.2024'],
      ]).invoiceNumber,
    ).toBe(expected);
  });
});

describe('a reference and the invoice number', () => {
  // (Sure enough to be shown: the extractor leaves a number under 0.3 empty.)
  it.each([
    ['beside the label', [[350, 760, 'Ref: 20206622']] as Placed[], '20206622'],
    [
      'under the label',
      [
        [350, 783, 'Ref:'],
        [350, 767, '20205306'],
      ] as Placed[],
      '20205306',
    ],
    ['beside the word spelt out', [[350, 760, 'Reference: 4471902']] as Placed[], '4471902'],
  ])(
    "reads the number %s 'Ref:' where no invoice-number label is printed",
    (_case, ref, number) => {
      const found = findInvoiceFields(
        lines([
          [50, 800, 'Sales Invoice', 15],
          [50, 770, 'Prairie Hardware LLC'],
          [50, 756, '0147 723 7725'],
          ...ref,
          [350, 736, 'Date of issue: 06/10/2020'],
        ]),
      );
      expect(found.invoiceNumber?.value).toBe(number);
      expect(found.invoiceNumber?.certainty).toBeGreaterThan(UNSURE_BELOW);
    },
  );

  it("keeps the invoice number's own label over the customer's reference", () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'Invoice No: INV-0042'],
        [350, 746, 'Your ref: PO-7781'],
        [350, 732, 'Date: 05.03.2024'],
      ]).invoiceNumber,
    ).toBe('INV-0042');
  });
});

describe("a scan's total OCR could not read", () => {
  const page = (total: string, more: Placed[] = []): Placed[] => [
    [50, 790, 'Braun Dachdeckerei GmbH'],
    [350, 560, 'Summe Lohn'],
    [480, 560, '303,00'],
    [350, 540, 'Nettobetrag'],
    [480, 540, '1.575,84 €'],
    [350, 526, 'zzgl. 19% MwSt.'],
    [480, 526, '299,41 €'],
    [350, 512, 'Rechnungsbetrag:'],
    [480, 512, total],
    ...more,
  ];

  it('is the sum of the net and the tax its labels name, at a VAT rate', () => {
    const found = findInvoiceFields(lines(page('al ec €'), 'ocr'));
    expect(found.total).toMatchObject({ value: 1875.25 });
    expect(found.total?.derivedFrom).toHaveLength(2);
    expect(found.amount?.value).toBe(1575.84);
    expect(found.taxAmount?.value).toBe(299.41);
  });

  it('is not worked out on a text layer, nor where the label has nothing after it', () => {
    expect(findInvoiceFields(lines(page('al ec €'))).total?.derivedFrom).toBeUndefined();
    const bare = page('al ec €').filter(([, , text]) => text !== 'al ec €');
    expect(findInvoiceFields(lines(bare, 'ocr')).total?.derivedFrom).toBeUndefined();
  });

  it('is not worked out where the tax is no VAT rate of the net', () => {
    const odd = page('al ec €').map(([x, y, text]): Placed => [
      x,
      y,
      text === '299,41 €' ? '499,41 €' : text,
    ]);
    expect(findInvoiceFields(lines(odd, 'ocr')).total?.derivedFrom).toBeUndefined();
  });
});

describe('currency in more countries', () => {
  it.each([
    ['Razem do zapłaty: 259,33 zł', 'PLN'],
    ['Celkem k úhradě: 1 089,00 Kč', 'CZK'],
    ['Total: 1,234.50 PLN', 'PLN'],
  ])('%s', (printed, expected) => {
    expect(findCurrency(lines([[50, 500, printed]]))?.value).toBe(expected);
  });

  it.each([
    ['Total NT$ 12,500', 'TWD'],
    ['Total RD$ 1,250.00', 'DOP'],
    ['Total N$ 1 250.00', 'NAD'],
    ['Total J$ 1,250.00', 'JMD'],
    ['Total TT$ 1,250.00', 'TTD'],
    ['Total EC$ 1,250.00', 'XCD'],
    ['Total: Rs. 1,250.00', 'INR'],
    ['Rupees One Thousand Two Hundred Fifty Only', 'INR'],
    ['Ringgit Malaysia: One Hundred Only', 'MYR'],
    ['Amount in words: US Dollars one hundred', 'USD'],
    ['All amounts in pounds sterling', 'GBP'],
    ['Total SFr. 1’250.00', 'CHF'],
    ['Total AED 1,250.00', 'AED'],
    ['Total Dhs 1,250.00', 'AED'],
    ['Total KSh 1,250.00', 'KES'],
    ['Total S/ 1,250.00', 'PEN'],
    ['Total R 1 250,00', 'ZAR'],
    ['Total R1250.00', 'ZAR'],
    ['Общо: 1 250,00 лв.', 'BGN'],
    ['Ukupno: 1.250,00 kn', 'HRK'],
    ['Ukupno: 1.250,00 дин.', 'RSD'],
    ['Total ₸ 125 000', 'KZT'],
    ['Total ₾ 1,250.00', 'GEL'],
    ['Total ৳ 1,250.00', 'BDT'],
    ['Total ₡ 125 000', 'CRC'],
    ['Total GH₵ 1,250.00', 'GHS'],
  ])('reads the sign or the words of "%s"', (printed, expected) => {
    expect(findCurrency(lines([[50, 500, printed]]))?.value).toBe(expected);
  });

  it.each([
    ['Total Rs. 1,250.00', 'NTN: 1234567-8', 'Tel: +92 21 3456 7890', 'PKR'],
    ['Total Rs 1,250.00', 'Tel: +94 11 234 5678', 'Colombo 03, Sri Lanka', 'LKR'],
    ['Total ₨ 1,250.00', 'Tel: +977 1 4412345', 'Kathmandu, Nepal', 'NPR'],
    ['Total 1 250,00 DH', 'Tel: +212 522 123 456', 'Casablanca, Morocco', 'MAD'],
  ])(
    'reads "%s" as the rupee or dirham of the issuer\'s country',
    (total, first, second, expected) => {
      const found = findCurrency(
        lines([
          [50, 790, 'Seller Ltd'],
          [50, 776, first],
          [50, 762, second],
          [50, 500, total],
        ]),
      );
      expect(found?.value).toBe(expected);
    },
  );

  it.each(['Rev R 2', 'Type R 12', 'Tack för din 1 250,00', 'Order DHL 1,250.00', 'Size 12.50 R'])(
    'reads no currency in "%s"',
    (printed) => {
      expect(findCurrency(lines([[50, 500, printed]]))?.value ?? null).toBeNull();
    },
  );

  it.each([
    ['Celkem: 1 089,00 Kë', 'CZK'],
    ['Cena 450.00KE', 'CZK'],
    ['Razem: 259,33 zl', 'PLN'],
  ])('reads "%s" as OCR misreads the sign', (printed, expected) => {
    expect(findCurrency(lines([[50, 500, printed]], 'ocr'))?.value).toBe(expected);
    // A text layer prints the sign as it is: such letters there are no currency.
    expect(findCurrency(lines([[50, 500, printed]]))?.value ?? null).toBe(null);
  });

  it('shows the currency where OCR was surest of it', () => {
    const page = lines(
      [
        [450, 500, '1 210,00 K&'],
        [450, 480, '1 000,00 Ké'],
      ],
      'ocr',
    );
    page[0]!.cells[0]!.words.at(-1)!.confidence = 0.26;
    const found = findCurrency(page);
    expect(found).toMatchObject({ value: 'CZK', line: page[1] });
  });

  it.each([
    ['a VAT id', 'Momsreg.nr: SE556677889901', 'SEK'],
    ['an IBAN', 'IBAN: NL45 INGB 0000 2571 33', 'EUR'],
    ['a telephone prefix', 'Tel: +60 3-2161 2000', 'MYR'],
    ['a country on the address line', 'Plzeňská 559, 15000 Praha, Česká republika', 'CZK'],
    ['a country web domain', 'www.tedros.se', 'SEK'],
    ['an Indian GSTIN', 'GSTIN: 27AAPFU0939F1ZV', 'INR'],
    ['an Australian Business Number', 'ABN 51 824 753 556', 'AUD'],
    ['a Dutch chamber of commerce number', 'KvK 32147382', 'EUR'],
  ])(
    'takes the currency of the issuer when no currency is printed: %s',
    (_case, printed, expected) => {
      const found = findCurrency(
        lines([
          [50, 790, 'Seller AB'],
          [50, 776, printed],
          [50, 500, 'Total 1 394,30'],
        ]),
      );
      expect(found?.value).toBe(expected);
      expect(found?.certainty).toBeLessThan(0.9);
    },
  );

  it.each([
    ['Deutschland', 'EUR'],
    ['España', 'EUR'],
    ['Schweiz', 'CHF'],
    ['Österreich', 'EUR'],
    ['Nederland', 'EUR'],
    ['Belgique', 'EUR'],
    ['Polska', 'PLN'],
    ['Sverige', 'SEK'],
    ['Česká republika', 'CZK'],
    ['Niemcy', 'EUR'],
    ['Tyskland', 'EUR'],
    ['Royaume-Uni', 'GBP'],
    ['Vereinigtes Königreich', 'GBP'],
    ['Polen', 'PLN'],
    ['Maroc', 'MAD'],
    ['Zwitserland', 'CHF'],
    ['Dänemark', 'DKK'],
  ])("takes the issuer's country named in a language of the invoices: %s", (country, expected) => {
    const found = findCurrency(
      lines([
        [50, 790, 'Seller Company'],
        [50, 776, `Hauptstraße 1, 12345 Stadt, ${country}`],
        [50, 500, 'Total 1 394,30'],
      ]),
    );
    expect(found?.value).toBe(expected);
  });

  it.each(['Granada', 'Salvador', 'Columbia'])(
    "takes no town named as a country in another language for the issuer's country: %s",
    (town) => {
      const found = findCurrency(
        lines([
          [50, 790, 'Seller Company'],
          [50, 776, `12 Main Street, ${town}`],
          [50, 500, 'Total 1 394,30'],
        ]),
      );
      expect(found).toBeNull();
    },
  );

  it("reads no country code in a telephone's '00' after its area code", () => {
    // "(03) 0086 9183", a number in Melbourne, names no Chinese +86 against the seller's ABN.
    const found = findCurrency(
      lines([
        [50, 790, 'Hughes Supplies Pty Ltd'],
        [50, 776, '(03) 0086 9183'],
        [50, 500, 'Amount Due $71,285.58'],
        [150, 80, 'ABN 22 936 318 340 · ACN 382 477 740', 8],
      ]),
    );
    expect(found?.value).toBe('AUD');
    // An international form is still read so: after a label, or standing apart.
    expect(
      findCurrency(
        lines([
          [50, 776, 'Tel. 0049 89 123456'],
          [50, 500, 'Total 12,00'],
        ]),
      )?.value,
    ).toBe('EUR');
  });

  it("reads a bare '$' as the peso of an issuer that prints its national tax id, and its dates day first", () => {
    const placed: Placed[] = [
      [50, 790, 'Agro Insumos S.A.'],
      [50, 776, 'CUIT: 30-64243841-3'],
      [350, 790, 'Fecha: 01/11/2022'],
      [350, 500, 'Total $ 12.530,83'],
    ];
    expect(findCurrency(lines(placed))?.value).toBe('ARS');
    expect(values(placed).date).toBe('2022-11-01');
  });

  it("never takes the customer's country for the currency", () => {
    const placed: Placed[] = [
      [50, 790, 'Seller GmbH'],
      [50, 776, 'Tel: +49 30 1234567'],
      [300, 790, 'Bill to:'],
      [300, 776, 'Buyer AB'],
      [300, 762, 'VAT: SE556677889901'],
      [300, 748, 'Tel: +46 8 123 45 67'],
      [50, 500, 'Total 1 394,30'],
    ];
    const found = lines(placed);
    expect(findCurrency(found, customerCells(found))?.value).toBe('EUR');
  });

  it("reads a bare '$' as the peso or dollar of the issuer's country", () => {
    const placed: Placed[] = [
      [50, 790, 'Dorrego SA'],
      [50, 776, 'Tel: +54 11 4321 0000'],
      [50, 762, 'Av. Corrientes 1234, Buenos Aires, Argentina'],
      [50, 500, 'Total $ 12.530,83'],
    ];
    expect(findCurrency(lines(placed))?.value).toBe('ARS');
    expect(findCurrency(lines([[50, 500, 'Total $ 1,234.50']]))?.value).toBe('USD');
  });

  it('takes a number beginning "00" for a telephone only where it reads as one', () => {
    const bank: Placed[] = [
      [50, 790, 'Eagle Trading'],
      [50, 776, 'Wells Fargo · Routing 005448946 · Account 4357992791'],
      [50, 500, 'Total $1,234.50'],
    ];
    // "00" and 54 would be Argentina's dialling code: a routing number names no country.
    expect(findCurrency(lines(bank))?.value).toBe('USD');
    for (const phone of ['Tel. 0054 11 4321 0000', 'Teléfono: 005411 4321 0000']) {
      const placed: Placed[] = [
        [50, 790, 'Dorrego SA'],
        [50, 776, phone],
        [50, 500, 'Total $ 12.530,83'],
      ];
      expect(findCurrency(lines(placed))?.value).toBe('ARS');
    }
  });

  it('does not take the legal form SDN BHD for Bahraini dinars', () => {
    expect(
      findCurrency(
        lines([
          [50, 700, 'MATAHARI TRADING SDN BHD'],
          [50, 500, 'Total RM 1,024.00'],
        ]),
      )?.value,
    ).toBe('MYR');
  });
});

describe('the invoice number as one choice among the identifiers', () => {
  it("passes over a stroke OCR read as a 1 between a number's label and the number", () => {
    const page = (label: string): Placed[] => [
      [464, 790, 'RECHNUNG', 16],
      [406, 770, label],
      [28, 770, 'Kestrel Couriers Deutschland GmbH'],
      [404, 756, 'Rechnungsdatum'],
      [495, 756, '10.03.2026'],
      [400, 500, 'Gesamtbetrag 881,97 EUR'],
    ];
    const read = (label: string) => chooseInvoiceNumber(lines(page(label), 'ocr'));
    expect(read('Rechnungsnummer 1 CGNT6400913')?.value).toBe('CGNT6400913');
    // A number of one character read so stays, but is to be checked; in the text layer it stands.
    const one = read('Rechnungsnummer 7');
    expect(one?.value).toBe('7');
    expect(one!.certainty).toBeLessThanOrEqual(0.5);
    expect(chooseInvoiceNumber(lines(page('Rechnungsnummer 1 CGNT6400913')))?.value).toBe('1');
  });

  it("reads a scan's 'Invoice 1D' as the label 'Invoice ID', and passes over a speck after a label", () => {
    const page = (label: string, value: string): Placed[] => [
      [43, 790, 'INVOICE', 20],
      [41, 760, 'From'],
      [112, 760, 'Red Maple Studio Inc.'],
      [317, 760, label],
      [399, 760, value],
      [317, 745, 'Order ID 85DBF2B94E'],
      [400, 500, 'Total $9,226.25'],
    ];
    expect(chooseInvoiceNumber(lines(page('Invoice 1D', '2028'), 'ocr'))?.value).toBe('2028');
    const speck: Placed[] = [
      [410, 790, 'Invoice number _ PAY20249958824'],
      [409, 775, 'Order ID'],
      [486, 775, '85DBF2B94E'],
      [400, 500, 'Total $96.00'],
    ];
    expect(chooseInvoiceNumber(lines(speck, 'ocr'))?.value).toBe('PAY20249958824');
    // A dash OCR read for the gap between them: the number is still the label's.
    const dash = numberCandidates(
      lines(
        [
          [40, 760, 'Invoice number — 84CB5AE0-0015'],
          [400, 500, 'Total $96.00'],
        ],
        'ocr',
      ),
    ).find((each) => each.located.value === '84CB5AE0-0015');
    expect(dash?.features.labelInvoiceNo).toBe(1);
  });

  it('prefers the invoice number to the order and customer numbers around it', () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [50, 700, 'Bill to: Buyer Corp'],
        [50, 686, 'Customer No.: 10442'],
        [350, 760, 'Order number: 7781-22'],
        [350, 746, 'Invoice number: Q-2231'],
        [350, 732, 'Date: 05.03.2024'],
      ]).invoiceNumber,
    ).toBe('Q-2231');
  });

  it('never takes a date, an amount or a rate for the number', () => {
    const found = values([
      [50, 790, 'Seller Company Ltd', 16],
      [350, 746, 'Invoice date: 05.03.2024'],
      [300, 540, 'Total'],
      [470, 540, '1,200.00'],
      [300, 526, 'VAT 20%'],
      [470, 526, '200.00'],
    ]).invoiceNumber;
    expect(['05.03.2024', '1,200.00', '200.00', '20']).not.toContain(found);
  });

  it.each([
    ['a piece of an amount with its cents', 'Total 1,20 €', ['1', '20']],
    ['a time of day', 'Le 12/03/2024 à 14:22:05', ['14', '22', '05']],
    ['a time written with h', 'Le 12/03/2024 14h22', ['14h22']],
    ['opening hours', 'Mo-Fr 8.00-20.00 Uhr', ['8.00-20.00']],
    ['a house number', '5 rue de Paris', ['5']],
    ['a glued street and its number', 'Hauptstraße 12a', ['12a']],
    ['a postcode before its town', 'Paris, 75001 Paris', ['75001']],
    ['a telephone number', 'Tel.: 0123/45678', ['0123/45678', '0123', '45678']],
  ])('never takes %s for the number', (_case, line, pieces) => {
    const found = values([
      [50, 790, 'Boulangerie Martin SARL', 16],
      [50, 700, line],
      [50, 300, 'TOTAL TTC 1,20 €'],
    ]).invoiceNumber;
    expect(pieces).not.toContain(found);
  });

  it("passes over a scan's specks between an amount's label and the amount", () => {
    const page: Placed[] = [
      [40, 790, 'Beacon Telecommunications', 12],
      [46, 760, 'Total to pay', 9],
      [502, 760, '£121.00', 9],
      [44, 300, 'Total charges excluding VAT', 6],
      [380, 300, 'ee', 6],
      [532, 300, '£53.33', 6],
      [45, 288, 'VAT at 20%', 6],
      [135, 288, 'a', 6],
      [188, 288, 'EE', 6],
      [274, 288, 'Je', 6],
      [514, 288, '£10.66', 6],
      [45, 276, 'Total charges including VAT', 6],
      [351, 276, 'CL', 6],
      [532, 276, '£63.99', 6],
    ];
    const labelOf = (source: 'text' | 'ocr', value: number) =>
      amountCandidates(lines(page, source)).find((each) => each.token.value === value)?.rowLabel;
    expect(labelOf('ocr', 10.66)).toBe('VAT at 20%');
    expect(labelOf('ocr', 63.99)).toBe('Total charges including VAT');
    // A short label is no speck ("VAT | £10.66"), and the text layer's cells stay as printed.
    expect(labelOf('text', 10.66)).toBe('Je');
    const short = amountCandidates(
      lines(
        [
          [45, 288, 'Rate 20%', 6],
          [135, 288, 'VAT', 6],
          [514, 288, '£10.66', 6],
        ],
        'ocr',
      ),
    ).find((each) => each.token.value === 10.66);
    expect(short?.rowLabel).toBe('VAT');
    const found = findInvoiceFields(lines(page, 'ocr'));
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      53.33, 10.66, 63.99,
    ]);
  });

  it("reads a scan's amount whose decimal point OCR lost, where the page's amounts have cents", () => {
    const page = (tax: string, net = '£53.33'): Placed[] => [
      [40, 790, 'Beacon Telecommunications', 12],
      [46, 760, 'Total to pay', 9],
      [502, 760, '£121.00', 9],
      [40, 740, 'Previous bill', 9],
      [502, 740, '£57.01', 9],
      [44, 300, 'Total charges excluding VAT', 6],
      [532, 300, net, 6],
      [45, 288, 'VAT at 20%', 6],
      [514, 288, tax, 6],
      [45, 276, 'Total charges including VAT', 6],
      [532, 276, '£63.99', 6],
    ];
    const read = (placed: Placed[], source: 'text' | 'ocr' = 'ocr') =>
      amountCandidates(lines(placed, source)).map((each) => each.token.value);
    // Read both ways: the sums choose.
    expect(read(page('£1066'))).toEqual(expect.arrayContaining([1066, 10.66]));
    const found = findInvoiceFields(lines(page('£1066'), 'ocr'));
    expect([found.amount?.value, found.taxAmount?.value, found.total?.value]).toEqual([
      53.33, 10.66, 63.99,
    ]);
    expect(found.taxAmount?.derivedFrom).toBeUndefined();
    // Nor where, in cents, it adds up with no two amounts of the page.
    expect(read(page('£9999'))).not.toContain(99.99);
    // Not where the page prints a whole amount with its sign ("£50"), nor on a text layer.
    expect(read(page('£1066', '£50'))).not.toContain(10.66);
    expect(read(page('£1066'), 'text')).not.toContain(10.66);
  });

  it("reads the base in a tax's label as its base, the tax's name between the rate and 'over'", () => {
    const page: Placed[] = [
      [326, 320, 'Totaal excl. btw', 6],
      [507, 320, '€1.366,09', 6],
      [326, 308, '21% btw over € 1.116,00', 6],
      [513, 308, '€ 234,36', 6],
      [326, 296, '9% btw over € 250,09 _', 6],
      [517, 296, '€ 22,51', 6],
      [326, 284, 'Totaal', 6],
      [507, 284, '€ 1.622,96', 6],
    ];
    const found = amountCandidates(lines(page, 'ocr'));
    const at = (value: number) => found.find((each) => each.token.value === value);
    expect(at(250.09)?.features.taxLabel).toBe(0);
    expect(at(1116)?.features.taxLabel).toBe(0);
    // (A speck after the base: the label is still the tax's beside it.)
    expect(at(22.51)?.rowLabel).toBe('9% btw over € 250,09 _');
    expect(at(22.51)?.features.taxLabel).toBe(1);
  });

  it("never takes a telephone number a scan's row joined to the number's label", () => {
    // The customer's telephone stands beside the label; the number, read small, under it.
    const page: Placed[] = [
      [42, 790, 'INVOICE', 13],
      [41, 760, 'Kestrel Digital LLP', 5],
      [236, 760, 'Invoice Date', 5],
      [359, 760, 'Greyfriars Consulting', 5],
      [236, 750, '13 Dec 2023', 5],
      [236, 730, 'Invoice Number', 5],
      [359, 730, '0140 264 3301', 5],
      [236, 720, 'INV-3723', 5],
      [434, 400, 'TOTAL GBP', 5],
      [525, 400, '9,000.00', 5],
    ];
    expect(findInvoiceFields(lines(page, 'ocr')).invoiceNumber?.value).toBe('INV-3723');
    // A number a label names with its groups of digits, no trunk prefix first, stays.
    expect(
      values([
        [50, 700, 'Invoice No. 2024 0117'],
        [50, 300, 'Total 9,000.00'],
      ]).invoiceNumber,
    ).toBe('2024 0117');
  });

  it('passes over a speck read as a cell of its own between a label and its value', () => {
    const page: Placed[] = [
      [42, 790, 'Lone Pine Power & Light', 16],
      [344, 800, 'Account Number'],
      [426, 800, 'E'],
      [539, 800, '7074692816'],
      [344, 772, 'Invoice Number'],
      [488, 772, 'ee'],
      [543, 772, '6499420208'],
      [40, 500, 'Total Amount Due'],
      [276, 500, '$77.38'],
    ];
    const number = numberCandidates(lines(page, 'ocr')).find(
      (candidate) => candidate.located.value === '6499420208',
    );
    expect(number?.features.labelInvoiceNo).toBe(1);
    expect(findInvoiceFields(lines(page, 'ocr')).invoiceNumber?.value).toBe('6499420208');
  });

  it("reads a scan's label with a quotation mark read from a speck before it ('‘No. 2023-036')", () => {
    const page = (label: string): Placed[] => [
      [168, 790, 'Rhys McKenzie Photography', 14],
      [56, 700, 'Sarah Collins'],
      [493, 700, `${label} 2023-036`],
      [475, 686, 'Issued 19 June 2023'],
      [400, 300, 'Total due'],
      [480, 300, '£2,895.59'],
    ];
    expect(findInvoiceFields(lines(page('‘No.'), 'ocr')).invoiceNumber?.value).toBe('2023-036');
    const number = numberCandidates(lines(page('‘No.'), 'ocr')).find(
      (candidate) => candidate.located.value === '2023-036',
    );
    expect(number?.features.labelBareNumber).toBe(1);
    // Before a number too, and an order's label read with zeros for its O's is no number.
    const wave: Placed[] = [
      [36, 790, 'Lakeshore Plumbing Inc.', 14],
      [453, 700, 'Invoice Number:'],
      [563, 700, '“66'],
      [455, 686, 'P.0./S.0. Number:'],
      [541, 686, '2855'],
      [472, 672, 'Invoice Date:'],
      [530, 672, 'May 22, 2023'],
      [450, 300, 'Total'],
      [530, 300, '$1,234.00'],
    ];
    expect(findInvoiceFields(lines(wave, 'ocr')).invoiceNumber?.value).toBe('66');
    expect(
      numberCandidates(lines(wave, 'ocr')).find((candidate) => candidate.located.value === '66')
        ?.features.labelInvoiceNo,
    ).toBe(1);
    expect(
      numberCandidates(lines(wave, 'ocr')).map((candidate) => candidate.located.value),
    ).not.toContain('P.0./S.0');
  });

  it('reads past a dash and a speck before the number beside its title, and never a misread legal form', () => {
    const page: Placed[] = [
      [53, 745, 'Faktura - daňový doklad', 14],
      [473, 745, '—. 2022001', 14],
      [53, 712, 'Dodavatel'],
      [54, 696, 'MARFIPA s.r.0.', 12],
      [54, 680, 'Plzeňská 559'],
      [54, 664, '15000 Praha'],
      [340, 200, 'CELKEM S DPH'],
      [467, 180, '1,089.00 Kč', 13],
    ];
    const found = findInvoiceFields(lines(page, 'ocr'));
    expect(found.invoiceNumber?.value).toBe('2022001');
    const candidates = numberCandidates(lines(page, 'ocr')).map(
      (candidate) => candidate.located.value,
    );
    expect(candidates).not.toContain('s.r.0');
    // A number with one letter-like digit in it stays ("S0123", "AB1").
    expect(
      numberCandidates(lines([[50, 700, 'Ref AB1 and S0123']])).map(
        (candidate) => candidate.located.value,
      ),
    ).toEqual(expect.arrayContaining(['AB1', 'S0123']));
  });

  it("reads as zeros the O's OCR read in a hexadecimal part of a number", () => {
    expect(ocrHexZeros('84CB5AEO-0015')).toBe('84CB5AE0-0015');
    expect(ocrHexZeros('DEADBEEFO1')).toBe('DEADBEEF01');
    // Not in a word, a part with letters past F, a short part, or one without a digit.
    for (const value of ['BOB-123', 'FACEBOOK-12', 'INVO74662', 'CO2-B', 'ABCDEO-12', 'X84CB5AEO'])
      expect(ocrHexZeros(value)).toBe(value);
    const page: Placed[] = [
      [50, 790, 'Blue Heron Software', 14],
      [350, 746, 'Invoice number 84CB5AEO-0015'],
      [350, 732, 'Date of issue October 13, 2025'],
      [350, 300, 'Total $961.30'],
    ];
    expect(findInvoiceFields(lines(page, 'ocr')).invoiceNumber?.value).toBe('84CB5AE0-0015');
  });

  it('shows a number OCR read with letters meeting digits, but not as sure', () => {
    const page: Placed[] = [
      [50, 790, 'Seller Company Ltd', 16],
      [350, 746, 'Invoice number: INVO74662'],
      [350, 732, 'Date: 05.03.2024'],
    ];
    const read = (source: 'text' | 'ocr') => findInvoiceFields(lines(page, source)).invoiceNumber;
    expect(read('text')?.certainty).toBeGreaterThanOrEqual(0.9);
    // The O after "INV" is read as the zero it was, and the number is still not shown as sure.
    expect(read('ocr')?.value).toBe('INV074662');
    expect(read('ocr')?.certainty).toBeLessThan(0.9);
  });

  it.each([
    ['Invoice No. 58  Place of Supply: Karnataka', '58'],
    ['Fattura n. 123 inviata via PEC', '123'],
  ])('keeps a number beside a street word in other words (%s)', (line, number) => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [50, 700, line],
      ]).invoiceNumber,
    ).toBe(number);
  });

  it("knows a till receipt's number label from words that begin alike", () => {
    const labelled = (text: string) => INVOICE_NUMBER_LABELS.some((label) => label.test(text));
    expect(labelled('Ticket n° 4711')).toBe(true);
    expect(labelled('Scontrino n. 12')).toBe(true);
    expect(labelled('Ticket normal')).toBe(false);
    expect(labelled('SCONTRINO NON FISCALE')).toBe(false);
  });

  it("reads a till receipt's number ('Ticket n°', 'Bon-Nr.')", () => {
    const page = (label: string): Placed[] => [
      [50, 790, 'Boulangerie Martin SARL', 16],
      [50, 740, `${label} 4711`],
      [50, 728, 'Le 12/03/2024 à 14:22'],
      [50, 650, 'TOTAL TTC 2,30 €'],
    ];
    expect(values(page('Ticket n°')).invoiceNumber).toBe('4711');
    expect(values(page('Bon-Nr.')).invoiceNumber).toBe('4711');
  });

  it("never reads a number under another field's label and value as the number above it", () => {
    // A till receipt: the register and the receipt's count ("#2 / 26") under the date's row,
    // two rows below the number's label. The date's row ends the label's column.
    const found = findInvoiceFields(
      lines([
        [60, 790, 'Rheinlandsoft GmbH & Co. KG', 12],
        [60, 740, 'Re.-Nr.'],
        [220, 740, 'INV629031'],
        [60, 728, 'Rechnungsdatum: 2019-08-04'],
        [220, 728, '10:13'],
        [60, 716, '#2 / 26'],
        [60, 690, 'Reinigung Büroräume 321,73'],
        [60, 660, 'Zu zahlen 321,73 €'],
      ]),
    );
    expect(found.invoiceNumber?.value).toBe('INV629031');
  });

  it("never takes a Singaporean unit's number ('#28-47') for the invoice's", () => {
    const page = (number: string): Placed[] => [
      [50, 790, 'Summitsoft LLP', 14],
      [50, 776, '104 Jurong East Street 21 #21-73'],
      [50, 720, 'Sarah Mitchell'],
      [50, 708, '290 Jurong East Street 21 #28-47'],
      [50, 696, 'Singapore 580090'],
      [380, 720, `Number: ${number}`],
      [380, 708, 'Invoice Date: 01-Sep-2023'],
      [380, 500, 'Total Payable S$ 1,248.64'],
    ];
    // A number that begins as a word a date's label may ("Due", "To") is still a number.
    expect(values(page('DUE-2023-2228')).invoiceNumber).toBe('DUE-2023-2228');
    expect(values(page('TO-118')).invoiceNumber).toBe('TO-118');
    expect(values(page('INV-0042')).invoiceNumber).toBe('INV-0042');
  });

  it('leaves the number to the reviewer when no label names one and none stands where numbers do', () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Musterhafter Versicherungsverein a.G.', 16],
        [50, 500, 'Der Beitrag hat sich gem. § 8 III AHB gegenüber dem Vorjahr geändert.'],
        [50, 300, 'Rechnungsbeitrag 59,50 €'],
      ]),
    );
    expect(found.invoiceNumber?.certainty ?? 0).toBeLessThan(0.3);
  });

  it("never takes the day or the year of a date written with its month's name", () => {
    const found = values([
      [50, 790, 'Seller Company Ltd', 16],
      [350, 760, 'Data documento Numero fattura'],
      [350, 746, '8 aprile 2023'],
    ]).invoiceNumber;
    expect(['8', '2023']).not.toContain(found);
  });

  it('reads a number printed under its label in a header row', () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [300, 760, 'Invoice No.'],
        [420, 760, 'Date'],
        [300, 746, 'SC-000417'],
        [420, 746, '05.03.2024'],
      ]),
    ).toMatchObject({ invoiceNumber: 'SC-000417', date: '2024-03-05' });
  });

  it('reads the number a bare "Number" heads among other identifiers of the details', () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [250, 760, 'Order No.'],
        [330, 760, 'Account No.'],
        [410, 760, 'Date'],
        [480, 760, 'Number'],
        [250, 746, 'NF72998'],
        [330, 746, '31103'],
        [410, 746, '07/05/2021'],
        [480, 746, '51-20682'],
      ]).invoiceNumber,
    ).toBe('51-20682');
  });
});

describe('a zero tax', () => {
  it('tells a subtotal from a total of the same value', () => {
    expect(
      values([
        [300, 540, 'Sous total'],
        [470, 540, '40,00€'],
        [300, 526, 'TVA'],
        [470, 526, '0,00€'],
        [300, 512, 'Montant TTC'],
        [470, 512, '40,00€'],
      ]),
    ).toMatchObject({ amount: 40, taxAmount: 0, total: 40 });
  });

  it.each([
    ['a 0 % rate', 'Tax Rate', '0%'],
    ['an exemption note', 'Operazione non soggetta a Iva', ''],
    ['a reverse charge', 'Reverse charge: VAT to be accounted for by the recipient', ''],
    ['a flat-rate regime', 'Operazione in franchigia da IVA (regime forfettario).', ''],
    ['a Swedish exemption', 'Momsfri enligt 18 kap. 2 § mervärdesskattelagen.', ''],
    ['a seller not registered in Sweden', 'Ej momsregistrerad.', ''],
    ['a Portuguese exemption', 'IVA - regime de isenção (art. 53.º do CIVA).', ''],
    ['a seller not registered for VAT', 'Not registered for VAT.', ''],
    ['a Czech non-payer of VAT', 'Nejsem plátce DPH.', ''],
    ['a Polish exemption', 'Sprzedawca zwolniony z VAT (art. 113 ust. 1)', ''],
    ['a § 19 note read by OCR', 'Gemäß 8 19 UStG wird keine Umsatzsteuer berechnet.', ''],
  ])('reads a tax of 0 from %s', (_case, label, rate) => {
    expect(
      values([
        [300, 540, 'Subtotal'],
        [470, 540, '$19.00'],
        [300, 526, label],
        ...(rate ? ([[470, 526, rate]] as Placed[]) : []),
        [300, 512, 'Amount Due'],
        [470, 512, '$19.00'],
      ]),
    ).toMatchObject({ amount: 19, taxAmount: 0, total: 19 });
  });

  it.each([
    'Reverse charge does not apply to this supply.',
    'Die Steuerschuldnerschaft des Leistungsempfängers wird nicht angewendet.',
  ])('reads no tax of 0 where the page says "%s"', (note) => {
    expect(
      values([
        [300, 540, 'Subtotal'],
        [470, 540, '$19.00'],
        [300, 526, note],
        [300, 512, 'Amount Due'],
        [470, 512, '$19.00'],
      ]).taxAmount,
    ).toBeNull();
  });

  it.each([
    'Reverse charge – VAT does not apply.',
    'Steuerfreie Lieferung. Skonto wird nicht angewendet.',
  ])('still reads a tax of 0 where the page says "%s"', (note) => {
    expect(
      values([
        [300, 540, 'Subtotal'],
        [470, 540, '$19.00'],
        [300, 526, note],
        [300, 512, 'Amount Due'],
        [470, 512, '$19.00'],
      ]),
    ).toMatchObject({ amount: 19, taxAmount: 0, total: 19 });
  });

  it.each([
    'Die Kleinunternehmerregelung nach § 19 UStG wird nicht angewendet.',
    'Reverse charge does not apply to this supply.',
  ])('keeps the tax where the page says "%s"', (note) => {
    expect(
      values([
        [300, 540, 'Gesamtbetrag'],
        [470, 540, '119,00 €'],
        [300, 526, 'enthaltene MwSt. 19 %'],
        [470, 526, '19,00 €'],
        [50, 480, note],
      ]),
    ).toMatchObject({ taxAmount: 19, total: 119 });
  });

  it.each([
    ['Total s/ IVA', 'Total c/ IVA'],
    ['Total sin IVA', 'Total con IVA'],
    ['Importe neto', 'Importe total'],
  ])('reads "%s" as the net and "%s" as the total of an exempt invoice', (net, total) => {
    expect(
      values([
        [300, 540, net],
        [470, 540, '1.974,77'],
        [300, 526, total],
        [470, 526, '1.974,77 €'],
        [50, 480, 'Isento de IVA ao abrigo do artigo 53.º do CIVA.'],
      ]),
    ).toMatchObject({ amount: 1974.77, taxAmount: 0, total: 1974.77 });
  });

  it('reads amounts after "Fr." (Swiss francs) with their row\'s label', () => {
    expect(
      values([
        [300, 540, 'Subtotal'],
        [470, 540, "Fr. 2'668.16"],
        [300, 526, 'MWST 8.1%'],
        [470, 526, 'Fr. 216.12'],
        [300, 512, 'Rechnungsbetrag'],
        [470, 512, "Fr. 2'884.28"],
      ]),
    ).toMatchObject({ amount: 2668.16, taxAmount: 216.12, total: 2884.28 });
  });

  it('leaves the tax empty where the page says nothing of it', () => {
    expect(
      values([
        [300, 540, 'Subtotal'],
        [470, 540, '$19.00'],
        [300, 512, 'Amount Due'],
        [470, 512, '$19.00'],
      ]),
    ).toMatchObject({ taxAmount: null, total: 19 });
  });
});

describe('a row of totals under its headers', () => {
  it('reads net, tax and total that add up at a VAT rate, though no label stands beside them', () => {
    expect(
      values([
        [30, 400, 'Artikel'],
        [280, 400, 'Antal'],
        [480, 400, 'Pris'],
        [30, 386, 'Hammare'],
        [280, 386, '7'],
        [480, 386, '49.9'],
        [30, 200, 'Frakt'],
        [195, 200, 'Exkl moms'],
        [296, 200, 'Moms %'],
        [388, 200, 'Moms kr'],
        [478, 200, 'ATT BETALA'],
        [30, 186, '0'],
        [195, 186, '1394.3'],
        [296, 186, '25'],
        [388, 186, '348.58'],
        [478, 186, '1742.88'],
      ]),
    ).toMatchObject({ amount: 1394.3, taxAmount: 348.58, total: 1742.88 });
  });
});

describe('the invoice date as one choice among the dates printed', () => {
  it('takes the issue date, not the due or delivery date beside it', () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'Delivery date: 01.03.2024'],
        [350, 746, 'Invoice date: 05.03.2024'],
        [350, 732, 'Due date: 04.04.2024'],
      ]).date,
    ).toBe('2024-03-05');
  });

  it.each([
    ['Date de livraison :', "Date d'émission :", '01.03.2024'],
    ['Data consegna:', 'Data documento:', '01.03.2024'],
    ['Data scadenza:', 'Data:', '04.04.2024'],
    ['Leverdatum:', 'Datum:', '01.03.2024'],
    ['Data de vencimento:', 'Data:', '04.04.2024'],
    ['Förfallodatum:', 'Datum:', '04.04.2024'],
    ['Dispatch Date:', 'Date:', '01.03.2024'],
  ])('knows %s names another date than the issue date', (other, issue, otherDate) => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, other],
        [470, 760, otherDate],
        [350, 746, issue],
        [470, 746, '05.03.2024'],
      ]),
      new Date('2024-06-01'),
    );
    expect(found.date?.value).toBe('2024-03-05');
  });

  it("takes the date its own label names, not the due date of the line above ('Date d'échéance:' over 'Date:')", () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Seller Company SARL', 16],
        [350, 760, "Date d'échéance: 5 août 2019"],
        [350, 746, 'Date: 6 juillet 2019'],
        [350, 732, 'Facture N°: 2019/523'],
      ]),
      new Date('2020-01-01'),
    );
    expect(found.date?.value).toBe('2019-07-06');
  });

  it("takes a date no label names over one another date's label names, when a scan lost the issue date's label", () => {
    // OCR read "Date of issue" as "pate of issue", glued to the next header: the issue date has
    // no label left, the ship date still has its own.
    const found = findInvoiceFields(
      lines(
        [
          [50, 790, 'Atlas & Atlas Ltd', 16],
          [50, 550, 'Invoice No.'],
          [130, 550, 'pate of issue Customer No.'],
          [300, 550, 'Due Date'],
          [400, 550, 'Ship date'],
          [50, 536, 'HOD-2019-0063 27/11/2019'],
          [230, 536, '7853'],
          [300, 536, '27/12/2019'],
          [400, 536, '20/11/2019'],
        ],
        'ocr',
      ),
      new Date('2020-06-01'),
    );
    expect(found.date?.value).toBe('2019-11-27');
  });

  it('reads a scanned date whose comma OCR read as a semicolon', () => {
    const found = findInvoiceFields(
      lines(
        [
          [50, 790, 'Riverside & Pioneer L.L.C.', 16],
          [350, 620, 'Invoice Date'],
          [450, 620, 'November 17; 2024'],
        ],
        'ocr',
      ),
      new Date('2025-01-01'),
    );
    expect(found.date?.value).toBe('2024-11-17');
  });

  it("keeps a date a date label names along with another date's, over an item's date", () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Heizung Müller GmbH', 16],
        [350, 700, 'Datum/Lieferdatum: 12.05.2024'],
        [50, 560, 'Wartung vom 03.04.2024'],
        [300, 560, '1'],
        [400, 560, '100,00'],
        [500, 560, '100,00'],
      ]),
      new Date('2024-06-01'),
    );
    expect(found.date?.value).toBe('2024-05-12');
  });

  it('reads "Wystawiono dnia" as the issue date\'s label', () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Wystawiono dnia: 2021-05-05, Wilanów'],
        [350, 770, 'Faktura VAT nr FV 2/05/2021'],
        [350, 756, 'Data sprzedaży: 2021-05-05'],
        [350, 742, 'Termin płatności: 2021-05-12'],
        [50, 700, 'Sprzedawca:'],
        [50, 686, 'Firma krzak sp. z o.o.'],
      ]),
      new Date('2022-01-01'),
    );
    expect(found.date).toMatchObject({ value: '2021-05-05' });
    expect(found.date!.certainty).toBeGreaterThanOrEqual(0.9);
  });

  it('never shows a date whose day and month could be swapped as sure, unless the page shows its order', () => {
    const certainty = (placed: Placed[]) =>
      findInvoiceFields(
        lines([
          [50, 790, 'Seller Company Ltd', 16],
          [350, 760, 'Invoice date: 11/03/2017'],
          ...placed,
        ]),
        new Date('2018-01-01'),
      ).date?.certainty ?? 0;
    expect(certainty([])).toBeLessThan(0.9);
    // A due date of 25/03/2017 shows the day first.
    expect(certainty([[350, 746, 'Due date: 25/03/2017']])).toBeGreaterThanOrEqual(0.9);
  });

  it('never shows a date only a due-date label names as sure', () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Seller Company Ltd', 16],
        [50, 600, 'Zahlbar bis zum 10.04.2026 ohne Abzug.'],
      ]),
      new Date('2026-05-01'),
    );
    expect(found.date?.certainty ?? 0).toBeLessThan(0.9);
  });

  it('never reads a date after tomorrow as sure (a misread year)', () => {
    const found = findInvoiceFields(
      lines([[350, 746, 'Invoice date: 19.02.2074']]),
      new Date('2024-03-01'),
    );
    expect(found.date?.certainty ?? 0).toBeLessThan(0.3);
  });
});

describe('Polish and Czech invoices', () => {
  const seller = (name = 'Vltava Servis s.r.o.'): Placed[] => [
    [50, 800, 'Dodavatel', 9],
    [50, 780, name, 16],
    [50, 764, 'Husova 617/29'],
    [50, 750, '108 99 Ostrava'],
  ];

  it.each([
    ['Data dostawy', 'Data wystawienia faktury'],
    ['Data sprzedaży', 'Data wystawienia'],
    ['DUZP', 'Vystaveno'],
    ['Datum zdanitelného plnění', 'Vystaveno'],
    ['Datum uskutečnění plnění', 'Datum vyst.'],
  ])('reads the issue date, not the sale or tax date (%s, %s)', (other, issued) => {
    const found = findInvoiceFields(
      lines([
        ...seller(),
        [350, 700, other],
        [480, 700, '21.03.2021'],
        [350, 686, issued],
        [480, 686, '26.03.2021'],
      ]),
      new Date('2022-01-01'),
    );
    expect(found.date?.value).toBe('2021-03-26');
  });

  it('reads a number written as its sequence, month and year, which looks like a date', () => {
    const found = findInvoiceFields(
      lines([
        [50, 810, 'Faktura VAT nr 14/07/2023', 14],
        ...seller('Bałtyktec Sp. z o.o.'),
        [350, 700, 'Data sprzedaży: 2023-07-09'],
        [350, 686, 'Data wystawienia: 2023-07-15'],
      ]),
      new Date('2024-01-01'),
    );
    expect(found.invoiceNumber?.value).toBe('14/07/2023');
    expect(found.date?.value).toBe('2023-07-15');
  });

  it('reads no date after an English number label as the number', () => {
    const found = findInvoiceFields(
      lines([...seller(), [350, 700, 'Invoice No.: 14/07/2023'], [350, 686, 'Ref. 4471']]),
      new Date('2025-01-01'),
    );
    expect(found.invoiceNumber?.value).not.toBe('14/07/2023');
  });

  it('reads no date as the number when the label names a date too', () => {
    const found = findInvoiceFields(
      lines([
        ...seller(),
        [350, 700, 'Invoice No. & Date: 12/03/2024'],
        [350, 686, 'Order No. 4471'],
      ]),
      new Date('2025-01-01'),
    );
    expect(found.invoiceNumber?.value).not.toBe('12/03/2024');
  });

  it.each([
    ['Číslo dokladu:', 'FV222075'],
    ['Daňový doklad č.', 'FV222075'],
    ['Nr faktury', 'FV/12/05/2023'],
  ])('reads the number after "%s"', (label, number) => {
    expect(
      values([
        ...seller(),
        [350, 714, 'Zákaznické číslo'],
        [480, 714, '873786'],
        [350, 700, label],
        [480, 700, number],
        [350, 686, 'Datum vystavení'],
        [480, 686, '05.10.2022'],
      ]),
    ).toMatchObject({ invoiceNumber: number });
  });

  it.each(['FAKTURA – DAŇOVÝ DOKLAD č. ', 'Faktura - daňový doklad č. ', 'FAKTURA ¢. '])(
    'reads "%s" as the label of the number after it',
    (title) => {
      const text = `${title}FV219229`;
      const ends = INVOICE_NUMBER_LABELS.map((label) => label.exec(text)).filter(
        (match) => match !== null && match.index + match[0].length === title.trimEnd().length,
      );
      expect(ends.length).toBeGreaterThan(0);
    },
  );

  it("reads no date at the end of an identifier ('FV/10/06/2019'), and takes the issue date", () => {
    const found = findInvoiceFields(
      // A generated Polish invoice: its number, large in the head, had been read for the date.
      lines([
        [42, 780, 'F.H.U. Sokół Katarzyna Wiśniewska', 20],
        [42, 757, 'ul. Źródlana 18', 10],
        [42, 744, '70-625 Gdańsk', 10],
        [42, 731, 'NIP: 323-214-17-01', 10],
        [42, 688, 'Faktura nr FV/10/06/2019', 17],
        [42, 638, 'Nabywca:', 10],
        [42, 624, 'Wójcik Usługi sp. z o.o.', 11],
        [42, 538, 'Data wyst.', 9],
        [298, 538, 'Data wykonania usługi', 9],
        [42, 524, '28-06-2019', 10],
        [298, 524, '23-06-2019', 10],
      ]),
      new Date('2020-01-01'),
    );
    expect(found.invoiceNumber?.value).toBe('FV/10/06/2019');
    expect(found.date?.value).toBe('2019-06-28');
  });

  it('reads eight digits beside a number label as the number, and never as the date', () => {
    const found = findInvoiceFields(
      lines([
        ...seller(),
        [50, 700, 'Faktura č. 20190405', 20],
        [50, 640, 'Datum vyst.'],
        [50, 626, '26.07.2019'],
        [250, 640, 'Variabilní symbol'],
        [250, 626, '20190405'],
      ]),
      new Date('2020-01-01'),
    );
    expect(found.invoiceNumber?.value).toBe('20190405');
    expect(found.date?.value).toBe('2019-07-26');
  });

  it('reads no number across the start of an amount after "Invoice Total"', () => {
    // A generated Indian invoice: "INR 77" of "INR 77,043.97" had been the number, shown as sure.
    const page: Placed[] = [
      [423, 775, 'Shreesoft Pvt. Ltd.', 15],
      [465, 733, 'Ph: +91 75513 86132', 9],
      [52, 690, 'TAX INVOICE', 14],
      [52, 500, 'Inv. No.', 8],
      [216, 500, 'Dated', 8],
      [52, 487, 'INV434778', 9],
      [216, 487, '24-03-2023', 9],
      [323, 279, 'Add: SGST @ 9%', 9],
      [512, 279, '5,876.23', 9],
      [323, 264, 'Invoice Total', 10],
      [482, 264, 'INR 77,043.97', 10],
    ];
    expect(numberCandidates(lines(page)).map((each) => each.located.value)).not.toContain('INR 77');
    expect(values(page).invoiceNumber).toBe('INV434778');
  });

  it("takes the document's number over the variable symbol made of its digits", () => {
    // A generated Czech invoice: the symbol stands in the top third, the number just below it.
    const found = findInvoiceFields(
      lines([
        [515, 744, 'Originál', 8],
        [60, 723, 'Dodavatel:', 9],
        [60, 711, 'Morava & Lipa v.o.s.', 21],
        [267, 711, 'Faktura - daňový doklad', 21],
        [60, 691, 'Husova 509/52', 9],
        [60, 679, '537 54 Brno', 9],
        [60, 667, 'IČ: 57399319 DIČ: CZ58381230', 9],
        [60, 572, 'Odběratel:', 9],
        [322, 572, 'Variabilní symbol', 9],
        [518, 572, '205003', 9],
        [60, 559, 'Martin Černý', 10],
        [322, 559, 'Objednávka č.', 10],
        [511, 559, 'YK50888', 10],
        [322, 520, 'Datum vystavení:', 10],
        [500, 520, '25.12.2020', 10],
        [322, 502, 'Číslo dokladu:', 9],
        [505, 502, 'FV205003', 9],
      ]),
      new Date('2021-01-01'),
    );
    expect(found.invoiceNumber?.value).toBe('FV205003');
  });

  it.each(['Número de factura:', 'Fattura n.', 'Invoice ID'])(
    'reads eight digits beside "%s" as the number',
    (label) => {
      const found = findInvoiceFields(
        lines([...seller(), [50, 700, `${label} 20210710`, 12]]),
        new Date('2025-01-01'),
      );
      expect(found.invoiceNumber?.value).toBe('20210710');
    },
  );

  it('reads eight digits after a title alone as a date, not as the number', () => {
    const found = findInvoiceFields(
      lines([...seller(), [50, 700, 'Receipt 20240914', 20], [50, 640, 'Order 7731-2209']]),
      new Date('2025-01-01'),
    );
    expect(found.invoiceNumber?.value).not.toBe('20240914');
    expect(found.date?.value).toBe('2024-09-14');
  });

  it('reads a Croatian račun: its number, its date of issue (not of delivery) and its PDV lines', () => {
    expect(
      values([
        [50, 790, 'Jadran d.o.o.', 14],
        [50, 776, 'OIB: 61647996742'],
        [50, 700, 'RAČUN br. 450/POSL1/1', 12],
        [50, 686, 'Mjesto i datum izdavanja:'],
        [200, 686, 'Zadar, 02.03.2026.'],
        [50, 672, 'Datum isporuke:'],
        [200, 672, '01.03.2026.'],
        [50, 658, 'Datum dospijeća:'],
        [200, 658, '17.03.2026.'],
        [320, 500, 'Ukupno bez PDV-a'],
        [500, 500, '2.115,02'],
        [320, 486, 'PDV 25% (osnovica 2.000,00)'],
        [500, 486, '500,00'],
        [320, 472, 'PDV 13% (osnovica 115,02)'],
        [500, 472, '14,95'],
        [320, 458, 'UKUPNO ZA PLATITI'],
        [500, 458, '2.629,97'],
        [50, 400, 'temeljni kapital 20.000,00 EUR uplaćen u cijelosti.'],
      ]),
    ).toMatchObject({
      invoiceNumber: '450/POSL1/1',
      date: '2026-03-02',
      amount: 2115.02,
      taxAmount: 514.95,
      total: 2629.97,
    });
  });

  it("does not take an address for the name's voucher where another party's address stands above it", () => {
    const page = (top: string) =>
      lines([
        [300, 800, top],
        [300, 786, 'office@lakeshore.com'],
        [50, 740, 'Invoice Number'],
        [150, 740, '0027'],
        [400, 740, 'Granite Peak Design Studio Inc.', 11],
        [400, 726, 'Megan Kim'],
        [400, 712, '8305 Market Street'],
        [400, 698, 'Columbus, OH 43215'],
        [400, 684, 'billing@granitepeak.com'],
        [350, 500, 'Total'],
        [480, 500, '$1,416.83'],
      ]);
    const rivalled = findInvoiceFields(page('www.lakeshore.com'), new Date('2026-01-01')).vendor;
    expect(rivalled?.value).toBe('Granite Peak Design Studio Inc.');
    expect(rivalled?.certainty).toBeLessThan(0.9);
    // (A social site's address above it is nobody's.)
    const social = findInvoiceFields(
      lines([
        [300, 800, 'www.facebook.com/granitepeak'],
        [400, 740, 'Granite Peak Design Studio Inc.', 11],
        [400, 684, 'billing@granitepeak.com'],
        [350, 500, 'Total'],
        [480, 500, '$1,416.83'],
      ]),
      new Date('2026-01-01'),
    );
    expect(social.vendor?.certainty).toBeGreaterThanOrEqual(0.8);
    // (With a free mail provider's address above it, the name's own address vouches for it.)
    const own = findInvoiceFields(
      lines([
        [300, 800, 'granitepeak.studio@gmail.com'],
        [400, 740, 'Granite Peak Design Studio Inc.', 11],
        [400, 684, 'billing@granitepeak.com'],
        [350, 500, 'Total'],
        [480, 500, '$1,416.83'],
      ]),
      new Date('2026-01-01'),
    ).vendor;
    expect(own?.certainty).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    'Způsob platby',
    'Spôsob úhrady:',
    'Forma płatności',
    'Forma de pagamento',
    'Način plaćanja:',
    'Fizetési mód',
    'Ödeme şekli',
    'Betalingsmåde',
    'Betalningssätt',
  ])('takes no payment method\'s heading ("%s") for the vendor', (heading) => {
    expect(cannotBeVendor(heading)).toBe(true);
  });

  it("takes the freelancer heading the sender's block, not the agent a 'c/o' line names", () => {
    expect(cannotBeVendor('c/o Gigstack Global Inc.')).toBe(true);
    expect(
      values([
        [50, 790, 'gigstack', 18],
        [50, 760, 'INVOICE', 14],
        [50, 740, 'Invoice #'],
        [130, 740, 'T559616591'],
        [50, 700, 'FROM'],
        [350, 700, 'BILL TO'],
        [50, 686, 'Claire Petit'],
        [350, 686, 'Georgian Bay Electric Ltée'],
        [50, 672, 'France'],
        [350, 672, '1213 Queen Street West, Suite 561'],
        [50, 658, 'c/o Gigstack Global Inc.'],
        [350, 658, 'Calgary, AB T2P 1J9'],
        [50, 644, '655 Montgomery Street, Suite 490'],
        [50, 630, 'San Francisco, CA 94111'],
        [350, 500, 'TOTAL'],
        [480, 500, '$1,644.48'],
      ]).vendor,
    ).toBe('Claire Petit');
  });

  it.each([
    'ÉMISE PAR',
    'Émis par :',
    'Emitido por:',
    'Emessa da',
    'Ausgestellt von:',
    'Dobavljač:',
    'Satıcı',
  ])('reads "%s" as the seller\'s label', (label) => expect(VENDOR_LABELS.test(label)).toBe(true));

  it("reads a title's number that begins with the letter A ('FACTURA A-4323'), not 'Factura a' (to)", () => {
    const number = (title: string) =>
      values([
        [50, 790, 'Servicios Integrales Maya', 12],
        [400, 790, title, 12],
        [50, 700, 'Clave prod./serv.'],
        [150, 700, 'No. identificación'],
        [50, 686, '72101500'],
        [150, 686, 'DXD-003'],
      ]).invoiceNumber;
    expect(number('FACTURA A-4323')).toBe('A-4323');
    expect(number('Factura a: Constructora Pacífico')).not.toBe('Constructora');
  });

  it("takes the name over an 'Att.:' line for the customer's, another column's line between", () => {
    const page = lines([
      [453, 800, 'Faktura', 16],
      [453, 770, 'Fakturanr.'],
      [539, 770, '884'],
      [45, 752, 'Bølge Media ApS', 7],
      [453, 747, 'Kundenr.', 7],
      [539, 747, '260', 7],
      [45, 742, 'Att.: Camilla Larsen', 7],
      [45, 732, 'Algade 97', 7],
      [45, 722, '5000 Odense C', 7],
    ]);
    const texts = [...customerCells(page)].map((cell) => cell.text);
    expect(texts).toContain('Bølge Media ApS');
    expect(texts).not.toContain('Kundenr.');
  });

  it.each([
    ['i Larkspur Electrical Ltd', 'Larkspur Electrical Ltd'],
    ['all Kalahari (Pty) Ltd', 'Kalahari (Pty) Ltd'],
    ['van Dijk Installaties B.V.', 'van Dijk Installaties B.V.'],
  ])("reads a logo's strokes OCR took for a small word before '%s' as a mark", (read, name) => {
    expect(
      values(
        [
          [40, 800, read, 14],
          [40, 780, '12 Mill Lane, Leeds LS1 4AB'],
          [400, 800, 'INVOICE', 16],
          [400, 780, 'Invoice No. 2041'],
        ],
        'ocr',
      ).vendor,
    ).toBe(name);
  });

  it("finds the cell under a large title past two of another column's lines beside it", () => {
    const page = lines([
      [51, 780, 'Invoice', 14],
      [347, 780, 'Northgate Limited', 7],
      [347, 768, 'Unit 15, 77 Union Street', 7],
      [347, 758, 'Norwich NR2 1PQ', 7],
      [51, 746, '0852', 9],
      [347, 746, 'United Kingdom', 7],
    ]);
    const title = page.findIndex((line) => line.cells[0]?.text === 'Invoice');
    expect(cellBelow(page, title, page[title]!.cells[0]!)?.cell.text).toBe('0852');
  });

  it('keeps a number label out of the number it names ("INVOICE NO 2024/117")', () => {
    expect(
      values([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'INVOICE NO 2024/117'],
      ]).invoiceNumber,
    ).toBe('2024/117');
  });

  it.each(['FR A/398', 'FT 2023/1097'])(
    'reads a Portuguese document number with its type, "%s", whole',
    (number) => {
      expect(
        values([
          [40, 800, 'Ana Santos', 14],
          [40, 786, 'NIF: 194469883'],
          [470, 800, 'Fatura-Recibo', 12],
          [470, 786, number],
          [470, 772, 'Original'],
          [40, 700, 'Data'],
          [40, 688, '2024-05-02'],
        ]).invoiceNumber,
      ).toBe(number);
    },
  );

  it("drops a logo's monogram OCR read before the name it is the initial of", () => {
    const vendor = (logo: string) =>
      values(
        [
          [40, 800, logo, 16],
          [440, 800, 'TAX INVOICE', 16],
          [40, 770, '39 Colombo Street'],
          [440, 770, 'Invoice Number'],
          [520, 770, '8730'],
          [40, 756, 'Wellington 6011'],
          [40, 742, 'office@tuielectrical.co.nz'],
          [40, 728, 'GST No. 135-705-977'],
        ],
        'ocr',
      ).vendor;
    expect(vendor('T Tui Electrical')).toBe('Tui Electrical');
    // (An initial that is not the name's own stays: "J Tui Electrical".)
    expect(vendor('J Tui Electrical')).toBe('J Tui Electrical');
  });

  it('takes the seller a label heads at the foot of the page, without the label', () => {
    expect(
      values([
        [50, 790, 'Clairefontaine SA', 11],
        [50, 776, "À l'attention de Nicolas Chevalier"],
        [50, 762, '108 place de la République'],
        [50, 748, '67000 Strasbourg'],
        [400, 790, 'FACTURE', 16],
        [400, 770, 'N°'],
        [460, 770, 'FA24-0865'],
        [300, 520, 'Total HT'],
        [480, 520, '4 740,66 €'],
        [300, 506, 'TVA 20%'],
        [480, 506, '948,13 €'],
        [300, 492, 'Total TTC'],
        [480, 492, '5 688,79 €'],
        [300, 440, 'ÉMISE PAR'],
        [300, 426, 'Atelier Duval Conseil SAS'],
        [300, 412, '84 quai des Chartrons'],
        [300, 398, '34000 Montpellier'],
        [300, 384, 'SIRET 54421108442288'],
        [300, 370, 'TVA FR66955500832'],
      ]).vendor,
    ).toBe('Atelier Duval Conseil SAS');
  });

  it("reads Zoho Books' 'CGST9 (9%)' and 'SGST9 (9%)' as the tax's lines", () => {
    expect(
      values([
        [50, 790, 'Nilgiri Tech Services Private Limited', 14],
        [50, 776, 'GSTIN 29AABCN0275H1ZV'],
        [350, 520, 'Sub Total'],
        [480, 520, '3,90,015.98'],
        [350, 506, 'CGST9 (9%)'],
        [480, 506, '35,101.44'],
        [350, 492, 'SGST9 (9%)'],
        [480, 492, '35,101.44'],
        [350, 478, 'Rounding'],
        [480, 478, '0.14'],
        [350, 464, 'Total'],
        [480, 464, '₹4,60,219.00'],
      ]),
    ).toMatchObject({ amount: 390015.98, taxAmount: 70202.88, total: 460219 });
  });

  it("reads the rand's R glued to an amount grouped by spaces ('R8 606,45') as the whole amount", () => {
    expect(
      values([
        [50, 790, 'Drakensberg Wholesalers (Pty) Ltd', 14],
        [320, 500, 'Total Exclusive'],
        [480, 500, 'R8 606,45'],
        [320, 486, 'Total VAT'],
        [480, 486, 'R1 050,33'],
        [320, 472, 'Total'],
        [480, 472, 'R9 656,78'],
      ]),
    ).toMatchObject({ amount: 8606.45, taxAmount: 1050.33, total: 9656.78, currency: 'ZAR' });
  });

  it.each(['Boğaziçi Ticaret Ltd. Şti.', 'Kapadokya A.Ş.'])(
    'keeps the Turkish legal form of "%s" whole',
    (name) => {
      expect(
        values([
          [50, 790, name, 12],
          [50, 776, 'Cumhuriyet Cad. No: 139 Kat: 8'],
          [50, 762, '16110 Nilüfer / BURSA'],
          [400, 700, 'Fatura No:'],
          [480, 700, 'EAR2026000075225'],
        ]).vendor,
      ).toBe(name);
    },
  );

  it('reads a Turkish e-Fatura: KDV, the total with taxes and the lira after its amounts', () => {
    expect(
      values([
        [50, 790, 'Kapadokya A.Ş.', 14],
        [400, 700, 'Fatura No:'],
        [480, 700, 'EAR2026000075225'],
        [400, 686, 'Fatura Tarihi:'],
        [480, 686, '04-10-2026'],
        [300, 500, 'Mal Hizmet Toplam Tutarı'],
        [480, 500, '10.364,30 TL'],
        [300, 486, 'Hesaplanan KDV(%20)'],
        [480, 486, '2.072,86 TL'],
        [300, 472, 'Vergiler Dahil Toplam Tutar'],
        [480, 472, '12.437,16 TL'],
        [300, 458, 'Ödenecek Tutar'],
        [480, 458, '12.437,16 TL'],
      ]),
    ).toMatchObject({
      invoiceNumber: 'EAR2026000075225',
      date: '2026-10-04',
      amount: 10364.3,
      taxAmount: 2072.86,
      total: 12437.16,
      currency: 'TRY',
    });
  });

  it("reads a tax label a scan's speck precedes as a digit ('5 Insurance Premium Tax @ 12%')", () => {
    expect(
      values(
        [
          [50, 790, 'Kestrel Underwriting Ltd', 16],
          [50, 700, 'Premium (Public & Employers’ Liability)'],
          [500, 700, '£3,093.00'],
          [46, 686, '5 Insurance Premium Tax @ 12% on premium'],
          [500, 686, '£371.16.'],
          [50, 672, 'Total amount payable'],
          [500, 672, '£3,464.16'],
        ],
        'ocr',
      ),
    ).toMatchObject({ amount: 3093, taxAmount: 371.16, total: 3464.16 });
  });

  it('shows a due date as a check where the page labels an invoice date whose value was lost', () => {
    const page = (issued: string) =>
      lines(
        [
          [50, 790, 'Thistle Limited', 16],
          [400, 760, 'Invoice Date'],
          ...(issued ? ([[480, 760, issued]] as Placed[]) : []),
          [400, 746, 'Invoice Number INV-0256'],
          [400, 732, 'Due Date'],
          [480, 732, '4 Mar 23'],
        ],
        'ocr',
      );
    const lost = findInvoiceFields(page(''), new Date('2024-01-01')).date;
    expect(lost?.value).toBe('2023-03-04');
    expect(lost?.certainty).toBeLessThan(0.8);
    // (Read, the invoice date is the one shown.)
    expect(findInvoiceFields(page('2 Feb 23'), new Date('2024-01-01')).date?.value).toBe(
      '2023-02-02',
    );
    // (A sentence that names the invoice date is no label whose value was lost.)
    const terms = findInvoiceFields(
      lines([
        [50, 790, 'Thistle Limited', 16],
        [400, 746, 'Invoice Number INV-0256'],
        [400, 732, 'Date of supply'],
        [480, 732, '4 Mar 23'],
        [50, 400, 'Payment terms: 30 days from invoice date'],
      ]),
      new Date('2024-01-01'),
    ).date;
    expect(terms?.certainty ?? 0).toBeGreaterThan(0.5);
  });

  it('takes no date for the number a title names alone ("Invoice 14 Sep 2021" is its date)', () => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Seller Company Ltd', 16],
        [350, 760, 'Invoice 14 Sep 2021'],
        [350, 746, 'Invoice Number INV-0012'],
        [50, 400, 'Due Date: 21 Sep 2021'],
      ]),
      new Date('2022-01-01'),
    );
    expect(found.date?.value).toBe('2021-09-14');
  });

  it.each(['Celkem s DPH', 'Cena vč. DPH', 'Razem z VAT'])(
    'reads "%s" as a total that holds the tax, not as a tax line',
    (label) => expect(TAX_INCLUDED.test(label)).toBe(true),
  );

  it('still reads "Add: SGST @ 6%" as a tax line', () => {
    expect(TAX_INCLUDED.test('Add: SGST @ 6%')).toBe(false);
  });

  it.each(['Základ DPH', 'Základ daně', 'VAT base', 'Podstawa opodatkowania VAT'])(
    'reads "%s" as the base the tax is on, not as a tax line',
    (label) => expect(TAX_EXCLUDED.test(label)).toBe(true),
  );

  it('keeps the net and the tax as printed where a rounding line makes up a whole-crown total', () => {
    expect(
      values([
        [300, 540, 'Mezisoučet'],
        [470, 540, '18 093,03 Kč'],
        [300, 526, 'Výše DPH 21 %'],
        [470, 526, '3 188,40 Kč'],
        [300, 512, 'Výše DPH 12 %'],
        [470, 512, '349,22 Kč'],
        [300, 498, 'Zaokrouhlení'],
        [470, 498, '0,35 Kč'],
        [300, 484, 'Celkem k úhradě'],
        [470, 484, '21 631,00 Kč'],
      ]),
    ).toMatchObject({ amount: 18093.03, taxAmount: 3537.62, total: 21631 });
  });

  it('takes the total printed before a rounding, where one adds up exactly', () => {
    expect(
      values([
        [300, 540, 'Summa exkl. moms'],
        [470, 540, '987,65'],
        [300, 526, 'Moms 25 %'],
        [470, 526, '246,91'],
        [300, 512, 'Summa'],
        [470, 512, '1 234,56'],
        [300, 498, 'Öresavrundning'],
        [470, 498, '0,44'],
        [300, 484, 'Att betala SEK'],
        [470, 484, '1 235,00'],
      ]),
    ).toMatchObject({ amount: 987.65, taxAmount: 246.91, total: 1234.56 });
  });

  it('reads a tax of 0 where a seller who is no VAT payer rounds to whole crowns', () => {
    expect(
      values([
        [300, 540, 'Mezisoučet'],
        [470, 540, '962,67 Kč'],
        [300, 526, 'Zaokrouhlení'],
        [470, 526, '0,33 Kč'],
        [300, 512, 'Částka k úhradě'],
        [470, 512, '963,00 Kč'],
        [50, 470, 'Dodavatel není plátcem DPH.'],
      ]),
    ).toMatchObject({ amount: 962.67, taxAmount: 0, total: 963 });
  });

  it('reads a net a rounding line takes down to a whole-crown total, for a seller who is no VAT payer', () => {
    expect(
      values([
        [300, 540, 'Základ daně'],
        [470, 540, '68823,04 Kč'],
        [300, 526, 'Zaokrouhlení'],
        [470, 526, '-0,04 Kč'],
        [300, 512, 'K úhradě'],
        [470, 512, '68823,00 Kč'],
        [50, 470, 'Nejsme plátci DPH.'],
      ]),
    ).toMatchObject({ amount: 68823.04, taxAmount: 0, total: 68823 });
    // Without the rounding line the net above the total is no net of it.
    expect(
      values([
        [300, 540, 'Základ daně'],
        [470, 540, '68823,04 Kč'],
        [300, 512, 'K úhradě'],
        [470, 512, '68823,00 Kč'],
        [50, 470, 'Nejsme plátci DPH.'],
      ]).amount,
    ).not.toBe(68823.04);
  });

  it('takes no total before a rounding for the net where the seller says nothing of VAT', () => {
    // A total that holds a tax not printed as an amount, rounded to 5 cents.
    const swiss = values([
      [300, 540, 'Subtotal'],
      [470, 540, '92.53'],
      [300, 526, 'Total'],
      [470, 526, '100.03'],
      [300, 512, 'Rounding'],
      [470, 512, '-0.03'],
      [300, 498, 'Amount due'],
      [470, 498, '100.00'],
    ]);
    expect(swiss.amount).not.toBe(100.03);
    // A receipt whose prices include VAT.
    expect(
      values([
        [300, 540, 'Total'],
        [470, 540, '100.03'],
        [300, 526, 'Rounding'],
        [470, 526, '-0.03'],
        [300, 512, 'Amount due CHF'],
        [470, 512, '100.00'],
        [50, 470, 'All prices include VAT.'],
      ]).amount,
    ).not.toBe(100.03);
  });

  it("keeps a no VAT payer's total printed before the rounding, where one adds up exactly", () => {
    expect(
      values([
        [300, 540, 'Zwischensumme'],
        [470, 540, '100,04 €'],
        [300, 526, 'Gesamtbetrag'],
        [470, 526, '100,04 €'],
        [300, 512, 'Rundung'],
        [470, 512, '-0,04 €'],
        [300, 498, 'Zahlbetrag'],
        [470, 498, '100,00 €'],
        [50, 470, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
      ]),
    ).toMatchObject({ amount: 100.04, taxAmount: 0, total: 100.04 });
  });

  it('never takes a charge for a tax where the seller says it is no VAT payer', () => {
    expect(
      values([
        [50, 600, 'Označení dodávky'],
        [470, 600, 'Celkem'],
        [50, 586, 'Konzultace (hod.)'],
        [470, 586, '133589,52'],
        [300, 560, 'Doprava'],
        [470, 560, '14,95'],
        [300, 546, 'Celkem bez DPH'],
        [470, 546, '133604,47'],
        [300, 532, 'Částka k úhradě'],
        [470, 532, '133604,47 EUR'],
        [50, 500, 'Nejsme plátci DPH.'],
      ]),
    ).toMatchObject({ amount: 133604.47, taxAmount: 0, total: 133604.47 });
  });

  it.each([
    'Komerční banka, a.s. · Číslo účtu: 199717853/0300 · IBAN: CZ15 5789 6396 6582 8887 2697',
    'Česká spořitelna, a.s. · Číslo účtu: 3114088459/0300 · IBAN: CZ97 1140 1348 4883 3932 0221',
    'mBank S.A. · Nr konta: 10 6608 0656 6182 2264 6445 1242',
  ])('never takes the bank of "%s" for the vendor', (bank) => {
    // A logo in the head: the seller's name only in the sender line and the footer.
    const found = values([
      [480, 800, 'Originál', 8],
      [50, 740, 'FAKTURA – DAŇOVÝ DOKLAD č. 2019-0952', 20],
      [50, 700, 'Martin Černý - Palackého 1281/84 - 901 64 Plzeň', 6],
      [50, 686, 'Odběratel:', 9],
      [50, 672, 'Dvořáková Servis a.s.'],
      [50, 658, 'Nádražní 2831/56'],
      [50, 100, 'Martin Černý · Palackého 1281/84 · 901 64 Plzeň', 7],
      [50, 90, 'DIČ: CZ62043175 · IČ: 08980902', 7],
      [50, 80, bank, 7],
    ]);
    expect(found.vendor).toBe('Martin Černý');
  });

  it('reads "sp.j." and "s.c." as legal forms', () => {
    expect(
      findVendor(lines([[50, 100, 'Sprzedawca: Bałtyk Systemy sp.j.']]), new Set())?.value,
    ).toBe('Bałtyk Systemy sp.j.');
    expect(
      findVendor(lines([[50, 100, 'P.H.U. Jantar s.c. · ul. Długa 8 · 80-617 Łódź', 7]]), new Set())
        ?.value,
    ).toBe('P.H.U. Jantar s.c.');
  });

  it.each(['Originál', 'ORYGINAŁ', 'KOPIA'])('never takes the mark "%s" for the vendor', (mark) => {
    expect(cannotBeVendor(mark)).toBe(true);
  });
});

describe('Nordic invoices', () => {
  it.each([
    ['Finnish', 'Laskun numero', 'Laskun päivämäärä', '22.11.2024'],
    ['Finnish, abridged', 'Laskun nro', 'Päiväys', '22.11.2024'],
    ['Danish', 'Fakturanr.', 'Fakturadato', '22-11-2024'],
    ['Norwegian', 'Fakturanummer', 'Dato', '22.11.2024'],
  ])('%s: the number and the issue date, not the due date', (_language, number, date, value) => {
    const found = findInvoiceFields(
      lines([
        [50, 790, 'Aalto Konsultointi Oy', 16],
        [350, 760, 'Eräpäivä'],
        [480, 760, '06.12.2024'],
        [350, 746, 'Forfaldsdato'],
        [480, 746, '07.12.2024'],
        [350, 732, number],
        [480, 732, '2024/405'],
        [350, 718, date],
        [480, 718, value],
      ]),
      new Date('2025-01-01'),
    );
    expect(found.invoiceNumber?.value).toBe('2024/405');
    expect(found.date?.value).toBe('2024-11-22');
  });

  it.each([
    'Veroton hinta',
    'Yhteensä ilman ALV',
    'Välisumma',
    'Sum eks. mva',
    'Momsgrundlag',
    'Total ilíquido',
  ])('reads "%s" as a net', (label) => expect(NET_LABEL.test(label)).toBe(true));

  it.each(['ALV 24 %', 'Arvonlisävero 25,5 %', 'Merverdiavgift 15%', 'Merværdiafgift 25 %'])(
    'reads "%s" as a tax line',
    (label) => expect(TAX_LABEL.test(label)).toBe(true),
  );

  it.each(['Sum eks. mva', 'Yhteensä ilman ALV', 'Momsgrundlag'])(
    'reads "%s" as no tax line: it names the tax to leave it out',
    (label) => expect(TAX_EXCLUDED.test(label)).toBe(true),
  );

  it.each(['Yhteensä sis. ALV', 'Sum inkl. mva'])(
    'reads "%s" as a total holding the tax',
    (label) => expect(TAX_INCLUDED.test(label) && TOTAL_STRONG.test(label)).toBe(true),
  );

  it.each(['At betale', 'Totalbeløp', 'Maksettava', 'Loppusumma'])(
    'reads "%s" as the total',
    (label) => expect(TOTAL_STRONG.test(label)).toBe(true),
  );

  it.each(['Alici fresche kg 5', 'Receptor satelital HD'])(
    'does not read the item "%s" as the customer\'s label',
    (label) => expect(CUSTOMER_LABELS.test(label)).toBe(false),
  );

  it.each([
    'SAYIN',
    'Sayın',
    'Alıcı',
    'Kupac:',
    'Receptor',
    'Att.: Camilla Larsen',
    'GEFACTUREERD AAN',
  ])('reads "%s" as the customer\'s label', (label) =>
    expect(CUSTOMER_LABELS.test(label)).toBe(true),
  );

  it.each(['Fakturamottaker', 'Faktureres til', 'Køber', 'Asiakas', 'Laskutusosoite'])(
    'reads "%s" as the customer\'s label',
    (label) => expect(CUSTOMER_LABELS.test(label)).toBe(true),
  );

  it.each([
    'Aalto Konsultointi Ay',
    'Kallio Palvelut Ky',
    'Nielsen Service I/S',
    'Bjørk Handel ANS',
    // The Emirates' free-zone and listed companies.
    'Pennine & Brightwater DMCC',
    'Gulf Star Trading FZE',
    'Desert Rose FZCO',
    'Emirates Steel PJSC',
  ])('reads the legal form of "%s"', (name) => expect(COMPANY_SUFFIX.test(name)).toBe(true));

  it('never takes "LASKU" or a Danish "SE-nr." for the vendor', () => {
    expect(cannotBeVendor('LASKU')).toBe(true);
    expect(cannotBeVendor('SE-nr. 60770328')).toBe(true);
  });
});

describe('Canada, Australia, New Zealand, the Emirates and Singapore', () => {
  it.each(['NZD', 'AED', 'SGD'])('reads the label of a row whose amounts follow "%s"', (code) => {
    expect(
      values([
        [300, 300, 'Subtotal'],
        [470, 300, `${code} 36,397.66`],
        [300, 286, 'GST 15%'],
        [470, 286, `${code} 5,459.65`],
        [300, 272, 'Balance Due'],
        [470, 272, `${code} 41,857.31`],
      ]),
    ).toMatchObject({ amount: 36397.66, taxAmount: 5459.65, total: 41857.31, currency: code });
  });

  it.each([
    ['GST/HST Reg. No. 360505245 RT0001 · BN 744204264', '88 King Street West'],
    ['Phone (416) 555-0199', 'Toronto, ON M5V 5T7'],
    ['Phone (514) 555-0199', 'Montréal (QC) H3B 2G4'],
  ])('reads "$" as Canadian dollars from a Canadian issuer (%s, %s)', (first, second) => {
    expect(
      values([
        [50, 790, 'Brightwater Supplies Inc.', 16],
        [50, 770, second],
        [50, 756, first],
        [300, 300, 'Subtotal'],
        [470, 300, '$9,463.16'],
        [300, 286, 'GST 5%'],
        [470, 286, '$473.16'],
        [300, 272, 'Total'],
        [470, 272, '$9,936.32'],
      ]).currency,
    ).toBe('CAD');
  });

  it.each(['Dubai, UAE', 'Auckland, New Zealand'])('never takes "%s" for the vendor', (place) => {
    expect(cannotBeVendor(place)).toBe(true);
  });
});

describe('what the Polish, Czech and Nordic rules leave alone', () => {
  it.each([
    [[[350, 760, 'Receipt 14 Sep 2024']]],
    [
      [
        [350, 760, 'LASKU', 14],
        [480, 760, '14.09.2024'],
      ],
    ],
    [
      [
        [350, 760, 'Faktura - daňový doklad', 14],
        [480, 760, '14.09.2024'],
      ],
    ],
  ] as Placed[][][])('keeps a date a title alone stands before', (placed) => {
    const found = findInvoiceFields(
      lines([[50, 790, 'Seller Company Ltd', 16], ...placed]),
      new Date('2025-01-01'),
    );
    expect(found.date?.value).toBe('2024-09-14');
  });

  it('never says net and tax add up to a total a rounding line makes up', () => {
    const found = findInvoiceFields(
      lines([
        [300, 300, 'Mezisoučet'],
        [470, 300, '18 093,03 Kč'],
        [300, 286, 'DPH 21 %'],
        [470, 286, '3 537,62 Kč'],
        [300, 272, 'Zaokrouhlení'],
        [470, 272, '0,35 Kč'],
        [300, 258, 'Celkem k úhradě'],
        [470, 258, '21 631,00 Kč'],
      ]),
    );
    expect(found.total?.value).toBe(21631);
    expect(found.amountsAgree).toBe(false);
  });

  it('takes a rounding with its sign: a negative one never makes up a larger total', () => {
    const found = findInvoiceFields(
      lines([
        [300, 300, 'Mezisoučet'],
        [470, 300, '99,64 Kč'],
        [300, 286, 'DPH 25 %'],
        [470, 286, '24,91 Kč'],
        [300, 272, 'Zaokrouhlení'],
        [470, 272, '-0,45 Kč'],
        [300, 258, 'Celkem k úhradě'],
        [470, 258, '125,00 Kč'],
      ]),
    );
    expect([found.amount?.value, found.taxAmount?.value]).not.toEqual([99.64, 24.91]);
  });

  it.each([
    ['Komerční banka, a.s.', true],
    ['Commerzbank AG', true],
    ['Raiffeisenbank a.s.', true],
    ['mBank S.A.', true],
    ['Riverbank Studios Ltd', false],
    ['Databank Solutions GmbH', false],
  ])('tells a bank\'s name: "%s"', (name, bank) => {
    expect(isBankName(name)).toBe(bank);
  });

  it('still reads a seller whose name holds "bank" before its account on the footer line', () => {
    expect(
      values([
        [50, 790, 'INVOICE', 20],
        [300, 700, 'Bill To:'],
        [300, 686, 'Acme Corp'],
        [50, 100, 'Riverbank Studios Ltd · Account no. 12345678 · Sort code 20-00-00', 7],
      ]).vendor,
    ).toBe('Riverbank Studios Ltd');
  });

  it.each([
    ['ORYGINAL', true],
    ['Brown, Jordan', false],
    ['Smith, Georgia', false],
  ])('"%s" can be no vendor: %s', (name, never) => {
    expect(cannotBeVendor(name)).toBe(never);
  });

  it('reads no German "Grundlage" as a net, no "weeks VAT" as a net, no "Total s VAT" as a total', () => {
    expect(NET_LABEL.test('LP 1 Grundlagenermittlung')).toBe(false);
    expect(NET_LABEL.test('Rechtsgrundlage')).toBe(false);
    expect(TAX_EXCLUDED.test('2 weeks VAT')).toBe(false);
    expect(TAX_INCLUDED.test('Total s VAT')).toBe(false);
  });

  it('reads no "Terminal ID" as another date', () => {
    expect(OTHER_DATES.test('Terminal ID 0042')).toBe(false);
  });
});

describe('layouts of invoicing software', () => {
  it("vouches for no name by the customer's own e-mail address, in the customer's block", () => {
    // A PayPal-style invoice: the seller's name only in its logo, the customer's block with the
    // customer's address under "Bill to:". Nothing on the page vouches for the customer's name,
    // which the label names past the e-mail: it is no vendor at all.
    const page = (customerEmail: string) =>
      findInvoiceFields(
        lines([
          [40, 732, 'INVOICE', 22],
          [40, 715, '1014 Rue Sainte-Catherine, Suite 1604'],
          [400, 710, 'Invoice number: 0080'],
          [40, 686, 'info@muskokaconsulting.ca'],
          [40, 650, 'Bill to:'],
          [40, 638, customerEmail],
          [40, 627, 'Laurentian Ltée'],
          [40, 617, '2352 Yonge Street'],
          [40, 475, 'Subtotal'],
          [450, 475, '$11,320.00'],
          [40, 440, 'Total'],
          [450, 440, '$11,886.00'],
        ]),
      ).vendor;
    const vendor = page('info@laurentian.ca');
    expect(vendor?.value).not.toBe('Laurentian Ltée');
    expect(vendor?.certainty ?? 0).toBeLessThan(0.9);
  });

  it("vouches for a name by the seller's e-mail address, outside the customer's block", () => {
    const found = findInvoiceFields(
      lines([
        [40, 760, 'Laurentian Ltée', 14],
        [40, 745, 'info@laurentian.ca'],
        [400, 710, 'Invoice number: 0080'],
        [40, 650, 'Bill to:'],
        [40, 638, 'Muskoka Consulting'],
        [40, 475, 'Subtotal'],
        [450, 475, '$11,320.00'],
        [40, 440, 'Total'],
        [450, 440, '$11,886.00'],
      ]),
    );
    expect(found.vendor?.value).toBe('Laurentian Ltée');
    expect(found.vendor?.certainty).toBeGreaterThanOrEqual(0.9);
  });

  it('reads no town over its postcode as a name, nor a town with its Australian state', () => {
    const receipt = findInvoiceFields(
      lines([
        [60, 207, '45 Mill Lane', 7],
        [70, 199, 'York', 7],
        [62, 191, 'YO1 7HH', 7],
        [40, 174, 'VAT No: GB 959 5871 64', 7],
        [20, 125, '5 ITEMS TOTAL', 7],
        [150, 125, '£10.15', 7],
      ]),
    );
    expect(receipt.vendor?.value).not.toBe('York');
    // Nor one set flush right, over a postcode ending where it ends (a scan that lost the name
    // over them).
    const flushRight = (y: number, text: string, size = 5.4): Placed => [
      553 - text.length * size * 0.5,
      y,
      text,
      size,
    ];
    const names = vendorCandidates(
      lines(
        [
          flushRight(790, '208 Mill Lane'),
          flushRight(780, 'Exeter', 8.7),
          flushRight(770, 'EX1 1JG'),
          flushRight(760, 'United Kingdom'),
          [31, 740, 'Billed To', 5],
          [31, 730, 'Amelia Patel', 6],
          [455, 500, 'Total £865.22', 6],
        ],
        'ocr',
      ),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Exeter');
    // Nor a town before its state and a ZIP code a scan joined with a dash.
    expect(
      vendorCandidates(
        lines(
          [
            [515, 760, 'Columbus, OH-43215', 5.4],
            [455, 500, 'Total $865.22', 6],
          ],
          'ocr',
        ),
        new Set(),
      ).map((each) => each.located.value),
    ).not.toContain('Columbus');
    expect(cannotBeVendor('ADELAIDE SA 5000')).toBe(true);
    expect(cannotBeVendor('Perth WA 6000')).toBe(true);
    expect(cannotBeVendor('Adelaide Plumbing SA')).toBe(false);
  });

  it("drops a logo's marks before a name read from a picture, however many", () => {
    const word = (text: string, x: number, right: number, height: number) => ({
      text,
      x,
      right,
      y: 736,
      top: 106 - height,
      bottom: 106,
      size: 12,
      confidence: 0.92,
    });
    const page = groupLines({
      page: 1,
      width: 595,
      height: 842,
      source: 'ocr',
      words: [
        word('ul', 37, 50, 16.4),
        word('Il', 52, 66, 28.5),
        word('Andre', 74, 119, 11.5),
        word('Carter', 124, 170, 10.8),
      ],
    });
    expect(vendorCandidates(page, new Set()).map((each) => each.located.value)).toContain(
      'Andre Carter',
    );
  });

  it("reads a receipt's title and an app store's copyright line with its VAT id as the seller's", () => {
    expect(
      values([
        [40, 679, 'Receipt from Beaulieu AI SASU', 16],
        [40, 663, 'Receipt #2590-3224'],
        [40, 478, 'Amount charged'],
        [400, 478, '€6,128.16'],
      ]).vendor,
    ).toBe('Beaulieu AI SASU');
    const names = (legal: string) =>
      vendorCandidates(
        lines([
          [40, 780, 'Receipt', 21],
          [40, 646, 'App Store', 9],
          [40, 476, 'TOTAL'],
          [400, 476, '17,98 €'],
          [40, 406, legal, 6.4],
        ]),
        new Set(),
      ).map((each) => each.located.value);
    expect(
      names(
        'Copyright © 2024 Pomelo Distribution International Ltd. Hollyhill, Cork VAT ID: IE9452236U',
      ),
    ).toContain('Pomelo Distribution International Ltd.');
    // Without the issuer's id, a copyright may name a template's or a platform's owner.
    expect(names('Copyright © 2024 Pomelo Distribution International Ltd.')).not.toContain(
      'Pomelo Distribution International Ltd.',
    );
  });

  it("takes an app store's copyright line with its VAT id as the issuer's legal notice, over the store's name and the buyer billed past the card", () => {
    const receipt = values([
      [58, 780, 'Receipt', 21],
      [66, 746, 'POMELO ID', 6],
      [226, 746, 'BILLED TO', 6],
      [385, 746, 'DATE', 6],
      [66, 736, 'sophie.martin@sophiemartin.fr', 7],
      [226, 736, 'Visa •••• 6842', 7],
      [385, 736, '14 Apr 2024', 7],
      [226, 726, 'Sophie Martin', 7],
      [226, 716, '106 rue de la Paix', 7],
      [226, 706, '44000 Nantes', 7],
      [66, 646, 'App Store', 9],
      [112, 624, 'Lumen – Photo Editor', 7.5],
      [510, 624, '4,99 €', 7.5],
      [327, 518, 'SUBTOTAL', 7.5],
      [506, 518, '4,16 €', 7.5],
      [289, 499, 'VAT CHARGED AT 20%', 7.5],
      [510, 499, '0,83 €', 7.5],
      [330, 476, 'TOTAL', 9.7],
      [498, 476, '4,99 €', 9.7],
      [
        105,
        406,
        'Copyright © 2024 Pomelo Distribution International Ltd. Hollyhill Industrial Estate, Hollyhill, Cork, Republic of Ireland VAT ID: IE9452236U',
        6.4,
      ],
    ]);
    expect(receipt.vendor).toBe('Pomelo Distribution International Ltd.');
  });

  it('takes the name heading the address block its bank details end over a customer company at the window', () => {
    // (Set flush right, as the seller's block at the top right is.)
    const right = (y: number, text: string, size: number): Placed => [
      550 - text.length * size * 0.5,
      y,
      text,
      size,
    ];
    const page = (bank: string, mail = 'invoices@vandijkdrukwerk.nl'): Placed[] => [
      right(789, 'Van Dijk Drukwerk', 9),
      right(777, 'Kerkstraat 62', 8),
      right(765, '8011 NA Zwolle', 8),
      right(754, '030-987 6941', 8),
      right(742, mail, 8),
      right(730, 'Btw-nr. NL096377327B02', 8),
      right(718, bank, 8),
      [51, 655, 'Molenaar Advies B.V.', 9],
      [51, 642, 'Dorpsweg 104', 9],
      [51, 629, '5611 EM Eindhoven', 9],
      [51, 572, 'Factuur', 18],
      [51, 543, 'Factuurnummer F2026192', 9],
      [276, 278, 'Totaal incl. btw', 9],
      [500, 278, '€ 5.255,28', 9],
    ];
    expect(values(page('IBAN NL45 BUNQ 1959 9548 71')).vendor).toBe('Van Dijk Drukwerk');
    // Without the bank account, the e-mail that spells the name over the VAT id says it.
    expect(values(page('KvK 65521990')).vendor).toBe('Van Dijk Drukwerk');
    // Without either, nothing says whose block it is.
    expect(values(page('KvK 65521990', 'invoices@drukkerij.nl')).vendor).toBe(
      'Molenaar Advies B.V.',
    );
    // A payment's heading over the bank's lines is no name.
    expect(
      values([
        [40, 790, 'Ruby Taylor', 14],
        [40, 300, 'Payment details', 9],
        [40, 288, '12 Harbour Street', 9],
        [40, 276, 'Account name: Ruby Taylor', 9],
        [40, 264, 'IBAN GB33 BUKB 2020 1555 5555 55', 9],
      ]).vendor,
    ).toBe('Ruby Taylor');
  });

  it("reads the name under a customer label past the e-mail printed first as the customer's", () => {
    const names = vendorCandidates(
      lines([
        [462, 783, 'INVOICE', 22.5],
        [36, 766, 'Level 23, 152 Oxford Street', 7.5],
        [36, 755, 'PERTH WA 6000', 7.5],
        [36, 736, 'office@wattle.com.au', 7.5],
        [36, 691, 'Bill to:', 7.5],
        [36, 678, 'info@southerncrossit.com.au', 7.5],
        [36, 667, 'Southern Cross IT Solutions Ltd', 7.5],
        [36, 656, 'Level 14, 153 Queen Street', 7.5],
        [398, 464, 'GST (10%)', 7.5],
        [531, 464, '$22.99', 7.5],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Southern Cross IT Solutions Ltd');
  });

  it("never takes the server a restaurant's check names, and leaves a name as weak as a table's number unsure", () => {
    const check = (server: string) =>
      findInvoiceFields(
        lines([
          [81, 273, '1783 Oak Avenue', 7.2],
          [81, 265, 'Tampa, FL 33602', 7.2],
          [83, 257, '(822) 554-2502', 7.2],
          [12, 248, server, 7.2],
          [159, 248, 'Table 17', 7.2],
          [12, 240, 'Check #27709', 7.2],
          [159, 240, 'Guests 6', 7.2],
          [12, 232, '01/23/2025', 7.2],
          [12, 215, '1 Fries', 7.2],
          [176, 215, '5.50', 7.2],
          [12, 160, 'TOTAL', 7.2],
          [172, 160, '5.50', 7.2],
        ]),
      ).vendor;
    for (const server of ['Server: Marcus', 'Cashier: Marcus', 'Kellner: Marcus']) {
      const vendor = check(server);
      expect(vendor?.value).not.toBe('Marcus');
      expect(vendor?.certainty ?? 0).toBeLessThan(0.3);
    }
  });

  it("takes the letterhead's name that begins the company's full name in the footer over the addressee company", () => {
    const bill = (footer: string) =>
      values([
        [39, 788, 'Lumo Telecom', 15],
        [433, 788, 'Account number 4-9003948', 7.1],
        [433, 772, 'Bill number 344219942', 7.1],
        [39, 736, 'Fiona Hughes', 7.1],
        [39, 725, 'Bramble LLP', 7.1],
        [39, 715, '183 Park Lane', 7.1],
        [39, 705, 'Brighton', 7.1],
        [39, 694, 'BN1 1AE', 7.1],
        [51, 617, 'Total to pay', 10.5],
        [513, 617, '£77.98', 10.5],
        [39, 60, footer, 6],
      ]).vendor;
    expect(
      bill('Lumo Telecommunications UK Limited. Registered in England and Wales No. 04012345.'),
    ).toMatch(/^Lumo Telecom/);
    expect(bill('Thank you for being a customer.')).toBe('Bramble LLP');
  });

  it("takes neither a payment method's label nor a line of thanks naming the shop as the vendor", () => {
    const receipt = values([
      [43, 737, 'Receipt', 15],
      [43, 713, 'Invoice number', 7.9],
      [120, 713, '1EA7F86B-0071', 7.9],
      [43, 676, 'Payment method', 7.9],
      [120, 676, 'Visa - 6019', 7.9],
      [43, 644, 'Blue Heron Software', 7.9],
      [182, 644, 'Bill to', 7.9],
      [43, 633, '5847 Broadway', 7.9],
      [182, 633, 'Bluestem Cleaning Services LLC', 7.9],
      [43, 587, 'invoices@blueheron.com', 7.9],
      [43, 554, '$961.30 paid on October 13, 2025', 12],
      [43, 100, 'Thank you for shopping with Northern & Co.!', 7.9],
    ]);
    expect(receipt.vendor).toBe('Blue Heron Software');
    expect(cannotBeVendor('Thank you for shopping with Northern & Co.!')).toBe(true);
    expect(cannotBeVendor('Payment method')).toBe(true);
    expect(cannotBeVendor('Zahlungsart:')).toBe(true);
  });

  it("takes neither the person under the customer's name nor a tax id alone as the vendor", () => {
    const names = vendorCandidates(
      lines([
        [491, 736, 'INVOICE', 19.5],
        [501, 717, '1273 Barrington Street', 7.5],
        [518, 675, 'www.muskoka.ca', 7.5],
        [36, 639, 'BILL TO', 6.7],
        [36, 626, 'Prairie Sky Corp.', 7.5],
        [36, 618, 'Jacob Anderson', 7.5],
        [36, 605, '990 Barrington Street, Suite 577', 7.5],
        [453, 581, 'Amount Due (CAD):', 7.5],
        [543, 581, '$6,872.39', 7.5],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).not.toContain('Prairie Sky Corp.');
    expect(names).not.toContain('Jacob Anderson');
    for (const id of ['ABN 90 826 132 899', 'KvK 65521990', 'EIN: 12-3456789'])
      expect(cannotBeVendor(id)).toBe(true);
    expect(cannotBeVendor('Abner Consulting')).toBe(false);
  });

  it("takes a legal form's whole run as the name's end", () => {
    expect(
      values([
        [330, 749, 'Harbourside IT Solutions Pty Ltd'],
        [330, 739, 'Level 27, 222 Collins Street'],
        [330, 729, 'BRISBANE QLD 4000'],
      ]).vendor,
    ).toBe('Harbourside IT Solutions Pty Ltd');
  });

  it("reads the name over an attention line as the customer's", () => {
    // Xero prints the customer's address at the top left, the seller's at the right.
    expect(
      values([
        [220, 784, 'TAX INVOICE', 16],
        [40, 749, 'Sunshine Coast Marketing Pty Ltd'],
        [330, 749, 'Harbourside IT Solutions Pty Ltd'],
        [40, 739, 'Attention: Liam Kelly'],
        [330, 739, 'Level 27, 222 Collins Street'],
        [40, 730, '316 Hay Street'],
        [330, 730, 'BRISBANE QLD 4000'],
        [220, 725, 'Invoice Number'],
        [220, 715, 'INV-4040'],
      ]).vendor,
    ).toBe('Harbourside IT Solutions Pty Ltd');
  });

  it("reads a restaurant's check number, and no payment's reference or cheque", () => {
    const check = findInvoiceFields(
      lines([
        [60, 265, 'COASTLINE DINER', 10],
        [20, 223, 'Check #6101', 7],
        [120, 223, 'Guests 3', 7],
        [20, 215, '03/16/2024 6:16 PM', 7],
        [20, 157, 'TOTAL', 7],
        [150, 157, '$147.34', 7],
        [20, 124, 'Auth: 839974', 7],
        [110, 124, 'Ref: 736596', 7],
      ]),
    ).invoiceNumber;
    expect(check?.value).toBe('6101');
    expect(check?.certainty).toBeGreaterThan(UNSURE_BELOW);
    // A paid invoice with no number of its own: the cheque that paid it is none.
    const paid = (payment: Placed[]) =>
      findInvoiceFields(
        lines([
          [40, 800, 'Granite Peak LLC', 14],
          [40, 500, 'Total'],
          [400, 500, '$1,250.00'],
          ...payment,
        ]),
      ).invoiceNumber;
    const shown = (found: ReturnType<typeof paid>) =>
      found && found.certainty > UNSURE_BELOW ? found.value : null;
    expect(shown(paid([[40, 480, 'Payment received - Check #4521']]))).toBeNull();
    expect(
      shown(
        paid([
          [40, 480, 'Payment received'],
          [300, 480, 'Check #4521'],
        ]),
      ),
    ).toBeNull();
  });

  it("takes no paid invoice's zero amount due as its tax", () => {
    const paid = (dueLabel: string) =>
      values([
        [40, 717, 'Granite Peak LLC', 12],
        [300, 629, 'Invoice Number: 211'],
        [40, 422, 'Subtotal:'],
        [300, 422, '$3,297.94'],
        [40, 404, 'Total:'],
        [300, 404, '$3,297.94'],
        [40, 371, dueLabel],
        [300, 371, '$0.00'],
      ]);
    expect(paid('Amount Due (USD):').taxAmount).toBeNull();
    // A zero its label names as a tax is the tax.
    expect(paid('Sales Tax:').taxAmount).toBe(0);
  });

  it("takes no statement's amount due, a balance brought forward in it, as the total", () => {
    const bill = values([
      [40, 725, 'Granite Peak Power & Light', 14],
      [40, 606, 'Previous Balance'],
      [300, 606, '$232.86'],
      [40, 596, 'Payment Received Feb 15 - Thank You'],
      [300, 596, '-$116.43'],
      [40, 581, 'Balance Forward'],
      [300, 581, '$116.43'],
      [40, 568, 'Current Charges'],
      [300, 568, '$313.73'],
      [40, 554, 'Total Amount Due'],
      [300, 554, '$430.16'],
    ]);
    expect(bill.total).toBe(313.73);
  });

  it('reads a tax line that prints the base it is reckoned on', () => {
    expect(
      values([
        [40, 800, 'Tulpveld Drukwerk B.V.', 16],
        [40, 295, 'Subtotaal'],
        [400, 295, '€ 6.833,14'],
        [40, 276, '21% btw over € 6.833,14'],
        [400, 276, '€ 1.434,96'],
        [40, 256, 'Totaal'],
        [400, 256, '€ 8.268,10'],
      ]).taxAmount,
    ).toBe(1434.96);
  });

  it("reads the column of a summary's headers run together into one cell", () => {
    // "Wartość netto Stawka VAT Kwota VAT Wartość brutto" as one cell over four columns.
    const word = (text: string, x: number, right: number, y: number) => ({
      text,
      x,
      right,
      y,
      top: 842 - y - 6,
      bottom: 842 - y + 1.5,
      size: 7.8,
      confidence: 1,
    });
    const header = [
      ['Wartość', 333, 363],
      ['netto', 367, 389],
      ['Stawka', 396, 424],
      ['VAT', 428, 442],
      ['Kwota', 450, 473],
      ['VAT', 477, 491],
      ['Wartość', 499, 529],
      ['brutto', 533, 558],
    ] as const;
    const row = (label: string, y: number, withRate: boolean) => [
      word(label, 296, 325, y),
      word('9', 354, 358, y),
      word('918,01', 362, 388, y),
      ...(withRate ? [word('23%', 425, 442, y)] : []),
      word('2', 457, 461, y),
      word('281,15', 465, 491, y),
      word('12', 519, 527, y),
      word('199,16', 532, 558, y),
    ];
    const page = groupLines({
      page: 1,
      width: 595,
      height: 842,
      source: 'text',
      words: [
        word('Faktura', 40, 100, 733),
        word('VAT', 104, 130, 733),
        ...header.map(([text, x, right]) => word(text, x, right, 460)),
        ...row('W tym', 442, true),
        ...row('Razem', 423, false),
      ],
    });
    const headers = new Map(
      amountCandidates(page).map((each) => [each.token.value, each.headerLabel]),
    );
    expect(headers.get(9918.01)).toBe('Wartość netto');
    expect(headers.get(2281.15)).toBe('Kwota VAT');
    expect(headers.get(12199.16)).toBe('Wartość brutto');
    expect(findInvoiceFields(page).taxAmount?.value).toBe(2281.15);
  });
});

describe("a bill's totals with and without the tax", () => {
  it('reads "Total charges excluding VAT" as the net, whatever words stand in its label', () => {
    const found = values([
      [39, 790, 'Arden Telecom', 15],
      [440, 790, 'Bill number YE47097663'],
      [51, 720, 'Total to pay', 10.5],
      [513, 720, '£85.98', 10.5],
      [43, 690, "This month's charges"],
      [531, 690, '£85.98'],
      [43, 678, 'Total to pay'],
      [531, 678, '£85.98'],
      [43, 600, 'Essentials 12GB plan'],
      [531, 600, '£41.99'],
      [43, 588, 'Device plan (2 of 36)'],
      [531, 588, '£41.99'],
      [43, 576, 'Roaming add-on'],
      [535, 576, '£2.00'],
      [43, 564, 'Total charges excluding VAT'],
      [531, 564, '£71.65'],
      [43, 552, 'VAT at 20%'],
      [531, 552, '£14.33'],
      [43, 540, 'Total charges including VAT'],
      [531, 540, '£85.98'],
    ]);
    expect(found).toMatchObject({ amount: 71.65, taxAmount: 14.33, total: 85.98 });
    const net = amountCandidates(
      lines([
        [43, 564, 'Total charges excluding VAT'],
        [531, 564, '£71.65'],
      ]),
    ).find((each) => each.token.value === 71.65);
    expect(net?.features.netLabel).toBe(1);
  });

  it("adds Manitoba's RST to the GST: both are taxes", () => {
    const found = values([
      [36, 790, 'Prairie Sky Corp.', 14],
      [465, 700, 'Invoice Number: 262'],
      [488, 500, 'Subtotal:'],
      [535, 500, '$6,136.07'],
      [489, 488, 'GST 5%:'],
      [541, 488, '$306.80'],
      [490, 476, 'RST 7%:'],
      [541, 476, '$429.52'],
      [500, 464, 'Total:'],
      [535, 464, '$6,872.39'],
      [450, 452, 'Amount Due (CAD):'],
      [535, 452, '$6,872.39'],
    ]);
    expect(found).toMatchObject({ amount: 6136.07, taxAmount: 736.32, total: 6872.39 });
  });
});

describe("the VAT rates of the currency's country", () => {
  // A deposit applied and the balance left add up to the total too, 25 % apart: a rate in Sweden,
  // none in Australia, whose GST is 10 % (less on a bill with GST-free items).
  const page: Placed[] = [
    [39, 790, 'Coral Coast Marketing Pty Ltd', 9],
    [39, 778, 'ABN: 11 863 469 147'],
    [429, 778, 'Tax Invoice', 18],
    [436, 760, 'Invoice No. 00004090'],
    [42, 600, 'Copywriting – landing page'],
    [458, 600, '$600.00 FRE'],
    [42, 588, 'Translation (per 1,000 words)'],
    [458, 588, '$135.85 GST'],
    [455, 570, 'Subtotal'],
    [525, 570, '$735.85'],
    [455, 558, 'GST'],
    [529, 558, '$13.59'],
    [455, 546, 'Total Inc. GST'],
    [521, 546, '$749.44'],
    [455, 534, 'Amount Applied'],
    [525, 534, '$149.89'],
    [455, 522, 'Balance Due'],
    [521, 522, '$599.55'],
    [39, 500, 'All amounts in AUD. FRE = GST-free supply.'],
  ];

  it('are the only rates a tax is at, and none above the highest', () => {
    expect(vatRatesOf('AUD', null)).toContain(10);
    expect(vatRatesOf('AUD', null)).toContain(7);
    expect(vatRatesOf('AUD', null)).not.toContain(25);
    // A Swiss seller billing in pounds: the rates of both.
    expect(vatRatesOf('GBP', 'CHF')).toEqual(expect.arrayContaining([20, 8.1]));
    // Euros and dollars are billed in by many countries: every known rate.
    expect(vatRatesOf('EUR', null)).toContain(25);
    expect(vatRatesOf('GBP', 'EUR')).toContain(25);
  });

  it('keep a deposit and a balance that add up from passing for a net and a tax', () => {
    const found = findInvoiceFields(lines(page));
    expect(found.currency?.value).toBe('AUD');
    expect(found.amount?.value).toBe(735.85);
    expect(found.taxAmount?.value).toBe(13.59);
    expect(found.total?.value).toBe(749.44);
  });
});

describe("a hotel's folio", () => {
  // The bill's number is its folio's; its VAT analysis prints a row per rate under Net, VAT and
  // Gross, and the rows' total.
  const page: Placed[] = [
    [193, 800, 'LIFFEY HOUSE HOTEL & SPA', 15],
    [45, 760, 'Cian McCarthy'],
    [461, 760, 'Room No.'],
    [505, 760, ': 597'],
    [45, 748, 'Emerald Isle Distribution DAC'],
    [461, 748, 'Folio No. : 414298'],
    [461, 736, 'Conf. No. : 15023401'],
    [461, 724, 'Date'],
    [505, 724, ': 19-04-23'],
    [144, 600, 'Accommodation'],
    [427, 600, '230.00'],
    [144, 588, 'Restaurant'],
    [431, 588, '73.98'],
    [144, 576, 'Breakfast'],
    [431, 576, '320.50'],
    [144, 564, 'Total'],
    [427, 564, '624.48'],
    [49, 540, 'VAT Analysis'],
    [208, 540, 'Net'],
    [266, 540, 'VAT'],
    [323, 540, 'Gross'],
    [49, 528, 'VAT 23%'],
    [199, 528, '60.15'],
    [257, 528, '13.83'],
    [323, 528, '73.98'],
    [49, 516, 'VAT 13.5%'],
    [195, 516, '485.02'],
    [257, 516, '65.48'],
    [319, 516, '550.50'],
    [49, 504, 'Total'],
    [195, 504, '545.17'],
    [257, 504, '79.31'],
    [319, 504, '624.48'],
    [194, 450, 'Liffey Hotels Limited · Registered in Ireland No. 491462 · VAT No. IE5408478H', 6],
  ];

  it('is numbered by its folio', () => {
    const folio = numberCandidates(lines(page)).find((each) => each.located.value === '414298');
    expect(folio?.features.labelReceipt).toBe(1);
    expect(values(page).invoiceNumber).toBe('414298');
  });

  it("reads a rate's row by its columns: the net and the gross are no tax", () => {
    const candidates = amountCandidates(lines(page));
    const net = candidates.find((each) => each.token.value === 60.15);
    expect(net?.features.taxLabel).toBe(0);
    expect(candidates.find((each) => each.token.value === 13.83)?.features.taxLabel).toBe(1);
    expect(values(page)).toMatchObject({ amount: 545.17, taxAmount: 79.31, total: 624.48 });
  });
});

describe('a date a narrow column wraps, and a day beside its month', () => {
  it('are never the invoice number', () => {
    const page: Placed[] = [
      [34, 780, 'Cirrus Compute', 13.5],
      [318, 790, 'Invoice Summary', 9],
      [318, 760, 'Invoice Date:'],
      [430, 760, 'September 1, 2024'],
      [318, 748, 'TOTAL AMOUNT DUE ON October 1,'],
      [484, 736, '$2,815.40'],
      [318, 724, '2024'],
      [34, 640, 'This invoice is for the billing period August 1 - August 31, 2024'],
      [37, 500, 'Total for this invoice'],
      [528, 500, '$2,815.40'],
      [34, 40, 'Cirrus Compute Invoice EUINIE24-4464140', 6],
    ];
    const numbers = numberCandidates(lines(page)).map((each) => each.located.value);
    expect(numbers).not.toContain('2024');
    expect(numbers).not.toContain('1');
    expect(values(page).invoiceNumber).toBe('EUINIE24-4464140');
  });
});

describe('words that name no vendor', () => {
  it('never takes a way of paying or an identity code for the vendor', () => {
    expect(cannotBeVendor('Bonifico bancario')).toBe(true);
    expect(cannotBeVendor('Bank Transfer')).toBe(true);
    expect(cannotBeVendor('C.F. RNXXXX98D13H501Q')).toBe(true);
    expect(cannotBeVendor('Transfer Logistics Ltd')).toBe(false);
    expect(cannotBeVendor('B2B Solutions')).toBe(false);
  });

  it('reads no tax number inside a word that holds "nif" ("Bonifico bancario")', () => {
    const found = findInvoiceFields(
      lines([
        [39, 700, 'Arno S.n.c.', 14],
        [39, 300, 'Modalità di pagamento: Bonifico bancario – Scadenza 17/06/2025'],
      ]),
    );
    expect(found.taxNumber3).toBeNull();
  });

  it('takes the name after "Service provider:" for the seller\'s, and "Bill to Address:" for the customer\'s', () => {
    const found = values([
      [318, 790, 'Invoice Summary', 9],
      [318, 770, 'Invoice Number: EUINDE25-0062868'],
      [34, 700, 'Bill to Address:'],
      [34, 688, 'Lindenhof Elektrotechnik GmbH'],
      [34, 676, 'Gartenweg 44a'],
      [37, 500, 'Total for this invoice'],
      [528, 500, '$1,585.01'],
      [34, 60, 'Service provider: Stratus Web Services EMEA SARL, L-1855 Luxembourg', 6],
    ]);
    expect(found.vendor).toBe('Stratus Web Services EMEA SARL');
  });
});

describe('bills that print more than an invoice', () => {
  it("reads a bank's sort code as no date: the page's dates keep the currency's order", () => {
    const page = lines([
      [460, 790, 'Invoice Date'],
      [522, 790, '10/01/2023'],
      [34, 770, 'Greyfriars Wholesale Ltd', 14],
      [34, 300, 'Please remit to sort code 04-42-83, account 04059059.'],
      [396, 400, 'Invoice total GBP'],
      [512, 400, '5,393.77'],
    ]);
    expect(dateOrderOn(page, 'GBP')).toEqual({ order: 'dmy', shown: false });
    expect(findInvoiceFields(page).date?.value).toBe('2023-01-10');
  });

  it('takes the total before a payment, not the balance left after it', () => {
    const found = values([
      [36, 790, 'Silver Creek Family Dentistry', 11],
      [467, 790, 'PAY THIS AMOUNT'],
      [467, 778, '$298.00'],
      [323, 760, 'INVOICE NO. 44565'],
      [151, 600, 'Periodic oral evaluation'],
      [343, 600, '65.00'],
      [151, 588, 'Extraction, erupted tooth'],
      [338, 588, '273.00'],
      [39, 570, 'Totals'],
      [335, 570, '338.00'],
      [488, 570, '-40.00'],
      [543, 570, '298.00'],
      [384, 540, 'Total Charges'],
      [537, 540, '$338.00'],
      [384, 520, 'Patient Payments'],
      [540, 520, '-$40.00'],
      [384, 500, 'Amount Due', 9.5],
      [526, 500, '$298.00', 9.5],
    ]);
    expect(found.total).toBe(338);
  });

  it("names the issuer past a place's label, an identifier after a slash and a rating", () => {
    expect(cannotBeVendor('Place of issue')).toBe(true);
    expect(cannotBeVendor('Booking reference')).toBe(true);
    expect(cannotBeVendor('Société — EURL')).toBe(true);
    expect(cannotBeVendor('APPLICATION AND CERTIFICATE FOR PAYMENT')).toBe(true);
    expect(cannotBeVendor('Place Vendôme Joaillerie')).toBe(false);
    const names = vendorCandidates(
      lines([
        [84, 790, 'bluestem-outlet (8,702 ★)', 16],
        [309, 700, 'Issued by'],
        [381, 700, 'Nordwing / IATA 97772932'],
        [309, 688, 'Place of issue'],
        [381, 688, 'INTERNET DE'],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('bluestem-outlet');
    expect(names).not.toContain('Place of issue');
    expect(vendorName('Nordwing / IATA 97772932')).toBe('Nordwing');
  });
});

describe("an invoice number OCR read with digits for its prefix's letters", () => {
  it('takes the reading elsewhere on the page that keeps the letters, not as sure', () => {
    const page = [
      ...lines(
        [
          [35, 790, 'Fenwick Ltd', 12],
          [464, 780, 'Invoice No:', 8],
          [522, 780, '51412896', 8],
          [464, 768, 'Invoice Date', 8],
          [522, 768, '25/02/2024', 8],
        ],
        'ocr',
      ),
      ...lines(
        [[273, 800, 'INVOICE SI412896 (continued) - 25/02/2024 - Page 2 of 2', 8]],
        'ocr',
      ).map((line) => ({ ...line, page: 2 })),
    ];
    const number = chooseInvoiceNumber(page);
    expect(number?.value).toBe('SI412896');
    expect(number!.certainty).toBeLessThan(0.9);
    // A lone letter read for a digit is no prefix: "B-815-26159" leaves "8-815-26159" as read.
    const freight = lines(
      [
        [464, 780, 'Invoice No:', 8],
        [522, 780, '8-815-26159', 8],
        [50, 700, 'Ref B-815-26159', 8],
      ],
      'ocr',
    );
    expect(chooseInvoiceNumber(freight)?.value).toBe('8-815-26159');
  });
});

describe("a scan's letterhead name with a speck after it", () => {
  it('takes a large name alone on its line, a colon read after it, for a name, not a label', () => {
    const placed: Placed[] = [
      [217, 790, 'Holt Photo :', 18],
      [257, 760, 'INVOICE', 13],
      [56, 730, 'CLIENT', 6],
      [493, 730, 'No. 2025-002', 6],
      [55, 718, 'Amelia Hughes', 6],
      [56, 706, 'Edinburgh EH2 4AD', 6],
      [330, 500, 'Total', 7],
      [505, 500, '£739.06', 7],
      [260, 470, 'james.holt@holtphoto.co.uk', 5],
    ];
    const names = vendorCandidates(lines(placed, 'ocr'), new Set()).map(
      (each) => each.located.value,
    );
    expect(names).toContain('Holt Photo');
    // A label at the text's size stays a label ("Bank details :").
    const label = vendorCandidates(
      lines([...placed, [56, 440, 'Bank details :', 6]], 'ocr'),
      new Set(),
    ).map((each) => each.located.value);
    expect(label).not.toContain('Bank details');
  });
});

describe("a letterhead whose issuer's block names no one", () => {
  it("takes the name in the envelope's window for the customer's, not the issuer's", () => {
    // The issuer's name is in its logo; its block holds its address and ids alone.
    // (Set flush right at 560 points, as the letterhead prints it.)
    const flushRight = (y: number, text: string): Placed => [560 - text.length * 4, y, text, 8];
    const letterhead: Placed[] = [
      flushRight(789, 'Havenstraat 52'),
      flushRight(777, '2011 RC Haarlem'),
      flushRight(765, '070-382 5836'),
      flushRight(754, 'lotte.bos@outlook.com'),
      flushRight(742, 'KvK 30180853'),
      flushRight(730, 'Btw-nr. NL410167507B02'),
      flushRight(719, 'IBAN NL83 ABNA 7411 5508 16'),
    ];
    const window: Placed[] = [
      [51, 668, 'Grachtenhuis Bouw B.V.', 9],
      [51, 654, 'Havenstraat 64', 9],
      [51, 642, '5611 EM Eindhoven', 9],
    ];
    const rest: Placed[] = [
      [51, 584, 'Factuur', 18],
      [51, 555, 'Factuurnummer', 9],
      [137, 555, '2024-0396', 9],
      [51, 539, 'Factuurdatum', 9],
      [137, 539, '14-05-2024', 9],
      [400, 300, 'Totaal € 266,20', 9],
    ];
    const names = (placed: Placed[]) =>
      vendorCandidates(lines(placed), new Set()).map((each) => each.located.value);
    expect(names([...letterhead, ...window, ...rest])).not.toContain('Grachtenhuis Bouw B.V.');
    // The same name over the issuer's own address and town is the issuer's.
    const own: Placed[] = [
      [51, 668, 'Lotte Bos Ontwerp B.V.', 9],
      [51, 654, 'Havenstraat 52', 9],
      [51, 642, '2011 RC Haarlem', 9],
    ];
    expect(names([...letterhead, ...own, ...rest])).toContain('Lotte Bos Ontwerp B.V.');
  });

  it("follows the issuer's block past a line of another column between two of its lines", () => {
    // The web address at the left, on its own line spacing, falls between the town and the ids.
    const flushRight = (y: number, text: string): Placed => [560 - text.length * 4, y, text, 8];
    const placed: Placed[] = [
      flushRight(789, 'Havenstraat 52'),
      flushRight(777, '2011 RC Haarlem'),
      [51, 771, 'www.lottebos.nl', 10],
      flushRight(765, 'Btw-nr. NL410167507B02'),
      flushRight(754, 'IBAN NL83 ABNA 7411 5508 16'),
      [51, 668, 'Grachtenhuis Bouw B.V.', 9],
      [51, 654, 'Havenstraat 64', 9],
      [51, 642, '5611 EM Eindhoven', 9],
      [51, 584, 'Factuur', 18],
      [51, 555, 'Factuurnummer 2024-0396', 9],
      [400, 300, 'Totaal € 266,20', 9],
    ];
    const names = vendorCandidates(lines(placed), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Grachtenhuis Bouw B.V.');
  });
});

describe("a seller's label in a table of labels", () => {
  it('vouches for its value beside it, not for the labels under it', () => {
    const sellerLabel = (placed: Placed[], name: string) =>
      vendorCandidates(lines(placed, 'ocr'), new Set()).find((each) => each.located.value === name)
        ?.features.sellerLabel;
    const table: Placed[] = [
      [46, 790, 'TULIP AIR', 19],
      [41, 760, 'Passenger', 7],
      [112, 760, 'VISSER/LOTTE MR', 7],
      [314, 760, 'Date of issue', 7],
      [385, 760, '23OCT24', 7],
      [314, 750, 'Issued by', 7],
      [384, 750, 'Tulip Air/ IATA 65302497', 7],
      [313, 740, 'Frequent flyer', 7],
    ];
    expect(sellerLabel(table, 'Frequent flyer')).toBe(0);
    // Labels side by side head blocks: the name under the seller's is the seller's.
    const blocks: Placed[] = [
      [42, 760, 'SOLD BY', 7],
      [220, 760, 'BILL TO', 7],
      [42, 750, 'Vendora Commerce Inc.', 9],
      [220, 750, 'Seeblick Logistik GmbH & Co. KG', 9],
    ];
    expect(sellerLabel(blocks, 'Vendora Commerce Inc.')).toBe(1);
  });
});

describe("an issuer's footer with its name, address and ids", () => {
  // A Fortnox invoice: the customer's block in the window at the top right, the issuer's name,
  // address, e-mail and ids in the footer's columns only (its logo aside).
  const top: Placed[] = [
    [510, 800, 'Invoice', 13],
    [40, 760, 'Invoice date', 7],
    [112, 760, '2024-09-20', 7],
    [40, 750, 'Customer no.', 7],
    [112, 750, '1951', 7],
    [330, 750, 'Norrsken System AB', 7],
    [40, 740, 'Invoice no.', 7],
    [112, 740, '9666', 7],
    [330, 740, 'Vasagatan 43', 7],
    [40, 730, 'Our reference', 7],
    [112, 730, 'Anders Åkesson', 7],
    [330, 730, '411 06 Göteborg', 7],
    [330, 720, 'VAT reg. no. SE556117026201', 7],
    [388, 500, 'Total to pay SEK 32 294,63', 7],
  ];
  const footer = (web: string): Placed[] => [
    [40, 80, 'Address', 5],
    [169, 80, 'Phone / e-mail', 5],
    [298, 80, 'Bankgiro', 5],
    [427, 80, 'VAT reg. no.', 5],
    [40, 72, 'Ekbacken AB', 5],
    [169, 72, '+46 8-891 30 52', 5],
    [298, 72, '857-8892', 5],
    [427, 72, 'SE559927498001', 5],
    [40, 64, 'Sveavägen 31', 5],
    [169, 64, web, 5],
    [298, 64, 'IBAN', 5],
    [40, 56, '211 22 Malmö', 5],
    [298, 56, 'SE20 8003 8581 2645 9793 6796', 5],
  ];
  const names = (placed: Placed[]) =>
    vendorCandidates(lines(placed), new Set()).map((each) => each.located.value);

  it("takes the name over another town in the window for the customer's", () => {
    const found = names([...top, ...footer('billing@ekbacken.se')]);
    expect(found).toContain('Ekbacken AB');
    expect(found).not.toContain('Norrsken System AB');
  });

  it('reads a scanned e-mail address with a space read after its "@"', () => {
    const page = (mail: string): Placed[] => [
      [472, 788, 'Summit Ridge Domains Corp.', 5],
      [40, 300, `accredited registrar. Support: ${mail}`, 5],
    ];
    const domainWhole = (mail: string) =>
      vendorCandidates(lines(page(mail), 'ocr'), new Set()).find(
        (each) => each.located.value === 'Summit Ridge Domains Corp.',
      )?.features.domainWhole;
    expect(domainWhole('office@summitridge.com')).toBe(1);
    expect(domainWhole('office@ summitridge.com')).toBe(1);
    // A word after an "@" and a space is no address without its domain's dot.
    expect(domainWhole('office@ summitridge')).toBe(0);
  });

  it("takes no block under a customer's label for the issuer's own, however nameless it reads", () => {
    // The issuer's name and address at the top right, no ids; the customer's address under
    // "Billed to" with its VAT id, below details whose labels stand on its left edge (a block is
    // read eight lines deep, so the address's block starts after the customer's name).
    const page: Placed[] = [
      // (Set flush right.)
      [498.7, 788, 'Summit Ridge Domains Corp.', 5.1],
      [522.6, 779, '5200 Lincoln Ave', 5.3],
      [517.4, 770, 'Seattle, WA 98104', 5.6],
      [530.55, 760, 'United States', 5.3],
      [42, 715, 'Invoice', 9.3],
      [41, 703, 'Invoice #', 5.3],
      [95, 703, 'INV-50577653', 5.3],
      [41, 691, 'Order #', 5.3],
      [95, 691, '180654261', 5.3],
      [41, 679, 'Order date', 5.6],
      [95, 679, 'Jan 26, 2025', 5.6],
      [41, 667, 'Username', 5.6],
      [95, 667, 'accounts', 5.6],
      [41, 655, 'Payment', 5.4],
      [95, 655, 'PayPal', 5.4],
      [41, 643, 'Billed to', 5.3],
      [41, 631, 'Nordwerk Druckerei e.K.', 5.9],
      [41, 619, 'Gartenweg 118', 5.9],
      [41, 607, '10115 Berlin', 5.9],
      [41, 595, 'Deutschland', 5.9],
      [40, 583, 'VAT ID DE621133946', 5.3],
      [364, 400, 'Total', 6],
      [536, 400, '$34.34', 6],
    ];
    const read = lines(page, 'ocr');
    expect(
      vendorCandidates(read, customerBlock(read), customerCells(read)).map(
        (each) => each.located.value,
      ),
    ).toContain('Summit Ridge Domains Corp.');
  });

  it("takes a window's block for the customer's where a legal line names the address's owner", () => {
    // The letterhead's name is a logo; its address block names no one and holds no ids; the
    // footer's legal line names the owner of the page's address with its tax id.
    const page = (legal: string): Placed[] => [
      [417, 800, 'Herrengasse 68 Tel. +43 732 644 938', 5],
      [417, 790, '6020 Innsbruck faktura@wachau.at', 6],
      [417, 780, 'Österreich www.wachau.at', 6],
      [39, 770, 'Kahlenberg KG', 6],
      [40, 760, 'Mariahilfer Straße 39', 6],
      [40, 750, '4020 Linz', 6],
      [41, 720, 'RECHNUNG', 12],
      [388, 500, 'Gesamtbetrag € 7.223,36', 7],
      [165, 60, legal, 5],
    ];
    expect(names(page('Wachau GmbH · UID-Nr. ATU82589740 · FN 106884m'))).not.toContain(
      'Kahlenberg KG',
    );
    // (A line that names the owner without a tax id says nothing of the other blocks.)
    expect(names(page('Wachau GmbH · Herrengasse 68'))).toContain('Kahlenberg KG');
  });

  it("needs the page's address to spell the footer's name", () => {
    // (Without it, either block may be the issuer's: the name stays a candidate.)
    expect(names([...top, ...footer('+46 8-891 30 53')])).toContain('Norrsken System AB');
  });
});

describe("an Italian e-invoice's courtesy copy", () => {
  it('names the seller under "Cedente/prestatore (fornitore)", never the label itself', () => {
    expect(VENDOR_LABELS.test('Cedente/prestatore (fornitore)')).toBe(true);
    expect(cannotBeVendor('Cedente/prestatore (fornitore)')).toBe(true);
    expect(cannotBeVendor('Dodavatel')).toBe(true);
    // The seller's tax id's label, its value cut off after "IVA:".
    expect(cannotBeVendor('Identificativo fiscale ai fini')).toBe(true);
    expect(cannotBeVendor('Codice fiscale')).toBe(true);
    const found = values([
      [516, 800, 'Versione FPR12', 6.8],
      [34, 780, 'Cedente/prestatore (fornitore)'],
      [310, 780, 'Cessionario/committente (cliente)'],
      [34, 768, 'Identificativo fiscale ai fini IVA: IT77545920493'],
      [310, 768, 'Identificativo fiscale ai fini IVA: IT61508330963'],
      [34, 756, 'Denominazione: Studio Commercialista Marco Bianchi'],
      [310, 756, 'Denominazione: Vesuvio Servizi S.r.l.'],
      [34, 744, 'Indirizzo: Via Garibaldi, 19'],
      [310, 744, 'Indirizzo: Via Dante, 127'],
      [215, 700, 'Numero documento'],
      [215, 688, 'FPR 116/24'],
      [400, 500, 'Totale documento 1.234,00'],
    ]);
    expect(found.vendor).toBe('Studio Commercialista Marco Bianchi');
  });

  it("does not take the customer's company beside the seller's block for the seller", () => {
    // The seller a professional without a legal form, the customer a company with one.
    const found = values([
      [516, 807, 'Versione FPR12', 6.8],
      [512, 798, 'Copia di cortesia', 6.8],
      [34, 776, 'Cedente/prestatore (fornitore)', 7.3],
      [310, 776, 'Cessionario/committente (cliente)', 7.3],
      [34, 758, 'Identificativo fiscale ai fini IVA: IT77545920493', 7.3],
      [310, 758, 'Identificativo fiscale ai fini IVA: IT61508330963', 7.3],
      [34, 749, 'Codice fiscale: MRCBNC84P12L219Y', 7.3],
      [310, 749, 'Codice fiscale: 61508330963', 7.3],
      [34, 739, 'Denominazione: Studio Commercialista Marco Bianchi', 7.3],
      [310, 739, 'Denominazione: Vesuvio Servizi S.r.l.', 7.3],
      [34, 729, 'Regime fiscale: RF01 (ordinario)', 7.3],
      [310, 729, 'Pec: amministrazione@pec.vesuvioservizi.it', 7.3],
      [34, 719, 'Indirizzo: Via Garibaldi, 19', 7.3],
      [310, 719, 'Indirizzo: Via Dante, 127', 7.3],
      [34, 710, 'Comune: Bologna Provincia: BO', 7.3],
      [310, 710, 'Comune: Padova Provincia: PD', 7.3],
      [215, 673, 'Numero documento', 6.8],
      [215, 658, 'FPR 362/23', 7.3],
      [400, 500, 'Totale documento 2.374,53', 7.3],
    ]);
    expect(found.vendor).toBe('Studio Commercialista Marco Bianchi');
  });
});

describe("an Australian issuer's dollars", () => {
  it('are Australian where the address has a state and a postcode of four digits', () => {
    const page = (address: string): Placed[] => [
      [57, 790, 'Jack Campbell', 26],
      [57, 770, address],
      [57, 700, 'Invoice # 2025-030'],
      [425, 500, 'Total'],
      [507, 500, '$4,038.18'],
    ];
    expect(values(page('Level 14, 265 Chapel Street, ADELAIDE SA 5000')).currency).toBe('AUD');
    expect(values(page('1945 Dancing Dove Lane, SEATTLE WA 98101')).currency).toBe('USD');
  });
});

describe("a statement's number", () => {
  it('numbers a bill that prints no invoice number', () => {
    const found = values([
      [36, 790, 'Cedar Point Internal Medicine', 11],
      [323, 790, 'STATEMENT DATE'],
      [402, 790, 'ACCOUNT NO.'],
      [323, 778, '02/12/2023'],
      [402, 778, '8433580'],
      [36, 700, 'Patient: Marcus Brooks'],
      [474, 700, 'Statement No. 33387596'],
      [384, 500, 'Total Charges'],
      [537, 500, '$420.00'],
    ]);
    expect(found.invoiceNumber).toBe('33387596');
    const number = numberCandidates(lines([[474, 700, 'Statement No. 33387596']]))[0];
    expect(number?.features.documentAndNumber).toBe(1);
  });
});

describe("an owner's name", () => {
  it("gives way to the business's own name", () => {
    const names = vendorCandidates(
      lines([
        [53, 370, 'TANKSTELLE ISARWERK', 9],
        [73, 355, 'Inh. Jonas Hartmann', 7],
        [80, 345, 'Goethestraße 107', 7],
        [84, 335, '30159 Hannover', 7],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('TANKSTELLE ISARWERK');
    expect(names.some((name) => name.includes('Hartmann'))).toBe(false);
  });
});

describe("the review's cases (git diff 7533c8c)", () => {
  it('still reads a tax number labelled "MWST-Nr." or "USt-Nr."', () => {
    for (const text of ['MWST-Nr.: CHE-116.281.710 MWST', 'USt-Nr.: DE123456789'])
      expect(findInvoiceFields(lines([[40, 700, text]])).taxNumber3).not.toBeNull();
  });

  it('takes "Gross" and "RST" for no label where they are names', () => {
    expect(cannotBeVendor('Bäckerei Gross')).toBe(false);
  });

  it('keeps the customer-name rule on a scan', () => {
    const page: Placed[] = [
      [42, 760, 'Kauri Builders'],
      [42, 748, '257 Queen Street'],
      [360, 760, 'Pohutukawa Builders'],
      [360, 748, '44 Queen Street'],
      [237, 760, 'Invoice Number'],
      [237, 748, 'INV-1192'],
      [423, 130, 'Customer'],
      [487, 130, 'Kauri Builders'],
    ];
    const names = vendorCandidates(lines(page, 'ocr'), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Kauri Builders');
  });

  it('keeps an ampersand brand whole on a scan', () => {
    const page = lines([[40, 790, 'B&Q Trade Centre', 12]], 'ocr');
    for (const word of page[0]!.cells[0]!.words) {
      word.top = word.bottom - (word.text === 'B&Q' ? 30 : 12);
      word.confidence = 0.97;
    }
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).toContain('B&Q Trade Centre');
  });

  it("reads a Belgian or Swiss SA's postcode as no Australian one", () => {
    const page = (address: string): Placed[] => [
      [57, 790, address, 12],
      [425, 500, 'Total'],
      [507, 500, '$1,038.18'],
    ];
    expect(values(page('Proximus SA 1030 Bruxelles')).currency).toBe('USD');
    expect(values(page('PERTH WA 6000')).currency).toBe('AUD');
  });

  it('reads no date in a sort code, wherever it stands', () => {
    const found = findInvoiceFields(
      lines([
        [40, 790, 'Acme Ltd', 14],
        [40, 300, 'Please remit to sort code 20-11-23, account 04059059.'],
      ]),
    );
    expect(found.date).toBeNull();
  });

  it('takes no balance for a payment where a label says one is to be made', () => {
    const found = values([
      [40, 790, 'Acme Ltd', 14],
      [300, 600, 'Invoice total'],
      [480, 600, '£120.00'],
      [300, 588, 'Amount to be paid'],
      [480, 588, '£20.00'],
      [300, 576, 'Balance'],
      [480, 576, '£100.00'],
    ]);
    expect(found.total).toBe(120);
  });
});

describe('a Spanish tax number', () => {
  it('is read with its letter', () => {
    for (const [text, id] of [
      ['NIF: 65159835F', '65159835F'],
      ['CIF: B12345674', 'B12345674'],
      ['NIF: ES65159835F', 'ES65159835F'],
    ])
      expect(findInvoiceFields(lines([[40, 700, text!]])).taxNumber3).toBe(id);
  });
});

describe("a marketplace order's number", () => {
  const page = (details: Placed[]) =>
    findInvoiceFields(
      lines([
        [84, 740, 'Sold by bluestem-outlet', 16],
        [43, 688, 'Order details', 14],
        ...details,
        [256, 453, 'Subtotal (2 items)'],
        [536, 453, '$74.87'],
        [256, 391, 'Order total'],
        [526, 391, '$97.21'],
      ]),
    ).invoiceNumber;

  it('is the invoice number where no invoice number is printed', () => {
    expect(
      page([
        [43, 666, 'SHIPPING ADDRESS', 7.5],
        [228, 666, 'ORDER NUMBER', 7.5],
        [43, 654, 'Tyler Nguyen'],
        [228, 654, '44-17964-07471'],
      ])?.value,
    ).toBe('44-17964-07471');
    expect(page([[43, 666, 'Order #3629428069', 14]])?.value).toBe('3629428069');
  });

  it("gives way to the invoice's own number, and is not a purchase order's or a change order's", () => {
    expect(
      page([
        [43, 666, 'Order No: 4471'],
        [300, 666, 'Invoice No: INV-2024-118'],
      ])?.value,
    ).toBe('INV-2024-118');
    // (Unnamed, a number is too unsure to be shown: the extractor leaves it for review.)
    expect(page([[43, 666, 'Order No: 4500012345']])?.certainty).toBeGreaterThan(0.5);
    expect(page([[43, 666, 'Purchase Order No: 4500012345']])?.certainty ?? 0).toBeLessThan(0.3);
    expect(page([[43, 666, 'Change Order #1']])?.certainty ?? 0).toBeLessThan(0.3);
  });
});

describe('a French VAT number', () => {
  it('is the number after "Numéro de TVA intracommunautaire :", not the word', () => {
    const found = findInvoiceFields(
      lines([[43, 700, 'Numéro de TVA intracommunautaire : FR32385365713']]),
    );
    expect(found.taxNumber3).toBe('FR32385365713');
  });
});

describe("a VAT table's rates", () => {
  it('are read from a "Rate" column beside the tax, and after a till roll\'s code', () => {
    const sage = lines([
      [40, 300, 'Code'],
      [90, 300, 'Rate'],
      [160, 300, 'Net'],
      [230, 300, 'VAT'],
      [40, 288, 'T1'],
      [88, 288, '20.00'],
      [150, 288, '1,715.95'],
      [225, 288, '343.19'],
      [40, 276, 'T0'],
      [92, 276, '0.00'],
      [145, 276, '10,368.80'],
      [230, 276, '0.00'],
    ]);
    expect(taxColumnRates(sage).sort((a, b) => a - b)).toEqual([0, 20]);
    const till = lines([
      [12, 300, 'MwSt'],
      [75, 300, 'Netto'],
      [122, 300, 'MwSt'],
      [164, 300, 'Brutto'],
      [12, 288, 'A 19,00%'],
      [75, 288, '98,34'],
      [117, 288, '18,69'],
      [164, 288, '117,03'],
      [12, 276, 'B 7,00%'],
      [79, 276, '4,10'],
      [122, 276, '0,29'],
      [172, 276, '4,39'],
    ]);
    expect(taxColumnRates(till).sort((a, b) => a - b)).toEqual([7, 19]);
    // A "Rate" column of an items table with no tax beside it holds prices per hour.
    expect(
      taxColumnRates(
        lines([
          [40, 300, 'Hours'],
          [100, 300, 'Rate'],
          [100, 288, '25.00'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('invoice numbers as telecoms, insurers, garages and bilingual invoices print them', () => {
  const head = (label: string, value: string): Placed[] => [
    [40, 800, 'Spreelink Kommunikation GmbH', 14],
    [40, 760, 'Murat Zimmermann'],
    [40, 748, 'Schillerstraße 124'],
    [360, 790, label],
    [470, 790, value],
    [360, 778, 'Datum'],
    [470, 778, '13.08.2026'],
    [40, 600, 'Summe'],
    [500, 600, '46,00'],
  ];

  const labelled = (page: Placed[], value: string) =>
    numberCandidates(lines(page)).find((each) => each.located.value === value)?.features;

  it('reads a number printed in groups of digits as one number', () => {
    expect(values(head('Rechnungsnummer', '6945 2682 8282')).invoiceNumber).toBe('6945 2682 8282');
    // Seven digits are no such number, nor groups with a date after them.
    expect(values(head('Rechnungsnummer', '6945 268')).invoiceNumber).toBe('6945');
  });

  it("reads an insurer's debit note number and a garage's repair order", () => {
    expect(values(head('Debit note no.', 'DN3299641')).invoiceNumber).toBe('DN3299641');
    expect(values(head('RO #', '12356')).invoiceNumber).toBe('12356');
    expect(labelled(head('Debit note no.', 'DN3299641'), 'DN3299641')?.labelInvoiceNo).toBe(1);
    expect(labelled(head('RO #', '12356'), '12356')?.labelReceipt).toBe(1);
    expect(labelled(head('Repair Order No.', '12356'), '12356')?.labelReceipt).toBe(1);
  });

  it('reads the number under a label in two languages', () => {
    expect(values(head('Nummer / Numéro', '2025/0739')).invoiceNumber).toBe('2025/0739');
    expect(labelled(head('Nummer / Numéro', '2025/0739'), '2025/0739')?.labelBareNumber).toBe(1);
  });

  it('joins the letters of a heading spaced out letter by letter, word by word', () => {
    // One word per letter, 3 points apart within a word and 9 between words.
    const spaced = (x: number, y: number, text: string): Placed[] => {
      const placed: Placed[] = [];
      for (const char of text) {
        if (char === ' ') x += 6;
        else placed.push([x, y, char]);
        x += char === ' ' ? 0 : 8;
      }
      return placed;
    };
    const page: Placed[] = [
      [40, 800, 'Marcus Murphy', 14],
      ...spaced(230, 780, 'INVOICE NO.'),
      ...spaced(330, 780, 'DATE'),
      [230, 766, '068'],
      [330, 766, 'April 2, 2023'],
      ...spaced(40, 600, 'TOTAL'),
      [500, 600, '$1,190.00'],
    ];
    const texts = lines(page).flatMap((line) => line.cells.map((cell) => cell.text));
    expect(texts).toEqual(expect.arrayContaining(['INVOICE NO.', 'DATE', 'TOTAL']));
    expect(values(page).invoiceNumber).toBe('068');
    // A long run spaced evenly throughout cannot be told into its words: left as it is.
    const even = (x: number, y: number, text: string): Placed[] =>
      [...text].map((char, index) => [x + index * 8, y, char]);
    const hotel = lines(even(40, 700, 'ELBTALHOTEL')).flatMap((line) => line.cells);
    expect(hotel.map((cell) => cell.text)).toEqual(['E L B T A L H O T E L']);
    expect(lines(even(40, 700, 'CLIENT'))[0]?.text).toBe('CLIENT');
    // Words of one letter in a sentence keep their spaces.
    const sentence = lines([[40, 700, 'Plan A or B']]).flatMap((line) => line.cells);
    expect(sentence.map((cell) => cell.text)).toEqual(['Plan A or B']);
  });
});

describe("an insurer's debit note", () => {
  // The insured's address in the window, then a table of labels and values that names the
  // policyholder again: the insurer's name heads the page and its legal line.
  const page: Placed[] = [
    [45, 800, 'Albion Insurance plc', 16],
    [454, 800, 'Customer services 0174 741 6383'],
    [45, 770, 'Tom Fletcher'],
    [45, 758, '111 High Street'],
    [45, 746, 'Exeter'],
    [45, 734, 'EX1 1JG'],
    [45, 700, 'Renewal Invoice', 14],
    [45, 680, 'Debit note no.'],
    [306, 680, 'DN8692769'],
    [45, 668, 'Date'],
    [306, 668, '24/10/2026'],
    [45, 656, 'Period of cover'],
    [306, 656, '21/11/2026 to 20/11/2027'],
    [45, 644, 'Policyholder'],
    [306, 644, 'Tom Fletcher'],
    [48, 600, 'Premium (Public Liability)'],
    [516, 600, '£4,066.99'],
    [48, 588, 'Insurance Premium Tax @ 12% on premium'],
    [522, 588, '£488.04'],
    [48, 576, 'Total amount payable'],
    [511, 576, '£4,580.03'],
    [45, 400, 'Albion Insurance plc · Registered in England No. 02434693', 7],
  ];

  it('names the policyholder the customer, in a table of labels and values', () => {
    const named = [...customerNameCells(lines(page))].map((cell) => cell.text);
    expect(named).toContain('Tom Fletcher');
    expect(values(page)).toMatchObject({
      vendor: 'Albion Insurance plc',
      invoiceNumber: 'DN8692769',
    });
  });
});

describe("a garage's repair order and an event's invoice", () => {
  it("reads no currency from a licence's letters before its number ('MVR #16735')", () => {
    const page: Placed[] = [
      [40, 800, 'Summit Ridge Auto Care', 14],
      [40, 780, 'MVR #16735'],
      [40, 600, 'Total'],
      [500, 600, '$1,158.62'],
    ];
    expect(findCurrency(lines(page))?.value).toBe('USD');
    expect(cannotBeVendor('MVR #16735')).toBe(true);
  });

  it("takes a unit's number for an address and a kind of invoice for a title", () => {
    expect(cannotBeVendor('Unit 10')).toBe(true);
    expect(cannotBeVendor('Flat 3')).toBe(true);
    expect(cannotBeVendor('Unit Solutions Ltd')).toBe(false);
    expect(cannotBeVendor('Edinburgh EH2 4AD')).toBe(true);
    expect(cannotBeVendor('Brighton BN1 1AE')).toBe(true);
    expect(cannotBeVendor('All images remain the copyright of the photographer.')).toBe(true);
    expect(cannotBeVendor('Société des eaux de la ville SA')).toBe(false);
    expect(cannotBeVendor('Registration confirmation & invoice')).toBe(true);
    expect(cannotBeVendor('Smith & Jones')).toBe(false);
  });
});

describe('a Norwegian invoice whose seller is named only in its logo', () => {
  // The seller's address block starts at its street; the buyer is in the window and on the giro
  // slip under "Paid by".
  const page: Placed[] = [
    [478, 800, 'INVOICE', 16],
    [431, 780, 'Invoice number'],
    [531, 780, '78343'],
    [51, 768, 'Bryggen 47'],
    [431, 768, 'Invoice date'],
    [514, 768, '04.02.2025'],
    [51, 756, '4006 Stavanger'],
    [51, 744, 'faktura@trollheim.no'],
    [51, 700, 'Lofot AS'],
    [51, 688, 'Dronningens gate 22'],
    [51, 676, '5003 Bergen'],
    [325, 600, 'Total excl. VAT'],
    [515, 600, '79 051,50'],
    [325, 588, 'VAT 25 % of 79 051,50'],
    [515, 588, '19 762,88'],
    [325, 576, 'Total amount'],
    [480, 576, '98 814,38 NOK'],
    [224, 300, 'Paid by'],
    [411, 300, 'Paid to'],
    [224, 288, 'Lofot AS'],
    [411, 288, 'Bryggen 47'],
    [224, 276, 'Dronningens gate 22'],
    [411, 276, '4006 Stavanger'],
  ];

  it('takes neither the payer nor the street for the seller', () => {
    expect(customerNameCells(lines(page))).toContainEqual(
      expect.objectContaining({ text: 'Lofot AS' }),
    );
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('Bryggen 47');
    expect(values(page).vendor).not.toBe('Lofot AS');
  });
});

describe('a bar of labels over a row of amounts', () => {
  // Labels flush left over amounts flush right: each amount reaches under the next label.
  const bar = (labels: string[], amounts: string[]): Placed[] => [
    [40, 800, 'Ekbacken AB', 14],
    [40, 780, 'Invoice no.'],
    [112, 780, '9666'],
    ...labels.map((label, k): Placed => [44 + k * 129, 520, label, 7]),
    ...amounts.map((amount, k): Placed => [rightAt(170 + k * 129, amount), 508, amount]),
  ];

  it('gives each amount its own label', () => {
    const found = values(
      bar(
        ['Net amount', 'VAT 25 % of 52 153,10', 'Rounding', 'Total to pay SEK'],
        ['52 153,10', '13 038,28', '-0,38', '65 191,00'],
      ),
    );
    expect([found.amount, found.taxAmount, found.total]).toEqual([52153.1, 13038.28, 65191]);
  });

  it('adds up the taxes of two rates, their bases apart', () => {
    const found = values(
      bar(
        ['Net amount', 'VAT 25 % of 55 233,60', 'VAT 6 % of 28 500,00', 'Total to pay SEK'],
        ['83 733,60', '13 808,40', '1 710,00', '99 252,00'],
      ),
    );
    expect([found.amount, found.taxAmount, found.total]).toEqual([83733.6, 15518.4, 99252]);
  });

  it("passes over a scan's speck read as a cell of its own at the bar's end", () => {
    const placed = bar(
      ['Net amount', 'VAT 25 % of 55 233,60', 'VAT 6 % of 28 500,00', 'Total to pay SEK'],
      ['83 733,60', '13 808,40', '1 710,00', '99 252,00'],
    );
    const found = values([...placed, [551, 520, '+', 7]], 'ocr');
    expect([found.amount, found.taxAmount, found.total]).toEqual([83733.6, 15518.4, 99252]);
  });

  it('pairs nothing where a label row holds another amount', () => {
    // (A net's row over a tax's: "CHF 3’859.28" is no label of the tax.)
    const candidates = amountCandidates(
      lines([
        [268, 500, 'Total exkl. MWST'],
        [495, 500, 'CHF 3’859.28'],
        [268, 486, 'MWST 8.1% auf CHF 3’795.00'],
        [501, 486, 'CHF 307.40'],
      ]),
    );
    const tax = candidates.find((each) => each.token.value === 307.4);
    expect(tax?.rowLabel).toBe('MWST 8.1% auf CHF 3’795.00');
    expect(tax?.features.taxLabel).toBe(1);
  });
});

describe("a tax's base after its rate", () => {
  it("is no tax, in the label's cell or the next", () => {
    const candidates = amountCandidates(
      lines([
        [28, 500, 'BTW 21,00 % over'],
        [159, 500, '319,03'],
        [468, 500, 'Eur'],
        [542, 500, '67,00'],
        [28, 480, 'VAT 6 % of 28 500,00'],
        [300, 480, '1 710,00'],
      ]),
    );
    const taxLabel = (value: number) =>
      candidates.find((each) => each.token.value === value)?.features.taxLabel;
    expect(taxLabel(319.03)).toBe(0);
    expect(taxLabel(28500)).toBe(0);
    expect(taxLabel(67)).toBe(1);
    expect(taxLabel(1710)).toBe(1);
  });

  it('takes a Swiss apostrophe in the base', () => {
    const tax = amountCandidates(
      lines([
        [268, 486, 'MWST 7.7% auf CHF 1’150.00'],
        [505, 486, 'CHF 88.55'],
      ]),
    ).find((each) => each.token.value === 88.55);
    expect(tax?.rowLabel).toBe('MWST 7.7% auf CHF 1’150.00');
    const found = values([
      [62, 800, 'Zürichsee Treuhand GmbH', 14],
      [268, 500, 'Total exkl. MWST'],
      [495, 500, 'CHF 1’150.00'],
      [268, 486, 'MWST 7.7% auf CHF 1’150.00'],
      [505, 486, 'CHF 88.55'],
      [268, 472, 'Total inkl. MWST'],
      [495, 472, 'CHF 1’238.55'],
    ]);
    expect([found.amount, found.taxAmount, found.total]).toEqual([1150, 88.55, 1238.55]);
  });
});

describe('names that are no vendor', () => {
  it('a heading of contact or bank details', () => {
    for (const heading of ['Address', 'Phone / e-mail', 'Adresse & Kontakt', 'Bankgiro'])
      expect(cannotBeVendor(heading)).toBe(true);
    expect(cannotBeVendor('Address Solutions Ltd')).toBe(false);
  });

  it('a trade or a job title alone', () => {
    for (const title of ['BRAND DESIGNER', 'Freelance Photographer', 'Fotografin', 'Web Developer'])
      expect(cannotBeVendor(title)).toBe(true);
    expect(cannotBeVendor('Hill Design Co.')).toBe(false);
    expect(cannotBeVendor('Holt Photography')).toBe(false);
  });

  it("a trade title's words OCR parted in two cells, its capitals spaced out", () => {
    // OCR reads "BRAND DESIGNER" under a freelancer's name as two words 10.5 points apart, its
    // letters 5.4 points tall: a gap past a cell's.
    const word = (x: number, right: number, text: string, height: number) => ({
      text,
      x,
      right,
      y: 718,
      top: 842 - 718 - height,
      bottom: 842 - 718,
      size: 4.6,
      confidence: 0.96,
    });
    const words = [
      word(16, 48, 'BRAND', 5.4),
      word(58.5, 108, 'DESIGNER', 5.4),
      word(230, 300, 'INVOICE NO. 2484', 5.4),
    ];
    const page = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' });
    expect(page[0]!.cells.map((cell) => cell.text)).toContain('BRAND');
    const names = vendorCandidates(page, new Set()).map((each) => each.located.value);
    expect(names).not.toContain('BRAND');
    expect(names).not.toContain('DESIGNER');
  });

  it("a footer's heading over the name does not wrap into it", () => {
    const names = vendorCandidates(
      lines([
        [40, 100, 'Address', 5],
        [169, 100, 'Phone / e-mail', 5],
        [40, 93, 'Ekbacken AB', 5.6],
        [169, 93, '+46 8-891 30 52', 5.6],
        [40, 86, 'Sveavägen 31', 5.6],
        [40, 79, '211 22 Malmö', 5.6],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Ekbacken AB');
    expect(names).not.toContain('Address Ekbacken AB');
    expect(names).not.toContain('Address');
  });

  it("a bank's name over its account's number", () => {
    for (const bank of ['Commonwealth Bank', 'Monzo']) {
      const names = vendorCandidates(
        lines([
          [40, 800, 'GRAPHIC DESIGNER', 30],
          [40, 700, 'PAY TO'],
          [40, 686, bank],
          [40, 672, 'Account: 86911067'],
          [300, 686, 'BILLED TO'],
          [300, 672, 'Pohutukawa Limited'],
        ]),
        new Set(),
      ).map((each) => each.located.value);
      expect(names).not.toContain(bank);
      expect(names).not.toContain('GRAPHIC DESIGNER');
    }
  });
});

describe("a law firm's invoice named only in its logo", () => {
  const page: Placed[] = [
    [111, 760, 'ATTORNEYS AT LAW · 2505 Oak Avenue, Portland, OR 97205 · (500) 412-3271', 8],
    [45, 721, 'Attn: Lauren Nguyen', 9],
    [448, 721, 'Invoice No.', 9],
    [521, 721, '82014', 9],
    [45, 708, 'Silver Creek Inc.', 9],
    [448, 708, 'Invoice Date', 9],
    [521, 708, '10/08/2026', 9],
    [45, 695, '522 Lincoln Ave', 9],
    [45, 683, 'Chicago, IL 60607', 9],
    [45, 605, 'PROFESSIONAL SERVICES', 9.5],
    [49, 583, 'Date', 8],
    [100, 583, 'Atty', 8],
    [130, 583, 'Description', 8],
    [444, 583, 'Hours', 8],
    [491, 583, 'Rate', 8],
    [535, 583, 'Amount', 8],
    [49, 563, '09/06/26', 9],
    [130, 563, 'Review documents produced by the other side', 9],
    [449, 563, '3.30', 9],
    [482, 563, '270.00', 9],
    [538, 563, '891.00', 9],
  ];

  it('takes neither the person an attention line names nor the company under it', () => {
    const names = [...customerNameCells(lines(page))].map((cell) => cell.text);
    expect(names).toEqual(expect.arrayContaining(['Attn: Lauren Nguyen', 'Silver Creek Inc.']));
    const vendor = findInvoiceFields(lines(page)).vendor;
    expect(['Silver Creek Inc.', 'Lauren Nguyen']).not.toContain(vendor?.value);
    expect(vendor?.certainty ?? 0).toBeLessThan(UNSURE_BELOW);
  });

  it("nor a section's heading over a table, nor the firm's trade", () => {
    const names = vendorCandidates(lines(page), new Set()).map((each) => each.located.value);
    expect(names).not.toContain('PROFESSIONAL SERVICES');
    expect(cannotBeVendor('ATTORNEYS AT LAW')).toBe(true);
    expect(cannotBeVendor('Rechtsanwälte')).toBe(true);
    expect(cannotBeVendor('Parker & Bennett P.C.')).toBe(false);
  });
});

describe('a name printed in the text and read by OCR in a logo', () => {
  it('is spelt as the text prints it, accents and all', () => {
    const place = (value: string, source: 'text' | 'ocr', z: number) => ({
      located: { value, line: { source } },
      z,
    });
    const chosen = chooseName([
      place('SKARGARD SYSTEM AB', 'ocr', 11.5),
      place('Skärgård System AB', 'text', 9.4),
      place('Björkdal Teknik HB', 'text', 11.3),
    ]);
    expect(chosen?.best.located.value).toBe('Skärgård System AB');
  });
});

describe('a name OCR read in two places', () => {
  const place = (value: string, z: number, read: number) => ({
    located: { value, line: { source: 'ocr' as const }, read },
    z,
  });

  it("is shown where OCR read it surest, not in a footer's small print", () => {
    const chosen = chooseName(
      [
        place('Kestrel Underwriting Ltd', 10.5, 0.17),
        place('Kestrel Underwriting Ltd', 10.1, 0.93),
        place('Harbourview Logistics Ltd', 5.5, 0.95),
      ],
      () => new Map(),
      (each) => each.located.read,
    );
    expect(chosen?.best.located.read).toBe(0.93);
  });

  it('keeps the favoured place where the readings are about as sure, or spelt apart', () => {
    const near = chooseName(
      [
        place('Kestrel Underwriting Ltd', 10.5, 0.88),
        place('Kestrel Underwriting Ltd', 10.1, 0.93),
      ],
      () => new Map(),
      (each) => each.located.read,
    );
    expect(near?.best.located.read).toBe(0.88);
    const spaced = chooseName(
      [place('Wachau GmbH', 10.5, 0.7), place('Wa C ha u G m b H', 9, 0.95)],
      () => new Map(),
      (each) => each.located.read,
    );
    expect(spaced?.best.located.value).toBe('Wachau GmbH');
  });
});

describe("the vendor's VAT id with its label apart", () => {
  const taxNumber = (placed: Placed[]) => findInvoiceFields(lines(placed)).taxNumber3;

  it('is read from the next cell or from under its label', () => {
    expect(
      taxNumber([
        [62, 800, 'Pilatus Schreinerei', 14],
        [183, 540, 'MWST-Nr.'],
        [233, 540, 'CHE-599.259.224 MWST'],
      ]),
    ).toBe('CHE-599.259.224 MWST');
    expect(
      taxNumber([
        [40, 800, 'Skärgård System AB', 14],
        [298, 96, 'IBAN', 5],
        [427, 96, 'VAT reg. no.', 5],
        [298, 89, 'SE27 5000 3065 8787 1859 3275', 5.6],
        [427, 89, 'SE556674419501', 5.6],
      ]),
    ).toBe('SE556674419501');
  });

  it("is no month's name that starts as a label ('dicembre 2014')", () => {
    expect(
      taxNumber([
        [40, 800, 'Regololab S.r.l.', 14],
        [40, 700, 'Data: 3 dicembre 2014'],
      ]),
    ).toBeNull();
  });
});

describe('a charge printed between the net and the total', () => {
  it('adds up with them however large, and the sum before it is no total', () => {
    const found = values([
      [43, 800, 'IronwoodStudio', 14],
      [43, 760, 'Order #3435373677'],
      [43, 746, 'Order date: May 20, 2023'],
      [256, 566, 'Item total'],
      [rightAt(560, '$22.20'), 566, '$22.20'],
      [256, 547, 'Subtotal'],
      [rightAt(560, '$22.20'), 547, '$22.20'],
      [256, 526, 'Shipping'],
      [rightAt(560, '$7.85'), 526, '$7.85'],
      [256, 507, 'Sales tax'],
      [rightAt(560, '$0.00'), 507, '$0.00'],
      [256, 484, 'Order total'],
      [rightAt(560, '$30.05'), 484, '$30.05'],
    ]);
    // (The saved net is what the total holds besides the tax: the shipping with the items.)
    expect([found.amount, found.taxAmount, found.total]).toEqual([30.05, 0, 30.05]);
  });

  it('takes a net above the total down by a discount, and a deposit paid after leaves a balance', () => {
    // (A Square invoice as set 1 of the generated layouts prints it.)
    const found = values([
      [50, 731, 'Red Maple Cleaning Services', 19.5],
      [495, 731, 'Invoice', 19.5],
      [532, 712, '#001603', 7.9],
      [50, 675, 'BILLED TO', 7.1],
      [205, 675, 'INVOICE DETAILS', 7.1],
      [50, 661, 'Lauren Reyes', 7.9],
      [205, 661, 'Invoice number', 7.9],
      [277, 661, '#001603', 7.9],
      [50, 649, 'lauren.reyes@laurenreyes.com', 7.9],
      [205, 649, 'Invoice date', 7.9],
      [277, 649, 'Mar 19, 2023', 7.9],
      [50, 637, '(591) 906-3888', 7.9],
      [205, 637, 'Due date', 7.9],
      [277, 637, 'Due upon receipt', 7.9],
      [50, 598, 'Repairs', 11.2],
      [50, 570, 'ITEM', 7.1],
      [362, 570, 'QTY', 7.1],
      [430, 570, 'PRICE', 7.1],
      [529, 570, 'AMOUNT', 7.1],
      [50, 546, 'Walnut Serving Board', 7.9],
      [373, 546, '1', 7.9],
      [430, 546, '$87.39', 7.9],
      [538, 546, '$87.39', 7.9],
      [50, 518, 'Linen Tea Towel (2 pack)', 7.9],
      [373, 518, '5', 7.9],
      [430, 518, '$20.75', 7.9],
      [534, 518, '$103.75', 7.9],
      [50, 491, 'Notebook A5 – Dot Grid', 7.9],
      [373, 491, '4', 7.9],
      [430, 491, '$12.60', 7.9],
      [538, 491, '$50.40', 7.9],
      [50, 464, 'Merino Wool Beanie', 7.9],
      [373, 464, '4', 7.9],
      [430, 464, '$31.76', 7.9],
      [534, 464, '$127.04', 7.9],
      [317, 433, 'Subtotal', 7.9],
      [534, 433, '$368.58', 7.9],
      [317, 415, 'Discount (10%)', 7.9],
      [536, 415, '-$36.86', 7.9],
      [317, 397, 'Sales tax (8.25%)', 7.9],
      [538, 397, '$27.37', 7.9],
      [317, 380, 'Total', 7.9],
      [534, 380, '$359.09', 7.9],
      [317, 362, 'Deposit paid Mar 19, 2023', 7.9],
      [531, 362, '-$179.55', 7.9],
      [317, 337, 'Amount due', 10.5],
      [525, 337, '$179.54', 10.5],
      [50, 288, 'Red Maple Cleaning Services', 7.1],
      [50, 278, '791 Oak Avenue, Suite 811, Boise, ID 83702', 7.1],
      [50, 267, '(353) 372-4997 · hello@redmaplecleaning.com', 7.1],
    ]);
    expect([found.amount, found.taxAmount, found.total]).toEqual([331.72, 27.37, 359.09]);
  });
});

describe('a table run on to the next page', () => {
  it("keeps the head printed at the foot of the page before over its columns' sums", () => {
    const page = (number: number, placed: Placed[]) =>
      lines(placed).map((line) => ({ ...line, page: number }));
    const candidates = amountCandidates([
      ...page(1, [
        [45, 800, 'Hughes Whitfield Holt Solicitors LLP', 14],
        [45, 770, 'Invoice 80502'],
        [45, 756, 'Date: 19/06/2024'],
        [457, 84, 'Net', 8],
        [530, 84, 'VAT', 8],
        [242, 65, 'Our professional charges'],
        [421, 65, '£13,302.00'],
        [501, 65, '£2,660.40'],
      ]),
      ...page(2, [
        [242, 791, 'Disbursements subject to VAT'],
        [436, 791, '£800.00'],
        [510, 791, '£160.00'],
        [242, 772, 'Disbursements not subject to VAT'],
        [436, 772, '£115.00'],
        [543, 772, '–'],
        [242, 753, 'Totals'],
        [416, 753, '£14,217.00'],
        [497, 753, '£2,820.40'],
        [242, 733, 'Total amount of this invoice'],
        [491, 727, '£17,037.40'],
        [242, 700, 'Balance now due'],
        [481, 700, '£17,037.40'],
      ]),
    ]);
    const head = (value: number) =>
      candidates.find((each) => each.token.value === value)?.headerLabel;
    expect([head(14217), head(2820.4)]).toEqual(['Net', 'VAT']);
  });
});

describe("an airline's ticket receipt", () => {
  it('is numbered by its ticket number, its groups of digits one number', () => {
    const page = (ticket: string): Placed[] => [
      [176, 780, 'Tulip Air', 15],
      [457, 780, 'ELECTRONIC TICKET RECEIPT'],
      [37, 727, 'Passenger'],
      [108, 727, 'VISSER/LOTTE MR'],
      [309, 727, 'Date of issue'],
      [381, 727, '23OCT24'],
      [37, 697, 'Ticket number'],
      [108, 697, ticket],
      [39, 450, 'Total'],
      [159, 450, 'EUR 1,086.81'],
    ];
    expect(values(page('6330067295348')).invoiceNumber).toBe('6330067295348');
    expect(values(page('579 9437716020')).invoiceNumber).toBe('579 9437716020');
  });

  it("nor is a practice's statement numbered otherwise than by its statement number", () => {
    const kind = (text: string) =>
      INVOICE_NUMBER_LABEL_KINDS.find(([, pattern]) => pattern.test(text))?.[0];
    expect(kind('Statement No. 33387596')).toBe('labelReceipt');
    expect(kind('STATEMENT NO.')).toBe('labelReceipt');
    expect(kind('Ticket number 6330067295348')).toBe('labelReceipt');
  });
});

describe('layouts of a fifth set of invoicing software', () => {
  it('reads a text layer that draws each word twice, a fraction of a point apart, once', () => {
    // CSS's text-shadow printed to PDF, or an old report writer's bold: two copies of each run.
    const twice = (placed: Placed[]): Placed[] =>
      placed.flatMap(([x, y, text, size]) => [
        [x, y, text, size] as Placed,
        [x + 0.4, y, text, size] as Placed,
      ]);
    const page = twice([
      [40, 790, 'PRAIRIE FOX INDUSTRIAL SUPPLY LLC', 12],
      [40, 760, 'INVOICE NO. 0008155522'],
      [40, 745, 'INV DATE 07/28/25'],
      [300, 400, 'SUBTOTAL'],
      [450, 400, '889.22'],
      [300, 385, 'SALES TAX 5.500%'],
      [450, 385, '45.30'],
      [300, 370, 'INVOICE TOTAL'],
      [450, 370, '934.52'],
    ]);
    expect(lines(page)[0]!.text).toBe('PRAIRIE FOX INDUSTRIAL SUPPLY LLC');
    const found = values(page);
    expect([found.vendor, found.amount, found.taxAmount, found.total]).toEqual([
      'PRAIRIE FOX INDUSTRIAL SUPPLY LLC',
      889.22,
      45.3,
      934.52,
    ]);
    // A word printed again beside itself is two words.
    expect(
      lines([
        [40, 700, 'Nr'],
        [52, 700, 'Nr'],
      ])[0]!.text,
    ).toBe('Nr Nr');
  });

  it("takes three capitals of a column's heading for a currency only beside money", () => {
    const page = (heading: string): Placed[] => [
      [40, 790, 'Bluestem Fastener Inc.', 12],
      [40, 775, '3815 Cedar Lane, Columbus, OH 43215'],
      [40, 600, heading],
      [300, 400, 'Invoice total'],
      [450, 400, '934.52'],
    ];
    // "SHP" (shipped) is St Helena's pound's code; the issuer's address is in Ohio.
    expect(values(page('LN ITEM DESCRIPTION ORD SHP B/O')).currency).toBe('USD');
    expect(values(page('Amount SHP 120.00')).currency).toBe('SHP');
    // Beside a dinar's three decimals, or a whole amount in thousands.
    expect(values(page('Amount (KWD) 1,250.500')).currency).toBe('KWD');
    expect(values(page('Valor (BRL) 2.080')).currency).toBe('BRL');
    // Not beside a date.
    expect(values(page('SHP 12.05.2025')).currency).toBe('USD');
  });

  it("reads a US state's code and ZIP code as the issuer's country", () => {
    const page = (address: string): Placed[] => [
      [40, 790, 'Prairie Fox Supply LLC', 12],
      [40, 775, address],
      [300, 400, 'Total'],
      [450, 400, '100.00'],
    ];
    expect(values(page('Austin, TX 78701-1234')).currency).toBe('USD');
    // A Delaware code needs its city's comma and five digits: an Indian PIN code has six.
    expect(values(page('Wilmington, DE 19801')).currency).toBe('USD');
    expect(values(page('Indiranagar, IN 560038')).currency).toBeNull();
    // A US address to remit to on a Canadian invoice does not outvote the issuer's province.
    expect(
      values([
        [40, 790, 'Maple Leaf Supply Ltd.', 12],
        [40, 775, '100 King St W, Toronto, ON M5H 1J9'],
        [40, 300, 'Remit to: PO Box 4090, Buffalo, NY 14240'],
        [300, 400, 'Total'],
        [450, 400, '$100.00'],
      ]).currency,
    ).toBe('CAD');
  });

  it("reads the new shekel's letters as a sign, not as the label of the amount after them", () => {
    const found = values([
      [40, 790, 'Katz & Cohen', 12],
      [40, 760, 'TAX INVOICE No. 71382'],
      [40, 745, 'Date 11/09/2026'],
      [300, 400, 'Total before VAT'],
      [450, 400, 'NIS 27,462.00'],
      [300, 385, 'VAT 18%'],
      [450, 385, 'NIS 4,941.00'],
      [300, 370, 'Total incl. VAT'],
      [450, 370, 'NIS 32,403.00'],
    ]);
    expect([found.amount, found.taxAmount, found.total, found.currency]).toEqual([
      27462,
      4941,
      32403,
      'ILS',
    ]);
  });

  it('takes no currency from the tax converted into another one for the tax office', () => {
    const page = (note: string): Placed[] => [
      [40, 790, 'Stratos Cloud Ltd', 12],
      [300, 440, 'Description'],
      [450, 440, 'Amount (USD)'],
      [300, 420, 'Subtotal in USD'],
      [450, 420, '$1,192.32'],
      [300, 405, 'VAT (23%)'],
      [450, 405, '$274.23'],
      [300, 390, 'Total in USD'],
      [450, 390, '$1,466.55'],
      [40, 370, note],
    ];
    expect(values(page('VAT amount in EUR: €237.65 · Total in EUR: €1,270.94')).currency).toBe(
      'USD',
    );
    expect(values(page('Amounts in EUR')).currency).toBe('EUR');
    expect(values(page('USt-Beträge in EUR: 237,65')).currency).toBe('USD');
  });

  it('never takes a street with a house number of two parts over its postcode for the vendor', () => {
    const names = (street: string) =>
      vendorCandidates(
        lines([
          [40, 790, 'FAKTÚRA č. 20250208 – daňový doklad', 13],
          [40, 760, 'DODÁVATEĽ', 6],
          [40, 752, street, 8],
          [40, 743, '821 09 Bratislava', 6],
        ]),
        new Set(),
      ).map((each) => each.located.value);
    expect(names('Prievozská 18/6')).not.toContain('Prievozská 18/6');
    expect(names('Karlova 12-14')).not.toContain('Karlova 12-14');
    expect(names('Studio Nord')).toContain('Studio Nord');
    expect(names('Fitness 24/7')).toContain('Fitness 24/7');
  });

  it('offers a trade name and the company it belongs to as two names, not the sentence', () => {
    const names = vendorCandidates(
      lines([
        [40, 790, 'Salt & Stone Landscapes', 28],
        [
          40,
          30,
          'Salt & Stone Landscapes is a trading name of Harbourview Hospitality Limited.',
          5,
        ],
      ]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Harbourview Hospitality Limited');
    expect(names.some((name) => /trading name/.test(name))).toBe(false);
    expect(cannotBeVendor('Acme Tools t/a Acme Hire')).toBe(true);
    // On a scan, with spaces OCR lost.
    expect(cannotBeVendor('Salt & Stone isa trading nameof Millbrook Limited')).toBe(true);
    // The owner's name runs to its legal form, its initials' dots and the sentence after aside,
    // and stands where the page prints it.
    const owner = vendorCandidates(
      lines([
        [40, 790, 'Smith Joinery', 28],
        [
          40,
          30,
          'Smith Joinery is a trading name of J. Smith & Sons Ltd. Registered in England.',
          5,
        ],
      ]),
      new Set(),
    ).find((each) => each.located.value.startsWith('J.'))?.located;
    expect(owner?.value).toBe('J. Smith & Sons Ltd.');
    expect(owner?.cell.text.slice(owner.start, owner.end)).toBe('J. Smith & Sons Ltd.');
  });

  it("reads a capital I OCR read as a bar at a word's start in a name", () => {
    const names = vendorCandidates(
      lines([[40, 790, 'Thessaly Software |.K.E.', 14]], 'ocr'),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Thessaly Software I.K.E.');
  });

  it("reads an ampersand OCR read as an eight between a firm's names", () => {
    const names = (name: string) =>
      vendorCandidates(lines([[40, 790, name, 14]], 'ocr'), new Set()).map(
        (each) => each.located.value,
      );
    expect(names('ORTIZ 8 WALSH LLP')).toContain('ORTIZ & WALSH LLP');
    // A number that is part of the name stays.
    expect(names('Studio 54 Design Ltd')).toContain('Studio 54 Design Ltd');
  });

  it('takes no number from the reference to the pro forma an invoice settles', () => {
    const number = (reference: string) =>
      values([
        [40, 790, 'Mullerthal Digital S.A.', 12],
        [40, 600, 'INVOICE 20250148', 13],
        [40, 586, reference, 7],
        [40, 560, 'Invoice date 15/10/2025'],
      ]).invoiceNumber;
    expect(number('Final invoice for pro forma invoice n° PRO-25-398 of 20/08/2025')).toBe(
      '20250148',
    );
  });

  it("takes a Brazilian service invoice's provider for the vendor, not the town hall over it", () => {
    const found = values([
      [40, 798, 'PREFEITURA MUNICIPAL DE BELO HORIZONTE', 8],
      [40, 780, 'NOTA FISCAL ELETRÔNICA DE SERVIÇOS - NFS-e', 7.5],
      [40, 713, 'PRESTADOR DE SERVIÇOS', 6],
      [40, 698, 'CPF/CNPJ: 52.181.813/0001-29', 6],
      [40, 688, 'Nome/Razão Social: SERRA AZUL SERVIÇOS EMPRESARIAIS LTDA.', 6],
      [40, 679, 'Endereço: AV. AFONSO PENA, 698 - CENTRO - BELO HORIZONTE/MG', 6],
      [40, 660, 'E-mail: accounts@serraazul.com.br', 6],
      [40, 644, 'TOMADOR DE SERVIÇOS', 6],
      [40, 619, 'Nome/Razão Social: ARAUCÁRIA SERVIÇOS EMPRESARIAIS LTDA.', 6],
      [40, 349, 'VALOR TOTAL DO SERVIÇO = R$ 2.080,00', 8],
    ]);
    expect(found.vendor).toBe('SERRA AZUL SERVIÇOS EMPRESARIAIS LTDA.');
    // The heading alone, in the singular, is no name.
    const names = vendorCandidates(lines([[40, 713, 'PRESTADOR DE SERVIÇO', 6]]), new Set()).map(
      (each) => each.located.value,
    );
    expect(names).toEqual([]);
  });

  it('reads the labels of Slovak, Slovenian and Irish numbers, and of a fee note', () => {
    // (Beside a customer's number, which a label must tell the invoice's from.)
    const number = (label: string, value: string) =>
      values([
        [40, 790, 'Kamnik d.o.o.', 12],
        [300, 760, 'Customer no. 88812'],
        [40, 720, label],
        [200, 720, value],
        [40, 700, 'Datum 04.06.2024'],
      ]).invoiceNumber;
    expect(number('FAKTÚRA č.', '20250208')).toBe('20250208');
    expect(number('RAČUN št.', 'R240363')).toBe('R240363');
    expect(number('INVOICE', 'Nº 1645')).toBe('1645');
    expect(number('Fee note no.', '24452')).toBe('24452');
    expect(number('RAČUN št.', '20240615')).toBe('20240615');
    const kind = (text: string) =>
      INVOICE_NUMBER_LABEL_KINDS.find(([, pattern]) => pattern.test(text))?.[0];
    // A ZIP code after a compass point, a price after a euro sign, a saint: no number's labels.
    expect(kind('NE 68102')).toBeUndefined();
    expect(kind('Fattura €. 1.220,00')).toBe('labelTitle');
    const title = INVOICE_NUMBER_LABEL_KINDS.find(([name]) => name === 'labelTitle')![1];
    expect(title.exec('Invoice St. Patrick')?.[0]).toBe('Invoice ');
    expect(title.exec('RAČUN št. 20240615')?.[0]).toBe('RAČUN št. ');
  });

  it("takes a Slovenian invoice's date of issue, not its date of service", () => {
    const found = values([
      [40, 790, 'Kras d.o.o.', 12],
      [40, 709, 'RAČUN št. TRG-1-626', 13],
      [300, 690, 'Kraj in datum izdaje'],
      [420, 690, 'Koper, 10. 6. 2025'],
      [300, 681, 'Datum opravljene storitve'],
      [420, 681, '1. 6. 2025'],
    ]);
    expect(found.date).toBe('2025-06-10');
  });

  it("leaves a long label of two languages' words out of the name after it", () => {
    const names = vendorCandidates(
      lines([[40, 718, 'Apellido y Nombre / Razón Social: Aconcagua Agro S.R.L.', 6]]),
      new Set(),
    ).map((each) => each.located.value);
    expect(names).toContain('Aconcagua Agro S.R.L.');
    expect(names.some((name) => name.includes('Razón'))).toBe(false);
  });

  it("never takes a fee note's title for its vendor", () => {
    expect(cannotBeVendor('FEE NOTE')).toBe(true);
    expect(cannotBeVendor('Fee Note')).toBe(true);
  });

  it("reads a scan's misread numero sign and č in a number's label", () => {
    const found = (title: string) =>
      values(
        [
          [40, 790, 'Tatry a.s.', 12],
          [300, 790, title, 12],
          [40, 680, 'Datum vyhotovenia: 12.12.2025'],
          [300, 400, 'Celkom'],
          [450, 400, '5 852,40 €'],
        ],
        'ocr',
      );
    // OCR reads the č of "Faktúra č." as an ampersand or a euro sign: the eight digits are the
    // number, not a date.
    expect(found('FAKTÚRA &. 20250208').invoiceNumber).toBe('20250208');
    expect(found('FAKTÚRA &. 20250208').date).toBe('2025-12-12');
    expect(found('FAKTÚRA €. 20240783').invoiceNumber).toBe('20240783');
    // And the numero sign as "Ne".
    expect(
      values(
        [
          [40, 790, 'R. Kelly Upholsterers', 14],
          [40, 720, 'INVOICE'],
          [200, 720, 'Ne 1645'],
          [40, 700, 'Date: 20/4/2026'],
        ],
        'ocr',
      ).invoiceNumber,
    ).toBe('1645');
  });
});

describe('layouts of a sixth set of invoicing software', () => {
  it("takes a remittance slip's 'From' for the payer, not the seller", () => {
    // The candidate under the slip's "From" carries no seller's label: on the real slip the
    // seller is named only in its logo, and the payer was shown as the vendor, sure at 0.96.
    const sellerLabel = (heading: string) =>
      vendorCandidates(
        lines([
          [40, 614, 'Northern Lights Ltée'],
          [40, 170, heading, 8],
          [40, 155, 'Remit to:'],
          [40, 146, 'P.O. Box 25233'],
          [40, 118, 'From:'],
          [40, 109, 'Northern Lights Ltée'],
        ]),
        new Set(),
      ).find((each) => each.located.line.y === 109)?.features.sellerLabel;
    expect(sellerLabel('REMITTANCE ADVICE')).toBe(0);
    expect(sellerLabel('Our address')).toBe(1);
  });

  it("takes no house number before its street for the number, and reads a Malaysian e-invoice's label", () => {
    const found = values([
      [40, 772, 'Cemerlang Trading Sdn. Bhd.', 10],
      [40, 763, 'No. 46, Jalan PJU 7/3'],
      [300, 763, 'e-Invoice Code / Number'],
      [420, 763, 'SI80867958'],
      [300, 744, 'e-Invoice Date and Time 2024-09-12 16:58:07'],
      [300, 528, 'Total'],
      [420, 528, 'RM 9,802.19'],
    ]);
    expect(found.invoiceNumber).toBe('SI80867958');
    const kind = (text: string) =>
      INVOICE_NUMBER_LABEL_KINDS.find(([, pattern]) => pattern.test(text))?.[0];
    expect(kind('e-Invoice Code / Number')).toBe('labelInvoiceNo');
    // A French address's number before its street, after a comma, is no number either.
    expect(
      values([
        [40, 790, 'Atelier Lumière SARL', 12],
        [40, 775, 'N° 12, rue de la Paix'],
        [300, 700, 'Facture'],
        [400, 700, 'FA-2024-118'],
      ]).invoiceNumber,
    ).toBe('FA-2024-118');
  });

  it("leaves out a logo's monogram of the name's initials, in brackets or not", () => {
    const vendor = (logo: string) =>
      values(
        [
          [40, 800, logo, 16],
          [440, 800, 'INVOICE', 16],
          [440, 770, 'Invoice number'],
          [520, 770, '3415682'],
          [40, 742, 'www.northernlights.ca'],
        ],
        'ocr',
      ).vendor;
    expect(vendor('(NL) Northern Lights Corp.')).toBe('Northern Lights Corp.');
    // Letters that are no initials of the name stay.
    expect(vendor('(XY) Northern Lights Corp.')).toBe('(XY) Northern Lights Corp.');
  });
});

describe("a report writer's printout with its table's rules drawn in text", () => {
  it("reads the number under its header after the rule's bar, and no telephone's label as a series", () => {
    const page = (rule: string): Placed[] => [
      [40, 807, 'WRENFIELD FASTENERS LIMITED'],
      [300, 807, 'INVOICE'],
      [40, 796, 'UNIT 15, 19 HIGH STREET'],
      [300, 796, 'TEL 0159 462 0896'],
      [40, 696, `${rule}INVOICE NO.`],
      [120, 696, 'ACCOUNT'],
      [200, 696, 'INV. DATE'],
      [40, 685, `${rule}SI192255`],
      [120, 685, '000823'],
      [200, 685, '24-JUL-23'],
    ];
    expect(values(page('|')).invoiceNumber).toBe('SI192255');
    expect(values(page('')).invoiceNumber).toBe('SI192255');
  });
});

describe("a scan's naira sign", () => {
  it('reads the N OCR makes of ₦ before an amount with its kobo as the sign', () => {
    const found = values(
      [
        [40, 790, 'Lagos Office Supplies Ltd', 12],
        [300, 595, 'Sub-total'],
        [450, 595, 'N3,967,590.00'],
        [300, 583, 'VAT @ 7.5%'],
        [450, 583, 'N297,569.25'],
        [300, 567, 'TOTAL'],
        [450, 567, 'N4,265,159.25'],
      ],
      'ocr',
    );
    expect([found.amount, found.taxAmount, found.total]).toEqual([3967590, 297569.25, 4265159.25]);
    // A code of a letter and digits stays one.
    const [line] = lines([[40, 700, 'Part N1234 of 2']]);
    expect(amountTokens(line!, line!.cells[0]!).map((token) => token.value)).not.toContain(1234);
  });
});
