import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { paintAroundSheet, unevenLight } from '../../src/analysis/render/page-light.js';

/** An A4 page at 150 dpi. */
const DPI = 150;
const WIDTH = 1240;
const HEIGHT = 1754;

/** 30 lines of "words" (letters: strokes 3 pixels wide, 16 high) between (x, y) and the right. */
function text(context: SKRSContext2D, x = 180, y = 220): void {
  context.fillStyle = '#222';
  for (let line = 0; line < 30; line++)
    for (let word = 0; word < 9; word++)
      for (let letter = 0; letter < 7; letter++)
        context.fillRect(x + word * 100 + letter * 10, y + line * 44, 3, 16);
}

function page(draw: (context: SKRSContext2D) => void): SKRSContext2D {
  const context = createCanvas(WIDTH, HEIGHT).getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  draw(context);
  return context;
}

const uneven = (context: SKRSContext2D) =>
  unevenLight((top, rows) => context.getImageData(0, top, WIDTH, rows).data, WIDTH, HEIGHT, DPI);

describe('unevenLight', () => {
  it('finds a sheet photographed on a desk', () => {
    const photo = page((context) => {
      context.fillStyle = '#4a443d';
      context.fillRect(0, 0, WIDTH, HEIGHT);
      context.fillStyle = '#f4efe4';
      context.fillRect(90, 120, WIDTH - 180, HEIGHT - 240);
      text(context);
    });
    expect(uneven(photo)).toBe(true);
  });

  it('finds a shadow falling across a sheet', () => {
    const shadowed = page((context) => {
      const shadow = context.createLinearGradient(0, 0, WIDTH, 0);
      shadow.addColorStop(0, 'rgb(250, 250, 250)');
      shadow.addColorStop(1, 'rgb(170, 170, 170)');
      context.fillStyle = shadow;
      context.fillRect(0, 0, WIDTH, HEIGHT);
      text(context);
    });
    expect(uneven(shadowed)).toBe(true);
  });

  it('leaves a scanned page alone, with its coloured panel, dark bar and black logo', () => {
    const scanned = page((context) => {
      context.fillStyle = '#c0c8d0';
      context.fillRect(700, 150, 400, 250);
      context.fillStyle = '#1d3557';
      context.fillRect(150, 900, 940, 60);
      context.fillStyle = '#000';
      context.fillRect(150, 100, 200, 200);
      text(context, 180, 420);
    });
    expect(uneven(scanned)).toBe(false);
    expect(uneven(page((context) => text(context)))).toBe(false);
  });

  it('judges a white page of any size as evenly lit (an edge cell the samples miss is no dark)', () => {
    for (const [width, height] of [
      [2471, 3459],
      [2480, 3508],
      [1237, 1750],
    ] as const) {
      const context = createCanvas(width, height).getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      const read = (top: number, rows: number) => context.getImageData(0, top, width, rows).data;
      expect(unevenLight(read, width, height, 300)).toBe(false);
    }
  });
});

describe('paintAroundSheet', () => {
  const pixels = (context: SKRSContext2D) => context.getImageData(0, 0, WIDTH, HEIGHT).data;
  const at = (data: Uint8ClampedArray, x: number, y: number) =>
    Array.from(data.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3));

  it('paints the desk around a sheet white, and nothing on the sheet', () => {
    const data = pixels(
      page((context) => {
        context.fillStyle = '#4a443d';
        context.fillRect(0, 0, WIDTH, HEIGHT);
        context.fillStyle = '#f4efe4';
        context.fillRect(90, 120, WIDTH - 180, HEIGHT - 240);
        text(context);
        // A black logo on the sheet, close to its edge.
        context.fillStyle = '#000';
        context.fillRect(100, 130, 150, 80);
      }),
    );
    expect(paintAroundSheet(data, WIDTH, HEIGHT)).toBe(true);
    expect(at(data, 10, 10)).toEqual([255, 255, 255]);
    expect(at(data, WIDTH - 40, HEIGHT - 60)).toEqual([255, 255, 255]);
    expect(at(data, 600, 900)).toEqual([244, 239, 228]);
    expect(at(data, 181, 225)).toEqual([34, 34, 34]);
    expect(at(data, 120, 150)).toEqual([0, 0, 0]);
  });

  it("leaves a sheet's shaded corner, joined to the desk, and its words as they are", () => {
    const data = pixels(
      page((context) => {
        context.fillStyle = '#2e2a26';
        context.fillRect(0, 0, WIDTH, HEIGHT);
        context.fillStyle = '#f4efe4';
        context.fillRect(90, 120, WIDTH - 180, HEIGHT - 240);
        // The sheet's bottom left in shade, grey as paper in a phone's photo gets.
        context.fillStyle = 'rgb(104, 100, 96)';
        context.fillRect(90, 1200, 500, HEIGHT - 240 - 1080);
        text(context);
      }),
    );
    expect(paintAroundSheet(data, WIDTH, HEIGHT)).toBe(true);
    expect(at(data, 10, 10)).toEqual([255, 255, 255]);
    expect(at(data, 300, 1400)).toEqual([104, 100, 96]);
    // A word's letter in the shade.
    expect(at(data, 181, 1365)).toEqual([34, 34, 34]);
  });

  it('paints nothing where too little or too much dark surrounds the sheet', () => {
    for (const drawn of [
      page((context) => text(context)),
      // A scanner's thin dark rim: under 1 % of the page.
      page((context) => {
        context.fillStyle = '#222';
        context.fillRect(0, 0, WIDTH, HEIGHT);
        context.fillStyle = '#fff';
        context.fillRect(3, 3, WIDTH - 6, HEIGHT - 6);
        text(context);
      }),
      page((context) => {
        context.fillStyle = '#333';
        context.fillRect(0, 0, WIDTH, HEIGHT);
        context.fillStyle = '#fff';
        context.fillRect(500, 700, 200, 200);
      }),
    ])
      expect(paintAroundSheet(pixels(drawn), WIDTH, HEIGHT)).toBe(false);
  });

  it('paints nothing on an image of one row or column, or pixels read short', () => {
    const dark = (count: number) => new Uint8ClampedArray(count * 4).fill(20);
    expect(paintAroundSheet(dark(50), 50, 1)).toBe(false);
    expect(paintAroundSheet(dark(50), 1, 50)).toBe(false);
    expect(paintAroundSheet(dark(10), 50, 1)).toBe(false);
    const short = dark(10);
    expect(paintAroundSheet(short, 4, 4)).toBe(false);
    expect(Array.from(short.subarray(0, 4))).toEqual([20, 20, 20, 20]);
  });
});
