// Logos drawn into PNG pictures with @napi-rs/canvas and embedded as data: URLs: a symbol (a
// circle, a square, a hexagon, a peak or bars, with the initials or not) and, when asked, the
// company's name as a wordmark beside or under it. A name drawn here has no text layer: the PDF
// carries it as pixels only, as a scanned or designed logo would.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Random } from './common.ts';

export interface Logo {
  src: string;
  /** The size to show it at, in CSS pixels. */
  width: number;
  height: number;
}

export const BRAND_COLOURS = [
  '#1f4e79',
  '#0b6e4f',
  '#7a1f3d',
  '#d35400',
  '#2c3e50',
  '#5b2c83',
  '#0a7ea4',
  '#b03a2e',
  '#1e8449',
  '#34495e',
  '#c0392b',
  '#117a65',
];

const SCALE = 3;

function symbol(
  ctx: SKRSContext2D,
  shape: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  initials: string,
  font: string,
) {
  ctx.fillStyle = colour;
  const half = size / 2;
  const cx = x + half;
  const cy = y + half;
  ctx.beginPath();
  switch (shape) {
    case 'circle':
      ctx.arc(cx, cy, half, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'hexagon':
      for (let i = 0; i < 6; i += 1) {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        const px = cx + half * Math.cos(angle);
        const py = cy + half * Math.sin(angle);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.fill();
      break;
    case 'peak':
      ctx.moveTo(x, y + size);
      ctx.lineTo(x + size * 0.38, y + size * 0.2);
      ctx.lineTo(x + size * 0.6, y + size * 0.6);
      ctx.lineTo(x + size * 0.75, y + size * 0.4);
      ctx.lineTo(x + size, y + size);
      ctx.closePath();
      ctx.fill();
      return;
    case 'bars':
      for (let i = 0; i < 4; i += 1) {
        const height = size * (0.35 + 0.2 * i);
        ctx.fillRect(x + i * size * 0.26, y + size - height, size * 0.18, height);
      }
      return;
    default: {
      const radius = shape === 'rounded' ? size * 0.22 : 0;
      ctx.roundRect(x, y, size, size, radius);
      ctx.fill();
    }
  }
  if (initials) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${size * (initials.length > 1 ? 0.42 : 0.55)}px ${font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initials, cx, cy + size * 0.03);
    ctx.textAlign = 'left';
  }
}

/**
 * A logo. `name`: the wordmark to draw (null for a symbol alone). `tall`: the wordmark under the
 * symbol rather than beside it.
 */
export function drawLogo(
  r: Random,
  name: string | null,
  options: { colour?: string; height?: number; initialsOf?: string; mono?: boolean } = {},
): Logo {
  const colour = options.mono ? '#000000' : (options.colour ?? r.pick(BRAND_COLOURS));
  const font = r.pick(['Liberation Sans', 'Liberation Serif', 'DejaVu Sans', 'Liberation Sans']);
  const shape = r.pick(['circle', 'square', 'rounded', 'hexagon', 'peak', 'bars', 'none']);
  const source = options.initialsOf ?? name ?? 'A';
  const initials = ['peak', 'bars'].includes(shape)
    ? ''
    : source
        .split(/\s+/)
        .filter((word) => /^\p{Lu}/u.test(word))
        .slice(0, r.chance(0.5) ? 1 : 2)
        .map((word) => word[0])
        .join('') || source[0]!.toUpperCase();
  const size = options.height ?? 40;
  const upper = name !== null && r.chance(0.35);
  const word = name === null ? '' : upper ? name.toUpperCase() : name;
  const tall = name !== null && shape !== 'none' && r.chance(0.25);
  const wordSize = tall ? size * 0.42 : size * 0.55;
  const weight = r.pick(['bold', 'bold', 'normal']);
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `${weight} ${wordSize}px ${font}`;
  const spacing = upper ? wordSize * 0.08 : 0;
  const wordWidth = word ? measure.measureText(word).width + spacing * word.length : 0;
  const symbolSize = shape === 'none' ? 0 : tall ? size * 0.65 : size;
  const gap = symbolSize && word ? size * 0.25 : 0;
  const width =
    Math.ceil(tall ? Math.max(symbolSize, wordWidth) : symbolSize + gap + wordWidth) + 4;
  const height = Math.ceil(tall ? symbolSize + wordSize * 1.3 : size);
  const canvas = createCanvas(width * SCALE, height * SCALE);
  const ctx = canvas.getContext('2d');
  ctx.scale(SCALE, SCALE);
  if (symbolSize) {
    const x = tall ? (width - symbolSize) / 2 : 1;
    symbol(ctx, shape, x, tall ? 0 : (height - symbolSize) / 2, symbolSize, colour, initials, font);
  }
  if (word) {
    ctx.fillStyle = r.chance(0.6) ? colour : '#222222';
    ctx.font = `${weight} ${wordSize}px ${font}`;
    ctx.textBaseline = tall ? 'bottom' : 'middle';
    let x = tall ? (width - wordWidth) / 2 : symbolSize + gap + 1;
    const y = tall ? height : height / 2 + 1;
    for (const char of word) {
      ctx.fillText(char, x, y);
      x += measure.measureText(char).width + spacing;
    }
  }
  const src = `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
  return { src, width, height };
}

/** The logo at its size; a max-height or max-width in `style` shrinks it in proportion. */
export const img = (logo: Logo, style = '') =>
  `<img src="${logo.src}" alt="" style="height:${logo.height}px;width:auto;max-width:${logo.width}px;object-fit:contain;object-position:left center;${style}">`;

/**
 * The seller's logo, if it has one: about `only` of the time its name is in the picture alone (the
 * layout then prints it nowhere as text), else a symbol or a wordmark beside the printed name half
 * the time, else none.
 */
export function sellerLogo(
  r: Random,
  name: string,
  options: { only?: number; any?: number; colour?: string; height?: number; mono?: boolean } = {},
): { logo: Logo | null; only: boolean } {
  const style = {
    ...(options.colour ? { colour: options.colour } : {}),
    ...(options.height ? { height: options.height } : {}),
    ...(options.mono ? { mono: true } : {}),
  };
  if (r.chance(options.only ?? 0.25)) return { logo: drawLogo(r, name, style), only: true };
  if (r.chance(options.any ?? 0.5)) {
    return {
      logo: drawLogo(r, r.chance(0.4) ? name : null, { ...style, initialsOf: name }),
      only: false,
    };
  }
  return { logo: null, only: false };
}
