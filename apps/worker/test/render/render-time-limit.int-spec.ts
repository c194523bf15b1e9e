import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { jobTimeLimitMs } from '../../src/analysis/render/render-session.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import { pagesPdf, slowPdf } from '../fixtures/pdfs.js';
import { expectRejected, renderAll } from './render-helpers.js';

/** `count` copies of one slow page (crossing strokes: about a second each to draw). */
async function slowPagesPdf(count: number, lines: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(slowPdf(lines));
  const document = await PDFDocument.create();
  for (let index = 0; index < count; index++) {
    const [page] = await document.copyPages(source, [0]);
    document.addPage(page);
  }
  return document.save();
}

describe('the time limit of a render job', () => {
  it('is one page allowance for opening plus one per page, at most the cap', () => {
    const limits = { jobTimeoutPerPageMs: 10_000, jobTimeoutMaxMs: 600_000 };
    expect(jobTimeLimitMs(0, limits)).toBe(10_000);
    expect(jobTimeLimitMs(1, limits)).toBe(20_000);
    expect(jobTimeLimitMs(50, limits)).toBe(510_000);
    expect(jobTimeLimitMs(59, limits)).toBe(600_000);
    expect(jobTimeLimitMs(100, limits)).toBe(600_000);
    expect(jobTimeLimitMs(2, { jobTimeoutPerPageMs: 250, jobTimeoutMaxMs: 60_000 })).toBe(750);
  });

  describe('in the renderer pool', () => {
    /** Three slow pages fail in `renderers` with the usual message, long before they would end. */
    const expectSlowPagesTimedOut = async (renderers: RendererPool) => {
      const started = performance.now();
      const rejected = await expectRejected(
        renderAll(renderers, await slowPagesPdf(3, 30_000)),
        'timeout',
      );
      expect(rejected.message).toBe('The PDF took too long to render.');
      expect(performance.now() - started).toBeLessThan(10_000);
    };

    let pool: RendererPool | undefined;
    afterEach(async () => {
      await pool?.close();
      pool = undefined;
    });

    it('fails a render whose pages pass a small per-page limit, with the usual message', async () => {
      // Three pages of about a second each against 100 ms a page (400 ms for the job): the step
      // limit (20 s) is far away, so only the job's limit can stop it.
      pool = await RendererPool.start({ size: 1, jobTimeoutPerPageMs: 100 });
      await expectSlowPagesTimedOut(pool);
    });

    it(
      'renders a document within its per-page limit, and stops one at the cap',
      { timeout: 120_000 },
      async () => {
        // 12 light pages at 5 s a page: 65 s for the job.
        pool = await RendererPool.start({ size: 1, jobTimeoutPerPageMs: 5_000 });
        const { pages } = await renderAll(pool, await pagesPdf(12));
        expect(pages.map((page) => page.pageNumber)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
        ]);
        await pool.close();

        // 20 s a page would give the three slow pages 80 s; the cap of 300 ms stops them.
        pool = await RendererPool.start({
          size: 1,
          jobTimeoutPerPageMs: 20_000,
          jobTimeoutMaxMs: 300,
        });
        await expectSlowPagesTimedOut(pool);
      },
    );
  });
});
