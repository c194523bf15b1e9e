import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CURRENCIES } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { writePdf, type PdfFonts } from './pdf-writer';

const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

async function fonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([
    readFile(fontFile('DejaVuSans.ttf')),
    readFile(fontFile('DejaVuSans-Bold.ttf')),
  ]);
  const buffer = (bytes: Buffer) =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  return { regular: buffer(regular), bold: buffer(bold) };
}

const latin1 = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('latin1');

describe('writePdf', () => {
  it('writes a PDF with the embedded DejaVu Sans subset and the report in its properties', async () => {
    const pdf = latin1(writePdf(sampleDocument([sampleRow()], 'Q1 expenses'), await fonts()));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Regular and bold, each embedded (as the subset of the glyphs used).
    expect(pdf.match(/\/FontFile2/g)).toHaveLength(2);
    expect(pdf).toMatch(/\/BaseFont \/DejaVuSans\b/);
    expect(pdf).toMatch(/\/Title \(Invoices \u00b7 Q1 expenses\)/);
  });

  it('totals dozens of currencies, more than one page holds', async () => {
    const rows = CURRENCIES.flatMap((currency) => [
      sampleRow({ currency }),
      sampleRow({ currency }),
    ]);
    const pdf = latin1(writePdf(sampleDocument(rows), await fonts()));
    expect((pdf.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(2);
  });

  it('breaks a long list across pages', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => sampleRow({ invoiceNumber: `INV-${i}` }));
    let progress = 0;
    const document = { ...sampleDocument(rows), onProgress: () => progress++ };
    const pdf = latin1(writePdf(document, await fonts()));
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(3);
    // Each page of invoices drawn is a step of progress (the totals' page is not).
    expect(progress).toBeGreaterThanOrEqual(pages.length - 1);
  });
});
