import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuideContext, MeasurementProfile, MeasurementSnapshot } from '../types';
import {
  ageErrorKey,
  currentOrigin,
  emptyForm,
  guideFormReducer,
  guideValueKeys,
  heightInputOf,
  initialForm,
  profileFill,
  readForm,
  savedRecommendation,
  toSnapshot,
  type GuideFormAction,
  type GuideFormState,
  type RecommendationRequest,
  type RecommendationView,
} from './guide-form';

const pdp: GuideContext = { kind: 'pdp', productId: 'p-1', productSizes: ['S', 'M', 'L'], defaultCategory: 'men' };
const run = (state: GuideFormState, ...actions: GuideFormAction[]) => actions.reduce(guideFormReducer, state);

describe('guide form: unit switch', () => {
  it('converts 34 in to 86.5 cm (rounded to the 0.5 step) and back to 34 in', () => {
    const metric = run(emptyForm('men'), { type: 'value', key: 'chest_cm', text: '34' }, { type: 'unit', unit: 'metric' });
    expect(metric.values.chest_cm?.text).toBe('86.5');
    expect(run(metric, { type: 'unit', unit: 'inches' }).values.chest_cm?.text).toBe('34');
  });

  it('does not drift: 86 cm shows as 34 in and comes back as 86 cm, not 86.5', () => {
    const start = run(emptyForm('men'), { type: 'unit', unit: 'metric' }, { type: 'value', key: 'waist_cm', text: '86' });
    const inches = run(start, { type: 'unit', unit: 'inches' });
    expect(inches.values.waist_cm?.text).toBe('34');
    expect(run(inches, { type: 'unit', unit: 'metric' }).values.waist_cm?.text).toBe('86');
  });

  it('keeps any value through any number of switches (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 400 }), fc.constantFrom<'inches' | 'metric'>('inches', 'metric'), fc.integer({ min: 1, max: 6 }), (halves, unit, switches) => {
        const text = String(halves / 2);
        let state = run({ ...emptyForm('women'), unit }, { type: 'value', key: 'hips_cm', text });
        for (let i = 0; i < switches * 2; i += 1) state = run(state, { type: 'unit', unit: state.unit === 'inches' ? 'metric' : 'inches' });
        expect(state.unit).toBe(unit);
        expect(state.values.hips_cm?.text).toBe(text);
      }),
    );
  });

  it('shows converted values within half a step of the exact conversion (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 200 }), (halves) => {
        const inches = halves / 2;
        const state = run(emptyForm('men'), { type: 'value', key: 'chest_cm', text: String(inches) }, { type: 'unit', unit: 'metric' });
        const cm = Number(state.values.chest_cm?.text);
        expect(Math.abs(cm - inches * 2.54)).toBeLessThanOrEqual(0.25);
        expect((cm * 2) % 1).toBe(0);
      }),
    );
  });

  it('converts height and weight, and leaves text that is not a number as typed', () => {
    const state = run(emptyForm('women'), { type: 'height', text: `5'7"` }, { type: 'weight', text: '150' }, { type: 'value', key: 'bust_cm', text: 'abc' });
    const metric = run(state, { type: 'unit', unit: 'metric' });
    expect(metric.height.text).toBe('170'); // 170.18 cm
    expect(metric.weight.text).toBe('68'); // 68.04 kg
    expect(metric.values.bust_cm?.text).toBe('abc');
    const back = run(metric, { type: 'unit', unit: 'inches' });
    expect(back.height.text).toBe('67');
    expect(back.weight.text).toBe('150');
  });

  it('keeps a refused weight the same slip in the other unit (10 lb is 4.5 kg, not 10 kg)', () => {
    const metric = run(emptyForm('men'), { type: 'weight', text: '10' }, { type: 'unit', unit: 'metric' });
    expect(metric.weight.text).toBe('4.5');
    expect(readForm(metric).errors.weight).toBe('WEIGHT_RANGE_KG');
  });
});

describe('guide form: reading', () => {
  it('removes empty and non-positive values, reads a decimal comma and converts inches to cm', () => {
    const state = run(
      emptyForm('men'),
      { type: 'value', key: 'chest_cm', text: '40' },
      { type: 'value', key: 'waist_cm', text: '34,5' },
      { type: 'value', key: 'hips_cm', text: '0' },
      { type: 'value', key: 'neck_cm', text: '-15' },
      { type: 'value', key: 'sleeve_cm', text: '' },
    );
    const reading = readForm(state);
    expect(reading.measurements).toEqual({ chest_cm: 101.6, waist_cm: 87.63 });
    expect(reading.entered).toEqual({ chest_cm: '40', waist_cm: '34.5' });
    expect(reading.errors).toEqual({});
  });

  it('rounds to the 0.5 step in the unit typed', () => {
    const state = run(emptyForm('men'), { type: 'unit', unit: 'metric' }, { type: 'value', key: 'chest_cm', text: '100.3' });
    expect(readForm(state).measurements.chest_cm).toBe(100.5);
  });

  it('reads only the current category’s fields, and keeps the others for when the shopper switches back', () => {
    const women = run(emptyForm('women'), { type: 'value', key: 'bust_cm', text: '36' }, { type: 'value', key: 'waist_cm', text: '30' });
    const men = run(women, { type: 'category', category: 'men' });
    expect(readForm(men).measurements).toEqual({ waist_cm: 76.2 });
    expect(readForm(run(men, { type: 'category', category: 'women' })).measurements).toEqual({ bust_cm: 91.44, waist_cm: 76.2 });
  });

  it('parses height in each unit and reports the parser’s codes', () => {
    const at = (unit: 'inches' | 'metric', text: string) => readForm(run({ ...emptyForm('men'), unit }, { type: 'height', text }));
    expect(at('inches', '67').measurements.height_cm).toBe(170.18);
    expect(at('inches', 'tall').errors.height).toBe('ENTER_HEIGHT_INCHES');
    expect(at('inches', '120').errors.height).toBe('HEIGHT_RANGE_INCHES');
    expect(at('metric', '1,70').measurements.height_cm).toBe(170);
    expect(at('metric', '2.6').errors.height).toBe('HEIGHT_RANGE_METERS');
    expect(at('metric', '300').errors.height).toBe('HEIGHT_RANGE_CM');
    expect(at('metric', 'abc').errors.height).toBe('HEIGHT_FORMAT');
    expect(at('metric', '   ').errors.height).toBeUndefined();
  });

  it('reads weight as pounds or kilograms by unit, with the range errors', () => {
    const at = (unit: 'inches' | 'metric', text: string) => readForm(run({ ...emptyForm('men'), unit }, { type: 'weight', text }));
    expect(at('inches', '150').measurements.weight_kg).toBe(68.04);
    expect(at('inches', '30').errors.weight).toBe('WEIGHT_RANGE_LB');
    expect(at('metric', '70').measurements.weight_kg).toBe(70);
    expect(at('metric', '301').errors.weight).toBe('WEIGHT_RANGE_KG');
    expect(at('metric', 'heavy').errors.weight).toBe('ENTER_WEIGHT');
  });

  it('reads a child’s age and refuses one outside 1-18 years; an adult’s (optional) age within 16-100', () => {
    expect(readForm(run(emptyForm('children'), { type: 'age', text: '7' })).ageYears).toBe(7);
    expect(readForm(run(emptyForm('children'), { type: 'age', text: '30' })).errors.age).toBe('AGE_RANGE');
    expect(readForm(run(emptyForm('men'), { type: 'age', text: '30' }))).toMatchObject({ ageYears: 30, errors: {} });
    expect(readForm(run(emptyForm('women'), { type: 'age', text: '16' })).ageYears).toBe(16);
    expect(readForm(run(emptyForm('women'), { type: 'age', text: '100' })).ageYears).toBe(100);
    for (const text of ['7', '15.5', '101', 'old']) {
      expect(readForm(run(emptyForm('women'), { type: 'age', text })), text).toMatchObject({ ageYears: null, errors: { age: 'AGE_RANGE' } });
    }
    expect(readForm(emptyForm('men')).ageYears).toBeNull();
    expect([ageErrorKey('children'), ageErrorKey('men'), ageErrorKey('women')]).toEqual(['errors.age', 'errors.ageAdult', 'errors.ageAdult']);
  });

  it('treats the children’s height guide item as the height field', () => {
    expect(guideValueKeys('children')).not.toContain('height_cm');
    expect(guideValueKeys('men')).toHaveLength(12);
    expect(guideValueKeys('women')).toHaveLength(14);
    expect(guideValueKeys('children')).toHaveLength(8);
  });

  it('records how the height was typed', () => {
    expect(heightInputOf('1.70', 'metric', 170)).toEqual({ value: 1.7, unit: 'm', normalizedCm: 170 });
    expect(heightInputOf('170 cm', 'metric', 170)).toEqual({ value: 170, unit: 'cm', normalizedCm: 170 });
    expect(heightInputOf(`5'7"`, 'inches', 170.18)).toEqual({ value: 67, unit: 'in', normalizedCm: 170.18 });
  });
});

describe('guide form: filling', () => {
  it('fills values in the current unit, replaces old ones, and keeps the typed height and weight', () => {
    const state = run(emptyForm('men'), { type: 'height', text: `5'10"` }, { type: 'value', key: 'neck_cm', text: '15' });
    const filled = run(state, { type: 'fill', measurements: { chest_cm: 101.6, waist_cm: 86.36 }, origin: { kind: 'smart_estimate', confidence: 0.8 } });
    expect(filled.values).toEqual({ chest_cm: { text: '40', base: 101.6 }, waist_cm: { text: '34', base: 86.36 } });
    expect(filled.height.text).toBe(`5'10"`);
    expect(filled.origin).toEqual({ kind: 'smart_estimate', confidence: 0.8 });
  });

  it('ties where values came from to their category', () => {
    const filled = run(emptyForm('women'), { type: 'fill', measurements: { bust_cm: 90 }, origin: { kind: 'traditional', size: 'M' } });
    expect(currentOrigin(filled)).toEqual({ kind: 'traditional', size: 'M' });
    expect(currentOrigin(run(filled, { type: 'category', category: 'children' }))).toEqual({ kind: 'manual' });
    expect(currentOrigin(run(filled, { type: 'category', category: 'children' }, { type: 'category', category: 'women' }))).toEqual({ kind: 'traditional', size: 'M' });
  });

  it('loads a profile with its category, fit, unit and height as given', () => {
    const profile: MeasurementProfile = {
      id: 'pr-1',
      profileName: 'Me',
      gender: 'women',
      measurements: { bust_cm: 92, waist_cm: 74, height_cm: 165 },
      estimatedMeasurements: null,
      heightInput: { value: 1.65, unit: 'm', normalizedCm: 165 },
      preferredFit: 'loose',
      measurementUnit: 'metric',
      confidenceScore: 0.7,
      isPrimary: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const state = run(emptyForm('men'), profileFill(profile));
    expect(state).toMatchObject({ category: 'women', fit: 'loose', unit: 'metric', height: { text: '1.65', base: 165 }, origin: { kind: 'profile', name: 'Me', confidence: 0.7 } });
    expect(readForm(state).measurements).toEqual({ bust_cm: 92, waist_cm: 74, height_cm: 165 });
  });
});

describe('guide form: snapshot', () => {
  const request: RecommendationRequest = {
    category: 'men',
    fit: 'regular',
    unit: 'inches',
    measurements: { chest_cm: 101.6, waist_cm: 86.36, height_cm: 177.8 },
    entered: { chest_cm: '40', waist_cm: '34', height_cm: '70' },
    heightInput: { value: 70, unit: 'in', normalizedCm: 177.8 },
    origin: { kind: 'manual' },
  };
  const answer: RecommendationView = { size: 'L', confidence: 0.9, alternates: ['M', 'XL', 'XXL'], notes: ['BETWEEN_SIZES'], sessionId: 's-1', source: 'server' };
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('is what the confirm flow needs: source, category, fit, unit, cm values, height input, recommendation and product', () => {
    expect(toSnapshot(request, answer, pdp, now)).toEqual({
      source: 'ai_size_recommendation',
      category: 'men',
      fit: 'regular',
      unit: 'inches',
      measurements: { chest_cm: 101.6, waist_cm: 86.36, height_cm: 177.8 },
      heightInput: { value: 70, unit: 'in', normalizedCm: 177.8 },
      sizeRecommendation: { size: 'L', confidence: 0.9, alternates: ['M', 'XL'], notes: ['BETWEEN_SIZES'] },
      confidence: 0.9,
      timestamp: '2026-03-01T10:00:00.000Z',
      productId: 'p-1',
    });
  });

  it('discounts the confidence of a size worked out from estimated measurements', () => {
    const estimated = { ...request, origin: { kind: 'smart_estimate' as const, confidence: 0.8 } };
    expect(toSnapshot(estimated, answer, pdp, now).confidence).toBe(0.72);
  });

  it('without a recommendation carries no size and the default confidence 0.8', () => {
    const snapshot = toSnapshot(request, null, { kind: 'cart', lineId: 'l-1', productId: 'p-2', productSizes: [], defaultCategory: 'men' }, now);
    expect(snapshot.sizeRecommendation).toBeNull();
    expect(snapshot.confidence).toBe(0.8);
    expect(snapshot.productId).toBe('p-2');
  });

  it('opens a saved snapshot with the form filled and its recommendation shown', () => {
    const snapshot: MeasurementSnapshot = toSnapshot({ ...request, unit: 'metric', heightInput: { value: 1.78, unit: 'm', normalizedCm: 178 }, measurements: { chest_cm: 100, waist_cm: 86, height_cm: 178 } }, answer, pdp, now);
    const form = initialForm(pdp, snapshot);
    expect(form).toMatchObject({ category: 'men', unit: 'metric', fit: 'regular', height: { text: '1.78' } });
    expect(readForm(form).measurements).toEqual({ chest_cm: 100, waist_cm: 86, height_cm: 178 });
    expect(savedRecommendation(snapshot)?.recommendation).toMatchObject({ size: 'L', source: 'saved' });
    expect(initialForm(pdp, null)).toEqual(emptyForm('men'));
  });
});
