import { CATEGORY_MEASUREMENT_KEYS, CUSTOM_FIT, MAX_RECOMMENDATIONS, MIN_MEASUREMENTS_FOR_RECOMMENDATION } from './constants';
import { roundTo, roundToStep } from './units';
import { isUsableValue, rangeFailures } from './validation';
import { MEASUREMENT_KEYS, type Fit, type MeasurementKey, type Measurements, type SizeCategory, type SizeChart } from './types';

/**
 * The size recommendation engine (docs/requirements/sizing.md §8 "Recommendation"): body measurements and a fit
 * preference against a size chart give one size, up to two alternates, a confidence and notes.
 * Pure and deterministic; the server and the web app's instant offline answer run the same code.
 *
 * How it works
 * 1. Every chart key (a key with a range in every size) becomes an axis: the value's continuous
 *    position on the chart, where size i spans positions [i, i+1) — position 2.4 is 40% of the
 *    way through the third size. Positions are linear inside each size's range, so charts with
 *    uneven grades work; outside the chart they extend with the end size's grade. Where a chart
 *    leaves a gap between sizes (86-90, 90.5-94) or overlaps them, the boundary is the middle.
 * 2. A garment must close around the largest girth, so the body's position is the LARGEST of its
 *    keys' positions (hips decide a dress for pear shapes, chest a shirt for broad men, height a
 *    child's size when the child is tall for their girth). The other keys only lower confidence
 *    and, when they point to the size below, become the first alternate.
 * 3. The fit preference shifts that position by a fraction of a size: tight -1/3, loose +2/3. On
 *    a typical 6 cm grade that is the same as 2 cm less or 4 cm more ease around every girth,
 *    and unlike a fixed number of cm it is right for a 1.5 cm neck grade and a 12 cm height band.
 *    A constant shift keeps the choice monotonic in the fit: looser never picks a smaller size.
 * 4. The chosen size is the one containing the shifted position, clamped to the chart's ends.
 *    Positions within 15% of a size from a boundary are "between sizes": the neighbour across
 *    the boundary becomes the first alternate and confidence drops. A body above the largest
 *    size (any key) is answered 'Custom Fit' (CUSTOM_FIT), with the largest sizes as the
 *    alternates, a Custom Fit note and a confidence below 0.5: no size of the chart closes around
 *    it, and naming one would sell a garment that cannot fit (issue 45). A body below the
 *    smallest size (every key) gets the smallest size and the note (a garment can be taken in);
 *    a body with some keys below the smallest size gets the note too, since those parts of the
 *    garment will hang loose.
 */

/** Stable codes of the notes on a recommendation; the web maps each to English and Amharic text. */
export const RECOMMENDATION_NOTES = [
  /** The body is at or near the boundary of two sizes, or its keys point to adjacent sizes. */
  'BETWEEN_SIZES',
  /** The keys point to sizes two or more apart (e.g. a small bust and large hips). */
  'MIXED_SIZES',
  /** A measurement is above the chart's largest size: Custom Fit is recommended. */
  'ABOVE_CHART_CUSTOM_FIT',
  /** A measurement is below the chart's smallest size: Custom Fit is recommended. */
  'BELOW_CHART_CUSTOM_FIT',
  /** The fit preference chose a larger size than a regular fit would. */
  'FIT_SIZED_UP',
  /** The fit preference chose a smaller size than a regular fit would. */
  'FIT_SIZED_DOWN',
  /** Not every measurement of the chart was given; adding the rest would sharpen the answer. */
  'PARTIAL_MEASUREMENTS',
  /** The measurements are an estimate from height and weight; the size allows for real bodies differing from it (estimate-size.ts). */
  'ESTIMATED_BODY',
  /** An estimate beyond the survey's bulk between two sizes: the larger was chosen (estimate-size.ts). */
  'ESTIMATE_SIZED_UP',
  /** Shoppers' fit reviews say this product runs small, so a larger size than the chart's was chosen (domain/fit-feedback). */
  'FIT_FEEDBACK_SIZED_UP',
  /** Shoppers' fit reviews say this product runs large, so a smaller size than the chart's was chosen. */
  'FIT_FEEDBACK_SIZED_DOWN',
] as const;
export type RecommendationNote = (typeof RECOMMENDATION_NOTES)[number];

export interface RecommendInput {
  category: SizeCategory;
  fit: Fit;
  /** Body measurements in cm (weight in kg). */
  measurements: Measurements;
  /**
   * What this product's fit reviews say about its real garment: cm to add to the chart's ranges
   * per key (negative: runs small). The body is placed as if it were that much larger, so a
   * product running 3 cm small at the bust is sized as for a 3 cm larger bust.
   */
  fitOffsets?: Partial<Record<MeasurementKey, number>>;
}

/** How fit reviews changed an answer: the offsets applied to the used keys and the chart's own size. */
export interface FitFeedbackEffect {
  offsets: Partial<Record<MeasurementKey, number>>;
  sizeWithout: string;
}

export type RecommendResult =
  | {
      ok: true;
      size: string;
      /** 0..1, 2 decimals. */
      confidence: number;
      /** Up to 2 other sizes of the chart, nearest first. */
      alternates: string[];
      notes: RecommendationNote[];
      /** False when any used measurement lies outside the chart's span. */
      withinChart: boolean;
      /** The chart keys' values the answer is based on (as measured, before any fit offset). */
      used: Measurements;
      /** Present when fit offsets applied to a used key (whether or not they changed the size). */
      fitFeedback?: FitFeedbackEffect;
    }
  | { ok: false; code: 'TOO_FEW_MEASUREMENTS' | 'OUT_OF_RANGE'; fields: MeasurementKey[] };

/** Position shift of each fit, in sizes (see step 3 above). */
export const FIT_POSITION_SHIFT: Readonly<Record<Fit, number>> = { tight: -1 / 3, regular: 0, loose: 2 / 3 };

/** Within this fraction of a size from a boundary, a body is between two sizes. */
export const NEAR_BOUNDARY = 0.15;

// Confidence model: start high, subtract for each reason to doubt. Weights were chosen so that a
// body inside one size with every chart key given scores 0.95, one at a boundary 0.70, and
// anything outside the chart stays below 0.5 (docs/requirements/sizing.md §9 levels: excellent/good/fair/poor).
const BASE_CONFIDENCE = 0.95;
const BOUNDARY_PENALTY = 0.25;
const SPREAD_PENALTY_PER_SIZE = 0.1;
const SPREAD_PENALTY_MAX_SIZES = 3;
const MISSING_KEYS_PENALTY = 0.15;
const OUTSIDE_CAP = 0.45;
const OUTSIDE_PENALTY_PER_SIZE = 0.1;
const OUTSIDE_PENALTY_MAX_SIZES = 2.5;
const MIN_CONFIDENCE = 0.05;
// A size moved by fit reviews rests on an estimate of the garment as well as of the body.
const FIT_FEEDBACK_PENALTY = 0.05;

/** One chart key as an axis: knots[i] is where size i starts; knots[n] is where the last ends. */
export interface ChartAxis {
  key: MeasurementKey;
  knots: readonly number[];
}

/**
 * The chart's keys that can place a body: a finite, non-inverted range in every size, and
 * boundaries that strictly increase. Keys a chart defines for only some sizes are ignored here.
 */
export function chartAxes(chart: SizeChart): ChartAxis[] {
  const sizes = chart.sizes;
  const last = sizes[sizes.length - 1];
  if (sizes.length === 0 || last === undefined) return [];
  const axes: ChartAxis[] = [];
  for (const key of MEASUREMENT_KEYS) {
    const ranges = sizes.map((size) => size.ranges[key]);
    if (ranges.some((r) => r === undefined || !Number.isFinite(r[0]) || !Number.isFinite(r[1]) || r[0] > r[1])) continue;
    const defined = ranges as readonly (readonly [number, number])[];
    const knots: number[] = [defined[0]![0]];
    for (let i = 1; i < defined.length; i += 1) knots.push((defined[i - 1]![1] + defined[i]![0]) / 2);
    knots.push(defined[defined.length - 1]![1]);
    if (knots.every((x, i) => i === 0 || x > knots[i - 1]!)) axes.push({ key, knots });
  }
  return axes;
}

/** The chart's keys, in MEASUREMENT_KEYS order. */
export function chartKeys(chart: SizeChart): MeasurementKey[] {
  return chartAxes(chart).map((axis) => axis.key);
}

/** A value's continuous position on an axis: size i spans [i, i+1); outside the chart it extends with the end grade. */
function positionOn(axis: ChartAxis, value: number): number {
  const { knots } = axis;
  const n = knots.length - 1;
  const first = knots[0]!;
  const top = knots[n]!;
  if (value < first) return (value - first) / (knots[1]! - first);
  if (value > top) return n + (value - top) / (top - knots[n - 1]!);
  let i = 0;
  while (i < n - 1 && value > knots[i + 1]!) i += 1;
  return i + (value - knots[i]!) / (knots[i + 1]! - knots[i]!);
}

function clampIndex(position: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(position)));
}

/**
 * The index of a size in the chart: exact label first, then ignoring case and spaces; -1 if
 * absent. Custom Fit (the answer above the chart) is one past the largest size, so comparing
 * answers by index still orders it above every size.
 */
export function sizeIndex(chart: SizeChart, label: string): number {
  if (label === CUSTOM_FIT && !chart.sizes.some((size) => size.label === CUSTOM_FIT)) return chart.sizes.length;
  const exact = chart.sizes.findIndex((size) => size.label === label);
  if (exact !== -1) return exact;
  const fold = (text: string): string => text.toLowerCase().replace(/\s+/g, '');
  return chart.sizes.findIndex((size) => fold(size.label) === fold(label));
}

/**
 * The middle of each range of a size, rounded to the forms' 0.5 step: what the Traditional Sizes
 * tab imports into Manual Entry. Recommending on the result gives back the same size. Unknown
 * label: no measurements.
 */
export function midpointMeasurements(chart: SizeChart, label: string): Measurements {
  const size = chart.sizes[sizeIndex(chart, label)];
  const out: Measurements = {};
  if (!size) return out;
  for (const key of MEASUREMENT_KEYS) {
    const range = size.ranges[key];
    if (range === undefined) continue;
    out[key] = roundToStep((range[0] + range[1]) / 2);
  }
  return out;
}

/**
 * Recommends a size (see the overview at the top of this file).
 *
 * A value is usable when it is a finite number above zero for a chart key or a key meaningful
 * for the category (CATEGORY_MEASUREMENT_KEYS). A recommendation needs 2 usable values, at
 * least one of them a chart key (height and weight alone say nothing about a girth chart); else
 * TOO_FEW_MEASUREMENTS, listing the chart keys still missing. Usable values outside their range
 * (the spec's checks for waist, hips, neck and sleeve, the sanity ranges for the others) give
 * OUT_OF_RANGE with the failing keys.
 */
export function recommendSize(chart: SizeChart, input: RecommendInput): RecommendResult {
  const axes = chartAxes(chart);
  const axisKeys = new Set(axes.map((axis) => axis.key));
  const meaningful = new Set<MeasurementKey>(CATEGORY_MEASUREMENT_KEYS[input.category] ?? []);

  const usable: Measurements = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = input.measurements[key];
    if ((axisKeys.has(key) || meaningful.has(key)) && isUsableValue(value)) usable[key] = value;
  }
  const usableCount = Object.keys(usable).length;
  const given = axes.filter((axis) => usable[axis.key] !== undefined);
  if (usableCount < MIN_MEASUREMENTS_FOR_RECOMMENDATION || given.length === 0) {
    return { ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: axes.filter((axis) => usable[axis.key] === undefined).map((axis) => axis.key) };
  }
  const failing = rangeFailures(usable, input.category);
  if (failing.length > 0) return { ok: false, code: 'OUT_OF_RANGE', fields: failing };

  const count = chart.sizes.length;
  const used: Measurements = {};
  const positions: number[] = [];
  const applied: Partial<Record<MeasurementKey, number>> = {};
  for (const axis of given) {
    const value = usable[axis.key]!;
    used[axis.key] = value;
    const offset = input.fitOffsets?.[axis.key];
    const shift = offset !== undefined && Number.isFinite(offset) && offset !== 0 ? offset : 0;
    if (shift !== 0) applied[axis.key] = shift;
    positions.push(positionOn(axis, value - shift));
  }

  const body = Math.max(...positions);
  const lowest = Math.min(...positions);
  const above = body > count;
  const below = lowest < 0;
  const withinChart = !above && !below;

  const shift = FIT_POSITION_SHIFT[input.fit] ?? 0;
  const position = body + shift;
  const index = clampIndex(position, count);
  const regularIndex = clampIndex(body, count);
  const keyIndexes = positions.map((p) => clampIndex(p + shift, count));
  const spread = index - Math.min(...keyIndexes);

  // Between sizes by position: only where a neighbour exists across the near boundary.
  const fraction = position - Math.floor(position);
  const insideRange = position >= 0 && position < count;
  let boundaryNeighbour: number | null = null;
  let boundaryDistance = 1;
  if (insideRange && fraction < NEAR_BOUNDARY && index > 0) {
    boundaryNeighbour = index - 1;
    boundaryDistance = fraction;
  } else if (insideRange && 1 - fraction < NEAR_BOUNDARY && index < count - 1) {
    boundaryNeighbour = index + 1;
    boundaryDistance = 1 - fraction;
  }

  const notes = new Set<RecommendationNote>();
  if (boundaryNeighbour !== null || spread === 1) notes.add('BETWEEN_SIZES');
  if (spread >= 2) notes.add('MIXED_SIZES');
  if (above) notes.add('ABOVE_CHART_CUSTOM_FIT');
  if (below) notes.add('BELOW_CHART_CUSTOM_FIT');
  if (index > regularIndex) notes.add('FIT_SIZED_UP');
  if (index < regularIndex) notes.add('FIT_SIZED_DOWN');
  if (given.length < axes.length) notes.add('PARTIAL_MEASUREMENTS');
  let fitFeedback: FitFeedbackEffect | undefined;
  let feedbackMoved = false;
  if (Object.keys(applied).length > 0) {
    const without = recommendSize(chart, { category: input.category, fit: input.fit, measurements: input.measurements });
    const sizeWithout = without.ok ? without.size : chart.sizes[index]!.label;
    const withoutIndex = sizeIndex(chart, sizeWithout);
    if (withoutIndex !== -1 && index > withoutIndex) notes.add('FIT_FEEDBACK_SIZED_UP');
    if (withoutIndex !== -1 && index < withoutIndex) notes.add('FIT_FEEDBACK_SIZED_DOWN');
    feedbackMoved = withoutIndex !== -1 && index !== withoutIndex;
    fitFeedback = { offsets: applied, sizeWithout };
  }

  // Alternates: the size across a near boundary first; else the smaller size other keys point
  // to; else the nearer neighbour. Then the other neighbour, then one further out at a chart end.
  let first: number | null = boundaryNeighbour;
  if (first === null && spread >= 1 && index > 0) first = index - 1;
  if (first === null) first = fraction < 0.5 ? index - 1 : index + 1;
  const order = [first, index - 1, index + 1, index - 2, index + 2];
  const alternates: string[] = [];
  // Above the chart the answer is Custom Fit; the largest sizes are the nearest a shop has.
  if (above) order.unshift(count - 1, count - 2);
  for (const i of order) {
    const label = chart.sizes[i]?.label;
    if ((i === index && !above) || label === undefined || alternates.includes(label) || (label === chart.sizes[index]!.label && !above)) continue;
    alternates.push(label);
    if (alternates.length === MAX_RECOMMENDATIONS - 1) break;
  }

  let confidence = BASE_CONFIDENCE;
  if (boundaryNeighbour !== null) confidence -= BOUNDARY_PENALTY * (1 - boundaryDistance / NEAR_BOUNDARY);
  confidence -= SPREAD_PENALTY_PER_SIZE * Math.min(spread, SPREAD_PENALTY_MAX_SIZES);
  confidence -= MISSING_KEYS_PENALTY * ((axes.length - given.length) / axes.length);
  if (!withinChart) {
    const outside = Math.max(above ? body - count : 0, below ? -lowest : 0);
    confidence = Math.min(confidence, OUTSIDE_CAP) - OUTSIDE_PENALTY_PER_SIZE * Math.min(outside, OUTSIDE_PENALTY_MAX_SIZES);
  }
  if (feedbackMoved) confidence -= FIT_FEEDBACK_PENALTY;
  confidence = roundTo(Math.min(1, Math.max(MIN_CONFIDENCE, confidence)), 2);

  return {
    ok: true,
    size: above ? CUSTOM_FIT : chart.sizes[index]!.label,
    confidence,
    alternates,
    notes: RECOMMENDATION_NOTES.filter((note) => notes.has(note)),
    withinChart,
    used,
    ...(fitFeedback ? { fitFeedback } : {}),
  };
}
