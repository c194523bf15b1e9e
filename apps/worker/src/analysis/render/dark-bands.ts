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
 * are large heavy letters or a disc. In a band's image, light pixels become black and the rest
 * white; its edge (one cell wide) becomes white, so no outline is left.
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
  for (let cellRow = 0; cellRow < cellRows; cellRow++) {
    const rows = Math.min(CELL, height - cellRow * CELL);
    const data = read(cellRow * CELL, rows);
    const first = cellRow * columns;
    // Every other pixel of every other row: enough to tell a bar from letters, a quarter of the work.
    for (let y = 0; y < rows; y += STEP) {
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
    const area = bandColumns * bandRows;
    let darkPixels = 0;
    let lightPixels = 0;
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        darkPixels += dark[y * columns + x]!;
        lightPixels += light[y * columns + x]!;
      }
    if (
      !solidRows(isDark, columns, left, right, top, bottom) ||
      cells < MIN_DARK_CELLS * area ||
      darkPixels < MIN_DARK_PIXELS * area * cellPixels ||
      lightPixels < MIN_LIGHT_PIXELS * area * cellPixels
    )
      continue;
    bands.push({
      left: left * CELL,
      top: top * CELL,
      width: Math.min(bandColumns * CELL, width - left * CELL),
      height: Math.min(bandRows * CELL, height - top * CELL),
    });
  }
  return bands;
}

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

/**
 * Rows of a band's pixels (RGBA, `width` wide, `rows` rows from its row `from`) as dark text on
 * white, in place; the band is `height` rows high.
 */
function recolourRows(
  data: Uint8ClampedArray,
  width: number,
  from: number,
  rows: number,
  height: number,
): void {
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const row = from + y;
      const inside = x >= CELL && row >= CELL && x < width - CELL && row < height - CELL;
      const value = inside && luminance(data, index) > LETTER ? 0 : 255;
      data[index] = value;
      data[index + 1] = value;
      data[index + 2] = value;
      data[index + 3] = 255;
    }
}

/** Rows of a band recoloured at a time. */
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
 * band's size), a strip at a time: a page-sized band is not copied whole.
 */
export function drawLightened(source: PixelContext, band: DarkBand, target: PixelContext): void {
  for (let from = 0; from < band.height; from += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, band.height - from);
    const image = source.getImageData(band.left, band.top + from, band.width, rows);
    recolourRows(image.data, band.width, from, rows, band.height);
    target.putImageData(image, 0, from);
  }
}
