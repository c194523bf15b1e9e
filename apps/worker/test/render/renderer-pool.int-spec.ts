import { randomBytes } from 'node:crypto';
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RendererUnavailableError,
  type RendererProcess,
} from '../../src/analysis/render/renderer-process.js';
import type { RenderedPage } from '../../src/analysis/render/page-renderer.js';
import type { PageRegion } from '../../src/analysis/render/renderer-protocol.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import { pagesPdf, THREE_PAGES, threePagePdf } from '../fixtures/pdfs.js';
import { decode, processExists, renderAll } from './render-helpers.js';

describe('renderer pool', () => {
  let pool: RendererPool;

  beforeAll(async () => {
    pool = await RendererPool.start({ size: 2 });
  });

  afterAll(async () => {
    await pool?.close();
  });

  it('renders a 3-page PDF into 3 JPEG images of the page sizes at 150 dpi, in page order', async () => {
    const { pageCount, pages } = await renderAll(pool, await threePagePdf());

    expect(pageCount).toBe(3);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    for (const [index, page] of pages.entries()) {
      const size = THREE_PAGES[index]!;
      expect(page.contentType).toBe('image/jpeg');
      expect([...page.image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(page.width).toBe(Math.round((size.width * 150) / 72));
      expect(page.height).toBe(Math.round((size.height * 150) / 72));
      const image = await decode(page.image, { x: page.width / 2, y: page.height / 2 });
      expect([image.width, image.height]).toEqual([page.width, page.height]);
      // The page's own fill colour in the middle (JPEG: close, not exact), white at the edge.
      image.rgb.forEach((channel, at) =>
        expect(Math.abs(channel - size.color[at]!)).toBeLessThan(24),
      );
      const corner = await decode(page.image, { x: 2, y: 2 });
      corner.rgb.forEach((channel) => expect(channel).toBeGreaterThan(230));
    }
  });

  it('renders at the scale asked for (1 = 72 dpi)', async () => {
    const { pages } = await renderAll(pool, await threePagePdf(), { scale: 1 });
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [595, 842],
      [792, 612],
      [300, 200],
    ]);
  });

  it('draws the pages asked for, in that order, each its own (pages are drawn ahead)', async () => {
    const asked = [3, 1, 3, 2];
    const pages: RenderedPage[] = [];
    await pool.render(
      await threePagePdf(),
      { maxPages: 10, pages: asked, format: 'png' },
      (page) => {
        pages.push(page);
        return Promise.resolve();
      },
    );

    expect(pages.map((page) => page.pageNumber)).toEqual(asked);
    for (const page of pages) {
      const size = THREE_PAGES[page.pageNumber - 1]!;
      expect(page.contentType).toBe('image/png');
      const image = await decode(page.image, { x: page.width / 2, y: page.height / 2 });
      expect([image.width, image.height]).toEqual([
        Math.round((size.width * 150) / 72),
        Math.round((size.height * 150) / 72),
      ]);
      expect(image.rgb).toEqual(size.color); // lossless
    }
  });

  it('draws an oversized page between A4 pages (its canvas is not kept), each at its own size', async () => {
    // 1500 x 1941 points: 12.6 Mpx at 150 dpi, drawn within the 8-Mpx page budget on a canvas of
    // its own; the A4 pages around it are drawn on canvases kept for their size.
    const sizes = [
      { width: 595.28, height: 841.89, color: [200, 30, 30] },
      { width: 1500, height: 1941, color: [30, 160, 60] },
      { width: 595.28, height: 841.89, color: [30, 60, 200] },
      { width: 595.28, height: 841.89, color: [200, 30, 30] },
    ] as const;
    const document = await PDFDocument.create();
    for (const { width, height, color } of sizes) {
      const [r, g, b] = color.map((channel) => channel / 255) as [number, number, number];
      document
        .addPage([width, height])
        .drawRectangle({ x: 0, y: 0, width, height, color: rgb(r, g, b) });
    }
    const { pages } = await renderAll(pool, await document.save());

    expect(pages).toHaveLength(4);
    for (const [index, page] of pages.entries()) {
      const { width, height, color } = sizes[index]!;
      const scale = Math.min(150 / 72, Math.sqrt(8_000_000 / (width * height)));
      expect(page.width).toBe(Math.round(width * scale));
      expect(page.height).toBe(Math.round(height * scale));
      const image = await decode(page.image, { x: page.width / 2, y: page.height / 2 });
      image.rgb.forEach((channel, at) => expect(Math.abs(channel - color[at]!)).toBeLessThan(24));
    }
  });

  it('inspects the page count without rendering', async () => {
    expect(await pool.inspect(await threePagePdf())).toEqual({ pageCount: 3 });
    expect(await pool.inspect(await pagesPdf(12))).toEqual({ pageCount: 12 });
  });

  it('keeps its renderers warm: the same processes serve every job, two at a time', async () => {
    const before = pool
      .processes()
      .map(({ pid }) => pid)
      .sort();
    const pdf = await pagesPdf(2);
    const results = await Promise.all(Array.from({ length: 6 }, () => renderAll(pool, pdf)));
    expect(results.map(({ pages }) => pages.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(
      pool
        .processes()
        .map(({ pid }) => pid)
        .sort(),
    ).toEqual(before);
  });

  it('passes on an error thrown by onPage, stops there and stays usable', async () => {
    const seen: number[] = [];
    const failure = new Error('storage is down');
    await expect(
      pool.render(await pagesPdf(4), { maxPages: 10 }, async (page) => {
        seen.push(page.pageNumber);
        if (page.pageNumber === 2) throw failure;
        return Promise.resolve();
      }),
    ).rejects.toBe(failure);
    expect(seen).toEqual([1, 2]);
    expect((await renderAll(pool, await pagesPdf(1))).pages).toHaveLength(1);
  });

  it('replaces a renderer that holds more than recycleAboveMb after a job, and goes on', async () => {
    // Every renderer holds more than 1 MiB: each job is served by a new one.
    const own = await RendererPool.start({ size: 1, recycleAboveMb: 1 });
    try {
      const [first] = own.processes().map(({ pid }) => pid);
      expect(own.processes()).toEqual([{ pid: first, busy: false, ready: true, alive: true }]);
      expect((await renderAll(own, await pagesPdf(1))).pages).toHaveLength(1);
      // Stopped after its job: still listed, no longer alive, until its process has exited.
      expect(own.processes()).toEqual([{ pid: first, busy: false, ready: true, alive: false }]);
      // The next job waits for the new renderer.
      expect((await renderAll(own, await pagesPdf(1))).pages).toHaveLength(1);
      const pids = own.processes().map(({ pid }) => pid);
      expect(pids).toHaveLength(1);
      expect(pids).not.toContain(first);
      expect(processExists(first!)).toBe(false);
    } finally {
      await own.close();
    }
  });

  it('reads the text and draws the pages of an opened PDF in the one renderer that opened it', async () => {
    const document = await pool.open(await pagesPdf(3), { maxPages: 10 });
    try {
      expect(document.pageCount).toBe(3);
      const busy = new Set<number>();
      const noteBusy = () => {
        for (const each of pool.processes()) if (each.busy) busy.add(each.pid);
      };
      const text = await document.readText({ pages: () => [1, 3] });
      expect(text.pages.map((page) => page.pageNumber)).toEqual([1, 3]);
      expect(text.pages[0]!.runs.map((run) => run.text).join(' ')).toContain('1');
      const pages: RenderedPage[] = [];
      await document.render({}, (page) => {
        pages.push(page);
        noteBusy();
        return Promise.resolve();
      });
      expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
      expect(busy.size).toBeLessThanOrEqual(1);
    } finally {
      await document.close();
    }
    await document.close(); // a second close waits for the first
    expect((await renderAll(pool, await pagesPdf(1))).pages).toHaveLength(1);
  });

  it('draws only a part of a page, with the parts asked for painted white', async () => {
    // A 200 × 100 pt page: a red square at 20-60 pt from the left, a blue one at 100-140 pt,
    // both 30-70 pt from the top.
    const document = await PDFDocument.create();
    const page = document.addPage([200, 100]);
    page.drawRectangle({ x: 20, y: 30, width: 40, height: 40, color: rgb(1, 0, 0) });
    page.drawRectangle({ x: 100, y: 30, width: 40, height: 40, color: rgb(0, 0, 1) });
    const pdf = await document.save();
    const pages: RenderedPage[] = [];
    await pool.render(
      pdf,
      {
        maxPages: 1,
        scale: 2,
        format: 'png',
        part: {
          region: { x: 10, top: 20, right: 150, bottom: 90 },
          blank: [{ x: 98, top: 28, right: 142, bottom: 72 }],
        },
      },
      (drawn) => {
        pages.push(drawn);
        return Promise.resolve();
      },
    );
    const [drawn] = pages;
    expect([drawn!.width, drawn!.height]).toEqual([280, 140]);
    // The red square's top-left corner (20, 30 pt) is at (20 - 10, 30 - 20) × 2 = (20, 20) in
    // the part: red just inside it, white just above it and just left of it.
    const red = await decode(drawn!.image, { x: 22, y: 22 });
    expect([red.width, red.height]).toEqual([280, 140]);
    expect(red.rgb).toEqual([255, 0, 0]);
    expect((await decode(drawn!.image, { x: 17, y: 22 })).rgb).toEqual([255, 255, 255]);
    expect((await decode(drawn!.image, { x: 22, y: 17 })).rgb).toEqual([255, 255, 255]);
    // Its bottom-right corner (60, 70 pt) at (100, 100).
    expect((await decode(drawn!.image, { x: 98, y: 98 })).rgb).toEqual([255, 0, 0]);
    expect((await decode(drawn!.image, { x: 102, y: 98 })).rgb).toEqual([255, 255, 255]);
    // The blue square (120, 50 pt) is painted white, and so is the page beside the squares.
    expect((await decode(drawn!.image, { x: 220, y: 60 })).rgb).toEqual([255, 255, 255]);
    expect((await decode(drawn!.image, { x: 150, y: 60 })).rgb).toEqual([255, 255, 255]);
    // The whole page, drawn after it in the same renderer, is the page's size again.
    const whole = await renderAll(pool, pdf, { scale: 2 });
    expect([whole.pages[0]!.width, whole.pages[0]!.height]).toEqual([400, 200]);
    expect((await decode(whole.pages[0]!.image, { x: 240, y: 100 })).rgb[2]).toBeGreaterThan(200);
  });

  it('keeps `warm` renderers started; more start for jobs that need them and stop when idle', async () => {
    const own = await RendererPool.start({ size: 2, warm: 1, idleStopMs: 300 });
    try {
      expect(own.processes()).toHaveLength(1);
      // Two jobs at once: a second renderer starts for the second.
      const pdf = await pagesPdf(2);
      const results = await Promise.all([renderAll(own, pdf), renderAll(own, pdf)]);
      expect(results.map(({ pages }) => pages.length)).toEqual([2, 2]);
      expect(own.processes().filter((each) => each.alive)).toHaveLength(2);
      // Idle beyond idleStopMs: back to the one warm renderer.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const left = own.processes();
      expect(left).toHaveLength(1);
      expect(left[0]!.alive).toBe(true);
      expect((await renderAll(own, await pagesPdf(1))).pages).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('starts no renderer beyond its size when a job comes before a replacement is started', async () => {
    const own = await RendererPool.start({ size: 1 });
    // The renderers alive each time the pool starts one, at most.
    const internals = own as unknown as { spawn(forJob?: boolean): RendererProcess };
    const spawn = internals.spawn.bind(own);
    let mostAlive = 0;
    internals.spawn = (forJob?: boolean) => {
      const renderer = spawn(forJob);
      mostAlive = Math.max(mostAlive, own.processes().filter(({ alive }) => alive).length);
      return renderer;
    };
    try {
      const [two, one] = [await pagesPdf(2), await pagesPdf(1)];
      // An abort kills the renderer drawing page 2 ahead; its replacement is started by a timer,
      // on a later turn of the event loop than the job's end.
      const controller = new AbortController();
      const reason = new Error('cancelled');
      await expect(
        own.render(two, { maxPages: 10, signal: controller.signal }, () => {
          controller.abort(reason);
          return Promise.resolve();
        }),
      ).rejects.toBe(reason);
      // The next job comes before that timer fires, and starts a renderer itself.
      expect((await renderAll(own, one)).pages).toHaveLength(1);
      expect(mostAlive).toBe(1);
      expect(own.processes().filter(({ alive }) => alive)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('refuses to start when its renderers cannot start in time', async () => {
    await expect(RendererPool.start({ size: 1, startTimeoutMs: 1 })).rejects.toBeInstanceOf(
      RendererUnavailableError,
    );
  });

  it('close() stops every renderer process, and the pool then refuses work', async () => {
    const own = await RendererPool.start({ size: 2 });
    const pids = own.processes().map(({ pid }) => pid);
    expect(pids).toHaveLength(2);
    expect(pids.every(processExists)).toBe(true);

    await own.close();

    expect(pids.filter(processExists)).toEqual([]);
    expect(own.processes()).toEqual([]);
    await expect(own.inspect(await pagesPdf(1))).rejects.toBeInstanceOf(RendererUnavailableError);
  });
});

describe('PDFium (the default) and pdf.js draw the same pictures', () => {
  const pools = new Map<string, RendererPool>();

  beforeAll(async () => {
    for (const rasteriser of ['pdfium', 'pdfjs'] as const)
      pools.set(rasteriser, await RendererPool.start({ size: 1, rasteriser }));
  });

  afterAll(async () => {
    for (const each of pools.values()) await each.close();
  });

  /** A 200 × 100 pt page, a red square 20-60 pt from its left and 30-70 pt from its top. */
  async function squarePdf(rotation: number): Promise<Uint8Array> {
    const document = await PDFDocument.create();
    const page = document.addPage([200, 100]);
    page.drawRectangle({ x: 20, y: 30, width: 40, height: 40, color: rgb(1, 0, 0) });
    page.setRotation(degrees(rotation));
    return document.save();
  }

  it.each([
    // [rotation, size at 2x, a pixel inside the square, one outside it]
    [0, [400, 200], { x: 45, y: 65 }, { x: 125, y: 65 }],
    // Turned a quarter clockwise: the square's top-left corner (20, 30 pt) is now 30 pt from
    // the right and 20 pt from the top.
    [90, [200, 400], { x: 135, y: 45 }, { x: 135, y: 125 }],
  ] as const)(
    'a page turned %i°: the same size and the square in the same place',
    async (rotation, size, inside, outside) => {
      const pdf = await squarePdf(rotation);
      for (const [rasteriser, each] of pools) {
        const { pages } = await renderAll(each, pdf, { scale: 2 });
        const page = pages[0]!;
        expect([page.width, page.height], rasteriser).toEqual(size);
        const red = await decode(page.image, inside);
        expect(red.rgb[0], rasteriser).toBeGreaterThan(200);
        expect(red.rgb[1], rasteriser).toBeLessThan(60);
        const white = await decode(page.image, outside);
        white.rgb.forEach((channel) => expect(channel, rasteriser).toBeGreaterThan(230));
      }
    },
  );

  it('draws the same part of a page, to the pixel', async () => {
    const pdf = await squarePdf(0);
    const part = { region: { x: 10, top: 20, right: 150, bottom: 90 } };
    for (const [rasteriser, each] of pools) {
      const pages: RenderedPage[] = [];
      await each.render(pdf, { maxPages: 1, scale: 2, format: 'png', part }, (drawn) => {
        pages.push(drawn);
        return Promise.resolve();
      });
      const drawn = pages[0]!;
      expect([drawn.width, drawn.height], rasteriser).toEqual([280, 140]);
      expect((await decode(drawn.image, { x: 21, y: 21 })).rgb, rasteriser).toEqual([255, 0, 0]);
      expect((await decode(drawn.image, { x: 18, y: 21 })).rgb, rasteriser).toEqual([
        255, 255, 255,
      ]);
      expect((await decode(drawn.image, { x: 99, y: 99 })).rgb, rasteriser).toEqual([255, 0, 0]);
      expect((await decode(drawn.image, { x: 101, y: 99 })).rgb, rasteriser).toEqual([
        255, 255, 255,
      ]);
    }
  });
});

describe('a render for OCR', () => {
  it('is drawn by pdf.js in a pool that draws with PDFium, to the byte', async () => {
    // Dark text on white: nothing to lighten, every pixel as the rasteriser drew it.
    const pdf = await pagesPdf(3);
    const imagesOf = async (pool: RendererPool, ocr: boolean) => {
      const images: Buffer[] = [];
      await pool.render(pdf, { maxPages: 3, scale: 2, format: 'png', ocr }, (page) => {
        images.push(page.image);
        return Promise.resolve();
      });
      return images;
    };
    const pdfium = await RendererPool.start({ size: 1 });
    const pdfjs = await RendererPool.start({ size: 1, rasteriser: 'pdfjs' });
    try {
      const byPdfjs = await imagesOf(pdfjs, false);
      expect(await imagesOf(pdfium, true)).toEqual(byPdfjs);
      // Without asking, PDFium draws (its own anti-aliasing: other bytes).
      expect(await imagesOf(pdfium, false)).not.toEqual(byPdfjs);
    } finally {
      await pdfium.close();
      await pdfjs.close();
    }
  });

  it('draws each dark band of the page apart, its light text dark on white', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 200]);
    // A total's bar in a template's accent colour, its label and amount in white.
    page.drawRectangle({ x: 40, y: 80, width: 320, height: 30, color: rgb(0.35, 0.2, 0.55) });
    page.drawRectangle({ x: 60, y: 90, width: 4, height: 10, color: rgb(1, 1, 1) });
    page.drawText('Total 1,234.50', { x: 200, y: 88, size: 14, color: rgb(1, 1, 1) });
    const pdf = await document.save();
    const pool = await RendererPool.start({ size: 1 });
    try {
      const pageOf = async (ocr: boolean) => {
        let drawn: RenderedPage | undefined;
        await pool.render(pdf, { maxPages: 1, scale: 300 / 72, format: 'png', ocr }, (each) => {
          drawn = each;
          return Promise.resolve();
        });
        return drawn!;
      };
      // (x, y) in pixels at 300 dpi: in the bar, and on its white stroke.
      const bar = { x: Math.round(150 * (300 / 72)), y: Math.round(105 * (300 / 72)) };
      const stroke = { x: Math.round(62 * (300 / 72)), y: Math.round(105 * (300 / 72)) };
      const forOcr = await pageOf(true);
      expect((await decode(forOcr.image, bar)).rgb).toEqual([89, 51, 140]); // the page as drawn
      expect(forOcr.bands).toHaveLength(1);
      const band = forOcr.bands![0]!;
      // The bar with a cell of 8 pixels more on each side, to within a cell.
      expect(Math.abs(band.left + 8 - 40 * (300 / 72))).toBeLessThan(8);
      expect(Math.abs(band.left + band.width - 8 - 360 * (300 / 72))).toBeLessThan(8);
      const inBand = (at: { x: number; y: number }) => ({
        x: at.x - band.left,
        y: at.y - band.top,
      });
      expect((await decode(band.image, inBand(bar))).rgb).toEqual([255, 255, 255]);
      expect((await decode(band.image, inBand(stroke))).rgb).toEqual([0, 0, 0]);
      expect((await pageOf(false)).bands).toBeUndefined();
    } finally {
      await pool.close();
    }
  });

  it("flags a photo of a sheet, drawn as it is and as the sheet alone, and only a whole page's", async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 500]);
    // A sheet on a desk: a dark frame around it, a line of text and a black logo on it.
    page.drawRectangle({ x: 0, y: 0, width: 400, height: 500, color: rgb(0.2, 0.19, 0.17) });
    page.drawRectangle({ x: 40, y: 40, width: 320, height: 420, color: rgb(0.96, 0.94, 0.9) });
    page.drawRectangle({ x: 60, y: 400, width: 40, height: 40, color: rgb(0, 0, 0) });
    page.drawText('Total 1,234.50', { x: 200, y: 200, size: 14 });
    const pdf = await document.save();
    const pool = await RendererPool.start({ size: 1 });
    try {
      const pageOf = async (ocr: boolean, region?: PageRegion) => {
        let drawn: RenderedPage | undefined;
        await pool.render(
          pdf,
          {
            maxPages: 1,
            scale: 150 / 72,
            format: 'png',
            ocr,
            ...(region ? { part: { region } } : {}),
          },
          (each) => {
            drawn = each;
            return Promise.resolve();
          },
        );
        return drawn!;
      };
      const at = (x: number, top: number) => ({
        x: Math.round(x * (150 / 72)),
        y: Math.round(top * (150 / 72)),
      });
      const desk = at(10, 10);
      const logo = at(80, 80);
      const forOcr = await pageOf(true);
      expect(forOcr.unevenLight).toBe(true);
      expect((await decode(forOcr.image, desk)).rgb).toEqual([51, 48, 43]);
      expect((await decode(forOcr.image, logo)).rgb).toEqual([0, 0, 0]);
      // Its sheet alone besides: the desk painted white, the logo on the sheet left black.
      expect(forOcr.sheet).toBeDefined();
      expect((await decode(forOcr.sheet!, desk)).rgb).toEqual([255, 255, 255]);
      expect((await decode(forOcr.sheet!, logo)).rgb).toEqual([0, 0, 0]);
      // Drawn to be seen, it is not judged.
      const seen = await pageOf(false);
      expect(seen.unevenLight).toBeUndefined();
      expect(seen.sheet).toBeUndefined();
      // A part of the page (a picture on a text page) is no photo.
      const part = await pageOf(true, { x: 0, top: 0, right: 400, bottom: 250 });
      expect(part.unevenLight).toBeUndefined();
      expect(part.sheet).toBeUndefined();
      expect((await decode(part.image, desk)).rgb).toEqual([51, 48, 43]);
    } finally {
      await pool.close();
    }
  });
});

describe('renderer pool drawing with pdf-to-img', () => {
  let pool: RendererPool;

  beforeAll(async () => {
    pool = await RendererPool.start({ size: 1, rasteriser: 'pdf-to-img' });
  });

  afterAll(async () => {
    await pool?.close();
  });

  it('renders JPEG page images of the page sizes (whole pixels) and PNG ones when asked', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const pages: RenderedPage[] = [];
      await pool.render(await threePagePdf(), { maxPages: 10, format }, (page) => {
        pages.push(page);
        return Promise.resolve();
      });

      expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
      for (const page of pages) {
        const size = THREE_PAGES[page.pageNumber - 1]!;
        expect(page.contentType).toBe(`image/${format}`);
        const image = await decode(page.image, { x: page.width / 2, y: page.height / 2 });
        expect([image.width, image.height]).toEqual([page.width, page.height]);
        expect(page.width).toBe(Math.floor((size.width * 150) / 72));
        image.rgb.forEach((channel, at) =>
          expect(Math.abs(channel - size.color[at]!)).toBeLessThan(24),
        );
      }
    }
  });

  it('keeps the limits: more pages than maxPages are refused before any is drawn', async () => {
    const drawn: number[] = [];
    const rejected = await pool
      .render(await pagesPdf(4), { maxPages: 3 }, (page) => {
        drawn.push(page.pageNumber);
        return Promise.resolve();
      })
      .catch((error: unknown) => error);
    expect(rejected).toMatchObject({ reason: 'too-many-pages' });
    expect(drawn).toEqual([]);
  });

  it('refuses WebP, which pdf-to-img does not write', async () => {
    await expect(RendererPool.start({ rasteriser: 'pdf-to-img', format: 'webp' })).rejects.toThrow(
      /not WebP/,
    );
  });
});

describe('PDFium reading the bytes pdf.js holds (one copy of the PDF in a renderer)', () => {
  /** Two labelled pages and 4 MB of noise in an object no page uses: sent in many IPC chunks. */
  async function largePdf(): Promise<Uint8Array> {
    const document = await PDFDocument.create();
    for (const [index, color] of [rgb(0.8, 0.1, 0.1), rgb(0.1, 0.2, 0.8)].entries()) {
      const page = document.addPage([300, 200]);
      page.drawRectangle({ x: 10, y: 10, width: 280, height: 180, color });
      page.drawText(`Large page ${index + 1}`, { x: 20, y: 20, size: 16, color: rgb(1, 1, 1) });
    }
    const noise = randomBytes(4_000_000);
    document.context.register(document.context.stream(noise));
    return document.save();
  }

  const drawn = async (pool: RendererPool, pdf: Uint8Array, ocr = false) => {
    const images: Buffer[] = [];
    await pool.render(pdf, { maxPages: 5, scale: 1, format: 'png', ocr }, (page) => {
      images.push(page.image);
      return Promise.resolve();
    });
    return images;
  };

  it('draws and reads each document in turn in one renderer, as a fresh renderer draws it', async () => {
    const large = await largePdf();
    expect(large.byteLength).toBeGreaterThan(4_000_000);
    const small = await threePagePdf();
    const fresh = async (pdf: Uint8Array) => {
      const alone = await RendererPool.start({ size: 1 });
      try {
        return await drawn(alone, pdf);
      } finally {
        await alone.close();
      }
    };
    const [largeAlone, smallAlone] = [await fresh(large), await fresh(small)];
    const one = await RendererPool.start({ size: 1 });
    try {
      const before = await one.readText(large, { maxPages: 5 });
      expect(before.pages.map((page) => page.runs.map((run) => run.text).join(' '))).toEqual([
        'Large page 1',
        'Large page 2',
      ]);
      // The text, then the pages, then the text again, in one job on one renderer.
      const document = await one.open(large, { maxPages: 5 });
      try {
        expect(await document.readText({})).toEqual(before);
        const images: Buffer[] = [];
        await document.render({ scale: 1, format: 'png' }, (page) => {
          images.push(page.image);
          return Promise.resolve();
        });
        expect(images).toEqual(largeAlone);
        expect(await document.readText({})).toEqual(before);
      } finally {
        await document.close();
      }
      // Another document, then the first again: PDFium reads each one's own bytes.
      expect(await drawn(one, small)).toEqual(smallAlone);
      expect(await drawn(one, large)).toEqual(largeAlone);
      // Drawn by PDFium (its own anti-aliasing), not pdf.js, and the colours are the pages'.
      expect(await drawn(one, large, true)).not.toEqual(largeAlone);
      expect((await decode(largeAlone[0]!, { x: 150, y: 100 })).rgb).toEqual([204, 26, 26]);
      expect((await decode(largeAlone[1]!, { x: 150, y: 100 })).rgb).toEqual([26, 51, 204]);
    } finally {
      await one.close();
    }
  });
});
