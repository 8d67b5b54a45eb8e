import type { AlphaMask, RgbaImage } from './types';

/**
 * Box-averages an image down so its long side is at most `maxSide` (never up). Averaging rather
 * than picking pixels smooths sensor noise and fine weave before the colour tests, and a 12-MP photo
 * becomes ~0.4 MP for the fill.
 */
export function downscale(image: RgbaImage, maxSide: number): RgbaImage {
  const { width: w, height: h, data } = image;
  const factor = Math.max(1, Math.ceil(Math.max(w, h) / Math.max(1, maxSide)));
  if (factor === 1) return { width: w, height: h, data: new Uint8ClampedArray(data) };
  const sw = Math.max(1, Math.floor(w / factor));
  const sh = Math.max(1, Math.floor(h / factor));
  const out = new Uint8ClampedArray(sw * sh * 4);
  // Integer sums: exact, and faster than floats on a 12-MP photo.
  const sums = new Uint32Array(sw * 4);
  const area = factor * factor;
  for (let sy = 0; sy < sh; sy += 1) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy += 1) {
      const row = (sy * factor + dy) * w * 4;
      for (let sx = 0; sx < sw; sx += 1) {
        let p = row + sx * factor * 4;
        const s = sx * 4;
        for (let dx = 0; dx < factor; dx += 1, p += 4) {
          sums[s] = sums[s]! + data[p]!;
          sums[s + 1] = sums[s + 1]! + data[p + 1]!;
          sums[s + 2] = sums[s + 2]! + data[p + 2]!;
          sums[s + 3] = sums[s + 3]! + data[p + 3]!;
        }
      }
    }
    const o = sy * sw * 4;
    for (let i = 0; i < sw * 4; i += 1) out[o + i] = sums[i]! / area;
  }
  return { width: sw, height: sh, data: out };
}

/**
 * A mask at another size, bilinear: a small hard mask becomes a soft-edged one at full size (the
 * 0..255 ramp across one small pixel is where edge refinement then looks).
 */
export function resizeMask(mask: AlphaMask, width: number, height: number): AlphaMask {
  const { width: mw, height: mh, data } = mask;
  const out = new Uint8Array(width * height);
  if (mw === width && mh === height) {
    out.set(data);
    return { width, height, data: out };
  }
  const sx = mw / width;
  const sy = mh / height;
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = Math.min(mw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    const x0 = Math.floor(fx);
    x0s[x] = x0;
    x1s[x] = Math.min(mw - 1, x0 + 1);
    fxs[x] = fx - x0;
  }
  // The output columns each small column starts (x0s is non-decreasing): between two equal small
  // pixels above two equal ones the bilinear value is that value, so most of a 12-MP mask is filled
  // by runs, and only the ramps across the edge are interpolated.
  const runStart = new Int32Array(mw + 1).fill(width);
  for (let x = width - 1; x >= 0; x -= 1) runStart[x0s[x]!] = x;
  for (let k = mw - 1; k >= 0; k -= 1) if (runStart[k]! > runStart[k + 1]!) runStart[k] = runStart[k + 1]!;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(mh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(mh - 1, y0 + 1);
    const ty = fy - y0;
    const r0 = y0 * mw;
    const r1 = y1 * mw;
    const o = y * width;
    // A run of equal cells is filled at once: a 12-MP mask is a few thousand fills, not millions.
    let runValue = -1;
    let runFrom = 0;
    for (let k = 0; k < mw; k += 1) {
      const start = runStart[k]!;
      const end = runStart[k + 1]!;
      if (start >= end) continue;
      const k1 = Math.min(mw - 1, k + 1);
      const v = data[r0 + k]!;
      if (data[r0 + k1] === v && data[r1 + k] === v && data[r1 + k1] === v) {
        if (v !== runValue) {
          if (runValue >= 0) out.fill(runValue, o + runFrom, o + start);
          runValue = v;
          runFrom = start;
        }
        continue;
      }
      if (runValue >= 0) out.fill(runValue, o + runFrom, o + start);
      runValue = -1;
      for (let x = start; x < end; x += 1) {
        const a = x0s[x]!;
        const b = x1s[x]!;
        const tx = fxs[x]!;
        const top = data[r0 + a]! + (data[r0 + b]! - data[r0 + a]!) * tx;
        const bottom = data[r1 + a]! + (data[r1 + b]! - data[r1 + a]!) * tx;
        out[o + x] = Math.round(top + (bottom - top) * ty);
      }
    }
    if (runValue >= 0) out.fill(runValue, o + runFrom, o + width);
  }
  return { width, height, data: out };
}

/** A probability map (0..1, e.g. BlazePose's person mask) → a hard mask at its own size. */
export function probabilityToMask(values: ArrayLike<number>, width: number, height: number, threshold = 0.5): AlphaMask {
  if (values.length < width * height) throw new RangeError(`mask has ${values.length} values, expected ${width * height}`);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) data[i] = values[i]! > threshold ? 255 : 0;
  return { width, height, data };
}
