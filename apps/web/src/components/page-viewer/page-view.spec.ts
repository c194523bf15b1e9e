import { describe, expect, it } from 'vitest';
import { transformScrolled, transformShowing, withinBounds } from './page-view';

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
