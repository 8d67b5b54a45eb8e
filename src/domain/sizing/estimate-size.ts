import { CUSTOM_FIT, PLAUSIBLE_RANGES_CM } from './constants';
import { recommendSize, sizeIndex, type RecommendInput, type RecommendResult } from './recommend';
import type { MeasurementKey, Measurements, SizeCategory, SizeChart } from './types';
import { isUsableValue, recommendationRange } from './validation';

/**
 * The size for a body known only from an estimate (Smart Estimates). An estimate is the average
 * body of that height and weight; a real body differs from it key by key, and because a garment
 * must fit the LARGEST girth, the size of the average body is on average smaller than the size
 * real bodies of that height and weight need (on the ANSUR II survey the plain answer was one
 * size small for over a third of people and two sizes small for about 4%).
 *
 * So the engine is asked for many plausible bodies around the estimate, spread by the estimator's
 * measured residual deviation per key, and the median size is the answer; how many of those
 * bodies agree sets the confidence, and the next most frequent sizes are the alternates. Keys are
 * drawn independently: on the survey the residual correlations between the chart keys lie
 * between -0.3 and 0.2 once height and weight are known.
 */

const DRAWS = 101;

// Acklam's rational approximation of the inverse normal CDF (relative error < 1.2e-9).
function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239] as const;
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572] as const;
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783] as const;
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416] as const;
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -inverseNormal(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/**
 * Fixed draws, so the same estimate always gives the same answer: for each key a stratified set
 * of normal quantiles, shuffled by a seeded generator so keys do not move in lockstep.
 */
function drawTable(keys: number): number[][] {
  let seed = 20_260_101;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const columns = Array.from({ length: keys }, () => {
    const column = Array.from({ length: DRAWS }, (_, i) => inverseNormal((i + 0.5) / DRAWS));
    for (let i = column.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [column[i], column[j]] = [column[j]!, column[i]!];
    }
    return column;
  });
  return Array.from({ length: DRAWS }, (_, row) => columns.map((column) => column[row]!));
}

const TABLE_KEYS = 8;
const TABLE = drawTable(TABLE_KEYS);

/**
 * What the estimate itself says about the body, beyond its numbers (estimator.ts
 * estimateContext): the spread of real bodies around it per key, measured at its BMI; whether it
 * lies beyond the survey's bulk; and the estimate's own confidence.
 */
export interface EstimateContext {
  spreadLog: Partial<Record<MeasurementKey, number>>;
  /** Beyond the survey's bulk (FAR_FROM_SURVEY_BULK or OUTSIDE_SURVEY_RANGE): lean to the larger size. */
  beyondBulk?: boolean;
  /** The estimate's confidence (0..1): the answer is never surer than the body it rests on. */
  estimateConfidence?: number;
}

/**
 * Beyond the survey's bulk, a size between two is the larger when at least this share of the
 * plausible bodies needs it. There the estimator's error is least measured (the survey holds few
 * such bodies, and on a civilian survey a power law ran 4-5 cm small above BMI 35), and a
 * garment that is too large can be taken in while one too small cannot be let out.
 */
export const LEAN_LARGER_SHARE = 0.25;

/**
 * An estimate is no typing slip: an estimated girth above its recommendation range (the spec's
 * 160 cm waist, reached at about BMI 55) belongs to a body above every chart, not to an error.
 * It is compared at the top of the range, which lies above every default chart's largest size,
 * so the answer is Custom Fit rather than OUT_OF_RANGE. Values below a range, and values beyond
 * the sanity range no estimate reaches (a 250 cm waist), are left to fail. The server and the
 * guide apply it before their range checks when the values are an estimate.
 */
export function capEstimateAboveRange(measurements: Measurements, category: SizeCategory): Measurements {
  const out: Measurements = { ...measurements };
  for (const [key, value] of Object.entries(measurements) as [MeasurementKey, number | undefined][]) {
    if (!isUsableValue(value) || !(key in PLAUSIBLE_RANGES_CM)) continue;
    const [, max] = recommendationRange(key, category);
    if (value > max && value <= PLAUSIBLE_RANGES_CM[key][1]) out[key] = max;
  }
  return out;
}

export function recommendForEstimate(chart: SizeChart, given: RecommendInput, context: EstimateContext | Partial<Record<MeasurementKey, number>>): RecommendResult {
  const { spreadLog, beyondBulk = false, estimateConfidence = 1 } = isContext(context) ? context : { spreadLog: context };
  const input = { ...given, measurements: capEstimateAboveRange(given.measurements, given.category) };
  const plain = recommendSize(chart, input);
  const spread = Object.entries(input.measurements).filter(([key]) => (spreadLog[key as MeasurementKey] ?? 0) > 0) as [MeasurementKey, number][];
  if (!plain.ok || spread.length === 0) return plain;

  const counts = new Map<number, number>();
  const indexes: number[] = [];
  for (const row of TABLE) {
    const body = { ...input.measurements };
    spread.forEach(([key, value], k) => (body[key] = value * Math.exp((spreadLog[key] ?? 0) * (row[k % TABLE_KEYS] ?? 0))));
    // a draw above the range is a body above the chart too, not one to leave out
    const answer = recommendSize(chart, { ...input, measurements: capEstimateAboveRange(body, input.category) });
    if (!answer.ok) continue;
    // Custom Fit (above the chart) counts as one past the largest size (sizeIndex).
    const index = sizeIndex(chart, answer.size);
    indexes.push(index);
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  if (indexes.length === 0) return plain;
  indexes.sort((x, y) => x - y);
  const median = indexes[Math.floor(indexes.length / 2)]!;
  const larger = median + 1;
  const leans = beyondBulk && larger <= chart.sizes.length && (counts.get(larger) ?? 0) / indexes.length >= LEAN_LARGER_SHARE;
  const chosen = leans ? larger : median;
  const labelOf = (index: number): string | undefined => (index >= chart.sizes.length ? CUSTOM_FIT : chart.sizes[index]?.label);
  const size = labelOf(chosen) ?? plain.size;
  const agreeing = (counts.get(chosen) ?? 0) / indexes.length;
  const alternates = [...counts.entries()]
    .filter(([index]) => index !== chosen)
    .sort((x, y) => y[1] - x[1] || Math.abs(x[0] - chosen) - Math.abs(y[0] - chosen))
    .slice(0, 2)
    .map(([index]) => labelOf(index))
    .filter((label): label is string => label !== undefined);
  const between = agreeing < 0.7 || leans;
  const notes = [
    ...new Set([
      ...plain.notes.filter((n) => n !== 'BETWEEN_SIZES' && n !== 'MIXED_SIZES'),
      ...(between ? (['BETWEEN_SIZES'] as const) : []),
      'ESTIMATED_BODY' as const,
      ...(leans ? (['ESTIMATE_SIZED_UP'] as const) : []),
    ]),
  ];
  // Never more sure than the plain engine would be about a measured body, nor than the draws
  // agree, nor than the estimate itself.
  const confidence = Math.round(Math.min(plain.confidence, 0.3 + 0.6 * agreeing, estimateConfidence) * 100) / 100;
  return { ...plain, size, alternates, notes, confidence };
}

function isContext(value: EstimateContext | Partial<Record<MeasurementKey, number>>): value is EstimateContext {
  return typeof (value as { spreadLog?: unknown }).spreadLog === 'object';
}
