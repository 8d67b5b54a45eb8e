import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAiMeasurementRecord } from '@domain/sizing/attachment';
import { ownedRecord } from './owned-record';

const OWNER = 'user-1';

const record = buildAiMeasurementRecord(
  {
    source: 'ai_powered_fit',
    category: 'women',
    fit: 'loose',
    heightInput: { value: 1.68, unit: 'm', normalizedCm: 168 },
    sizeRecommendation: { size: 'M', confidence: 0.87, alternates: ['L'], notes: [] },
    measurements: { bust_cm: 92, waist_cm: 76, hips_cm: 100 },
  },
  OWNER,
  new Date('2026-02-01T12:00:00Z'),
);

describe('ownedRecord (docs/requirements/sizing.md §4 saved measurements viewer)', () => {
  it('returns the owner’s record with its values intact', () => {
    const owned = ownedRecord(record, OWNER);
    expect(owned).toEqual(record);
  });

  it('refuses guests, other users and missing records', () => {
    expect(ownedRecord(record, null)).toBeNull();
    expect(ownedRecord(record, '')).toBeNull();
    expect(ownedRecord(record, 'user-2')).toBeNull();
    expect(ownedRecord(null, OWNER)).toBeNull();
    expect(ownedRecord(undefined, OWNER)).toBeNull();
    expect(ownedRecord('{"userId":"user-1"}', OWNER)).toBeNull();
    expect(ownedRecord({ ...record, userId: undefined }, OWNER)).toBeNull();
  });

  it('refuses records whose essentials are malformed', () => {
    expect(ownedRecord({ ...record, measurements: null }, OWNER)).toBeNull();
    expect(ownedRecord({ ...record, measurements: { metric: {} } }, OWNER)).toBeNull();
    expect(ownedRecord({ ...record, measurements: { metric: { bust_cm: 'ninety' , waist_cm: -3 } } }, OWNER)).toBeNull();
    expect(ownedRecord({ ...record, source: 'telepathy' }, OWNER)).toBeNull();
    expect(ownedRecord({ ...record, category: 'pets' }, OWNER)).toBeNull();
  });

  it('drops malformed optional parts and unusable values instead of showing them', () => {
    const owned = ownedRecord(
      {
        ...record,
        fit: 'baggy',
        heightInput: { value: 'tall', unit: 'm', normalizedCm: 168 },
        sizeRecommendation: { size: 'M', confidence: 7, alternates: ['L', 3, '', 'M'], notes: 'none' },
        measurements: { metric: { bust_cm: 92, waist_cm: Number.NaN, armLength_cm: 60, hips_cm: 0 }, imperial: { bust_in: 99 } },
        confidence: -1,
      },
      OWNER,
    );
    expect(owned).not.toBeNull();
    expect(owned?.fit).toBeUndefined();
    expect(owned?.heightInput).toBeNull();
    expect(owned?.sizeRecommendation).toEqual({ size: 'M', confidence: 0.8, alternates: ['L'], notes: [] });
    expect(owned?.measurements.metric).toEqual({ bust_cm: 92 });
    // The imperial twin is derived from the metric value, never taken from the stored copy.
    expect(owned?.measurements.imperial).toEqual({ bust_in: 36.22 });
    // An unreadable confidence falls back to the recommendation's.
    expect(owned?.confidence).toBe(0.8);
  });

  it('keeps a recommendation that has alternates but no single size', () => {
    const owned = ownedRecord({ ...record, sizeRecommendation: { size: null, confidence: 0.5, alternates: ['S', 'M'], notes: [] } }, OWNER);
    expect(owned?.sizeRecommendation).toEqual({ size: null, confidence: 0.5, alternates: ['S', 'M'], notes: [] });
    expect(ownedRecord({ ...record, sizeRecommendation: { size: '', alternates: [] } }, OWNER)?.sizeRecommendation).toBeNull();
  });

  it('never throws and never shows another user’s record, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string()), (input, userId) => {
        const owned = ownedRecord(input, userId);
        if (owned === null) return;
        expect(userId).toBeTruthy();
        expect(owned.userId).toBe(userId);
        expect(Object.keys(owned.measurements.metric).length).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (owner, viewer) => {
        const owned = ownedRecord({ ...record, userId: owner }, viewer);
        expect(owned === null).toBe(owner !== viewer);
      }),
    );
  });
});
