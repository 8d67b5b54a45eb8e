import { BORDER_PATTERNS, COLOUR_HEX, ILLUSTRATION_VIEWS, parseImageSize, readPrompt, type ImageSize, type ImageStyle, type PromptReading } from '@domain/image-tools';
import { drawGarment, PALETTES, type Palette } from '../../db/seed/illustrator';
import { mix } from '../../db/seed/illustrator/svg';

/**
 * The built-in illustrator: the catalogue's own garment drawings (db/seed/illustrator), steered by
 * the words of the prompt. It is an illustration, not a photograph and not an AI model, and the
 * answer says so.
 */

const CREAM_BASE = '#FFFDF8';

/** Threads from the named colours; with one colour, a gold or a deeper shade keeps the band woven. */
function threadsFor(reading: PromptReading, style: ImageStyle): string[] | null {
  if (reading.colours.length === 0) return null;
  const named = reading.colours.map((c) => COLOUR_HEX[c]);
  const first = named[0] ?? COLOUR_HEX.green;
  const threads = named.length === 1 ? [first, first === COLOUR_HEX.gold ? COLOUR_HEX.maroon : COLOUR_HEX.gold, mix(first, '#000000', 0.3)] : named.length === 2 ? [...named, mix(first, '#ffffff', 0.35)] : named;
  // Natural: the muted tones of hand-spun thread; vivid keeps the colours as named.
  return style === 'natural' ? threads.map((c) => mix(c, '#8a8174', 0.22)) : threads;
}

export function paletteFor(reading: PromptReading, style: ImageStyle): Palette {
  const threads = threadsFor(reading, style);
  if (!threads) {
    const p = PALETTES[reading.seed % PALETTES.length] ?? PALETTES[0];
    if (!p) throw new Error('PALETTES is empty');
    return style === 'natural' ? { ...p, tibeb: p.tibeb.map((c) => mix(c, '#8a8174', 0.22)), background: mix(p.background, '#efe7da', 0.5) } : p;
  }
  const accent = threads[0] ?? COLOUR_HEX.green;
  // A black or cream cloth is asked for by naming it alone; otherwise the cloth is shemma white.
  const base = reading.colours.length === 1 && reading.colours[0] === 'cream' ? '#F7EEDC' : CREAM_BASE;
  const background = style === 'natural' ? mix(accent, '#efe7da', 0.9) : mix(accent, '#ffffff', 0.86);
  return { base, tibeb: threads, accent, background };
}

export interface Illustration {
  svg: string;
  reading: PromptReading;
  width: number;
  height: number;
}

/** The garment (drawn 800×1000) centred on a canvas of the requested size, on its own backdrop colour. */
export function illustrate(prompt: string, size: ImageSize, style: ImageStyle): Illustration {
  const reading = readPrompt(prompt);
  const palette = paletteFor(reading, style);
  const garment = drawGarment({
    kind: reading.kind,
    seed: reading.seed,
    palette,
    ...(reading.pattern ? { pattern: BORDER_PATTERNS.indexOf(reading.pattern) } : {}),
    view: ILLUSTRATION_VIEWS.indexOf(reading.view),
  });
  const { width, height } = parseImageSize(size);
  // Fit the 4:5 drawing inside the canvas; the margin around it is the same backdrop colour.
  const scale = Math.min(width / 800, height / 1000);
  const w = Math.round(800 * scale);
  const h = Math.round(1000 * scale);
  const x = Math.round((width - w) / 2);
  const y = Math.round((height - h) / 2);
  const inner = garment.replace(/^<svg[^>]*>/, `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 800 1000">`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${palette.background}"/>${inner}</svg>`;
  return { svg, reading, width, height };
}

/** PNG: what a designer downloads and what the studio's upload route takes like any photo. */
export async function renderIllustration(prompt: string, size: ImageSize, style: ImageStyle): Promise<{ png: Buffer; reading: PromptReading }> {
  const { svg, reading, width, height } = illustrate(prompt, size, style);
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).resize({ width, height, fit: 'fill' }).png({ compressionLevel: 8, palette: false }).toBuffer();
  return { png, reading };
}
