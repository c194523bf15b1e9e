/**
 * The words of a page, from the PDF's text layer or from OCR, grouped into visual lines of cells.
 * Coordinates are PDF points (OCR words are scaled back from pixels), so the field finder's rules
 * about gaps and sizes hold for both.
 */

import { labelSpelling } from './ocr/label-words.js';

/** One word (or a run of text) on a page. */
export interface PageWord {
  text: string;
  /** Left and right edges, points from the page's left edge. */
  x: number;
  right: number;
  /** Baseline, points from the page's bottom edge. */
  y: number;
  /** Top and bottom of the glyphs, points from the page's top edge. */
  top: number;
  bottom: number;
  /** Font size (text layer) or word height (OCR), points. */
  size: number;
  /** 1 for the text layer; OCR's confidence, 0 to 1. */
  confidence: number;
  /**
   * OCR's least sure letter of the word, where the word's own confidence is far below it
   * (ocr-words.ts): what the word's reading is worth as a value's evidence (readingConfidence).
   */
  letters?: number;
}

/** The words of one page. */
export interface PageText {
  /** 1-based. */
  page: number;
  /** Points. */
  width: number;
  height: number;
  words: PageWord[];
  /** Where the words come from. */
  source: 'text' | 'ocr';
}

/** A word placed in its cell's text. */
export interface CellWord extends PageWord {
  /** Offset of the word's first character in the cell's text. */
  start: number;
}

/** A run of words on one line, separated from its neighbours by a visible gap (a table cell). */
export interface TextCell {
  text: string;
  x: number;
  right: number;
  words: CellWord[];
}

/** One visual line of a page: its cells left to right, top of the page first. */
export interface TextLine {
  page: number;
  /** Baseline height from the bottom of the page, in PDF points. */
  y: number;
  /** y as a share of the page height: 1 at the top, 0 at the bottom. */
  top: number;
  /** The largest font size on the line. */
  size: number;
  cells: TextCell[];
  text: string;
  pageWidth: number;
  pageHeight: number;
  source: 'text' | 'ocr';
}

/**
 * Splits a text run into its words, sharing the run's width out by characters (pdf.js gives one
 * box per run; evidence is better shown on the word).
 */
export function splitRun(run: PageWord): PageWord[] {
  const text = run.text;
  if (!/\s/.test(text.trim())) return text.trim() ? [{ ...run, text: text.trim() }] : [];
  const perChar = (run.right - run.x) / Math.max(1, text.length);
  const words: PageWord[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const x = run.x + (match.index ?? 0) * perChar;
    words.push({ ...run, text: match[0], x, right: x + match[0].length * perChar });
  }
  return words;
}

/**
 * OCR's lines measured by their words. OCR gives every word of a line the line's height and puts
 * the line at the bottom of its box; one box far taller than the line's other words (a logo, a
 * stamp, a word read across two rows) pushes that bottom down and that height up, and the line
 * then takes in the next row of a table ("Debiteurnr.: 3171" over "Factuurdatum: 11/10/2020"
 * read as one line). Such a line is placed by its other words, and every line is sized by its
 * words' boxes (fontSizeOf). Returns the lines, each at one height and size; a text layer's words
 * each stand alone, as they are.
 */
function ocrGeometry(page: PageText): PageWord[][] {
  if (page.source !== 'ocr') return page.words.map((word) => [word]);
  const lines = new Map<string, PageWord[]>();
  for (const word of page.words) {
    const key = `${word.y}:${word.size}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  const box = (word: PageWord) => word.bottom - word.top;
  // A speck read as a sign or a letter ("©" or "Y" a tenth of the line's height, OCR unsure of
  // it) is no word.
  for (const [key, words] of lines) {
    const height = medianOf(words.map(box));
    // A letter is taken for a speck only where the line has words enough to measure it by (two
    // words may be a name and a logo's tall box).
    const kept = words.filter(
      (word) =>
        word.confidence >= 0.6 ||
        box(word) >= 0.3 * height ||
        (/[\p{L}\p{N}]/u.test(word.text) && words.length < 3),
    );
    if (kept.length < words.length) lines.set(key, kept);
  }
  // A straight page's lines stand at the bottom of their boxes (ocr-words.ts); a skewed page's
  // follow its slope, and its words' bottoms cannot be compared across the page.
  const straight = [...lines.values()].every((words) =>
    words.some((word) => Math.abs(page.height - word.bottom - word.y) < 0.5),
  );
  splitRows(lines);
  const placed = new Map<PageWord, PageWord>();
  for (const words of lines.values()) {
    if (words.length < 2) continue;
    const tallest = words.reduce((top, word) => (box(word) > box(top) ? word : top));
    const others = words.filter((word) => word !== tallest);
    const height = medianOf(others.map(box));
    if (height <= 0) continue;
    if (box(tallest) < OUTLIER * height || !straight) continue;
    const bottom = medianOf(others.map((word) => word.bottom));
    const lift = Math.max(0, tallest.bottom - bottom);
    if (lift > 0) for (const word of words) placed.set(word, { ...word, y: word.y + lift });
  }
  return [...lines.values()].map((words) => {
    const moved = words.map((word) => placed.get(word) ?? word);
    const size = fontSizeOf(moved);
    return size === null ? moved : moved.map((word) => ({ ...word, size }));
  });
}

/**
 * How tall a word's box is against its font's size, by the letters it holds: capitals, digits
 * and tall small letters reach the cap height, descenders (and brackets, bars, a dollar's stroke)
 * go below the baseline.
 */
function boxShare(text: string): number {
  const below = /[gjpqy,;()[\]{}|/$]/u.test(text);
  // (A letter with a mark over it reaches as high: "é", "ü".)
  const tall = /[\p{Lu}\p{N}bdfhiklt€$£%&#@!?'"()[\]{}|/]|[^\p{ASCII}]/u.test(text);
  if (below && tall) return 0.93;
  if (tall) return 0.72;
  if (below) return 0.73;
  return 0.52;
}

/**
 * The scale of an OCR line's size against its font's: OCR's lines were sized by their boxes'
 * height, 0.78 of the text layer's font size on set 3's scan copies (the median), and the rules
 * that reach some line sizes across a scan were set at that scale.
 */
const OCR_SIZE_SHARE = 0.78;

/**
 * A line's size from its words' boxes, each by the letters it holds, the lower median of them: a
 * logo's tall box, a speck or a stamp read on the line does not set it, nor does a tilted page's
 * rise along a long line (OCR's line box holds both). Against the text layer's font size of the
 * same lines (set 3 seed 1, 2,165 lines of its scan copies and 1,947 of its degraded ones), the
 * spread of the ratio (sd of its log) fell from 0.143 to 0.074 and from 0.271 to 0.120.
 */
function fontSizeOf(words: readonly PageWord[]): number | null {
  const measured = words.filter((word) => word.bottom > word.top);
  const worded = measured.filter((word) => /[\p{L}\p{N}]{2}/u.test(word.text));
  const sizes = (worded.length > 0 ? worded : measured)
    .map((word) => (word.bottom - word.top) / boxShare(word.text))
    .sort((a, b) => a - b);
  return sizes.length > 0 ? OCR_SIZE_SHARE * sizes[(sizes.length - 1) >> 1]! : null;
}
const middleOf = (word: PageWord) => (word.top + word.bottom) / 2;
/** The median of the values (the upper one of an even count), 0 for none. */
export const medianOf = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The slope of the page's text (points down per point right) from its long OCR lines: the median
 * of each line's least-squares slope of its words' middles.
 */
function textSlope(lines: Iterable<PageWord[]>): number {
  const slopes: number[] = [];
  for (const words of lines) {
    if (words.length < 3) continue;
    const xs = words.map((word) => (word.x + word.right) / 2);
    if (Math.max(...xs) - Math.min(...xs) < 150) continue;
    const ys = words.map(middleOf);
    const mx = xs.reduce((sum, x) => sum + x, 0) / xs.length;
    const my = ys.reduce((sum, y) => sum + y, 0) / ys.length;
    let covariance = 0;
    let variance = 0;
    xs.forEach((x, i) => {
      covariance += (x - mx) * (ys[i]! - my);
      variance += (x - mx) ** 2;
    });
    if (variance > 0) slopes.push(covariance / variance);
  }
  return slopes.length >= 3 ? medianOf(slopes) : 0;
}

/**
 * OCR now and then reads two rows of a table as one line ("Daniel 25 Station Hughes Road" for
 * "Daniel Hughes" over "25 Station Road"): its words' middles, the page's slope taken out, fall
 * in two bands a row apart. Each band becomes a line of its own, moved by the rows' distance.
 */
function splitRows(lines: Map<string, PageWord[]>): void {
  const slope = textSlope(lines.values());
  for (const [key, words] of [...lines.entries()]) {
    if (words.length < 2) continue;
    const height = medianOf(words.map((word) => word.bottom - word.top));
    const level = (word: PageWord) => middleOf(word) - slope * ((word.x + word.right) / 2);
    const sorted = [...words].sort((a, b) => level(a) - level(b));
    let cut = -1;
    let widest = 0;
    for (let i = 1; i < sorted.length; i++) {
      const gap = level(sorted[i]!) - level(sorted[i - 1]!);
      if (gap > widest) [widest, cut] = [gap, i];
    }
    // Two bands of two words or more, a row apart: one misplaced word is noise, not a row.
    if (cut < 2 || cut > sorted.length - 2 || widest < 1.2 * height) continue;
    const upper = sorted.slice(0, cut);
    const lower = sorted.slice(cut);
    // The line stands where its lower band is; the upper band one row up (each band is sized by
    // its own words, as every line is: fontSizeOf).
    const rise = medianOf(lower.map(level)) - medianOf(upper.map(level));
    lines.set(key, lower);
    lines.set(
      `${key}:upper`,
      upper.map((word) => ({ ...word, y: word.y + rise })),
    );
  }
}

/** How many times taller than a line's other words a box is when it is not of that line. */
const OUTLIER = 2;

const OCR_PRINT_SCALE = 1.4;

/**
 * A line's size as a text layer would give it (its font's size). An OCR line's size is at
 * OCR_SIZE_SHARE of its font's: a rule that reaches some line sizes down the page reaches as far
 * on a scan with this size (1.4 rather than 1 / 0.78, as the rules using it were set).
 */
export function printSize(line: Pick<TextLine, 'size' | 'source'>): number {
  return line.source === 'ocr' ? line.size * OCR_PRINT_SCALE : line.size;
}
/** The median font size of a document's lines (10 when it has none). */
export function medianLineSize(lines: readonly TextLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
}

/**
 * Words whose baselines are within half a font size of each other share a line. On a scan two of
 * OCR's lines at one height join unless a word of one stands over a word of the other: words of
 * one printed line never overlap, so such lines are a row and the row above or below it
 * ("Faktura 20150009" in large letters over "Daňový doklad"). A text layer's words may overlap
 * (a run's trailing spaces; a word drawn twice is kept once: withoutOverprint).
 */
export function groupLines(page: PageText): TextLine[] {
  if (page.source === 'ocr') {
    // Whole amounts too ("X31468": a total rounded to rupees) where the page has such an amount
    // with its cents; a lone "X100" is a model's name.
    const whole = page.words.some((word) => MISREAD_RUPEE.test(word.text));
    // (An F or two marks only on a page that shows it is in rupees, by its words or by a sign read
    // as one of the marks above: "F1250.10" is a code too.)
    const rupees = whole || page.words.some((word) => RUPEE_PAGE.test(word.text));
    // (And a label's word one letter off spelt as the label: ocr/label-words.ts.)
    page = {
      ...page,
      words: page.words.map((word) => {
        const signed = rupeeSign(word, whole, rupees);
        const label = labelSpelling(signed.text);
        return label ? { ...signed, text: label } : signed;
      }),
    };
  }
  if (page.source === 'text') page = { ...page, words: withoutOverprint(page.words) };
  // Top to bottom, left to right: each unit is a text layer's word or one of OCR's lines.
  const units = ocrGeometry(page)
    .map((unit) => unit.filter((word) => word.text.trim()).sort((left, right) => left.x - right.x))
    .filter((unit) => unit.length > 0)
    .sort((left, right) => right[0]!.y - left[0]!.y || left[0]!.x - right[0]!.x);
  const groups: PageWord[][] = [];
  for (const unit of units) {
    const current = groups[groups.length - 1];
    const anchor = current?.[0];
    const word = unit[0]!;
    if (
      current &&
      anchor &&
      Math.abs(anchor.y - word.y) <= Math.max(2, Math.max(anchor.size, word.size) * 0.5) &&
      (page.source !== 'ocr' ||
        !unit.some((each) => current.some((other) => overlapping(each, other))))
    ) {
      current.push(...unit);
    } else {
      groups.push([...unit]);
    }
  }
  return groups.map((group) => toLine(group, page));
}

const AMOUNT_AFTER = String.raw`(?=[-−]?\d[\d,]*\.\d{2}[\]|)]?$)`;
const WHOLE_AFTER = String.raw`(?=[-−]?\d[\d,]*(?:\.\d{2})?[\]|)]?$)`;
const MISREAD_RUPEE = new RegExp(`^[X%TZ]${AMOUNT_AFTER}`);
const MISREAD_RUPEE_WHOLE = new RegExp(`^[X%TZ]${WHOLE_AFTER}`);
/** Read so only where the page shows it is in rupees. */
const RUPEE_MARKS = new RegExp(`^(?:%X|X%|F)${AMOUNT_AFTER}`);
const RUPEE_MARKS_WHOLE = new RegExp(`^(?:%X|X%|F)${WHOLE_AFTER}`);
const RUPEE_PAGE = /₹|\bINR\b|\bRs\.|^Rs$|GSTIN|^[CSIU]GST\b|^UTGST\b/;

/**
 * A rupee sign, which OCR has no glyph for, read as an X, a T, a Z or a per cent sign glued
 * before an amount with its cents ("X26762.32", "X-0.17", "%4705.85", "T656.60"), with a table's
 * rule or a speck after the amount or not ("X26401.88]"), or on a page in rupees as an F or two
 * marks ("F3965.10", "%X113627.84"): the sign again. A code of letters and digits ("AX200",
 * "X2-B", "X100") keeps its letter.
 */
function rupeeSign(word: PageWord, whole: boolean, rupees: boolean): PageWord {
  const misread =
    (whole ? MISREAD_RUPEE_WHOLE : MISREAD_RUPEE).exec(word.text) ??
    (rupees ? (whole ? RUPEE_MARKS_WHOLE : RUPEE_MARKS).exec(word.text) : null);
  return misread ? { ...word, text: `₹${word.text.slice(misread[0].length)}` } : word;
}

/** How much of a word's width a copy of it drawn again overlaps (OVERPRINT). */
const OVERPRINT = 0.7;

/**
 * A text layer's word drawn twice at nearly one place, kept once: a shadow or a bold face struck
 * again a fraction of a point aside (CSS's text-shadow printed to PDF, an old report writer's bold)
 * comes as two copies of each word, and the line would read "PRAIRIEPRAIRIE FOXFOX". The copy has
 * the same text, on the same baseline, over OVERPRINT of its width or more.
 */
function withoutOverprint(words: readonly PageWord[]): PageWord[] {
  // The words kept, by their text and the point their baseline is at (a copy is looked for a
  // few points either side: a page's hundred dots of a leader are not each compared with all).
  const kept = new Map<string, PageWord[]>();
  const key = (text: string, at: number) => `${at}\u0000${text}`;
  return words.filter((word) => {
    const width = word.right - word.x;
    const at = Math.round(word.y);
    const near = Math.ceil(0.2 * word.size) + 1;
    let copy = false;
    for (let y = at - near; y <= at + near && !copy && width > 0; y++)
      copy =
        kept
          .get(key(word.text, y))
          ?.some(
            (other) =>
              Math.abs(other.y - word.y) <= 0.2 * Math.max(other.size, word.size) &&
              Math.min(other.right, word.right) - Math.max(other.x, word.x) >= OVERPRINT * width,
          ) ?? false;
    if (copy) return false;
    const same = kept.get(key(word.text, at));
    if (same) same.push(word);
    else kept.set(key(word.text, at), [word]);
    return true;
  });
}

/** Whether two words overlap by more than half the narrower one's width. */
function overlapping(left: PageWord, right: PageWord): boolean {
  const narrower = Math.min(left.right - left.x, right.right - right.x);
  return Math.min(left.right, right.right) - Math.max(left.x, right.x) > 0.5 * narrower;
}

/** Text that is only rules and specks: no letter or digit, nor a dash (a table's nil, a minus). */
const RULE_MARKS = /^[\s|¦![\](){}_=~.,:;'"`´°^]+$/u;

/** A dash alone in its cell: a hyphen, an en or an em dash, or a few of them. */
const LONE_DASH = /^[-–—]{1,3}$/u;

/** OCR's confidence below which a letter alone in its cell is taken for a speck. */
const UNSURE_LETTER = 0.5;

const unsureLetter = (cell: TextCell) =>
  cell.words.length === 1 &&
  /^\p{L}$/u.test(cell.text) &&
  cell.words[0]!.confidence < UNSURE_LETTER;

/**
 * A quotation mark OCR read from a speck before a capital, or a high one before a digit, with no
 * mark closing it later ("‘No. 2023-036", "“Jessica Bennett Photo", "“66"; "'t Hooft" and
 * „Kowalski" in its quotes stay, and so does a low mark before an amount: a minus, "„14,99 €").
 */
export const STRAY_QUOTE = /^(?:[“”„‘’‚"'](?=\p{Lu})|[“”‘’"'](?=\d))(?!.*[“”„"'’‘])/u;

/** How far apart a word's letters stand: its width over its letters. */
const pitch = (word: PageWord) => (word.right - word.x) / Math.max(1, [...word.text].length);

/** A word of three letters or more whose letters stand far apart for their height (a logo's). */
const tracked = (word: PageWord) => /^\p{L}{3,}$/u.test(word.text) && pitch(word) > word.size * 1.4;

function toLine(group: PageWord[], page: PageText): TextLine {
  const words = [...group].sort((left, right) => left.x - right.x);
  const cells: TextCell[] = [];
  let cell: TextCell | null = null;
  let previousSize = 0;
  for (const word of words) {
    const gap = cell ? word.x - cell.right : 0;
    const size = Math.max(word.size, previousSize);
    // OCR words are whole words: a gap of a space is normal between them. Between two words of a
    // logo's widely spaced capitals ("B L U E  H E R O N  D O M A I N S"), a space is as wide as
    // their letters are far apart.
    const last = cell?.words.at(-1);
    const cellGap =
      page.source === 'ocr'
        ? Math.max(
            size * 1.5,
            last && tracked(last) && tracked(word) ? Math.min(pitch(last), pitch(word)) * 1.5 : 0,
          )
        : size * 1.2;
    if (cell && gap < cellGap) {
      const glue = gap > size * 0.15 && !cell.text.endsWith(' ') ? ' ' : '';
      cell.words.push({ ...word, start: cell.text.length + glue.length });
      cell.text += glue + word.text;
      cell.right = Math.max(cell.right, word.right);
    } else {
      cell = { text: word.text, x: word.x, right: word.right, words: [{ ...word, start: 0 }] };
      cells.push(cell);
    }
    previousSize = word.size;
  }
  if (page.source === 'text') for (const each of cells) closeLetterSpacing(each);
  // A cell OCR read from a table's rule or a speck ("|", "_", ".") is no text: it would stand
  // between a label and its value ("Invoice No: | MT-2026-0891"). So is a cell of one letter OCR
  // is unsure of, a speck or a smudge read as a letter ("Invoice # | a | 28-36654").
  // A dash alone before other cells is a speck too ("Fattura N° | - | Z24-417"): a table's nil
  // stays where it ends its line ("Discount -").
  if (page.source === 'ocr') {
    const kept = cells.filter(
      (each, index) =>
        !RULE_MARKS.test(each.text) &&
        !unsureLetter(each) &&
        !(LONE_DASH.test(each.text) && index < cells.length - 1),
    );
    if (kept.length > 0) cells.splice(0, cells.length, ...kept);
  }
  const y = Math.max(...group.map((word) => word.y));
  return {
    page: page.page,
    y,
    top: Math.min(1, Math.max(0, y / (page.height || 842))),
    size: Math.max(...group.map((word) => word.size)),
    cells,
    text: cells.map((each) => each.text).join('  '),
    pageWidth: page.width,
    pageHeight: page.height,
    source: page.source,
  };
}

/**
 * A sign of a word spaced out letter by letter: a capital, a digit, a full stop or an ampersand.
 * (Small letters spaced out are left: a run of them may stop at a letter pair the font kerns,
 * "L a n d h o t e l We i ß d o r n", and be joined in part.)
 */
const SPACED_SIGN = /^[\p{Lu}\p{N}.&]$/u;
/** Two capitals a font kerns as one glyph run within a spaced-out word ("FA", "TA"). */
const KERNED_PAIR = /^[\p{Lu}\p{N}]{2}$/u;
/**
 * A spaced-out run longer than this with no wider gap in it cannot be told into its words: some
 * PDF printers drop the space between spaced-out words ("E L B T A L H O T E L"), and a word of
 * this many letters or fewer is a label more often than not ("CLIENT", "INVOICE", "SUBTOTAL").
 */
const MAX_UNPARTED = 8;

/**
 * Capitals spaced out as modern templates print their headings ("I N V O I C E  N O .", "T O T A
 * L") come as one word per letter, each gap wide enough to read as a space: within a run of three
 * letters or more so spaced, gaps about as wide as the run's usual one part letters, and a gap a
 * space wider parts words ("INVOICE NO."). A longer run with no such gap is left as it is, and so
 * are other words.
 */
function closeLetterSpacing(cell: TextCell): void {
  const words = cell.words;
  const inRun = words.map((word) => SPACED_SIGN.test(word.text) || KERNED_PAIR.test(word.text));
  let text = '';
  let changed = false;
  const rebuilt: typeof words = [];
  for (let start = 0; start < words.length;) {
    let end = start + 1;
    if (inRun[start]) while (end < words.length && inRun[end]) end++;
    const run = words.slice(start, end);
    const gaps = run.slice(1).map((word, index) => word.x - run[index]!.right);
    const usual = [...gaps].sort((left, right) => left - right)[Math.floor(gaps.length / 2)] ?? 0;
    const size = Math.max(...run.map((word) => word.size));
    const wordGap = (gap: number) => gap > usual + size * 0.16;
    const letters = run.reduce((sum, word) => sum + word.text.length, 0);
    const letterSpaced =
      run.filter((word) => SPACED_SIGN.test(word.text)).length >= 3 &&
      usual > size * 0.15 &&
      usual < size * 0.8 &&
      (letters <= MAX_UNPARTED || gaps.some(wordGap));
    run.forEach((word, index) => {
      // (The text the cell had between the word and the one before it.)
      const previous = words[start + index - 1];
      const original = previous
        ? cell.text.slice(previous.start + previous.text.length, word.start)
        : '';
      const glue = letterSpaced && index > 0 && !wordGap(gaps[index - 1]!) ? '' : original;
      if (glue !== original) changed = true;
      text += glue;
      rebuilt.push({ ...word, start: text.length });
      text += word.text;
    });
    start = end;
  }
  if (!changed) return;
  cell.text = text;
  cell.words = rebuilt;
}

/** The box of a span of a cell's text, as shares of the page, and the least sure word in it. */
export function spanBox(
  line: TextLine,
  cell: TextCell,
  start: number,
  end: number,
): { box: { x: number; y: number; width: number; height: number }; confidence: number } {
  const inside = cell.words.filter(
    (word) => word.start < end && word.start + word.text.length > start,
  );
  const words = inside.length > 0 ? inside : cell.words;
  const left = Math.min(...words.map((word) => word.x));
  const right = Math.max(...words.map((word) => word.right));
  const top = Math.min(...words.map((word) => word.top));
  const bottom = Math.max(...words.map((word) => word.bottom));
  const share = (value: number, of: number) => Math.min(1, Math.max(0, value / of));
  const x = share(left, line.pageWidth);
  const y = share(top, line.pageHeight);
  return {
    box: {
      x,
      y,
      width: Math.min(1 - x, share(right - left, line.pageWidth)),
      height: Math.min(1 - y, share(bottom - top, line.pageHeight)),
    },
    confidence: Math.min(...words.map(readingConfidence)),
  };
}

/** The most a number's reading counts on its signs' confidence alone: below sure (0.9). */
const LETTERS_MAX = 0.85;

/**
 * A number whose every sign tesseract read surely ("12/01/25", "9251.20") is not unsure as a
 * value only because its word's own figure says so (tesseract's fault now and then): it counts as
 * far as its signs do, but never as sure on their say-so alone. A word of letters keeps its own
 * figure (a logo's shapes read as letters are as sure, one by one), and so does every word where
 * words are told from specks and noise.
 */
function readingConfidence(word: PageWord): number {
  return word.letters === undefined || /\p{L}{2}/u.test(word.text)
    ? word.confidence
    : Math.max(word.confidence, Math.min(word.letters, LETTERS_MAX));
}
