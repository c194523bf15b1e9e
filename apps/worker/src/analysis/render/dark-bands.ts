/**
 * Text printed light on a dark band (a table's head, a total's bar, a letterhead's banner), found
 * on a page drawn for OCR and drawn apart as dark text on white. tesseract's layout analysis often
 * takes such a band for a picture and reads nothing in it: the total of an invoice printed in
 * white on its accent colour was missing from the words of its scan. The page itself is read as
 * drawn (recolouring the bands in place moved tesseract's reading of the rest of the page: lines
 * merged, a table's header further from its values); each band is read on its own besides, and
 * its words fill in where the page's reading has none (local-extractor.ts).
 *
 * The page is looked at in cells of CELL × CELL pixels. A cell is dark where at least half of its
 * pixels are; dark cells that touch make a region. A region is a band where it is at least an inch
 * wide and a line high, mostly dark, solid above and below its letters, and has light pixels in it
 * (its letters): a dark picture or a scanner's black border without light in it is no band, nor
 * are large heavy letters or a disc; a page's dozen largest are kept. A band's image is its box
 * with a cell more on each side: its light pixels black, except the light joined to the box's edge
 * (the page around the bar), which is white like the rest, so no outline is left.
 *
 * The renderer process imports this file as it is (renderer-child.ts: dark-bands.js once built,
 * this .ts through type stripping in tests): it imports nothing at run time and uses no syntax
 * that type stripping cannot remove.
 */

/** Reads `rows` rows of pixels (RGBA) from `top`, the image's whole width. */
export type ReadRows = (top: number, rows: number) => Uint8ClampedArray;

/** A band, in pixels. */
export interface DarkBand {
  left: number;
  top: number;
  width: number;
  height: number;
}

const CELL = 8;
/** The cells' pixels looked at: one in STEP × STEP. */
const STEP = 2;
/** Luminance (0-255) below which a pixel is dark, and above which it is light. */
const DARK = 140;
const LIGHT = 190;
/** Within a band, what is lighter than this is a letter. */
const LETTER = (DARK + LIGHT) / 2;
/** A band's shares of its area: its dark cells, dark pixels and light pixels. */
const MIN_DARK_CELLS = 0.6;
const MIN_DARK_PIXELS = 0.7;
const MIN_LIGHT_PIXELS = 0.03;
/** A band is at least this wide and high, inches. */
const MIN_WIDTH = 1;
const MIN_HEIGHT = 0.08;

function luminance(data: Uint8ClampedArray, index: number): number {
  return (data[index]! * 77 + data[index + 1]! * 150 + data[index + 2]! * 29) >> 8;
}

/** The dark bands of an image `width` × `height` drawn at `dpi`. */
export function findDarkBands(
  read: ReadRows,
  width: number,
  height: number,
  dpi: number,
): DarkBand[] {
  const columns = Math.ceil(width / CELL);
  const cellRows = Math.ceil(height / CELL);
  const dark = new Uint8Array(columns * cellRows);
  const light = new Uint8Array(columns * cellRows);
  // Read STRIP_ROWS rows at a time (a call per cell row would be hundreds a page).
  for (let from = 0; from < height; from += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - from);
    const data = read(from, rows);
    // Every other pixel of every other row: enough to tell a bar from letters, a quarter of the work.
    for (let y = 0; y < rows; y += STEP) {
      const first = (((from + y) / CELL) | 0) * columns;
      let index = y * width * 4;
      for (let x = 0; x < width; x += STEP, index += 4 * STEP) {
        const value = luminance(data, index);
        const cell = first + ((x / CELL) | 0);
        if (value < DARK) dark[cell]!++;
        else if (value > LIGHT) light[cell]!++;
      }
    }
  }
  const cellPixels = (CELL / STEP) ** 2;
  const isDark = (cell: number) => dark[cell]! >= cellPixels / 2;
  const region = new Uint8Array(columns * cellRows);
  const minColumns = Math.ceil((MIN_WIDTH * dpi) / CELL);
  const minRows = Math.max(2, Math.ceil((MIN_HEIGHT * dpi) / CELL));
  const bands: DarkBand[] = [];
  const stack: number[] = [];
  for (let start = 0; start < region.length; start++) {
    if (region[start] || !isDark(start)) continue;
    let left = columns;
    let top = cellRows;
    let right = -1;
    let bottom = -1;
    let cells = 0;
    region[start] = 1;
    stack.push(start);
    for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
      const x = cell % columns;
      const y = (cell / columns) | 0;
      cells++;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= cellRows) continue;
          const next = ny * columns + nx;
          if (!region[next] && isDark(next)) {
            region[next] = 1;
            stack.push(next);
          }
        }
    }
    const bandColumns = right - left + 1;
    const bandRows = bottom - top + 1;
    if (bandColumns < minColumns || bandRows < minRows) continue;
    // The shares are measured within the region's edge cells where it has an inside: a bar's edge
    // cells are partly the page's, by as much as where the bar falls on the grid of cells.
    const inner = bandColumns > 2 && bandRows > 2 ? 1 : 0;
    const area = (bandColumns - 2 * inner) * (bandRows - 2 * inner);
    let darkPixels = 0;
    let lightPixels = 0;
    for (let y = top + inner; y <= bottom - inner; y++)
      for (let x = left + inner; x <= right - inner; x++) {
        darkPixels += dark[y * columns + x]!;
        lightPixels += light[y * columns + x]!;
      }
    if (
      !solidRows(isDark, columns, left, right, top, bottom) ||
      cells < MIN_DARK_CELLS * bandColumns * bandRows ||
      darkPixels < MIN_DARK_PIXELS * area * cellPixels ||
      lightPixels < MIN_LIGHT_PIXELS * area * cellPixels
    )
      continue;
    // A cell more on each side: a bar's edge that fell short of half a cell is in the band too.
    const x0 = Math.max(0, (left - 1) * CELL);
    const y0 = Math.max(0, (top - 1) * CELL);
    const x1 = Math.min(width, (right + 2) * CELL);
    const y1 = Math.min(height, (bottom + 2) * CELL);
    bands.push({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 });
  }
  // A page of stripes would make hundreds: the largest are read (each is an OCR call).
  return bands
    .sort((a, b) => b.width * b.height - a.width * a.height)
    .slice(0, MAX_BANDS)
    .sort((a, b) => a.top - b.top || a.left - b.left);
}

/** The most bands of a page that are read. */
const MAX_BANDS = 12;

/** A row of cells is solid where this share of it is dark: a band's edge above or below its text. */
const SOLID = 0.9;

/**
 * Whether the region has a solid row of cells in its top quarter and one in its bottom quarter, as a
 * band has above and below its letters: large bold letters (a name in a heavy font) and round
 * shapes (a logo, a disc in a page's corner) have light at the ends of those rows.
 */
function solidRows(
  isDark: (cell: number) => boolean,
  columns: number,
  left: number,
  right: number,
  top: number,
  bottom: number,
): boolean {
  const solid = (row: number) => {
    let dark = 0;
    for (let x = left; x <= right; x++) if (isDark(row * columns + x)) dark++;
    return dark >= SOLID * (right - left + 1);
  };
  const quarter = (bottom - top + 1) / 4;
  let upper = false;
  let lower = false;
  for (let row = top; row <= bottom; row++) {
    if (!solid(row)) continue;
    if (row - top < quarter) upper = true;
    if (bottom - row < quarter) lower = true;
  }
  return upper && lower;
}

/** Rows read or written at a time. */
const STRIP_ROWS = 64;

/** The canvas calls a band's drawing needs. */
export interface PixelContext {
  getImageData(
    x: number,
    y: number,
    width: number,
    height: number,
  ): { data: Uint8ClampedArray; width: number; height: number };
  putImageData(image: unknown, x: number, y: number): void;
}

/**
 * The band of a drawn page (`source`) as dark text on white, drawn onto `target` (a canvas of the
 * band's size): its light pixels black, except those joined to its edge (the page around the bar,
 * a white rule between a table head's cells), which are white like the rest. Read and written a
 * strip at a time, with a byte a pixel kept between.
 */
export function drawLightened(source: PixelContext, band: DarkBand, target: PixelContext): void {
  const { width, height } = band;
  const LIT = 1;
  const EDGE = 2;
  const pixels = new Uint8Array(width * height);
  let lit = 0;
  for (let from = 0; from < height; from += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - from);
    const { data } = source.getImageData(band.left, band.top + from, width, rows);
    for (let index = 0; index < rows * width; index++)
      if (luminance(data, index * 4) > LETTER) {
        pixels[from * width + index] = LIT;
        lit++;
      }
  }
  // The light joined to the edge, four ways: each pixel is put on the stack once at most.
  const stack = new Int32Array(lit);
  let size = 0;
  const reach = (index: number) => {
    if (pixels[index] !== LIT) return;
    pixels[index] = EDGE;
    stack[size++] = index;
  };
  for (let x = 0; x < width; x++) {
    reach(x);
    reach((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    reach(y * width);
    reach(y * width + width - 1);
  }
  while (size > 0) {
    const index = stack[--size]!;
    const x = index % width;
    if (x > 0) reach(index - 1);
    if (x < width - 1) reach(index + 1);
    if (index >= width) reach(index - width);
    if (index + width < pixels.length) reach(index + width);
  }
  for (let from = 0; from < height; from += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - from);
    const image = target.getImageData(0, from, width, rows);
    for (let index = 0; index < rows * width; index++) {
      const value = pixels[from * width + index] === LIT ? 0 : 255;
      image.data[index * 4] = value;
      image.data[index * 4 + 1] = value;
      image.data[index * 4 + 2] = value;
      image.data[index * 4 + 3] = 255;
    }
    target.putImageData(image, 0, from);
  }
}
