import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { CUSTOM_FIT } from './constants';
import {
  FIT_POSITION_SHIFT,
  RECOMMENDATION_NOTES,
  chartKeys,
  midpointMeasurements,
  recommendSize,
  sizeIndex,
  type RecommendInput,
  type RecommendResult,
} from './recommend';
import { FITS, SIZE_CATEGORIES, type Fit, type MeasurementKey, type Measurements, type SizeCategory, type SizeChart } from './types';
import { recommendationRange } from './validation';

const women = DEFAULT_SIZE_CHARTS.women;
const men = DEFAULT_SIZE_CHARTS.men;
const children = DEFAULT_SIZE_CHARTS.children;

type Ok = Extract<RecommendResult, { ok: true }>;

function ok(result: RecommendResult): Ok {
  if (!result.ok) throw new Error(`expected a recommendation, got ${result.code} ${result.fields.join(',')}`);
  return result;
}

const recommend = (chart: SizeChart, measurements: Measurements, fit: Fit = 'regular'): RecommendResult =>
  recommendSize(chart, { category: chart.category, fit, measurements });

/** A chart key's range for a size label. */
function range(chart: SizeChart, label: string, key: MeasurementKey): readonly [number, number] {
  const found = chart.sizes[sizeIndex(chart, label)]?.ranges[key];
  if (!found) throw new Error(`${label} has no ${key}`);
  return found;
}

/** The value at a fraction of a size's range (0 = its lower bound, 1 = its upper bound). */
const at = (chart: SizeChart, label: string, key: MeasurementKey, fraction: number): number => {
  const [low, high] = range(chart, label, key);
  return low + (high - low) * fraction;
};

const mid = (chart: SizeChart, label: string, key: MeasurementKey): number => at(chart, label, key, 0.5);

/** A body with every chart key at the given fraction of the given size. */
function bodyAt(chart: SizeChart, label: string, fraction = 0.5): Measurements {
  const out: Measurements = {};
  for (const key of chartKeys(chart)) out[key] = at(chart, label, key, fraction);
  return out;
}

describe('chartKeys', () => {
  it('lists the keys that define each default chart', () => {
    expect(chartKeys(women)).toEqual(['bust_cm', 'waist_cm', 'hips_cm']);
    expect(chartKeys(men)).toEqual(['neck_cm', 'chest_cm', 'waist_cm', 'hips_cm']);
    expect(chartKeys(children)).toEqual(['height_cm', 'chest_cm', 'waist_cm']);
  });

  it('ignores keys missing from some sizes, inverted or non-finite ranges, and non-increasing boundaries', () => {
    const chart: SizeChart = {
      category: 'women',
      name: 'odd',
      waistDefinition: null,
      sizes: [
        { label: 'A', ranges: { bust_cm: [80, 90], waist_cm: [70, 80], hips_cm: [90, 100], neck_cm: [30, 32], sleeve_cm: [60, 50], thigh_cm: [50, 60] } },
        { label: 'B', ranges: { bust_cm: [90, 100], waist_cm: [80, 90], hips_cm: [100, Number.NaN], sleeve_cm: [60, 65], thigh_cm: [40, 45] } },
      ],
    };
    expect(chartKeys(chart)).toEqual(['bust_cm', 'waist_cm']);
  });
});

describe('sizeIndex and midpointMeasurements', () => {
  it('finds labels exactly, then ignoring case and spaces', () => {
    expect(sizeIndex(women, 'XS')).toBe(0);
    expect(sizeIndex(women, '4XL')).toBe(7);
    expect(sizeIndex(women, '7XL')).toBe(10);
    expect(sizeIndex(women, 'xl')).toBe(4);
    expect(sizeIndex(women, ' 3xl ')).toBe(6);
    expect(sizeIndex(children, '8-10Y')).toBe(3);
    expect(sizeIndex(women, 'XXXL')).toBe(-1);
    expect(sizeIndex(women, '')).toBe(-1);
  });

  it('gives the middle of every range of a size, on the 0.5 step', () => {
    expect(midpointMeasurements(women, 'M')).toEqual({ bust_cm: 89, waist_cm: 79.5, hips_cm: 97.5 });
    expect(midpointMeasurements(men, 'L')).toEqual({ neck_cm: 39.5, chest_cm: 106, waist_cm: 93.5, hips_cm: 102 });
    expect(midpointMeasurements(children, '6-8Y')).toEqual({ height_cm: 122, chest_cm: 62.5, waist_cm: 58 });
    expect(midpointMeasurements(women, 'nope')).toEqual({});
  });

  it('imports a size and recommends it back, for every chart and size (the Traditional Sizes round trip)', () => {
    for (const category of SIZE_CATEGORIES) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      for (const size of chart.sizes) {
        const result = ok(recommend(chart, midpointMeasurements(chart, size.label)));
        expect(result.size, `${category} ${size.label}`).toBe(size.label);
        expect(result.confidence).toBeGreaterThanOrEqual(0.85);
        expect(result.withinChart).toBe(true);
        expect(result.notes).toEqual([]);
      }
    }
  });

  it('round-trips on any well-formed chart with uneven grades', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 })), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 60, max: 90 }),
        fc.integer({ min: 50, max: 80 }),
        (grades, bustStart, waistStart) => {
          let bust = bustStart;
          let waist = waistStart;
          const chart: SizeChart = {
            category: 'women',
            name: 'designer',
            waistDefinition: null,
            sizes: grades.map(([bustGrade, waistGrade], i) => {
              const ranges = { bust_cm: [bust, bust + bustGrade] as const, waist_cm: [waist, waist + waistGrade] as const };
              bust += bustGrade;
              waist += waistGrade;
              return { label: `S${i}`, ranges };
            }),
          };
          for (const size of chart.sizes) expect(ok(recommend(chart, midpointMeasurements(chart, size.label))).size).toBe(size.label);
        },
      ),
    );
  });
});

describe('too few measurements', () => {
  it('needs 2 usable values and lists the chart keys still missing', () => {
    expect(recommend(women, {})).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: ['bust_cm', 'waist_cm', 'hips_cm'] });
    expect(recommend(women, { bust_cm: 90 })).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: ['waist_cm', 'hips_cm'] });
    expect(recommend(men, { chest_cm: 100 })).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: ['neck_cm', 'waist_cm', 'hips_cm'] });
  });

  it('does not count zero, negative, non-finite or missing values', () => {
    for (const bad of [0, -90, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(recommend(women, { bust_cm: 90, waist_cm: bad }).ok).toBe(false);
    }
  });

  it('needs at least one chart key: height and weight alone say nothing about girths', () => {
    expect(recommend(women, { height_cm: 165, weight_kg: 60 })).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: ['bust_cm', 'waist_cm', 'hips_cm'] });
    expect(recommend(men, { sleeve_cm: 60, inseam_cm: 80, shoulder_width_cm: 45 }).ok).toBe(false);
  });

  it('counts a meaningful non-chart key next to one chart key (documented choice)', () => {
    const result = ok(recommend(women, { bust_cm: mid(women, 'M', 'bust_cm'), height_cm: 165 }));
    expect(result.size).toBe('M');
    expect(result.used).toEqual({ bust_cm: 89 });
    expect(result.notes).toContain('PARTIAL_MEASUREMENTS');
  });

  it('ignores keys that mean nothing for the category', () => {
    // A bust on a men's chart, a dress length for a child: not counted.
    expect(recommend(men, { chest_cm: 100, bust_cm: 95 }).ok).toBe(false);
    expect(recommend(children, { chest_cm: 60, dress_length_cm: 70 }).ok).toBe(false);
    expect(recommend(children, { chest_cm: 60, hips_cm: 66 }).ok).toBe(true);
  });

  it('lets a two-key designer chart recommend from its two keys', () => {
    const chart: SizeChart = {
      category: 'men',
      name: 'two keys',
      waistDefinition: null,
      sizes: [
        { label: 'S', ranges: { chest_cm: [88, 96], waist_cm: [76, 84] } },
        { label: 'M', ranges: { chest_cm: [96, 104], waist_cm: [84, 92] } },
      ],
    };
    expect(ok(recommend(chart, { chest_cm: 92, waist_cm: 80 })).size).toBe('S');
    expect(recommend(chart, { chest_cm: 92 }).ok).toBe(false);
    expect(ok(recommend(chart, { chest_cm: 100, neck_cm: 40 })).size).toBe('M');
  });

  it('answers TOO_FEW_MEASUREMENTS for a chart without usable keys or sizes', () => {
    const empty: SizeChart = { category: 'women', name: 'empty', waistDefinition: null, sizes: [] };
    expect(recommend(empty, { bust_cm: 90, waist_cm: 80 })).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: [] });
  });
});

describe('out of range', () => {
  it('lists every usable value outside its range (spec checks and sanity ranges)', () => {
    expect(recommend(women, { bust_cm: 90, waist_cm: 170 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: ['waist_cm'] });
    expect(recommend(women, { bust_cm: 900, waist_cm: 30, hips_cm: 100 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: ['bust_cm', 'waist_cm'] });
    expect(recommend(men, { chest_cm: 100, waist_cm: 90, neck_cm: 61 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: ['neck_cm'] });
    // A non-chart key is checked too: the spec's sleeve 40-80.
    expect(recommend(men, { chest_cm: 100, waist_cm: 90, sleeve_cm: 85 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: ['sleeve_cm'] });
  });

  it('reports too few before out of range, as the form does', () => {
    expect(recommend(women, { waist_cm: 500 })).toEqual({ ok: false, code: 'TOO_FEW_MEASUREMENTS', fields: ['bust_cm', 'hips_cm'] });
  });

  it('accepts the range edges', () => {
    expect(recommend(women, { bust_cm: 90, waist_cm: 160 }).ok).toBe(true);
    expect(recommend(women, { bust_cm: 90, waist_cm: 40 }).ok).toBe(true);
  });
});

describe('inside one size', () => {
  it('gives that size with high confidence and its neighbours as alternates', () => {
    const result = ok(recommend(women, bodyAt(women, 'L')));
    expect(result).toEqual({
      ok: true,
      size: 'L',
      confidence: 0.95,
      alternates: ['XL', 'M'],
      notes: [],
      withinChart: true,
      used: bodyAt(women, 'L'),
    });
    expect(ok(recommend(women, bodyAt(women, 'L', 0.3))).alternates).toEqual(['M', 'XL']);
  });

  it('is confident (>= 0.85) for any body whose keys all sit inside one size, away from its edges', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_CATEGORIES), fc.nat(), fc.array(fc.double({ min: 0.16, max: 0.84, noNaN: true }), { minLength: 4, maxLength: 4 }), (category, pick, fractions) => {
        const chart = DEFAULT_SIZE_CHARTS[category];
        const size = chart.sizes[pick % chart.sizes.length]!;
        const body: Measurements = {};
        chartKeys(chart).forEach((key, i) => (body[key] = at(chart, size.label, key, fractions[i]!)));
        const result = ok(recommend(chart, body));
        expect(result.size).toBe(size.label);
        expect(result.confidence).toBeGreaterThanOrEqual(0.85);
        expect(result.notes).toEqual([]);
      }),
    );
  });

  it('loses a little confidence for each chart key not given, but stays >= 0.85 with 2 of them', () => {
    const { bust_cm, waist_cm } = bodyAt(women, 'M');
    const result = ok(recommend(women, { bust_cm, waist_cm }));
    expect(result.size).toBe('M');
    expect(result.confidence).toBe(0.9);
    expect(result.notes).toEqual(['PARTIAL_MEASUREMENTS']);
    const menTwo = ok(recommend(men, { chest_cm: mid(men, 'M', 'chest_cm'), waist_cm: mid(men, 'M', 'waist_cm') }));
    expect(menTwo.size).toBe('M');
    expect(menTwo.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('sizes children by height, chest and waist', () => {
    expect(ok(recommend(children, { height_cm: 122, chest_cm: 62, waist_cm: 58 })).size).toBe('6-8Y');
    expect(ok(recommend(children, { height_cm: 95, chest_cm: 53 })).size).toBe('2-4Y');
    // A tall, slim child needs the length of the taller band.
    expect(ok(recommend(children, { height_cm: 146, chest_cm: 62, waist_cm: 57 })).size).toBe('10-12Y');
  });
});

describe('between sizes', () => {
  it('picks the larger size exactly on a boundary, with the smaller as first alternate', () => {
    const boundary = range(women, 'M', 'bust_cm')[1];
    const result = ok(recommend(women, { bust_cm: boundary, waist_cm: boundary - 10 }));
    // waist 81.5 is M (76.5-82), bust 91.5 is the M|L boundary.
    expect(result.size).toBe('L');
    expect(result.alternates[0]).toBe('M');
    expect(result.notes).toContain('BETWEEN_SIZES');
    expect(result.confidence).toBeLessThan(0.85);
  });

  it('just below a boundary keeps the smaller size and offers the larger first', () => {
    const body = bodyAt(women, 'M', 0.95);
    const result = ok(recommend(women, body));
    expect(result.size).toBe('M');
    expect(result.alternates[0]).toBe('L');
    expect(result.notes).toEqual(['BETWEEN_SIZES']);
  });

  it('just above a boundary keeps the larger size and offers the smaller first', () => {
    const result = ok(recommend(women, bodyAt(women, 'M', 0.05)));
    expect(result.size).toBe('M');
    expect(result.alternates[0]).toBe('S');
    expect(result.notes).toEqual(['BETWEEN_SIZES']);
  });

  it('is less confident the closer a body is to a boundary', () => {
    const confidences = [0.5, 0.7, 0.9, 0.95, 0.99, 1].map((f) => ok(recommend(women, bodyAt(women, 'M', f))).confidence);
    for (let i = 1; i < confidences.length; i += 1) expect(confidences[i]!).toBeLessThanOrEqual(confidences[i - 1]!);
    expect(confidences[0]).toBe(0.95);
    expect(confidences.at(-1)).toBe(0.7);
  });

  it('takes the larger when keys point to adjacent sizes: a garment must fit the largest girth', () => {
    const body = { bust_cm: mid(women, 'M', 'bust_cm'), waist_cm: mid(women, 'M', 'waist_cm'), hips_cm: mid(women, 'L', 'hips_cm') };
    const result = ok(recommend(women, body));
    expect(result.size).toBe('L');
    expect(result.alternates[0]).toBe('M');
    expect(result.notes).toEqual(['BETWEEN_SIZES']);
    expect(result.confidence).toBe(0.85);
  });

  it('notes MIXED_SIZES when keys disagree by more than one size, still fitting the largest (hips for a dress)', () => {
    const body = { bust_cm: mid(women, 'S', 'bust_cm'), waist_cm: mid(women, 'M', 'waist_cm'), hips_cm: mid(women, 'XL', 'hips_cm') };
    const result = ok(recommend(women, body));
    expect(result.size).toBe('XL');
    expect(result.notes).toEqual(['MIXED_SIZES']);
    expect(result.alternates[0]).toBe('L');
    expect(result.confidence).toBeLessThan(0.85);
    expect(result.withinChart).toBe(true);
  });

  it('is less confident the more the keys disagree', () => {
    const base = { bust_cm: mid(women, 'M', 'bust_cm'), waist_cm: mid(women, 'M', 'waist_cm') };
    const confidence = (hipsSize: string) => ok(recommend(women, { ...base, hips_cm: mid(women, hipsSize, 'hips_cm') })).confidence;
    expect(confidence('M')).toBeGreaterThan(confidence('L'));
    expect(confidence('L')).toBeGreaterThan(confidence('XL'));
    expect(confidence('XL')).toBeGreaterThan(confidence('XXL'));
  });
});

describe('fit preference', () => {
  it('shifts by a fraction of a size: tight -1/3, loose +2/3', () => {
    expect(FIT_POSITION_SHIFT).toEqual({ tight: -1 / 3, regular: 0, loose: 2 / 3 });
  });

  it('sizes up for a loose fit from the upper part of a size and notes it', () => {
    const body = bodyAt(women, 'M', 0.6);
    expect(ok(recommend(women, body, 'regular')).size).toBe('M');
    const loose = ok(recommend(women, body, 'loose'));
    expect(loose.size).toBe('L');
    expect(loose.notes).toContain('FIT_SIZED_UP');
    expect(loose.alternates[0]).toBe('M');
  });

  it('sizes down for a tight fit from the lower part of a size and notes it', () => {
    const body = bodyAt(women, 'M', 0.2);
    const tight = ok(recommend(women, body, 'tight'));
    expect(tight.size).toBe('S');
    expect(tight.notes).toContain('FIT_SIZED_DOWN');
    expect(ok(recommend(women, bodyAt(women, 'M', 0.5), 'tight')).size).toBe('M');
  });

  it('leaves the size alone when the shift stays inside it', () => {
    const result = ok(recommend(women, bodyAt(women, 'M', 0.5), 'tight'));
    expect(result.notes).not.toContain('FIT_SIZED_DOWN');
  });
});

// ------------------------------------------------------------------------------------------------
// Property-based checks over random bodies on every default chart
// ------------------------------------------------------------------------------------------------

/** A random body on a chart: every chart key from 10 cm below to 10 cm above the chart, within the allowed range. */
function arbitraryBody(chart: SizeChart): fc.Arbitrary<Measurements> {
  const keys = chartKeys(chart);
  const first = chart.sizes[0]!;
  const last = chart.sizes[chart.sizes.length - 1]!;
  return fc.tuple(
    ...keys.map((key) => {
      const [min, max] = recommendationRange(key);
      return fc.double({ min: Math.max(min, first.ranges[key]![0] - 10), max: Math.min(max, last.ranges[key]![1] + 10), noNaN: true });
    }),
  ).map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Measurements);
}

const chartAndBody = fc.constantFrom(...SIZE_CATEGORIES).chain((category) =>
  arbitraryBody(DEFAULT_SIZE_CHARTS[category]).map((body) => ({ category, chart: DEFAULT_SIZE_CHARTS[category], body })),
);

const indexOf = (chart: SizeChart, result: RecommendResult): number => sizeIndex(chart, ok(result).size);

describe('properties', () => {
  it('a looser fit never picks a smaller size than a tighter fit for the same body', () => {
    fc.assert(
      fc.property(chartAndBody, ({ chart, body }) => {
        const [tight, regular, loose] = FITS.map((fit) => indexOf(chart, recommend(chart, body, fit)));
        expect(tight).toBeLessThanOrEqual(regular!);
        expect(regular).toBeLessThanOrEqual(loose!);
      }),
      { numRuns: 500 },
    );
  });

  it('increasing every girth never picks a smaller size (monotonic), for every fit', () => {
    const growth = fc.array(fc.double({ min: 0, max: 25, noNaN: true }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(chartAndBody, growth, fc.constantFrom(...FITS), ({ chart, body }, deltas, fit) => {
        const bigger: Measurements = {};
        chartKeys(chart).forEach((key, i) => (bigger[key] = Math.min(recommendationRange(key)[1], body[key]! + deltas[i]!)));
        expect(indexOf(chart, recommend(chart, bigger, fit))).toBeGreaterThanOrEqual(indexOf(chart, recommend(chart, body, fit)));
      }),
      { numRuns: 500 },
    );
  });

  it('increasing a single girth never picks a smaller size either', () => {
    fc.assert(
      fc.property(chartAndBody, fc.nat(), fc.double({ min: 0, max: 30, noNaN: true }), ({ chart, body }, which, delta) => {
        const keys = chartKeys(chart);
        const key = keys[which % keys.length]!;
        const bigger = { ...body, [key]: Math.min(recommendationRange(key)[1], body[key]! + delta) };
        expect(indexOf(chart, recommend(chart, bigger))).toBeGreaterThanOrEqual(indexOf(chart, recommend(chart, body)));
      }),
    );
  });

  it('alternates: at most 2, distinct, never the chosen size, only chart sizes, nearest first', () => {
    fc.assert(
      fc.property(chartAndBody, fc.constantFrom(...FITS), ({ chart, body }, fit) => {
        const result = ok(recommend(chart, body, fit));
        const chosen = sizeIndex(chart, result.size);
        expect(result.alternates.length).toBeLessThanOrEqual(2);
        expect(result.alternates.length).toBe(Math.min(2, chart.sizes.length - 1));
        expect(new Set(result.alternates).size).toBe(result.alternates.length);
        expect(result.alternates).not.toContain(result.size);
        const distances = result.alternates.map((label) => {
          const index = sizeIndex(chart, label);
          expect(index).toBeGreaterThanOrEqual(0);
          return Math.abs(index - chosen);
        });
        expect(distances[0]).toBe(1);
        expect(distances[0]!).toBeLessThanOrEqual(distances[1]!);
      }),
      { numRuns: 500 },
    );
  });

  it('confidence is deterministic, within [0, 1], with 2 decimals; outside the chart it is below 0.5', () => {
    fc.assert(
      fc.property(chartAndBody, fc.constantFrom(...FITS), ({ chart, body }, fit) => {
        const result = ok(recommend(chart, body, fit));
        expect(recommend(chart, { ...body }, fit)).toEqual(result);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        expect(Math.round(result.confidence * 100) / 100).toBe(result.confidence);
        if (!result.withinChart) expect(result.confidence).toBeLessThan(0.5);
        expect(result.used).toEqual(body);
        expect(RECOMMENDATION_NOTES.filter((note) => result.notes.includes(note))).toEqual(result.notes);
      }),
      { numRuns: 500 },
    );
  });

  it('withinChart is true exactly when every used value lies within the chart span', () => {
    fc.assert(
      fc.property(chartAndBody, ({ chart, body }) => {
        const inside = chartKeys(chart).every((key) => body[key]! >= chart.sizes[0]!.ranges[key]![0] && body[key]! <= chart.sizes.at(-1)!.ranges[key]![1]);
        const result = ok(recommend(chart, body));
        expect(result.withinChart).toBe(inside);
        expect(result.notes.includes('ABOVE_CHART_CUSTOM_FIT') || result.notes.includes('BELOW_CHART_CUSTOM_FIT')).toBe(!inside);
      }),
      { numRuns: 500 },
    );
  });

  it('a random subset of keys (at least 2 chart keys) always gives a recommendation', () => {
    fc.assert(
      fc.property(chartAndBody, fc.nat(), ({ chart, body }, seed) => {
        const keys = chartKeys(chart);
        const subset = keys.filter((_, i) => i < 2 || ((seed >> i) & 1) === 1);
        const partial = Object.fromEntries(subset.map((key) => [key, body[key]])) as Measurements;
        const result = ok(recommend(chart, partial));
        expect(Object.keys(result.used).sort()).toEqual([...subset].sort());
        expect(result.notes.includes('PARTIAL_MEASUREMENTS')).toBe(subset.length < keys.length);
      }),
    );
  });
});

describe('outside the chart', () => {
  it('above the largest size: Custom Fit rather than a size that will not close, the largest sizes as alternates, low confidence', () => {
    const body = { bust_cm: 150, waist_cm: 140, hips_cm: 148 };
    const result = ok(recommend(women, body));
    expect(result).toMatchObject({ size: CUSTOM_FIT, withinChart: false, alternates: ['7XL', '6XL'] });
    expect(result.notes).toContain('ABOVE_CHART_CUSTOM_FIT');
    expect(result.confidence).toBeLessThan(0.5);
  });

  it('any one key above the chart is enough, and further above is less confident', () => {
    const body = { ...bodyAt(men, 'XL'), chest_cm: 155 };
    const result = ok(recommend(men, body));
    expect(result.size).toBe(CUSTOM_FIT);
    expect(result.notes).toEqual(expect.arrayContaining(['ABOVE_CHART_CUSTOM_FIT', 'MIXED_SIZES']));
    const further = ok(recommend(men, { ...body, chest_cm: 165 }));
    expect(further.confidence).toBeLessThan(result.confidence);
    expect(further.confidence).toBeGreaterThan(0);
  });

  it('below the smallest size on every key: the smallest size, a Custom Fit note and low confidence', () => {
    const result = ok(recommend(women, { bust_cm: 70, waist_cm: 55, hips_cm: 80 }));
    expect(result).toMatchObject({ size: 'XS', withinChart: false, notes: ['BELOW_CHART_CUSTOM_FIT'], alternates: ['S', 'M'] });
    expect(result.confidence).toBeLessThan(0.5);
    const child = ok(recommend(children, { height_cm: 80, chest_cm: 48 }));
    expect(child.size).toBe('2-4Y');
    expect(child.notes).toContain('BELOW_CHART_CUSTOM_FIT');
  });

  it('some keys below the smallest size: the size of the largest girth, with the Custom Fit note', () => {
    const result = ok(recommend(women, { bust_cm: mid(women, 'M', 'bust_cm'), waist_cm: 55, hips_cm: mid(women, 'M', 'hips_cm') }));
    expect(result.size).toBe('M');
    expect(result.withinChart).toBe(false);
    expect(result.notes).toEqual(['MIXED_SIZES', 'BELOW_CHART_CUSTOM_FIT']);
    expect(result.confidence).toBeLessThan(0.5);
  });

  it('the fit preference cannot move a body that is above the chart', () => {
    const body = { bust_cm: 152, waist_cm: 150, hips_cm: 152 };
    for (const fit of FITS) {
      const result = ok(recommend(women, body, fit));
      expect(result.size).toBe(CUSTOM_FIT);
      expect(result.notes).not.toContain('FIT_SIZED_DOWN');
    }
  });
});

describe('designer charts', () => {
  const gapped: SizeChart = {
    category: 'women',
    name: 'gapped',
    waistDefinition: 'natural waist',
    sizes: [
      { label: 'S', ranges: { bust_cm: [82, 86], hips_cm: [88, 92] } },
      { label: 'M', ranges: { bust_cm: [86.5, 90], hips_cm: [92.5, 96] } },
      { label: 'L', ranges: { bust_cm: [90.5, 96], hips_cm: [96.5, 102] } },
    ],
  };

  it('splits a gap between sizes at its middle', () => {
    expect(ok(recommend(gapped, { bust_cm: 86.2, hips_cm: 89 })).size).toBe('S');
    expect(ok(recommend(gapped, { bust_cm: 86.25, hips_cm: 89 })).size).toBe('M');
    expect(ok(recommend(gapped, { bust_cm: 86.4, hips_cm: 89 })).size).toBe('M');
  });

  it('works with a single size', () => {
    const single: SizeChart = { category: 'men', name: 'one', waistDefinition: null, sizes: [{ label: 'One Size', ranges: { chest_cm: [90, 120], waist_cm: [75, 110] } }] };
    expect(ok(recommend(single, { chest_cm: 100, waist_cm: 90 }))).toMatchObject({ size: 'One Size', alternates: [], withinChart: true });
    expect(ok(recommend(single, { chest_cm: 130, waist_cm: 90 }))).toMatchObject({ size: CUSTOM_FIT, alternates: ['One Size'], withinChart: false, notes: ['ABOVE_CHART_CUSTOM_FIT'] });
  });

  it('uses the input category for meaningful keys', () => {
    const input: RecommendInput = { category: 'men' as SizeCategory, fit: 'regular', measurements: { bust_cm: 90, height_cm: 170 } };
    expect(recommendSize(gapped, input).ok).toBe(true);
  });
});
