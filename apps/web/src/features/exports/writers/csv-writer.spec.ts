import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { csvField, guardFormula, writeCsv } from './csv-writer';

const HEADER =
  'Invoice Number,Date,Vendor,Amount,Tax Amount,Tax Number 1,Tax Number 2,Tax Number 3,Total,Category,Currency,Description';

describe('writeCsv', () => {
  it('starts with a UTF-8 BOM and the SPEC columns, one CRLF line per invoice', () => {
    const csv = writeCsv(
      sampleDocument([
        sampleRow({ taxNumber1: '123456789RT0001', description: 'Paper' }),
        sampleRow({
          invoiceNumber: null,
          date: null,
          vendor: 'Café Zoë',
          amount: 1234.5,
          taxAmount: 0,
          total: 1234.5,
          currency: 'EUR',
        }),
      ]),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      HEADER,
      'INV-1,2026-03-14,Acme,100.00,10.00,123456789RT0001,,,110.00,Office,USD,Paper',
      ',,Café Zoë,1234.50,0.00,,,,1234.50,Office,EUR,',
      '',
    ]);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('the "best" vendor')).toBe('"the ""best"" vendor"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    const csv = writeCsv(
      sampleDocument([sampleRow({ vendor: 'A "B", C', description: 'line 1\r\nline 2' })]),
    );
    expect(csv).toContain(',"A ""B"", C",');
    expect(csv).toContain(',"line 1\r\nline 2"\r\n');
  });

  it('keeps text cells from running as formulas, but writes negative amounts as numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(guardFormula('Acme =1')).toBe('Acme =1');
    const csv = writeCsv(
      sampleDocument([
        sampleRow({
          invoiceNumber: '=HYPERLINK("http://evil.example","x")',
          vendor: '@SUM(A1:A9)',
          category: '+cmd|calc',
          description: '-2+3',
          amount: -100.1,
          taxAmount: -19.02,
          total: -119.12,
        }),
      ]),
    );
    const line = csv.split('\r\n')[1];
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",2026-03-14,'@SUM(A1:A9),-100.10,-19.02,,,,-119.12,'+cmd|calc,USD,'-2+3`,
    );
  });

  it('writes exact amounts with the digits of their currency, never losing a stored 4th decimal', () => {
    const csv = writeCsv(
      sampleDocument([
        sampleRow({ amount: 1235, taxAmount: 0, total: 1235, currency: 'JPY' }),
        sampleRow({ amount: 0.1, taxAmount: 0.2, total: 0.3 }),
        sampleRow({ amount: 12.3456, taxAmount: 0, total: 12.3456 }),
      ]),
    );
    const amounts = csv
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',').slice(3, 5).join(' / '));
    expect(amounts).toEqual(['1235 / 0', '0.10 / 0.20', '12.3456 / 0.00']);
  });

  it('writes only the header for an empty list', () => {
    expect(writeCsv(sampleDocument([]))).toBe(`\uFEFF${HEADER}\r\n`);
  });
});
