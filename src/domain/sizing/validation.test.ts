import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LABEL_MIN,
  CM_PER_FOOT,
  CM_PER_INCH,
  CONFIDENCE_LEVEL_MIN_PERCENT,
  CUSTOM_FIT,
  DEFAULT_CONFIDENCE,
  ESTIMATOR_HEIGHT_MAX_CM,
  ESTIMATOR_HEIGHT_MIN_CM,
  HEIGHT_MAX_CM,
  HEIGHT_MAX_IN,
  HEIGHT_MAX_M,
  HEIGHT_MIN_CM,
  HEIGHT_MIN_IN,
  HEIGHT_MIN_M,
  MAX_RECOMMENDATIONS,
  MEASUREMENT_STEP,
  PLAUSIBLE_RANGES_CM,
  RECOMMENDATION_RANGES_CM,
  WEIGHT_MAX_KG,
  WEIGHT_MAX_LB,
  WEIGHT_MIN_KG,
  WEIGHT_MIN_LB,
} from './constants';
import { MEASUREMENT_KEYS, type Measurements } from './types';
import {
  attachmentLabel,
  cleanManualEntry,
  confidenceLevel,
  countUsable,
  isMeasurementKey,
  parseHeight,
  parseWeight,
  rangeFailures,
  recommendationRange,
  validateForRecommendation,
} from './validation';

describe('constants of docs/requirements/sizing.md §5 and §9', () => {
  it('has the spec numbers, with the height floor taken from the children\'s chart', () => {
    // docs/requirements/sizing.md §5 says 90 cm / 36 in / 0.90 m; the floor is the children's chart's (see the children's chart test).
    expect([HEIGHT_MIN_CM, HEIGHT_MAX_CM, HEIGHT_MIN_IN, HEIGHT_MAX_IN, HEIGHT_MIN_M, HEIGHT_MAX_M]).toEqual([86, 240, 34, 96, 0.86, 2.4]);
    expect(HEIGHT_MIN_M * 100).toBe(HEIGHT_MIN_CM);
    expect(HEIGHT_MIN_IN * CM_PER_INCH).toBeGreaterThanOrEqual(HEIGHT_MIN_CM);
    expect((HEIGHT_MIN_IN - 1) * CM_PER_INCH).toBeLessThan(HEIGHT_MIN_CM);
    expect([WEIGHT_MIN_KG, WEIGHT_MAX_KG, WEIGHT_MIN_LB, WEIGHT_MAX_LB]).toEqual([20, 300, 44, 661]);
    expect([ESTIMATOR_HEIGHT_MIN_CM, ESTIMATOR_HEIGHT_MAX_CM]).toEqual([86, 250]);
    expect([CM_PER_INCH, CM_PER_FOOT, MEASUREMENT_STEP]).toEqual([2.54, 30.48, 0.5]);
    expect(CONFIDENCE_LEVEL_MIN_PERCENT).toEqual({ excellent: 85, good: 70, fair: 55 });
    expect(ATTACHMENT_LABEL_MIN).toEqual({ High: 0.8, Medium: 0.6 });
    expect(DEFAULT_CONFIDENCE).toBe(0.8);
    expect(MAX_RECOMMENDATIONS).toBe(3);
    expect(CUSTOM_FIT).toBe('Custom Fit');
  });

  it('keeps the spec range checks exactly', () => {
    expect(RECOMMENDATION_RANGES_CM).toEqual({ waist_cm: [40, 160], hips_cm: [50, 170], neck_cm: [25, 60], sleeve_cm: [40, 80] });
    expect(recommendationRange('waist_cm')).toEqual([40, 160]);
    expect(recommendationRange('hips_cm')).toEqual([50, 170]);
    expect(recommendationRange('neck_cm')).toEqual([25, 60]);
    expect(recommendationRange('sleeve_cm')).toEqual([40, 80]);
    expect(recommendationRange('chest_cm')).toEqual(PLAUSIBLE_RANGES_CM.chest_cm);
  });

  it('has a sane plausible range for every key, wider than the spec checks', () => {
    expect(Object.keys(PLAUSIBLE_RANGES_CM).sort()).toEqual([...MEASUREMENT_KEYS].sort());
    for (const key of MEASUREMENT_KEYS) {
      const [min, max] = PLAUSIBLE_RANGES_CM[key];
      expect(min).toBeGreaterThan(0);
      expect(max).toBeGreaterThan(min);
      const spec = RECOMMENDATION_RANGES_CM[key];
      if (spec) {
        expect(min).toBeLessThanOrEqual(spec[0]);
        expect(max).toBeGreaterThanOrEqual(spec[1]);
      }
    }
    // Children from about age 2 and the product's whole height range.
    expect(PLAUSIBLE_RANGES_CM.height_cm[0]).toBeLessThanOrEqual(86);
    expect(PLAUSIBLE_RANGES_CM.height_cm[1]).toBeGreaterThanOrEqual(ESTIMATOR_HEIGHT_MAX_CM);
    expect(PLAUSIBLE_RANGES_CM.chest_cm).toEqual([40, 200]);
  });
});

describe('parseHeight, inches mode', () => {
  it('converts 34-96 inches to cm', () => {
    expect(parseHeight('67', 'inches')).toEqual({ ok: true, cm: 170.18 });
    expect(parseHeight('36', 'inches')).toEqual({ ok: true, cm: 91.44 });
    expect(parseHeight('34', 'inches')).toEqual({ ok: true, cm: 86.36 });
    expect(parseHeight('96', 'inches')).toEqual({ ok: true, cm: 243.84 });
    expect(parseHeight('  70.5 ', 'inches')).toEqual({ ok: true, cm: 179.07 });
    expect(parseHeight('70,5', 'inches')).toEqual({ ok: true, cm: 179.07 });
    expect(parseHeight('67 in', 'inches')).toEqual({ ok: true, cm: 170.18 });
    expect(parseHeight('67"', 'inches')).toEqual({ ok: true, cm: 170.18 });
  });

  it('refuses numbers outside 34-96 with the range message', () => {
    for (const text of ['33.9', '33', '96.1', '0', '-5', '170', '1.70']) expect(parseHeight(text, 'inches')).toEqual({ ok: false, code: 'HEIGHT_RANGE_INCHES' });
  });

  it('refuses non-numbers with "Enter height in inches"', () => {
    for (const text of ['', '   ', 'abc', 'five', '1e2', '0x40', 'Infinity', 'NaN', '67 cm', '6 7', '--5', '5\'13"'])
      expect(parseHeight(text, 'inches')).toEqual({ ok: false, code: 'ENTER_HEIGHT_INCHES' });
  });

  it("reads feet and inches at 30.48 cm per foot: 5'7\", 5 ft 7 in, 5' 7, 5ft, 5’7”", () => {
    const fiveSeven = 5 * 30.48 + 7 * 2.54;
    for (const text of [`5'7"`, `5' 7"`, '5 ft 7 in', '5ft7in', "5' 7", '5 feet 7 inches', `5'7''`, '5’7”', ' 5 FT 7 IN '])
      expect(parseHeight(text, 'inches'), text).toEqual({ ok: true, cm: Math.round(fiveSeven * 100) / 100 });
    expect(parseHeight('6ft', 'inches')).toEqual({ ok: true, cm: 182.88 });
    expect(parseHeight(`5'7.5"`, 'inches')).toEqual({ ok: true, cm: 171.45 });
    expect(parseHeight(`5'7,5"`, 'inches')).toEqual({ ok: true, cm: 171.45 });
    expect(parseHeight("3'", 'inches')).toEqual({ ok: true, cm: 91.44 });
  });

  it('applies the 34-96 inch range to feet and inches too', () => {
    expect(parseHeight(`2'9"`, 'inches')).toEqual({ ok: false, code: 'HEIGHT_RANGE_INCHES' });
    expect(parseHeight(`2'10"`, 'inches')).toEqual({ ok: true, cm: 86.36 });
    expect(parseHeight(`8'1"`, 'inches')).toEqual({ ok: false, code: 'HEIGHT_RANGE_INCHES' });
    expect(parseHeight(`8'`, 'inches')).toEqual({ ok: true, cm: 243.84 });
  });

  it('parses every whole inch from 34 to 96, plain and as feet and inches, to the same cm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 34, max: 96 }), (inches) => {
        const expected = Math.round(inches * 2.54 * 100) / 100;
        expect(parseHeight(String(inches), 'inches')).toEqual({ ok: true, cm: expected });
        const feetForm = parseHeight(`${Math.floor(inches / 12)}'${inches % 12}"`, 'inches');
        expect(feetForm.ok).toBe(true);
        if (feetForm.ok) expect(Math.abs(feetForm.cm - expected)).toBeLessThanOrEqual(0.01);
      }),
    );
  });
});

describe('parseHeight, metric mode', () => {
  it('reads metres 0.86-2.40 and centimetres 86-240', () => {
    expect(parseHeight('1.70', 'metric')).toEqual({ ok: true, cm: 170 });
    expect(parseHeight('1,7', 'metric')).toEqual({ ok: true, cm: 170 });
    expect(parseHeight('0.9', 'metric')).toEqual({ ok: true, cm: 90 });
    expect(parseHeight('0.86', 'metric')).toEqual({ ok: true, cm: 86 });
    expect(parseHeight('2.40', 'metric')).toEqual({ ok: true, cm: 240 });
    expect(parseHeight('2', 'metric')).toEqual({ ok: true, cm: 200 });
    expect(parseHeight('1', 'metric')).toEqual({ ok: true, cm: 100 });
    expect(parseHeight('1.85 m', 'metric')).toEqual({ ok: true, cm: 185 });
    expect(parseHeight('170', 'metric')).toEqual({ ok: true, cm: 170 });
    expect(parseHeight('170cm', 'metric')).toEqual({ ok: true, cm: 170 });
    expect(parseHeight(' 170 CM ', 'metric')).toEqual({ ok: true, cm: 170 });
    expect(parseHeight('90', 'metric')).toEqual({ ok: true, cm: 90 });
    expect(parseHeight('86', 'metric')).toEqual({ ok: true, cm: 86 });
    expect(parseHeight('240', 'metric')).toEqual({ ok: true, cm: 240 });
    expect(parseHeight('170.5', 'metric')).toEqual({ ok: true, cm: 170.5 });
    expect(parseHeight('170,5 cm', 'metric')).toEqual({ ok: true, cm: 170.5 });
  });

  it('gives the metres message outside 0.86-2.40 m', () => {
    for (const text of ['0.85', '0.8', '2.41', '3', '0', '9', '3.5', '0,5']) expect(parseHeight(text, 'metric'), text).toEqual({ ok: false, code: 'HEIGHT_RANGE_METERS' });
  });

  it('gives the centimetres message outside 86-240 cm', () => {
    for (const text of ['85', '241', '10', '999', '50 cm', '85.5']) expect(parseHeight(text, 'metric'), text).toEqual({ ok: false, code: 'HEIGHT_RANGE_CM' });
  });

  it('gives the format message for anything else', () => {
    for (const text of ['', 'tall', '1.705', '1700', '5\'7"', '170 in', '1.70 cm', '1.2.3', '-170', '1e2', '17 0']) expect(parseHeight(text, 'metric'), text).toEqual({ ok: false, code: 'HEIGHT_FORMAT' });
  });

  it('parses any whole cm from 86 to 240 written as 170, 170cm, 170 cm, 1.70 or 1,70', () => {
    fc.assert(
      fc.property(fc.integer({ min: 86, max: 240 }), fc.constantFrom('', ' ', '  '), (cm, pad) => {
        const metres = (cm / 100).toFixed(2);
        for (const text of [`${cm}`, `${cm}cm`, `${cm} cm`, metres, metres.replace('.', ','), `${pad}${cm}${pad}`]) {
          expect(parseHeight(text, 'metric'), text).toEqual({ ok: true, cm });
        }
      }),
    );
  });

  it('refuses every whole cm outside 86-240 written in cm, with the cm message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 10, max: 85 }), fc.integer({ min: 241, max: 999 })), (cm) => {
        expect(parseHeight(`${cm}`, 'metric')).toEqual({ ok: false, code: 'HEIGHT_RANGE_CM' });
        expect(parseHeight(`${cm} cm`, 'metric')).toEqual({ ok: false, code: 'HEIGHT_RANGE_CM' });
      }),
    );
  });
});

describe('parseHeight never throws', () => {
  it('answers any string in both modes with a well-formed result', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9.,' "a-z]{0,12}$/)), fc.constantFrom('inches' as const, 'metric' as const), (text, mode) => {
        const result = parseHeight(text, mode);
        if (result.ok) {
          expect(result.cm).toBeGreaterThanOrEqual(HEIGHT_MIN_CM);
          expect(result.cm).toBeLessThanOrEqual(mode === 'inches' ? HEIGHT_MAX_IN * CM_PER_INCH : HEIGHT_MAX_CM);
        } else {
          expect(['ENTER_HEIGHT_INCHES', 'HEIGHT_RANGE_INCHES', 'HEIGHT_RANGE_METERS', 'HEIGHT_RANGE_CM', 'HEIGHT_FORMAT']).toContain(result.code);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('survives values that are not strings at runtime', () => {
    expect(parseHeight(undefined as unknown as string, 'metric')).toEqual({ ok: false, code: 'HEIGHT_FORMAT' });
    expect(parseHeight(170 as unknown as string, 'inches')).toEqual({ ok: false, code: 'ENTER_HEIGHT_INCHES' });
  });
});

describe('parseWeight', () => {
  it('reads kilograms 20-300 in metric mode', () => {
    expect(parseWeight('70', 'metric')).toEqual({ ok: true, kg: 70 });
    expect(parseWeight('70,5 kg', 'metric')).toEqual({ ok: true, kg: 70.5 });
    expect(parseWeight('20', 'metric')).toEqual({ ok: true, kg: 20 });
    expect(parseWeight('300', 'metric')).toEqual({ ok: true, kg: 300 });
    expect(parseWeight('19.9', 'metric')).toEqual({ ok: false, code: 'WEIGHT_RANGE_KG' });
    expect(parseWeight('301', 'metric')).toEqual({ ok: false, code: 'WEIGHT_RANGE_KG' });
    expect(parseWeight('150 lb', 'metric')).toEqual({ ok: false, code: 'ENTER_WEIGHT' });
  });

  it('reads pounds 44-661 in inches mode and converts at 0.453592', () => {
    expect(parseWeight('150', 'inches')).toEqual({ ok: true, kg: 68.04 });
    expect(parseWeight('150 lbs', 'inches')).toEqual({ ok: true, kg: 68.04 });
    expect(parseWeight('44', 'inches')).toEqual({ ok: true, kg: 19.96 });
    expect(parseWeight('661', 'inches')).toEqual({ ok: true, kg: 299.82 });
    expect(parseWeight('43', 'inches')).toEqual({ ok: false, code: 'WEIGHT_RANGE_LB' });
    expect(parseWeight('662', 'inches')).toEqual({ ok: false, code: 'WEIGHT_RANGE_LB' });
    expect(parseWeight('70 kg', 'inches')).toEqual({ ok: false, code: 'ENTER_WEIGHT' });
  });

  it('refuses non-numbers and never throws', () => {
    for (const text of ['', 'heavy', '1e2', 'NaN']) expect(parseWeight(text, 'metric')).toEqual({ ok: false, code: 'ENTER_WEIGHT' });
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('inches' as const, 'metric' as const), (text, mode) => {
        const result = parseWeight(text, mode);
        if (result.ok) expect(result.kg).toBeGreaterThanOrEqual(19.9);
        else expect(['ENTER_WEIGHT', 'WEIGHT_RANGE_LB', 'WEIGHT_RANGE_KG']).toContain(result.code);
      }),
    );
  });

  it('accepts every whole kg and lb of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 300 }), fc.integer({ min: 44, max: 661 }), (kg, lb) => {
        expect(parseWeight(String(kg), 'metric')).toEqual({ ok: true, kg });
        const fromLb = parseWeight(String(lb), 'inches');
        expect(fromLb.ok && Math.abs(fromLb.kg - lb * 0.453592) <= 0.005).toBe(true);
      }),
    );
  });
});

describe('validateForRecommendation', () => {
  it('holds children to plausible ranges, not the adult range checks of the spec', () => {
    // A 6-year-old's sleeve is about 30 cm: below the spec's adult 40-80.
    const child = { height_cm: 118, chest_cm: 60, waist_cm: 55, sleeve_cm: 30 };
    expect(validateForRecommendation('children', child)).toEqual({ ok: true });
    expect(validateForRecommendation('women', { bust_cm: 90, waist_cm: 80, sleeve_cm: 30 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: ['sleeve_cm'] });
    expect(validateForRecommendation('children', { chest_cm: 60, waist_cm: 500 })).toMatchObject({ ok: false, code: 'OUT_OF_RANGE' });
  });

  it('requires a product type ("Missing Information")', () => {
    const body = { waist_cm: 80, hips_cm: 100 };
    expect(validateForRecommendation('', body)).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation(null, body)).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('unisex' as never, body)).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('women', body)).toEqual({ ok: true });
  });

  it('requires at least 2 measurements; empty, zero, negative and non-finite values do not count', () => {
    expect(validateForRecommendation('men', {})).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('men', { chest_cm: 100 })).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('men', { chest_cm: 100, waist_cm: 0 })).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('men', { chest_cm: 100, waist_cm: -80 })).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('men', { chest_cm: 100, waist_cm: Number.NaN })).toEqual({ ok: false, code: 'MISSING_INFORMATION' });
    expect(validateForRecommendation('men', { chest_cm: 100, waist_cm: 90 })).toEqual({ ok: true });
    expect(validateForRecommendation('children', { height_cm: 120, weight_kg: 22 })).toEqual({ ok: true });
  });

  it('applies the spec ranges at their exact edges (waist 40-160, hips 50-170, neck 25-60, sleeve 40-80)', () => {
    const edges: [keyof typeof RECOMMENDATION_RANGES_CM & string, number, number][] = [
      ['waist_cm', 40, 160],
      ['hips_cm', 50, 170],
      ['neck_cm', 25, 60],
      ['sleeve_cm', 40, 80],
    ];
    for (const [key, min, max] of edges) {
      const other = key === 'hips_cm' ? { waist_cm: 80 } : { hips_cm: 100 };
      expect(validateForRecommendation('men', { ...other, [key]: min })).toEqual({ ok: true });
      expect(validateForRecommendation('men', { ...other, [key]: max })).toEqual({ ok: true });
      expect(validateForRecommendation('men', { ...other, [key]: min - 0.5 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: [key] });
      expect(validateForRecommendation('men', { ...other, [key]: max + 0.5 })).toEqual({ ok: false, code: 'OUT_OF_RANGE', fields: [key] });
    }
  });

  it('lists every failing key, in key order, including keys checked by the plausible ranges', () => {
    expect(validateForRecommendation('women', { waist_cm: 30, hips_cm: 200, neck_cm: 70, sleeve_cm: 10, bust_cm: 900, height_cm: 170 })).toEqual({
      ok: false,
      code: 'OUT_OF_RANGE',
      fields: ['neck_cm', 'bust_cm', 'waist_cm', 'hips_cm', 'sleeve_cm'],
    });
    expect(rangeFailures({ chest_cm: 39, weight_kg: 301 })).toEqual(['weight_kg', 'chest_cm']);
  });

  it('agrees with the ranges for any value of any key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEASUREMENT_KEYS), fc.double({ min: 0.1, max: 1000, noNaN: true }), (key, value) => {
        const other = key === 'height_cm' ? { weight_kg: 60 } : { height_cm: 160 };
        const [min, max] = recommendationRange(key);
        const result = validateForRecommendation('women', { ...other, [key]: value });
        expect(result.ok).toBe(value >= min && value <= max);
      }),
    );
  });

  it('counts usable values', () => {
    expect(countUsable({ chest_cm: 1, waist_cm: 0, hips_cm: Number.POSITIVE_INFINITY })).toBe(1);
    expect(isMeasurementKey('chest_cm')).toBe(true);
    expect(isMeasurementKey('armLength_cm')).toBe(false);
  });
});

describe('cleanManualEntry', () => {
  it('keeps positive finite numbers of known keys, rounded to 0.5', () => {
    expect(cleanManualEntry({ chest_cm: 92.3, waist_cm: 80, hips_cm: 101.75, height_cm: '170', weight_kg: ' 65,4 ' })).toEqual({
      chest_cm: 92.5,
      waist_cm: 80,
      hips_cm: 102,
      height_cm: 170,
      weight_kg: 65.5,
    });
  });

  it('removes empty, zero, negative, non-numeric and unknown entries', () => {
    expect(
      cleanManualEntry({
        chest_cm: '',
        waist_cm: 0,
        hips_cm: -3,
        neck_cm: Number.NaN,
        sleeve_cm: Number.POSITIVE_INFINITY,
        bust_cm: 'ninety',
        thigh_cm: null,
        wrist_cm: undefined,
        bicep_cm: 0.2,
        inseam_cm: '1e2',
        outseam_cm: [80],
        shoe_size: 42,
        armLength_cm: 60,
        __proto__: { chest_cm: 100 },
      }),
    ).toEqual({});
  });

  it('only ever outputs known keys with positive values on the 0.5 grid', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...MEASUREMENT_KEYS), fc.string()), fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer())), (values) => {
        const cleaned: Measurements = cleanManualEntry(values);
        for (const [key, value] of Object.entries(cleaned)) {
          expect(isMeasurementKey(key)).toBe(true);
          expect(value).toBeGreaterThan(0);
          expect(Number.isInteger(value * 2)).toBe(true);
        }
      }),
    );
  });
});

describe('confidenceLevel', () => {
  it('maps percentages to the spec levels at their edges', () => {
    expect(confidenceLevel(100)).toBe('excellent');
    expect(confidenceLevel(85)).toBe('excellent');
    expect(confidenceLevel(84.9)).toBe('good');
    expect(confidenceLevel(70)).toBe('good');
    expect(confidenceLevel(69)).toBe('fair');
    expect(confidenceLevel(55)).toBe('fair');
    expect(confidenceLevel(54.99)).toBe('poor');
    expect(confidenceLevel(0)).toBe('poor');
    expect(confidenceLevel(Number.NaN)).toBe('poor');
  });

  it('never decreases as confidence grows', () => {
    const rank = { poor: 0, fair: 1, good: 2, excellent: 3 };
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[confidenceLevel(low)]).toBeLessThanOrEqual(rank[confidenceLevel(high)]);
      }),
    );
  });
});

describe('attachmentLabel', () => {
  it('is High from 0.8, Medium from 0.6, else Low; missing means the default 0.8', () => {
    expect(attachmentLabel(1)).toBe('High');
    expect(attachmentLabel(0.8)).toBe('High');
    expect(attachmentLabel(0.79)).toBe('Medium');
    expect(attachmentLabel(0.6)).toBe('Medium');
    expect(attachmentLabel(0.59)).toBe('Low');
    expect(attachmentLabel(0)).toBe('Low');
    expect(attachmentLabel(undefined)).toBe('High');
    expect(attachmentLabel(null)).toBe('High');
    expect(attachmentLabel(Number.NaN)).toBe('Low');
  });
});
