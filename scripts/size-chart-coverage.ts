/**
 * Derives and checks the adult default size charts against the ANSUR II survey (US Army, 2012:
 * 4,082 men and 1,986 women; see datasets/ansur2/README.md).
 *
 *   npx tsx scripts/size-chart-coverage.ts [dir-with-the-two-csv-files]
 *
 * prints, for each adult chart: the ranges the grading rule derives from the survey (which must
 * equal the chart's literal ranges), how many people fall inside the chart's span per key and
 * for all keys together, how the recommended sizes distribute, and how often the keys disagree.
 * Node-only (reads files), so it lives here and not in src/domain; the chart test calls it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ADULT_GRADING_Z, ADULT_SIZE_LABELS, DEFAULT_SIZE_CHARTS, PLUS_SIZE_TOPS_CM, plusSizeBoundaries, SURVEY_GRADED_SIZE_COUNT } from '../src/domain/sizing/default-size-charts';
import { chartKeys, recommendSize, type RecommendationNote } from '../src/domain/sizing/recommend';
import type { MeasurementKey, Measurements, SizeChart } from '../src/domain/sizing/types';
import { roundToStep } from '../src/domain/sizing/units';

export type AdultChartCategory = 'women' | 'men';

const REPO_DIR = fileURLToPath(new URL('../datasets/ansur2/', import.meta.url));
const SHARED_DIR = '/work/shared/data/ansur2/';

/** The survey's folder: the repository's copy, else the shared one; null when neither exists. */
export function findSurveyDir(): string | null {
  for (const dir of [process.env.ANSUR_DIR, REPO_DIR, SHARED_DIR]) {
    if (dir && existsSync(path.join(dir, 'ANSUR_II_MALE_Public.csv')) && existsSync(path.join(dir, 'ANSUR_II_FEMALE_Public.csv'))) return dir;
  }
  return null;
}

const FILES: Readonly<Record<AdultChartCategory, string>> = { men: 'ANSUR_II_MALE_Public.csv', women: 'ANSUR_II_FEMALE_Public.csv' };

/**
 * Survey columns (mm; weight in 0.1 kg) for the shop keys, per the README's column map. Women's
 * `chestcircumference` is taken at bust level, so it is the bust; `waistcircumference` is the
 * navel-level waist, the waist the whole product uses.
 */
const COLUMNS: Readonly<Record<AdultChartCategory, Partial<Record<MeasurementKey, string>>>> = {
  women: {
    height_cm: 'stature',
    weight_kg: 'weightkg',
    neck_cm: 'neckcircumference',
    shoulder_width_cm: 'biacromialbreadth',
    bust_cm: 'chestcircumference',
    waist_cm: 'waistcircumference',
    hips_cm: 'buttockcircumference',
    back_length_cm: 'waistbacklength',
    sleeve_cm: 'sleeveoutseam',
    bicep_cm: 'bicepscircumferenceflexed',
    wrist_cm: 'wristcircumference',
    inseam_cm: 'crotchheight',
    outseam_cm: 'waistheightomphalion',
    thigh_cm: 'thighcircumference',
  },
  men: {
    height_cm: 'stature',
    weight_kg: 'weightkg',
    neck_cm: 'neckcircumference',
    shoulder_width_cm: 'biacromialbreadth',
    chest_cm: 'chestcircumference',
    waist_cm: 'waistcircumference',
    hips_cm: 'buttockcircumference',
    back_length_cm: 'waistbacklength',
    sleeve_cm: 'sleeveoutseam',
    bicep_cm: 'bicepscircumferenceflexed',
    wrist_cm: 'wristcircumference',
    inseam_cm: 'crotchheight',
    outseam_cm: 'waistheightomphalion',
    thigh_cm: 'thighcircumference',
  },
};

/** Everyone of one file, in cm and kg (every column is in mm or 0.1 kg, so all divide by 10). */
export function loadSurvey(category: AdultChartCategory, dir: string): Measurements[] {
  // Latin-1 and CRLF, no quoted fields (README); one byte in the male file is not UTF-8.
  const lines = readFileSync(path.join(dir, FILES[category]), 'latin1').split(/\r?\n/).filter((line) => line.length > 0);
  const header = (lines[0] ?? '').split(',').map((name) => name.toLowerCase());
  const columns = Object.entries(COLUMNS[category]).map(([key, column]) => {
    const at = header.indexOf(column);
    if (at === -1) throw new Error(`${FILES[category]}: no column ${column}`);
    return [key as MeasurementKey, at] as const;
  });
  return lines.slice(1).map((line, row) => {
    const cells = line.split(',');
    const person: Measurements = {};
    for (const [key, at] of columns) {
      const value = Number(cells[at]) / 10;
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${FILES[category]} row ${row + 2}: ${key} is not a number`);
      person[key] = value;
    }
    return person;
  });
}

/** The p-quantile of sorted values, interpolating between neighbours (R's type 7, numpy's default). */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = p * (sorted.length - 1);
  const lower = Math.floor(at);
  const low = sorted[lower]!;
  const high = sorted[Math.min(lower + 1, sorted.length - 1)]!;
  return low + (high - low) * (at - lower);
}

/** Median and a spread that outliers cannot inflate: half the distance between the 15.87th and 84.13th percentiles (1 SD for a normal). */
export function robustStats(values: readonly number[]): { median: number; spread: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), spread: (quantile(sorted, 0.8413) - quantile(sorted, 0.1587)) / 2 };
}

/** The grading rule: size boundaries at median + spread × z for each z of ADULT_GRADING_Z, to the nearest 0.5 cm. */
export function deriveBoundaries(values: readonly number[]): number[] {
  const { median, spread } = robustStats(values);
  return ADULT_GRADING_Z.map((z) => roundToStep(median + spread * z));
}

/** The adult chart keys of each category, in the order the charts list them. */
export const ADULT_CHART_KEYS: Readonly<Record<AdultChartCategory, readonly MeasurementKey[]>> = {
  women: ['bust_cm', 'waist_cm', 'hips_cm'],
  men: ['chest_cm', 'waist_cm', 'neck_cm', 'hips_cm'],
};

/** The ranges of every size per key, as the grading rule derives them from the survey. */
export function deriveAdultRanges(people: readonly Measurements[], keys: readonly MeasurementKey[], category?: AdultChartCategory): Record<string, Partial<Record<MeasurementKey, [number, number]>>> {
  const out: Record<string, Partial<Record<MeasurementKey, [number, number]>>> = {};
  for (const label of ADULT_SIZE_LABELS) out[label] = {};
  for (const key of keys) {
    const graded = deriveBoundaries(people.map((person) => person[key]).filter((v): v is number => v !== undefined));
    // The plus sizes after 4XL reach the heavy population's 99th percentile (default-size-charts.ts).
    const top = category ? (PLUS_SIZE_TOPS_CM[category] as Partial<Record<MeasurementKey, number>>)[key] : undefined;
    const boundaries = top === undefined ? graded : [...graded, ...plusSizeBoundaries(graded[SURVEY_GRADED_SIZE_COUNT] ?? 0, top)];
    ADULT_SIZE_LABELS.forEach((label, i) => {
      if (boundaries[i + 1] !== undefined) out[label]![key] = [boundaries[i]!, boundaries[i + 1]!];
    });
  }
  return out;
}

export interface KeyCoverage {
  inside: number;
  below: number;
  above: number;
  /** People per size, by this key alone (outside the span counted at the end sizes). */
  bySize: Record<string, number>;
}

export interface CoverageReport {
  people: number;
  /** People whose every chart key lies within the chart's span. */
  fullyInside: number;
  perKey: Partial<Record<MeasurementKey, KeyCoverage>>;
  /** Recommended size (regular fit, every chart key given) per size label. */
  recommended: Record<string, number>;
  notes: Partial<Record<RecommendationNote, number>>;
  /** People whose keys all fall in the same size. */
  keysAgree: number;
  meanConfidence: number;
}

/** How a survey population falls on a chart: coverage, size distribution and agreement of keys. */
export function chartCoverage(chart: SizeChart, category: AdultChartCategory, people: readonly Measurements[]): CoverageReport {
  const keys = chartKeys(chart);
  const labels = chart.sizes.map((size) => size.label);
  const zeroes = (): Record<string, number> => Object.fromEntries(labels.map((label) => [label, 0]));
  const perKey: Partial<Record<MeasurementKey, KeyCoverage>> = {};
  for (const key of keys) perKey[key] = { inside: 0, below: 0, above: 0, bySize: zeroes() };
  const recommended = zeroes();
  const notes: Partial<Record<RecommendationNote, number>> = {};
  let fullyInside = 0;
  let keysAgree = 0;
  let confidenceSum = 0;

  for (const person of people) {
    let allInside = true;
    const sizesOfKeys = new Set<number>();
    for (const key of keys) {
      const value = person[key];
      const stats = perKey[key]!;
      if (value === undefined) continue;
      const first = chart.sizes[0]!.ranges[key]![0];
      const last = chart.sizes[chart.sizes.length - 1]!.ranges[key]![1];
      if (value < first) stats.below += 1;
      else if (value > last) stats.above += 1;
      else stats.inside += 1;
      if (value < first || value > last) allInside = false;
      let index = chart.sizes.findIndex((size) => value <= size.ranges[key]![1]);
      if (index === -1) index = chart.sizes.length - 1;
      stats.bySize[labels[index]!]! += 1;
      sizesOfKeys.add(index);
    }
    if (allInside) fullyInside += 1;
    if (sizesOfKeys.size === 1) keysAgree += 1;
    const chartValues: Measurements = {};
    for (const key of keys) if (person[key] !== undefined) chartValues[key] = person[key];
    const result = recommendSize(chart, { category, fit: 'regular', measurements: chartValues });
    if (!result.ok) throw new Error(`survey person refused: ${result.code} ${result.fields.join(',')}`);
    recommended[result.size]! += 1;
    confidenceSum += result.confidence;
    for (const note of result.notes) notes[note] = (notes[note] ?? 0) + 1;
  }
  return { people: people.length, fullyInside, perKey, recommended, notes, keysAgree, meanConfidence: people.length ? confidenceSum / people.length : 0 };
}

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)}%`;

/** The report as text, for a test's output or the command line. */
export function formatCoverage(chart: SizeChart, report: CoverageReport): string {
  const lines = [`${chart.name}: ${report.people} survey people, ${percent(report.fullyInside, report.people)} fully inside the chart (every key)`];
  for (const [key, stats] of Object.entries(report.perKey)) {
    const sizes = Object.entries(stats.bySize).map(([label, n]) => `${label} ${percent(n, report.people)}`).join(', ');
    lines.push(`  ${key.padEnd(8)} inside ${percent(stats.inside, report.people)} (below ${stats.below}, above ${stats.above}); by this key: ${sizes}`);
  }
  lines.push(`  recommended (regular fit): ${Object.entries(report.recommended).map(([label, n]) => `${label} ${percent(n, report.people)}`).join(', ')}`);
  lines.push(`  keys agree on one size: ${percent(report.keysAgree, report.people)}; notes: ${Object.entries(report.notes).map(([note, n]) => `${note} ${percent(n, report.people)}`).join(', ')}; mean confidence ${report.meanConfidence.toFixed(2)}`);
  return lines.join('\n');
}

function main(): void {
  const dir = process.argv[2] ?? findSurveyDir();
  if (!dir) throw new Error('ANSUR II files not found: pass their folder or set ANSUR_DIR');
  for (const category of ['women', 'men'] as const) {
    const people = loadSurvey(category, dir);
    const chart = DEFAULT_SIZE_CHARTS[category];
    console.log(formatCoverage(chart, chartCoverage(chart, category, people)));
    const derived = deriveAdultRanges(people, ADULT_CHART_KEYS[category], category);
    for (const key of ADULT_CHART_KEYS[category]) {
      const { median, spread } = robustStats(people.map((p) => p[key]!));
      const ranges = ADULT_SIZE_LABELS.map((label) => `${label} ${derived[label]![key]!.join('-')}`).join(', ');
      console.log(`  derived ${key} (median ${median.toFixed(1)}, spread ${spread.toFixed(2)}): ${ranges}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
