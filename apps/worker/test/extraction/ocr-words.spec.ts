import { describe, expect, it } from 'vitest';
import { pictureWords } from '../../src/analysis/extraction/local/local-extractor.js';
import {
  groupLines,
  spanBox,
  type PageText,
  type PageWord,
} from '../../src/analysis/extraction/local/page-text.js';
import {
  fillIn,
  pageSkew,
  toPageWords,
  type OcrBlock,
  type OcrLine,
} from '../../src/analysis/extraction/local/ocr/ocr-words.js';

// A4 at 300 dpi: 2480 pixels wide, 4.1667 pixels a point.
const page = { scale: 300 / 72, width: 595, height: 842 };
const WIDTH = 2480;

/** A line of words laid along a slope, its baseline at `y` pixels where it starts at `x`. */
function line(texts: string[], x: number, y: number, slope: number, wordWidth = 200): OcrLine {
  const words = texts.map((text, index) => {
    const left = x + index * (wordWidth + 40);
    const bottom = y + (left - x) * slope;
    return {
      text,
      confidence: 95,
      bbox: { x0: left, y0: bottom - 40, x1: left + wordWidth, y1: bottom + 10 },
    };
  });
  const right = words[words.length - 1]!.bbox.x1;
  return {
    words,
    baseline: { x0: x, y0: y, x1: right, y1: y + (right - x) * slope },
    bbox: {
      x0: x,
      x1: right,
      y0: Math.min(y, y + (right - x) * slope) - 40,
      y1: Math.max(y, y + (right - x) * slope) + 10,
    },
  };
}
const blocks = (...lines: OcrLine[]): OcrBlock[] => [{ paragraphs: [{ lines }] }];
const tilt = Math.tan((2 * Math.PI) / 180);

describe('pageSkew', () => {
  it('is the median slope of the long baselines', () => {
    const lines = [
      line(['a', 'b', 'c'], 100, 500, tilt),
      line(['a', 'b', 'c'], 100, 700, tilt),
      line(['a', 'b', 'c'], 100, 900, tilt * 0.9),
      // A stamp read as a steep line does not count.
      line(['x', 'y', 'z'], 100, 1100, 0.5),
    ];
    expect(pageSkew(lines, WIDTH)).toBeCloseTo(tilt, 4);
  });

  it('takes a page with too few long lines as straight', () => {
    expect(pageSkew([line(['a', 'b'], 100, 500, tilt)], WIDTH)).toBe(0);
    // Short lines (a word or two in a corner) say little about the slope.
    const short = [1, 2, 3, 4].map((n) => line(['a', 'b'], 100, 300 * n, tilt, 60));
    expect(pageSkew(short, WIDTH)).toBe(0);
  });
});

describe('toPageWords', () => {
  it('keeps a straight page as tesseract reads it, in points', () => {
    const { words } = toPageWords(blocks(line(['Total', '1.190,00', 'EUR'], 400, 1000, 0)), page);
    expect(words.map((word) => word.text)).toEqual(['Total', '1.190,00', 'EUR']);
    expect(words[0]!.x).toBeCloseTo(96, 0);
    // The line's bottom edge, from the page's bottom.
    expect(words[0]!.y).toBeCloseTo(842 - 1010 / page.scale, 3);
    expect(words[0]!.confidence).toBeCloseTo(0.95);
  });

  it('places the words of an image of a part of the page where that part is, tilted or not', () => {
    // The part from (100, 50) pt: its pixel (400, 1000) is the page's (400 + 100 × scale, ...).
    const [dx, dy] = [100 * page.scale, 50 * page.scale];
    const rows = (x: number, y: number) =>
      [0, 1, 2].map((row) => line(['Nordwind', 'Handel', 'GmbH'], x, y + row * 120, tilt));
    const { words: whole } = toPageWords(blocks(...rows(400 + dx, 1000 + dy)), page);
    const { words: part } = toPageWords(blocks(...rows(400, 1000)), {
      ...page,
      origin: { x: 100, top: 50 },
    });
    expect(part).toHaveLength(9);
    for (const [index, word] of part.entries()) {
      const same = whole[index]!;
      for (const key of ['x', 'right', 'y', 'top', 'bottom', 'size'] as const)
        expect(word[key]).toBeCloseTo(same[key], 6);
    }
    expect(part[0]!.x).toBeCloseTo(100 + 400 / page.scale, 6);
  });

  it('puts a label and its value far to the right on one line on a page tilted by 2°', () => {
    // The label at the left, its value on a line of its own 1,600 pixels to the right: on the
    // tilted image its baseline is 56 pixels (13 points) lower.
    const label = 1400;
    const lines = [
      line(['Invoice', 'number', 'and', 'more'], 100, 600, tilt),
      line(['Some', 'address', 'line', 'here'], 100, 800, tilt),
      line(['Net', 'amount', 'before', 'tax'], 100, label, tilt),
      line(['1.000,00'], 1700, label + 1600 * tilt, tilt),
      line(['Total', 'amount', 'due', 'now'], 100, label + 120, tilt),
      line(['1.190,00'], 1700, label + 120 + 1600 * tilt, tilt),
    ];
    const { words } = toPageWords(blocks(...lines), page);
    const rows = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' }).map(
      (each) => each.text,
    );
    expect(rows).toContain('Net amount before tax  1.000,00');
    expect(rows).toContain('Total amount due now  1.190,00');
    // The boxes stay where the words are in the image.
    const value = words.find((word) => word.text === '1.000,00')!;
    expect(value.bottom).toBeCloseTo((label + 1600 * tilt + 10) / page.scale, 3);
  });

  it('without the deskew, the same tilted value would fall on a line of its own', () => {
    const lines = [
      line(['Net', 'amount', 'before', 'tax'], 100, 1400, 0),
      line(['1.000,00'], 1700, 1400 + 1600 * tilt, 0),
    ];
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(blocks(...lines), page).words,
      source: 'ocr',
    });
    expect(rows).toHaveLength(2);
  });

  it("places a part read apart at the page's heights, with the skew the page's reading measured", () => {
    const lines = [
      line(['Invoice', 'number', 'and', 'more'], 100, 600, tilt),
      line(['Some', 'address', 'line', 'here'], 100, 800, tilt),
      line(['Net', 'amount', 'before', 'tax'], 100, 1400, tilt),
      line(['1.000,00'], 1700, 1400 + 1600 * tilt, tilt),
    ];
    const whole = toPageWords(blocks(...lines), page);
    expect(whole.skew).toBeCloseTo(tilt, 4);
    // The value's bar read apart: its image from (1600, 1300) pixels of the page, one line.
    const origin = { x: 1600 / page.scale, top: 1300 / page.scale };
    const apart = (skew?: number) =>
      toPageWords(blocks(line(['1.000,00'], 100, 100 + 1600 * tilt, tilt)), {
        ...page,
        origin,
        ...(skew !== undefined ? { skew } : {}),
      }).words[0]!;
    const value = whole.words.find((word) => word.text === '1.000,00')!;
    expect(apart(whole.skew).y).toBeCloseTo(value.y, 6);
    expect(apart(whole.skew).x).toBeCloseTo(value.x, 6);
    // Its one line alone measures no skew: its height would be its own, some points off.
    expect(Math.abs(apart().y - value.y)).toBeGreaterThan(3);
  });
});

describe('fillIn', () => {
  const word = (text: string, x: number, top: number): PageWord => ({
    text,
    x,
    right: x + 40,
    y: 842 - top - 10,
    top,
    bottom: top + 10,
    size: 10,
    confidence: 0.9,
  });

  it('adds the words of a part read apart only where the reading has none', () => {
    const read = [word('Subtotal', 300, 500), word('|', 310, 520)];
    const apart = [word('Tota1', 305, 518), word('Total', 300, 540), word('€9.405', 400, 540)];
    expect(fillIn(read, apart).map((each) => each.text)).toEqual([
      'Subtotal',
      '|',
      'Total',
      '€9.405',
    ]);
  });
});

describe('a line that OCR sized by one tall box', () => {
  /** A straight line of words 50 pixels tall, one of them (a logo) `tall` pixels tall below it. */
  const withTallBox = (texts: string[], x: number, y: number, tall: number): OcrLine => {
    const plain = line(texts, x, y, 0);
    const logo = {
      text: 'iE',
      confidence: 37,
      bbox: { x0: 2000, y0: y - 40, x1: 2100, y1: y - 40 + tall },
    };
    return {
      ...plain,
      words: [...plain.words, logo],
      bbox: { ...plain.bbox, x1: 2100, y1: Math.max(plain.bbox.y1, logo.bbox.y1) },
    };
  };

  it('keeps the next row of a table apart from it', () => {
    // Two rows 54 pixels (13 points) apart; a box 150 pixels tall hangs from the first.
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(
        blocks(
          withTallBox(['Debiteurnr.:', '3171'], 1300, 1000, 150),
          line(['Factuurdatum:', '11/10/2020'], 1300, 1054, 0),
        ),
        page,
      ).words,
      source: 'ocr',
    }).map((each) => each.text);
    expect(rows.some((row) => row.includes('3171') && row.includes('Factuurdatum'))).toBe(false);
    expect(rows.some((row) => row.includes('Factuurdatum') && row.includes('11/10/2020'))).toBe(
      true,
    );
  });

  it('leaves a line of words of like heights as OCR gave it', () => {
    const { words } = toPageWords(blocks(line(['Net', 'amount', '1.000,00'], 100, 1000, 0)), page);
    const [row] = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' });
    expect(row!.y).toBeCloseTo(words[0]!.y, 6);
  });
});

describe("an OCR line's size", () => {
  // Words of one 12-point font at 300 dpi (50 pixels a font size): capitals and tall letters
  // reach 0.72 of it over the baseline, descenders 0.21 under it, small letters 0.52.
  const EM = 50;
  const word = (text: string, x: number, baseline: number, share: number, below = 0) => ({
    text,
    confidence: 95,
    bbox: { x0: x, y0: baseline - share * EM, x1: x + 200, y1: baseline + below * EM },
  });
  const ocrLine = (words: OcrLine['words']): OcrLine => ({
    words,
    baseline: null,
    bbox: {
      x0: Math.min(...words.map((each) => each.bbox.x0)),
      y0: Math.min(...words.map((each) => each.bbox.y0)),
      x1: Math.max(...words.map((each) => each.bbox.x1)),
      y1: Math.max(...words.map((each) => each.bbox.y1)),
    },
  });
  const sizes = (...lines: OcrLine[]) =>
    groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(blocks(...lines), page).words,
      source: 'ocr',
    }).map((each) => each.size);

  it('is the same for words of one font with descenders and without', () => {
    // "Murphy" over "Creative" in one font: OCR's boxes are 0.93 and 0.72 of it tall.
    const [murphy, creative] = sizes(
      ocrLine([word('Murphy', 100, 400, 0.72, 0.21)]),
      ocrLine([word('Creative', 100, 500, 0.72)]),
    );
    expect(creative! / murphy!).toBeCloseTo(1, 1);
    // A dollar's stroke reaches under the baseline as a descender does.
    const [tax, total] = sizes(
      ocrLine([word('$44.53', 100, 400, 0.8, 0.13)]),
      ocrLine([word('Total', 100, 500, 0.72)]),
    );
    expect(tax! / total!).toBeCloseTo(1, 1);
  });

  it("is not set by a logo's tall box on the line", () => {
    const [name, address] = sizes(
      ocrLine([
        word('MVM', 100, 400, 0.72),
        word('Musterhafter', 320, 400, 0.72),
        word('Fe', 1800, 400, 1.6),
        word('cm', 2000, 400, 1),
      ]),
      ocrLine([word('Versicherungsverein', 100, 500, 0.72, 0.21), word('a.G.', 320, 500, 0.72)]),
    );
    expect(name! / address!).toBeCloseTo(1, 1);
  });
});

describe('two rows OCR read as one line', () => {
  it('parts them by the height of their words', () => {
    // "Daniel Hughes" over "25 Station Road", read as one line of interleaved words.
    const at = (
      text: string,
      x: number,
      bottom: number,
      width: number,
    ): OcrLine['words'][number] => ({
      text,
      confidence: 95,
      bbox: { x0: x, y0: bottom - 40, x1: x + width, y1: bottom },
    });
    const merged: OcrLine = {
      words: [
        at('Daniel', 200, 1000, 120),
        at('25', 200, 1058, 40),
        at('Station', 260, 1058, 130),
        at('Hughes', 340, 1000, 130),
        at('Road', 410, 1058, 90),
      ],
      baseline: null,
      bbox: { x0: 200, y0: 960, x1: 750, y1: 1058 },
    };
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(blocks(merged), page).words,
      source: 'ocr',
    }).map((each) => each.text);
    expect(rows).toEqual(['Daniel Hughes', '25 Station Road']);
  });
});

describe('two OCR lines at one height whose words stand over each other', () => {
  it('keeps them apart: a large title over the small line under it', () => {
    // OCR's line of the title was sized by a logo's tall box, so the small line under it falls
    // within half its size; "doklad" stands under "Faktura".
    const word = (text: string, x: number, right: number, y: number, size: number) => ({
      text,
      x,
      right,
      y,
      top: 842 - y - size,
      bottom: 842 - y,
      size,
      confidence: 0.9,
    });
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: [
        word('Faktura', 317, 382, 780, 24),
        word('20150009', 390, 441, 780, 24),
        word('Daňový', 300, 348, 772, 7),
        word('doklad', 351, 378, 772, 7),
      ],
      source: 'ocr',
    }).map((each) => each.text);
    expect(rows).toEqual(['Faktura 20150009', 'Daňový doklad']);
  });

  it("leaves a text layer's overlapping words on one line (a bold face drawn twice)", () => {
    const word = (text: string, x: number, right: number) => ({
      text,
      x,
      right,
      y: 700,
      top: 132,
      bottom: 142,
      size: 10,
      confidence: 1,
    });
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: [word('Total:', 50, 140), word('Total:', 50.3, 140.3), word('12.00', 120, 150)],
      source: 'text',
    });
    expect(rows).toHaveLength(1);
  });

  it('still joins two OCR lines of one row side by side', () => {
    const word = (text: string, x: number, right: number, y: number) => ({
      text,
      x,
      right,
      y,
      top: 842 - y - 10,
      bottom: 842 - y,
      size: 10,
      confidence: 0.9,
    });
    const rows = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: [
        word('Invoice', 50, 85, 700),
        word('date:', 88, 110, 700),
        word('05.03.2024', 400, 450, 698),
      ],
      source: 'ocr',
    }).map((each) => each.text);
    expect(rows).toEqual(['Invoice date:  05.03.2024']);
  });
});

describe('cells of rules and marks', () => {
  it('drops a cell OCR read from a table rule between a label and its value', () => {
    const word = (text: string, x: number, right: number) => ({
      text,
      x,
      right,
      y: 700,
      top: 132,
      bottom: 142,
      size: 10,
      confidence: 0.9,
    });
    const ocr = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: [
        word('Invoice', 45, 78),
        word('No:', 81, 97),
        word('|', 127, 129),
        word('MT-2026-0891', 155, 215),
        word('.', 240, 241),
      ],
      source: 'ocr',
    });
    expect(ocr[0]!.cells.map((cell) => cell.text)).toEqual(['Invoice No:', 'MT-2026-0891']);
    expect(ocr[0]!.text).toBe('Invoice No:  MT-2026-0891');
  });

  it('drops a letter alone in its cell that OCR is unsure of, and keeps a sure one', () => {
    const word = (text: string, x: number, right: number, confidence = 0.9) => ({
      text,
      x,
      right,
      y: 700,
      top: 132,
      bottom: 142,
      size: 10,
      confidence,
    });
    const cells = (letter: number) =>
      groupLines({
        page: 1,
        width: 595,
        height: 842,
        words: [
          word('Invoice', 311, 335),
          word('#', 338, 342),
          word('a', 457, 474, letter),
          word('28-36654', 507, 540),
        ],
        source: 'ocr',
      })[0]!.cells.map((cell) => cell.text);
    expect(cells(0.49)).toEqual(['Invoice #', '28-36654']);
    expect(cells(0.9)).toEqual(['Invoice #', 'a', '28-36654']);
  });

  it('drops a dash alone in its cell before other cells, and keeps one that ends its line', () => {
    const word = (text: string, x: number, right: number) => ({
      text,
      x,
      right,
      y: 700,
      top: 132,
      bottom: 142,
      size: 10,
      confidence: 0.8,
    });
    const cells = (source: 'ocr' | 'text', ...words: ReturnType<typeof word>[]) =>
      groupLines({ page: 1, width: 595, height: 842, words, source })[0]!.cells.map(
        (cell) => cell.text,
      );
    const number = [word('Fattura', 300, 330), word('N°', 333, 343), word('-', 380, 384)];
    expect(cells('ocr', ...number, word('Z24-417', 420, 460))).toEqual(['Fattura N°', 'Z24-417']);
    // A table's nil at the end of its line stays, and a text layer's dash is never a speck.
    expect(cells('ocr', word('Discount', 300, 340), word('—', 480, 490))).toEqual([
      'Discount',
      '—',
    ]);
    expect(cells('text', ...number, word('Z24-417', 420, 460))).toEqual([
      'Fattura N°',
      '-',
      'Z24-417',
    ]);
  });
});

describe('specks', () => {
  it('drops a speck OCR read as a sign before a name', () => {
    const name = line(['MVM', 'Musterhafter'], 300, 1000, 0);
    const speck = { text: '©', confidence: 31, bbox: { x0: 250, y0: 998, x1: 253, y1: 1000 } };
    const [row] = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(blocks({ ...name, words: [speck, ...name.words] }), page).words,
      source: 'ocr',
    });
    expect(row!.cells[0]!.text).toBe('MVM Musterhafter');
  });

  it('drops a speck OCR read as a letter before a title, and keeps a short word it is sure of', () => {
    const title = line(['Faktura', '20150009'], 300, 1000, 0);
    const speck = { text: 'Y', confidence: 31, bbox: { x0: 250, y0: 994, x1: 254, y1: 997 } };
    const sure = { text: 'a', confidence: 93, bbox: { x0: 200, y0: 994, x1: 204, y1: 997 } };
    const [row] = groupLines({
      page: 1,
      width: 595,
      height: 842,
      words: toPageWords(blocks({ ...title, words: [sure, speck, ...title.words] }), page).words,
      source: 'ocr',
    });
    expect(row!.cells.map((cell) => cell.text)).toEqual(['a', 'Faktura 20150009']);
  });
});

describe('words of a picture on a text page', () => {
  const word = (text: string, x: number, y: number, confidence = 0.9): PageWord => ({
    text,
    x,
    right: x + text.length * 6,
    y,
    top: 842 - y - 10,
    bottom: 842 - y,
    size: 10,
    confidence,
  });
  const textPage: PageText = {
    page: 1,
    width: 595,
    height: 842,
    source: 'text',
    words: [word('Invoice', 400, 780)],
  };

  it("keeps a letterhead's lines, and leaves out the words the text layer holds", () => {
    const read = pictureWords(
      [word('Nordwind', 50, 800), word('Handel', 110, 800), word('Invoice', 400, 780, 0.95)],
      textPage,
    );
    expect(read.map((each) => each.text)).toEqual(['Nordwind', 'Handel']);
  });

  it("leaves out what OCR reads of a text-layer word's edge beside its white paint", () => {
    // 'Invoice' ends at 442 pt and is painted white to 444: its last letters, if drawn a little
    // wider than the text layer says, stand just after that.
    const read = pictureWords([word('Nordwind', 300, 780), word('ce', 445, 780)], textPage);
    expect(read.map((each) => each.text)).toEqual(['Nordwind']);
  });

  it("keeps a logo's name right over the text's first line, which is no edge of it", () => {
    // 'Invoice' stands from 52 to 62 pt from the top, painted from 50; the name ends 3 pt above.
    const read = pictureWords([word('Trollheim', 400, 793), word('AS', 460, 793)], textPage);
    expect(read.map((each) => each.text)).toEqual(['Trollheim', 'AS']);
  });

  it("leaves out a logo's shapes read as letters, and keeps the unsure words of a named line", () => {
    const read = pictureWords(
      [
        word('Fe', 50, 760, 0.96),
        word('R', 70, 760, 0.92),
        word('ases', 90, 760, 0.18),
        word(')', 40, 800, 0.4),
        word('Welplast', 50, 800, 0.91),
      ],
      textPage,
    );
    expect(read.map((each) => each.text)).toEqual([')', 'Welplast']);
  });
});

describe("a word's figure and its letters'", () => {
  const block = (texts: string[], confidence: number, letters: number): OcrBlock[] => {
    const words = line(texts, 100, 400, 0).words.map((word) => ({
      ...word,
      confidence,
      symbols: [...word.text].map(() => ({ confidence: letters })),
    }));
    return [{ paragraphs: [{ lines: [{ ...line(texts, 100, 400, 0), words }] }] }];
  };
  const readingOfWord = (blocks: OcrBlock[]) => {
    const { words } = toPageWords(blocks, page);
    const [row] = groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' });
    const cell = row!.cells.at(-1)!;
    return { words, confidence: spanBox(row!, cell, 0, cell.text.length).confidence };
  };

  it("counts a number read surely sign by sign as far as its signs, never as sure, where tesseract's own figure for it is 0", () => {
    const { words, confidence } = readingOfWord(block(['12/01/25'], 0, 99));
    expect(words[0]!.confidence).toBe(0);
    expect(words[0]!.letters).toBe(0.99);
    expect(confidence).toBe(0.85);
  });

  it("keeps the word's own figure for words of letters, and where its letters are as unsure", () => {
    expect(readingOfWord(block(['Carter'], 0, 99)).confidence).toBe(0);
    const unsure = readingOfWord(block(['12/01/25'], 40, 50));
    expect(unsure.words[0]!.letters).toBeUndefined();
    expect(unsure.confidence).toBe(0.4);
  });
});

describe("an OCR line's cells", () => {
  // Capitals of a 10-point font (a box 7.2 points tall), `pitch` points apart, on one baseline.
  const capitals = (texts: [string, number][], pitch: number): PageWord[] =>
    texts.map(([text, x]) => ({
      text,
      x,
      right: x + text.length * pitch,
      y: 700,
      top: 842 - 700 - 7.2,
      bottom: 842 - 700,
      size: 10,
      confidence: 0.95,
    }));
  const cells = (words: PageWord[]) =>
    groupLines({ page: 1, width: 595, height: 842, words, source: 'ocr' })[0]!.cells.map(
      (cell) => cell.text,
    );

  it("keeps a logo's widely spaced words together, a space as wide as their letters stand apart", () => {
    // Letters 20 points apart, words 20 points apart: one name.
    const logo = capitals(
      [
        ['BLUE', 80],
        ['HERON', 180],
        ['DOMAINS', 300],
        ['LLC', 460],
      ],
      20,
    );
    expect(cells(logo)).toEqual(['BLUE HERON DOMAINS LLC']);
    // Letters as far apart as a font's usually are, with the same gaps: cells of their own.
    const table = capitals(
      [
        ['DATE', 80],
        ['DUE', 140],
        ['TOTAL', 200],
      ],
      7,
    );
    expect(cells(table)).toEqual(['DATE', 'DUE', 'TOTAL']);
  });
});
