import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAUSIBLE_RANGES_CM } from '../sizing/constants';
import type { MeasurementKey } from '../sizing/types';
import { implausible, measureBody, PHOTO_FIT_KEYS, type FitMeasureInput, type FitOutcome } from './measure';
import { LM } from './quality-gate';
import { renderSyntheticView, scaledBody, TYPICAL_BODIES } from './synthetic-body';
import type { PoseLandmark } from './types';

const man = TYPICAL_BODIES.male;
const woman = TYPICAL_BODIES.female;

function request(body = man, options: { side?: boolean; silhouette?: boolean; sideSilhouette?: boolean; category?: FitMeasureInput['category']; height?: number } = {}): FitMeasureInput {
  const front = renderSyntheticView(body, { edgeNoisePx: 1 });
  const side = renderSyntheticView(body, { view: 'side', edgeNoisePx: 1 });
  return {
    landmarks: front.landmarks,
    scale: { type: 'height', value: options.height ?? body.cm.stature, unit: 'cm' },
    category: options.category ?? (body.sex === 'male' ? 'men' : 'women'),
    imageWidth: front.imageWidth,
    imageHeight: front.imageHeight,
    ...(options.silhouette === false ? {} : { silhouette: front.silhouette }),
    ...(options.side === false ? {} : { side: options.sideSilhouette === false ? { ...side, silhouette: undefined } : side }),
  };
}

const ok = (outcome: FitOutcome) => {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.error.code} ${JSON.stringify(outcome.error.fields)}`);
  return outcome.result;
};
const errorOf = (outcome: FitOutcome) => (outcome.ok ? null : outcome.error);
const withLandmark = (input: FitMeasureInput, i: number, patch: Partial<PoseLandmark>): FitMeasureInput => ({
  ...input,
  landmarks: input.landmarks.map((l, j) => (j === i ? { ...l, ...patch } : l)),
});

describe('measureBody: a synthetic survey body', () => {
  it('measures every photo-fit key of the category, in cm and inches, with the survey values back', () => {
    const r = ok(measureBody(request(man)));
    expect(Object.keys(r.measurements).sort()).toEqual(['height_cm', ...PHOTO_FIT_KEYS.men].sort());
    expect(r.measurements.chest_cm).toBeCloseTo(man.cm.chestcircumference, -0.7);
    expect(r.measurements.waist_cm).toBeCloseTo(man.cm.waistcircumference, -0.7);
    expect(r.measurements.hips_cm).toBeCloseTo(man.cm.buttockcircumference, -0.7);
    expect(Math.abs((r.measurements.sleeve_cm ?? 0) - man.cm.sleeveoutseam)).toBeLessThan(1.5);
    expect(Math.abs((r.measurements.inseam_cm ?? 0) - man.cm.crotchheight)).toBeLessThan(1.5);
    expect(Math.abs((r.measurements.shoulder_width_cm ?? 0) - man.cm.biacromialbreadth)).toBeLessThan(1);
    for (const [key, cm] of Object.entries(r.measurements)) {
      const inches = r.measurementsImperial[key.replace(/_cm$/, '_in')];
      expect(inches).toBe(Math.round((cm / 2.54) * 100) / 100);
    }
    expect(Object.keys(r.measurementsImperial).every((k) => k.endsWith('_in'))).toBe(true);
    expect(r.metadata).toMatchObject({ calibrationMethod: 'user_height', calibrationValue: man.cm.stature, views: ['front', 'side'], silhouettes: { front: true, side: true }, landmarkCount: 33 });
    // What the views cannot show is estimated and said so.
    expect(r.qualityFlags).toEqual(expect.arrayContaining(['ESTIMATED_NECK_CM', 'ESTIMATED_BICEP_CM', 'ESTIMATED_WRIST_CM', 'ESTIMATED_THIGH_CM']));
    expect(r.qualityFlags).not.toContain('ESTIMATED_CHEST_CM');
  });

  it('says where it read the girths: in order down the torso, near the survey levels, on both views', () => {
    const r = ok(measureBody(request(woman)));
    const front = renderSyntheticView(woman, { edgeNoisePx: 1 });
    const { front: f, side: s } = r.metadata.levels;
    expect(f.chest).toBeLessThan(f.waist);
    expect(f.waist).toBeLessThan(f.hips);
    expect(s).toBeDefined();
    // The renderer puts the floor at 0.92 of the height and the stature at 0.8 of it.
    const yOf = (h: number): number => (0.92 * front.imageHeight - (h * 0.8 * front.imageHeight) / woman.cm.stature) / front.imageHeight;
    expect(Math.abs(f.waist - yOf(woman.cm.waistheightomphalion)) * front.imageHeight).toBeLessThan(3 * 0.8 * front.imageHeight / woman.cm.stature);
    expect(Math.abs(f.hips - yOf(woman.cm.buttockheight)) * front.imageHeight).toBeLessThan(3 * 0.8 * front.imageHeight / woman.cm.stature);
  });

  it('places the waist lower on a fuller body between the same landmarks (levels from the body’s shape)', () => {
    const fuller = { ...woman, cm: { ...woman.cm, waistbreadth: woman.cm.waistbreadth + 6, waistdepth: woman.cm.waistdepth + 5 } };
    const slim = ok(measureBody(request(woman)));
    const full = ok(measureBody(request(fuller)));
    expect(full.metadata.levels.front.waist).toBeGreaterThan(slim.metadata.levels.front.waist);
    expect(full.metadata.levels.front.chest).toBeCloseTo(slim.metadata.levels.front.chest, 1);
  });

  it('measures women with bust, dress and skirt lengths', () => {
    const r = ok(measureBody(request(woman)));
    expect(Object.keys(r.measurements).sort()).toEqual(['height_cm', ...PHOTO_FIT_KEYS.women].sort());
    expect(r.measurements.bust_cm).toBeCloseTo(woman.cm.chestcircumference, -0.7);
    expect(r.measurements).not.toHaveProperty('chest_cm');
    expect(Math.abs((r.measurements.skirt_length_cm ?? 0) - (woman.cm.waistheightomphalion - woman.cm.kneeheightmidpatella))).toBeLessThan(2);
  });

  it('measures children with both sexes’ adult models, flagged and with lower confidence', () => {
    const child = scaledBody(woman, 0.8);
    const r = ok(measureBody(request(child, { category: 'children' })));
    expect(Object.keys(r.measurements).sort()).toEqual(['height_cm', ...PHOTO_FIT_KEYS.children].sort());
    expect(r.qualityFlags).toContain('CHILD_MODEL_FROM_ADULTS');
    const adult = ok(measureBody(request(woman)));
    expect(r.confidencePerMetric.hips_cm ?? 1).toBeLessThan(adult.confidencePerMetric.hips_cm ?? 0);
  });
});

describe('measureBody: confidence follows the capture', () => {
  const both = ok(measureBody(request(man)));
  const sideNoMask = ok(measureBody(request(man, { sideSilhouette: false })));
  const frontOnly = ok(measureBody(request(man, { side: false })));
  const noMask = ok(measureBody(request(man, { side: false, silhouette: false })));

  it('drops as views and silhouettes go missing, and says why', () => {
    expect(both.confidence).toBeGreaterThan(frontOnly.confidence);
    expect(frontOnly.confidence).toBeGreaterThan(noMask.confidence);
    for (const key of ['chest_cm', 'waist_cm', 'hips_cm'] as const) {
      expect(both.confidencePerMetric[key] ?? 0).toBeGreaterThan(frontOnly.confidencePerMetric[key] ?? 1);
      expect(frontOnly.confidencePerMetric[key] ?? 0).toBeGreaterThan(noMask.confidencePerMetric[key] ?? 1);
    }
    expect(frontOnly.qualityFlags).toContain('NO_SIDE_VIEW');
    expect(sideNoMask.qualityFlags).toContain('NO_SIDE_SILHOUETTE');
    expect(sideNoMask.confidence).toBe(frontOnly.confidence);
    expect(noMask.qualityFlags).toEqual(expect.arrayContaining(['NO_SILHOUETTE', 'ESTIMATED_CHEST_CM', 'ESTIMATED_WAIST_CM', 'ESTIMATED_HIPS_CM']));
    expect(both.qualityFlags).not.toContain('NO_SIDE_VIEW');
  });

  it('is not a constant: lower visibility and gate warnings lower it', () => {
    const input = request(man);
    const dim = { ...input, landmarks: input.landmarks.map((l) => ({ ...l, visibility: 0.7 })) };
    expect(ok(measureBody(dim)).confidence).toBeLessThan(both.confidence);
    // Two key points hidden: a gate warning (score 0.85) that is also flagged.
    const hidden = withLandmark(withLandmark(input, LM.leftAnkle, { visibility: 0.55 }), LM.leftHip, { visibility: 0.55 });
    const warned = ok(measureBody(hidden));
    expect(warned.qualityFlags).toContain('KEY_POINTS_HIDDEN');
    expect(warned.metadata.qualityGate.front.score).toBe(0.85);
    expect(warned.confidence).toBeLessThan(both.confidence);
  });

  it('each metric confidence is within 0..1', () => {
    for (const r of [both, frontOnly, noMask])
      for (const c of Object.values(r.confidencePerMetric)) {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
      }
  });
});

describe('measureBody: failures', () => {
  it('LANDMARKS_MISSING for no person, or no head / ankles to scale by', () => {
    const input = request(man);
    expect(errorOf(measureBody({ ...input, landmarks: input.landmarks.map((l) => ({ ...l, visibility: 0.05 })) }))?.code).toBe('LANDMARKS_MISSING');
    const noAnkles = withLandmark(withLandmark(input, LM.leftAnkle, { visibility: 0.3 }), LM.rightAnkle, { visibility: 0.3 });
    expect(errorOf(measureBody(noAnkles))).toMatchObject({ code: 'LANDMARKS_MISSING', fields: { landmarks: ['ANKLES_NOT_VISIBLE'] } });
  });

  it('FRAMING_INVALID when the feet are below the image', () => {
    const input = request(man);
    const cut = { ...input, landmarks: input.landmarks.map((l) => ({ ...l, y: l.y + 0.15 })) };
    expect(errorOf(measureBody(cut))?.code).toBe('FRAMING_INVALID');
  });

  it('FIT_QUALITY_GATE_FAILED with the issue codes for a leaning or turned pose', () => {
    const input = request(man);
    const leaning = withLandmark(input, LM.leftShoulder, { y: (input.landmarks[LM.leftShoulder]?.y ?? 0) + 0.08 });
    expect(errorOf(measureBody(leaning))).toMatchObject({ code: 'FIT_QUALITY_GATE_FAILED', fields: { qualityGate: ['SHOULDERS_NOT_LEVEL'] } });
    const turned = withLandmark(input, LM.rightShoulder, { z: 0.3 });
    expect(errorOf(measureBody(turned))).toMatchObject({ code: 'FIT_QUALITY_GATE_FAILED', fields: { qualityGate: ['TURNED_SIDEWAYS'] } });
  });

  it('CALIBRATION_FAILED for a height outside 50–250 cm or a span under 50 px', () => {
    for (const height of [49, 251, 0, -170]) expect(errorOf(measureBody(request(man, { height })))?.code).toBe('CALIBRATION_FAILED');
    const tiny = renderSyntheticView(man, { imageWidth: 60, imageHeight: 64 });
    expect(errorOf(measureBody({ ...request(man, { side: false, silhouette: false }), ...tiny, silhouette: undefined }))).toMatchObject({ code: 'CALIBRATION_FAILED', fields: { landmarks: ['SPAN_TOO_SMALL'] } });
  });

  it('IMPLAUSIBLE_METRICS when a height contradicts the photo', () => {
    // The photo of a 176 cm man said to be 60 cm: everything scales to a doll.
    const r = measureBody(request(man, { height: 60 }));
    expect(errorOf(r)?.code).toBe('IMPLAUSIBLE_METRICS');
  });

  it('implausible() checks ranges and consistency', () => {
    expect(implausible({ waist_cm: 90, hips_cm: 100, chest_cm: 100, inseam_cm: 80, outseam_cm: 100, height_cm: 175 })).toEqual({});
    expect(implausible({ waist_cm: 170, hips_cm: 100 })).toEqual({ waist_cm: ['WAIST_EXCEEDS_HIPS'] });
    expect(implausible({ inseam_cm: 100, outseam_cm: 95 })).toEqual({ inseam_cm: ['INSEAM_EXCEEDS_OUTSEAM'] });
    expect(implausible({ chest_cm: 500 })).toEqual({ chest_cm: ['OUT_OF_RANGE'] });
  });
});

describe('measureBody: degraded inputs', () => {
  it('a side view facing the camera is not used, and says so', () => {
    const input = request(man);
    const frontAsSide = renderSyntheticView(man);
    const r = ok(measureBody({ ...input, side: frontAsSide }));
    expect(r.qualityFlags).toContain('SIDE_VIEW_UNUSABLE');
    expect(r.metadata.views).toEqual(['front']);
    expect(r.metadata.qualityGate.side?.issues).toEqual(['NOT_TURNED_SIDEWAYS']);
  });

  it('arms resting against the body: the widths are read behind them and the capture says so', () => {
    const touching = renderSyntheticView(man, { armsTouching: true });
    const r = ok(measureBody({ ...request(man, { side: false }), ...touching }));
    expect(r.qualityFlags).toContain('ARMS_TOUCHING_BODY');
    expect(r.qualityFlags).toContain('ARMS_AGAINST_BODY');
    expect(r.qualityFlags).not.toContain('ESTIMATED_HIPS_CM');
    expect(Math.abs((r.measurements.hips_cm ?? 0) - man.cm.buttockcircumference)).toBeLessThan(4);
  });

  it('never throws for random poses the schema would accept (property)', () => {
    const landmark = fc.record({
      x: fc.double({ min: -1, max: 2, noNaN: true }),
      y: fc.double({ min: -1, max: 2, noNaN: true }),
      z: fc.double({ min: -10, max: 10, noNaN: true }),
      visibility: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    const base = request(man);
    fc.assert(
      fc.property(fc.array(landmark, { minLength: 33, maxLength: 33 }), fc.double({ min: -500, max: 500, noNaN: true }), fc.constantFrom('men', 'women', 'children') as fc.Arbitrary<FitMeasureInput['category']>, (landmarks, height, category) => {
        const outcome = measureBody({ ...base, landmarks, category, scale: { type: 'height', value: height, unit: 'cm' } });
        if (outcome.ok) {
          for (const [key, value] of Object.entries(outcome.result.measurements) as [MeasurementKey, number][]) {
            const [lo, hi] = PLAUSIBLE_RANGES_CM[key];
            expect(value).toBeGreaterThanOrEqual(lo);
            expect(value).toBeLessThanOrEqual(hi);
          }
        } else {
          expect(['LANDMARKS_MISSING', 'FRAMING_INVALID', 'CALIBRATION_FAILED', 'IMPLAUSIBLE_METRICS', 'FIT_QUALITY_GATE_FAILED']).toContain(outcome.error.code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('small landmark jitter moves the girths little (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const jittered = renderSyntheticView(man, { landmarkNoisePx: 3, edgeNoisePx: 1, seed });
        const r = ok(measureBody({ ...request(man), ...jittered }));
        expect(Math.abs((r.measurements.chest_cm ?? 0) - man.cm.chestcircumference)).toBeLessThan(4);
        expect(Math.abs((r.measurements.hips_cm ?? 0) - man.cm.buttockcircumference)).toBeLessThan(4);
      }),
      { numRuns: 30 },
    );
  });
});
