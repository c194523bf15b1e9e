import { describe, expect, it } from 'vitest';
import { emptyExtractedInvoice } from '../analysis/extracted-invoice.schema.js';
import { applyProfile, learnedFrom } from './apply-profile.js';
import { readAtAnchor } from './anchors.js';
import { identifyVendor } from './identify-vendor.js';
import { learnProfile, type SavedValues } from './learn-profile.js';
import { nearlySameName, normaliseName } from './normalise.js';
import type { DocumentReading, ReadingLine } from './vendor-profile.schema.js';

const line = (top: number, ...cells: [string, number, number][]): ReadingLine => ({
  page: 1,
  top,
  height: 0.012,
  cells: cells.map(([text, x, right]) => ({ text, x, right })),
});

/** One vendor's layout: the name in the head, number and date beside their labels, totals at the foot. */
function invoice(values: {
  number: string;
  date: string;
  net: string;
  tax: string;
  total: string;
  name?: string;
  iban?: string;
}): DocumentReading {
  return {
    source: 'text',
    lines: [
      line(0.06, [values.name ?? 'Acme Widgets GmbH', 0.08, 0.35]),
      line(0.08, ['Musterstraße 1, 10115 Berlin', 0.08, 0.4]),
      line(0.15, ['Rechnung', 0.08, 0.2]),
      line(0.2, ['Rechnungsnr.', 0.6, 0.72], [values.number, 0.75, 0.85]),
      line(0.22, ['Datum:', 0.6, 0.66], [values.date, 0.75, 0.85]),
      line(0.3, ['Pos', 0.08, 0.12], ['Beschreibung', 0.15, 0.3], ['Betrag', 0.8, 0.9]),
      line(0.33, ['1', 0.08, 0.09], ['Widgets', 0.15, 0.25], [values.net, 0.82, 0.9]),
      line(0.7, ['Netto', 0.6, 0.66], [values.net, 0.82, 0.9]),
      line(0.72, ['USt. 19 %', 0.6, 0.68], [values.tax, 0.84, 0.9]),
      line(0.75, ['Gesamt EUR', 0.6, 0.7], [values.total, 0.82, 0.9]),
      line(0.9, [`IBAN ${values.iban ?? 'DE89 3704 0044 0532 0130 00'}`, 0.08, 0.5]),
    ],
  };
}

const first = invoice({
  number: 'R-2024-0017',
  date: '05.03.2024',
  net: '1.000,00',
  tax: '190,00',
  total: '1.190,00',
});
const second = invoice({
  number: 'R-2024-0042',
  date: '04.04.2024',
  net: '250,00',
  tax: '47,50',
  total: '297,50',
});

const saved: SavedValues = {
  invoiceNumber: 'R-2024-0017',
  date: '2024-03-05',
  vendor: 'Acme',
  amount: 1000,
  taxAmount: 190,
  total: 1190,
  currency: 'EUR',
  category: 'Office supplies',
  taxNumbers: [],
};

const base = {
  invoice: {
    ...emptyExtractedInvoice(),
    vendor: 'Musterstraße 1',
    amount: 250,
    taxAmount: null,
    total: 297.5,
  },
  evidence: {},
  flags: [],
};
const now = new Date('2024-06-01T00:00:00Z');

describe('learning from a saved invoice', () => {
  it('reads every field of the next invoice of the same layout at the learned places', () => {
    const profile = learnProfile(null, {
      saved,
      reading: first,
      printedVendor: 'Acme Widgets GmbH',
    });
    const applied = applyProfile(profile, second, base, { now });
    expect(applied.invoice).toMatchObject({
      invoiceNumber: 'R-2024-0042',
      date: '2024-04-04',
      vendor: 'Acme',
      amount: 250,
      taxAmount: 47.5,
      total: 297.5,
      currency: 'EUR',
      category: 'Office supplies',
    });
    expect(Object.keys(applied.learned).sort()).toEqual([
      'amount',
      'category',
      'currency',
      'date',
      'invoiceNumber',
      'taxAmount',
      'total',
      'vendor',
    ]);
    expect(applied.flags.filter((flag) => flag.code === 'LEARNED_VALUE_REJECTED')).toEqual([]);
    expect(applied.evidence.total?.box?.x).toBeCloseTo(0.82);
  });

  it('takes amounts only as a set that adds up: otherwise the document wins and says so', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const broken = invoice({
      number: 'R-2024-0042',
      date: '04.04.2024',
      net: '250,00',
      tax: '47,50',
      total: '300,00',
    });
    const applied = applyProfile(profile, broken, base, { now });
    expect(applied.invoice.total).toBe(297.5);
    expect(applied.invoice.taxAmount).toBeNull();
    expect(applied.learned.total).toBeUndefined();
    expect(applied.flags.map((flag) => flag.code)).toContain('LEARNED_VALUE_REJECTED');
  });

  it("reads a vendor's tax and total where its invoices print no net, without a false alarm", () => {
    // A GST bill: no net printed; the one saved had it worked out as the total less the tax.
    const bill = (number: string, tax: string, total: string): DocumentReading => ({
      source: 'text',
      lines: [
        line(0.06, ['Maruti Agencies & Co.', 0.08, 0.4]),
        line(0.2, ['Invoice No :', 0.6, 0.7], [number, 0.75, 0.9]),
        line(0.5, ['TOTAL AMOUNT', 0.1, 0.25], [tax, 0.6, 0.7], [total, 0.8, 0.95]),
        line(0.53, ['BALANCE', 0.1, 0.2], [total, 0.8, 0.95]),
      ],
    });
    const profile = learnProfile(null, {
      saved: {
        ...saved,
        invoiceNumber: 'INV-1591',
        amount: 101898,
        taxAmount: 11729.84,
        total: 113627.84,
        currency: 'INR',
      },
      reading: bill('INV-1591', '₹11729.84', '₹113627.84'),
      printedVendor: 'Maruti Agencies & Co.',
    });
    expect(profile.fields.amount ?? []).toEqual([]);
    const derived = {
      code: 'DERIVED_FIELD' as const,
      field: 'amount' as const,
      message: 'The net amount, 1000.00, is not read from the page: it is the total less the tax.',
    };
    const again = applyProfile(
      profile,
      bill('INV-1600', '₹180.00', '₹1180.00'),
      {
        invoice: { ...emptyExtractedInvoice(), amount: 1000, taxAmount: 180, total: 1180 },
        evidence: {},
        flags: [derived],
      },
      { now },
    );
    expect(again.flags.filter((flag) => flag.code === 'LEARNED_VALUE_REJECTED')).toEqual([]);
    expect(again.invoice).toMatchObject({ amount: 1000, taxAmount: 180, total: 1180 });
    // The net stays the document's, worked out, with its check.
    expect(again.learned.amount).toBeUndefined();
    expect(again.flags).toContainEqual(derived);

    // The tax's place on half of a CGST and SGST pair, or on the net: no set, the document's kept.
    for (const [tax, total] of [
      ['₹90.00', '₹1180.00'],
      ['₹1000.00', '₹1180.00'],
    ] as const) {
      const other = applyProfile(
        profile,
        bill('INV-1601', tax, total),
        {
          invoice: { ...emptyExtractedInvoice(), amount: 1000, taxAmount: 180, total: 1180 },
          evidence: {},
          flags: [derived],
        },
        { now },
      );
      expect(other.invoice).toMatchObject({ amount: 1000, taxAmount: 180, total: 1180 });
      expect(other.learned.taxAmount).toBeUndefined();
    }
  });

  it('keeps a currency printed on the document over the learned one', () => {
    const profile = learnProfile(null, {
      saved: { ...saved, currency: 'USD' },
      reading: first,
      printedVendor: null,
    });
    const applied = applyProfile(
      profile,
      second,
      {
        ...base,
        invoice: { ...base.invoice, currency: 'EUR' },
        evidence: { currency: { page: 1, box: null, confidence: 0.9, source: 'text' } },
      },
      { now },
    );
    expect(applied.invoice.currency).toBe('EUR');
    expect(applied.flags.find((flag) => flag.code === 'LEARNED_VALUE_REJECTED')?.field).toBe(
      'currency',
    );
  });

  it('weighs a place seen on more invoices more, and a place that read a wrong value less', () => {
    let profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    profile = learnProfile(profile, {
      saved: {
        ...saved,
        invoiceNumber: 'R-2024-0042',
        date: '2024-04-04',
        amount: 250,
        taxAmount: 47.5,
        total: 297.5,
      },
      reading: second,
      printedVendor: null,
    });
    expect(profile.fields.total?.[0]?.seen).toBe(2);
    expect(profile.fields.total?.[0]?.label).toBe('gesamt eur');
  });

  it('on a layout it has not seen, only fills what the extractor left open: no field comes out worse', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const documentRead = {
      ...base,
      invoice: {
        ...base.invoice,
        invoiceNumber: 'R-2024-0042',
        date: null,
        amount: 250,
        taxAmount: 47.5,
        total: 297.5,
      },
    };
    const moved = invoice({
      number: 'R-9999-0001',
      date: '04.04.2024',
      net: '1,00',
      tax: '0,19',
      total: '1,19',
    });
    const applied = applyProfile(profile, moved, documentRead, { now, sameLayout: false });
    expect(applied.invoice).toMatchObject({
      invoiceNumber: 'R-2024-0042',
      date: '2024-04-04',
      amount: 250,
      taxAmount: 47.5,
      total: 297.5,
      vendor: 'Acme',
      category: 'Office supplies',
    });
    expect(applied.learned.invoiceNumber).toBeUndefined();
    expect(applied.learned.date).toEqual(
      saved.invoiceNumber && { invoiceNumber: 'R-2024-0017', date: '2024-03-05' },
    );
  });

  it('on a layout it has not seen, takes no learned amounts that disagree with the total read off the document', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const unsure = {
      ...base,
      invoice: { ...base.invoice, amount: 100, taxAmount: null, total: 297.5 },
    };
    const moved = invoice({
      number: 'R-9',
      date: '04.04.2024',
      net: '1,00',
      tax: '0,19',
      total: '1,19',
    });
    const applied = applyProfile(profile, moved, unsure, { now, sameLayout: false });
    expect(applied.invoice).toMatchObject({ amount: 100, total: 297.5 });
    expect(applied.flags.map((flag) => flag.code)).toContain('LEARNED_VALUE_REJECTED');
  });

  it('says nothing of learned places that read no set on another layout whose own amounts add up', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const own = {
      ...base,
      invoice: { ...base.invoice, amount: 600000, taxAmount: 108000, total: 708000 },
    };
    const other = invoice({
      number: 'MSFT0011223344',
      date: '31.12.2022',
      net: '74,50',
      tax: 'n/a',
      total: '74,50',
    });
    const applied = applyProfile(profile, other, own, { now, sameLayout: false });
    expect(applied.invoice).toMatchObject({ amount: 600000, taxAmount: 108000, total: 708000 });
    expect(applied.flags.filter((flag) => flag.code === 'LEARNED_VALUE_REJECTED')).toEqual([]);
    // On the vendor's own layout, the same places are said not to add up.
    const same = applyProfile(profile, other, own, { now, sameLayout: true });
    expect(same.flags.map((flag) => flag.code)).toContain('LEARNED_VALUE_REJECTED');
  });

  it("says nothing where the places found read the document's own amounts, which add up, and one place reads nothing", () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const read = {
      ...base,
      invoice: { ...base.invoice, amount: 250, taxAmount: 47.5, total: 297.5 },
    };
    const noTotalValues = {
      number: 'R-2024-0042',
      date: '04.04.2024',
      net: '250,00',
      tax: '47,50',
      total: '',
    };
    const noTotal = invoice(noTotalValues);
    const applied = applyProfile(profile, noTotal, read, { now, sameLayout: true });
    expect(applied.invoice).toMatchObject({ amount: 250, taxAmount: 47.5, total: 297.5 });
    expect(applied.flags.filter((flag) => flag.code === 'LEARNED_VALUE_REJECTED')).toEqual([]);
    // Another net there is still said not to add up.
    const other = applyProfile(profile, invoice({ ...noTotalValues, net: '260,00' }), read, {
      now,
      sameLayout: true,
    });
    expect(other.flags.map((flag) => flag.code)).toContain('LEARNED_VALUE_REJECTED');
  });

  it("keeps a credit note's signs: the same amounts read unsigned at the learned places change nothing", () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const credit = {
      ...base,
      invoice: { ...base.invoice, amount: -250, taxAmount: -47.5, total: -297.5 },
    };
    const applied = applyProfile(profile, second, credit, { now });
    expect(applied.invoice).toMatchObject({ amount: -250, taxAmount: -47.5, total: -297.5 });
  });

  it('does not take net = total from a vendor that charged no tax when this invoice prints a tax', () => {
    const untaxed = invoice({
      number: 'R-1',
      date: '05.03.2024',
      net: '1.190,00',
      tax: '',
      total: '1.190,00',
    });
    const profile = learnProfile(null, {
      saved: { ...saved, amount: 1190, taxAmount: 0, total: 1190 },
      reading: untaxed,
      printedVendor: null,
    });
    expect(profile.noTax).toBe(true);
    const taxed = {
      ...base,
      invoice: { ...base.invoice, amount: 250, taxAmount: 47.5, total: 297.5 },
    };
    const applied = applyProfile(
      profile,
      invoice({ number: 'R-2', date: '04.04.2024', net: '297,50', tax: '47,50', total: '297,50' }),
      taxed,
      { now },
    );
    expect(applied.invoice).toMatchObject({ amount: 250, taxAmount: 47.5, total: 297.5 });
    expect(applied.flags.map((flag) => flag.code)).toContain('LEARNED_VALUE_REJECTED');
  });

  it('takes net and total with a tax printed only as a rate where the tax stood, when the rate adds up', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const rateOnly = invoice({
      number: 'R-3',
      date: '04.04.2024',
      net: '10.375,00',
      tax: '3 %',
      total: '10.686,25',
    });
    const applied = applyProfile(
      profile,
      rateOnly,
      { ...base, invoice: { ...base.invoice, amount: null, taxAmount: null, total: 10686.25 } },
      { now },
    );
    expect(applied.invoice).toMatchObject({ amount: 10375, taxAmount: null, total: 10686.25 });
    expect(applied.learned.amount).toBeDefined();
    expect(applied.learned.taxAmount).toBeUndefined();
  });

  it('never takes a rate for an amount', () => {
    const taxed = invoice({
      number: 'R-1',
      date: '05.03.2024',
      net: '100,00',
      tax: '19,00',
      total: '119,00',
    });
    const profile = learnProfile(null, {
      saved: { ...saved, amount: 100, taxAmount: 19, total: 119 },
      reading: taxed,
      printedVendor: null,
    });
    expect(profile.fields.taxAmount?.[0]).toMatchObject({ label: 'ust', inline: false });
  });

  it('says where a learned value came from', () => {
    expect(learnedFrom({ invoiceNumber: 'INV-123', date: '2024-03-03' })).toBe(
      'from your invoice INV-123 of Mar 3, 2024',
    );
  });
});

describe('identifying the vendor', () => {
  const profile = learnProfile(null, {
    saved: { ...saved, vendor: 'Acme Widgets' },
    reading: first,
    printedVendor: 'Acme Widgets GmbH',
  });
  const profiles = [{ data: profile, invoicesSeen: 1 }];

  it('by the name printed on the document', () => {
    const elsewhere = invoice({
      number: '1',
      date: '01.01.2024',
      net: '1',
      tax: '0',
      total: '1',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
    });
    expect(identifyVendor(profiles, elsewhere, null)?.by).toBe('name');
  });

  it('by the IBAN', () => {
    expect(
      identifyVendor(
        profiles,
        invoice({
          number: '1',
          date: '01.01.2024',
          net: '1',
          tax: '0',
          total: '1',
          name: 'Somebody Else',
        }),
        null,
      )?.by,
    ).toBe('iban');
  });

  it('by the same layout with a name misread by a letter, but never by the layout alone', () => {
    const misread = invoice({
      number: '1',
      date: '01.01.2024',
      net: '1',
      tax: '0',
      total: '1',
      name: 'Acme Widgeta GmbH',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
    });
    expect(identifyVendor(profiles, misread, null)?.by).toBe('layout-and-name');
    const other = invoice({
      number: '1',
      date: '01.01.2024',
      net: '1',
      tax: '0',
      total: '1',
      name: 'Globex Corporation',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
    });
    expect(identifyVendor(profiles, other, null)).toBeNull();
  });

  it('not by a key two of the user’s vendors share (their own bank account)', () => {
    const globex = learnProfile(null, {
      saved: { ...saved, vendor: 'Globex' },
      reading: invoice({
        number: '1',
        date: '01.01.2024',
        net: '1',
        tax: '0',
        total: '1',
        name: 'Globex Corporation',
      }),
      printedVendor: 'Globex Corporation',
    });
    const stranger = invoice({
      number: '1',
      date: '01.01.2024',
      net: '1',
      tax: '0',
      total: '1',
      name: 'Initech',
    });
    expect(
      identifyVendor([...profiles, { data: globex, invoicesSeen: 1 }], stranger, null),
    ).toBeNull();
  });

  it('compares names without legal forms and forgives a letter or two', () => {
    expect(normaliseName('Lieferant GmbH')).toBe('lieferant');
    expect(nearlySameName('contoso', 'contosa')).toBe(true);
    expect(nearlySameName('contoso', 'fabrikam')).toBe(false);
  });
});

describe('a learned place on a moved layout or an OCR page (issue 18: scans)', () => {
  const anchor = {
    page: 1,
    format: 'amount:.',
    seen: 1,
    label: 'wartosc netto',
    inline: false,
    x: 0.69,
    y: 0.445,
    dx: 0.16,
    dr: 0.24,
    dy: 0,
    index: 0,
  };
  /** A summary whose rows moved up: the net's label stands elsewhere, another amount at the old place. */
  const moved: DocumentReading = {
    source: 'ocr',
    lines: [
      line(0.408, ['Wartosc netto', 0.37, 0.47], ['Stawka VAT', 0.53, 0.61]),
      line(0.426, ['128.99', 0.43, 0.47], ['23%', 0.58, 0.61], ['29.67', 0.71, 0.75]),
      line(0.444, ['Razem:', 0.28, 0.33], ['158.66 PLN', 0.85, 0.93]),
    ],
  };

  it('does not read at the learned place when the label is found elsewhere on the page', () => {
    expect(readAtAnchor(moved, anchor)).toBeNull();
  });

  it('reads at the learned place when the label is nowhere on the page (misread by OCR)', () => {
    const unlabelled = { ...moved, lines: moved.lines.slice(1) };
    expect(readAtAnchor(unlabelled, anchor)?.value).toBe(158.66);
  });

  const sure = (x: number) => ({
    page: 1,
    box: { x, y: 0.42, width: 0.04, height: 0.008 },
    confidence: 0.9,
    source: 'ocr' as const,
  });
  const scanned = {
    invoice: { ...emptyExtractedInvoice(), amount: 250, taxAmount: 47.5, total: 297.5 },
    evidence: { amount: sure(0.82), taxAmount: sure(0.84), total: sure(0.82) },
    flags: [],
  };
  /** The second invoice scanned, its tax line misplaced by OCR: the learned places add up to another set. */
  const misplaced: DocumentReading = {
    ...invoice({
      number: 'R-2024-0042',
      date: '04.04.2024',
      net: '297,50',
      tax: '0,00',
      total: '297,50',
    }),
    source: 'ocr',
  };

  it('keeps amounts the extractor read surely off a scan that add up over a different learned set', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const applied = applyProfile(profile, misplaced, scanned, { now });
    expect(applied.invoice).toMatchObject({ amount: 250, taxAmount: 47.5, total: 297.5 });
    expect(applied.learned.amount).toBeUndefined();
    expect(applied.flags).toContainEqual(
      expect.objectContaining({ code: 'LEARNED_VALUE_REJECTED', field: 'total' }),
    );
  });

  it('still takes the learned set on a scan where the extractor was unsure or its set does not add up', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const ocrSecond = { ...second, source: 'ocr' as const };
    const unsure = {
      ...scanned,
      invoice: { ...scanned.invoice, amount: 25, taxAmount: 47.5 },
      evidence: { ...scanned.evidence, amount: { ...sure(0.82), confidence: 0.5 } },
    };
    expect(applyProfile(profile, ocrSecond, unsure, { now }).invoice).toMatchObject({
      amount: 250,
      taxAmount: 47.5,
      total: 297.5,
    });
  });

  it('takes the learned set over the extractor on a text layer as before', () => {
    const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
    const text = { ...misplaced, source: 'text' as const };
    expect(applyProfile(profile, text, scanned, { now }).invoice).toMatchObject({
      amount: 297.5,
      taxAmount: 0,
      total: 297.5,
    });
  });
});

describe('a learned date read at its place alone on a scan (issue 18: scans)', () => {
  const profile = learnProfile(null, { saved, reading: first, printedVendor: null });
  /** The next invoice scanned, its date '04.05.2024' under another label than the one learned. */
  const scan = (label: string): DocumentReading => {
    const reading = invoice({
      number: 'R-2024-0042',
      date: '04.05.2024',
      net: '250,00',
      tax: '47,50',
      total: '297,50',
    });
    return {
      source: 'ocr',
      lines: reading.lines.map((each) =>
        each.cells[0]?.text === 'Datum:'
          ? { ...each, cells: [{ ...each.cells[0], text: label }, ...each.cells.slice(1)] }
          : each,
      ),
    };
  };
  const read = (confidence: number) => ({
    ...base,
    invoice: { ...base.invoice, date: '2024-04-05' },
    evidence: {
      date: {
        page: 1,
        box: { x: 0.75, y: 0.21, width: 0.1, height: 0.01 },
        confidence,
        source: 'ocr' as const,
      },
    },
  });

  it('keeps the date the extractor read surely when the learned label is not on the scan', () => {
    const applied = applyProfile(profile, scan('Invoice Date'), read(0.87), { now });
    expect(applied.invoice.date).toBe('2024-04-05');
    expect(applied.learned.date).toBeUndefined();
    expect(applied.flags).toContainEqual(
      expect.objectContaining({ code: 'LEARNED_VALUE_REJECTED', field: 'date' }),
    );
    // The other fields still come from their labelled places.
    expect(applied.invoice.invoiceNumber).toBe('R-2024-0042');
  });

  it('takes the learned date when its label confirms the place, or the extractor was unsure', () => {
    expect(applyProfile(profile, scan('Datum:'), read(0.87), { now }).invoice.date).toBe(
      '2024-05-04',
    );
    expect(applyProfile(profile, scan('Invoice Date'), read(0.5), { now }).invoice.date).toBe(
      '2024-05-04',
    );
  });
});
