import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@billfold/jobs/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererEntry, rendererExecArgv } from '../../src/analysis/render/renderer-command.js';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import { pagesPdf, slowPdf } from '../fixtures/pdfs.js';
import { expectRejected, processExists, renderAll } from './render-helpers.js';

/** Every renderer of the pool is up and ready, and none of them has one of these pids. */
const replaced = (pool: RendererPool, size: number, gone: number[]) => () => {
  const processes = pool.processes();
  return processes.length === size &&
    processes.every(({ ready, pid }) => ready && !gone.includes(pid))
    ? processes.map(({ pid }) => pid)
    : undefined;
};

describe('renderer isolation', () => {
  let pool: RendererPool;
  // 100,000 strokes across the page: seconds of drawing from an 11 KB file.
  const stuck = slowPdf(100_000);

  beforeAll(async () => {
    pool = await RendererPool.start({ size: 2, stepTimeoutMs: 1_500 });
  });

  afterAll(async () => {
    await pool?.close();
  });

  it('replaces a renderer killed from outside (SIGKILL), and the next jobs work', async () => {
    const [victim, survivor] = pool.processes().map(({ pid }) => pid) as [number, number];
    process.kill(victim, 'SIGKILL');

    await waitFor('a replacement renderer', replaced(pool, 2, [victim]), 10_000);
    expect(processExists(victim)).toBe(false);
    expect(pool.processes().map(({ pid }) => pid)).toContain(survivor);
    const pdf = await pagesPdf(2);
    const results = await Promise.all([renderAll(pool, pdf), renderAll(pool, pdf)]);
    expect(results.map(({ pages }) => pages.length)).toEqual([2, 2]);
  });

  it('fails the job running on a renderer killed from outside with a clear reason', async () => {
    const job = renderAll(pool, stuck);
    const busy = await waitFor('a busy renderer', () => pool.processes().find((p) => p.busy)?.pid);
    process.kill(busy, 'SIGKILL');

    const rejected = await expectRejected(job, 'out-of-memory');
    expect(String((rejected.cause as Error).message)).toMatch(/SIGKILL/);
    await waitFor('a replacement renderer', replaced(pool, 2, [busy]), 10_000);
  });

  it("finishes a render through a stop signal sent to the worker's process group", async () => {
    const pdf = await pagesPdf(3);
    const job = renderAll(pool, pdf);
    const busy = await waitFor('a busy renderer', () => pool.processes().find((p) => p.busy)?.pid);
    // (As Ctrl-C or a container's init signals every process of the group: the worker drains.)
    process.kill(busy, 'SIGTERM');
    process.kill(busy, 'SIGINT');

    expect((await job).pages).toHaveLength(3);
    expect(processExists(busy)).toBe(true);
  });

  it('kills a stuck render at the time limit, replaces the renderer and renders on', async () => {
    const started = performance.now();
    const rejected = await expectRejected(renderAll(pool, stuck), 'timeout');
    const elapsed = performance.now() - started;

    expect(rejected.message).toBe('The PDF took too long to render.');
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(5_000);
    expect((await renderAll(pool, await pagesPdf(1))).pages).toHaveLength(1);
  });

  it('stops a render when its signal aborts, with the signal’s reason', async () => {
    const controller = new AbortController();
    const job = renderAll(pool, stuck, { signal: controller.signal });
    await waitFor('a busy renderer', () => pool.processes().find((p) => p.busy)?.pid);
    const reason = new Error('job cancelled');
    controller.abort(reason);

    await expect(job).rejects.toBe(reason);
    expect((await renderAll(pool, await pagesPdf(1))).pages).toHaveLength(1);
  });

  it.runIf(process.platform === 'linux')(
    'runs renderers without the worker’s environment, without eval and under the permission model',
    () => {
      for (const { pid } of pool.processes()) {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        expect(argv).toEqual(
          expect.arrayContaining([
            '--disallow-code-generation-from-strings',
            '--permission',
            expect.stringMatching(/^--max-old-space-size=\d+$/),
          ]),
        );
        expect(argv.some((flag) => flag.startsWith('--allow-fs-write'))).toBe(false);
        expect(argv.some((flag) => flag.startsWith('--allow-child-process'))).toBe(false);
        // Node's own IPC variables aside, nothing: no database URL, no API key.
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter((entry) => entry && !entry.startsWith('NODE_CHANNEL_'));
        expect(environment.sort()).toEqual(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']);
      }
    },
  );

  it('starts renderers with flags that forbid eval, file writes, processes and reading elsewhere', () => {
    const attempts = `
      const fs = require('node:fs');
      const attempt = (what) => { try { what(); return 'allowed'; } catch (error) { return error.code ?? error.name; } };
      console.log(JSON.stringify({
        eval: attempt(() => eval('1 + 1')),
        newFunction: attempt(() => new Function('return 1')),
        write: attempt(() => fs.writeFileSync(${JSON.stringify(path.join(tmpdir(), 'renderer-escape.txt'))}, 'x')),
        read: attempt(() => fs.readFileSync('/etc/hostname')),
        spawn: attempt(() => require('node:child_process').execFileSync('true')),
      }));`;
    const flags = rendererExecArgv(rendererEntry(), { heapLimitMb: 64, sandbox: true });
    const output = execFileSync(process.execPath, [...flags, '-e', attempts], {
      env: {},
      encoding: 'utf8',
    });

    expect(JSON.parse(output)).toEqual({
      eval: 'EvalError',
      newFunction: 'EvalError',
      write: 'ERR_ACCESS_DENIED',
      read: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
    });
  });
});
