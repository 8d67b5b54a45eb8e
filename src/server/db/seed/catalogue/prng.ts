/**
 * Deterministic pseudo-random helpers for the demo catalogue.
 * mulberry32: tiny, fast, good enough for seed data; never for anything security-related.
 */
export type Rng = () => number;

/** A mulberry32 generator returning floats in [0, 1). The same seed always gives the same sequence. */
export function createPrng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max], both inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new RangeError('pick() from an empty list');
  return item;
}

/** Picks by weight; items with weight <= 0 are never chosen. */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += Math.max(0, weight(item));
  if (total <= 0) throw new RangeError('pickWeighted() needs a positive total weight');
  let r = rng() * total;
  for (const item of items) {
    const w = Math.max(0, weight(item));
    if (r < w) return item;
    r -= w;
  }
  // Floating-point edge: fall back to the last item with a positive weight.
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item !== undefined && weight(item) > 0) return item;
  }
  throw new RangeError('pickWeighted() found no item');
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
