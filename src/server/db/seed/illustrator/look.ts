import type { Tibeb } from './patterns';
import type { Rng } from './prng';
import type { Palette } from './types';

/** The resolved identity of one product: same look => same colours and weave in every view. */
export interface Look {
  palette: Palette;
  pattern: number;
  /** Design stream: must be consumed identically regardless of view. */
  rng: Rng;
  /** The product seed, for sub-variants that should cycle evenly across a catalogue. */
  seed: number;
}

/** Tibeb threads for a look; `shift` rotates colour roles so secondary trims differ subtly. */
export function tibebOf(look: Look, shift = 0, patternShift = 0, ground?: string): Tibeb {
  const c = look.palette.tibeb;
  const colors = c.map((_, i) => c[(i + shift) % c.length] ?? '#000000');
  return ground === undefined
    ? { pattern: look.pattern + patternShift, colors }
    : { pattern: look.pattern + patternShift, colors, ground };
}

/** Picks `count` fold positions across a skirt, spread but irregular. */
export function foldPositions(rng: Rng, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const base = -0.85 + (1.7 * (i + 0.5)) / count;
    out.push(base + rng.range(-0.06, 0.06));
  }
  return out;
}
