import { ESTIMATOR_HEIGHT_MAX_CM, ESTIMATOR_HEIGHT_MIN_CM } from './constants';
import type { Build, MeasurementKey, Measurements, SizeCategory } from './types';

/**
 * The Smart Estimate's public types, the measurements it estimates per category, and its rules:
 * the ranges it accepts and how its confidence is scored (estimator.ts).
 */

// ---------------------------------------------------------------------------------------------
// Public types

export const ESTIMATE_NOTES = [
  /** A numeric input was NaN/Infinity or the category unknown: nothing is estimated. */
  'INVALID_INPUT',
  /** Height outside the estimator's 86-250 cm (docs/requirements/sizing.md §9, floor from the children's chart): nothing is estimated. */
  'HEIGHT_OUT_OF_RANGE',
  /** Weight given but outside the accepted range, or impossible for the height (BMI outside
   * 10-100): estimated from height (and build) only. */
  'WEIGHT_IGNORED',
  /** No usable weight: the height-only model was used (wider error, lower confidence). */
  'HEIGHT_ONLY',
  /** Height, weight or BMI outside what the reference data covers: an extrapolation. */
  'OUTSIDE_SURVEY_RANGE',
  /** Inside the survey's range but far from most of its bodies (see surveyDistance): less certain. */
  'FAR_FROM_SURVEY_BULK',
  /** Adults: an age outside 16-100 years was not used. */
  'AGE_IGNORED',
  /** Children: approximate growth-chart proportions, not a fitted model. */
  'CHILD_GROWTH_CHART_ESTIMATE',
  /** Children: no age given, so it was inferred from height. */
  'AGE_INFERRED_FROM_HEIGHT',
  /** Children: age outside 2-16 years, clamped to that range. */
  'AGE_OUT_OF_RANGE',
  /** Children: height far from the median for the given age. */
  'HEIGHT_UNUSUAL_FOR_AGE',
  /** The build could not be used (children, or an unknown value) and 'average' was assumed. */
  'BUILD_IGNORED',
] as const;
export type EstimateNote = (typeof ESTIMATE_NOTES)[number];

export interface EstimateInput {
  category: SizeCategory;
  heightCm: number;
  weightKg?: number;
  build?: Build;
  /** Children: places the child on the growth chart. Adults: with a weight, selects the model with age. */
  ageYears?: number;
}

export interface EstimateResult {
  measurements: Measurements;
  /** 0..1, two decimals. */
  confidence: number;
  source: 'smart_estimate';
  notes: EstimateNote[];
}

export type AdultCategory = Exclude<SizeCategory, 'children'>;
export const ADULT_CATEGORIES: readonly AdultCategory[] = ['men', 'women'];

/** What the adult models predict (docs/requirements/sizing.md §3 photo-fit keys per category). */
export const ADULT_TARGET_KEYS: Readonly<Record<AdultCategory, readonly MeasurementKey[]>> = {
  men: [
    'chest_cm',
    'waist_cm',
    'hips_cm',
    'neck_cm',
    'shoulder_width_cm',
    'sleeve_cm',
    'inseam_cm',
    'outseam_cm',
    'bicep_cm',
    'wrist_cm',
    'thigh_cm',
    'back_length_cm',
    'armhole_depth_cm',
  ],
  women: [
    'bust_cm',
    'waist_cm',
    'hips_cm',
    'neck_cm',
    'shoulder_width_cm',
    'sleeve_cm',
    'inseam_cm',
    'outseam_cm',
    'bicep_cm',
    'wrist_cm',
    'thigh_cm',
    'back_length_cm',
    'armhole_depth_cm',
    'dress_length_cm',
    'skirt_length_cm',
  ],
};

/** Circumferences: the only keys a build adjusts (a build does not change bone lengths). */
export const GIRTH_KEYS: readonly MeasurementKey[] = ['chest_cm', 'bust_cm', 'waist_cm', 'hips_cm', 'neck_cm', 'bicep_cm', 'wrist_cm', 'thigh_cm'];

export const CHILD_TARGET_KEYS: readonly MeasurementKey[] = [
  'chest_cm',
  'waist_cm',
  'hips_cm',
  'sleeve_cm',
  'inseam_cm',
  'shoulder_width_cm',
  'back_length_cm',
  'armhole_depth_cm',
];

// ---------------------------------------------------------------------------------------------
// Rules and constants

/**
 * docs/requirements/sizing.md §9 gives 90-250 cm; the floor follows the children's chart instead (constants.ts
 * HEIGHT_MIN_CM, the lower bound of its smallest size), so a child the chart fits is estimated.
 */
export const ESTIMATOR_HEIGHT_RANGE_CM = [ESTIMATOR_HEIGHT_MIN_CM, ESTIMATOR_HEIGHT_MAX_CM] as const;
/** docs/requirements/sizing.md §5/§9 weight limits; outside them the weight is ignored rather than trusted. */
export const ESTIMATOR_WEIGHT_RANGE_KG = [20, 300] as const;
/**
 * A toddler weighs 10-15 kg, below the adult form's 20 kg floor; refusing it would discard the
 * one input that tells a slim child from a stocky one.
 */
export const CHILD_WEIGHT_RANGE_KG = [8, 150] as const;
export const CHILD_AGE_RANGE_YEARS = [2, 16] as const;
/**
 * Height and weight can each be valid yet impossible together (95 cm and 300 kg is BMI 332).
 * A power law extrapolated that far gives absurd girths, so such a weight is ignored. The bounds
 * are far outside any survey (ANSUR II spans BMI 15-44) and only catch contradictions.
 */
export const PLAUSIBLE_BMI_RANGE = [10, 100] as const;

/** docs/requirements/sizing.md §9 "Confidence starts at 0.6, gains 0.2 when weight is given, and is capped at 0.85". */
export const CONFIDENCE_BASE = 0.6;
export const CONFIDENCE_WEIGHT_BONUS = 0.2;
export const CONFIDENCE_CAP = 0.85;
/** Our own rule: an extrapolation beyond the reference data is worth less than an interpolation. */
export const CONFIDENCE_OUTSIDE_SURVEY_PENALTY = 0.2;
/**
 * Our own rule: beyond the survey's bulk, confidence falls by this much per unit of Mahalanobis
 * distance (surveyDistance). The bulk is the ellipse holding 90% of a normal population in height
 * alone or height and weight: sqrt of the chi-square 0.9 quantile with 1 or 2 degrees of freedom.
 * An age, when given, only adds distance (the radius stays that of height and weight): an
 * ordinary age must not hide a body at BMI 38, and an age far from the survey's is itself a reason
 * for doubt.
 */
export const CONFIDENCE_PER_DISTANCE = 0.1;
/**
 * Our own rule (issue 45): beyond the survey's bulk in BMI alone (surveyBmiDistance, past the
 * 90% point of SURVEY_BULK_RADIUS[1]), confidence falls by this much per standard deviation of ln
 * BMI, more steeply than for height and weight together: the girths' extrapolation error follows
 * the BMI (a power law fitted on soldiers ran 4-5 cm small on civilians above BMI 35), so a
 * BMI-40 body reads "fair" or lower, not "good", and a BMI-50 body "poor".
 */
export const CONFIDENCE_PER_BMI_DISTANCE = 0.15;
export const SURVEY_BULK_RADIUS: Readonly<Record<1 | 2, number>> = { 1: 1.645, 2: 2.146 };
/** Children: a remembered growth-chart table is much weaker evidence than a fitted survey model. */
export const CHILD_CONFIDENCE_PENALTY = 0.3;
export const CHILD_CONFIDENCE_CAP = 0.5;
export const CHILD_HEIGHT_FOR_AGE_PENALTY = 0.1;
export const CONFIDENCE_FLOOR = 0.05;

/** The form's step (docs/requirements/sizing.md §2 "The step of each numeric field is 0.5"). */
export const ESTIMATE_STEP_CM = 0.5;
