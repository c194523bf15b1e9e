import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import {
  decompressionBombPdf,
  emptyPdf,
  encryptedPdf,
  hugePagePdf,
  notAPdf,
  pagesPdf,
  truncatedPdf,
} from '../fixtures/pdfs.js';
import { expectRejected, renderAll } from './render-helpers.js';

// Every hostile input ends as a PdfRejectedError with its reason, and the pool keeps working.
describe('hostile PDFs', () => {
  let pool: RendererPool;

  beforeAll(async () => {
    // A lower memory limit than the default, so that the bomb is caught early and quickly.
    pool = await RendererPool.start({ size: 2, maxPages: 50, memoryLimitMb: 320 });
  });

  afterAll(async () => {
    await pool?.close();
  });

  it('refuses a file that is not a PDF as malformed', async () => {
    await expectRejected(pool.inspect(notAPdf()), 'malformed');
    await expectRejected(renderAll(pool, notAPdf()), 'malformed');
  });

  it('refuses a truncated PDF as malformed', async () => {
    const rejected = await expectRejected(pool.inspect(await truncatedPdf()), 'malformed');
    expect(rejected.message).toMatch(/damaged or truncated/);
  });

  it('refuses a password-protected PDF as encrypted', async () => {
    const rejected = await expectRejected(pool.inspect(encryptedPdf()), 'encrypted');
    expect(rejected.message).toBe('The PDF is password-protected.');
    await expectRejected(renderAll(pool, encryptedPdf()), 'encrypted');
  });

  it('refuses a PDF without pages, and a zero-byte file, as empty', async () => {
    await expectRejected(pool.inspect(emptyPdf()), 'empty');
    await expectRejected(renderAll(pool, emptyPdf()), 'empty');
    await expectRejected(pool.inspect(new Uint8Array(0)), 'empty');
  });

  it('refuses more pages than maxPages from inspect, and from render before drawing any', async () => {
    const fivePages = await pagesPdf(5);
    const rejected = await expectRejected(
      pool.inspect(fivePages, { maxPages: 3 }),
      'too-many-pages',
    );
    expect(rejected.message).toBe('The PDF has 5 pages; at most 3 can be analysed at once.');

    let drawn = 0;
    await expectRejected(
      pool.render(fivePages, { maxPages: 4 }, async () => {
        drawn += 1;
        return Promise.resolve();
      }),
      'too-many-pages',
    );
    expect(drawn).toBe(0);
    // The pool's own ceiling (50 here) applies when inspect is given none, and caps render's.
    await expectRejected(pool.inspect(await pagesPdf(51)), 'too-many-pages');
    await expectRejected(renderAll(pool, await pagesPdf(51), { maxPages: 1000 }), 'too-many-pages');
  });

  it('refuses a page with an enormous MediaBox as too large, from inspect already', async () => {
    const rejected = await expectRejected(pool.inspect(hugePagePdf()), 'too-large');
    expect(rejected.message).toMatch(/^Page 1 is 13889 × 13889 inches/);
    await expectRejected(renderAll(pool, hugePagePdf()), 'too-large');
  });

  it('refuses a file over the byte limit as too large without opening it', async () => {
    const small = await RendererPool.start({ size: 1, maxPdfBytes: 1000 });
    try {
      await expectRejected(small.inspect(await pagesPdf(3)), 'too-large');
    } finally {
      await small.close();
    }
  });

  it('stops a decompression bomb (2 KB inflating to 400 MB) by memory or time, and replaces the renderer', async () => {
    const bomb = decompressionBombPdf(400);
    expect(bomb.length).toBeLessThan(4_000);
    const pidsBefore = pool.processes().map(({ pid }) => pid);

    // Linux: the memory watch kills it within a second; elsewhere the time limit would.
    await expectRejected(
      renderAll(pool, bomb),
      process.platform === 'linux' ? 'out-of-memory' : ['out-of-memory', 'timeout'],
    );

    // One renderer was killed and replaced; the pool renders on.
    expect(pool.processes().map(({ pid }) => pid)).not.toEqual(pidsBefore);
    expect((await renderAll(pool, await pagesPdf(2))).pages).toHaveLength(2);
  });
});
