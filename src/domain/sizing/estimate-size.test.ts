import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { capEstimateAboveRange, recommendForEstimate } from './estimate-size';
import { estimateMeasurements, estimateSpreadLog } from './estimator';
import { recommendSize, sizeIndex } from './recommend';

const women = DEFAULT_SIZE_CHARTS.women;

describe('recommendForEstimate', () => {
  it('is the plain engine when nothing is uncertain', () => {
    const input = { category: 'women' as const, fit: 'regular' as const, measurements: { bust_cm: 96, waist_cm: 88, hips_cm: 104 } };
    expect(recommendForEstimate(women, input, {})).toEqual(recommendSize(women, input));
  });

  it('gives the same answer every time and marks it as an estimate', () => {
    const est = estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 66 });
    const input = { category: 'women' as const, fit: 'regular' as const, measurements: est.measurements };
    const a = recommendForEstimate(women, input, estimateSpreadLog('women', true));
    const b = recommendForEstimate(women, input, estimateSpreadLog('women', true));
    expect(a).toEqual(b);
    expect(a.ok && a.notes).toContain('ESTIMATED_BODY');
  });

  it('never answers smaller than the average body’s own size, and never smaller for a looser fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 190 }), fc.integer({ min: 45, max: 120 }), (height, weight) => {
        const est = estimateMeasurements({ category: 'women', heightCm: height, weightKg: weight });
        const spread = estimateSpreadLog('women', true);
        const plain = recommendSize(women, { category: 'women', fit: 'regular', measurements: est.measurements });
        const regular = recommendForEstimate(women, { category: 'women', fit: 'regular', measurements: est.measurements }, spread);
        const loose = recommendForEstimate(women, { category: 'women', fit: 'loose', measurements: est.measurements }, spread);
        if (!plain.ok || !regular.ok || !loose.ok) return;
        expect(sizeIndex(women, regular.size)).toBeGreaterThanOrEqual(sizeIndex(women, plain.size));
        expect(sizeIndex(women, loose.size)).toBeGreaterThanOrEqual(sizeIndex(women, regular.size));
        expect(regular.alternates).not.toContain(regular.size);
        expect(regular.confidence).toBeGreaterThanOrEqual(0);
        expect(regular.confidence).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });

  it('has no spread for children (no survey to measure it on)', () => {
    expect(estimateSpreadLog('children', true)).toEqual({});
  });
});

describe('capEstimateAboveRange', () => {
  it('brings an estimate above the spec’s ranges to their top, and leaves the rest alone', () => {
    expect(capEstimateAboveRange({ waist_cm: 163, hips_cm: 171, bust_cm: 150, neck_cm: 20 }, 'women')).toEqual({ waist_cm: 160, hips_cm: 170, bust_cm: 150, neck_cm: 20 });
    // beyond the sanity range no estimate reaches: left to fail as a typing slip
    expect(capEstimateAboveRange({ waist_cm: 250 }, 'women')).toEqual({ waist_cm: 250 });
    expect(capEstimateAboveRange({ waist_cm: 120 }, 'men')).toEqual({ waist_cm: 120 });
  });
});
