/**
 * Issue 45: heavier bodies. The confidence an estimate shows beyond the survey's bulk, the
 * spread a size from it allows for at the body's BMI, and the lean to the larger of two sizes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAUSIBLE_RANGES_CM } from './constants';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { recommendForEstimate } from './estimate-size';
import {
  defaultEstimatorCoefficients,
  estimateContext,
  estimateMeasurements,
  estimateSpreadLog,
  linearSlopeCmPerKg,
  parseEstimatorCoefficients,
  predictAdult,
  predictLn,
  type EstimatorCoefficients,
} from './estimator';
import { sizeIndex } from './recommend';
import type { MeasurementKey } from './types';

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

  // An estimate beyond a sanity range (a thigh over 110 cm, from about BMI 55 at 190 cm or 60 at
  // 170 cm) stays an error: a typing slip cannot hide behind the estimate flag.
  it('is Custom Fit, never a size or an error, for every body whose estimate lies above the chart and within the sanity ranges', () => {
    let above = 0;
    for (const [category, chart] of [['women', women], ['men', men]] as const) {
      const top = chart.sizes.at(-1);
      if (!top) throw new Error('empty chart');
      for (let heightCm = 150; heightCm <= 190; heightCm += 10) {
        for (let bmi = 30; bmi <= 70; bmi += 5) {
          const weightKg = weightAt(bmi, heightCm);
          if (weightKg > 300) continue;
          const estimate = estimateMeasurements({ category, heightCm, weightKg });
          const measurements = estimate.measurements;
          const answer = recommendForEstimate(chart, { category, fit: 'regular', measurements }, estimateContext(category, measurements, true));
          const insane = (Object.entries(measurements) as [MeasurementKey, number][]).filter(([key, value]) => value > PLAUSIBLE_RANGES_CM[key][1]);
          if (insane.length > 0) {
            expect(answer).toMatchObject({ ok: false, code: 'OUT_OF_RANGE' });
            continue;
          }
          // a waist over the spec's 160 cm (about BMI 55) used to answer OUT_OF_RANGE
          expect(answer.ok, `${category} ${heightCm} cm BMI ${bmi}`).toBe(true);
          if (!answer.ok) continue;
          const overTop = Object.entries(top.ranges).some(([key, range]) => (measurements[key as keyof typeof measurements] ?? 0) > (range?.[1] ?? Infinity));
          if (overTop) {
            above += 1;
            expect(answer.size, `${category} ${heightCm} cm BMI ${bmi}`).toBe('Custom Fit');
            expect(answer.confidence).toBeLessThan(0.5);
          }
        }
      }
    }
    expect(above).toBeGreaterThan(20);
  });
});

describe('the women’s hips lean on the plain linear model beyond the knot (decision 037)', () => {
  const coefficients = defaultEstimatorCoefficients();
  const hips = coefficients.categories.women.models.height_weight.targets.hips_cm;
  const knot = coefficients.categories.women.models.height_weight.tailKnotBmi ?? NaN;

  it('only the women’s hips carry a lean, in both models with a weight', () => {
    for (const category of ['women', 'men'] as const) {
      for (const model of ['height_weight', 'height_weight_age', 'height_only'] as const) {
        for (const [key, fit] of Object.entries(coefficients.categories[category].models[model].targets)) {
          const expected = category === 'women' && key === 'hips_cm' && model !== 'height_only';
          expect(fit.tailLinear !== undefined, `${category} ${model} ${key}`).toBe(expected);
        }
      }
    }
    expect(hips?.tailLinear?.share).toBe(0.75);
  });

  it('grows the hips beyond the knot by the blend of the tangent’s and the linear model’s cm per kg', () => {
    if (!hips?.tailLinear) throw new Error('no lean');
    const { share, slope } = hips.tailLinear;
    for (const heightCm of [150, 162, 175]) {
      const knotWeight = knot * (heightCm / 100) ** 2;
      const at = (weightKg: number): number => predictAdult(coefficients, 'women', heightCm, weightKg).hips_cm ?? NaN;
      const yKnot = at(knotWeight);
      const tangent = ((hips.coefficients[2] ?? NaN) * yKnot) / knotWeight;
      const expected = (1 - share) * tangent + share * linearSlopeCmPerKg(slope, heightCm);
      // a straight line from the knot: the same cm per kg 10 kg and 40 kg beyond it
      expect((at(knotWeight + 10) - yKnot) / 10).toBeCloseTo(expected, 6);
      expect((at(knotWeight + 40) - yKnot) / 40).toBeCloseTo(expected, 6);
      // steeper than the tangent alone: the tangent ran small at BMI 35 and over
      expect(expected).toBeGreaterThan(tangent);
    }
  });

  it('keeps the tangent without a lean, and never lets a girth fall with more weight', () => {
    const beta = [1, 0.5];
    const x = [1, Math.log(70)];
    expect(predictLn(beta, x, 1, 0.2, true)).toBeCloseTo(1 + 0.5 * Math.log(70) + Math.log1p(0.5 * 0.2), 12);
    expect(predictLn(beta, x, 1, 0.2, true, { share: 0, slopeCmPerKg: 5, knotWeightKg: 70 })).toBe(predictLn(beta, x, 1, 0.2, true));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: 0, max: 2, noNaN: true }), (share, slope, excess) => {
        const lean = { share, slopeCmPerKg: slope, knotWeightKg: 70 };
        expect(predictLn(beta, x, 1, excess, true, lean)).toBeGreaterThanOrEqual(predictLn(beta, x, 1, 0, true, lean) - 1e-12);
        // lengths never lean
        expect(predictLn(beta, x, 1, excess, false, lean)).toBe(predictLn(beta, x, 1, 0, false));
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a damaged lean in a coefficients document', () => {
    for (const bad of [{ share: 0, slope: [0, 1] }, { share: 1.5, slope: [0, 1] }, { share: 0.5, slope: [0] }, { share: 0.5, slope: [0, 'x'] }, 'lean']) {
      const damaged = structuredClone(coefficients) as unknown as { categories: { women: { models: { height_weight: { targets: { hips_cm: { tailLinear: unknown } } } } } } };
      damaged.categories.women.models.height_weight.targets.hips_cm.tailLinear = bad;
      expect(() => parseEstimatorCoefficients(damaged)).toThrow(/women.height_weight.hips_cm.tailLinear/);
    }
    // and a lean on the height-only model, which has no tail
    const noTail = structuredClone(coefficients) as EstimatorCoefficients;
    const target = noTail.categories.women.models.height_only.targets.hips_cm;
    if (target) target.tailLinear = { share: 0.5, slope: [0, 1] };
    expect(() => parseEstimatorCoefficients(noTail)).toThrow(/women.height_only.hips_cm.tailLinear/);
  });
});
