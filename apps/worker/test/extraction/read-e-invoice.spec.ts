import { describe, expect, it } from 'vitest';
import { readEInvoice } from '../../src/analysis/extraction/local/e-invoice/read-e-invoice.js';
import { ciiXml, ublXml, zugferd1Xml } from '../fixtures/e-invoices.js';

const values = {
  number: 'RE-2026-7',
  date: '2026-02-28',
  seller: 'Lieferant &amp; Söhne GmbH',
  net: '1000.00',
  tax: '190.00',
  total: '1190.00',
  currency: 'EUR',
};
const expected = {
  invoiceNumber: 'RE-2026-7',
  date: '2026-02-28',
  vendor: 'Lieferant & Söhne GmbH',
  amount: 1000,
  taxAmount: 190,
  total: 1190,
  currency: 'EUR',
};

describe('readEInvoice', () => {
  it('reads Factur-X / ZUGFeRD 2 / XRechnung CII', () => {
    expect(readEInvoice(ciiXml(values))).toMatchObject({
      ...expected,
      syntax: 'CII',
      typeCode: '380',
      vatRates: [19],
      vatId: 'DE999999999',
    });
  });

  it('reads ZUGFeRD 1.0 with the header totals, not a line item’s', () => {
    expect(readEInvoice(new TextEncoder().encode(zugferd1Xml(values)))).toMatchObject({
      ...expected,
      syntax: 'CII',
    });
  });

  it('reads UBL invoices and credit notes, with the tax in the invoice currency and the legal name', () => {
    const gbp = { ...values, currency: 'GBP' };
    expect(readEInvoice(ublXml(gbp))).toMatchObject({
      ...expected,
      currency: 'GBP',
      syntax: 'UBL',
      typeCode: null,
      vatRates: [21],
      vatId: 'NL123456789B01',
    });
    expect(readEInvoice(ublXml(values, 'CreditNote'))).toMatchObject({
      ...expected,
      typeCode: '381',
    });
  });

  it('reads numbers such as 1.234 as XML decimals, not thousands', () => {
    expect(
      readEInvoice(ciiXml({ ...values, net: '1.234', tax: '0', total: '1.234' })),
    ).toMatchObject({ amount: 1.234, taxAmount: 0, total: 1.234 });
  });

  it('is null for XML that is no invoice, and for text that is no XML', () => {
    expect(readEInvoice('<?xml version="1.0"?><order><id>1</id></order>')).toBeNull();
    expect(readEInvoice('not xml <<<')).toBeNull();
  });

  it('never expands DOCTYPE entities', () => {
    const xml = ciiXml({ ...values, seller: '&boom;' }).replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY boom "BOOM">]>',
    );
    expect(readEInvoice(xml)?.vendor).toBe('&boom;');
  });
});
