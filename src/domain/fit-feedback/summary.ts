import type { SizeCategory, SizeChart } from '../sizing/types';
import { applicableOffsets, estimateOffsets, type KeyOffset } from './offsets';
import { CATEGORY_FIT_AREAS, FIT_VERDICTS, verdictValue, type FitArea, type FitOffsets, type FitReviewEvidence } from './types';

/**
 * A product's fit summary: what its designer sees on the dashboard and, once there is enough
 * evidence, what its page and size guide say. Below the thresholds it says nothing rather than
 * guess (issue 18).
 */

/** The product page shows a summary from this many reviews. */
export const MIN_REVIEWS_FOR_SUMMARY = 8;
/** An area "runs" small or large only with this many verdicts on it. */
export const MIN_AREA_VERDICTS = 5;
/** Mean area verdict beyond which an area runs small (negative) or large (positive). */
export const RUNS_THRESHOLD = 0.35;
/** The size chart suggestion needs this many reviews with measurements on the key … */
export const MIN_SUGGESTION_EVIDENCE = 12;
/** … and an offset at least this large (cm). */
export const MIN_SUGGESTION_CM = 1;
/** Share of "just right" from which a product "fits true to size" when no area runs. */
export const TRUE_TO_SIZE_SHARE = 0.5;

export type Runs = 'small' | 'large' | 'true_to_size';

export interface AreaSummary {
  area: FitArea;
  /** Verdicts given on this area (a "just right" overall counts as one for each area). */
  count: number;
  /** Mean verdict, -2..2, 2 decimals; 0 without verdicts. */
  meanVerdict: number;
  runs: Runs;
  /** The area's measured offset (cm) where reviews with measurements spoke to it. */
  offsetCm: number | null;
}

/** A suggestion for the size chart, as data; the web words it in either language. */
export interface ChartSuggestion {
  area: FitArea;
  direction: 'small' | 'large';
  /** |offset| rounded to 0.5 cm. */
  cm: number;
  sizeFrom: string;
  sizeTo: string;
  reviews: number;
}

export type Headline = { kind: 'true_to_size' } | { kind: 'runs_small'; area: FitArea } | { kind: 'runs_large'; area: FitArea } | { kind: 'mixed' };

export interface ProductFitSummary {
  reviewCount: number;
  /** Share of reviews saying "just right" overall, 0..1, 2 decimals. */
  fitShare: number;
  /** Overall verdicts, too small … too large. */
  overallCounts: [number, number, number, number, number];
  keptCount: number;
  areas: AreaSummary[];
  suggestions: ChartSuggestion[];
  /** Offsets the recommendation applies (only when the summary is shown). */
  offsets: FitOffsets;
  /** What the product page says; null below MIN_REVIEWS_FOR_SUMMARY. */
  headline: Headline | null;
}

export interface SummaryReview extends FitReviewEvidence {
  kept: 'kept' | 'returning';
}

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

export function summarizeFit(chart: SizeChart, category: SizeCategory, reviews: readonly SummaryReview[]): ProductFitSummary {
  const overallCounts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const review of reviews) {
    const slot = verdictValue(review.overall) + 2;
    overallCounts[slot] = (overallCounts[slot] ?? 0) + 1;
  }
  const reviewCount = reviews.length;
  const fitShare = reviewCount === 0 ? 0 : round2(overallCounts[2] / reviewCount);
  const keyOffsets = estimateOffsets(chart, reviews);
  const offsetByArea = new Map<FitArea, KeyOffset>(keyOffsets.map((item) => [item.area, item]));

  // An area nobody has answered about says nothing: "True to size (0 reviews)" read as a verdict.
  const areas: AreaSummary[] = CATEGORY_FIT_AREAS[category].flatMap((area) => {
    let sum = 0;
    let count = 0;
    for (const review of reviews) {
      const given = review.areas[area];
      if (given !== undefined) {
        sum += verdictValue(given);
        count += 1;
      } else if (review.overall === 'just_right') {
        count += 1;
      }
    }
    if (count === 0) return [];
    const meanVerdict = round2(sum / count);
    const runs: Runs = count < MIN_AREA_VERDICTS ? 'true_to_size' : meanVerdict <= -RUNS_THRESHOLD ? 'small' : meanVerdict >= RUNS_THRESHOLD ? 'large' : 'true_to_size';
    return [{ area, count, meanVerdict, runs, offsetCm: offsetByArea.get(area)?.offsetCm ?? null }];
  });

  const suggestions: ChartSuggestion[] = [];
  for (const item of keyOffsets) {
    if (item.evidence < MIN_SUGGESTION_EVIDENCE || Math.abs(item.offsetCm) < MIN_SUGGESTION_CM || item.sizeIndexes.length === 0) continue;
    suggestions.push({
      area: item.area,
      direction: item.offsetCm < 0 ? 'small' : 'large',
      cm: Math.round(Math.abs(item.offsetCm) * 2) / 2,
      sizeFrom: chart.sizes[item.sizeIndexes[0]!]!.label,
      sizeTo: chart.sizes[item.sizeIndexes[item.sizeIndexes.length - 1]!]!.label,
      reviews: item.evidence,
    });
  }

  const enough = reviewCount >= MIN_REVIEWS_FOR_SUMMARY;
  let headline: Headline | null = null;
  if (enough) {
    const running = areas.filter((area) => area.runs !== 'true_to_size').sort((a, b) => Math.abs(b.meanVerdict) - Math.abs(a.meanVerdict));
    const top = running[0];
    if (top) headline = top.runs === 'small' ? { kind: 'runs_small', area: top.area } : { kind: 'runs_large', area: top.area };
    else headline = fitShare >= TRUE_TO_SIZE_SHARE ? { kind: 'true_to_size' } : { kind: 'mixed' };
  }

  return {
    reviewCount,
    fitShare,
    overallCounts,
    keptCount: reviews.filter((review) => review.kept === 'kept').length,
    areas,
    suggestions,
    offsets: enough ? applicableOffsets(keyOffsets) : {},
    headline,
  };
}

/** The verdict codes in scale order, for charts that draw the overall histogram. */
export const SUMMARY_VERDICT_ORDER = FIT_VERDICTS;
