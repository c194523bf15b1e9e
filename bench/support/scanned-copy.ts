// An image-only copy of a text PDF, as an office scanner would make it: every page rendered at
// 300 dpi by poppler's pdftoppm (a renderer other than the worker's) and placed as a picture on a
// page of the same size, the text layer gone. bench:learning and bench:extract read the corpora's
// text invoices through OCR this way. degradedCopy makes a worse one, as a tired office scanner
// would: fewer dots, the sheet a little askew, speckles, JPEG at a low quality; photoCopy a phone's
// photo of the printed sheet.
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

/** Numbers in [0, 1) that follow from a file's name, so that a copy is made the same each time. */
function seededRandom(pdfPath: string): () => number {
  let state = createHash('sha256').update(path.basename(pdfPath)).digest().readUInt32BE(0);
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
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
  const random = seededRandom(pdfPath);
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

/**
 * A phone's photo of the printed page, as people send them: the sheet on a dark desk, filling
 * about nine tenths of the frame, its far edge narrower (the phone tilted towards it), turned by
 * up to 2°, lit unevenly (a shadow falling across it from one side, darker corners), a little
 * soft, on slightly warm paper; about 160 dots per inch of the sheet, JPEG at quality 70.
 */
export function photoCopy(pdfPath: string): Promise<Uint8Array> {
  const random = seededRandom(pdfPath);
  return imageCopy(pdfPath, 300, async (scan, png) => {
    const page = await loadImage(png);
    const width = Math.round(page.width * 0.6);
    const height = Math.round(page.height * 0.6);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#4a443d';
    context.fillRect(0, 0, width, height);
    // The sheet, drawn in thin strips from its far edge (top) to its near one, each a little
    // wider than the last: a keystone, as a tilted camera sees a rectangle.
    const fill = 0.86 + random() * 0.06;
    const narrowing = 0.02 + random() * 0.05;
    const sheetWidth = width * fill;
    const sheetHeight = height * fill;
    const angle = ((random() * 4 - 2) * Math.PI) / 180;
    context.translate(width / 2 + (random() - 0.5) * width * 0.03, height / 2);
    context.rotate(angle);
    context.filter = 'blur(0.7px)';
    const strips = Math.ceil(sheetHeight / 2);
    for (let strip = 0; strip < strips; strip++) {
      const along = strip / strips;
      const across = sheetWidth * (1 - narrowing * (1 - along));
      context.drawImage(
        page,
        0,
        (page.height * strip) / strips,
        page.width,
        page.height / strips + 1,
        -across / 2,
        -sheetHeight / 2 + (sheetHeight * strip) / strips,
        across,
        sheetHeight / strips + 1,
      );
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.filter = 'none';
    // The light: warm paper, a shadow across the frame from a random side, darker corners.
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = 'rgb(252, 246, 232)';
    context.fillRect(0, 0, width, height);
    const direction = random() * Math.PI * 2;
    const dx = (Math.cos(direction) * width) / 2;
    const dy = (Math.sin(direction) * height) / 2;
    const shadow = context.createLinearGradient(
      width / 2 - dx,
      height / 2 - dy,
      width / 2 + dx,
      height / 2 + dy,
    );
    const depth = Math.round(150 + random() * 50);
    shadow.addColorStop(0, 'rgb(255, 255, 255)');
    shadow.addColorStop(0.45, 'rgb(250, 250, 250)');
    shadow.addColorStop(1, `rgb(${depth}, ${depth}, ${depth})`);
    context.fillStyle = shadow;
    context.fillRect(0, 0, width, height);
    const corners = context.createRadialGradient(
      width / 2,
      height / 2,
      Math.min(width, height) * 0.35,
      width / 2,
      height / 2,
      Math.hypot(width, height) / 2,
    );
    corners.addColorStop(0, 'rgb(255, 255, 255)');
    corners.addColorStop(1, 'rgb(205, 205, 205)');
    context.fillStyle = corners;
    context.fillRect(0, 0, width, height);
    context.globalCompositeOperation = 'source-over';
    return scan.embedJpg(await canvas.encode('jpeg', 70));
  });
}
