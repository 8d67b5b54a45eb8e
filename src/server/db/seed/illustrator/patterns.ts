import { type Doc, el, num } from './svg';

/**
 * Tibeb is woven, so motifs are drawn on a thread grid: each motif is a small
 * bitmap of colour letters ('a'..'d' -> thread colours, '.' -> bare cloth).
 * Rendering cells as one path per colour keeps the woven, stepped look at any
 * zoom and avoids hairline seams between neighbouring cells.
 */
type Motif = readonly string[];

const ROWS = 9;

function grid(width: number, cell: (x: number, y: number) => string): Motif {
  const rows: string[] = [];
  for (let y = 0; y < ROWS; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += cell(x, y);
    rows.push(row);
  }
  return rows;
}

const diamonds = grid(12, (x, y) => {
  const d = Math.abs(x - 5) + Math.abs(y - 4);
  if (d === 4) return 'a';
  if (d === 2 || d === 1) return 'b';
  if (d === 0) return 'c';
  // Small linking lozenge between neighbours (wraps across the tile edge).
  const dx = Math.min(Math.abs(x - 11), Math.abs(x + 1));
  if (dx + Math.abs(y - 4) <= 1) return 'c';
  return '.';
});

const crosses = grid(12, (x, y) => {
  const i = x - 1;
  const inside = (a: number, b: number): boolean =>
    a >= 0 && a <= 8 && b >= 0 && b <= 8 && (Math.abs(a - 4) <= 1 || Math.abs(b - 4) <= 1);
  if (i >= 0 && i <= 8) {
    if (inside(i, y)) {
      const edge = !inside(i - 1, y) || !inside(i + 1, y) || !inside(i, y - 1) || !inside(i, y + 1);
      if (edge) return 'a';
      return Math.abs(i - 4) + Math.abs(y - 4) <= 1 ? 'c' : 'b';
    }
    if ((i === 1 || i === 7) && (y === 1 || y === 7)) return 'c';
    return '.';
  }
  // Spacer columns carry a tiny stacked-dot ornament.
  return x === 10 && (y === 2 || y === 4 || y === 6) ? 'b' : '.';
});

const zigzag = grid(8, (x, y) => {
  const t = Math.abs((x % 8) - 4);
  if (y === t || y === t + 1) return 'a';
  if (y === t + 3 || y === t + 4) return 'b';
  return y === 8 && t === 4 ? 'c' : '.';
});

const chevrons = grid(8, (x, y) => {
  const v = (x + Math.abs(y - 4)) % 8;
  if (v === 0 || v === 1) return 'a';
  if (v === 4 || v === 5) return 'b';
  return v === 7 && y === 4 ? 'c' : '.';
});

const meskel: Motif = [
  '...aaa.......',
  '....a........',
  'a...b...a..c.',
  'a..bcb..a....',
  'aabcccbaa.cbc',
  'a..bcb..a....',
  'a...b...a..c.',
  '....a........',
  '...aaa.......',
];

const checker = grid(8, (x, y) => {
  if (y === 0 || y === 8) return 'a';
  if (y === 1 || y === 7) return '.';
  const on = (x + y) % 2 === 0;
  if (!on) return '.';
  return Math.floor(x / 4) % 2 === 0 ? 'b' : 'c';
});

const triangles = grid(8, (x, y) => {
  const dx = Math.abs((x % 8) - 3.5);
  if (y <= 3 && dx <= y + 0.5) return 'a';
  const dx2 = Math.abs(((x + 4) % 8) - 3.5);
  if (y >= 5 && dx2 <= 8 - y + 0.5) return 'b';
  return y === 4 ? 'c' : '.';
});

const stars = grid(12, (x, y) => {
  const i = x - 1;
  if (i < 0 || i > 8) return x === 11 && y === 4 ? 'c' : '.';
  const dx = Math.abs(i - 4);
  const dy = Math.abs(y - 4);
  // Eight-point star: union of a square and a diamond, with a hollow heart.
  const inStar = (dx <= 2 && dy <= 2) || dx + dy <= 4;
  if (!inStar) return '.';
  if (dx + dy <= 1) return 'c';
  if (dx <= 1 && dy <= 1) return 'b';
  return dx + dy === 4 || (dx === 2 && dy === 2) ? 'a' : 'b';
});

/** The motif library; index = IllustrationSpec.pattern modulo length. */
const MOTIFS: readonly Motif[] = [diamonds, crosses, zigzag, chevrons, meskel, checker, triangles, stars];
export const PATTERN_COUNT = MOTIFS.length;

export interface Tibeb {
  pattern: number;
  colors: readonly string[];
  /** Solid ground behind the threads; omit to let the cloth show through. */
  ground?: string;
}

/** Row layout of a full band: edge line, tooth border, motif, mirrored. */
function bandRows(motif: Motif, compact: boolean): { rows: string[]; }{
  const w = motif[0]?.length ?? 8;
  const period = w % 4 === 0 ? 4 : w % 3 === 0 ? 3 : 2;
  const line = 'a'.repeat(w);
  const gap = '.'.repeat(w);
  let base = '';
  let tip = '';
  for (let x = 0; x < w; x++) {
    const p = x % period;
    base += p < period - 1 || period === 2 ? 'd' : '.';
    tip += p === Math.floor((period - 1) / 2) ? 'd' : '.';
  }
  if (compact) return { rows: [line, gap, ...motif, gap, line] };
  return { rows: [line, gap, base, tip, gap, ...motif, gap, tip, base, gap, line] };
}

function colorFor(letter: string, colors: readonly string[]): string {
  const idx = letter === 'a' ? 0 : letter === 'b' ? 1 : letter === 'c' ? 2 : 3;
  // 'd' is the tooth border: use the second colour when only two exist.
  const pick = idx < colors.length ? idx : idx === 3 ? 1 : idx % colors.length;
  return colors[pick] ?? colors[0] ?? '#000000';
}

export interface BandOptions {
  /** Compact bands drop the tooth borders; used for narrow neck and cuff trims. */
  compact?: boolean;
}

/*
 * Why <use> of a tile group instead of an SVG <pattern>: librsvg rasterises a
 * pattern tile and then resamples it, which becomes very slow (hundreds of ms)
 * whenever the tile lands on a fractional device size, i.e. under almost any
 * scale or rotation. Repeating a vector tile keeps rendering fast and crisp.
 */
export function bandTile(doc: Doc, t: Tibeb, height: number, opts: BandOptions = {}): { id: string; tileW: number } {
  const motif = MOTIFS[((t.pattern % MOTIFS.length) + MOTIFS.length) % MOTIFS.length] ?? diamonds;
  const compact = opts.compact ?? height < 34;
  const { rows } = bandRows(motif, compact);
  const u = height / rows.length;
  const cols = rows[0]?.length ?? 1;
  const tileW = cols * u;
  const key = `band|${t.pattern}|${t.colors.join(',')}|${t.ground ?? ''}|${num(height)}|${compact ? 1 : 0}`;
  const id = doc.cached(
    key,
    (tid) => {
      const byColor = new Map<string, string[]>();
      const r2 = (v: number): string => (Math.round(v * 100) / 100).toString();
      rows.forEach((row, y) => {
        let x = 0;
        while (x < row.length) {
          const ch = row[x] ?? '.';
          if (ch === '.') { x++; continue; }
          let end = x + 1;
          while (end < row.length && row[end] === ch) end++;
          const color = colorFor(ch, t.colors);
          const list = byColor.get(color) ?? [];
          // Cells overlap by a hair so anti-aliasing never shows the ground between threads.
          list.push(`M${r2(x * u)} ${r2(y * u)}h${r2((end - x) * u + 0.5)}v${r2(u + 0.4)}h${r2(-(end - x) * u - 0.5)}z`);
          byColor.set(color, list);
          x = end;
        }
      });
      // No per-tile ground: callers lay one continuous ground under the band, so
      // anti-aliased tile edges never show as hairline seams.
      let inner = '';
      for (const [color, parts] of byColor) inner += el('path', { d: parts.join(''), fill: color });
      return `<g id="${tid}">${inner}</g>`;
    },
    't',
  );
  return { id, tileW };
}

function tiles(id: string, tileW: number, from: number, to: number, transform?: (x: number) => string): string {
  let out = '';
  // Align tiles to a global grid so overlapping bands on one garment stay in phase.
  const first = Math.floor(from / tileW);
  for (let i = first; i * tileW < to; i++) {
    const x = i * tileW;
    out += transform ? `<use href="#${id}" transform="${transform(x)}"/>` : `<use href="#${id}" x="${num(x)}"/>`;
  }
  return out;
}

/** A straight band in band-local coordinates: x along the band, y across it. Cut to length. */
export function bandRect(doc: Doc, t: Tibeb, length: number, height: number, opts: BandOptions = {}, x0 = 0): string {
  const { id, tileW } = bandTile(doc, t, height, opts);
  const clip = doc.cached(`rect|${num(x0)}|${num(length)}|${num(height)}`, (cid) =>
    `<clipPath id="${cid}"><rect x="${num(x0)}" y="-1" width="${num(length)}" height="${num(height + 2)}"/></clipPath>`, 'c');
  const ground = t.ground ? el('rect', { x: x0, y: 0, width: length, height, fill: t.ground }) : '';
  return `<g clip-path="url(#${clip})">${ground}${tiles(id, tileW, x0, x0 + length)}</g>`;
}

/** Horizontal band with its top-left corner at (x, y). */
export function hBand(doc: Doc, t: Tibeb, x: number, y: number, w: number, h: number, opts: BandOptions = {}): string {
  return `<g transform="translate(${num(x)} ${num(y)})">${bandRect(doc, t, w, h, opts)}</g>`;
}

/** Vertical band centred on cx running from y0 down to y1. */
export function vBand(doc: Doc, t: Tibeb, cx: number, y0: number, y1: number, w: number, opts: BandOptions = {}): string {
  return `<g transform="translate(${num(cx + w / 2)} ${num(y0)}) rotate(90)">${bandRect(doc, t, y1 - y0, w, opts)}</g>`;
}

/** Band centred on the segment p0 -> p1, i.e. a band that follows any straight seam. */
export function bandAlong(
  doc: Doc, t: Tibeb, x0: number, y0: number, x1: number, y1: number, h: number, opts: BandOptions = {}, overhang = 0,
): string {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  return (
    `<g transform="translate(${num(x0)} ${num(y0)}) rotate(${num(ang)}) translate(0 ${num(-h / 2)})">` +
    bandRect(doc, t, len + overhang * 2, h, opts, -overhang) +
    '</g>'
  );
}

/**
 * A band whose top edge follows yTop(x), for curved hems. Each tile is
 * sheared to the local slope; neighbouring tiles meet exactly, so the woven
 * rows bend smoothly. Not cut to length: callers clip it to the garment.
 */
export function curvedBand(doc: Doc, t: Tibeb, x0: number, x1: number, yTop: (x: number) => number, h: number, opts: BandOptions = {}): string {
  const { id, tileW } = bandTile(doc, t, h, opts);
  let ground = '';
  if (t.ground) {
    const top: string[] = [];
    const bottom: string[] = [];
    for (let x = Math.floor(x0 / tileW) * tileW; x <= x1 + tileW; x += tileW) {
      top.push(`${num(x)} ${num(yTop(x))}`);
      bottom.unshift(`${num(x)} ${num(yTop(x) + h)}`);
    }
    ground = el('path', { d: `M${top.join('L')}L${bottom.join('L')}Z`, fill: t.ground });
  }
  return ground + tiles(id, tileW, x0, x1, (x) => {
    const ya = yTop(x);
    const slope = (yTop(x + tileW) - ya) / tileW;
    return `matrix(1 ${slope.toFixed(4)} 0 1 ${num(x)} ${num(ya)})`;
  });
}
