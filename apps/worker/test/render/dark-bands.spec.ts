import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  drawLightened,
  findDarkBands,
  type DarkBand,
} from '../../src/analysis/render/dark-bands.js';

/** An A4 page's width at 150 dpi, white, with "letters": strokes of `colour`. */
const DPI = 150;
const WIDTH = 1240;
const HEIGHT = 600;

function page(): { context: SKRSContext2D; pixel: (x: number, y: number) => number } {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  return {
    context,
    pixel: (x, y) => context.getImageData(x, y, 1, 1).data[0]!,
  };
}

/** A word of letters `height` high from (x, y): vertical strokes 3 pixels wide. */
function word(context: SKRSContext2D, x: number, y: number, colour: string, letters = 6): void {
  context.fillStyle = colour;
  for (let letter = 0; letter < letters; letter++) context.fillRect(x + letter * 9, y, 3, 16);
}

const bands = (context: SKRSContext2D) =>
  findDarkBands((top, rows) => context.getImageData(0, top, WIDTH, rows).data, WIDTH, HEIGHT, DPI);

/** The page's bands, each drawn apart; `pixel` reads the one band's image at a page's pixel. */
function drawnApart(context: SKRSContext2D): {
  found: DarkBand[];
  pixel: (x: number, y: number) => number;
} {
  const found = bands(context);
  const images = found.map((band) => {
    const apart = createCanvas(band.width, band.height).getContext('2d');
    drawLightened(context, band, apart);
    return apart;
  });
  return {
    found,
    pixel: (x, y) => {
      const index = found.findIndex(
        (band) =>
          x >= band.left &&
          x < band.left + band.width &&
          y >= band.top &&
          y < band.top + band.height,
      );
      const band = found[index]!;
      return images[index]!.getImageData(x - band.left, y - band.top, 1, 1).data[0]!;
    },
  };
}

describe('dark bands', () => {
  it('draws the light letters of a dark bar as dark letters on white', () => {
    const { context, pixel: onPage } = page();
    context.fillStyle = 'rgb(90, 40, 120)'; // a template's accent colour
    context.fillRect(600, 300, 500, 40);
    word(context, 620, 312, '#fff');
    word(context, 1000, 312, '#fff');

    const { found, pixel } = drawnApart(context);

    expect(found).toHaveLength(1);
    const [band] = found;
    expect(band!.left).toBeLessThanOrEqual(600);
    expect(band!.left + band!.width).toBeGreaterThanOrEqual(1100);
    expect(band!.top).toBeLessThanOrEqual(300);
    expect(band!.top + band!.height).toBeGreaterThanOrEqual(340);
    expect(pixel(621, 320)).toBe(0); // a letter
    expect(pixel(626, 320)).toBe(255); // the bar between letters
    expect(pixel(800, 302)).toBe(255); // the bar's edge
    expect(pixel(1001, 320)).toBe(0);
    expect(onPage(621, 320)).toBe(255); // the page itself as it was
  });

  it('finds none in dark letters on white, rules and a dark block with nothing light in it', () => {
    const { context } = page();
    for (let line = 0; line < 10; line++)
      for (let x = 40; x < 1100; x += 70) word(context, x, 20 + line * 24, '#000');
    context.fillStyle = '#000';
    context.fillRect(40, 280, 1160, 3); // a rule across the page
    context.fillRect(40, 400, 400, 120); // a black picture
    context.fillStyle = 'rgb(40, 40, 40)';
    context.fillRect(600, 400, 100, 30); // a dark badge narrower than an inch

    expect(bands(context)).toEqual([]);
  });

  it('finds none in a dark disc with light in it (a logo, a decoration in a corner)', () => {
    const { context } = page();
    context.fillStyle = 'rgb(20, 50, 110)';
    context.beginPath();
    context.arc(300, 300, 120, 0, 2 * Math.PI);
    context.fill();
    word(context, 240, 290, '#fff', 12);

    expect(bands(context)).toEqual([]);
  });

  it('draws a tall panel whole, across the strips it is drawn in', () => {
    const { context } = page();
    context.fillStyle = 'rgb(60, 60, 60)';
    context.fillRect(200, 160, 400, 240);
    for (const y of [180, 216, 300, 370]) word(context, 230, y, '#ddd', 30);

    const {
      found: [band],
      pixel,
    } = drawnApart(context);

    expect(band!.height).toBeGreaterThan(128);
    for (const y of [182, 220, 228, 305, 380]) {
      expect(pixel(231, y), `a letter at ${y}`).toBe(0);
      expect(pixel(235, y), `between letters at ${y}`).toBe(255);
    }
  });

  it('finds each of two bars on their own', () => {
    const { context } = page();
    context.fillStyle = 'rgb(30, 60, 110)';
    context.fillRect(40, 100, 1160, 36);
    context.fillRect(600, 400, 400, 36);
    word(context, 60, 110, '#fff', 30);
    word(context, 620, 410, '#eee');

    // (Each with a cell more on every side.)
    expect(bands(context).map((band) => band.top)).toEqual([88, 392]);
  });

  it('finds a bar wherever it falls on the grid of cells, its letters whole to its edge', () => {
    // Letters 16 pixels high in a bar 30 high, 4 pixels from its top and from its bottom.
    const pad = 4;
    for (let offset = 0; offset < 8; offset++) {
      const { context } = page();
      const top = 400 + offset;
      context.fillStyle = 'rgb(30, 60, 110)';
      context.fillRect(300, top, 500, 30);
      word(context, 320, top + pad, '#fff', 40);
      word(context, 700, top + 30 - pad - 16, '#fff', 4);
      const { found, pixel } = drawnApart(context);
      expect(found, `bar at ${top}`).toHaveLength(1);
      expect(pixel(321, top + pad), `bar at ${top}`).toBe(0);
      expect(pixel(321, top + pad + 15), `bar at ${top}`).toBe(0);
      expect(pixel(701, top + 30 - pad - 1), `bar at ${top}`).toBe(0);
      expect(pixel(310, top + 1), `bar at ${top}`).toBe(255);
      expect(pixel(321, top - 2), `the page above the bar at ${top}`).toBe(255);
    }
  });

  it('keeps the largest dozen of a page of stripes', () => {
    const { context } = page();
    for (let stripe = 0; stripe < 20; stripe++) {
      context.fillStyle = '#000';
      context.fillRect(40 + (stripe % 2) * 600, 20 + (stripe >> 1) * 56, 160 + stripe * 10, 24);
      word(context, 50 + (stripe % 2) * 600, 24 + (stripe >> 1) * 56, '#fff', 8);
    }
    const found = bands(context);
    expect(found).toHaveLength(12);
    expect(Math.min(...found.map((band) => band.width))).toBeGreaterThan(240);
  });
});
