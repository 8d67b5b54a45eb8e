/**
 * How the Smart Estimates estimator extrapolates, measured on ANSUR II the way a new population
 * would test it (issue 19): fit on one part of the survey, test on a part the fit never saw and
 * that lies beyond it (heavier, older, shorter or taller), beside a plain linear model
 *   y = a + b·height_cm + c·weight_kg + d·BMI
 * fitted on the same training rows. Used by `scripts/fit-estimator.ts` (which prints the table)
 * and by the accuracy test (which keeps the estimator no worse than the plain model).
 */
import type { Person } from './ansur';
import { fitCategory, leastSquares } from './estimator-fit';
import { bmiOf, predictAdult, type AdultCategory, type CategoryCoefficients, type EstimatorCoefficients } from '../src/domain/sizing/estimator';
import type { MeasurementKey } from '../src/domain/sizing/types';

/** The girths a garment is sized by, per category (the keys). */
export const EXTRAPOLATION_KEYS: Readonly<Record<AdultCategory, readonly MeasurementKey[]>> = {
  women: ['bust_cm', 'waist_cm', 'hips_cm'],
  men: ['chest_cm', 'waist_cm', 'hips_cm'],
};

export interface Split {
  name: string;
  train: Person[];
  test: Person[];
}

const bmi = (p: Person): number => bmiOf(p.measurements.height_cm, p.measurements.weight_kg);

/**
 * The issues' splits for one category's people: BMI (fitted below 30, tested at 30 and over, 33
 * and over, 35 and over: issue 45, the heavy tail the survey barely holds), age, and each height
 * tercile against the others.
 */
export function extrapolationSplits(own: readonly Person[]): Split[] {
  const heights = own.map((p) => p.measurements.height_cm).sort((a, b) => a - b);
  const cut1 = heights[Math.floor(heights.length / 3)] ?? 0;
  const cut2 = heights[Math.floor((2 * heights.length) / 3)] ?? 0;
  const tercile = (p: Person): number => (p.measurements.height_cm < cut1 ? 0 : p.measurements.height_cm < cut2 ? 1 : 2);
  const by = (name: string, inTrain: (p: Person) => boolean): Split => ({ name, train: own.filter(inTrain), test: own.filter((p) => !inTrain(p)) });
  return [
    by('BMI <30 -> >=30', (p) => bmi(p) < 30),
    { name: 'BMI <30 -> >=33', train: own.filter((p) => bmi(p) < 30), test: own.filter((p) => bmi(p) >= 33) },
    { name: 'BMI <30 -> >=35', train: own.filter((p) => bmi(p) < 30), test: own.filter((p) => bmi(p) >= 35) },
    by('age <35 -> >=35', (p) => p.ageYears < 35),
    by('height T1 -> T2,T3', (p) => tercile(p) === 0),
    by('height T2 -> T1,T3', (p) => tercile(p) === 1),
    by('height T3 -> T1,T2', (p) => tercile(p) === 2),
  ];
}

const plainRow = (p: Person): number[] => [1, p.measurements.height_cm, p.measurements.weight_kg, bmi(p)];

/** The plain linear model's coefficients for one key, fitted on `train`. */
export function fitPlain(train: readonly Person[], key: MeasurementKey): number[] {
  return leastSquares(
    train.map(plainRow),
    train.map((p) => p.measurements[key] ?? NaN),
  );
}

export const predictPlain = (coefficients: readonly number[], p: Person): number => plainRow(p).reduce((s, x, i) => s + x * (coefficients[i] ?? 0), 0);

export interface ExtrapolationRow {
  category: AdultCategory;
  split: string;
  key: MeasurementKey;
  nTrain: number;
  nTest: number;
  /** MAE (cm) of the estimator from height and weight. */
  estimator: number;
  /** MAE (cm) of the estimator given the person's age as well. */
  estimatorWithAge: number;
  /** MAE (cm) of the plain linear model on height, weight and BMI. */
  plain: number;
  /** Mean error (estimate - tape, cm) of the estimator from height and weight: below 0 it runs small. */
  bias: number;
  /** Mean error (cm) of the plain model. */
  plainBias: number;
  /**
   * Standard error (cm) of the mean over test bodies of |estimator error| - |plain error|: how
   * far apart the two MAEs must be before the split can tell them apart.
   */
  seDiff: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Wraps one category's fit as a whole coefficients document, so the estimator's own predictAdult runs it. */
function asCoefficients(category: AdultCategory, fitted: CategoryCoefficients): EstimatorCoefficients {
  return {
    source: '',
    generatedBy: '',
    method: '',
    folds: 0,
    buildQuantile: 0,
    categories: { men: fitted, women: fitted, [category]: fitted },
  };
}

export function extrapolationTable(people: readonly Person[]): ExtrapolationRow[] {
  const rows: ExtrapolationRow[] = [];
  for (const category of ['women', 'men'] as const) {
    const own = people.filter((p) => p.category === category);
    for (const split of extrapolationSplits(own)) {
      const coefficients = asCoefficients(category, fitCategory(category, split.train));
      const predicted = split.test.map((p) => predictAdult(coefficients, category, p.measurements.height_cm, p.measurements.weight_kg));
      const predictedWithAge = split.test.map((p) => predictAdult(coefficients, category, p.measurements.height_cm, p.measurements.weight_kg, 'average', p.ageYears));
      for (const key of EXTRAPOLATION_KEYS[category]) {
        const plain = fitPlain(split.train, key);
        const tape = (p: Person): number => p.measurements[key] ?? NaN;
        const errors = split.test.map((p, i) => (predicted[i]?.[key] ?? NaN) - tape(p));
        const plainErrors = split.test.map((p) => predictPlain(plain, p) - tape(p));
        const mae = (f: (p: Person, i: number) => number): number => split.test.reduce((s, p, i) => s + Math.abs(f(p, i) - tape(p)), 0) / split.test.length;
        const meanOf = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
        const diffs = errors.map((e, i) => Math.abs(e) - Math.abs(plainErrors[i] ?? NaN));
        const meanDiff = meanOf(diffs);
        const se = Math.sqrt(diffs.reduce((s, d) => s + (d - meanDiff) ** 2, 0) / (diffs.length - 1) / diffs.length);
        rows.push({
          category,
          split: split.name,
          key,
          nTrain: split.train.length,
          nTest: split.test.length,
          estimator: round3(meanOf(errors.map(Math.abs))),
          estimatorWithAge: round3(mae((_, i) => predictedWithAge[i]?.[key] ?? NaN)),
          plain: round3(meanOf(plainErrors.map(Math.abs))),
          bias: round3(meanOf(errors)),
          plainBias: round3(meanOf(plainErrors)),
          seDiff: round3(se),
        });
      }
    }
  }
  return rows;
}

/** The table as printed by `npm run fit:estimator` and kept in docs/features/sizing.md (MAE in cm, 2 decimals). */
export function formatExtrapolationTable(rows: readonly ExtrapolationRow[]): string {
  const lines = [
    '| sex | train -> test | n train / test | key | estimator h+w | estimator h+w+age | plain h, w, BMI | mean error est / plain | est - plain ± SE |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  for (const r of rows) {
    const mark = (x: number): string => `${x.toFixed(2)}${Number(x.toFixed(2)) > Number(r.plain.toFixed(2)) ? ' (worse)' : ''}`;
    lines.push(
      `| ${r.category} | ${r.split} | ${r.nTrain} / ${r.nTest} | ${r.key.replace('_cm', '')} | ${mark(r.estimator)} | ${mark(r.estimatorWithAge)} | ${r.plain.toFixed(2)} | ${signed(r.bias)} / ${signed(r.plainBias)} | ${signed(r.estimator - r.plain)} ± ${r.seDiff.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}
