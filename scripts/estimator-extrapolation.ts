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

/** The splits for one category's people: BMI, age, and each height tercile against the others. */
export function extrapolationSplits(own: readonly Person[]): Split[] {
  const heights = own.map((p) => p.measurements.height_cm).sort((a, b) => a - b);
  const cut1 = heights[Math.floor(heights.length / 3)] ?? 0;
  const cut2 = heights[Math.floor((2 * heights.length) / 3)] ?? 0;
  const tercile = (p: Person): number => (p.measurements.height_cm < cut1 ? 0 : p.measurements.height_cm < cut2 ? 1 : 2);
  const by = (name: string, inTrain: (p: Person) => boolean): Split => ({ name, train: own.filter(inTrain), test: own.filter((p) => !inTrain(p)) });
  return [
    by('BMI <30 -> >=30', (p) => bmi(p) < 30),
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
        const mae = (f: (p: Person, i: number) => number): number =>
          split.test.reduce((s, p, i) => s + Math.abs(f(p, i) - (p.measurements[key] ?? NaN)), 0) / split.test.length;
        rows.push({
          category,
          split: split.name,
          key,
          nTrain: split.train.length,
          nTest: split.test.length,
          estimator: round3(mae((_, i) => predicted[i]?.[key] ?? NaN)),
          estimatorWithAge: round3(mae((_, i) => predictedWithAge[i]?.[key] ?? NaN)),
          plain: round3(mae((p) => predictPlain(plain, p))),
        });
      }
    }
  }
  return rows;
}

/** The table as printed by `npm run fit:estimator` and kept in the README (MAE in cm, 2 decimals). */
export function formatExtrapolationTable(rows: readonly ExtrapolationRow[]): string {
  const lines = [
    '| sex | train -> test | n train / test | key | estimator h+w | estimator h+w+age | plain h, w, BMI |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const mark = (x: number): string => `${x.toFixed(2)}${Number(x.toFixed(2)) > Number(r.plain.toFixed(2)) ? ' (worse)' : ''}`;
    lines.push(`| ${r.category} | ${r.split} | ${r.nTrain} / ${r.nTest} | ${r.key.replace('_cm', '')} | ${mark(r.estimator)} | ${mark(r.estimatorWithAge)} | ${r.plain.toFixed(2)} |`);
  }
  return lines.join('\n');
}
