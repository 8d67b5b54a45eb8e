/**
 * Smart Estimates (docs/requirements/sizing.md §2 "Smart Estimates", §9 "Estimator ratios of height"): height,
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
import { bmiOf, predictAdult, surveyBmiDistance, surveyDistance } from './estimator-adult';
import { CHILD_HEIGHT_FOR_AGE_TOLERANCE, CHILD_TABLE_HEIGHT_RANGE, childAgeForHeight, childMedianHeightCm, estimateChild } from './estimator-child';
import { defaultEstimatorCoefficients, type EstimatorCoefficients, type TargetFit } from './estimator-model';
import { CHILD_AGE_RANGE_YEARS, CHILD_CONFIDENCE_CAP, CHILD_CONFIDENCE_PENALTY, CHILD_HEIGHT_FOR_AGE_PENALTY, CHILD_WEIGHT_RANGE_KG, CONFIDENCE_BASE, CONFIDENCE_CAP, CONFIDENCE_FLOOR, CONFIDENCE_OUTSIDE_SURVEY_PENALTY, CONFIDENCE_PER_BMI_DISTANCE, CONFIDENCE_PER_DISTANCE, CONFIDENCE_WEIGHT_BONUS, ESTIMATE_STEP_CM, type EstimateInput, type EstimateNote, type EstimateResult, ESTIMATOR_HEIGHT_RANGE_CM, ESTIMATOR_WEIGHT_RANGE_KG, PLAUSIBLE_BMI_RANGE, SURVEY_BULK_RADIUS } from './estimator-rules';
import { ADULT_AGE_RANGE_YEARS } from './constants';
import type { EstimateContext } from './estimate-size';
import { BUILDS, type Build, type MeasurementKey, type Measurements, type SizeCategory } from './types';

export * from './estimator-rules';
export * from './estimator-model';
export * from './estimator-adult';
export { childAgeForHeight, childMedianHeightCm } from './estimator-child';

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
 * it answers confidence 0 with a note instead. Confidence follows docs/requirements/sizing.md §9 (0.6, +0.2 with a
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
    // Beyond the bulk in height and weight, or in BMI alone (a BMI-40 body of ordinary height):
    // whichever lies further out sets the penalty.
    const bmiBeyond = weightKg === undefined ? 0 : surveyBmiDistance(c, heightCm, weightKg) - SURVEY_BULK_RADIUS[1];
    const penalty = Math.max(CONFIDENCE_PER_DISTANCE * (distance - radius), CONFIDENCE_PER_BMI_DISTANCE * bmiBeyond);
    if (penalty > 0) {
      if (!outside) notes.push('FAR_FROM_SURVEY_BULK');
      confidence -= penalty;
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
 * standard deviation in log units (from the survey fit). With the body's BMI, the spread measured
 * at that BMI (the survey's band holding it, the heaviest band beyond the survey) when it is
 * wider than the survey's average: heavier bodies differ more from each other, and a size picked
 * for the average spread runs small on them. Children have no survey data, so none.
 */
export function estimateSpreadLog(
  category: SizeCategory,
  withWeight: boolean,
  bmi?: number,
  coefficients: EstimatorCoefficients = defaultEstimatorCoefficients(),
): Partial<Record<MeasurementKey, number>> {
  if (category === 'children') return {};
  const model = coefficients.categories[category].models[withWeight ? 'height_weight' : 'height_only'];
  const out: Partial<Record<MeasurementKey, number>> = {};
  for (const [key, fit] of Object.entries(model.targets) as [MeasurementKey, TargetFit][]) {
    const band = bmi === undefined || !Number.isFinite(bmi) ? undefined : fit.residualSdLogByBmi.filter(([from]) => bmi >= from).at(-1);
    out[key] = Math.max(fit.residualSdLog, band?.[1] ?? 0);
  }
  return out;
}

/**
 * Everything a size from an estimate needs to know about it (estimate-size.ts), worked out again
 * from the height and weight in the measurements so the server and the device agree without
 * trusting a client's word: the spread at the body's BMI, whether it lies beyond the survey's
 * bulk, and the estimate's confidence.
 */
export function estimateContext(category: SizeCategory, measurements: Measurements, withWeight: boolean): EstimateContext {
  const heightCm = measurements.height_cm;
  const weightKg = withWeight ? measurements.weight_kg : undefined;
  const bmi = heightCm !== undefined && weightKg !== undefined ? bmiOf(heightCm, weightKg) : undefined;
  const spreadLog = estimateSpreadLog(category, withWeight, bmi);
  if (heightCm === undefined || category === 'children') return { spreadLog };
  const estimate = estimateMeasurements({ category, heightCm, ...(weightKg === undefined ? {} : { weightKg }) });
  const beyondBulk = estimate.notes.includes('FAR_FROM_SURVEY_BULK') || estimate.notes.includes('OUTSIDE_SURVEY_RANGE');
  return { spreadLog, beyondBulk, ...(estimate.confidence > 0 ? { estimateConfidence: estimate.confidence } : {}) };
}
