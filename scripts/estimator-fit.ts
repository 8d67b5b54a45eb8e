/**
 * Fitting code of the Smart Estimates estimator, shared by `scripts/fit-estimator.ts` (which
 * writes src/domain/sizing/estimator-coefficients.json) and the accuracy test (which refits it in
 * cross-validation and checks the committed file is exactly what this code produces).
 *
 * Model choice, per sex and per target key (all on ANSUR II, see datasets/ansur2/README.md):
 *   ln(y) = a + b·ln(height_cm) + c·ln(weight_kg)        (height_weight)
 *   ln(y) = a + b·ln(height_cm)                          (height_only, used without a weight)
 * i.e. y = e^a · height^b · weight^c, the allometric power law. Compared in 5-fold CV with linear
 * models in height and weight, with BMI, height×weight or squared terms added, and with log-BMI²,
 * it was as good or better for every key (differences under 0.05 cm MAE), has the fewest
 * parameters, and stays positive and smooth when extrapolated to bodies outside the survey.
 * Ordinary least squares on the ln scale via the normal equations.
 *
 * With an age as well (issue 19: the survey's older people have larger girths at the same height
 * and weight, and a fit on the young misses them):
 *   ln(y) = a + b·ln(height_cm) + c·ln(weight_kg) + d·ln(age_years)   (height_weight_age)
 * the same power law with an age factor. Fewer free terms where the data says little: the age
 * term is kept for a key only if it lowers that key's residual SD by at least 1% on the fitting
 * rows (AGE_TERM_MIN_GAIN); otherwise its coefficient is 0 (women's hips, most lengths). Compared
 * with a linear age term, ln(age) extrapolated better from the under-35s to the over-35s.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadAnsur, type Person } from './ansur';
import {
  ADJUSTED_BUILDS,
  ADULT_CATEGORIES,
  ADULT_TARGET_KEYS,
  bmiOf,
  estimateMeasurements,
  GIRTH_KEYS,
  predictAdult,
  linearSlopeCmPerKg,
  predictLn,
  tailPosition,
  termValue,
  type AdjustedBuild,
  type AdultCategory,
  type BuildAdjustment,
  type CategoryCoefficients,
  type EstimateResult,
  type EstimatorCoefficients,
  type EstimatorModel,
  type EstimatorModelName,
  type EstimatorTerm,
  type TailLean,
  type TailLinear,
  type TargetFit,
} from '../src/domain/sizing/estimator';
import type { Build, MeasurementKey, Measurements } from '../src/domain/sizing/types';

export const FOLDS = 5;
/** A build group is the top quarter of the survey on that build's score. */
export const BUILD_QUANTILE = 0.75;

export const MODEL_TERMS: Readonly<Record<EstimatorModelName, readonly EstimatorTerm[]>> = {
  height_weight: ['intercept', 'ln_height_cm', 'ln_weight_kg'],
  height_only: ['intercept', 'ln_height_cm'],
  height_weight_age: ['intercept', 'ln_height_cm', 'ln_weight_kg', 'ln_age_years'],
};
export const MODEL_NAMES: readonly EstimatorModelName[] = ['height_weight', 'height_only', 'height_weight_age'];
/** Minimum relative drop of a key's residual SD that earns it the age term. */
export const AGE_TERM_MIN_GAIN = 0.01;

const SOURCE =
  'ANSUR II public release (2012 US Army Anthropometric Survey, NATICK/TR-15/007; US Government work, public domain), datasets/ansur2/: 4,082 men, 1,986 women';
const GENERATED_BY = 'scripts/fit-estimator.ts (npm run fit:estimator); fitting code in scripts/estimator-fit.ts. Do not edit by hand.';
const METHOD =
  'Per sex and target: OLS of ln(cm) on [1, ln(height_cm), ln(weight_kg)] (height_weight), [1, ln(height_cm)] (height_only) or ' +
  '[1, ln(height_cm), ln(weight_kg), ln(age_years)] (height_weight_age; the age coefficient is 0 where it lowers the residual SD by less than 1%). ' +
  'Girths beyond tailKnotBmi: ln(weight) taken at the knot weight and ln(1 + c·(weight/knot weight - 1)) added, c the weight coefficient ' +
  '(linear in weight with the power law\'s slope at the knot); c by golden-section search, the rest by OLS. ' +
  'A target with tailLinear (decision 037): the tail\'s cm per kg is (1 - share) times that tangent plus share times the slope in weight of the ' +
  'plain linear model on [1, height_cm, weight_kg, BMI] fitted on the same rows (slope: cm per kg, cm per BMI unit); fitted with the tail in place. ' +
  'residualSdLogByBmi: residual SD of the fitting rows per BMI band from the given lower bound. ' +
  'bulk: mean and covariance of [ln(height_cm), ln(weight_kg), age_years], for the distance that lowers confidence. ' +
  'cvMaeCm: 5-fold cross-validated mean absolute error in cm, fold = index within the sex in file order mod 5. ' +
  'Build factors: exp(mean ln-residual) of the survey people in the top quarter of the build score (see each build definition); average = 1.';

// ---------------------------------------------------------------------------------------------
// Numbers

/** Significant-digit rounding so the written file is stable and diffs stay readable. */
export function roundSig(value: number, digits = 8): number {
  return value === 0 ? 0 : Number(value.toPrecision(digits));
}
const roundTo = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/**
 * Least squares via the normal equations (XᵀX)β = Xᵀy, solved by Gaussian elimination with
 * partial pivoting. Columns are scaled to unit RMS first so ln terms and the intercept are on
 * the same footing.
 */
export function leastSquares(rows: readonly (readonly number[])[], y: readonly number[]): number[] {
  const p = rows[0]?.length ?? 0;
  if (p === 0 || rows.length < p || rows.length !== y.length) throw new Error('leastSquares: not enough rows');
  const scale = Array.from({ length: p }, (_, j) => Math.sqrt(rows.reduce((s, r) => s + (r[j] ?? 0) ** 2, 0) / rows.length) || 1);
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  rows.forEach((r, i) => {
    const yi = y[i] ?? 0;
    for (let j = 0; j < p; j++) {
      const xj = (r[j] ?? 0) / (scale[j] ?? 1);
      const aj = a[j];
      if (!aj) continue;
      for (let k = 0; k < p; k++) aj[k] = (aj[k] ?? 0) + xj * ((r[k] ?? 0) / (scale[k] ?? 1));
      aj[p] = (aj[p] ?? 0) + xj * yi;
    }
  });
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[pivot]?.[c] ?? 0)) pivot = r;
    const pivotRow = a[pivot];
    const current = a[c];
    if (!pivotRow || !current) throw new Error('leastSquares: bad matrix');
    a[c] = pivotRow;
    a[pivot] = current;
    const diag = pivotRow[c] ?? 0;
    if (Math.abs(diag) < 1e-12) throw new Error('leastSquares: singular system');
    for (let r = 0; r < p; r++) {
      const row = a[r];
      if (r === c || !row) continue;
      const f = (row[c] ?? 0) / diag;
      for (let k = c; k <= p; k++) row[k] = (row[k] ?? 0) - f * (pivotRow[k] ?? 0);
    }
  }
  return Array.from({ length: p }, (_, j) => (a[j]?.[p] ?? 0) / (a[j]?.[j] ?? 1) / (scale[j] ?? 1));
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

function value(person: Person, key: MeasurementKey): number {
  const v = person.measurements[key];
  if (v === undefined) throw new Error(`${person.id} has no ${key}`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Builds

/** The chest girth key of a category: women's survey chest girth is the bust. */
const upperGirth = (category: AdultCategory): MeasurementKey => (category === 'women' ? 'bust_cm' : 'chest_cm');

export function buildDefinitions(category: AdultCategory): Record<AdjustedBuild, string> {
  const upper = upperGirth(category);
  const girths = girthKeysOf(category).join(', ');
  const z = 'z = ln-residual / residual SD of the model';
  return {
    slim: `top quarter of -mean(z) over all girths (${girths}): girths smaller than the model predicts; ${z}`,
    athletic: `top quarter of mean(z ${upper}, z bicep_cm) - z waist_cm: larger chest and (flexed) biceps, smaller waist than predicted; ${z}`,
    curvy: `top quarter of mean(z hips_cm, z ${upper}) - z waist_cm: larger hips and ${upper === 'bust_cm' ? 'bust' : 'chest'} relative to the waist than predicted; ${z}`,
  };
}

const girthKeysOf = (category: AdultCategory): MeasurementKey[] => ADULT_TARGET_KEYS[category].filter((k) => GIRTH_KEYS.includes(k));

function fitBuilds(
  category: AdultCategory,
  residuals: ReadonlyMap<MeasurementKey, readonly number[]>,
  sds: ReadonlyMap<MeasurementKey, number>,
): Record<AdjustedBuild, BuildAdjustment> {
  const girths = girthKeysOf(category);
  const upper = upperGirth(category);
  const n = residuals.get(upper)?.length ?? 0;
  const z = (key: MeasurementKey, i: number): number => (residuals.get(key)?.[i] ?? 0) / (sds.get(key) ?? 1);
  const scores: Record<AdjustedBuild, (i: number) => number> = {
    slim: (i) => -mean(girths.map((k) => z(k, i))),
    athletic: (i) => (z(upper, i) + z('bicep_cm', i)) / 2 - z('waist_cm', i),
    curvy: (i) => (z('hips_cm', i) + z(upper, i)) / 2 - z('waist_cm', i),
  };
  const definitions = buildDefinitions(category);
  const out = {} as Record<AdjustedBuild, BuildAdjustment>;
  for (const build of ADJUSTED_BUILDS) {
    const score = Array.from({ length: n }, (_, i) => scores[build](i));
    const sorted = [...score].sort((x, y) => x - y);
    const threshold = sorted[Math.floor(BUILD_QUANTILE * (n - 1))] ?? Infinity;
    const group = score.flatMap((s, i) => (s >= threshold ? [i] : []));
    const factors: Partial<Record<MeasurementKey, number>> = {};
    for (const key of girths) {
      const r = residuals.get(key) ?? [];
      factors[key] = roundTo(Math.exp(mean(group.map((i) => r[i] ?? 0))), 5);
    }
    out[build] = { definition: definitions[build], groupSize: group.length, factors };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fitting

function surveyBulk(people: readonly Person[]): CategoryCoefficients['bulk'] {
  const vectors = people.map((p) => [Math.log(p.measurements.height_cm), Math.log(p.measurements.weight_kg), p.ageYears]);
  const m = [0, 1, 2].map((j) => mean(vectors.map((v) => v[j] ?? 0)));
  const cov = (i: number, j: number): number =>
    roundSig(vectors.reduce((s, v) => s + ((v[i] ?? 0) - (m[i] ?? 0)) * ((v[j] ?? 0) - (m[j] ?? 0)), 0) / (vectors.length - 1), 6);
  return {
    mean: [roundSig(m[0] ?? 0, 8), roundSig(m[1] ?? 0, 8), roundSig(m[2] ?? 0, 8)],
    covariance: [
      [cov(0, 0), cov(0, 1), cov(0, 2)],
      [cov(1, 0), cov(1, 1), cov(1, 2)],
      [cov(2, 0), cov(2, 1), cov(2, 2)],
    ],
  };
}

function surveyRange(people: readonly Person[]): CategoryCoefficients['surveyRange'] {
  const h = people.map((p) => p.measurements.height_cm);
  const w = people.map((p) => p.measurements.weight_kg);
  const b = people.map((p) => bmiOf(p.measurements.height_cm, p.measurements.weight_kg));
  const a = people.map((p) => p.ageYears);
  const floor1 = (x: number): number => Math.floor(x * 10) / 10;
  const ceil1 = (x: number): number => Math.ceil(x * 10) / 10;
  return {
    height_cm: [floor1(Math.min(...h)), ceil1(Math.max(...h))],
    weight_kg: [floor1(Math.min(...w)), ceil1(Math.max(...w))],
    bmi: [floor1(Math.min(...b)), ceil1(Math.max(...b))],
    age_years: [Math.min(...a), Math.max(...a)],
  };
}

/**
 * Girths grow linearly in weight beyond this BMI (decision 033): near the upper edge of the
 * survey's bulk (three quarters of the women and two thirds of the men lie below it), low enough
 * that a fit on BMI < 30 still sees the tail start.
 */
export const TAIL_KNOT_BMI = 28;
/**
 * Share of the plain linear model's slope (height, weight, BMI; fitted on the same rows) in a
 * girth's tail slope beyond the knot, the rest being the power law's tangent (decision 037); a
 * girth not listed keeps the tangent alone. Only the women's hips lean: with the tangent they ran
 * small above BMI 35 when fitted below 30 (on the soldiers, and more on the civilian survey),
 * while the women's bust and waist and every men's girth already run large there and would only
 * gain bias from a steeper tail.
 */
export const TAIL_LINEAR_SHARE: Readonly<Record<AdultCategory, Partial<Record<MeasurementKey, number>>>> = { women: { hips_cm: 0.75 }, men: {} };
/** BMI bands whose residual SD is stored for the spread at a body's BMI (estimateSpreadLog). */
export const SPREAD_BMI_BANDS: readonly number[] = [0, 25, 30, 35];

/** Inverse of a small symmetric positive definite matrix (Gauss-Jordan with partial pivoting). */
function invert(a: readonly (readonly number[])[]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[pivot]?.[c] ?? 0)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] ?? [], m[c] ?? []];
    const row = m[c] ?? [];
    const diag = row[c] ?? 0;
    if (Math.abs(diag) < 1e-15) throw new Error('invert: singular matrix');
    for (let k = 0; k < 2 * n; k++) row[k] = (row[k] ?? 0) / diag;
    for (let r = 0; r < n; r++) {
      const other = m[r];
      if (r === c || !other) continue;
      const f = other[c] ?? 0;
      for (let k = 0; k < 2 * n; k++) other[k] = (other[k] ?? 0) - f * (row[k] ?? 0);
    }
  }
  return m.map((row) => row.slice(n));
}

/**
 * Least squares of one key with the linear tail: for a weight exponent c the other coefficients
 * are linear, so c is found by golden-section search on the residual sum of squares (it is
 * unimodal in c here) and the rest by OLS at that c. Without a tail (lengths, or no weight term),
 * plain OLS. Returns the coefficients in term order.
 *
 * The tail term of row i is ln(1 + excess_i * ((1 - share) * c + lift_i)): with share 0 and no
 * lift the power law's tangent (decision 033); lift_i = share * s_i * knot weight_i / y_knot_i
 * leans it on the plain linear model's slope s_i (decision 037), y_knot_i taken from a first fit
 * with the tangent (the lift barely moves the fit below the knot, which sets y_knot).
 */
function fitKey(
  rows: readonly (readonly number[])[],
  y: readonly number[],
  weightAt: number,
  excess: readonly number[],
  tail: boolean,
  share = 0,
  lift: readonly number[] = [],
): number[] {
  if (!tail || weightAt < 0) return leastSquares(rows, y);
  const others = rows.map((r) => r.filter((_, j) => j !== weightAt));
  const tailTerm = (c: number, i: number): number => Math.log1p((excess[i] ?? 0) * ((1 - share) * c + (lift[i] ?? 0)));
  // The other columns do not change with c: their Gram matrix is inverted once, so each step of
  // the search costs one pass over the rows (the final coefficients come from leastSquares).
  const p = others[0]?.length ?? 0;
  const gram = Array.from({ length: p }, (_, j) => Array.from({ length: p }, (_, k) => others.reduce((s, r) => s + (r[j] ?? 0) * (r[k] ?? 0), 0)));
  const inverse = invert(gram);
  const sse = (c: number): number => {
    let tt = 0;
    const xt = new Array<number>(p).fill(0);
    y.forEach((yi, i) => {
      const t = yi - c * (rows[i]?.[weightAt] ?? 0) - tailTerm(c, i);
      tt += t * t;
      const r = others[i] ?? [];
      for (let j = 0; j < p; j++) xt[j] = (xt[j] ?? 0) + (r[j] ?? 0) * t;
    });
    const beta = inverse.map((row) => row.reduce((s, v, k) => s + v * (xt[k] ?? 0), 0));
    return tt - beta.reduce((s, b, j) => s + b * (xt[j] ?? 0), 0);
  };
  const golden = (Math.sqrt(5) - 1) / 2;
  let lo = 0;
  let hi = 2;
  for (let step = 0; step < 60; step++) {
    const a = hi - golden * (hi - lo);
    const b = lo + golden * (hi - lo);
    if (sse(a) < sse(b)) hi = b;
    else lo = a;
  }
  const c = (lo + hi) / 2;
  const beta = leastSquares(
    others,
    y.map((yi, i) => yi - c * (rows[i]?.[weightAt] ?? 0) - tailTerm(c, i)),
  );
  beta.splice(weightAt, 0, c);
  return beta;
}

/**
 * fitKey with the tail leaning on the plain linear model by `share`: a first fit with the tangent
 * gives each tail row's y at the knot, from which its lift follows, then the fit with the lift.
 */
function fitKeyLeaning(
  rows: readonly (readonly number[])[],
  y: readonly number[],
  weightAt: number,
  excess: readonly number[],
  tail: boolean,
  share: number,
  slopeTimesKnot: readonly number[],
): number[] {
  const first = fitKey(rows, y, weightAt, excess, tail);
  if (!tail || weightAt < 0 || share === 0) return first;
  const lift = rows.map((r, i) => ((excess[i] ?? 0) > 0 ? (share * (slopeTimesKnot[i] ?? 0)) / Math.exp(r.reduce((s, x, j) => s + x * (first[j] ?? 0), 0)) : 0));
  return fitKey(rows, y, weightAt, excess, tail, share, lift);
}

function fitModel(category: AdultCategory, name: EstimatorModelName, people: readonly Person[]): EstimatorModel {
  const terms = [...MODEL_TERMS[name]];
  const weightAt = terms.indexOf('ln_weight_kg');
  const tailKnotBmi = weightAt < 0 ? null : TAIL_KNOT_BMI;
  const tails = people.map((p) => tailPosition(tailKnotBmi, p.measurements.height_cm, p.measurements.weight_kg));
  const excess = tails.map((t) => t.excess);
  // Girths see the weight capped at the knot (the tail adds the rest), lengths the weight as it is.
  const girthRows = people.map((p, i) => terms.map((t) => termValue(t, p.measurements.height_cm, tails[i]?.weightKg, p.ageYears)));
  const lengthRows = people.map((p) => terms.map((t) => termValue(t, p.measurements.height_cm, p.measurements.weight_kg, p.ageYears)));
  const ageAt = terms.indexOf('ln_age_years');
  const weightAtWithoutAge = ageAt >= 0 && ageAt < weightAt ? weightAt - 1 : weightAt;
  const bmis = people.map((p) => bmiOf(p.measurements.height_cm, p.measurements.weight_kg));
  const targets: Partial<Record<MeasurementKey, TargetFit>> = {};
  const residuals = new Map<MeasurementKey, number[]>();
  const sds = new Map<MeasurementKey, number>();
  const dof = people.length - terms.length;
  const plainRows = people.map((p, i) => [1, p.measurements.height_cm, p.measurements.weight_kg, bmis[i] ?? 0]);
  for (const key of ADULT_TARGET_KEYS[category]) {
    const girth = GIRTH_KEYS.includes(key);
    const rows = girth ? girthRows : lengthRows;
    const tailLinearShare = girth && tailKnotBmi !== null ? (TAIL_LINEAR_SHARE[category][key] ?? 0) : 0;
    // The plain linear model's slope in weight (cm per kg and per BMI unit), fitted on the same rows.
    const linear = tailLinearShare > 0 ? leastSquares(plainRows, people.map((p) => value(p, key))) : undefined;
    const tailLinear: TailLinear | undefined = linear ? { share: tailLinearShare, slope: [roundSig(linear[2] ?? 0), roundSig(linear[3] ?? 0)] } : undefined;
    const leans: (TailLean | undefined)[] = people.map((p, i) => {
      const knotWeightKg = tails[i]?.weightKg;
      if (!tailLinear || (excess[i] ?? 0) <= 0 || knotWeightKg === undefined) return undefined;
      return { share: tailLinear.share, slopeCmPerKg: linearSlopeCmPerKg(tailLinear.slope, p.measurements.height_cm), knotWeightKg };
    });
    const slopeTimesKnot = leans.map((l) => (l ? l.slopeCmPerKg * l.knotWeightKg : 0));
    const withoutAge = ageAt < 0 ? rows : rows.map((r) => r.filter((_, j) => j !== ageAt));
    const y = people.map((p) => Math.log(value(p, key)));
    const lnOf = (x: readonly (readonly number[])[], at: number, beta: readonly number[]) => (i: number) => predictLn(beta, x[i] ?? [], at, excess[i] ?? 0, girth, leans[i]);
    const sdOf = (predict: (i: number) => number): number => Math.sqrt(y.reduce((s, yi, i) => s + (yi - predict(i)) ** 2, 0) / y.length);
    let coefficients = fitKeyLeaning(rows, y, weightAt, excess, girth, tailLinearShare, slopeTimesKnot).map((c) => roundSig(c));
    if (ageAt >= 0) {
      const plain = fitKeyLeaning(withoutAge, y, weightAtWithoutAge, excess, girth, tailLinearShare, slopeTimesKnot);
      if (1 - sdOf(lnOf(rows, weightAt, coefficients)) / sdOf(lnOf(withoutAge, weightAtWithoutAge, plain)) < AGE_TERM_MIN_GAIN) {
        coefficients = plain.map((c) => roundSig(c));
        coefficients.splice(ageAt, 0, 0);
      }
    }
    const predict = lnOf(rows, weightAt, coefficients);
    const r = y.map((yi, i) => yi - predict(i));
    const rCm = people.map((p, i) => value(p, key) - Math.exp(predict(i)));
    const residualSdLog = Math.sqrt(r.reduce((s, x) => s + x * x, 0) / dof);
    const residualSdLogByBmi: [number, number][] = SPREAD_BMI_BANDS.map((from, b) => {
      const to = SPREAD_BMI_BANDS[b + 1] ?? Infinity;
      const band = r.filter((_, i) => (bmis[i] ?? 0) >= from && (bmis[i] ?? 0) < to);
      // A band with too few bodies to measure a spread falls back to the whole survey's.
      const sd = band.length >= 10 ? Math.sqrt(band.reduce((s, x) => s + x * x, 0) / band.length) : residualSdLog;
      return [from, roundTo(sd, 5)];
    });
    residuals.set(key, r);
    sds.set(key, residualSdLog);
    targets[key] = {
      coefficients,
      residualSdLog: roundTo(residualSdLog, 5),
      residualSdCm: roundTo(Math.sqrt(rCm.reduce((s, x) => s + x * x, 0) / dof), 4),
      n: people.length,
      cvMaeCm: 0, // filled in by fitEstimator; fold fits inside cross-validation leave it at 0
      residualSdLogByBmi,
      ...(tailLinear ? { tailLinear } : {}),
    };
  }
  return { terms, response: 'ln', tailKnotBmi, targets, builds: fitBuilds(category, residuals, sds) };
}

/** Fits one category without cross-validation (cvMaeCm left at 0). */
export function fitCategory(category: AdultCategory, people: readonly Person[]): CategoryCoefficients {
  const own = people.filter((p) => p.category === category);
  if (own.length === 0) throw new Error(`no survey people for ${category}`);
  return {
    n: own.length,
    surveyRange: surveyRange(own),
    bulk: surveyBulk(own),
    models: {
      height_weight: fitModel(category, 'height_weight', own),
      height_only: fitModel(category, 'height_only', own),
      height_weight_age: fitModel(category, 'height_weight_age', own),
    },
  };
}

function assemble(categories: Record<AdultCategory, CategoryCoefficients>): EstimatorCoefficients {
  return { source: SOURCE, generatedBy: GENERATED_BY, method: METHOD, folds: FOLDS, buildQuantile: BUILD_QUANTILE, categories };
}

/** Fits without cross-validation: what each fold of the cross-validation uses. */
export function fitEstimatorNoCv(people: readonly Person[]): EstimatorCoefficients {
  return assemble({ men: fitCategory('men', people), women: fitCategory('women', people) });
}

/** Fixed fold of each person: position within its category in file order, modulo the fold count. */
export function assignFolds(people: readonly Person[], folds: number = FOLDS): Map<string, number> {
  const counters = new Map<AdultCategory, number>();
  const out = new Map<string, number>();
  for (const p of people) {
    const i = counters.get(p.category) ?? 0;
    counters.set(p.category, i + 1);
    out.set(p.id, i % folds);
  }
  return out;
}

export type CrossValidation = Record<AdultCategory, Record<EstimatorModelName, Partial<Record<MeasurementKey, number>>>>;

/** One fitted estimator per fold, each fitted on the other folds. */
export function foldEstimators(people: readonly Person[], folds: number = FOLDS): { fold: Map<string, number>; estimators: EstimatorCoefficients[] } {
  const fold = assignFolds(people, folds);
  const estimators = Array.from({ length: folds }, (_, f) => fitEstimatorNoCv(people.filter((p) => fold.get(p.id) !== f)));
  return { fold, estimators };
}

/**
 * K-fold cross-validated MAE (cm) of every model and target, build 'average', unrounded
 * predictions (the 0.5 cm display rounding adds about 0.01 cm).
 */
export function crossValidate(people: readonly Person[], folds: number = FOLDS): CrossValidation {
  const { fold, estimators } = foldEstimators(people, folds);
  const out = {} as CrossValidation;
  for (const category of ADULT_CATEGORIES) {
    const own = people.filter((p) => p.category === category);
    out[category] = { height_weight: {}, height_only: {}, height_weight_age: {} };
    for (const model of MODEL_NAMES) {
      const sums = new Map<MeasurementKey, number>();
      for (const p of own) {
        const estimator = estimators[fold.get(p.id) ?? 0];
        if (!estimator) throw new Error('missing fold estimator');
        const predicted = predictAdult(
          estimator,
          category,
          p.measurements.height_cm,
          model === 'height_only' ? undefined : p.measurements.weight_kg,
          'average',
          model === 'height_weight_age' ? p.ageYears : undefined,
        );
        for (const key of ADULT_TARGET_KEYS[category]) {
          sums.set(key, (sums.get(key) ?? 0) + Math.abs((predicted[key] ?? NaN) - value(p, key)));
        }
      }
      for (const key of ADULT_TARGET_KEYS[category]) out[category][model][key] = roundTo((sums.get(key) ?? NaN) / own.length, 4);
    }
  }
  return out;
}

/** The full fit on every person plus the cross-validated MAE of each target: the committed file. */
export function fitEstimator(people: readonly Person[] = loadAnsur()): EstimatorCoefficients {
  const fitted = fitEstimatorNoCv(people);
  const cv = crossValidate(people);
  for (const category of ADULT_CATEGORIES) {
    for (const model of MODEL_NAMES) {
      for (const [key, target] of Object.entries(fitted.categories[category].models[model].targets) as [MeasurementKey, TargetFit][]) {
        target.cvMaeCm = cv[category][model][key] ?? NaN;
      }
    }
  }
  return fitted;
}

export const COEFFICIENTS_PATH = fileURLToPath(new URL('../src/domain/sizing/estimator-coefficients.json', import.meta.url));

/** The committed file's text ('' when missing), for up-to-date checks. */
export function readCommittedCoefficientsText(): string {
  try {
    return readFileSync(COEFFICIENTS_PATH, 'utf8');
  } catch {
    return '';
  }
}

/** Two-space JSON with arrays of plain values kept on one line, so a refit diffs line by line per target. */
export function serializeCoefficients(coefficients: EstimatorCoefficients): string {
  const text = JSON.stringify(coefficients, null, 2).replace(/\[\s*([^[\]{}]*?)\s*\]/g, (_, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`);
  return `${text}\n`;
}

// ---------------------------------------------------------------------------------------------
// Real versus estimated, for whole-pipeline checks (e.g. "the size from the estimate is within one
// size of the size from the real measurements")

export interface RealAndEstimated {
  person: Person;
  /** The person's surveyed measurements (our keys, cm / kg). */
  real: Measurements;
  /** What Smart Estimates answers from the person's height (and weight) alone. */
  estimated: EstimateResult;
}

export interface RealAndEstimatedOptions {
  people?: readonly Person[];
  /** Give the estimator the person's weight (default true); false exercises the height-only model. */
  withWeight?: boolean;
  build?: Build;
  /**
   * true (default): each person is estimated by the coefficients fitted on the other folds, an
   * honest out-of-sample figure. false: the committed coefficients (fitted on everyone).
   */
  crossValidated?: boolean;
}

export function realAndEstimated(options: RealAndEstimatedOptions = {}): RealAndEstimated[] {
  const people = options.people ?? loadAnsur();
  const withWeight = options.withWeight ?? true;
  const crossValidated = options.crossValidated ?? true;
  const folds = crossValidated ? foldEstimators(people) : undefined;
  return people.map((person) => {
    const coefficients = folds ? folds.estimators[folds.fold.get(person.id) ?? 0] : undefined;
    const estimated = estimateMeasurements(
      {
        category: person.category,
        heightCm: person.measurements.height_cm,
        ...(withWeight ? { weightKg: person.measurements.weight_kg } : {}),
        ...(options.build ? { build: options.build } : {}),
      },
      coefficients,
    );
    return { person, real: { ...person.measurements }, estimated };
  });
}
