import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine } from '../../src/analysis/extraction/local/ocr/ocr-engine.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';

let renderer: RendererPool;
beforeAll(async () => {
  renderer = await RendererPool.start({ size: 1 });
});
afterAll(async () => {
  await renderer?.close();
});

/** A page image with one line of text at (100, 700) points, 24 pt, rendered at 200 dpi. */
async function pageImage(): Promise<{ image: Uint8Array; scale: number }> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document
    .addPage([595, 842])
    .drawText('Rechnungsbetrag 1.190,00 EUR', { x: 100, y: 700, size: 24, font });
  let image: Uint8Array | undefined;
  const scale = 200 / 72;
  await renderer.render(await document.save(), { maxPages: 1, scale, format: 'png' }, (page) => {
    image = page.image;
    return Promise.resolve();
  });
  return { image: image!, scale };
}

/**
 * A photo's trouble, drawn: a dark desk over most of the image and a line of light grey text on the
 * bright sheet beside it, drawn at 200 dpi.
 */
async function photographedPage(): Promise<{ image: Uint8Array; scale: number }> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 0, width: 330, height: 842, color: rgb(0.2, 0.19, 0.17) });
  page.drawText('Total 4.321,50', { x: 360, y: 600, size: 14, font, color: rgb(0.66, 0.66, 0.66) });
  let image: Uint8Array | undefined;
  const scale = 200 / 72;
  await renderer.render(
    await document.save(),
    { maxPages: 1, scale, format: 'png' },
    (rendered) => {
      image = rendered.image;
      return Promise.resolve();
    },
  );
  return { image: image!, scale };
}

describe('OcrEngine', () => {
  it(
    "reads light letters beside a dark desk with a threshold of each pixel's neighbourhood",
    { timeout: 60_000 },
    async () => {
      const engine = new OcrEngine();
      try {
        const { image, scale } = await photographedPage();
        const page = { image, scale, width: 595, height: 842 };
        const read = async (threshold?: 'page' | 'neighbourhood') =>
          (await engine.recognize(page, threshold ? { threshold } : {})).words
            .map((word) => word.text)
            .join(' ');
        expect(await read()).not.toContain('4.321,50');
        expect(await read('neighbourhood')).toContain('Total 4.321,50');
        // Each reading's own way: the next one is read by one threshold again.
        expect(await read()).not.toContain('4.321,50');
      } finally {
        await engine.close();
      }
    },
  );

  it(
    'reads words with their boxes in PDF points, offline, and stops when idle',
    { timeout: 60_000 },
    async () => {
      const engine = new OcrEngine({ idleMs: 200 });
      try {
        expect(engine.running).toBe(false);
        const { image, scale } = await pageImage();
        const { words } = await engine.recognize({ image, scale, width: 595, height: 842 });
        expect(words.map((word) => word.text)).toEqual(['Rechnungsbetrag', '1.190,00', 'EUR']);
        const [first] = words;
        expect(first?.x).toBeCloseTo(100, -1);
        // The baseline of the line, from the bottom of the page.
        expect(first?.y).toBeGreaterThan(690);
        expect(first?.y).toBeLessThan(705);
        expect(first?.confidence).toBeGreaterThan(0.8);
        expect(engine.running).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(engine.running).toBe(false);
      } finally {
        await engine.close();
      }
    },
  );

  it(
    "reads a page in another language, its own again after, and starts afresh when one can't load",
    { timeout: 90_000 },
    async () => {
      const engine = new OcrEngine();
      try {
        const { image, scale } = await pageImage();
        const page = { image, scale, width: 595, height: 842 };
        const texts = async (languages?: string[]) =>
          (await engine.recognize(page, languages ? { languages } : {})).words.map(
            (word) => word.text,
          );
        expect(await texts(['pol'])).toContain('1.190,00');
        expect(await texts()).toEqual(['Rechnungsbetrag', '1.190,00', 'EUR']);
        // No data for this language: the page fails, the engine is stopped, the next page reads.
        await expect(texts(['xxx'])).rejects.toThrow();
        expect(engine.running).toBe(false);
        expect(await texts()).toEqual(['Rechnungsbetrag', '1.190,00', 'EUR']);
        expect(await texts(['pol'])).toContain('1.190,00');
      } finally {
        await engine.close();
      }
    },
  );
});
