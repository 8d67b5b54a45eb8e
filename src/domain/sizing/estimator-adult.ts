import type { Build, Measurements } from './types';
import type { CategoryCoefficients, EstimatorCoefficients, EstimatorModelName, EstimatorTerm } from './estimator-model';
import { ADULT_TARGET_KEYS, type AdultCategory, GIRTH_KEYS } from './estimator-rules';

/**
 * Adult estimates: the power-law regressions fitted to ANSUR II, and how far a body lies from the
 * survey (estimator.ts).
 */

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

/**
 * How many of the survey's standard deviations of ln BMI a body lies from the survey's mean BMI
 * (from the same bulk: ln BMI = ln weight - 2 ln height + ln 10⁴). The two-variable distance
 * above underrates a heavy body of ordinary height: height and weight are correlated, so a tall
 * heavy man is common while a BMI of 40 at any height is rare in the survey, and it is the BMI
 * that the girths' extrapolation error follows (decision 033).
 */
export function surveyBmiDistance(category: CategoryCoefficients, heightCm: number, weightKg: number): number {
  const [mh, mw] = category.bulk.mean;
  const [[vhh, vhw], [, vww]] = category.bulk.covariance;
  const variance = vww + 4 * vhh - 4 * vhw;
  if (!(variance > 0)) return 0;
  return Math.abs(Math.log(weightKg) - 2 * Math.log(heightCm) - (mw - 2 * mh)) / Math.sqrt(variance);
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
 * Where a body lies on a model's linear tail (decision 033): the weight its power-law part is
 * evaluated at (capped at the tail knot's BMI for the body's height) and how far beyond that
 * weight the body is, as a fraction of it (0 inside the bulk).
 */
export function tailPosition(tailKnotBmi: number | null, heightCm: number, weightKg: number | undefined): { weightKg: number | undefined; excess: number } {
  if (tailKnotBmi === null || weightKg === undefined) return { weightKg, excess: 0 };
  const knotWeight = tailKnotBmi * (heightCm / 100) ** 2;
  return weightKg > knotWeight ? { weightKg: knotWeight, excess: weightKg / knotWeight - 1 } : { weightKg, excess: 0 };
}

/**
 * How a girth's linear tail leans on the plain linear model (decision 037): its share of the
 * tail's slope, that model's slope in cm per kg at the body's height, and the knot weight.
 */
export interface TailLean {
  share: number;
  slopeCmPerKg: number;
  knotWeightKg: number;
}

/** The plain linear model's cm per kg at a height, from a target's tailLinear.slope. */
export function linearSlopeCmPerKg(slope: readonly [number, number], heightCm: number): number {
  return slope[0] + slope[1] / (heightCm / 100) ** 2;
}

/**
 * ln of one key's prediction from a model's term values (x, with the weight capped at the tail
 * knot) and the body's excess beyond the knot: the power law, and for a girth beyond the knot a
 * straight line in weight from the knot, y_knot * (1 + e * excess). e is the power law's weight
 * exponent c (its tangent: decision 033), or with a lean (decision 037) the blend
 * (1 - share) * c + share * s * knot weight / y_knot, s the plain linear model's cm per kg, so
 * the tail's cm per kg is the same blend of the two slopes. A girth thus keeps growing by the same
 * cm per kg beyond the knot instead of bending flat; lengths keep the power law (bones do not
 * grow with weight).
 */
export function predictLn(coefficients: readonly number[], x: readonly number[], weightAt: number, excess: number, girth: boolean, lean?: TailLean): number {
  const ln = coefficients.reduce((sum, c, i) => sum + c * (x[i] ?? 0), 0);
  if (!girth || excess <= 0 || weightAt < 0) return ln;
  const c = coefficients[weightAt] ?? 0;
  if (!lean || lean.share === 0) return ln + Math.log1p(c * excess);
  // Never a falling girth: a negative blended slope would shrink it with more weight.
  const e = Math.max(0, (1 - lean.share) * c + (lean.share * lean.slopeCmPerKg * lean.knotWeightKg) / Math.exp(ln));
  return ln + Math.log1p(e * excess);
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
  const tail = tailPosition(model.tailKnotBmi, heightCm, weightKg);
  // Girths take the weight at the knot plus the linear tail; lengths the weight as it is.
  const xGirth = model.terms.map((term) => termValue(term, heightCm, tail.weightKg, age));
  const xLength = model.terms.map((term) => termValue(term, heightCm, weightKg, age));
  const weightAt = model.terms.indexOf('ln_weight_kg');
  const factors = build === 'average' ? {} : model.builds[build].factors;
  const out: Measurements = {};
  for (const key of ADULT_TARGET_KEYS[category]) {
    const fit = model.targets[key];
    if (!fit) continue;
    const girth = GIRTH_KEYS.includes(key);
    const lean =
      fit.tailLinear && tail.weightKg !== undefined
        ? { share: fit.tailLinear.share, slopeCmPerKg: linearSlopeCmPerKg(fit.tailLinear.slope, heightCm), knotWeightKg: tail.weightKg }
        : undefined;
    out[key] = Math.exp(predictLn(fit.coefficients, girth ? xGirth : xLength, weightAt, tail.excess, girth, lean)) * (factors[key] ?? 1);
  }
  return out;
}
