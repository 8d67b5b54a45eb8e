/**
 * Issue 45: heavier bodies. The confidence an estimate shows beyond the survey's bulk, the
 * spread a size from it allows for at the body's BMI, and the lean to the larger of two sizes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { recommendForEstimate } from './estimate-size';
import { estimateContext, estimateMeasurements, estimateSpreadLog } from './estimator';
import { sizeIndex } from './recommend';

const weightAt = (bmi: number, heightCm: number): number => Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10;

describe('confidence beyond the survey’s bulk', () => {
  it('reads below "good" (70%) at BMI 40 and "poor" (below 55%) at BMI 50, for women and men of every usual height', () => {
    for (const category of ['women', 'men'] as const) {
      for (const heightCm of [150, 160, 170, 180, 190]) {
        const at40 = estimateMeasurements({ category, heightCm, weightKg: weightAt(40, heightCm) });
        const at50 = estimateMeasurements({ category, heightCm, weightKg: weightAt(50, heightCm) });
        expect(at40.confidence, `${category} ${heightCm} cm BMI 40`).toBeLessThan(0.7);
        expect(at50.confidence, `${category} ${heightCm} cm BMI 50`).toBeLessThan(0.55);
        expect(at40.notes.some((n) => n === 'FAR_FROM_SURVEY_BULK' || n === 'OUTSIDE_SURVEY_RANGE')).toBe(true);
      }
    }
  });

  // (by a hundredth at most: along a correlated direction the height-and-weight distance can shrink a little)
  it('never rises with more weight beyond BMI 30', () => {
    fc.assert(
      fc.property(fc.constantFrom('women' as const, 'men' as const), fc.integer({ min: 150, max: 195 }), fc.integer({ min: 30, max: 55 }), (category, heightCm, bmi) => {
        const lighter = estimateMeasurements({ category, heightCm, weightKg: weightAt(bmi, heightCm) });
        const heavier = estimateMeasurements({ category, heightCm, weightKg: weightAt(bmi + 2, heightCm) });
        expect(heavier.confidence).toBeLessThanOrEqual(lighter.confidence + 0.01);
      }),
      { numRuns: 80 },
    );
  });

  it('keeps the full confidence for an ordinary body', () => {
    expect(estimateMeasurements({ category: 'women', heightCm: 163, weightKg: 66 }).confidence).toBe(0.8);
    expect(estimateMeasurements({ category: 'men', heightCm: 176, weightKg: 82 }).confidence).toBe(0.8);
  });
});

describe('the spread at the body’s BMI', () => {
  it('is never narrower than the survey’s average and is wider for the hips of a heavy body', () => {
    for (const category of ['women', 'men'] as const) {
      const average = estimateSpreadLog(category, true);
      const heavy = estimateSpreadLog(category, true, 40);
      for (const [key, sd] of Object.entries(average)) expect(heavy[key as keyof typeof heavy] ?? 0).toBeGreaterThanOrEqual(sd);
      expect(heavy.hips_cm ?? 0).toBeGreaterThan(average.hips_cm ?? 0);
    }
  });

  it('comes with the estimate’s own confidence and whether the body is beyond the bulk', () => {
    const heavy = estimateContext('women', { height_cm: 165, weight_kg: weightAt(40, 165) }, true);
    expect(heavy.beyondBulk).toBe(true);
    expect(heavy.estimateConfidence).toBeLessThan(0.7);
    const usual = estimateContext('women', { height_cm: 165, weight_kg: 62 }, true);
    expect(usual.beyondBulk).toBe(false);
    expect(estimateContext('children', { height_cm: 120, weight_kg: 22 }, true)).toEqual({ spreadLog: {} });
  });
});

describe('the size for a body beyond the bulk', () => {
  const women = DEFAULT_SIZE_CHARTS.women;
  const men = DEFAULT_SIZE_CHARTS.men;

  it('is never smaller than without the lean, and never surer than the estimate', () => {
    fc.assert(
      fc.property(fc.constantFrom('women' as const, 'men' as const), fc.integer({ min: 150, max: 190 }), fc.integer({ min: 33, max: 48 }), (category, heightCm, bmi) => {
        const chart = category === 'women' ? women : men;
        const measurements = estimateMeasurements({ category, heightCm, weightKg: weightAt(bmi, heightCm) }).measurements;
        const context = estimateContext(category, measurements, true);
        const input = { category, fit: 'regular' as const, measurements };
        const leaning = recommendForEstimate(chart, input, context);
        const plain = recommendForEstimate(chart, input, { ...context, beyondBulk: false });
        if (!leaning.ok || !plain.ok) return;
        expect(sizeIndex(chart, leaning.size)).toBeGreaterThanOrEqual(sizeIndex(chart, plain.size));
        expect(leaning.confidence).toBeLessThanOrEqual(context.estimateConfidence ?? 1);
      }),
      { numRuns: 60 },
    );
  });

  it('takes the larger of two sizes at BMI 40 and says so', () => {
    let leaned = 0;
    for (const [category, chart] of [['women', women], ['men', men]] as const) {
      for (let heightCm = 150; heightCm <= 190; heightCm += 1) {
        const measurements = estimateMeasurements({ category, heightCm, weightKg: weightAt(40, heightCm) }).measurements;
        const context = estimateContext(category, measurements, true);
        const answer = recommendForEstimate(chart, { category, fit: 'regular', measurements }, context);
        const without = recommendForEstimate(chart, { category, fit: 'regular', measurements }, { ...context, beyondBulk: false });
        if (!answer.ok || !without.ok || answer.size === without.size) continue;
        leaned += 1;
        expect(sizeIndex(chart, answer.size)).toBe(sizeIndex(chart, without.size) + 1);
        expect(answer.notes).toContain('ESTIMATE_SIZED_UP');
        expect(answer.alternates[0]).toBe(without.size);
      }
    }
    expect(leaned).toBeGreaterThan(5);
  });
});
