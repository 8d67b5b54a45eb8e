import type { MeasurementKey, SizeCategory } from './types';

/**
 * The numbers of the sizing features (docs/requirements/sizing.md §5 and §9). Everything inside the domain is in
 * centimetres and kilograms; the imperial limits exist only for the forms that accept them.
 */

/** The size labels of the shop's own charts (default-size-charts.ts grades them). */
/** XS-4XL are graded from the survey; 5XL-7XL reach bodies of BMI 45 (default-size-charts.ts). */
export const ADULT_SIZE_LABELS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL'] as const;
export const CHILDREN_SIZE_LABELS = ['2-4Y', '4-6Y', '6-8Y', '8-10Y', '10-12Y', '12-14Y', '14-16Y'] as const;

// --- Units (docs/requirements/sizing.md §5 "Manual entry") ---
export const CM_PER_INCH = 2.54;
export const CM_PER_FOOT = 30.48;
export const KG_PER_LB = 0.453592;
export const LB_PER_KG = 2.20462;
/** Numeric fields step in half units (cm or in). */
export const MEASUREMENT_STEP = 0.5;

// --- Height and weight input (docs/requirements/sizing.md §5 "Height parsing", §9 "Limits") ---
/**
 * The spec's floor is 90 cm, which refuses about half of all 2-year-olds although the children's
 * chart starts at 2-4Y. The floor is the lower height bound of that chart's smallest size
 * (default-size-charts.ts, 86 cm; a test keeps them equal), so every child the chart fits can be
 * measured: 0.86 m, and 34 in, the first whole inch at or above it (86.36 cm).
 */
export const HEIGHT_MIN_CM = 86;
export const HEIGHT_MAX_CM = 240;
export const HEIGHT_MIN_IN = 34;
export const HEIGHT_MAX_IN = 96;
export const HEIGHT_MIN_M = 0.86;
export const HEIGHT_MAX_M = 2.4;
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 300;
export const WEIGHT_MIN_LB = 44;
export const WEIGHT_MAX_LB = 661;
/** The live camera's height when the shopper leaves it blank (docs/requirements/sizing.md §5). */
export const LIVE_CAMERA_DEFAULT_HEIGHT_CM = 170;

/** The estimator answers with zero confidence outside this height range (docs/requirements/sizing.md §5, §9; the floor is the form's). */
export const ESTIMATOR_HEIGHT_MIN_CM = HEIGHT_MIN_CM;
export const ESTIMATOR_HEIGHT_MAX_CM = 250;
/** An adult's age (years) the estimator uses; outside it the age is a slip (or a child in the adult form). */
export const ADULT_AGE_RANGE_YEARS = [16, 100] as const;

// --- Recommendation (docs/requirements/sizing.md §5 "Manual entry", §9) ---
/** A recommendation needs at least this many measurements. */
export const MIN_MEASUREMENTS_FOR_RECOMMENDATION = 2;
/** At most this many recommendations (the size and its alternates) are shown. */
export const MAX_RECOMMENDATIONS = 3;
/** The cart's size when a shopper relies on measurements instead of a size. */
export const CUSTOM_FIT = 'Custom Fit';

/** The spec's range checks on a recommendation, exactly as docs/requirements/sizing.md §5 states them (cm). */
export const RECOMMENDATION_RANGES_CM: Readonly<Partial<Record<MeasurementKey, readonly [number, number]>>> = {
  waist_cm: [40, 160],
  hips_cm: [50, 170],
  neck_cm: [25, 60],
  sleeve_cm: [40, 80],
};

/**
 * Sanity ranges for every key (cm; weight in kg), used wherever measurements are stored or
 * checked. They are deliberately wide: they must accept every real adult (every participant of
 * the ANSUR II survey passes, see default-size-charts.test.ts) and children from about age 2,
 * and only reject typing slips (a value in mm, inches typed as cm twice, a missing digit).
 * The recommendation applies the stricter spec checks above where the spec gives one.
 */
export const PLAUSIBLE_RANGES_CM: Readonly<Record<MeasurementKey, readonly [number, number]>> = {
  height_cm: [50, 250],
  weight_kg: [8, 300],
  neck_cm: [20, 70],
  shoulder_width_cm: [18, 70],
  chest_cm: [40, 200],
  bust_cm: [40, 200],
  underbust_cm: [35, 180],
  waist_cm: [35, 200],
  hips_cm: [40, 200],
  back_length_cm: [15, 80],
  sleeve_cm: [15, 100],
  // A toddler's shoulder-to-armpit depth is about 5 cm (children's growth-chart estimate).
  armhole_depth_cm: [4, 45],
  bicep_cm: [10, 70],
  wrist_cm: [8, 30],
  inseam_cm: [20, 120],
  outseam_cm: [35, 150],
  thigh_cm: [20, 110],
  dress_length_cm: [30, 200],
  skirt_length_cm: [15, 130],
};

/**
 * Keys that mean something for a category's garments (docs/requirements/sizing.md §3 photo-fit keys, plus height
 * and weight, plus under-bust for women). A value for another key (a man's bust) is ignored by the
 * recommendation rather than counted as one of its two measurements.
 */
export const CATEGORY_MEASUREMENT_KEYS: Readonly<Record<SizeCategory, readonly MeasurementKey[]>> = {
  women: [
    'height_cm',
    'weight_kg',
    'bust_cm',
    'underbust_cm',
    'waist_cm',
    'hips_cm',
    'shoulder_width_cm',
    'back_length_cm',
    'sleeve_cm',
    'armhole_depth_cm',
    'bicep_cm',
    'wrist_cm',
    'dress_length_cm',
    'skirt_length_cm',
    'inseam_cm',
    'outseam_cm',
    'thigh_cm',
  ],
  men: [
    'height_cm',
    'weight_kg',
    'neck_cm',
    'shoulder_width_cm',
    'chest_cm',
    'waist_cm',
    'hips_cm',
    'back_length_cm',
    'sleeve_cm',
    'armhole_depth_cm',
    'bicep_cm',
    'wrist_cm',
    'inseam_cm',
    'outseam_cm',
    'thigh_cm',
  ],
  children: [
    'height_cm',
    'weight_kg',
    'chest_cm',
    'waist_cm',
    'hips_cm',
    'shoulder_width_cm',
    'back_length_cm',
    'sleeve_cm',
    'armhole_depth_cm',
    'inseam_cm',
    'outseam_cm',
  ],
};

// --- Confidence (docs/requirements/sizing.md §9 "Confidence") ---
/** Lower bounds, in percent, of the confidence levels: excellent >= 85, good 70-84, fair 55-69, poor below. */
export const CONFIDENCE_LEVEL_MIN_PERCENT = { excellent: 85, good: 70, fair: 55 } as const;
/** Lower bounds, on the 0-1 scale, of the order-attachment labels: High >= 0.8, Medium >= 0.6, else Low. */
export const ATTACHMENT_LABEL_MIN = { High: 0.8, Medium: 0.6 } as const;
/** The confidence assumed when a record carries none. */
export const DEFAULT_CONFIDENCE = 0.8;
