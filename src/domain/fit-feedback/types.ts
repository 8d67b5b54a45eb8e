import type { MeasurementKey, SizeCategory } from '../sizing/types';

/**
 * The vocabulary of fit feedback (issue 18): after delivery a shopper says how the garment fits,
 * overall and per area, on one five-step scale. Numbers are what the estimators average; the
 * stable codes are what the API and the web speak.
 */

/** From "too small" to "too large"; the index minus 2 is the verdict's number (-2..2). */
export const FIT_VERDICTS = ['too_small', 'a_little_small', 'just_right', 'a_little_large', 'too_large'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

export function verdictValue(verdict: FitVerdict): number {
  return FIT_VERDICTS.indexOf(verdict) - 2;
}

export function verdictFromValue(value: number): FitVerdict {
  const index = Math.min(4, Math.max(0, Math.round(value) + 2));
  return FIT_VERDICTS[index]!;
}

/** The parts of a garment a shopper can judge. */
export const FIT_AREAS = ['bust', 'chest', 'waist', 'hips', 'length', 'sleeves'] as const;
export type FitArea = (typeof FIT_AREAS)[number];

/** The areas worth asking about per category (bust for women's wear, chest for men's and children's). */
export const CATEGORY_FIT_AREAS: Readonly<Record<SizeCategory, readonly FitArea[]>> = {
  women: ['bust', 'waist', 'hips', 'length', 'sleeves'],
  men: ['chest', 'waist', 'hips', 'length', 'sleeves'],
  children: ['chest', 'waist', 'length'],
};

/**
 * The body measurement an area's verdict speaks about. Length has none: a garment's length is a
 * style choice measured against height and hem, and a verdict on it cannot move a girth chart.
 */
export const AREA_MEASUREMENT_KEY: Readonly<Record<FitArea, MeasurementKey | null>> = {
  bust: 'bust_cm',
  chest: 'chest_cm',
  waist: 'waist_cm',
  hips: 'hips_cm',
  length: null,
  sleeves: 'sleeve_cm',
};

/** Whether the shopper is keeping the garment. */
export const KEPT_ANSWERS = ['kept', 'returning'] as const;
export type KeptAnswer = (typeof KEPT_ANSWERS)[number];

/** A review as the estimators see it: the size bought, the body when known, the verdicts. */
export interface FitReviewEvidence {
  size: string;
  overall: FitVerdict;
  areas: Partial<Record<FitArea, FitVerdict>>;
  /** The shopper's measurements sent with the order line (cm), when they used them. */
  measurements: Partial<Record<MeasurementKey, number>> | null;
}

/** Centimetres to add to a chart's ranges per key to describe the real garment (negative: runs small). */
export type FitOffsets = Partial<Record<MeasurementKey, number>>;
