import { describe, expect, it } from 'vitest';
import { recommendSize } from '@domain/sizing/recommend';
import type { SizeChart } from '@domain/sizing/types';
import { ApiError } from '../../../lib/api-client';
import type { MeasurementSnapshot } from '../types';
import { emptyForm, guideFormReducer, type GuideFormAction, type GuideFormState } from './guide-form';
import { classifyServerError, displayOrder, fromServer, outcomeFromSnapshot, prepareRecommendation, recommendationBody } from './recommendation';

// A small hand-made chart: the overlay must work with whatever chart is in force.
const men: SizeChart = {
  category: 'men',
  name: 'Test chart',
  waistDefinition: null,
  sizes: [
    { label: 'S', ranges: { chest_cm: [88, 96], waist_cm: [74, 82] } },
    { label: 'M', ranges: { chest_cm: [96, 104], waist_cm: [82, 90] } },
    { label: 'L', ranges: { chest_cm: [104, 112], waist_cm: [90, 98] } },
  ],
};
const metric = (...actions: GuideFormAction[]): GuideFormState => actions.reduce(guideFormReducer, { ...emptyForm('men'), unit: 'metric' });

describe('prepareRecommendation', () => {
  it("answers at once with the domain engine's size on the chart in force", () => {
    const state = metric({ type: 'value', key: 'chest_cm', text: '100' }, { type: 'value', key: 'waist_cm', text: '85' });
    const prep = prepareRecommendation(state, men);
    expect(prep.kind).toBe('ready');
    if (prep.kind !== 'ready') return;
    const engine = recommendSize(men, { category: 'men', fit: 'regular', measurements: { chest_cm: 100, waist_cm: 85 } });
    expect(engine.ok).toBe(true);
    if (!engine.ok) return;
    expect(prep.local).toEqual({ size: engine.size, confidence: engine.confidence, alternates: engine.alternates, notes: engine.notes, sessionId: null, source: 'device' });
    expect(prep.local?.size).toBe('M');
    expect(prep.request).toMatchObject({ category: 'men', fit: 'regular', unit: 'metric', measurements: { chest_cm: 100, waist_cm: 85 } });
  });

  it("passes the fit preference to the engine", () => {
    const base = [{ type: 'value', key: 'chest_cm', text: '103' }, { type: 'value', key: 'waist_cm', text: '88' }] as const;
    const regular = prepareRecommendation(metric(...base), men);
    const loose = prepareRecommendation(metric(...base, { type: 'fit', fit: 'loose' }), men);
    expect(regular.kind === 'ready' && regular.local?.size).toBe('M');
    expect(loose.kind === 'ready' && loose.local?.size).toBe('L');
  });

  it("is 'Missing Information' with fewer than 2 measurements", () => {
    expect(prepareRecommendation(metric({ type: 'value', key: 'chest_cm', text: '100' }), men)).toEqual({ kind: 'missing', fields: [] });
  });

  it("is 'Missing Information' naming the chart's fields when only height and weight are given", () => {
    const prep = prepareRecommendation(metric({ type: 'height', text: '180' }, { type: 'weight', text: '80' }), men);
    expect(prep).toEqual({ kind: 'missing', fields: ['chest_cm', 'waist_cm'] });
  });

  it("is 'Measurement Values Out of Range' with the spec's range checks (waist 40-160 cm, neck 25-60 cm)", () => {
    const prep = prepareRecommendation(metric({ type: 'value', key: 'chest_cm', text: '100' }, { type: 'value', key: 'waist_cm', text: '35' }, { type: 'value', key: 'neck_cm', text: '70' }), men);
    expect(prep).toEqual({ kind: 'out-of-range', fields: ['neck_cm', 'waist_cm'] });
  });

  it('answers Custom Fit, not Out of Range, for a Smart Estimate above the spec’s ranges (a BMI-55 body), but not for the same values typed', () => {
    const measurements = { height_cm: 176, weight_kg: 170.4, chest_cm: 150, waist_cm: 163 };
    const estimated = prepareRecommendation(metric({ type: 'fill', measurements, origin: { kind: 'smart_estimate', confidence: 0.13 } }), men);
    expect(estimated.kind).toBe('ready');
    if (estimated.kind !== 'ready') return;
    expect(estimated.local?.size).toBe('Custom Fit');
    expect(estimated.local?.notes).toContain('ABOVE_CHART_CUSTOM_FIT');
    // the request still carries the estimate as it is; the server caps it the same way
    expect(estimated.request.measurements.waist_cm).toBe(163);
    const typed = prepareRecommendation(metric({ type: 'fill', measurements, origin: { kind: 'manual' } }), men);
    expect(typed).toEqual({ kind: 'out-of-range', fields: ['waist_cm'] });
  });

  it("holds children to the wide ranges, not the adult ones (a child's 30 cm sleeve is real)", () => {
    const child = [
      { type: 'category', category: 'children' },
      { type: 'value', key: 'chest_cm', text: '60' },
      { type: 'value', key: 'sleeve_cm', text: '30' },
    ] as const;
    expect(prepareRecommendation(metric(...child), null).kind).toBe('ready');
  });

  it('stops on a height or weight the parsers refuse, before any other check', () => {
    expect(prepareRecommendation(metric({ type: 'height', text: '5 feet' }), men)).toEqual({ kind: 'field-errors' });
  });

  it('asks the server without a local answer when no chart for the category is at hand', () => {
    const state = metric({ type: 'value', key: 'chest_cm', text: '100' }, { type: 'value', key: 'waist_cm', text: '85' });
    expect(prepareRecommendation(state, null)).toMatchObject({ kind: 'ready', local: null });
    expect(prepareRecommendation({ ...state, category: 'women' }, men)).toMatchObject({ kind: 'missing' });
  });
});

describe('server answers and failures', () => {
  it('maps a 400 to the input being refused, with the failing fields', () => {
    const error = new ApiError(400, 'MEASUREMENTS_OUT_OF_RANGE', 'Measurement Values Out of Range: waist_cm', { waist_cm: ['OUT_OF_RANGE'], bogus: ['X'] });
    expect(classifyServerError(error)).toEqual({ kind: 'bad-request', code: 'MEASUREMENTS_OUT_OF_RANGE', fields: ['waist_cm'] });
    expect(classifyServerError(new ApiError(400, 'MISSING_INFORMATION', 'Missing Information'))).toEqual({ kind: 'bad-request', code: 'MISSING_INFORMATION', fields: [] });
    expect(classifyServerError(new ApiError(400, 'VALIDATION_FAILED', 'x'))).toEqual({ kind: 'bad-request', code: 'OTHER', fields: [] });
  });

  it('keeps the local answer on 429, 5xx, network failures and anything unexpected', () => {
    expect(classifyServerError(new ApiError(429, 'RATE_LIMITED', 'slow down'))).toEqual({ kind: 'rate-limited' });
    expect(classifyServerError(new ApiError(503, 'INTERNAL', 'down'))).toEqual({ kind: 'unavailable' });
    expect(classifyServerError(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toEqual({ kind: 'unavailable' });
    expect(classifyServerError(new TypeError('boom'))).toEqual({ kind: 'unavailable' });
  });

  it('keeps at most 2 alternates of the server answer', () => {
    const view = fromServer({
      ok: true,
      size: 'M',
      confidence: 0.8,
      notes: ['BETWEEN_SIZES'],
      alternates: ['L', 'S', 'XL'],
      sessionId: 's',
      category: 'men',
      fit: 'regular',
      normalized: {},
      source: 'size_chart_engine',
      timestamp: 't',
    });
    expect(view).toEqual({ size: 'M', confidence: 0.8, notes: ['BETWEEN_SIZES'], alternates: ['L', 'S'], sessionId: 's', source: 'server' });
  });

  it('sends the body of docs/requirements/sizing.md §7 with the units named as the server expects', () => {
    const inches = [{ type: 'value', key: 'chest_cm', text: '40' }, { type: 'value', key: 'waist_cm', text: '34' }] as const;
    const prep = prepareRecommendation(inches.reduce<GuideFormState>(guideFormReducer, emptyForm('men')), null);
    if (prep.kind !== 'ready') throw new Error('expected ready');
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(recommendationBody(prep.request, 'p-1', now)).toEqual({
      category: 'men',
      gender: 'men',
      units: 'imperial',
      fit: 'regular',
      timestamp: '2026-01-02T03:04:05.000Z',
      productId: 'p-1',
      measurements: prep.request.measurements,
    });
    expect(recommendationBody({ ...prep.request, unit: 'metric' }, null, now)).not.toHaveProperty('productId');
    expect(recommendationBody({ ...prep.request, unit: 'metric' }, null, now).units).toBe('metric');
  });
});

describe('outcomes', () => {
  const snapshot: MeasurementSnapshot = {
    source: 'ai_size_recommendation',
    category: 'women',
    fit: 'tight',
    unit: 'metric',
    measurements: { bust_cm: 90, hips_cm: 98, weight_kg: 60, height_cm: 165 },
    heightInput: { value: 165, unit: 'cm', normalizedCm: 165 },
    sizeRecommendation: { size: 'M', confidence: 0.85, alternates: ['S'], notes: [] },
    confidence: 0.85,
    timestamp: '2026-01-01T00:00:00.000Z',
    productId: 'p-1',
  };

  it('shows a saved snapshot as a saved outcome; none without a snapshot', () => {
    expect(outcomeFromSnapshot(snapshot)).toMatchObject({ server: 'saved', recommendation: { size: 'M', confidence: 0.85, alternates: ['S'] }, request: { category: 'women', fit: 'tight' } });
    expect(outcomeFromSnapshot(null)).toBeNull();
    expect(outcomeFromSnapshot({ ...snapshot, sizeRecommendation: null })?.recommendation).toBeNull();
  });

  it('lists height and weight first, then the guide order', () => {
    const outcome = outcomeFromSnapshot(snapshot);
    expect(outcome && displayOrder(outcome.request)).toEqual(['height_cm', 'weight_kg', 'bust_cm', 'hips_cm']);
  });
});
