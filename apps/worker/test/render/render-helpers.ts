import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect } from 'vitest';
import {
  PdfRejectedError,
  type PdfRejectionReason,
  type RenderedPage,
} from '../../src/analysis/render/page-renderer.js';
import type { RendererPool } from '../../src/analysis/render/renderer-pool.js';

/** Renders every page and keeps them, in the order onPage saw them. */
export async function renderAll(
  pool: RendererPool,
  pdf: Uint8Array,
  options: { maxPages?: number; scale?: number; signal?: AbortSignal } = {},
): Promise<{ pageCount: number; pages: RenderedPage[] }> {
  const pages: RenderedPage[] = [];
  const { pageCount } = await pool.render(pdf, { maxPages: 20, ...options }, async (page) => {
    pages.push(page);
    return Promise.resolve();
  });
  return { pageCount, pages };
}

/** Decodes an image and reads its size and the colour of one pixel. */
export async function decode(image: Buffer, at: { x: number; y: number }) {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0);
  const [r, g, b] = context.getImageData(at.x, at.y, 1, 1).data;
  return { width: decoded.width, height: decoded.height, rgb: [r!, g!, b!] };
}

/** The promise rejects with a PdfRejectedError of this reason; resolves to that error. */
export async function expectRejected(
  promise: Promise<unknown>,
  reason: PdfRejectionReason | PdfRejectionReason[],
): Promise<PdfRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PdfRejectedError);
  const rejected = error as PdfRejectedError;
  expect(Array.isArray(reason) ? reason : [reason]).toContain(rejected.reason);
  expect(rejected.message).not.toBe('');
  return rejected;
}

/** Whether a process with this id exists (a zombie counts as existing). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
