import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { unevenLight } from '../../src/analysis/render/page-light.js';

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
