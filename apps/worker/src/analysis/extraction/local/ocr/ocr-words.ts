/**
 * tesseract's lines and words as the field finder's page words (PDF points), with the page's skew
 * taken out of their heights. A scan or a phone photo is seldom straight: at 1° a label at the left
 * and its value 300 points to the right stand 5 points apart in height, enough to fall on two
 * lines. The page's skew is the median slope of its long lines' baselines; each line's height is
 * where its baseline, followed along that slope, crosses the middle of the page, so the cells of
 * one printed row share a height however far apart they stand. The boxes stay where the words are
 * in the image, for the review's highlights.
 */
import type { PageWord } from '../page-text.js';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: OcrBox;
  /** The word's letters with their own confidences (tesseract's symbols). */
  symbols?: readonly { confidence: number }[] | null;
}
export interface OcrLine {
  bbox: OcrBox;
  /** tesseract's baseline, from its left end to its right end, in pixels. */
  baseline?: OcrBox | null;
  words: OcrWord[];
}
export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** A point of the page, in points from its top-left corner. */
export interface PageOrigin {
  x: number;
  top: number;
}

/**
 * How the image maps to the page: pixels per PDF point, the page's size in points, and where the
 * image's top-left corner is on the page (a part of it drawn alone; default the page's corner).
 */
export interface OcrPageGeometry {
  scale: number;
  width: number;
  height: number;
  origin?: PageOrigin;
  /**
   * The page's skew (pageSkew), where the image is a part of a page whose reading measured it: a
   * part's few lines are too few to measure it, and its words must stand at the heights the
   * page's words were given.
   */
  skew?: number;
}

/** The words of a page image, in PDF points, and the skew their heights were corrected for. */
export interface OcrReading {
  words: PageWord[];
  skew: number;
}

/** No scan is tilted more than this; a steeper "baseline" is a misread line (a stamp, a logo). */
const MAX_SKEW = Math.tan((10 * Math.PI) / 180);
/** Lines shorter than this share of the page's width say little about its slope. */
const MIN_LINE_SHARE = 0.15;
/** Fewer long lines than this, and the page is taken as straight. */
const MIN_LINES = 3;

/** The slope (pixels down per pixel right) of the page's text: the median of its long baselines. */
export function pageSkew(lines: readonly OcrLine[], widthPixels: number): number {
  const slopes: number[] = [];
  for (const line of lines) {
    const base = line.baseline;
    if (!base || line.words.length < 2) continue;
    const run = base.x1 - base.x0;
    if (run < widthPixels * MIN_LINE_SHARE) continue;
    const slope = (base.y1 - base.y0) / run;
    if (Math.abs(slope) <= MAX_SKEW) slopes.push(slope);
  }
  if (slopes.length < MIN_LINES) return 0;
  slopes.sort((left, right) => left - right);
  const middle = slopes.length >> 1;
  return slopes.length % 2 ? slopes[middle]! : (slopes[middle - 1]! + slopes[middle]!) / 2;
}

/** The words of tesseract's blocks in PDF points, each line at its deskewed height. */
export function toPageWords(blocks: readonly OcrBlock[], page: OcrPageGeometry): OcrReading {
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((each) => each.lines));
  const { x: left, top } = page.origin ?? { x: 0, top: 0 };
  const skew = page.skew ?? pageSkew(lines, page.width * page.scale);
  // The page's middle in the image's pixels.
  const middle = (page.width / 2 - left) * page.scale;
  const words: PageWord[] = [];
  for (const line of lines) {
    // The line's height is the font size for every word of it ("a" is shorter than "Ag").
    const size = Math.max(1, ((line.bbox.y1 - line.bbox.y0) / page.scale) * 0.85);
    const baseline = lineHeightAt(line, middle, skew);
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text) continue;
      words.push({
        text,
        x: left + word.bbox.x0 / page.scale,
        right: left + word.bbox.x1 / page.scale,
        y: page.height - top - baseline / page.scale,
        top: top + word.bbox.y0 / page.scale,
        bottom: top + word.bbox.y1 / page.scale,
        size,
        confidence: Math.max(0, Math.min(1, word.confidence / 100)),
        ...lettersOf(word),
      });
    }
  }
  return { words, skew };
}

/** How far (0 to 1) a word's own figure must fall below its least sure letter's to be its fault. */
const WORD_BELOW_LETTERS = 0.2;

/**
 * The least sure letter's confidence (0 to 1), where tesseract gives the word a figure far below
 * it: its LSTM gives a word it split from another a figure of its own, 0 now and then, though
 * every letter of it is at 99 ("Date:" and "12/01/25").
 */
function lettersOf(word: OcrWord): Pick<PageWord, 'letters'> {
  const symbols = word.symbols ?? [];
  if (symbols.length === 0) return {};
  const letters = Math.max(
    0,
    Math.min(1, Math.min(...symbols.map((each) => each.confidence)) / 100),
  );
  return word.confidence / 100 < letters - WORD_BELOW_LETTERS ? { letters } : {};
}

/**
 * The line's bottom edge (descenders included, as on a straight page) in pixels from the image's
 * top, followed along the page's skew to x. A line without a usable baseline is taken from its
 * box: its bottom, less the skew's rise over half its width, at its middle.
 */
function lineHeightAt(line: OcrLine, x: number, skew: number): number {
  if (skew === 0) return line.bbox.y1;
  const base = line.baseline;
  if (
    base &&
    base.x1 > base.x0 &&
    Math.abs((base.y1 - base.y0) / (base.x1 - base.x0)) <= MAX_SKEW
  ) {
    const descent = Math.max(0, line.bbox.y1 - Math.max(base.y0, base.y1));
    return base.y0 + (x - base.x0) * skew + descent;
  }
  const centre = (line.bbox.x0 + line.bbox.x1) / 2;
  const bottom = line.bbox.y1 - (Math.abs(skew) * (line.bbox.x1 - line.bbox.x0)) / 2;
  return bottom + (x - centre) * skew;
}

/**
 * The words of a reading with the `extra` words (another reading of the page, or of a part of it
 * read apart) that stand where it has none: an extra word whose box meets no word's box is added;
 * the reading's own words stay as they are.
 */
export function fillIn(words: readonly PageWord[], extra: readonly PageWord[]): PageWord[] {
  const meets = (a: PageWord, b: PageWord) =>
    a.x < b.right && b.x < a.right && a.top < b.bottom && b.top < a.bottom;
  return [...words, ...extra.filter((word) => !words.some((each) => meets(each, word)))];
}
