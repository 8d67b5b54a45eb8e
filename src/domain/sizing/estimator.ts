/**
 * Smart Estimates (sizing.md §2 "Smart Estimates", §9 "Estimator ratios of height"): height,
 * weight, build (and age for children) turned into estimated body measurements.
 *
 * The spec's fixed ratios of height miss real bodies badly (chest by ~15 cm on the ANSUR II
 * survey), because girths depend on weight far more than on height. Adults are therefore estimated
 * with power-law regressions fitted per sex to the 6,068 people of ANSUR II
 * (`scripts/fit-estimator.ts` writes `estimator-coefficients.json`; `estimator-accuracy.test.ts`
 * checks the figures). Children have no survey here and use an approximate growth-chart table.
 *
 * Pure: no I/O. The coefficients are injectable so the fitting script and the cross-validation
 * tests run exactly this code with coefficients fitted on other data.
 */
import rawCoefficients from './estimator-coefficients.json';
import { ADULT_AGE_RANGE_YEARS, ESTIMATOR_HEIGHT_MAX_CM, ESTIMATOR_HEIGHT_MIN_CM } from './constants';
import { BUILDS, type Build, type MeasurementKey, type Measurements, type SizeCategory } from './types';

// ---------------------------------------------------------------------------------------------
// Public types

export const ESTIMATE_NOTES = [
  /** A numeric input was NaN/Infinity or the category unknown: nothing is estimated. */
  'INVALID_INPUT',
  /** Height outside the estimator's 86-250 cm (sizing.md §9, floor from the children's chart): nothing is estimated. */
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

/** What the adult models predict (sizing.md §3 photo-fit keys per category). */
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
 * sizing.md §9 gives 90-250 cm; the floor follows the children's chart instead (constants.ts
 * HEIGHT_MIN_CM, the lower bound of its smallest size), so a child the chart fits is estimated.
 */
export const ESTIMATOR_HEIGHT_RANGE_CM = [ESTIMATOR_HEIGHT_MIN_CM, ESTIMATOR_HEIGHT_MAX_CM] as const;
/** sizing.md §5/§9 weight limits; outside them the weight is ignored rather than trusted. */
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

/** sizing.md §9 "Confidence starts at 0.6, gains 0.2 when weight is given, and is capped at 0.85". */
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
export const SURVEY_BULK_RADIUS: Readonly<Record<1 | 2, number>> = { 1: 1.645, 2: 2.146 };
/** Children: a remembered growth-chart table is much weaker evidence than a fitted survey model. */
export const CHILD_CONFIDENCE_PENALTY = 0.3;
export const CHILD_CONFIDENCE_CAP = 0.5;
export const CHILD_HEIGHT_FOR_AGE_PENALTY = 0.1;
export const CONFIDENCE_FLOOR = 0.05;

/** The form's step (sizing.md §2 "The step of each numeric field is 0.5"). */
export const ESTIMATE_STEP_CM = 0.5;

// ---------------------------------------------------------------------------------------------
// Coefficients (generated by scripts/fit-estimator.ts)

export const ESTIMATOR_TERMS = ['intercept', 'ln_height_cm', 'ln_weight_kg', 'ln_age_years'] as const;
export type EstimatorTerm = (typeof ESTIMATOR_TERMS)[number];
/** height_weight_age is used when an adult gives a weight and an age; without an age, height_weight. */
export const ESTIMATOR_MODELS = ['height_weight', 'height_only', 'height_weight_age'] as const;
export type EstimatorModelName = (typeof ESTIMATOR_MODELS)[number];
export type AdjustedBuild = Exclude<Build, 'average'>;
export const ADJUSTED_BUILDS: readonly AdjustedBuild[] = ['slim', 'athletic', 'curvy'];

export interface TargetFit {
  /** One per term of the model, in the model's term order; the response is ln(cm). */
  coefficients: number[];
  /** Residual standard deviation on the ln scale (about a relative error). */
  residualSdLog: number;
  /** Residual standard deviation in cm. */
  residualSdCm: number;
  n: number;
  /** K-fold cross-validated mean absolute error in cm (build 'average'). */
  cvMaeCm: number;
}

export interface BuildAdjustment {
  /** How the survey people of this build were selected (text for humans). */
  definition: string;
  /** How many survey people were in the group the factors were averaged over. */
  groupSize: number;
  /** Multiplicative factors for girth keys: exp(mean ln-residual of the group). */
  factors: Partial<Record<MeasurementKey, number>>;
}

export interface EstimatorModel {
  terms: EstimatorTerm[];
  response: 'ln';
  targets: Partial<Record<MeasurementKey, TargetFit>>;
  builds: Record<AdjustedBuild, BuildAdjustment>;
}

export interface SurveyRange {
  height_cm: [number, number];
  weight_kg: [number, number];
  bmi: [number, number];
  age_years: [number, number];
}

/** Where the survey's bodies lie: mean and covariance of [ln height_cm, ln weight_kg, age_years]. */
export interface SurveyBulk {
  mean: [number, number, number];
  covariance: [[number, number, number], [number, number, number], [number, number, number]];
}

export interface CategoryCoefficients {
  n: number;
  surveyRange: SurveyRange;
  bulk: SurveyBulk;
  models: Record<EstimatorModelName, EstimatorModel>;
}

export interface EstimatorCoefficients {
  source: string;
  generatedBy: string;
  method: string;
  folds: number;
  buildQuantile: number;
  categories: Record<AdultCategory, CategoryCoefficients>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNumber);
const isTriple = (v: unknown): v is [number, number, number] => Array.isArray(v) && v.length === 3 && v.every(isNumber);

/**
 * Checks the shape of a coefficients document. The JSON is generated, but it is data loaded at
 * run time in the browser, so a hand edit or a bad merge should fail loudly rather than estimate
 * with NaN.
 */
export function parseEstimatorCoefficients(raw: unknown): EstimatorCoefficients {
  const fail = (where: string): never => {
    throw new Error(`estimator coefficients: bad ${where}`);
  };
  if (!isRecord(raw)) return fail('document');
  const { source, generatedBy, method, folds, buildQuantile, categories } = raw;
  if (typeof source !== 'string' || typeof generatedBy !== 'string' || typeof method !== 'string') return fail('header');
  if (!isNumber(folds) || !isNumber(buildQuantile) || !isRecord(categories)) return fail('header');
  const parsedCategories = {} as Record<AdultCategory, CategoryCoefficients>;
  for (const category of ADULT_CATEGORIES) {
    const c = categories[category];
    if (!isRecord(c) || !isNumber(c.n) || !isRecord(c.surveyRange) || !isRecord(c.models)) return fail(category);
    const range = c.surveyRange;
    if (!isPair(range.height_cm) || !isPair(range.weight_kg) || !isPair(range.bmi) || !isPair(range.age_years)) return fail(`${category}.surveyRange`);
    const bulk = c.bulk;
    if (!isRecord(bulk) || !isTriple(bulk.mean) || !Array.isArray(bulk.covariance) || bulk.covariance.length !== 3 || !bulk.covariance.every(isTriple)) {
      return fail(`${category}.bulk`);
    }
    const [c0, c1, c2] = bulk.covariance as [number, number, number][];
    if (!c0 || !c1 || !c2) return fail(`${category}.bulk`);
    const models = {} as Record<EstimatorModelName, EstimatorModel>;
    for (const name of ESTIMATOR_MODELS) {
      const m = c.models[name];
      const where = `${category}.${name}`;
      if (!isRecord(m) || m.response !== 'ln' || !Array.isArray(m.terms) || !isRecord(m.targets) || !isRecord(m.builds)) return fail(where);
      const terms = m.terms.map((t) => ((ESTIMATOR_TERMS as readonly unknown[]).includes(t) ? (t as EstimatorTerm) : fail(`${where}.terms`)));
      const targets: Partial<Record<MeasurementKey, TargetFit>> = {};
      for (const key of ADULT_TARGET_KEYS[category]) {
        const t = m.targets[key];
        if (!isRecord(t) || !Array.isArray(t.coefficients) || t.coefficients.length !== terms.length || !t.coefficients.every(isNumber)) {
          return fail(`${where}.${key}`);
        }
        if (!isNumber(t.residualSdLog) || !isNumber(t.residualSdCm) || !isNumber(t.n) || !isNumber(t.cvMaeCm)) return fail(`${where}.${key}`);
        targets[key] = { coefficients: [...t.coefficients], residualSdLog: t.residualSdLog, residualSdCm: t.residualSdCm, n: t.n, cvMaeCm: t.cvMaeCm };
      }
      const builds = {} as Record<AdjustedBuild, BuildAdjustment>;
      for (const build of ADJUSTED_BUILDS) {
        const b = m.builds[build];
        if (!isRecord(b) || typeof b.definition !== 'string' || !isNumber(b.groupSize) || !isRecord(b.factors)) return fail(`${where}.builds.${build}`);
        const factors: Partial<Record<MeasurementKey, number>> = {};
        for (const [key, factor] of Object.entries(b.factors)) {
          if (!GIRTH_KEYS.includes(key as MeasurementKey) || !isNumber(factor) || factor <= 0) return fail(`${where}.builds.${build}.${key}`);
          factors[key as MeasurementKey] = factor;
        }
        builds[build] = { definition: b.definition, groupSize: b.groupSize, factors };
      }
      models[name] = { terms, response: 'ln', targets, builds };
    }
    parsedCategories[category] = {
      n: c.n,
      surveyRange: { height_cm: [...range.height_cm], weight_kg: [...range.weight_kg], bmi: [...range.bmi], age_years: [...range.age_years] },
      bulk: { mean: [...bulk.mean], covariance: [[...c0], [...c1], [...c2]] },
      models,
    };
  }
  return { source, generatedBy, method, folds, buildQuantile, categories: parsedCategories };
}

let committed: EstimatorCoefficients | undefined;

/** The committed coefficients, checked on first use (not at import, so the fitting script can
 * regenerate a damaged file). */
export function defaultEstimatorCoefficients(): EstimatorCoefficients {
  committed ??= parseEstimatorCoefficients(rawCoefficients);
  return committed;
}

// ---------------------------------------------------------------------------------------------
// Adult models

export function termValue(term: EstimatorTerm, heightCm: number, weightKg: number | undefined, ageYears?: number): number {
  switch (term) {
    case 'intercept':
      return 1;
    case 'ln_height_cm':
      return Math.log(heightCm);
    case 'ln_weight_kg':
      if (weightKg === undefined) throw new Error('ln_weight_kg needs a weight');
      return Math.log(weightKg);
    case 'ln_age_years':
      if (ageYears === undefined) throw new Error('ln_age_years needs an age');
      return Math.log(ageYears);
  }
}

/** Which adult model answers: age only counts together with a weight (the survey's age effect is at a given weight). */
export function adultModelName(weightKg: number | undefined, ageYears: number | undefined): EstimatorModelName {
  if (weightKg === undefined) return 'height_only';
  return ageYears === undefined ? 'height_weight' : 'height_weight_age';
}

/**
 * Mahalanobis distance of a body from the survey's bulk (its mean, in units of the survey's
 * spread along that direction), over the variables given: ln height always, ln weight and age when
 * known. 0 at the survey's average body; a typical survey body lies within 1-2.
 */
export function surveyDistance(category: CategoryCoefficients, heightCm: number, weightKg?: number, ageYears?: number): number {
  const index = [0, ...(weightKg === undefined ? [] : [1]), ...(ageYears === undefined ? [] : [2])];
  const values = [Math.log(heightCm), weightKg === undefined ? 0 : Math.log(weightKg), ageYears ?? 0];
  const diff = index.map((i) => (values[i] ?? 0) - (category.bulk.mean[i] ?? 0));
  const cov = index.map((i) => index.map((j) => category.bulk.covariance[i]?.[j] ?? 0));
  return Math.sqrt(Math.max(0, quadraticFormInverse(cov, diff)));
}

/** xᵀ A⁻¹ x for a small symmetric positive definite A, by Gaussian elimination on [A | x]. */
function quadraticFormInverse(a: number[][], x: number[]): number {
  const n = x.length;
  const m = a.map((row, i) => [...row, x[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    const pivot = m[c];
    const diag = pivot?.[c] ?? 0;
    if (!pivot || Math.abs(diag) < 1e-15) return Infinity;
    for (let r = c + 1; r < n; r++) {
      const row = m[r];
      if (!row) continue;
      const f = (row[c] ?? 0) / diag;
      for (let k = c; k <= n; k++) row[k] = (row[k] ?? 0) - f * (pivot[k] ?? 0);
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r];
    if (!row) return Infinity;
    let s = row[n] ?? 0;
    for (let k = r + 1; k < n; k++) s -= (row[k] ?? 0) * (y[k] ?? 0);
    y[r] = s / (row[r] ?? 1);
  }
  return x.reduce((s, xi, i) => s + xi * (y[i] ?? 0), 0);
}

export function bmiOf(heightCm: number, weightKg: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

/**
 * Unrounded adult prediction. With a weight it uses the height+weight model (with an age as well,
 * the model with age), without one the height-only model, and applies that model's build factors
 * to girths. The age term is clamped to the survey's ages: what happens beyond them is unmeasured.
 */
export function predictAdult(
  coefficients: EstimatorCoefficients,
  category: AdultCategory,
  heightCm: number,
  weightKg: number | undefined,
  build: Build = 'average',
  ageYears?: number,
): Measurements {
  const c = coefficients.categories[category];
  const model = c.models[adultModelName(weightKg, ageYears)];
  const age = ageYears === undefined ? undefined : Math.min(c.surveyRange.age_years[1], Math.max(c.surveyRange.age_years[0], ageYears));
  const x = model.terms.map((term) => termValue(term, heightCm, weightKg, age));
  const factors = build === 'average' ? {} : model.builds[build].factors;
  const out: Measurements = {};
  for (const key of ADULT_TARGET_KEYS[category]) {
    const fit = model.targets[key];
    if (!fit) continue;
    const ln = fit.coefficients.reduce((sum, c, i) => sum + c * (x[i] ?? 0), 0);
    out[key] = Math.exp(ln) * (factors[key] ?? 1);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Children: approximate growth-chart table (NOT fitted; no children's survey is available here)

/**
 * One row per year of age, sexes averaged (the 'children' category has no sex).
 * Sources, as remembered and rounded, not fitted or checked against the originals:
 * - heightCm, bmiMedian: CDC 2000 stature-for-age and BMI-for-age 50th percentiles, boys and
 *   girls averaged.
 * - chest, waist, hips: children's body measurement tables (ASTM D4910 toddlers, D6192 girls,
 *   D6458 boys) as commonly reproduced in retailers' kids' size charts, read against the row's
 *   median height. Those tables give the natural waist; a child has little waist definition, so
 *   we use it for the navel-level waist the rest of the product uses.
 * - the *Ratio columns: segment length / stature, following the usual growth pattern (legs and
 *   arms grow faster than the trunk), ending near the adult ANSUR II ratios at 16
 *   (sleeve 0.335, crotch height 0.48, waist back length 0.265, armhole depth 0.061).
 * - shoulder: biacromial (bone) breadth, like the adult shoulder_width_cm.
 * Expect errors of several cm; the spec's children's size table (chest 54-70, waist 52-60 over
 * 2-4Y..14-16Y) is narrower at the top than these published tables (chest ~80-86 at 14-16).
 */
interface ChildRow {
  age: number;
  heightCm: number;
  bmiMedian: number;
  chest: number;
  waist: number;
  hips: number;
  shoulder: number;
  sleeveRatio: number;
  inseamRatio: number;
  backRatio: number;
  armholeRatio: number;
}

const CHILD_TABLE: readonly ChildRow[] = [
  { age: 2, heightCm: 86.5, bmiMedian: 16.5, chest: 52, waist: 50.5, hips: 54, shoulder: 20.5, sleeveRatio: 0.305, inseamRatio: 0.37, backRatio: 0.255, armholeRatio: 0.058 },
  { age: 3, heightCm: 95.5, bmiMedian: 15.9, chest: 54, waist: 51.5, hips: 56, shoulder: 22, sleeveRatio: 0.308, inseamRatio: 0.385, backRatio: 0.256, armholeRatio: 0.058 },
  { age: 4, heightCm: 102.5, bmiMedian: 15.6, chest: 56, waist: 52.5, hips: 58.5, shoulder: 23, sleeveRatio: 0.31, inseamRatio: 0.4, backRatio: 0.257, armholeRatio: 0.058 },
  { age: 5, heightCm: 109.5, bmiMedian: 15.4, chest: 58, waist: 53.5, hips: 61, shoulder: 24.5, sleeveRatio: 0.313, inseamRatio: 0.413, backRatio: 0.258, armholeRatio: 0.059 },
  { age: 6, heightCm: 115.5, bmiMedian: 15.4, chest: 60, waist: 54.5, hips: 63.5, shoulder: 25.5, sleeveRatio: 0.315, inseamRatio: 0.425, backRatio: 0.258, armholeRatio: 0.059 },
  { age: 7, heightCm: 121.5, bmiMedian: 15.5, chest: 62, waist: 55.5, hips: 66, shoulder: 26.5, sleeveRatio: 0.318, inseamRatio: 0.433, backRatio: 0.259, armholeRatio: 0.059 },
  { age: 8, heightCm: 127.5, bmiMedian: 15.8, chest: 64.5, waist: 57, hips: 69, shoulder: 27.5, sleeveRatio: 0.32, inseamRatio: 0.44, backRatio: 0.26, armholeRatio: 0.06 },
  { age: 9, heightCm: 133, bmiMedian: 16.2, chest: 67, waist: 58.5, hips: 72, shoulder: 28.5, sleeveRatio: 0.323, inseamRatio: 0.448, backRatio: 0.26, armholeRatio: 0.06 },
  { age: 10, heightCm: 138.5, bmiMedian: 16.6, chest: 69.5, waist: 60, hips: 75, shoulder: 29.5, sleeveRatio: 0.325, inseamRatio: 0.455, backRatio: 0.261, armholeRatio: 0.06 },
  { age: 11, heightCm: 144, bmiMedian: 17.2, chest: 72, waist: 61.5, hips: 78, shoulder: 30.5, sleeveRatio: 0.327, inseamRatio: 0.46, backRatio: 0.262, armholeRatio: 0.06 },
  { age: 12, heightCm: 150, bmiMedian: 17.8, chest: 75, waist: 63, hips: 81, shoulder: 31.5, sleeveRatio: 0.329, inseamRatio: 0.465, backRatio: 0.262, armholeRatio: 0.061 },
  { age: 13, heightCm: 156, bmiMedian: 18.4, chest: 78, waist: 65, hips: 84, shoulder: 33, sleeveRatio: 0.331, inseamRatio: 0.468, backRatio: 0.263, armholeRatio: 0.061 },
  { age: 14, heightCm: 162, bmiMedian: 19, chest: 81, waist: 67, hips: 87, shoulder: 34, sleeveRatio: 0.333, inseamRatio: 0.47, backRatio: 0.264, armholeRatio: 0.061 },
  { age: 15, heightCm: 166.5, bmiMedian: 19.6, chest: 83.5, waist: 69, hips: 89.5, shoulder: 35, sleeveRatio: 0.334, inseamRatio: 0.473, backRatio: 0.265, armholeRatio: 0.061 },
  { age: 16, heightCm: 169, bmiMedian: 20.2, chest: 85.5, waist: 71, hips: 91.5, shoulder: 35.5, sleeveRatio: 0.335, inseamRatio: 0.475, backRatio: 0.265, armholeRatio: 0.061 },
];

type ChildColumn = Exclude<keyof ChildRow, 'age'>;

/** Linear interpolation of a column along `along` (age or heightCm), clamped at the table ends. */
function childColumn(along: 'age' | 'heightCm', at: number, column: ChildColumn): number {
  const first = CHILD_TABLE[0];
  const last = CHILD_TABLE[CHILD_TABLE.length - 1];
  if (!first || !last) throw new Error('empty child table');
  if (at <= first[along]) return first[column];
  if (at >= last[along]) return last[column];
  for (let i = 1; i < CHILD_TABLE.length; i++) {
    const lo = CHILD_TABLE[i - 1];
    const hi = CHILD_TABLE[i];
    if (!lo || !hi || at > hi[along]) continue;
    const t = (at - lo[along]) / (hi[along] - lo[along]);
    return lo[column] + t * (hi[column] - lo[column]);
  }
  return last[column];
}

/** Median stature for an age (CDC 2000, approximate) and its inverse. */
export function childMedianHeightCm(ageYears: number): number {
  return childColumn('age', ageYears, 'heightCm');
}

export function childAgeForHeight(heightCm: number): number {
  const first = CHILD_TABLE[0];
  const last = CHILD_TABLE[CHILD_TABLE.length - 1];
  if (!first || !last) throw new Error('empty child table');
  if (heightCm <= first.heightCm) return first.age;
  if (heightCm >= last.heightCm) return last.age;
  for (let i = 1; i < CHILD_TABLE.length; i++) {
    const lo = CHILD_TABLE[i - 1];
    const hi = CHILD_TABLE[i];
    if (!lo || !hi || heightCm > hi.heightCm) continue;
    return lo.age + ((heightCm - lo.heightCm) / (hi.heightCm - lo.heightCm)) * (hi.age - lo.age);
  }
  return last.age;
}

/** Height more than this far (relative) from the age's median is flagged (about ±3 SD). */
const CHILD_HEIGHT_FOR_AGE_TOLERANCE = 0.15;
/** Heights this far beyond the table's 86.5-169 cm are flagged as extrapolations. */
const CHILD_TABLE_HEIGHT_RANGE = [80, 180] as const;

/**
 * How much each child girth grows with weight at a fixed height. Not guessed: it is the adult
 * survey's fitted elasticity (the ln_weight_kg coefficient, men and women averaged), assuming
 * children's girths respond to extra weight in the same proportion.
 */
function childWeightElasticity(coefficients: EstimatorCoefficients, key: 'chest_cm' | 'waist_cm' | 'hips_cm'): number {
  const values = ADULT_CATEGORIES.map((category) => {
    const model = coefficients.categories[category].models.height_weight;
    const target = key === 'chest_cm' && category === 'women' ? 'bust_cm' : key;
    const at = model.terms.indexOf('ln_weight_kg');
    return model.targets[target]?.coefficients[at] ?? 0;
  });
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** A weight far from the expected one is real information, but only up to a point for a table this rough. */
const CHILD_WEIGHT_RATIO_RANGE = [0.6, 2] as const;

function estimateChild(
  coefficients: EstimatorCoefficients,
  heightCm: number,
  weightKg: number | undefined,
  ageYears: number,
): Measurements {
  // Beyond the table, lengths keep the end row's proportions and girths the end row's values,
  // scaled with height so the estimate stays continuous.
  const first = CHILD_TABLE[0];
  const last = CHILD_TABLE[CHILD_TABLE.length - 1];
  if (!first || !last) throw new Error('empty child table');
  const tableHeight = Math.min(last.heightCm, Math.max(first.heightCm, heightCm));
  const girthScale = heightCm / tableHeight;
  const col = (c: ChildColumn): number => childColumn('heightCm', tableHeight, c);
  let weightFactor = (_key: 'chest_cm' | 'waist_cm' | 'hips_cm'): number => 1;
  if (weightKg !== undefined) {
    const expectedKg = childColumn('age', ageYears, 'bmiMedian') * (heightCm / 100) ** 2;
    const ratio = Math.min(CHILD_WEIGHT_RATIO_RANGE[1], Math.max(CHILD_WEIGHT_RATIO_RANGE[0], weightKg / expectedKg));
    weightFactor = (key) => ratio ** childWeightElasticity(coefficients, key);
  }
  return {
    chest_cm: col('chest') * girthScale * weightFactor('chest_cm'),
    waist_cm: col('waist') * girthScale * weightFactor('waist_cm'),
    hips_cm: col('hips') * girthScale * weightFactor('hips_cm'),
    sleeve_cm: heightCm * col('sleeveRatio'),
    inseam_cm: heightCm * col('inseamRatio'),
    shoulder_width_cm: col('shoulder') * girthScale,
    back_length_cm: heightCm * col('backRatio'),
    armhole_depth_cm: heightCm * col('armholeRatio'),
  };
}

// ---------------------------------------------------------------------------------------------
// The entry point

export function roundToEstimateStep(value: number): number {
  return Math.round(value / ESTIMATE_STEP_CM) * ESTIMATE_STEP_CM;
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

function rounded(m: Measurements): Measurements {
  const out: Measurements = {};
  for (const [key, value] of Object.entries(m) as [MeasurementKey, number | undefined][]) {
    if (value !== undefined && Number.isFinite(value)) out[key] = roundToEstimateStep(value);
  }
  return out;
}

const failed = (note: EstimateNote): EstimateResult => ({ measurements: {}, confidence: 0, source: 'smart_estimate', notes: [note] });

/** `undefined`/`null` mean "not given"; anything else must be a finite number. */
function optionalNumber(v: unknown): { given: false } | { given: true; value: number } | 'invalid' {
  if (v === undefined || v === null) return { given: false };
  return typeof v === 'number' && Number.isFinite(v) ? { given: true, value: v } : 'invalid';
}

const inRange = (v: number, [lo, hi]: readonly [number, number]): boolean => v >= lo && v <= hi;

/**
 * Estimates body measurements from height (and weight, build, age). Never throws on bad input:
 * it answers confidence 0 with a note instead. Confidence follows sizing.md §9 (0.6, +0.2 with a
 * weight, capped at 0.85), lowered by 0.2 for an extrapolation outside the survey; children take
 * 0.3 off that and are capped at 0.5.
 */
export function estimateMeasurements(input: EstimateInput, coefficients: EstimatorCoefficients = defaultEstimatorCoefficients()): EstimateResult {
  const { category } = input;
  const height = optionalNumber(input.heightCm);
  const weight = optionalNumber(input.weightKg);
  const age = optionalNumber(input.ageYears);
  const isAdult = category === 'men' || category === 'women';
  if ((!isAdult && category !== 'children') || height === 'invalid' || !height.given || weight === 'invalid' || age === 'invalid') {
    return failed('INVALID_INPUT');
  }
  const heightCm = height.value;
  if (!inRange(heightCm, ESTIMATOR_HEIGHT_RANGE_CM)) return failed('HEIGHT_OUT_OF_RANGE');

  const notes: EstimateNote[] = [];
  let build: Build = 'average';
  if (input.build !== undefined && input.build !== null) {
    if ((BUILDS as readonly unknown[]).includes(input.build)) build = input.build;
    else notes.push('BUILD_IGNORED');
  }

  const weightRange = isAdult ? ESTIMATOR_WEIGHT_RANGE_KG : CHILD_WEIGHT_RANGE_KG;
  let weightKg: number | undefined;
  if (weight.given) {
    if (inRange(weight.value, weightRange) && inRange(bmiOf(heightCm, weight.value), PLAUSIBLE_BMI_RANGE)) weightKg = weight.value;
    else notes.push('WEIGHT_IGNORED');
  }
  if (weightKg === undefined) notes.push('HEIGHT_ONLY');

  let confidence = Math.min(CONFIDENCE_CAP, CONFIDENCE_BASE + (weightKg === undefined ? 0 : CONFIDENCE_WEIGHT_BONUS));
  let estimate: Measurements;

  if (isAdult) {
    const c = coefficients.categories[category];
    const range = c.surveyRange;
    let ageYears: number | undefined;
    if (age.given) {
      if (inRange(age.value, ADULT_AGE_RANGE_YEARS)) ageYears = age.value;
      else notes.push('AGE_IGNORED');
    }
    const outside =
      !inRange(heightCm, range.height_cm) ||
      (weightKg !== undefined && (!inRange(weightKg, range.weight_kg) || !inRange(bmiOf(heightCm, weightKg), range.bmi)));
    if (outside) {
      notes.push('OUTSIDE_SURVEY_RANGE');
      confidence -= CONFIDENCE_OUTSIDE_SURVEY_PENALTY;
    }
    // The distance uses the age as given (not clamped): a 75-year-old is far from a survey of 17-58.
    const used = ageYears !== undefined && weightKg !== undefined ? ageYears : undefined;
    const distance = surveyDistance(c, heightCm, weightKg, used);
    const radius = SURVEY_BULK_RADIUS[weightKg === undefined ? 1 : 2];
    if (distance > radius) {
      if (!outside) notes.push('FAR_FROM_SURVEY_BULK');
      confidence -= CONFIDENCE_PER_DISTANCE * (distance - radius);
    }
    estimate = predictAdult(coefficients, category, heightCm, weightKg, build, used);
  } else {
    notes.push('CHILD_GROWTH_CHART_ESTIMATE');
    if (build !== 'average' && !notes.includes('BUILD_IGNORED')) notes.push('BUILD_IGNORED');
    confidence = Math.min(CHILD_CONFIDENCE_CAP, confidence - CHILD_CONFIDENCE_PENALTY);
    let ageYears: number;
    if (age.given) {
      ageYears = Math.min(CHILD_AGE_RANGE_YEARS[1], Math.max(CHILD_AGE_RANGE_YEARS[0], age.value));
      if (ageYears !== age.value) notes.push('AGE_OUT_OF_RANGE');
      const median = childMedianHeightCm(ageYears);
      if (Math.abs(heightCm - median) / median > CHILD_HEIGHT_FOR_AGE_TOLERANCE) {
        notes.push('HEIGHT_UNUSUAL_FOR_AGE');
        confidence -= CHILD_HEIGHT_FOR_AGE_PENALTY;
      }
    } else {
      ageYears = childAgeForHeight(heightCm);
      notes.push('AGE_INFERRED_FROM_HEIGHT');
    }
    if (!inRange(heightCm, CHILD_TABLE_HEIGHT_RANGE)) {
      notes.push('OUTSIDE_SURVEY_RANGE');
      confidence -= CONFIDENCE_OUTSIDE_SURVEY_PENALTY;
    }
    estimate = estimateChild(coefficients, heightCm, weightKg, ageYears);
  }

  const measurements: Measurements = { height_cm: heightCm, ...(weightKg === undefined ? {} : { weight_kg: weightKg }), ...estimate };
  return {
    measurements: rounded(measurements),
    confidence: round2(Math.max(CONFIDENCE_FLOOR, confidence)),
    source: 'smart_estimate',
    notes,
  };
}

/**
 * How far a real body typically lies from an adult estimate, per key: the model's residual
 * standard deviation in log units (from the survey fit). Children have no survey data, so none.
 */
export function estimateSpreadLog(category: SizeCategory, withWeight: boolean, coefficients: EstimatorCoefficients = defaultEstimatorCoefficients()): Partial<Record<MeasurementKey, number>> {
  if (category === 'children') return {};
  const model = coefficients.categories[category].models[withWeight ? 'height_weight' : 'height_only'];
  const out: Partial<Record<MeasurementKey, number>> = {};
  for (const [key, fit] of Object.entries(model.targets) as [MeasurementKey, TargetFit][]) out[key] = fit.residualSdLog;
  return out;
}
