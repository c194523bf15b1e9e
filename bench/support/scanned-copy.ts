// An image-only copy of a text PDF, as an office scanner would make it: every page rendered at
// 300 dpi by poppler's pdftoppm (a renderer other than the worker's) and placed as a picture on a
// page of the same size, the text layer gone. bench:learning and bench:extract read the corpora's
// text invoices through OCR this way.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';

export async function scannedCopy(pdfPath: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'billfold-bench-scan-'));
  try {
    const prefix = path.join(dir, 'page');
    await promisify(execFile)('pdftoppm', ['-r', '300', '-png', pdfPath, prefix]);
    const original = await PDFDocument.load(await readFile(pdfPath), { ignoreEncryption: true });
    const scan = await PDFDocument.create();
    const images = (await readdir(dir)).filter((name) => name.startsWith('page-')).sort();
    for (const [index, name] of images.entries()) {
      const size = original.getPage(Math.min(index, original.getPageCount() - 1)).getSize();
      const png = await scan.embedPng(await readFile(path.join(dir, name)));
      scan
        .addPage([size.width, size.height])
        .drawImage(png, { x: 0, y: 0, width: size.width, height: size.height });
    }
    return await scan.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
