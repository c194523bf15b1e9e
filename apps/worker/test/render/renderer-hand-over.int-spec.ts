import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../src/analysis/render/page-renderer.js';
import { RenderSession } from '../../src/analysis/render/render-session.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import type { ChildReply } from '../../src/analysis/render/renderer-protocol.js';
import { pagesPdf, slowPdf } from '../fixtures/pdfs.js';
import { decode, expectRejected, processExists, renderAll } from './render-helpers.js';

/** `count` pages, each filled with a colour of its own (page n: red n * 20). */
async function colouredPagesPdf(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let index = 0; index < count; index++) {
    const page = document.addPage([300, 400]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: 300,
      height: 400,
      color: rgb((index + 1) * 0.08, 0, 1),
    });
  }
  return document.save();
}

/** Two light pages, then `slow` copies of a slow page (crossing strokes: ~1 s each to draw). */
async function lightThenSlowPdf(slow: number): Promise<Uint8Array> {
  const document = await PDFDocument.load(await pagesPdf(2));
  const source = await PDFDocument.load(slowPdf(30_000));
  for (let index = 0; index < slow; index++) {
    const [page] = await document.copyPages(source, [0]);
    document.addPage(page);
  }
  return document.save();
}

/** The renderers alive when onPage is called, by page: which one has the job. */
function alivePids(pool: RendererPool): number[] {
  return pool
    .processes()
    .filter(({ alive }) => alive)
    .map(({ pid }) => pid);
}

describe('a renderer that grows within a long document', () => {
  let pool: RendererPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('hands the pages left to a new renderer: every page, in order, each its own; the grown one is retired', async () => {
    // Every renderer holds more than 1 MiB: a hand-over every 2 pages while 2 are left.
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const [first] = alivePids(pool);
    const pages: RenderedPage[] = [];
    const servedBy: number[][] = [];
    const { pageCount } = await pool.render(
      await colouredPagesPdf(7),
      { maxPages: 10, format: 'png' },
      (page) => {
        pages.push(page);
        servedBy.push(alivePids(pool!));
        return Promise.resolve();
      },
    );
    expect(pageCount).toBe(7);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const page of pages) {
      const image = await decode(page.image, { x: page.width / 2, y: page.height / 2 });
      expect([image.width, image.height]).toEqual([625, 833]);
      expect(image.rgb[0]).toBeCloseTo(Math.round(page.pageNumber * 0.08 * 255), -1);
    }
    // Pages 1-2 by the first renderer, 3-4 by a second (5 pages left), 5-7 by a third (3 left;
    // only 1 after page 6). A renderer hands over as soon as a page has come back, while the
    // caller stores it: from page 2 on, onPage sees the next one. One renderer at a time.
    expect(servedBy.every((pids) => pids.length === 1)).toBe(true);
    const renderers = [...new Set(servedBy.flat())];
    expect(renderers).toHaveLength(3);
    expect(renderers[0]).toBe(first);
    expect(servedBy.map((pids) => renderers.indexOf(pids[0]!))).toEqual([0, 1, 1, 2, 2, 2, 2]);
    // The grown ones are gone; the last one is kept (or replaced after the job, as always).
    expect(processExists(renderers[0]!)).toBe(false);
    expect(processExists(renderers[1]!)).toBe(false);
    expect(
      (await pool.render(await pagesPdf(1), { maxPages: 1 }, () => Promise.resolve())).pageCount,
    ).toBe(1);
  });

  it('never hands over a short document: as many pages drawn and left as recycleWithinJobPages', async () => {
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 5,
    });
    const renderersFor = async (pageCount: number) => {
      const pids = new Set<number>();
      await pool!.render(await pagesPdf(pageCount), { maxPages: 20 }, () => {
        for (const pid of alivePids(pool!)) pids.add(pid);
        return Promise.resolve();
      });
      return pids.size;
    };
    expect(await renderersFor(9)).toBe(1);
    expect(await renderersFor(10)).toBe(2);
  });

  it('keeps the job’s time limit across the hand-over', { timeout: 60_000 }, async () => {
    // A hand-over after every page; 500 ms a page gives the job of 8 pages 4.5 s, which the slow
    // pages (seconds each) pass in the renderers that took the job over. (That the time used
    // before a hand-over counts after it: the render session's test below.)
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 1,
      jobTimeoutPerPageMs: 500,
    });
    const [first] = alivePids(pool);
    const renderers = new Set<number>();
    const started = performance.now();
    const rejected = await expectRejected(
      pool.render(await lightThenSlowPdf(6), { maxPages: 10 }, () => {
        for (const pid of alivePids(pool!)) renderers.add(pid);
        return Promise.resolve();
      }),
      'timeout',
    );
    expect(rejected.message).toBe('The PDF took too long to render.');
    expect(renderers.size).toBeGreaterThanOrEqual(1);
    expect(renderers).not.toContain(first);
    expect(performance.now() - started).toBeLessThan(15_000);
    // The pool renders on: one renderer, ready (a job of its own would have 1 s here, which a
    // new renderer's first page can pass on a loaded machine).
    await expect
      .poll(() => pool!.processes().filter(({ alive, ready }) => alive && ready).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('passes on an error thrown by onPage during a hand-over, and the pool renders on', async () => {
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const failure = new Error('storage is down');
    await expect(
      pool.render(await pagesPdf(6), { maxPages: 10 }, (page) =>
        page.pageNumber === 2 ? Promise.reject(failure) : Promise.resolve(),
      ),
    ).rejects.toBe(failure);
    for (let run = 0; run < 2; run++)
      expect(
        (await renderAll(pool, await pagesPdf(3))).pages.map((page) => page.pageNumber),
      ).toEqual([1, 2, 3]);
    expect(pool.processes().filter(({ alive }) => alive)).toHaveLength(1);
  });

  it('stops at an abort during the hand-over, with the signal’s reason, and renders on', async () => {
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    let handingOver = false;
    const job = pool.render(
      await pagesPdf(6),
      { maxPages: 10, signal: controller.signal },
      async (page) => {
        if (page.pageNumber < 2) return;
        // After page 2 the grown renderer is stopped and a new one is starting.
        handingOver = pool!.processes().some(({ alive }) => !alive);
        controller.abort(reason);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    );
    await expect(job).rejects.toBe(reason);
    expect(handingOver).toBe(true);
    const pages: number[] = [];
    await pool.render(await pagesPdf(3), { maxPages: 10 }, (page) => {
      pages.push(page.pageNumber);
      return Promise.resolve();
    });
    expect(pages).toEqual([1, 2, 3]);
    expect(pool.processes().filter(({ alive }) => alive)).toHaveLength(1);
  });
});

describe('a render session moved to another renderer', () => {
  it('counts the new renderer’s start and the PDF’s opening there as the job’s time', async () => {
    const replies: Record<string, ChildReply> = {
      open: { type: 'opened', id: 1, pageCount: 2 },
      page: { type: 'page', id: 1, pageNumber: 1, image: new Uint8Array(), width: 1, height: 1 },
    };
    const send = (request: { type: string }) =>
      new Promise<ChildReply>((resolve) => setTimeout(() => resolve(replies[request.type]!), 20));
    // 100 ms a page: 300 ms for opening and two pages.
    const session = new RenderSession(
      send,
      { stepTimeoutMs: 10_000, jobTimeoutPerPageMs: 100, jobTimeoutMaxMs: 10_000 },
      undefined,
    );
    expect(await session.open(new Uint8Array([1]), 10)).toBe(2);
    session.workOn(2);
    await session.page(1, 1);
    // The new renderer takes 300 ms to start: the job's time is used up.
    const ready = new Promise<void>((resolve) => setTimeout(resolve, 300));
    await expectRejected(session.reopen(ready, new Uint8Array([1]), 10), 'timeout');
  });
});
