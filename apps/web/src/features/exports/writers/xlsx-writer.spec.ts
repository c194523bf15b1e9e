import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { EXCEL_DATE_FORMAT, sheetName, writeXlsx } from './xlsx-writer';

async function open(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('writeXlsx', () => {
  it('writes real numbers in currency formats, real dates, and text that never runs', async () => {
    const sheet = await open(
      await writeXlsx(
        sampleDocument([
          sampleRow({
            invoiceNumber: '=1+1',
            amount: 1234.5,
            taxAmount: 234.56,
            total: 1469.06,
            currency: 'EUR',
          }),
          sampleRow({ date: null, amount: 1000, taxAmount: 0, total: 1000, currency: 'JPY' }),
        ]),
      ),
    );
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Invoice Number',
      'Date',
      'Vendor',
      'Amount',
      'Tax Amount',
      'Tax Number 1',
      'Tax Number 2',
      'Tax Number 3',
      'Total',
      'Category',
      'Currency',
      'Description',
    ]);
    const euro = sheet.getRow(2);
    expect(euro.getCell(1).value).toBe('=1+1');
    expect(euro.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(euro.getCell(2).value).toEqual(new Date(Date.UTC(2026, 2, 14)));
    expect(euro.getCell(2).numFmt).toBe(EXCEL_DATE_FORMAT);
    expect(euro.getCell(4).value).toBe(1234.5);
    expect(euro.getCell(4).numFmt).toBe('#,##0.00 "€"');
    expect(euro.getCell(9).value).toBe(1469.06);
    const yen = sheet.getRow(3);
    expect(yen.getCell(2).value).toBeNull();
    expect(yen.getCell(4).numFmt).toBe('"¥"#,##0');
  });

  it('has a bold frozen header, an autofilter over the invoices and widths that fit', async () => {
    const rows = Array.from({ length: 3 }, (_, i) =>
      sampleRow({ vendor: `Vendor with a rather long name ${i}` }),
    );
    const sheet = await open(await writeXlsx(sampleDocument(rows)));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:L4');
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual(
      'Vendor with a rather long name 0'.length,
    );
    expect(sheet.getColumn(11).width).toBeLessThan(20);
  });

  it('reports its progress every 500 rows', async () => {
    let progress = 0;
    const rows = Array.from({ length: 1_200 }, () => sampleRow({}));
    await writeXlsx({ ...sampleDocument(rows), onProgress: () => progress++ });
    expect(progress).toBe(3);
  });

  it('adds a total row per currency: a live SUMIF with its exact value', async () => {
    const sheet = await open(
      await writeXlsx(
        sampleDocument([
          ...Array.from({ length: 3 }, () =>
            sampleRow({ amount: 0.1, taxAmount: 0.2, total: 0.3 }),
          ),
          sampleRow({ amount: 100, taxAmount: 19, total: 119, currency: 'EUR' }),
        ]),
      ),
    );
    expect(sheet.getRow(6).getCell(1).value).toBeNull();
    const [eur, usd] = [sheet.getRow(7), sheet.getRow(8)];
    expect([eur.getCell(1).value, eur.getCell(3).value, eur.getCell(11).value]).toEqual([
      'Total EUR',
      '1 invoice',
      'EUR',
    ]);
    expect(usd.getCell(1).value).toBe('Total USD');
    expect(usd.getCell(4).value).toEqual({
      formula: 'SUMIF($K$2:$K$5,"USD",D$2:D$5)',
      result: 0.3,
    });
    expect(usd.getCell(5).value).toMatchObject({ result: 0.6 });
    expect(usd.getCell(9).value).toMatchObject({
      formula: 'SUMIF($K$2:$K$5,"USD",I$2:I$5)',
      result: 0.9,
    });
    expect(usd.getCell(9).numFmt).toBe('"$"#,##0.00');
    expect(usd.font?.bold).toBe(true);
    expect(eur.getCell(4).value).toMatchObject({ result: 100 });
  });

  it('names the sheet after the report, as Excel allows', () => {
    expect(sheetName('Q1: north/south [draft]')).toBe('Q1  north south  draft');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName(' ? ')).toBe('Invoices');
  });
});
