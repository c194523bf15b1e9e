import type { PageBox } from '@billfold/contract';

/** A field's box on one page, to draw over that page's image. */
export interface PageHighlight {
  /** What the box is (a form field's name). */
  field: string;
  /** 1-based. */
  page: number;
  /** Shares of the page from its top-left corner. */
  box: PageBox;
  label: string;
}

export interface Size {
  width: number;
  height: number;
}

/** Where the page is drawn in the viewer: its top-left corner, and its scale (1 = fit to width). */
export interface PageTransform {
  x: number;
  y: number;
  scale: number;
}

/** The allowed place of one edge: a page longer than the view moves within it, a shorter one is centred. */
function clampAxis(position: number, view: number, content: number): number {
  if (content <= view) return (view - content) / 2;
  return Math.min(0, Math.max(view - content, position));
}

/** `transform` moved, if needed, so that no part of the view shows past the page's edges. */
export function withinBounds(transform: PageTransform, view: Size, page: Size): PageTransform {
  return {
    scale: transform.scale,
    x: clampAxis(transform.x, view.width, page.width * transform.scale),
    y: clampAxis(transform.y, view.height, page.height * transform.scale),
  };
}

/** Room left around a highlighted box, so that its label above it shows too (pixels). */
const MARGIN = 32;

/**
 * Where to move the page so that `box` shows: null when it already shows whole (nothing moves
 * while the reviewer tabs between nearby fields), else centred on it, at least at fit-to-width.
 */
export function transformShowing(
  box: PageBox,
  view: Size,
  page: Size,
  current: PageTransform,
): PageTransform | null {
  const onScreen = (scale: number, at: Pick<PageTransform, 'x' | 'y'>) => ({
    left: at.x + box.x * page.width * scale,
    top: at.y + box.y * page.height * scale,
    right: at.x + (box.x + box.width) * page.width * scale,
    bottom: at.y + (box.y + box.height) * page.height * scale,
  });
  const shown = onScreen(current.scale, current);
  const whole =
    shown.left >= 0 &&
    shown.right <= view.width &&
    shown.top - MARGIN >= 0 &&
    shown.bottom + MARGIN <= view.height;
  if (whole && current.scale >= 1) return null;

  const scale = Math.max(1, current.scale);
  const centre = {
    x: (box.x + box.width / 2) * page.width * scale,
    y: (box.y + box.height / 2) * page.height * scale,
  };
  return withinBounds(
    { scale, x: view.width / 2 - centre.x, y: view.height / 2 - centre.y },
    view,
    page,
  );
}

/**
 * The page moved by a wheel's delta (pixels), kept within its edges; null when it cannot move
 * that way, so that the wheel scrolls the screen instead (a page at its end does not trap it).
 */
export function transformScrolled(
  current: PageTransform,
  delta: { x: number; y: number },
  view: Size,
  page: Size,
): PageTransform | null {
  const next = withinBounds(
    { scale: current.scale, x: current.x - delta.x, y: current.y - delta.y },
    view,
    page,
  );
  const moved = Math.abs(next.x - current.x) >= 0.5 || Math.abs(next.y - current.y) >= 0.5;
  return moved ? next : null;
}

/** A pixel is printed when its darkest channel is below this (paper and JPEG noise are above). */
const INK = 230;
/** The paper kept under the last printed line: the page's own top margin, at most this share. */
const MAX_MARGIN = 0.06;

/**
 * The share of a page's height, from its top, down to the last printed line and a margin under
 * it (1 for a blank page). `pixels` are the page image's RGBA pixels, `width` × `height`, as a
 * canvas reads them.
 */
export function printedShare(pixels: ArrayLike<number>, width: number, height: number): number {
  const printed = (row: number) => {
    for (let at = row * width * 4, end = at + width * 4; at < end; at += 4) {
      const ink = Math.min(pixels[at] ?? 255, pixels[at + 1] ?? 255, pixels[at + 2] ?? 255);
      if (ink < INK && (pixels[at + 3] ?? 255) >= 128) return true;
    }
    return false;
  };
  let last = height - 1;
  while (last >= 0 && !printed(last)) last -= 1;
  if (last < 0) return 1;
  let first = 0;
  while (!printed(first)) first += 1;
  return Math.min(1, (last + 1 + Math.min(first, MAX_MARGIN * height)) / height);
}

/** The viewer is never flatter than this (height over width), so that zooming in has room. */
const MIN_VIEW_RATIO = 0.6;
/** Less than this share of the page's height is not worth cutting off: the whole page shows. */
const MIN_CUT = 0.1;

/**
 * The viewer's height over its width for a page of `pageRatio` (height over width) printed down
 * to `printed` (a share of its height): the printed part fitted to the width, so that a page whose
 * printing ends high up does not fill the viewer with blank paper. The rest stays a scroll away.
 */
export function printedRatio(pageRatio: number, printed: number): number {
  const shown = Math.max(pageRatio * printed, Math.min(pageRatio, MIN_VIEW_RATIO));
  return shown > pageRatio * (1 - MIN_CUT) ? pageRatio : shown;
}
