/**
 * Colours are compared in YCbCr with the luminance counted at 0.35: a backdrop in shade or under a
 * soft drop shadow changes mostly in brightness, a garment in front of it mostly in hue.
 */
export const LUMA_WEIGHT = 0.35;

export function toYcc(r: number, g: number, b: number, out: Float32Array, at: number): void {
  out[at] = (0.299 * r + 0.587 * g + 0.114 * b) * LUMA_WEIGHT;
  out[at + 1] = -0.168736 * r - 0.331264 * g + 0.5 * b;
  out[at + 2] = 0.5 * r - 0.418688 * g - 0.081312 * b;
}

/** Every pixel of an RGBA buffer in weighted YCbCr, 3 floats per pixel. */
export function rgbaToYcc(data: Uint8ClampedArray | Uint8Array): Float32Array {
  const n = data.length >> 2;
  const out = new Float32Array(n * 3);
  for (let i = 0; i < n; i += 1) toYcc(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, out, i * 3);
  return out;
}

export function distance(a: Float32Array, ai: number, b: Float32Array, bi: number): number {
  const d0 = a[ai]! - b[bi]!;
  const d1 = a[ai + 1]! - b[bi + 1]!;
  const d2 = a[ai + 2]! - b[bi + 2]!;
  return Math.sqrt(d0 * d0 + d1 * d1 + d2 * d2);
}
