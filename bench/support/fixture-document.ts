// A many-page PDF made of real invoices: pages taken in turn from a folder of PDFs (the shared
// fixture invoices: text layers, scans, e-invoices), for the benchmarks that render.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';

export const FIXTURE_INVOICES = '/work/shared/fixtures/invoices';

/** `pages` pages taken in turn from the folder's PDFs (those pdf-lib can read). */
export async function buildDocument(folder: string, pages: number): Promise<Uint8Array> {
  const sources: PDFDocument[] = [];
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.pdf'))
    .sort()) {
    try {
      sources.push(await PDFDocument.load(readFileSync(path.join(folder, name))));
    } catch {
      // a file pdf-lib cannot read is left out
    }
  }
  if (sources.length === 0) throw new Error(`No PDF in ${folder} could be read.`);
  const target = await PDFDocument.create();
  for (let turn = 0; turn < pages; turn++) {
    const source = sources[turn % sources.length]!;
    const index = Math.floor(turn / sources.length) % source.getPageCount();
    const [page] = await target.copyPages(source, [index]);
    target.addPage(page);
  }
  return target.save();
}
