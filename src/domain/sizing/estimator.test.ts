import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADULT_CATEGORIES,
  ADULT_TARGET_KEYS,
  CHILD_TARGET_KEYS,
  childAgeForHeight,
  childMedianHeightCm,
  defaultEstimatorCoefficients,
  estimateMeasurements,
  ESTIMATE_NOTES,
  GIRTH_KEYS,
  parseEstimatorCoefficients,
  surveyDistance,
  type AdultCategory,
  type EstimateInput,
  type EstimatorCoefficients,
} from './estimator';
import { BUILDS, type Build, type MeasurementKey } from './types';

const coefficients = defaultEstimatorCoefficients();
const isHalfStep = (v: number): boolean => Number.isInteger(v * 2);
const adult = fc.constantFrom<AdultCategory>('men', 'women');
const build = fc.constantFrom<Build>(...BUILDS);
/** Heights and weights a shopper can type that the survey covers (BMI 17-40). */
const surveyBody = fc
  .record({ heightCm: fc.double({ min: 150, max: 185, noNaN: true }), bmi: fc.double({ min: 17, max: 40, noNaN: true }) })
  .map(({ heightCm, bmi }) => ({ heightCm, weightKg: bmi * (heightCm / 100) ** 2 }));

describe('estimateMeasurements: confidence (docs/requirements/sizing.md §9)', () => {
  it('is 0.6 from height alone and 0.8 with a weight, inside the survey', () => {
    expect(estimateMeasurements({ category: 'men', heightCm: 175 }).confidence).toBe(0.6);
    expect(estimateMeasurements({ category: 'men', heightCm: 175, weightKg: 80 }).confidence).toBe(0.8);
    expect(estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 62, build: 'curvy' }).confidence).toBe(0.8);
  });

  it('never exceeds 0.85 and always has two decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('men', 'women', 'children' as const),
        fc.double({ min: 90, max: 250, noNaN: true }),
        fc.option(fc.double({ min: 5, max: 320, noNaN: true }), { nil: undefined }),
        fc.option(build, { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: undefined }),
        (category, heightCm, weightKg, b, ageYears) => {
          const r = estimateMeasurements({ category, heightCm, weightKg, build: b, ageYears });
          expect(r.confidence).toBeLessThanOrEqual(0.85);
          expect(r.confidence).toBeGreaterThan(0);
          expect(Math.round(r.confidence * 100) / 100).toBe(r.confidence);
        },
      ),
    );
  });

  it('is 0 with no measurements when height is outside 86-250 cm, and the ends are accepted', () => {
    for (const heightCm of [0, 50, 85.9, 250.1, 300, -170]) {
      const r = estimateMeasurements({ category: 'men', heightCm, weightKg: 80 });
      expect(r).toEqual({ measurements: {}, confidence: 0, source: 'smart_estimate', notes: ['HEIGHT_OUT_OF_RANGE'] });
    }
    expect(estimateMeasurements({ category: 'women', heightCm: 86 }).confidence).toBeGreaterThan(0);
    expect(estimateMeasurements({ category: 'women', heightCm: 250 }).confidence).toBeGreaterThan(0);
  });

  it('lowers confidence and says so outside the survey range (height, weight or BMI)', () => {
    const tall = estimateMeasurements({ category: 'women', heightCm: 200, weightKg: 80 });
    expect(tall.notes).toEqual(['OUTSIDE_SURVEY_RANGE']);
    // 0.8 - 0.2 for leaving the range, and lower still for how far (surveyDistance)
    expect(tall.confidence).toBeLessThan(0.6);
    const heavy = estimateMeasurements({ category: 'men', heightCm: 170, weightKg: 150 });
    expect(heavy.notes).toContain('OUTSIDE_SURVEY_RANGE');
    expect(heavy.confidence).toBeLessThan(0.8);
    const short = estimateMeasurements({ category: 'men', heightCm: 120 });
    expect(short.notes).toEqual(['HEIGHT_ONLY', 'OUTSIDE_SURVEY_RANGE']);
    expect(short.confidence).toBeLessThan(0.4);
    expect(estimateMeasurements({ category: 'men', heightCm: 175, weightKg: 80 }).notes).toEqual([]);
  });
});

describe('estimateMeasurements: inputs', () => {
  it('never throws on anything, and non-finite numbers give confidence 0 with a note', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), fc.anything(), (category, heightCm, weightKg, b, ageYears) => {
        const r = estimateMeasurements({ category, heightCm, weightKg, build: b, ageYears } as unknown as EstimateInput);
        expect(r.source).toBe('smart_estimate');
        expect(r.notes.every((n) => (ESTIMATE_NOTES as readonly string[]).includes(n))).toBe(true);
      }),
    );
    for (const bad of [NaN, Infinity, -Infinity]) {
      const expected = { measurements: {}, confidence: 0, source: 'smart_estimate', notes: ['INVALID_INPUT'] };
      expect(estimateMeasurements({ category: 'men', heightCm: bad })).toEqual(expected);
      expect(estimateMeasurements({ category: 'women', heightCm: 165, weightKg: bad })).toEqual(expected);
      expect(estimateMeasurements({ category: 'children', heightCm: 120, ageYears: bad })).toEqual(expected);
    }
    expect(estimateMeasurements({ category: 'teens', heightCm: 170 } as unknown as EstimateInput).notes).toEqual(['INVALID_INPUT']);
  });

  it('ignores a weight outside 20-300 kg (or impossible for the height) and uses the height-only model', () => {
    const heightOnly = estimateMeasurements({ category: 'men', heightCm: 180 });
    for (const weightKg of [10, 19.9, 300.1, 500]) {
      const r = estimateMeasurements({ category: 'men', heightCm: 180, weightKg });
      expect(r.notes).toEqual(['WEIGHT_IGNORED', 'HEIGHT_ONLY']);
      expect(r.confidence).toBe(0.6);
      expect(r.measurements).toEqual(heightOnly.measurements);
      expect(r.measurements.weight_kg).toBeUndefined();
    }
    // each value in range, together BMI 332
    expect(estimateMeasurements({ category: 'men', heightCm: 95, weightKg: 300 }).notes).toContain('WEIGHT_IGNORED');
    expect(estimateMeasurements({ category: 'men', heightCm: 180, weightKg: 20 }).notes).toEqual(['WEIGHT_IGNORED', 'HEIGHT_ONLY']);
    expect(estimateMeasurements({ category: 'men', heightCm: 180, weightKg: 300 }).notes).not.toContain('WEIGHT_IGNORED');
    expect(estimateMeasurements({ category: 'men', heightCm: 170, weightKg: 300 }).notes).toContain('WEIGHT_IGNORED');
  });

  it('treats null and undefined as not given', () => {
    const base = estimateMeasurements({ category: 'women', heightCm: 160 });
    expect(estimateMeasurements({ category: 'women', heightCm: 160, weightKg: null, ageYears: null, build: null } as unknown as EstimateInput)).toEqual(base);
  });

  it('assumes average for an unknown build, with a note', () => {
    const r = estimateMeasurements({ category: 'men', heightCm: 178, weightKg: 85, build: 'stocky' as Build });
    expect(r.notes).toContain('BUILD_IGNORED');
    expect(r.measurements).toEqual(estimateMeasurements({ category: 'men', heightCm: 178, weightKg: 85 }).measurements);
  });
});

describe('estimateMeasurements: output', () => {
  it('gives every key of the category, rounded to the 0.5 cm step, with height and weight', () => {
    fc.assert(
      fc.property(adult, surveyBody, build, (category, body, b) => {
        const r = estimateMeasurements({ category, ...body, build: b });
        const keys = Object.keys(r.measurements).sort();
        expect(keys).toEqual([...ADULT_TARGET_KEYS[category], 'height_cm', 'weight_kg'].sort());
        for (const v of Object.values(r.measurements)) expect(isHalfStep(v)).toBe(true);
        expect(r.measurements.height_cm).toBe(Math.round(body.heightCm * 2) / 2);
        expect(r.measurements.weight_kg).toBe(Math.round(body.weightKg * 2) / 2);
      }),
    );
    expect(estimateMeasurements({ category: 'women', heightCm: 165, weightKg: 60 }).measurements.chest_cm).toBeUndefined();
    expect(estimateMeasurements({ category: 'men', heightCm: 175, weightKg: 80 }).measurements.bust_cm).toBeUndefined();
  });

  it('is plausible for a typical man and woman', () => {
    const man = estimateMeasurements({ category: 'men', heightCm: 175, weightKg: 80 }).measurements;
    expect(man.chest_cm).toBeGreaterThan(95);
    expect(man.chest_cm).toBeLessThan(110);
    expect(man.waist_cm).toBeGreaterThan(82);
    expect(man.waist_cm).toBeLessThan(98);
    const woman = estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 63 }).measurements;
    expect(woman.hips_cm).toBeGreaterThan(94);
    expect(woman.hips_cm).toBeLessThan(106);
    expect(woman.sleeve_cm).toBeGreaterThan(50);
    expect(woman.sleeve_cm).toBeLessThan(58);
  });

  it('is deterministic and does not touch its input', () => {
    fc.assert(
      fc.property(adult, surveyBody, build, (category, body, b) => {
        const input = Object.freeze({ category, ...body, build: b });
        expect(estimateMeasurements(input)).toEqual(estimateMeasurements({ ...input }));
      }),
    );
  });

  it('girths never shrink as weight grows, and lengths never shrink as height grows (same build)', () => {
    fc.assert(
      fc.property(adult, build, fc.double({ min: 150, max: 190, noNaN: true }), fc.double({ min: 45, max: 120, noNaN: true }), fc.double({ min: 0.5, max: 30, noNaN: true }), (category, b, heightCm, w, dw) => {
        const light = estimateMeasurements({ category, heightCm, weightKg: w, build: b }).measurements;
        const heavy = estimateMeasurements({ category, heightCm, weightKg: w + dw, build: b }).measurements;
        for (const key of GIRTH_KEYS) if (light[key] !== undefined) expect(heavy[key]).toBeGreaterThanOrEqual(light[key]);
        const short = estimateMeasurements({ category, heightCm, build: b }).measurements;
        const tall = estimateMeasurements({ category, heightCm: heightCm + dw, build: b }).measurements;
        for (const key of ['sleeve_cm', 'inseam_cm', 'outseam_cm', 'back_length_cm', 'shoulder_width_cm'] as const) {
          expect(tall[key]).toBeGreaterThanOrEqual(short[key] ?? Infinity);
        }
      }),
    );
  });
});

describe('estimateMeasurements: builds (factors fitted by scripts/estimator-fit.ts)', () => {
  const upper = (category: AdultCategory): MeasurementKey => (category === 'women' ? 'bust_cm' : 'chest_cm');

  it('orders girths as the builds are defined, with and without a weight', () => {
    fc.assert(
      fc.property(adult, surveyBody, fc.boolean(), (category, body, withWeight) => {
        const input = { category, heightCm: body.heightCm, ...(withWeight ? { weightKg: body.weightKg } : {}) };
        const avg = estimateMeasurements({ ...input, build: 'average' }).measurements;
        const slim = estimateMeasurements({ ...input, build: 'slim' }).measurements;
        const athletic = estimateMeasurements({ ...input, build: 'athletic' }).measurements;
        const curvy = estimateMeasurements({ ...input, build: 'curvy' }).measurements;
        const g = (m: typeof avg, k: MeasurementKey): number => m[k] ?? NaN;
        for (const key of GIRTH_KEYS.filter((k) => avg[k] !== undefined)) expect(g(slim, key)).toBeLessThanOrEqual(g(avg, key));
        expect(g(curvy, 'hips_cm')).toBeGreaterThanOrEqual(g(avg, 'hips_cm'));
        expect(g(curvy, 'waist_cm')).toBeLessThanOrEqual(g(avg, 'waist_cm'));
        expect(g(curvy, 'hips_cm') - g(curvy, 'waist_cm')).toBeGreaterThan(g(avg, 'hips_cm') - g(avg, 'waist_cm'));
        expect(g(athletic, 'waist_cm')).toBeLessThan(g(avg, 'waist_cm'));
        expect(g(athletic, 'bicep_cm')).toBeGreaterThanOrEqual(g(avg, 'bicep_cm'));
        expect(g(athletic, upper(category))).toBeGreaterThanOrEqual(g(avg, upper(category)));
        // a build reshapes girths only: bone lengths stay
        for (const key of ['sleeve_cm', 'inseam_cm', 'shoulder_width_cm', 'back_length_cm'] as const) {
          expect(slim[key]).toBe(avg[key]);
          expect(curvy[key]).toBe(avg[key]);
          expect(athletic[key]).toBe(avg[key]);
        }
      }),
    );
  });

  it('changes girths much more without a weight (slim then also means lighter)', () => {
    const withWeight = estimateMeasurements({ category: 'women', heightCm: 165, weightKg: 65, build: 'slim' }).measurements;
    const withWeightAvg = estimateMeasurements({ category: 'women', heightCm: 165, weightKg: 65 }).measurements;
    const heightOnly = estimateMeasurements({ category: 'women', heightCm: 165, build: 'slim' }).measurements;
    const heightOnlyAvg = estimateMeasurements({ category: 'women', heightCm: 165 }).measurements;
    const drop = (a: typeof withWeight, b: typeof withWeight): number => (b.waist_cm ?? 0) - (a.waist_cm ?? 0);
    expect(drop(heightOnly, heightOnlyAvg)).toBeGreaterThan(2 * drop(withWeight, withWeightAvg));
  });

  it('stores the fitted factors and their definitions in the coefficients file', () => {
    for (const category of ADULT_CATEGORIES) {
      for (const model of ['height_weight', 'height_only'] as const) {
        const builds = coefficients.categories[category].models[model].builds;
        expect(builds.slim.definition).toMatch(/girths/);
        expect(builds.curvy.groupSize).toBeGreaterThan(coefficients.categories[category].n / 5);
        for (const f of Object.values(builds.athletic.factors)) expect(f).toBeGreaterThan(0.8);
      }
    }
  });
});

describe('estimateMeasurements: children (growth-chart estimate)', () => {
  const child = (input: Omit<EstimateInput, 'category'>) => estimateMeasurements({ category: 'children', ...input });

  it('gives the children keys with a capped confidence and the growth-chart note', () => {
    const r = child({ heightCm: 120, ageYears: 6, weightKg: 22 });
    expect(Object.keys(r.measurements).sort()).toEqual([...CHILD_TARGET_KEYS, 'height_cm', 'weight_kg'].sort());
    expect(r.notes).toEqual(['CHILD_GROWTH_CHART_ESTIMATE']);
    expect(r.confidence).toBe(0.5);
    expect(child({ heightCm: 120, ageYears: 6 }).confidence).toBe(0.3);
    for (const v of Object.values(r.measurements)) expect(isHalfStep(v)).toBe(true);
  });

  // The estimator's 90 cm floor (docs/requirements/sizing.md §9) is above the median 2-year-old (86.5 cm).
  const medianHeight = (age: number): number => Math.max(90, childMedianHeightCm(age));

  it('estimates from the children\'s chart floor (86 cm, the smallest size\'s lower bound) and refuses below it', () => {
    expect(child({ heightCm: 85.5, ageYears: 2 }).notes).toEqual(['HEIGHT_OUT_OF_RANGE']);
    for (const heightCm of [86, 86.5, 89]) {
      const r = child({ heightCm, ageYears: 2 });
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.notes).not.toContain('HEIGHT_OUT_OF_RANGE');
      expect(r.notes).not.toContain('OUTSIDE_SURVEY_RANGE');
      expect(r.notes).not.toContain('HEIGHT_UNUSUAL_FOR_AGE');
      for (const key of CHILD_TARGET_KEYS) expect(r.measurements[key]).toBeGreaterThan(0);
    }
  });

  it('lands in the ballpark of the spec children table (2-4Y chest ~54, waist ~52)', () => {
    for (const age of [2, 3, 4]) {
      const m = child({ heightCm: medianHeight(age), ageYears: age }).measurements;
      expect(m.chest_cm).toBeGreaterThanOrEqual(50);
      expect(m.chest_cm).toBeLessThanOrEqual(58);
      expect(m.waist_cm).toBeGreaterThanOrEqual(49);
      expect(m.waist_cm).toBeLessThanOrEqual(55);
    }
    for (let age = 2; age <= 16; age++) {
      const m = child({ heightCm: medianHeight(age), ageYears: age }).measurements;
      expect(m.chest_cm).toBeGreaterThanOrEqual(50);
      expect(m.chest_cm).toBeLessThanOrEqual(90);
      expect(m.waist_cm).toBeGreaterThanOrEqual(49);
      expect(m.waist_cm).toBeLessThanOrEqual(75);
      expect(m.inseam_cm).toBeLessThan(m.height_cm ?? 0);
    }
  });

  it('infers a missing age from height, and clamps an age outside 2-16', () => {
    expect(childAgeForHeight(childMedianHeightCm(9))).toBeCloseTo(9, 6);
    const inferred = child({ heightCm: 133 });
    expect(inferred.notes).toContain('AGE_INFERRED_FROM_HEIGHT');
    expect(inferred.measurements).toEqual(child({ heightCm: 133, ageYears: childAgeForHeight(133) }).measurements);
    expect(child({ heightCm: 90, ageYears: 1 }).notes).toContain('AGE_OUT_OF_RANGE');
    expect(child({ heightCm: 170, ageYears: 18 }).notes).toContain('AGE_OUT_OF_RANGE');
  });

  it('flags a height far from the median for the age and lowers confidence', () => {
    const r = child({ heightCm: 160, ageYears: 4 });
    expect(r.notes).toContain('HEIGHT_UNUSUAL_FOR_AGE');
    expect(r.confidence).toBeLessThan(child({ heightCm: 102, ageYears: 4 }).confidence);
  });

  it('grows with height and with weight, and ignores the build', () => {
    fc.assert(
      fc.property(fc.double({ min: 90, max: 175, noNaN: true }), fc.double({ min: 1, max: 20, noNaN: true }), (h, dh) => {
        const a = child({ heightCm: h }).measurements;
        const b = child({ heightCm: h + dh }).measurements;
        for (const key of CHILD_TARGET_KEYS) expect(b[key]).toBeGreaterThanOrEqual(a[key] ?? Infinity);
      }),
    );
    const light = child({ heightCm: 130, ageYears: 8, weightKg: 22 }).measurements;
    const heavy = child({ heightCm: 130, ageYears: 8, weightKg: 36 }).measurements;
    expect(heavy.waist_cm).toBeGreaterThan(light.waist_cm ?? Infinity);
    expect(heavy.sleeve_cm).toBe(light.sleeve_cm);
    const slim = child({ heightCm: 130, ageYears: 8, build: 'slim' });
    expect(slim.notes).toContain('BUILD_IGNORED');
    expect(slim.measurements).toEqual(child({ heightCm: 130, ageYears: 8 }).measurements);
  });

  it('accepts a toddler weight below the adult 20 kg floor', () => {
    const r = child({ heightCm: 92, ageYears: 2.5, weightKg: 13.5 });
    expect(r.notes).toEqual(['CHILD_GROWTH_CHART_ESTIMATE']);
    expect(r.measurements.weight_kg).toBe(13.5);
  });
});

describe('coefficients', () => {
  it('parses the committed file and rejects damaged documents', () => {
    expect(coefficients.categories.men.n).toBe(4082);
    expect(coefficients.categories.women.n).toBe(1986);
    expect(() => parseEstimatorCoefficients({})).toThrow(/estimator coefficients/);
    const damaged = structuredClone(coefficients) as unknown as { categories: { men: { models: { height_weight: { targets: { chest_cm: { coefficients: unknown[] } } } } } } };
    damaged.categories.men.models.height_weight.targets.chest_cm.coefficients = [1, 'x', 2];
    expect(() => parseEstimatorCoefficients(damaged)).toThrow(/men.height_weight.chest_cm/);
  });

  it('uses coefficients passed in rather than the committed ones', () => {
    const scaled = structuredClone(coefficients) as EstimatorCoefficients;
    const target = scaled.categories.men.models.height_weight.targets.chest_cm;
    if (!target) throw new Error('no chest fit');
    target.coefficients[0] = (target.coefficients[0] ?? 0) + Math.log(2);
    const input: EstimateInput = { category: 'men', heightCm: 175, weightKg: 80 };
    const a = estimateMeasurements(input).measurements.chest_cm ?? NaN;
    const b = estimateMeasurements(input, scaled).measurements.chest_cm ?? NaN;
    expect(Math.abs(b - 2 * a)).toBeLessThanOrEqual(1);
  });
});

describe('estimateMeasurements: monotone in weight over the whole allowed range (issue 19)', () => {
  it('more weight never gives a smaller girth, for any category, height, build and age the form accepts', () => {
    const category = fc.constantFrom<'men' | 'women' | 'children'>('men', 'women', 'children');
    fc.assert(
      fc.property(
        category,
        fc.double({ min: 86, max: 250, noNaN: true }),
        fc.double({ min: 8, max: 300, noNaN: true }),
        fc.double({ min: 8, max: 300, noNaN: true }),
        fc.option(build, { nil: undefined }),
        fc.option(fc.double({ min: 1, max: 120, noNaN: true }), { nil: undefined }),
        (c, heightCm, a, b, bld, ageYears) => {
          const [lighter, heavier] = a <= b ? [a, b] : [b, a];
          const light = estimateMeasurements({ category: c, heightCm, weightKg: lighter, build: bld, ageYears });
          const heavy = estimateMeasurements({ category: c, heightCm, weightKg: heavier, build: bld, ageYears });
          // Only where both weights are used: an ignored weight means the height-only model, a different estimate.
          fc.pre(!light.notes.includes('WEIGHT_IGNORED') && !heavy.notes.includes('WEIGHT_IGNORED'));
          for (const key of GIRTH_KEYS) {
            const l = light.measurements[key];
            if (l !== undefined) expect(heavy.measurements[key], key).toBeGreaterThanOrEqual(l);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every fitted model has a positive weight exponent for every girth (the reason the property holds everywhere)', () => {
    for (const category of ADULT_CATEGORIES) {
      for (const name of ['height_weight', 'height_weight_age'] as const) {
        const model = coefficients.categories[category].models[name];
        const at = model.terms.indexOf('ln_weight_kg');
        for (const key of GIRTH_KEYS.filter((k) => ADULT_TARGET_KEYS[category].includes(k))) {
          expect(model.targets[key]?.coefficients[at], `${category} ${name} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('estimateMeasurements: confidence falls away from the survey bulk (issue 19)', () => {
  const atBmi = (category: AdultCategory, heightCm: number, bmi: number, ageYears?: number) =>
    estimateMeasurements({ category, heightCm, weightKg: bmi * (heightCm / 100) ** 2, ...(ageYears === undefined ? {} : { ageYears }) });

  it('tells a shopper at BMI 38 the estimate is less certain, at any usual height, with or without an age', () => {
    for (const category of ADULT_CATEGORIES) {
      for (const heightCm of [150, 160, 170, 180, 190]) {
        for (const ageYears of [undefined, 30, 50]) {
          const r = atBmi(category, heightCm, 38, ageYears);
          expect(r.notes.some((n) => n === 'FAR_FROM_SURVEY_BULK' || n === 'OUTSIDE_SURVEY_RANGE'), `${category} ${heightCm} ${ageYears}`).toBe(true);
          expect(r.confidence).toBeLessThan(0.8);
        }
      }
    }
    expect(atBmi('women', 163, 38).notes).toEqual(['FAR_FROM_SURVEY_BULK']);
    expect(atBmi('men', 176, 38).notes).toEqual(['FAR_FROM_SURVEY_BULK']);
  });

  it('keeps full confidence and no note for bodies in the bulk', () => {
    expect(atBmi('women', 163, 25)).toMatchObject({ confidence: 0.8, notes: [] });
    expect(atBmi('men', 176, 27, 30)).toMatchObject({ confidence: 0.8, notes: [] });
    expect(estimateMeasurements({ category: 'women', heightCm: 162 })).toMatchObject({ confidence: 0.6, notes: ['HEIGHT_ONLY'] });
  });

  it('never rises as the BMI moves further above or below the bulk', () => {
    fc.assert(
      fc.property(adult, fc.double({ min: 150, max: 195, noNaN: true }), fc.double({ min: 26, max: 60, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (category, heightCm, bmi, more) => {
        const further = atBmi(category, heightCm, bmi + more);
        // a weight over 300 kg is not used at all (height-only estimate), a different question
        fc.pre(!further.notes.includes('WEIGHT_IGNORED'));
        expect(further.confidence).toBeLessThanOrEqual(atBmi(category, heightCm, bmi).confidence);
        const thin = Math.max(10.5, 20 - more);
        expect(atBmi(category, heightCm, thin).confidence).toBeLessThanOrEqual(atBmi(category, heightCm, 20).confidence);
      }),
    );
  });

  it('is 0 at the survey mean and grows with distance (surveyDistance)', () => {
    const men = coefficients.categories.men;
    const [lnH, lnW, age] = men.bulk.mean;
    expect(surveyDistance(men, Math.exp(lnH), Math.exp(lnW), age)).toBeCloseTo(0, 6);
    const sdW = Math.sqrt(men.bulk.covariance[1][1]);
    // One SD of ln weight alone, at mean height: more than 1 SD away, because weight and height correlate.
    const oneSd = surveyDistance(men, Math.exp(lnH), Math.exp(lnW + sdW));
    expect(oneSd).toBeGreaterThan(1);
    expect(surveyDistance(men, Math.exp(lnH), Math.exp(lnW + 2 * sdW))).toBeCloseTo(2 * oneSd, 6);
    expect(surveyDistance(men, Math.exp(lnH), Math.exp(lnW), 75)).toBeGreaterThan(surveyDistance(men, Math.exp(lnH), Math.exp(lnW), 45));
  });
});

describe('estimateMeasurements: adult age (issue 19)', () => {
  it('uses an age with a weight (the model with age), ignores it without a weight, and clamps it to the survey ages', () => {
    const base = { category: 'men' as const, heightCm: 176, weightKg: 88 };
    const young = estimateMeasurements({ ...base, ageYears: 22 }).measurements;
    const older = estimateMeasurements({ ...base, ageYears: 50 }).measurements;
    // The survey's older men carry more waist at the same height and weight.
    expect(older.waist_cm).toBeGreaterThan(young.waist_cm ?? Infinity);
    const [, lastAge] = coefficients.categories.men.surveyRange.age_years;
    expect(estimateMeasurements({ ...base, ageYears: 80 }).measurements).toEqual(estimateMeasurements({ ...base, ageYears: lastAge }).measurements);
    expect(estimateMeasurements({ category: 'men', heightCm: 176, ageYears: 50 }).measurements).toEqual(estimateMeasurements({ category: 'men', heightCm: 176 }).measurements);
  });

  it('does not use an age outside 16-100 and says so', () => {
    for (const ageYears of [3, 15.9, 100.1, 130]) {
      const r = estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 62, ageYears });
      expect(r.notes).toEqual(['AGE_IGNORED']);
      expect(r.measurements).toEqual(estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 62 }).measurements);
    }
  });

  it('keeps the age term only where it helps: women\'s hips do not depend on it', () => {
    const model = coefficients.categories.women.models.height_weight_age;
    const at = model.terms.indexOf('ln_age_years');
    expect(model.targets.hips_cm?.coefficients[at]).toBe(0);
    expect(model.targets.waist_cm?.coefficients[at]).toBeGreaterThan(0);
  });
});
