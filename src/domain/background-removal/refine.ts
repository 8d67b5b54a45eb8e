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
  const sx = small.width / W;
  const sy = small.height / H;
  const a = alpha.data;
  const c = new Float32Array(3);
  for (let y = 0; y < H; y += 1) {
    const ys = Math.min(small.height - 1, Math.floor(y * sy));
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const base = a[i]!;
      if (base === 0 || base === 255) continue;
      const s = ys * small.width + Math.min(small.width - 1, Math.floor(x * sx));
      // The band pixel's nearest small pixel may be a clean one beside the edge: use the edge pixel's means.
      const e = edge[s] ? s : -1;
      if (e < 0) continue;
      const f0 = fg[e * 3]!;
      const b0 = bg[e * 3]!;
      if (Number.isNaN(f0) || Number.isNaN(b0)) continue;
      const p = i * 4;
      const r = px[p]!;
      const g = px[p + 1]!;
      const b = px[p + 2]!;
      c[0] = (0.299 * r + 0.587 * g + 0.114 * b) * 0.35;
      c[1] = -0.168736 * r - 0.331264 * g + 0.5 * b;
      c[2] = 0.5 * r - 0.418688 * g - 0.081312 * b;
      const d0 = f0 - b0;
      const d1 = fg[e * 3 + 1]! - bg[e * 3 + 1]!;
      const d2 = fg[e * 3 + 2]! - bg[e * 3 + 2]!;
      const len2 = d0 * d0 + d1 * d1 + d2 * d2;
      const contrast = Math.sqrt(len2);
      if (contrast < LOW_CONTRAST) continue;
      const t = ((c[0]! - b0) * d0 + (c[1]! - bg[e * 3 + 1]!) * d1 + (c[2]! - bg[e * 3 + 2]!) * d2) / len2;
      const colourAlpha = Math.min(1, Math.max(0, t)) * 255;
      const trust = Math.min(1, (contrast - LOW_CONTRAST) / (FULL_CONTRAST - LOW_CONTRAST));
      a[i] = Math.round(colourAlpha * trust + base * (1 - trust));
    }
  }
  return alpha;
}
