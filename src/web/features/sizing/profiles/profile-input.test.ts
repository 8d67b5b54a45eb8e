import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_MAX as SERVER_NAME_MAX, PROFILES_PER_USER_MAX as SERVER_PROFILES_MAX, profileInputSchema } from '@domain/sizing/schemas';
import {
  checkProfileName,
  createBody,
  displayMeasurement,
  formFields,
  keyMeasurementKeys,
  measurementCount,
  PROFILE_NAME_MAX,
  PROFILES_PER_USER_MAX,
  profileMeasurements,
  saveReadiness,
  type CurrentForm,
} from './profile-input';

const form = (overrides: Partial<CurrentForm> = {}): CurrentForm => ({
  measurements: { bust_cm: 92, waist_cm: 76, hips_cm: 100 },
  fit: 'regular',
  unit: 'metric',
  heightInput: { value: 1.7, unit: 'm', normalizedCm: 170 },
  confidence: 0.82,
  ...overrides,
});

describe('profile limits', () => {
  it('mirror the server schema', () => {
    expect(PROFILE_NAME_MAX).toBe(SERVER_NAME_MAX);
    expect(PROFILES_PER_USER_MAX).toBe(SERVER_PROFILES_MAX);
  });
});

describe('checkProfileName', () => {
  it('trims, requires a name and caps it at 60 characters', () => {
    expect(checkProfileName('  Wedding kemis  ')).toEqual({ ok: true, name: 'Wedding kemis' });
    expect(checkProfileName('   ')).toEqual({ ok: false, code: 'PROFILE_NAME_REQUIRED' });
    expect(checkProfileName('x'.repeat(60))).toEqual({ ok: true, name: 'x'.repeat(60) });
    expect(checkProfileName('x'.repeat(61))).toEqual({ ok: false, code: 'PROFILE_NAME_TOO_LONG' });
    expect(checkProfileName('የሠርግ ቀሚስ')).toEqual({ ok: true, name: 'የሠርግ ቀሚስ' });
  });

  it('accepts exactly the names the server accepts (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const server = profileInputSchema.shape.profileName.safeParse(raw);
        const client = checkProfileName(raw);
        expect(client.ok).toBe(server.success);
        if (client.ok && server.success) expect(client.name).toBe(server.data);
      }),
    );
  });
});

describe('what can be saved', () => {
  it('keeps usable values and leaves out empty, zero, negative and non-finite ones', () => {
    expect(profileMeasurements({ bust_cm: 92, waist_cm: 0, hips_cm: -4, neck_cm: Number.NaN, sleeve_cm: Number.POSITIVE_INFINITY })).toEqual({
      measurements: { bust_cm: 92 },
      outOfRange: [],
    });
  });

  it('reports values the server would refuse instead of dropping them', () => {
    // 760 is a waist typed in millimetres.
    expect(profileMeasurements({ bust_cm: 92, waist_cm: 760 })).toEqual({ measurements: { bust_cm: 92 }, outOfRange: ['waist_cm'] });
    expect(saveReadiness({ bust_cm: 92, waist_cm: 760 })).toEqual({ ok: false, reason: 'OUT_OF_RANGE', keys: ['waist_cm'] });
  });

  it('needs at least one measurement', () => {
    expect(saveReadiness({})).toEqual({ ok: false, reason: 'TOO_FEW_MEASUREMENTS' });
    expect(saveReadiness({ waist_cm: 0 })).toEqual({ ok: false, reason: 'TOO_FEW_MEASUREMENTS' });
    expect(saveReadiness({ waist_cm: 80 })).toEqual({ ok: true, measurements: { waist_cm: 80 } });
  });

  it('builds a body the server schema accepts unchanged', () => {
    const ready = saveReadiness(form().measurements);
    if (!ready.ok) throw new Error('expected a savable form');
    const body = createBody('Everyday', 'women', form(), ready.measurements, true);
    expect(body).toEqual({
      profileName: 'Everyday',
      gender: 'women',
      measurements: { bust_cm: 92, waist_cm: 76, hips_cm: 100 },
      heightInput: { value: 1.7, unit: 'm', normalizedCm: 170 },
      preferredFit: 'regular',
      measurementUnit: 'metric',
      confidenceScore: 0.82,
      isPrimary: true,
    });
    const parsed = profileInputSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it('sends a height or confidence the server would refuse as null rather than failing the save', () => {
    const fields = formFields('men', form({ heightInput: { value: 30, unit: 'cm', normalizedCm: 30 }, confidence: 1.4 }), { chest_cm: 100 });
    expect(fields.heightInput).toBeNull();
    expect(fields.confidenceScore).toBeNull();
    expect(formFields('men', form({ confidence: null }), { chest_cm: 100 }).confidenceScore).toBeNull();
    expect(profileInputSchema.safeParse({ profileName: 'x', ...fields }).success).toBe(true);
  });

  it('only ever builds bodies the server accepts (property)', () => {
    // Mostly plausible numbers, with wild ones mixed in, so many runs reach the server check.
    const arbValue = fc.oneof(
      { arbitrary: fc.integer({ min: 60, max: 420 }).map((n) => n / 2), weight: 6 },
      { arbitrary: fc.double(), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 2 },
    );
    const arbHeight = fc.record({
      value: fc.oneof(fc.integer({ min: 0, max: 1200 }).map((n) => n / 4), fc.double()),
      unit: fc.constantFrom('cm' as const, 'm' as const, 'in' as const, 'ft' as const),
      normalizedCm: fc.oneof(fc.integer({ min: 800, max: 2600 }).map((n) => n / 10), fc.double()),
    });
    let checked = 0;
    fc.assert(
      fc.property(
        fc.record({ bust_cm: arbValue, waist_cm: arbValue, weight_kg: arbValue, height_cm: arbValue }),
        fc.option(arbHeight),
        fc.option(fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.double())),
        (values, heightInput, confidence) => {
          const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
          const ready = saveReadiness(clean);
          if (!ready.ok) return;
          checked += 1;
          const body = createBody('n', 'children', form({ heightInput, confidence }), ready.measurements, false);
          expect(profileInputSchema.safeParse(body).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(60);
  });
});

describe('profile rows', () => {
  it('show the required measurements of the category first, then the others in guide order', () => {
    expect(keyMeasurementKeys('women', { hips_cm: 100, sleeve_cm: 58, bust_cm: 92, weight_kg: 60, waist_cm: 76 })).toEqual(['bust_cm', 'waist_cm', 'hips_cm', 'sleeve_cm']);
    expect(keyMeasurementKeys('men', { weight_kg: 80, height_cm: 180, chest_cm: 100 })).toEqual(['chest_cm', 'height_cm', 'weight_kg']);
    expect(keyMeasurementKeys('children', { height_cm: 120, waist_cm: 0, chest_cm: 60 }, 2)).toEqual(['height_cm', 'chest_cm']);
    expect(keyMeasurementKeys('women', {})).toEqual([]);
  });

  it('convert to the shopper’s unit for display', () => {
    expect(displayMeasurement('bust_cm', 92, 'metric')).toEqual({ value: 92, unit: 'cm' });
    expect(displayMeasurement('bust_cm', 92, 'inches')).toEqual({ value: 36.2, unit: 'in' });
    expect(displayMeasurement('bust_cm', 92, 'inches', 2)).toEqual({ value: 36.22, unit: 'in' });
    expect(displayMeasurement('weight_kg', 60, 'inches')).toEqual({ value: 132.3, unit: 'lb' });
    expect(displayMeasurement('weight_kg', 60.25, 'metric')).toEqual({ value: 60.3, unit: 'kg' });
  });

  it('count only usable measurements', () => {
    expect(measurementCount({ measurements: { bust_cm: 92, waist_cm: 0, hips_cm: 100 } })).toBe(2);
  });
});
