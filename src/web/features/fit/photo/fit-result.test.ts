import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { recommendSize } from '@domain/sizing/recommend';
import { armsTouchedBody, buildFitSnapshot, confidenceTone, explainFlag, readPhotoFitResult, recommendFromResult, resultRows, schemaMeasurements } from './fit-result';

const answer = {
  measurements: { bust_cm: 94.2, waist_cm: 80.1, hips_cm: 102.3, height_cm: 168, armLength_cm: 58, made_up_cm: 3 },
  measurementsImperial: { bust_in: 37.09, waist_in: 31.54, hips_in: 40.28, height_in: 66.14 },
  confidence: 0.74,
  confidencePerMetric: { bust_cm: 0.7, waist_cm: 0.8, hips_cm: 78 },
  qualityFlags: ['NO_SIDE_VIEW', 'ESTIMATED_WRIST_CM', 'TOO_FAR', 42],
  sessionId: 's-1',
};

describe('readPhotoFitResult', () => {
  it('reads the answer, confidence 0..1 whether sent as a fraction or a percent', () => {
    const r = readPhotoFitResult(answer);
    expect(r.confidence).toBe(0.74);
    expect(r.confidencePerMetric.hips_cm).toBe(0.78);
    expect(r.qualityFlags).toEqual(['NO_SIDE_VIEW', 'ESTIMATED_WRIST_CM', 'TOO_FAR']);
    expect(readPhotoFitResult(null)).toMatchObject({ measurements: {}, confidence: 0, sessionId: null, levels: { front: null, side: null } });
  });
  it('reads where the girths were read, keeping only fractions of the image', () => {
    const r = readPhotoFitResult({ ...answer, metadata: { levels: { front: { chest: 0.31, waist: 0.42, hips: 1.7 }, side: { waist: 'x' } } } });
    expect(r.levels).toEqual({ front: { chest: 0.31, waist: 0.42 }, side: null });
    expect(readPhotoFitResult(answer).levels).toEqual({ front: null, side: null });
  });
});

describe('schemaMeasurements / buildFitSnapshot', () => {
  it('keeps only keys of the sizing schema with positive values', () => {
    expect(schemaMeasurements({ bust_cm: 94, armLength_cm: 58, made_up_cm: 3, waist_cm: 0, hips_cm: Number.NaN })).toEqual({ bust_cm: 94 });
  });
  it('builds an ai_powered_fit snapshot with the stated height and no unknown keys', () => {
    const result = readPhotoFitResult(answer);
    const snapshot = buildFitSnapshot({
      category: 'women',
      result,
      heightInput: { value: 170, unit: 'cm', normalizedCm: 170 },
      recommendation: { size: 'L', confidence: 0.8, alternates: ['M'], notes: [] },
      unit: 'metric',
      productId: 'p1',
      now: new Date('2025-01-02T03:04:05Z'),
    });
    expect(snapshot).toEqual({
      source: 'ai_powered_fit',
      category: 'women',
      fit: 'regular',
      unit: 'metric',
      measurements: { bust_cm: 94.2, waist_cm: 80.1, hips_cm: 102.3, height_cm: 170 },
      heightInput: { value: 170, unit: 'cm', normalizedCm: 170 },
      sizeRecommendation: { size: 'L', confidence: 0.8, alternates: ['M'], notes: [] },
      confidence: 0.74,
      timestamp: '2025-01-02T03:04:05.000Z',
      productId: 'p1',
    });
  });
});

describe('resultRows', () => {
  it('orders by the category, height last, with imperial twins (or cm / 2.54)', () => {
    const rows = resultRows(readPhotoFitResult(answer), ['bust_cm', 'waist_cm', 'hips_cm']);
    expect(rows.map((r) => r.key)).toEqual(['bust_cm', 'waist_cm', 'hips_cm', 'armLength_cm', 'made_up_cm', 'height_cm']);
    expect(rows[0]).toEqual({ key: 'bust_cm', cm: 94.2, inches: 37.09, confidence: 0.7 });
    expect(rows[3]?.inches).toBe(22.83);
  });
});

describe('recommendFromResult', () => {
  it('gives a size of the chart for a measured body', () => {
    const body = { bust_cm: 94, waist_cm: 86.5, hips_cm: 104 };
    const engine = recommendSize(DEFAULT_SIZE_CHARTS.women, { category: 'women', fit: 'regular', measurements: body });
    const rec = recommendFromResult(DEFAULT_SIZE_CHARTS.women, 'women', body);
    expect(engine.ok && rec).toEqual({ size: engine.ok ? engine.size : null, confidence: engine.ok ? engine.confidence : 0, alternates: engine.ok ? engine.alternates.slice(0, 2) : [], notes: engine.ok ? engine.notes : [] });
    expect(DEFAULT_SIZE_CHARTS.women.sizes.map((s) => s.label)).toContain(rec?.size);
  });
  it('gives nothing for a chart of another category', () => {
    expect(recommendFromResult(DEFAULT_SIZE_CHARTS.men, 'women', { bust_cm: 94, waist_cm: 86 })).toBeNull();
  });
});

describe('explainFlag / confidenceTone', () => {
  it('explains per-measurement flags, known flags, pose issues and unknown ones', () => {
    expect(explainFlag('ESTIMATED_WRIST_CM')).toEqual({ key: 'estimated', metric: 'wrist_cm', code: 'ESTIMATED_WRIST_CM' });
    expect(explainFlag('DEPTH_PREDICTED_HIPS_CM')).toMatchObject({ key: 'depthPredicted', metric: 'hips_cm' });
    expect(explainFlag('NO_SIDE_VIEW')).toEqual({ key: 'NO_SIDE_VIEW', code: 'NO_SIDE_VIEW' });
    expect(explainFlag('TOO_FAR')).toMatchObject({ key: 'pose', issue: 'TOO_FAR' });
    expect(explainFlag('SIDE_TOO_CLOSE')).toMatchObject({ key: 'sidePose', issue: 'TOO_CLOSE' });
    expect(explainFlag('SOMETHING_NEW')).toEqual({ key: 'unknown', code: 'SOMETHING_NEW' });
  });
  it('colours 80+ good, 60+ medium, else low (docs/requirements/sizing.md §9)', () => {
    expect([0.8, 0.79, 0.6, 0.59].map(confidenceTone)).toEqual(['good', 'medium', 'medium', 'low']);
  });
});

describe('armsTouchedBody', () => {
  it('asks for a retake when the server or the capture gate saw the arms against the body', () => {
    expect(armsTouchedBody(['ARMS_TOUCHING_BODY'])).toBe(true);
    expect(armsTouchedBody(['ARMS_AGAINST_BODY'])).toBe(true);
    expect(armsTouchedBody([], [{ code: 'ARMS_AGAINST_BODY' }])).toBe(true);
  });

  it('does not for other flags', () => {
    expect(armsTouchedBody(['NO_SIDE_VIEW', 'ESTIMATED_HIPS_CM'], [{ code: 'TOO_FAR' }])).toBe(false);
    expect(armsTouchedBody([])).toBe(false);
  });
});
