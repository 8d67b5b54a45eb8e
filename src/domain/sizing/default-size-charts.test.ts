import { describe, expect, it } from 'vitest';
import {
  ADULT_CHART_KEYS,
  chartCoverage,
  deriveAdultRanges,
  findSurveyDir,
  formatCoverage,
  loadSurvey,
  type AdultChartCategory,
} from '../../../scripts/size-chart-coverage';
import { CM_PER_INCH, HEIGHT_MIN_CM, PLAUSIBLE_RANGES_CM } from './constants';
import { defaultEstimatorCoefficients, ESTIMATOR_HEIGHT_RANGE_CM, estimateMeasurements, estimateSpreadLog, predictAdult } from './estimator';
import { ADULT_GRADING_Z, ADULT_SIZE_LABELS, CHILDREN_SIZE_LABELS, DEFAULT_SIZE_CHARTS, PLUS_SIZE_LABELS, PLUS_SIZE_TOPS_CM, SURVEY_GRADED_SIZE_COUNT, WAIST_DEFINITION } from './default-size-charts';
import { loadAnsur } from '../../../scripts/ansur';
import { chartKeys, recommendSize } from './recommend';
import { MEASUREMENT_KEYS, SIZE_CATEGORIES, type MeasurementKey, type SizeChart } from './types';
import { parseHeight, rangeFailures } from './validation';

const width = (chart: SizeChart, label: string, key: MeasurementKey): number => {
  const range = chart.sizes.find((size) => size.label === label)?.ranges[key];
  if (!range) throw new Error(`${label} ${key}`);
  return range[1] - range[0];
};

describe('default size charts are well formed', () => {
  it('has one chart per category, labelled XS-7XL for adults and in age bands for children', () => {
    expect(Object.keys(DEFAULT_SIZE_CHARTS).sort()).toEqual([...SIZE_CATEGORIES].sort());
    for (const category of SIZE_CATEGORIES) expect(DEFAULT_SIZE_CHARTS[category].category).toBe(category);
    expect(DEFAULT_SIZE_CHARTS.women.sizes.map((s) => s.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL']);
    expect(DEFAULT_SIZE_CHARTS.men.sizes.map((s) => s.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL']);
    expect(DEFAULT_SIZE_CHARTS.children.sizes.map((s) => s.label)).toEqual(['2-4Y', '4-6Y', '6-8Y', '8-10Y', '10-12Y', '12-14Y', '14-16Y']);
    expect([...ADULT_SIZE_LABELS]).toEqual(DEFAULT_SIZE_CHARTS.men.sizes.map((s) => s.label));
    expect([...CHILDREN_SIZE_LABELS]).toEqual(DEFAULT_SIZE_CHARTS.children.sizes.map((s) => s.label));
  });

  it('measures the waist at the navel in every chart', () => {
    for (const category of SIZE_CATEGORIES) expect(DEFAULT_SIZE_CHARTS[category].waistDefinition).toBe(WAIST_DEFINITION);
    expect(WAIST_DEFINITION).toMatch(/navel/);
  });

  it('defines the keys the product asks for in every size', () => {
    const expected: Record<string, MeasurementKey[]> = {
      women: ['bust_cm', 'waist_cm', 'hips_cm'],
      men: ['neck_cm', 'chest_cm', 'waist_cm', 'hips_cm'],
      children: ['height_cm', 'chest_cm', 'waist_cm'],
    };
    for (const category of SIZE_CATEGORIES) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      expect(chartKeys(chart)).toEqual(expected[category]);
      for (const size of chart.sizes) expect(Object.keys(size.ranges).sort()).toEqual([...expected[category]!].sort());
    }
  });

  it('has increasing, contiguous ranges on the 0.5 cm step: no value falls in a gap', () => {
    for (const category of SIZE_CATEGORIES) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      for (const key of chartKeys(chart)) {
        chart.sizes.forEach((size, i) => {
          const [low, high] = size.ranges[key]!;
          expect(high, `${category} ${size.label} ${key}`).toBeGreaterThan(low);
          expect(Number.isInteger(low * 2) && Number.isInteger(high * 2)).toBe(true);
          if (i > 0) expect(low, `${category} ${size.label} ${key} starts where the previous size ends`).toBe(chart.sizes[i - 1]!.ranges[key]![1]);
        });
      }
    }
  });

  it('grades sensibly: about 4-8 cm per size in the middle (1.5-2 for the neck), wider at both ends', () => {
    for (const category of ['women', 'men'] as const) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      for (const key of chartKeys(chart)) {
        const middle = ['M', 'L', 'XL'].map((label) => width(chart, label, key));
        for (const w of middle) {
          if (key === 'neck_cm') expect(w).toBeGreaterThanOrEqual(1.5);
          else expect(w, `${category} ${key}`).toBeGreaterThanOrEqual(4);
          expect(w, `${category} ${key}`).toBeLessThanOrEqual(key === 'neck_cm' ? 2 : 8);
        }
        expect(width(chart, 'XS', key)).toBeGreaterThan(Math.max(...middle));
        expect(width(chart, '4XL', key)).toBeGreaterThan(Math.max(...middle));
      }
    }
    const kids = DEFAULT_SIZE_CHARTS.children;
    for (const label of CHILDREN_SIZE_LABELS.slice(1)) expect(width(kids, label, 'height_cm')).toBe(12);
  });

  it('keeps the children near the spec table at the small bands and near published tables at the large ones', () => {
    const kids = DEFAULT_SIZE_CHARTS.children;
    const first = kids.sizes[0]!.ranges;
    const last = kids.sizes[kids.sizes.length - 1]!.ranges;
    // The spec's first band (chest 54, waist 52) lies inside ours; a 15-year-old's published chest (~88) inside the last.
    expect(first.chest_cm![0]).toBeLessThanOrEqual(54);
    expect(first.chest_cm![1]).toBeGreaterThanOrEqual(54);
    expect(first.waist_cm![0]).toBeLessThanOrEqual(52);
    expect(first.waist_cm![1]).toBeGreaterThanOrEqual(52);
    expect(last.chest_cm![0]).toBeLessThanOrEqual(88);
    expect(last.chest_cm![1]).toBeGreaterThanOrEqual(88);
    expect(last.height_cm).toEqual([164, 176]);
  });

  it('fits inside the sanity ranges, so every size can be imported and recommended', () => {
    for (const category of SIZE_CATEGORIES) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      for (const size of chart.sizes) {
        for (const key of chartKeys(chart)) {
          const [min, max] = PLAUSIBLE_RANGES_CM[key];
          expect(size.ranges[key]![0]).toBeGreaterThanOrEqual(min);
          expect(size.ranges[key]![1]).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('states its grading rule as 9 increasing z values for XS-4XL', () => {
    expect(ADULT_GRADING_Z).toHaveLength(ADULT_SIZE_LABELS.length - PLUS_SIZE_LABELS.length + 1);
    for (let i = 1; i < ADULT_GRADING_Z.length; i += 1) expect(ADULT_GRADING_Z[i]!).toBeGreaterThan(ADULT_GRADING_Z[i - 1]!);
  });
});

const surveyDir = findSurveyDir();

describe.skipIf(surveyDir === null)('adult charts against the ANSUR II survey', () => {
  const dir = surveyDir ?? '';
  const survey = { women: loadSurvey('women', dir), men: loadSurvey('men', dir) };

  it('loads the whole survey', () => {
    expect(survey.women).toHaveLength(1986);
    expect(survey.men).toHaveLength(4082);
  });

  it('are exactly what the grading rule derives from the survey (no hand tuning)', () => {
    for (const category of ['women', 'men'] as const) {
      const derived = deriveAdultRanges(survey[category], ADULT_CHART_KEYS[category], category);
      for (const size of DEFAULT_SIZE_CHARTS[category].sizes) expect(size.ranges, `${category} ${size.label}`).toEqual(derived[size.label]);
    }
  });

  it.each(['women', 'men'] as const)('cover the %s of the survey (printed), >= 98% per key and >= 97% on every key at once', (category: AdultChartCategory) => {
    const chart = DEFAULT_SIZE_CHARTS[category];
    const report = chartCoverage(chart, category, survey[category]);
    console.log(formatCoverage(chart, report));
    for (const key of chartKeys(chart)) expect(report.perKey[key]!.inside / report.people, key).toBeGreaterThanOrEqual(0.98);
    expect(report.fullyInside / report.people).toBeGreaterThanOrEqual(0.97);
    // Every size is somebody's size, and almost everybody gets an in-chart recommendation.
    // (the plus sizes are graded for a heavier population than the survey's)
    for (const label of ADULT_SIZE_LABELS.slice(0, SURVEY_GRADED_SIZE_COUNT)) expect(report.recommended[label], label).toBeGreaterThan(0);
    expect(report.notes.ABOVE_CHART_CUSTOM_FIT ?? 0).toBeLessThan(0.02 * report.people);
    expect(report.notes.BELOW_CHART_CUSTOM_FIT ?? 0).toBeLessThan(0.02 * report.people);
  });

  it('the spec tables would leave most of the survey outside S-XXL (why the defaults are wider)', () => {
    const outside = (values: number[], [low, high]: [number, number]) => values.filter((v) => v < low || v > high).length / values.length;
    const womenOutside = survey.women.filter((p) => p.bust_cm! < 84 || p.bust_cm! > 100 || p.hips_cm! < 92 || p.hips_cm! > 108).length / survey.women.length;
    const menOutside = survey.men.filter((p) => p.chest_cm! < 92 || p.chest_cm! > 108 || p.waist_cm! < 80 || p.waist_cm! > 96).length / survey.men.length;
    console.log(
      `spec S-XXL spans: women outside bust 84-100 or hips 92-108: ${(100 * womenOutside).toFixed(1)}%; men outside chest 92-108 or waist 80-96: ${(100 * menOutside).toFixed(1)}%;` +
        ` women's navel waist outside the spec's natural-waist 66-82: ${(100 * outside(survey.women.map((p) => p.waist_cm!), [66, 82])).toFixed(1)}%`,
    );
    expect(womenOutside).toBeGreaterThan(0.4);
    expect(menOutside).toBeGreaterThan(0.5);
  });

  it('every surveyed adult passes the recommendation and sanity ranges of every key', () => {
    for (const category of ['women', 'men'] as const) {
      for (const person of survey[category]) {
        expect(rangeFailures(person)).toEqual([]);
        for (const key of MEASUREMENT_KEYS) {
          const value = person[key];
          if (value === undefined) continue;
          const [min, max] = PLAUSIBLE_RANGES_CM[key];
          if (value < min || value > max) throw new Error(`${category} ${key} ${value} outside ${min}-${max}`);
        }
      }
    }
  });
});

describe('the height floor comes from the children\'s chart', () => {
  const smallest = DEFAULT_SIZE_CHARTS.children.sizes[0];

  it('is the lower height bound of the smallest children\'s size, in every unit and in the estimator', () => {
    expect(smallest?.label).toBe('2-4Y');
    expect(smallest?.ranges.height_cm?.[0]).toBe(HEIGHT_MIN_CM);
    expect(ESTIMATOR_HEIGHT_RANGE_CM[0]).toBe(HEIGHT_MIN_CM);
    expect(PLAUSIBLE_RANGES_CM.height_cm[0]).toBeLessThanOrEqual(HEIGHT_MIN_CM);
  });

  it('lets a child who fits the smallest size be entered and estimated, in cm, m and inches', () => {
    const low = smallest?.ranges.height_cm?.[0] ?? NaN;
    expect(parseHeight(String(low), 'metric')).toEqual({ ok: true, cm: low });
    expect(parseHeight((low / 100).toFixed(2), 'metric')).toEqual({ ok: true, cm: low });
    expect(parseHeight(String(low - 1), 'metric')).toEqual({ ok: false, code: 'HEIGHT_RANGE_CM' });
    const inches = parseHeight(String(Math.ceil(low / CM_PER_INCH)), 'inches');
    expect(inches.ok).toBe(true);
    // A 2-year-old of 87 cm (about the 40th percentile) was refused by the spec's 90 cm floor.
    for (const heightCm of [low, 87, 89.5]) {
      const estimate = estimateMeasurements({ category: 'children', heightCm, ageYears: 2 });
      expect(estimate.confidence, String(heightCm)).toBeGreaterThan(0);
      const result = recommendSize(DEFAULT_SIZE_CHARTS.children, { category: 'children', fit: 'regular', measurements: { height_cm: heightCm, chest_cm: 52, waist_cm: 50 } });
      expect(result.ok && result.size, String(heightCm)).toBe('2-4Y');
    }
  });
});

describe('plus sizes (issue 45)', () => {
  /** z of the normal quantiles (i + 0.5) / 100, by bisection on a tanh approximation of the normal CDF (plenty for a percentile). */
  const quantiles = Array.from({ length: 100 }, (_, i) => {
    const p = (i + 0.5) / 100;
    let lo = -6;
    let hi = 6;
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      const cdf = 0.5 * (1 + Math.tanh(Math.sqrt(2 / Math.PI) * (mid + 0.044715 * mid ** 3)));
      if (cdf < p) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  });

  it.each(['women', 'men'] as const)('the %s chart reaches the 99th percentile of a BMI-45 population on every key, in even plus-size grades', (category) => {
    const people = loadAnsur().filter((p) => p.category === category);
    const coefficients = defaultEstimatorCoefficients();
    const spread = estimateSpreadLog(category, true, 45);
    const chart = DEFAULT_SIZE_CHARTS[category];
    for (const [key, top] of Object.entries(PLUS_SIZE_TOPS_CM[category]) as [MeasurementKey, number][]) {
      const bodies: number[] = [];
      for (const p of people) {
        const h = p.measurements.height_cm;
        const girth = predictAdult(coefficients, category, h, 45 * (h / 100) ** 2)[key] ?? NaN;
        for (const z of quantiles) bodies.push(girth * Math.exp((spread[key] ?? 0) * z));
      }
      bodies.sort((a, b) => a - b);
      const p99 = bodies[Math.floor(0.99 * bodies.length)] ?? NaN;
      console.log(`${category} ${key}: BMI-45 population P99 ${p99.toFixed(1)} cm, 7XL top ${top}`);
      expect(chart.sizes[chart.sizes.length - 1]!.ranges[key]![1]).toBe(top);
      expect(top, `${category} ${key}`).toBeGreaterThanOrEqual(p99);
      expect(top - p99, `${category} ${key}`).toBeLessThan(1);
      const widths = PLUS_SIZE_LABELS.map((label) => width(chart, label, key));
      expect(Math.max(...widths) - Math.min(...widths), `${category} ${key}`).toBeLessThanOrEqual(1);
    }
  });
});
