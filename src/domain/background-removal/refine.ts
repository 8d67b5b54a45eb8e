import { rgbaToYcc } from './colour';
import { resizeMask } from './resample';
import type { AlphaMask, RgbaImage } from './types';

/** Below this colour contrast between the two sides, the colours say nothing about the edge. */
const LOW_CONTRAST = 12;
const FULL_CONTRAST = 40;

/**
 * Subject and backdrop colour next to every edge pixel of the small mask: the means of each side's
 * pixels in a (2r+1)² window (3 floats per pixel, NaN where a side has none).
 */
function sideMeans(ycc: Float32Array, mask: AlphaMask, r: number): { fg: Float32Array; bg: Float32Array; edge: Uint8Array } {
  const { width: w, height: h, data } = mask;
  const n = w * h;
  const edge = new Uint8Array(n);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const v = data[i]! >= 128;
      if ((x > 0 && data[i - 1]! >= 128 !== v) || (x < w - 1 && data[i + 1]! >= 128 !== v) || (y > 0 && data[i - w]! >= 128 !== v) || (y < h - 1 && data[i + w]! >= 128 !== v)) edge[i] = 1;
    }
  }
  const fg = new Float32Array(n * 3).fill(Number.NaN);
  const bg = new Float32Array(n * 3).fill(Number.NaN);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (!edge[i]) continue;
      const s = [0, 0, 0, 0, 0, 0, 0, 0];
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy += 1) {
        for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx += 1) {
          const j = yy * w + xx;
          // Edge pixels are mixtures: only clean pixels of each side describe it.
          if (edge[j]) continue;
          const o = data[j]! >= 128 ? 0 : 4;
          s[o] = s[o]! + ycc[j * 3]!;
          s[o + 1] = s[o + 1]! + ycc[j * 3 + 1]!;
          s[o + 2] = s[o + 2]! + ycc[j * 3 + 2]!;
          s[o + 3] = s[o + 3]! + 1;
        }
      }
      if (s[3]! > 0) for (let c = 0; c < 3; c += 1) fg[i * 3 + c] = s[c]! / s[3]!;
      if (s[7]! > 0) for (let c = 0; c < 3; c += 1) bg[i * 3 + c] = s[4 + c]! / s[7]!;
    }
  }
  return { fg, bg, edge };
}

/**
 * A hard mask found on a small copy of the photo → a soft alpha at the photo's full size. The
 * mask is enlarged bilinearly; then, on the enlarged edge band only, each pixel's colour is placed
 * between the subject colour and the backdrop colour found beside it on the small copy (a local
 * two-colour matte), trusted in proportion to how different the two colours are. Away from the
 * edge nothing is computed, so a 12-MP photo costs one pass plus its edge.
 */
export function refineToFullSize(full: RgbaImage, small: RgbaImage, smallMask: AlphaMask): AlphaMask {
  if (small.width !== smallMask.width || small.height !== smallMask.height) throw new RangeError('the mask is not the small image’s size');
  const alpha = resizeMask(smallMask, full.width, full.height);
  const { fg, bg, edge } = sideMeans(rgbaToYcc(small.data), smallMask, 2);
  const { width: W, height: H, data: px } = full;
  const sw = small.width;
  const sh = small.height;
  const sx = sw / W;
  const sy = sh / H;
  const a = alpha.data;
  // The full-size columns and rows whose nearest small pixel is each small column and row: only
  // the blocks under the small mask's edge pixels are visited (on a 12-MP photo, a few per cent).
  const colStart = new Int32Array(sw + 1).fill(W);
  for (let x = W - 1; x >= 0; x -= 1) colStart[Math.min(sw - 1, Math.floor(x * sx))] = x;
  for (let k = sw - 1; k >= 0; k -= 1) if (colStart[k]! > colStart[k + 1]!) colStart[k] = colStart[k + 1]!;
  const rowStart = new Int32Array(sh + 1).fill(H);
  for (let y = H - 1; y >= 0; y -= 1) rowStart[Math.min(sh - 1, Math.floor(y * sy))] = y;
  for (let k = sh - 1; k >= 0; k -= 1) if (rowStart[k]! > rowStart[k + 1]!) rowStart[k] = rowStart[k + 1]!;
  for (let e = 0; e < sw * sh; e += 1) {
    if (!edge[e]) continue;
    const f0 = fg[e * 3]!;
    const b0 = bg[e * 3]!;
    if (Number.isNaN(f0) || Number.isNaN(b0)) continue;
    const d0 = f0 - b0;
    const d1 = fg[e * 3 + 1]! - bg[e * 3 + 1]!;
    const d2 = fg[e * 3 + 2]! - bg[e * 3 + 2]!;
    const len2 = d0 * d0 + d1 * d1 + d2 * d2;
    const contrast = Math.sqrt(len2);
    if (contrast < LOW_CONTRAST) continue;
    const trust = Math.min(1, (contrast - LOW_CONTRAST) / (FULL_CONTRAST - LOW_CONTRAST));
    const b1 = bg[e * 3 + 1]!;
    const b2 = bg[e * 3 + 2]!;
    const ex = e % sw;
    const ey = (e - ex) / sw;
    for (let y = rowStart[ey]!; y < rowStart[ey + 1]!; y += 1) {
      for (let x = colStart[ex]!; x < colStart[ex + 1]!; x += 1) {
        const i = y * W + x;
        const base = a[i]!;
        if (base === 0 || base === 255) continue;
        const p = i * 4;
        const r = px[p]!;
        const g = px[p + 1]!;
        const b = px[p + 2]!;
        const c0 = (0.299 * r + 0.587 * g + 0.114 * b) * 0.35;
        const c1 = -0.168736 * r - 0.331264 * g + 0.5 * b;
        const c2 = 0.5 * r - 0.418688 * g - 0.081312 * b;
        const t = ((c0 - b0) * d0 + (c1 - b1) * d1 + (c2 - b2) * d2) / len2;
        const colourAlpha = Math.min(1, Math.max(0, t)) * 255;
        a[i] = Math.round(colourAlpha * trust + base * (1 - trust));
      }
    }
  }
  return alpha;
}
