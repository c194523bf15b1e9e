import { describe, expect, it } from 'vitest';
import {
  printedRatio,
  printedShare,
  transformScrolled,
  transformShowing,
  withinBounds,
} from './page-view';

// A portrait page fitted to a 400 px wide view 300 px high: 400 × 566 at scale 1.
const view = { width: 400, height: 300 };
const page = { width: 400, height: 566 };
const fitted = { x: 0, y: 0, scale: 1 };

describe('the page in the viewer', () => {
  it('never shows past its edges, and is centred when smaller than the view', () => {
    expect(withinBounds({ x: 50, y: 40, scale: 1 }, view, page)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(withinBounds({ x: 0, y: -900, scale: 1 }, view, page)).toEqual({
      x: 0,
      y: -266,
      scale: 1,
    });
    // Half the size: 200 × 283, centred both ways.
    expect(withinBounds({ x: -30, y: 0, scale: 0.5 }, view, page)).toEqual({
      x: 100,
      y: 8.5,
      scale: 0.5,
    });
  });

  it('stays put when the highlighted box already shows', () => {
    const top = { x: 0.7, y: 0.1, width: 0.15, height: 0.03 };
    expect(transformShowing(top, view, page, fitted)).toBeNull();
  });

  it('moves to a box below the view, centring it as far as the edges allow', () => {
    const total = { x: 0.75, y: 0.6, width: 0.15, height: 0.03 };
    const moved = transformShowing(total, view, page, fitted);
    // Centre at 0.615 × 566 = 348 px: the page moves up by 348 − 150.
    expect(moved?.x).toBe(0);
    expect(moved?.y).toBeCloseTo(-198.09, 1);
    expect(moved?.scale).toBe(1);
    const last = { x: 0.1, y: 0.95, width: 0.2, height: 0.03 };
    expect(transformShowing(last, view, page, fitted)).toEqual({ x: 0, y: -266, scale: 1 });
  });

  it('keeps a zoom the reviewer chose, and comes back to fit-to-width from a smaller one', () => {
    const box = { x: 0.05, y: 0.05, width: 0.1, height: 0.02 };
    const zoomed = transformShowing(box, view, page, { x: -400, y: -300, scale: 2 });
    expect(zoomed?.scale).toBe(2);
    expect(zoomed?.x).toBe(0);
    const small = transformShowing(box, view, page, { x: 100, y: 8.5, scale: 0.5 });
    expect(small?.scale).toBe(1);
  });

  it('scrolls with the wheel until an edge, then lets the screen scroll', () => {
    expect(transformScrolled(fitted, { x: 0, y: 100 }, view, page)).toEqual({
      x: 0,
      y: -100,
      scale: 1,
    });
    expect(transformScrolled({ x: 0, y: -250, scale: 1 }, { x: 0, y: 100 }, view, page)).toEqual({
      x: 0,
      y: -266,
      scale: 1,
    });
    expect(transformScrolled({ x: 0, y: -266, scale: 1 }, { x: 0, y: 100 }, view, page)).toBeNull();
    expect(transformScrolled(fitted, { x: 0, y: -100 }, view, page)).toBeNull();
    // Sideways only once zoomed in.
    expect(transformScrolled(fitted, { x: 80, y: 0 }, view, page)).toBeNull();
    expect(transformScrolled({ x: 0, y: 0, scale: 2 }, { x: 80, y: 0 }, view, page)).toEqual({
      x: -80,
      y: 0,
      scale: 2,
    });
  });
});

/** A white RGBA page `width` × `height` with `ink` (rgb) painted on the rows listed. */
function pagePixels(width: number, height: number, rows: number[], ink = [40, 40, 40]) {
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const row of rows) {
    const at = (row * width + Math.floor(width / 2)) * 4;
    pixels.set([...ink, 255], at);
  }
  return pixels;
}

describe('the printed part of a page', () => {
  it('ends under its last printed line, the top margin (6 % of the page at most) under it', () => {
    // Printed from row 4 to row 29 of 100: the 4-row margin is kept under the last line.
    expect(printedShare(pagePixels(10, 100, [4, 12, 29]), 10, 100)).toBeCloseTo(0.34, 5);
    // A 20-row top margin: 6 rows kept.
    expect(printedShare(pagePixels(10, 100, [20, 49]), 10, 100)).toBeCloseTo(0.56, 5);
    // Printed to the foot, or not at all: the whole page.
    expect(printedShare(pagePixels(10, 100, [5, 97]), 10, 100)).toBe(1);
    expect(printedShare(pagePixels(10, 100, []), 10, 100)).toBe(1);
  });

  it('counts light grey and coloured print, not near-white paper or transparent pixels', () => {
    expect(printedShare(pagePixels(10, 100, [4, 59], [190, 190, 190]), 10, 100)).toBeCloseTo(0.64);
    expect(printedShare(pagePixels(10, 100, [4, 59], [250, 120, 250]), 10, 100)).toBeCloseTo(0.64);
    expect(printedShare(pagePixels(10, 100, [4, 59], [240, 240, 240]), 10, 100)).toBe(1);
    const clear = pagePixels(10, 100, [4]);
    clear.set([0, 0, 0, 0], (80 * 10 + 5) * 4);
    expect(printedShare(clear, 10, 100)).toBeCloseTo(0.09, 5);
  });

  it('fits the viewer to it, never flatter than 0.6 and whole when little would be cut off', () => {
    const a4 = 842 / 595;
    expect(printedRatio(a4, 0.6)).toBeCloseTo(a4 * 0.6, 5);
    expect(printedRatio(a4, 0.3)).toBe(0.6);
    expect(printedRatio(a4, 0.95)).toBe(a4);
    expect(printedRatio(a4, 1)).toBe(a4);
    // A landscape page is cut down to 0.6 at the most; one flatter than that, not at all.
    expect(printedRatio(595 / 842, 0.5)).toBeCloseTo(0.6, 5);
    expect(printedRatio(0.5, 0.3)).toBe(0.5);
  });
});
