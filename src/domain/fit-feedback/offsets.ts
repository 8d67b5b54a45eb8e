import { sizeIndex } from '../sizing/recommend';
import type { MeasurementKey, SizeChart } from '../sizing/types';
import { AREA_MEASUREMENT_KEY, FIT_AREAS, verdictValue, type FitArea, type FitOffsets, type FitReviewEvidence } from './types';

/**
 * The shrinkage offset estimator: from reviews whose measurements are known, how many cm a
 * product's real garment sits away from its size chart, per measurement.
 *
 * Model. A size's range [lo, hi] on a key has its centre c and half-width w. The real garment's
 * centre is c + offset (offset < 0: it runs small). A body m in that garment sits r = m - (c +
 * offset) from its centre. The verdicts are bands of r: "just right" while the body is inside the
 * garment's range (|r| ≤ w), "a little small" up to one more half-size over it (w < r ≤ 2w), "too
 * small" beyond; likewise large. So each review says the offset lies in an interval.
 *
 * Why intervals and not "body minus chart centre": the engine sizes by the largest girth, so on
 * every other key the bodies sit low in their size. Reading each "just right" as "the garment is
 * centred on me" then makes a true-to-size product look as if it ran small (measured in
 * bench/fit-feedback.ts: -0.9 cm after 30 reviews). An interval says only what the shopper said.
 *
 * Estimate. A posterior mean on a 0.1 cm grid over ±MAX_OFFSET_CM: a normal prior at zero
 * (PRIOR_SD_CM, the shrinkage: little evidence stays near zero) times, per review, the chance of
 * its verdict given the offset, with the shopper's misjudgement (PERCEPTION_SD_CM) smoothing the
 * band edges and a CARELESS_SHARE of answers taken as any verdict at all, so no single review,
 * however extreme, can move the estimate far.
 *
 * Properties (offsets.test.ts): no evidence gives zero; more consistent evidence moves the
 * estimate monotonically toward the truth; mirrored evidence cancels; |offset| ≤ MAX_OFFSET_CM.
 */

/** The prior: offsets of real garments are mostly within a couple of cm of their chart. */
export const PRIOR_SD_CM = 1.25;
/** How far an honest shopper misjudges where the garment sits on them (cm, one SD). */
export const PERCEPTION_SD_CM = 1.5;
/** The share of answers assumed to say nothing (a tap on any verdict). */
export const CARELESS_SHARE = 0.3;
/** The estimate never leaves ±this (cm): beyond it the chart itself is wrong, not the fit. */
export const MAX_OFFSET_CM = 6;
/**
 * Offsets smaller than this are not applied (cm): a third of a typical 5-6 cm grade, below which
 * a true-to-size product's noise (±0.7 cm after 30 reviews in the bench) would move bodies at a
 * boundary for nothing.
 */
export const MIN_APPLIED_OFFSET_CM = 1;
const GRID_STEP_CM = 0.1;

/** One review's word on one measurement. */
export interface OffsetEvidence {
  key: MeasurementKey;
  area: FitArea;
  sizeIndex: number;
  verdict: number;
  /** The body minus the chart centre of the bought size (cm). */
  bodyFromCentre: number;
  /** Half the size's range on the key (cm). */
  halfWidth: number;
}

/** Where a verdict's band of r lies, in half-widths: its middle (0, ±1.5, ±2.5). */
export function bandMiddle(verdict: number): number {
  return verdict === 0 ? 0 : -Math.sign(verdict) * (Math.abs(verdict) + 0.5);
}

/** The verdict a body r cm from the garment's centre gives, for a size of half-width w (the bands above). */
export function verdictForDistance(r: number, halfWidth: number): number {
  const over = Math.abs(r) / halfWidth;
  if (over <= 1) return 0;
  return -Math.sign(r) * (over <= 2 ? 1 : 2);
}

/** The band of r (in half-widths) of each verdict, -2..2. */
const BANDS: Readonly<Record<number, readonly [number, number]>> = {
  [-2]: [2, Infinity],
  [-1]: [1, 2],
  0: [-1, 1],
  1: [-2, -1],
  2: [-Infinity, -2],
};

// Abramowitz & Stegun 7.1.26 (error below 1.5e-7): plenty for a likelihood on a 0.1 cm grid.
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}
function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/** The chance of the item's verdict if the garment's offset were `offset`. */
function likelihood(item: OffsetEvidence, offset: number): number {
  const r = item.bodyFromCentre - offset;
  const [low, high] = BANDS[item.verdict] ?? [-1, 1];
  const p = normalCdf((high * item.halfWidth - r) / PERCEPTION_SD_CM) - normalCdf((low * item.halfWidth - r) / PERCEPTION_SD_CM);
  return (1 - CARELESS_SHARE) * p + CARELESS_SHARE / 5;
}

const GRID: readonly number[] = Array.from({ length: Math.round((2 * MAX_OFFSET_CM) / GRID_STEP_CM) + 1 }, (_, i) => -MAX_OFFSET_CM + i * GRID_STEP_CM);

/** The posterior-mean offset (cm, 0.1 cm) from one key's evidence; zero without evidence. */
export function shrinkageOffset(items: readonly OffsetEvidence[]): number {
  if (items.length === 0) return 0;
  const logPost = GRID.map((offset) => {
    let sum = -(offset * offset) / (2 * PRIOR_SD_CM * PRIOR_SD_CM);
    for (const item of items) sum += Math.log(likelihood(item, offset));
    return sum;
  });
  const top = Math.max(...logPost);
  let weight = 0;
  let moment = 0;
  GRID.forEach((offset, i) => {
    const w = Math.exp(logPost[i]! - top);
    weight += w;
    moment += w * offset;
  });
  return Math.round((moment / weight) * 10) / 10 || 0;
}

/**
 * The evidence in one review: each area with a measurement key, a verdict and the body's value
 * on a key the bought size has a range for. An area without its own verdict takes the overall
 * verdict only when that is "just right" (the whole garment fits, so each part does); a
 * non-zero overall without areas says nothing about which part.
 */
export function reviewEvidence(chart: SizeChart, review: FitReviewEvidence): OffsetEvidence[] {
  const index = sizeIndex(chart, review.size);
  const size = chart.sizes[index];
  if (!size || !review.measurements) return [];
  const out: OffsetEvidence[] = [];
  const overall = verdictValue(review.overall);
  for (const area of FIT_AREAS) {
    const key = AREA_MEASUREMENT_KEY[area];
    if (key === null) continue;
    const given = review.areas[area];
    const verdict = given !== undefined ? verdictValue(given) : overall === 0 ? 0 : null;
    if (verdict === null) continue;
    const body = review.measurements[key];
    const range = size.ranges[key];
    if (body === undefined || !Number.isFinite(body) || body <= 0 || !range) continue;
    out.push({
      key,
      area,
      sizeIndex: index,
      verdict,
      bodyFromCentre: body - (range[0] + range[1]) / 2,
      halfWidth: Math.max(0.5, (range[1] - range[0]) / 2),
    });
  }
  return out;
}

export interface KeyOffset {
  key: MeasurementKey;
  area: FitArea;
  offsetCm: number;
  /** How many reviews spoke about this key. */
  evidence: number;
  /** Chart indexes of the sizes whose reviews complained in the offset's direction. */
  sizeIndexes: number[];
}

/** Per measurement key, the offset and the evidence behind it. */
export function estimateOffsets(chart: SizeChart, reviews: readonly FitReviewEvidence[]): KeyOffset[] {
  const byKey = new Map<MeasurementKey, OffsetEvidence[]>();
  for (const review of reviews) {
    for (const item of reviewEvidence(chart, review)) {
      const list = byKey.get(item.key) ?? [];
      list.push(item);
      byKey.set(item.key, list);
    }
  }
  const out: KeyOffset[] = [];
  for (const [key, items] of byKey) {
    const offsetCm = shrinkageOffset(items);
    // Runs small (offset < 0): shoppers said "small" (verdict < 0); runs large: "large".
    const sign = Math.sign(offsetCm);
    const sizes = new Set(items.filter((item) => sign !== 0 && Math.sign(item.verdict) === sign).map((item) => item.sizeIndex));
    out.push({ key, area: items[0]!.area, offsetCm, evidence: items.length, sizeIndexes: [...sizes].sort((a, b) => a - b) });
  }
  return out;
}

/** The offsets worth applying to a recommendation (|offset| ≥ MIN_APPLIED_OFFSET_CM). */
export function applicableOffsets(offsets: readonly KeyOffset[]): FitOffsets {
  const out: FitOffsets = {};
  for (const item of offsets) if (Math.abs(item.offsetCm) >= MIN_APPLIED_OFFSET_CM) out[item.key] = item.offsetCm;
  return out;
}
