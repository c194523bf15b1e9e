import { afterEach, describe, expect, it } from 'vitest';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import type { RendererProcess } from '../../src/analysis/render/renderer-process.js';
import { pagesPdf } from '../fixtures/pdfs.js';
import { expectRejected, renderAll } from './render-helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The renderers the pool starts for a hand-over are ready `ms` late (a slow start). */
function slowHandOverStarts(pool: RendererPool, ms: number): void {
  const internals = pool as unknown as { spawn(forJob?: boolean): RendererProcess };
  const spawn = internals.spawn.bind(pool);
  internals.spawn = (forJob?: boolean) => {
    const renderer = spawn(forJob);
    if (forJob) {
      const late = renderer.ready.then(() => sleep(ms));
      late.catch(() => undefined);
      Object.defineProperty(renderer, 'ready', { value: late });
    }
    return renderer;
  };
}

describe('a hand-over beside the rest of the pool', () => {
  let pool: RendererPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('serves a job that arrives while a hand-over starts a renderer (size 2, warm 1: the worker’s defaults)', async () => {
    // One hand-over, after page 2 (2 drawn, 3 left; after page 4 only 1 is left).
    pool = await RendererPool.start({
      size: 2,
      warm: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const long = await pagesPdf(5);
    const short = await pagesPdf(1);
    const started = performance.now();
    const log: Record<string, number> = {};
    const at = (label: string) => (log[label] = Math.round(performance.now() - started));
    let other: Promise<unknown> | undefined;
    await pool.render(long, { maxPages: 10 }, async (page) => {
      if (page.pageNumber === 2) {
        // The grown renderer is stopped; once it has exited, a second job comes while the new
        // one starts. The pool has room for a second renderer.
        for (let wait = 0; wait < 100 && pool!.processes().some((each) => !each.alive); wait++)
          await sleep(50);
        expect(pool!.processes().map(({ ready, alive }) => ({ ready, alive }))).toEqual([
          { ready: false, alive: true },
        ]);
        other = renderAll(pool!, short).then(() => at('other job done'));
      }
      if (page.pageNumber >= 3) await sleep(1_500); // the caller stores pages 3-5 slowly
      at(`page ${page.pageNumber} stored`);
    });
    await other;
    // Served by a renderer of its own within a start (pages 3-5 leave it 4.5 s), not once the
    // long job has ended.
    expect(log['other job done']).toBeLessThan(log['page 5 stored']!);
  });

  it('keeps the job’s time limit while the new renderer starts', { timeout: 40_000 }, async () => {
    // 1 s a page: the 3-page job has 4 s. A hand-over after page 1.
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 1,
      jobTimeoutPerPageMs: 1_000,
    });
    // A renderer slow to start (a loaded machine: the start is bounded by startTimeoutMs, 20 s):
    // the one the hand-over waits for is ready 9 s late.
    slowHandOverStarts(pool, 9_000);
    const started = performance.now();
    await expectRejected(
      pool.render(await pagesPdf(3), { maxPages: 10 }, () => Promise.resolve()),
      'timeout',
    );
    const took = performance.now() - started;
    // Not the 9 s the start takes.
    expect(took).toBeLessThan(7_500);
  });

  it('reads the text of an opened PDF after a hand-over, in the new renderer', async () => {
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const document = await pool.open(await pagesPdf(6), { maxPages: 10 });
    const pids = new Set<number>();
    try {
      await document.render({}, () => {
        for (const { pid, alive } of pool!.processes()) if (alive) pids.add(pid);
        return Promise.resolve();
      });
      const text = await document.readText({});
      expect(text.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6]);
      const again: number[] = [];
      await document.render({ pages: [6, 1] }, (page) => {
        again.push(page.pageNumber);
        return Promise.resolve();
      });
      expect(again).toEqual([6, 1]);
    } finally {
      await document.close();
    }
    expect(pids.size).toBe(3);
    expect(pool.processes().filter(({ alive }) => alive)).toHaveLength(1);
  });

  it('fails the job, not the process, when the pool closes during a hand-over', async () => {
    pool = await RendererPool.start({
      size: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    let closing: Promise<void> | undefined;
    const job = pool.render(await pagesPdf(6), { maxPages: 10 }, (page) => {
      if (page.pageNumber === 2) closing = pool!.close();
      return Promise.resolve();
    });
    await expect(job).rejects.toThrow(/renderer/i);
    await closing;
    expect(pool.processes()).toEqual([]);
  });

  it('stops at an abort while the new renderer starts (size 2, warm 1), and gives it back once', async () => {
    pool = await RendererPool.start({
      size: 2,
      warm: 1,
      recycleWithinJobAboveMb: 1,
      recycleWithinJobPages: 2,
    });
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const job = pool.render(
      await pagesPdf(6),
      { maxPages: 10, signal: controller.signal },
      (page) => {
        if (page.pageNumber === 2) controller.abort(reason);
        return Promise.resolve();
      },
    );
    await expect(job).rejects.toBe(reason);
    // Two jobs at once, twice: never more than two renderers alive.
    for (let run = 0; run < 2; run++) {
      const [a, b] = await Promise.all([
        renderAll(pool, await pagesPdf(2)),
        renderAll(pool, await pagesPdf(2)),
      ]);
      expect(a.pages).toHaveLength(2);
      expect(b.pages).toHaveLength(2);
      expect(pool.processes().filter(({ alive }) => alive).length).toBeLessThanOrEqual(2);
    }
    await sleep(500);
    expect(pool.processes().filter(({ alive }) => alive).length).toBeLessThanOrEqual(2);
  });
});
