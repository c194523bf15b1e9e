/**
 * Whether a page drawn for OCR is lit unevenly: a phone's photo of a sheet, with a desk around it,
 * a shadow across it or darker corners, where a scanner's page is evenly white. tesseract turns a
 * page into black and white with one threshold for the whole page (Otsu's): on such a photo the
 * desk and the shadow pull that threshold down, and thin or light letters on the bright part of
 * the sheet fall below it and are lost (on the extraction bench's photo copies whole lines came
 * back with letters missing). An unevenly lit page is read a second time with a threshold of each
 * pixel's own neighbourhood (Sauvola's: ocr-engine.ts, local-extractor's readImage), which on an
 * evenly lit page reads no better and costs a second reading, so only such pages are.
 *
 * The page is looked at in cells of an eighth of an inch, sampled about 75 pixels to the inch; a
 * cell's paper is its brightest sample. The page is unevenly lit where at least half of its edge
 * is dark (a desk or a scanner's dark lid around the sheet), or where the paper of one part of the
 * page (the page cut in BLOCKS × BLOCKS blocks, each the median of its cells that are paper at all)
 * is far darker than another's. A dark band or a small coloured panel covers too little of a block
 * to move its median; a light grey panel filling most of a block does, and such a page is read
 * the photo's way too.
 *
 * Where a desk surrounds the sheet, such a page is also sent as the sheet alone (paintAroundSheet
 * below: the desk painted white), which the second reading reads.
 *
 * The renderer process imports this file as it is (renderer-child.ts, as dark-bands): it imports
 * nothing at run time and uses no syntax that type stripping cannot remove.
 */

import type { ReadRows } from './dark-bands.js';

/** Pixels are looked at about this many to the inch. */
const SAMPLE_DPI = 75;
/** Cells per inch. */
const CELLS_PER_INCH = 8;
/** A cell whose brightest sample is darker than this is no paper (0-255). */
const PAPER = 110;
/** The page is cut in BLOCKS × BLOCKS blocks. */
const BLOCKS = 4;
/** A block counts where at least this share of its cells is paper. */
const MIN_PAPER_SHARE = 0.25;
/** Blocks whose papers differ by this much are lit unevenly. */
const UNEVEN = 28;
/** The share of the edge's cells that, dark, make a frame around the sheet. */
const DARK_EDGE = 0.5;

/** A pixel's luminance (0-255). (dark-bands.ts has its own: neither imports the other at run time.) */
function luminance(data: Uint8ClampedArray, index: number): number {
  return (data[index]! * 77 + data[index + 1]! * 150 + data[index + 2]! * 29) >> 8;
}

/** Whether an image `width` × `height` drawn at `dpi` is lit unevenly (see above). */
export function unevenLight(read: ReadRows, width: number, height: number, dpi: number): boolean {
  if (!(dpi > 0) || !(width > 0) || !(height > 0)) return false;
  const step = Math.max(1, Math.round(dpi / SAMPLE_DPI));
  const cellSize = Math.max(step, Math.round(dpi / CELLS_PER_INCH));
  const columns = Math.ceil(width / cellSize);
  const rows = Math.ceil(height / cellSize);
  if (columns < BLOCKS * 2 || rows < BLOCKS * 2) return false;
  const paper = new Uint8Array(columns * rows);
  // (A cell at the right or bottom edge narrower than the step between samples may hold none: it
  // is then no part of the page's light, rather than dark.)
  const sampled = new Uint8Array(columns * rows);
  // Only the rows sampled are read, one at a time: reading them all costs up to five times as long.
  for (let y = 0; y < height; y += step) {
    const data = read(y, 1);
    // (A row read short cannot be judged: its missing pixels would count as black.)
    if (data.length < width * 4) return false;
    const first = ((y / cellSize) | 0) * columns;
    for (let x = 0, index = 0; x < width; x += step, index += 4 * step) {
      const cell = first + ((x / cellSize) | 0);
      const value = luminance(data, index);
      sampled[cell] = 1;
      if (value > paper[cell]!) paper[cell] = value;
    }
  }
  let edge = 0;
  let darkEdge = 0;
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      if (x !== 0 && y !== 0 && x !== columns - 1 && y !== rows - 1) continue;
      if (!sampled[y * columns + x]) continue;
      edge++;
      if (paper[y * columns + x]! < PAPER) darkEdge++;
    }
  if (edge > 0 && darkEdge >= DARK_EDGE * edge) return true;
  const medians: number[] = [];
  for (let blockY = 0; blockY < BLOCKS; blockY++)
    for (let blockX = 0; blockX < BLOCKS; blockX++) {
      const values: number[] = [];
      const x0 = Math.floor((blockX * columns) / BLOCKS);
      const x1 = Math.floor(((blockX + 1) * columns) / BLOCKS);
      const y0 = Math.floor((blockY * rows) / BLOCKS);
      const y1 = Math.floor(((blockY + 1) * rows) / BLOCKS);
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const value = paper[y * columns + x]!;
          if (sampled[y * columns + x] && value >= PAPER) values.push(value);
        }
      if (values.length < MIN_PAPER_SHARE * (x1 - x0) * (y1 - y0)) continue;
      values.sort((a, b) => a - b);
      medians.push(values[values.length >> 1]!);
    }
  return medians.length >= 2 && Math.max(...medians) - Math.min(...medians) >= UNEVEN;
}

/**
 * Around the sheet, a pixel darker than this is painted (0-255): darker than PAPER, so that a
 * sheet's shaded corner, joined to a desk by its shadow, is not painted with it (the real tuned
 * Thai photo at PAPER lost the bottom of its sheet; its wooden desk's lighter grain is left either
 * way).
 */
const DESK = 90;
/** What lies around the sheet is painted only where it covers at least this share of the image… */
const LEAST_AROUND = 0.02;
/** …and at most this share: beyond it, the "sheet" left would be a dark page's scraps. */
const MOST_AROUND = 0.6;

/**
 * Paints white what lies around the sheet in a photo of it (`data`: the image's RGBA pixels,
 * `width` × `height`, a copy this may paint): every pixel darker than DESK joined to the image's
 * edge by such pixels (4 neighbours), a desk, a dark lid or the shade beyond the sheet's edges.
 * tesseract's layout analysis takes a dark region beside the sheet for a picture and can drop a
 * column of text next to it whole (on the extraction bench's photo copies, an invoice's Amount
 * column beside the desk), which no threshold brings back. Letters enclosed by paper are not
 * painted; letters touching the painted dark (text in a shade darker than DESK that reaches the
 * edge, a dark bar running off the sheet) are, which is why this image is read only besides the
 * page as drawn (local-extractor's readImage). Returns whether what it painted is between
 * LEAST_AROUND and MOST_AROUND of the image; when not, `data` is of no use (it may be painted in
 * part). (dark-bands.ts's drawLightened finds the light joined to a band's edge the same way;
 * neither file imports the other at run time.)
 */
export function paintAroundSheet(data: Uint8ClampedArray, width: number, height: number): boolean {
  const pixels = width * height;
  if (!(width > 0) || !(height > 0) || data.length < pixels * 4) return false;
  let dark = 0;
  for (let pixel = 0; pixel < pixels; pixel++) if (luminance(data, pixel * 4) < DESK) dark++;
  if (dark < LEAST_AROUND * pixels) return false;
  // A pixel is painted as it is reached (white is no desk): it is put on the stack once at most,
  // and only a dark one is.
  const stack = new Int32Array(dark);
  let size = 0;
  let painted = 0;
  const reach = (pixel: number) => {
    const index = pixel * 4;
    if (luminance(data, index) >= DESK) return;
    data[index] = 255;
    data[index + 1] = 255;
    data[index + 2] = 255;
    stack[size++] = pixel;
    painted++;
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
    const pixel = stack[--size]!;
    const x = pixel % width;
    if (x > 0) reach(pixel - 1);
    if (x < width - 1) reach(pixel + 1);
    if (pixel >= width) reach(pixel - width);
    if (pixel < pixels - width) reach(pixel + width);
  }
  return painted >= LEAST_AROUND * pixels && painted <= MOST_AROUND * pixels;
}
