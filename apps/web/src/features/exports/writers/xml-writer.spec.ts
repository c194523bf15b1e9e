import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { escapeXml, writeXml } from './xml-writer';

describe('writeXml', () => {
  it('escapes every special character and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(escapeXml('bell\u0007 nul\u0000 tab\t nl\n')).toBe('bell nul tab\t nl\n');
    expect(escapeXml('cr\r')).toBe('cr&#13;');
    expect(escapeXml('lone \uD800 pair \uD83D\uDCB6')).toBe('lone  pair \uD83D\uDCB6');
  });

  it('writes one <invoice> per row with the export field names; amounts carry their currency', () => {
    const xml = writeXml(
      sampleDocument(
        [
          sampleRow({
            vendor: 'Smith & Sons <Ltd>',
            description: ']]> <!-- -->',
            taxNumber2: null,
            currency: 'EUR',
            amount: 1234.5,
            taxAmount: 0,
            total: 1234.5,
          }),
        ],
        'Q1 "north" & <south>',
      ),
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<invoices report="Q1 &quot;north&quot; &amp; &lt;south&gt;" exportedAt="2026-11-22T10:30:00.000Z" count="1">',
        '  <invoice>',
        '    <invoiceNumber>INV-1</invoiceNumber>',
        '    <date>2026-03-14</date>',
        '    <vendor>Smith &amp; Sons &lt;Ltd&gt;</vendor>',
        '    <amount currency="EUR">1234.50</amount>',
        '    <taxAmount currency="EUR">0.00</taxAmount>',
        '    <taxNumber1/>',
        '    <taxNumber2/>',
        '    <taxNumber3/>',
        '    <total currency="EUR">1234.50</total>',
        '    <category>Office</category>',
        '    <currency>EUR</currency>',
        '    <description>]]&gt; &lt;!-- --&gt;</description>',
        '  </invoice>',
        '</invoices>',
        '',
      ].join('\n'),
    );
  });
});
