// Draws the app's icons into src/web/public (issue 23): a "T" over a tibeb border, the woven band
// that edges a habesha kemis, in the shop's colours. Drawn as shapes, not text, so the result does
// not depend on the fonts of the machine that runs it. Run after changing the drawing:
//   npx tsx scripts/draw-icons.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../src/web/public');
const INK = '#222222';
const COTTON = '#FAF7F2';
const EMERALD = '#1F7A4D';
const SAFFRON = '#D4A017';
const CRIMSON = '#B22234';

/** The band: saffron rules, an emerald ground, saffron diamonds with crimson hearts, small crosses between. */
function band(y: number, x0: number, x1: number): string {
  const h = 72;
  const parts = [`<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${h}" fill="${EMERALD}"/>`];
  parts.push(`<rect x="${x0}" y="${y}" width="${x1 - x0}" height="7" fill="${SAFFRON}"/>`, `<rect x="${x0}" y="${y + h - 7}" width="${x1 - x0}" height="7" fill="${SAFFRON}"/>`);
  const mid = y + h / 2;
  const step = 64;
  for (let cx = 256 - step * 5; cx <= 256 + step * 5; cx += step) {
    if (cx + 24 < x0 || cx - 24 > x1) continue;
    parts.push(`<path d="M${cx} ${mid - 24} L${cx + 24} ${mid} L${cx} ${mid + 24} L${cx - 24} ${mid} Z" fill="${SAFFRON}"/>`);
    parts.push(`<path d="M${cx} ${mid - 10} L${cx + 10} ${mid} L${cx} ${mid + 10} L${cx - 10} ${mid} Z" fill="${CRIMSON}"/>`);
    const c = cx + step / 2;
    parts.push(`<rect x="${c - 3}" y="${mid - 11}" width="6" height="22" fill="${COTTON}"/>`, `<rect x="${c - 11}" y="${mid - 3}" width="22" height="6" fill="${COTTON}"/>`);
  }
  return parts.join('');
}

/** A serif "T": a crossbar with drops at its ends, a stem, a foot. */
const letter = `<g fill="${COTTON}">
  <rect x="128" y="96" width="256" height="52" rx="6"/>
  <path d="M128 140 h34 v44 q-10 -18 -34 -22 Z"/>
  <path d="M384 140 h-34 v44 q10 -18 34 -22 Z"/>
  <rect x="227" y="140" width="58" height="176"/>
  <rect x="190" y="304" width="132" height="22" rx="6"/>
</g>`;

/** `maskable`: a full square the launcher crops to its shape; the drawing shrinks into the 80 % safe circle. */
function icon(maskable: boolean): string {
  const body = `${letter}${band(360, 0, 512)}`;
  const inner = maskable ? `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${letter}${band(360, -64, 576)}</g>` : body;
  const background = maskable ? `<rect width="512" height="512" fill="${INK}"/>` : `<rect width="512" height="512" rx="112" fill="${INK}"/>`;
  const clip = maskable ? '' : `<clipPath id="r"><rect width="512" height="512" rx="112"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><defs>${clip}</defs>${background}<g${maskable ? '' : ' clip-path="url(#r)"'}>${inner}</g></svg>\n`;
}

const any = icon(false);
const maskable = icon(true);
writeFileSync(path.join(out, 'icon.svg'), any);
const png = (svg: string, size: number, file: string) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, file));
await Promise.all([
  png(any, 192, 'icon-192.png'),
  png(any, 512, 'icon-512.png'),
  png(maskable, 192, 'icon-maskable-192.png'),
  png(maskable, 512, 'icon-maskable-512.png'),
  png(maskable, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to', out);
