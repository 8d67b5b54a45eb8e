import { EDIT_ERASE, EDIT_KEEP, type AlphaMask, type BackgroundChoice, type RgbaImage } from './types';

function boxBlurRows(src: Uint8Array | Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const size = 2 * r + 1;
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    // Edges repeat their last value, so a subject touching the frame stays solid there.
    let sum = src[o]! * (r + 1);
    for (let x = 1; x <= r; x += 1) sum += src[o + Math.min(w - 1, x)]!;
    for (let x = 0; x < w; x += 1) {
      dst[o + x] = sum / size;
      sum += src[o + Math.min(w - 1, x + r + 1)]! - src[o + Math.max(0, x - r)]!;
    }
  }
}

function boxBlurCols(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const size = 2 * r + 1;
  for (let x = 0; x < w; x += 1) {
    let sum = src[x]! * (r + 1);
    for (let y = 1; y <= r; y += 1) sum += src[Math.min(h - 1, y) * w + x]!;
    for (let y = 0; y < h; y += 1) {
      dst[y * w + x] = sum / size;
      sum += src[Math.min(h - 1, y + r + 1) * w + x]! - src[Math.max(0, y - r) * w + x]!;
    }
  }
}

/** The whole-image blur: what featherAlpha answers, computed everywhere (the tiled one is checked against it). */
export function featherAlphaEverywhere(mask: AlphaMask, radius: number): AlphaMask {
  const { width: w, height: h, data } = mask;
  const r = Math.max(0, Math.round(radius / 2));
  if (r === 0) return { width: w, height: h, data: new Uint8Array(data) };
  const a = new Float32Array(w * h);
  const b = new Float32Array(w * h);
  blur4(data, a, b, w, h, r);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round(b[i]!);
  return { width: w, height: h, data: out };
}

/** Two box passes each way, `src` → `b` (`a` is scratch). */
function blur4(src: Uint8Array | Float32Array, a: Float32Array, b: Float32Array, w: number, h: number, r: number): void {
  boxBlurRows(src, a, w, h, r);
  boxBlurCols(a, b, w, h, r);
  boxBlurRows(b, a, w, h, r);
  boxBlurCols(a, b, w, h, r);
}

/**
 * Softens the edge over about `radius` pixels each side (two box passes each way ≈ a Gaussian).
 * Radius 0 answers a copy. A blur changes nothing where the mask is one value as far as it
 * reaches, which on a 12-MP cut is almost everywhere: the image is taken in blocks, and only a
 * block with another value within reach is blurred, from a window wide enough that the window's
 * own border cannot reach the block (so the answer is the whole-image blur's).
 */
export function featherAlpha(mask: AlphaMask, radius: number): AlphaMask {
  const { width: w, height: h, data } = mask;
  const r = Math.max(0, Math.round(radius / 2));
  const out = new Uint8Array(data);
  if (r === 0) return { width: w, height: h, data: out };
  // Two passes per axis of radius r: a pixel is touched by values at most 2r away along each axis.
  const reach = 2 * r + 1;
  const B = Math.max(64, 2 * reach);
  const bw = Math.ceil(w / B);
  const bh = Math.ceil(h / B);
  // Each block's single value, or -1 when it holds more than one.
  const value = new Int16Array(bw * bh);
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      const x0 = bx * B;
      const x1 = Math.min(w, x0 + B);
      const first = data[by * B * w + x0]!;
      let v = first as number;
      for (let y = by * B; y < Math.min(h, by * B + B) && v >= 0; y += 1) {
        for (let i = y * w + x0, end = y * w + x1; i < end; i += 1) {
          if (data[i] !== first) {
            v = -1;
            break;
          }
        }
      }
      value[by * bw + bx] = v;
    }
  }
  const m = Math.ceil(reach / B);
  let a = new Float32Array(0);
  let b = new Float32Array(0);
  let src = new Float32Array(0);
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      const v = value[by * bw + bx]!;
      let needed = v < 0;
      for (let ny = Math.max(0, by - m); ny <= Math.min(bh - 1, by + m) && !needed; ny += 1) {
        for (let nx = Math.max(0, bx - m); nx <= Math.min(bw - 1, bx + m); nx += 1) {
          if (value[ny * bw + nx] !== v) {
            needed = true;
            break;
          }
        }
      }
      if (!needed) continue;
      const x0 = bx * B;
      const y0 = by * B;
      const x1 = Math.min(w, x0 + B);
      const y1 = Math.min(h, y0 + B);
      const wx0 = Math.max(0, x0 - reach);
      const wy0 = Math.max(0, y0 - reach);
      const ww = Math.min(w, x1 + reach) - wx0;
      const wh = Math.min(h, y1 + reach) - wy0;
      if (a.length < ww * wh) {
        a = new Float32Array(ww * wh);
        b = new Float32Array(ww * wh);
        src = new Float32Array(ww * wh);
      }
      for (let y = 0; y < wh; y += 1) for (let x = 0; x < ww; x += 1) src[y * ww + x] = data[(wy0 + y) * w + wx0 + x]!;
      blur4(src, a, b, ww, wh, r);
      for (let y = y0; y < y1; y += 1) {
        const row = (y - wy0) * ww - wx0;
        for (let x = x0; x < x1; x += 1) out[y * w + x] = Math.round(b[row + x]!);
      }
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Paints a disc of brush strokes into an edit layer (EDIT_KEEP / EDIT_ERASE; EDIT_NONE clears).
 * Answers the touched rectangle (for redrawing only that), or null when the disc missed the image.
 */
export function paintDisc(edits: Uint8Array, width: number, height: number, cx: number, cy: number, radius: number, value: number): { x: number; y: number; w: number; h: number } | null {
  const r = Math.max(0.5, radius);
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  if (x0 > x1 || y0 > y1) return null;
  const r2 = r * r;
  for (let y = y0; y <= y1; y += 1) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x += 1) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) edits[y * width + x] = value;
    }
  }
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** The cut with the designer's strokes on top: kept areas are solid subject, erased ones gone. */
export function applyEdits(mask: AlphaMask, edits: Uint8Array): AlphaMask {
  if (edits.length !== mask.data.length) throw new RangeError('the edit layer is not the mask’s size');
  const out = new Uint8Array(mask.data);
  for (let i = 0; i < out.length; i += 1) {
    const e = edits[i];
    if (e === EDIT_KEEP) out[i] = 255;
    else if (e === EDIT_ERASE) out[i] = 0;
  }
  return { width: mask.width, height: mask.height, data: out };
}

/** The light studio backdrop: warm off-white at the top to a slightly deeper floor. */
export function studioColour(y: number, height: number): [number, number, number] {
  const t = height > 1 ? y / (height - 1) : 0;
  const ease = t * t;
  return [Math.round(247 - 19 * ease), Math.round(245 - 20 * ease), Math.round(241 - 22 * ease)];
}

/**
 * The photo over the chosen background through the alpha, into `out` (RGBA, same size).
 * Transparent keeps the photo's colours and puts the alpha in the alpha channel (straight alpha,
 * what PNG and WebP store).
 */
export function composite(image: RgbaImage, alpha: AlphaMask, background: BackgroundChoice, out: Uint8ClampedArray | Uint8Array): void {
  const { width: w, height: h, data } = image;
  if (alpha.width !== w || alpha.height !== h) throw new RangeError('the alpha is not the image’s size');
  if (out.length !== data.length) throw new RangeError('the output is not the image’s size');
  const a = alpha.data;
  for (let y = 0; y < h; y += 1) {
    const [br, bg, bb] = background === 'white' ? [255, 255, 255] : studioColour(y, h);
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const p = i * 4;
      const k = a[i]!;
      if (background === 'transparent') {
        out[p] = data[p]!;
        out[p + 1] = data[p + 1]!;
        out[p + 2] = data[p + 2]!;
        out[p + 3] = k;
        continue;
      }
      const f = k / 255;
      out[p] = data[p]! * f + br * (1 - f);
      out[p + 1] = data[p + 1]! * f + bg * (1 - f);
      out[p + 2] = data[p + 2]! * f + bb * (1 - f);
      out[p + 3] = 255;
    }
  }
}

/** Intersection over union of two masks read as hard (above 127 is subject); 1 when both are empty. */
export function maskIoU(a: AlphaMask, b: AlphaMask): number {
  if (a.width !== b.width || a.height !== b.height) throw new RangeError('masks of different sizes');
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i += 1) {
    const x = a.data[i]! >= 128;
    const y = b.data[i]! >= 128;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}
