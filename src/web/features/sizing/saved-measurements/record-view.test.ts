import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAiMeasurementRecord } from '@domain/sizing/attachment';
import { MEASUREMENT_SOURCES } from '@domain/sizing/types';
import { confidencePercent, feetAndInches, initialUnitSystem, measurementRows, methodOf, otherMethod } from './record-view';

const record = buildAiMeasurementRecord(
  { source: 'ai_size_recommendation', category: 'men', measurements: { weight_kg: 80, waist_cm: 86, chest_cm: 100, neck_cm: 39 } },
  'u',
  new Date('2026-02-01T12:00:00Z'),
);

describe('methods', () => {
  it('counts camera and photo routes as AI Powered Fit and the rest as the AI Size Guide', () => {
    expect(methodOf('ai_powered_fit')).toBe('fit');
    expect(methodOf('quick_scan')).toBe('fit');
    expect(methodOf('ai_size_recommendation')).toBe('guide');
    expect(methodOf('manual')).toBe('guide');
    expect(methodOf('smart_estimate')).toBe('guide');
    expect(otherMethod('quick_scan')).toBe('guide');
    expect(otherMethod('manual')).toBe('fit');
    for (const source of MEASUREMENT_SOURCES) expect(otherMethod(source)).not.toBe(methodOf(source));
  });
});

describe('measurement rows', () => {
  it('follow the category guide order, then the other keys', () => {
    expect(measurementRows(record, 'metric')).toEqual([
      { key: 'neck_cm', value: 39, unit: 'cm' },
      { key: 'chest_cm', value: 100, unit: 'cm' },
      { key: 'waist_cm', value: 86, unit: 'cm' },
      { key: 'weight_kg', value: 80, unit: 'kg' },
    ]);
  });

  it('show imperial values as cm / 2.54 to 2 decimals and weight in pounds', () => {
    expect(measurementRows(record, 'inches')).toEqual([
      { key: 'neck_cm', value: 15.35, unit: 'in' },
      { key: 'chest_cm', value: 39.37, unit: 'in' },
      { key: 'waist_cm', value: 33.86, unit: 'in' },
      { key: 'weight_kg', value: 176.37, unit: 'lb' },
    ]);
    // The same numbers the server stores as the record's imperial twin.
    expect(record.measurements.imperial).toMatchObject({ neck_in: 15.35, chest_in: 39.37, waist_in: 33.86 });
  });
});

describe('height and confidence', () => {
  it('starts in the unit the height was typed in, else inches', () => {
    expect(initialUnitSystem({ heightInput: { value: 170, unit: 'cm', normalizedCm: 170 } })).toBe('metric');
    expect(initialUnitSystem({ heightInput: { value: 1.7, unit: 'm', normalizedCm: 170 } })).toBe('metric');
    expect(initialUnitSystem({ heightInput: { value: 67, unit: 'in', normalizedCm: 170.18 } })).toBe('inches');
    expect(initialUnitSystem({ heightInput: null })).toBe('inches');
  });

  it('writes heights in whole feet and inches, carrying 12 inches into a foot', () => {
    expect(feetAndInches(170.18)).toEqual({ feet: 5, inches: 7 });
    expect(feetAndInches(182.88)).toEqual({ feet: 6, inches: 0 });
    // 71.7 in rounds to 72 in: 6 ft 0 in, never 5 ft 12 in.
    expect(feetAndInches(182.1)).toEqual({ feet: 6, inches: 0 });
    fc.assert(
      fc.property(fc.double({ min: 50, max: 260, noNaN: true }), (cm) => {
        const { feet, inches } = feetAndInches(cm);
        expect(inches).toBeGreaterThanOrEqual(0);
        expect(inches).toBeLessThan(12);
        expect(Math.abs((feet * 12 + inches) * 2.54 - cm)).toBeLessThanOrEqual(1.27 + 1e-9);
      }),
    );
  });

  it('shows confidence as a clamped whole percent', () => {
    expect(confidencePercent(0.874)).toBe(87);
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-0.1)).toBe(0);
    expect(confidencePercent(Number.NaN)).toBe(0);
  });
});
