// An image-only copy of a text PDF, as an office scanner would make it: every page rendered at
// 300 dpi by poppler's pdftoppm (a renderer other than the worker's) and placed as a picture on a
// page of the same size, the text layer gone. bench:learning and bench:extract read the corpora's
// text invoices through OCR this way. degradedCopy makes a worse one, as a tired office scanner or
// a phone would: fewer dots, the sheet a little askew, speckles, JPEG at a low quality.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, type PDFImage } from 'pdf-lib';

/**
 * An image-only PDF made of a PDF's pages: each rendered by pdftoppm at `dpi` into a PNG, which
 * `picture` turns into the image placed on a page of the original's size.
 */
async function imageCopy(
  pdfPath: string,
  dpi: number,
  picture: (scan: PDFDocument, png: Buffer) => Promise<PDFImage>,
): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'billfold-bench-scan-'));
  try {
    const prefix = path.join(dir, 'page');
    await promisify(execFile)('pdftoppm', ['-r', String(dpi), '-png', pdfPath, prefix]);
    const original = await PDFDocument.load(await readFile(pdfPath), { ignoreEncryption: true });
    const scan = await PDFDocument.create();
    const images = (await readdir(dir)).filter((name) => name.startsWith('page-')).sort();
    for (const [index, name] of images.entries()) {
      const size = original.getPage(Math.min(index, original.getPageCount() - 1)).getSize();
      const image = await picture(scan, await readFile(path.join(dir, name)));
      scan
        .addPage([size.width, size.height])
        .drawImage(image, { x: 0, y: 0, width: size.width, height: size.height });
    }
    return await scan.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function scannedCopy(pdfPath: string): Promise<Uint8Array> {
  return imageCopy(pdfPath, 300, (scan, png) => scan.embedPng(png));
}

/**
 * A worse scan of a text PDF: each page rendered at 200 dpi, turned by up to 1.5° either way,
 * blurred a little, speckled and kept as JPEG at quality 50. The same file always gives the same
 * copy (the angle and the speckles follow from its name).
 */
export function degradedCopy(pdfPath: string): Promise<Uint8Array> {
  let state = createHash('sha256').update(path.basename(pdfPath)).digest().readUInt32BE(0);
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return imageCopy(pdfPath, 200, async (scan, png) => {
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, image.width, image.height);
    const angle = ((random() * 3 - 1.5) * Math.PI) / 180;
    context.translate(image.width / 2, image.height / 2);
    context.rotate(angle);
    context.filter = 'blur(0.6px)';
    context.drawImage(image, -image.width / 2, -image.height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.filter = 'none';
    context.fillStyle = 'rgba(0, 0, 0, 0.55)';
    for (let speck = 0; speck < (image.width * image.height) / 4000; speck++)
      context.fillRect(random() * image.width, random() * image.height, 1.5, 1.5);
    return scan.embedJpg(await canvas.encode('jpeg', 50));
  });
}
