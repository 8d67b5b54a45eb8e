import { sizeIndex } from '../sizing/recommend';
import type { MeasurementKey, SizeChart } from '../sizing/types';
import { AREA_MEASUREMENT_KEY, FIT_AREAS, verdictValue, type FitArea, type FitOffsets, type FitReviewEvidence } from './types';

/**
 * The shrinkage offset estimator: from reviews whose measurements are known, how many cm a
 * product's real garment sits away from its size chart, per measurement.
 *
 * Model. A size's range [lo, hi] on a key has its centre c and half-width w. The real garment's
 * centre is c + offset (offset < 0: it runs small). A body m in that garment sits r = m - (c +
 * offset) from its centre, and a shopper says "a little small" about when r is half a size above
 * it: verdict ≈ -r / w. Each review therefore implies offset_i = m - c + verdict × w, the garment
 * centre its wearer describes. "Just right" says the garment centre is near the body; "a little
 * small" says it is one half-size below.
 *
 * Shrinkage. The estimate is Σ offset_i / (n + PRIOR_WEIGHT): the mean of the evidence pulled
 * toward zero as if PRIOR_WEIGHT reviews had said "exactly as charted". With three reviews a
 * 3 cm truth reads as 1.1 cm; with thirty as 2.6 cm. Each offset_i is clipped first, so one
 * careless "too small" on a wrong measurement cannot move it far, and the result is bounded.
 *
 * Properties (offsets.test.ts): no evidence gives zero; more consistent evidence moves the
 * estimate monotonically toward the truth; opposite evidence cancels; |offset| ≤ MAX_OFFSET_CM.
 */

/** The prior's weight in reviews: how many "as charted" reviews the estimate starts with. */
export const PRIOR_WEIGHT = 5;
/** One review can imply at most this far from the chart (cm). */
export const MAX_EVIDENCE_CM = 8;
/** The estimate never leaves ±this (cm): beyond it the chart itself is wrong, not the fit. */
export const MAX_OFFSET_CM = 6;
/** Offsets smaller than this are not applied (cm): noise, not a garment that runs small. */
export const MIN_APPLIED_OFFSET_CM = 0.5;

/** One review's word on one measurement: the garment centre it implies, relative to the chart. */
export interface OffsetEvidence {
  key: MeasurementKey;
  area: FitArea;
  sizeIndex: number;
  /** offset_i in cm, clipped to ±MAX_EVIDENCE_CM. */
  impliedCm: number;
  verdict: number;
}

function clamp(value: number, bound: number): number {
  return Math.min(bound, Math.max(-bound, value));
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
    const centre = (range[0] + range[1]) / 2;
    const half = Math.max(0.5, (range[1] - range[0]) / 2);
    out.push({ key, area, sizeIndex: index, verdict, impliedCm: clamp(body - centre + verdict * half, MAX_EVIDENCE_CM) });
  }
  return out;
}

/** The shrinkage estimate from implied offsets (cm); zero without evidence. */
export function shrinkageOffset(implied: readonly number[]): number {
  if (implied.length === 0) return 0;
  let sum = 0;
  for (const value of implied) sum += clamp(value, MAX_EVIDENCE_CM);
  const estimate = clamp(sum / (implied.length + PRIOR_WEIGHT), MAX_OFFSET_CM);
  // Rounded to 0.1 cm so stored and shown figures agree; -0 becomes 0.
  return Math.round(estimate * 10) / 10 || 0;
}

export interface KeyOffset {
  key: MeasurementKey;
  area: FitArea;
  offsetCm: number;
  /** How many reviews spoke about this key. */
  evidence: number;
  /** Chart indexes of the sizes whose reviews pointed the same way as the offset. */
  sizeIndexes: number[];
}

/** Per measurement key, the offset and the evidence behind it, in FIT_AREAS order. */
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
    const offsetCm = shrinkageOffset(items.map((item) => item.impliedCm));
    const sign = Math.sign(offsetCm);
    const sizes = new Set(items.filter((item) => sign !== 0 && Math.sign(item.impliedCm) === sign).map((item) => item.sizeIndex));
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
