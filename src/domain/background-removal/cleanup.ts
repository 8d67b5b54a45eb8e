import type { AlphaMask } from './types';

/**
 * Subject pieces smaller than `minShare` of the image become background: specks of dust, a
 * noisy patch of the backdrop the fill did not reach, a stray blob of a person mask. The largest
 * piece always stays, however small. Works on hard masks (above 127 is subject).
 */
export function dropSmallIslands(mask: AlphaMask, minShare = 0.002): AlphaMask {
  const { width: w, height: h, data } = mask;
  const n = w * h;
  const label = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const sizes: number[] = [];
  for (let start = 0; start < n; start += 1) {
    if (data[start]! < 128 || label[start] !== -1) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % w;
      const push = (j: number) => {
        if (label[j] === -1 && data[j]! >= 128) {
          label[j] = id;
          queue[tail++] = j;
        }
      };
      if (x > 0) push(i - 1);
      if (x < w - 1) push(i + 1);
      if (i >= w) push(i - w);
      if (i < n - w) push(i + w);
    }
    sizes.push(tail);
  }
  const largest = sizes.reduce((best, s, i) => (s > (sizes[best] ?? -1) ? i : best), 0);
  const min = minShare * n;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const l = label[i]!;
    out[i] = l >= 0 && (l === largest || sizes[l]! >= min) ? 255 : 0;
  }
  return { width: w, height: h, data: out };
}
