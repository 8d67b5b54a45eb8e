import { ADULT_SIZE_LABELS, CHILDREN_SIZE_LABELS } from './constants';
import type { MeasurementKey, SizeCategory, SizeChart, SizeChartSize } from './types';

/**
 * The default size charts, in force for every product whose designer has not set its own.
 *
 * Why not the spec's tables (docs/requirements/sizing.md §9: women S-XXL bust 84-100, men S-XXL chest 92-108,
 * children chest 54-70): they are too narrow for real people. In the ANSUR II survey (US Army
 * 2012, 1,986 women and 4,082 men) 59% of the men fall outside the spec's S-XXL chest or waist
 * span and 45% of the women outside its bust or hips span (the test prints these figures). And
 * the spec's women's waist is the natural waist while the whole product measures the waist AT THE
 * NAVEL (the survey's waist, the estimator's waist, the guide's instruction), about 14 cm larger
 * for women: 63% of the surveyed women's navel waists fall outside the spec's 66-82. So the adult
 * charts run XS-4XL and are derived from the survey.
 *
 * Conventions
 * - Ranges are inclusive and contiguous: each size's lower bound IS the previous size's upper
 *   bound, so no real value falls in a gap. A value exactly on a boundary belongs to both sizes;
 *   the engine treats it as between sizes and picks the larger (recommend.ts).
 * - Every value is in cm, on the 0.5 cm step of the forms.
 *
 * How the adult ranges were chosen (a grading rule, not hand tuning; scripts/size-chart-coverage.ts
 * re-derives them from the survey and default-size-charts.test.ts checks they still match):
 * - Per key, the survey's median and robust spread s = (P84.13 - P15.87) / 2 (one SD for a normal
 *   distribution, not inflated by outliers). Women: bust = chestcircumference (taken at bust
 *   level), waist = waistcircumference (navel), hips = buttockcircumference. Men: chest, waist,
 *   neckcircumference, hips likewise.
 * - Size boundaries at median + s × z for z = ADULT_GRADING_Z, rounded to 0.5 cm. L is centred on
 *   the median (so the commonest body sits mid-size, not on a boundary); M, L and XL are 0.6 s
 *   wide (bust and hips grade about 5 cm, the waists 6-7 cm because waists vary more); S and XXL
 *   0.7 s, 3XL 0.8 s, and XS and 4XL a full s, because fewer bodies live at the ends and their
 *   tails are long.
 * - The span -2.6 s .. +3.4 s holds 99.5% of a normal population. It reaches further up than down
 *   because soldiers must meet body-fat standards, so the survey under-represents large shoppers.
 * - Using the same z for every key makes a proportionally average body land in the same size on
 *   every key; a body that is not (small bust, large hips) is what MIXED_SIZES reports.
 * - Measured (scripts/size-chart-coverage.ts): on each key 99.6-99.9% of the survey's women and men
 *   lie inside XS-4XL; on every key at once 99.5% of the women and 99.2% of the men.
 *
 * Plus sizes 5XL-7XL (issue 45): a survey of soldiers holds almost nobody beyond 4XL, yet a
 * quarter of civilian women are above BMI 35. The three plus sizes split evenly the span from the
 * 4XL's top to the 99th percentile of a heavy population: the survey's heights at BMI 45, each
 * body's girth the estimator's (linear in weight beyond the bulk) spread by the residual measured
 * on the survey's bodies of BMI 35 and over, rounded up to 0.5 cm (PLUS_SIZE_TOPS_CM;
 * default-size-charts.test.ts recomputes that percentile). A body beyond 7XL is told Custom Fit.
 */

export { ADULT_SIZE_LABELS, CHILDREN_SIZE_LABELS };

/** The adult grading rule: boundaries at median + spread × z (see above); 9 boundaries for XS-4XL. */
export const ADULT_GRADING_Z = [-2.6, -1.6, -0.9, -0.3, 0.3, 0.9, 1.6, 2.4, 3.4] as const;
/** The sizes the survey grades (XS-4XL); the rest are the plus sizes. */
export const SURVEY_GRADED_SIZE_COUNT = ADULT_GRADING_Z.length - 1;
export const PLUS_SIZE_LABELS = ADULT_SIZE_LABELS.slice(SURVEY_GRADED_SIZE_COUNT);

/** The top of 7XL per key: the heavy population's 99th percentile, rounded up to 0.5 cm (see above). */
export const PLUS_SIZE_TOPS_CM = {
  women: { bust_cm: 148, waist_cm: 151.5, hips_cm: 149.5 },
  men: { chest_cm: 151.5, waist_cm: 154, neck_cm: 54, hips_cm: 142.5 },
} as const satisfies Record<'women' | 'men', Partial<Record<MeasurementKey, number>>>;

/** The plus sizes' boundaries after the 4XL's top: even steps to the top, on the 0.5 cm step. */
export function plusSizeBoundaries(top4xl: number, top: number): number[] {
  const count = PLUS_SIZE_LABELS.length;
  return Array.from({ length: count }, (_, i) => Math.round(((top4xl + ((top - top4xl) * (i + 1)) / count) * 2)) / 2);
}

/** The survey-graded boundaries of each key followed by its plus sizes'. */
function withPlusSizes<K extends MeasurementKey>(graded: Record<K, Column>, tops: Record<K, number>): Record<K, Column> {
  const out = {} as Record<K, Column>;
  for (const key of Object.keys(graded) as K[]) {
    const column = graded[key];
    out[key] = [...column, ...plusSizeBoundaries(column[column.length - 1] ?? 0, tops[key])];
  }
  return out;
}

/** Every default chart measures the waist here; the guide tells shoppers the same. */
export const WAIST_DEFINITION = 'waist at the navel';


type Column = readonly number[];

/** Builds contiguous sizes from each key's boundaries (n + 1 numbers for n sizes). */
function gradedSizes(labels: readonly string[], boundaries: Partial<Record<MeasurementKey, Column>>): SizeChartSize[] {
  return labels.map((label, i) => {
    const ranges: Partial<Record<MeasurementKey, readonly [number, number]>> = {};
    for (const [key, column] of Object.entries(boundaries) as [MeasurementKey, Column][]) {
      const low = column[i];
      const high = column[i + 1];
      if (low === undefined || high === undefined) throw new Error(`size chart: ${key} needs ${labels.length + 1} boundaries`);
      ranges[key] = [low, high];
    }
    return { label, ranges };
  });
}

/** Women XS-4XL, derived from the ANSUR II women (n = 1,986). */
const WOMEN_BOUNDARIES = {
  //        XS    S     M     L     XL     XXL    3XL    4XL
  bust_cm: [72.5, 80.5, 86.5, 91.5, 96.5, 101.5, 107.5, 114, 122],
  waist_cm: [59.5, 69.5, 76.5, 82, 88, 94, 101, 109, 118.5],
  hips_cm: [82.5, 90, 95, 99.5, 104, 108.5, 114, 120, 127.5],
} as const satisfies Partial<Record<MeasurementKey, Column>>;

/** Men XS-4XL, derived from the ANSUR II men (n = 4,082). */
const MEN_BOUNDARIES = {
  //        XS    S     M     L      XL     XXL    3XL    4XL
  chest_cm: [82.5, 91.5, 97.5, 103, 108.5, 113.5, 120, 127, 136],
  waist_cm: [64, 75.5, 83.5, 90, 97, 104, 112, 121.5, 133],
  neck_cm: [33, 35.5, 37, 38.5, 40.5, 42, 43.5, 45.5, 48],
  hips_cm: [82, 89.5, 95, 99.5, 104, 108.5, 114, 120, 127.5],
} as const satisfies Partial<Record<MeasurementKey, Column>>;

/**
 * Children: there is no survey here, so the bands follow children's body measurement tables as
 * commonly published (approximate): the ASTM D6192 (girls) / D6458 (boys) body tables as
 * reproduced by retailers, and the European height-based sizes (EN 13402: 104, 116, 128, 140,
 * 152, 164, 176 cm). Each 2-year band spans about 12 cm of height (18 cm for 2-4Y, which starts
 * at a 2-year-old's 86 cm); chest and waist span the published values at the band's two ages.
 * Children's waists have little taper, so the navel and natural waist are nearly the same.
 * The spec's table (chest 54-70, waist 52-60 across all bands) matches the small bands but stops
 * at about a 9-year-old's chest; published tables put a 15-year-old's chest near 88 cm.
 */
const CHILDREN_BOUNDARIES = {
  //          2-4Y 4-6Y 6-8Y 8-10Y 10-12Y 12-14Y 14-16Y
  height_cm: [86, 104, 116, 128, 140, 152, 164, 176],
  chest_cm: [50, 56, 60, 65, 71, 77, 84, 92],
  waist_cm: [48, 53, 56, 60, 64, 68, 73, 79],
} as const satisfies Partial<Record<MeasurementKey, Column>>;

export const DEFAULT_SIZE_CHARTS: Readonly<Record<SizeCategory, SizeChart>> = {
  women: {
    category: 'women',
    name: "Women's standard sizes",
    waistDefinition: WAIST_DEFINITION,
    sizes: gradedSizes(ADULT_SIZE_LABELS, withPlusSizes(WOMEN_BOUNDARIES, PLUS_SIZE_TOPS_CM.women)),
  },
  men: {
    category: 'men',
    name: "Men's standard sizes",
    waistDefinition: WAIST_DEFINITION,
    sizes: gradedSizes(ADULT_SIZE_LABELS, withPlusSizes(MEN_BOUNDARIES, PLUS_SIZE_TOPS_CM.men)),
  },
  children: {
    category: 'children',
    name: "Children's standard sizes",
    waistDefinition: WAIST_DEFINITION,
    sizes: gradedSizes(CHILDREN_SIZE_LABELS, CHILDREN_BOUNDARIES),
  },
};
