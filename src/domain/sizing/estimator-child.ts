import type { Measurements } from './types';
import type { EstimatorCoefficients } from './estimator-model';
import { ADULT_CATEGORIES } from './estimator-rules';

/**
 * Children's estimates from an approximate growth-chart table (estimator.ts).
 */

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
export const CHILD_HEIGHT_FOR_AGE_TOLERANCE = 0.15;
/** Heights this far beyond the table's 86.5-169 cm are flagged as extrapolations. */
export const CHILD_TABLE_HEIGHT_RANGE = [80, 180] as const;

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

export function estimateChild(
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
