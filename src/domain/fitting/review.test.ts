import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerInputSchema, fittingSettingsSchema, questionInputSchema } from './api';
import {
  addDays,
  answerOverdue,
  cleanMetrics,
  correctedVersion,
  keysOf,
  measurementDiff,
  otherUnit,
  reminderAt,
  reviewOverdue,
  sourcesOf,
  unknownKeys,
} from './review';
import { MEASUREMENT_KEYS, MEASUREMENT_SOURCES, type MeasurementKey, type Measurements } from '../sizing/types';

const placed = { metrics: { height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 } as Measurements, sources: sourcesOf({ height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 }, 'smart_estimate') };

describe('sourcesOf and cleanMetrics', () => {
  it('gives every key of a placed set the set source, and only those keys', () => {
    expect(placed.sources).toEqual({ height_cm: 'smart_estimate', bust_cm: 'smart_estimate', waist_cm: 'smart_estimate', hips_cm: 'smart_estimate' });
  });
  it('keeps only known keys with finite numbers from stored jsonb', () => {
    expect(cleanMetrics({ hips_cm: 100, tail_cm: 3, waist_cm: '76', bust_cm: Number.NaN, chest_cm: Infinity })).toEqual({ hips_cm: 100 });
    expect(cleanMetrics(null)).toEqual({});
  });
  it('lists keys in the shared order, and names the asked keys a line does not have', () => {
    expect(keysOf({ hips_cm: 1, height_cm: 2 })).toEqual(['height_cm', 'hips_cm']);
    expect(unknownKeys(['hips_cm', 'inseam_cm'], placed.metrics)).toEqual(['inseam_cm']);
    expect(unknownKeys(['hips_cm'], placed.metrics)).toEqual([]);
  });
});

describe('correctedVersion and measurementDiff', () => {
  it('changes only the corrected keys, with the correction source; the old version is left as it was', () => {
    const before = structuredClone(placed);
    const next = correctedVersion(placed, { hips_cm: 110 }, 'manual');
    expect(next?.metrics).toEqual({ height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 110 });
    expect(next?.sources).toMatchObject({ hips_cm: 'manual', waist_cm: 'smart_estimate' });
    expect(placed).toEqual(before);
    expect(measurementDiff(placed, next!)).toEqual([
      { key: 'hips_cm', beforeCm: 100, afterCm: 110, beforeIn: 39.37, afterIn: 43.31, beforeSource: 'smart_estimate', afterSource: 'manual' },
    ]);
  });
  it('is nothing when the values are those already given', () => {
    expect(correctedVersion(placed, { hips_cm: 100, waist_cm: 76 }, 'manual')).toBeNull();
    expect(correctedVersion(placed, {}, 'manual')).toBeNull();
  });
  it('adds a key the shopper measured that was missing, shown as new; weight in pounds', () => {
    const next = correctedVersion(placed, { weight_kg: 60 }, 'manual')!;
    expect(measurementDiff(placed, next)).toEqual([{ key: 'weight_kg', beforeCm: null, afterCm: 60, beforeIn: null, afterIn: 132.28, beforeSource: null, afterSource: 'manual' }]);
    expect(otherUnit('weight_kg', 60)).toBe(132.28);
    expect(otherUnit('hips_cm', 254)).toBe(100);
  });

  const metrics = fc.dictionary(fc.constantFrom(...MEASUREMENT_KEYS), fc.integer({ min: 20, max: 200 }), { minKeys: 1 }) as fc.Arbitrary<Measurements>;
  const source = fc.constantFrom(...MEASUREMENT_SOURCES);

  it('diffs exactly the keys whose values differ, and applying a diff gives the new values back', () => {
    fc.assert(
      fc.property(metrics, metrics, source, (a, b, s) => {
        const before = { metrics: a, sources: sourcesOf(a, 'smart_estimate') };
        const next = correctedVersion(before, b, s);
        const changed = MEASUREMENT_KEYS.filter((k) => b[k] !== undefined && b[k] !== a[k]);
        if (changed.length === 0) return next === null;
        const diff = measurementDiff(before, next!);
        expect(diff.map((c) => c.key)).toEqual(changed);
        const rebuilt: Partial<Record<MeasurementKey, number>> = { ...a };
        for (const c of diff) if (c.afterCm !== null) rebuilt[c.key] = c.afterCm;
        expect(rebuilt).toEqual(next!.metrics);
        for (const c of diff) expect(c.afterSource).toBe(s);
        return true;
      }),
    );
  });

  it('a diff of a version with itself is empty, and a diff is never about an unchanged key', () => {
    fc.assert(
      fc.property(metrics, (a) => {
        const v = { metrics: a, sources: sourcesOf(a, 'manual') };
        return measurementDiff(v, v).length === 0;
      }),
    );
  });
});

describe('deadlines', () => {
  const start = new Date('2026-11-28T09:00:00Z');
  it('counts days from the start and reminds a set time before, never before the start', () => {
    expect(addDays(start, 3).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(reminderAt(start, addDays(start, 3), 24).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(reminderAt(start, addDays(start, 1), 48)).toEqual(start);
  });
  it('is overdue from the deadline on, only in the state the deadline belongs to', () => {
    const due = addDays(start, 3);
    const awaiting = { state: 'awaiting_review' as const, reviewDueAt: due, answerDueAt: null };
    expect(reviewOverdue(awaiting, new Date(due.getTime() - 1))).toBe(false);
    expect(reviewOverdue(awaiting, due)).toBe(true);
    expect(reviewOverdue({ ...awaiting, state: 'accepted' }, addDays(due, 10))).toBe(false);
    expect(reviewOverdue({ ...awaiting, state: 'question_asked' }, addDays(due, 10))).toBe(false);
    const asked = { state: 'question_asked' as const, reviewDueAt: null, answerDueAt: due };
    expect(answerOverdue(asked, due)).toBe(true);
    expect(answerOverdue({ ...asked, state: 'awaiting_review' }, due)).toBe(false);
  });
});

describe('the request schemas', () => {
  it('takes a question about known keys, trimmed, and refuses the rest with stable codes', () => {
    expect(questionInputSchema.parse({ keys: ['hips_cm'], question: '  Hips at the widest?  ' })).toEqual({ keys: ['hips_cm'], question: 'Hips at the widest?' });
    const code = (input: unknown) => questionInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(code({ keys: [], question: 'x' })).toBe('QUESTION_KEYS_REQUIRED');
    expect(code({ keys: ['hips_cm', 'hips_cm'], question: 'x' })).toBe('QUESTION_KEYS_REPEATED');
    expect(code({ keys: ['tail_cm'], question: 'x' })).toBe('MEASUREMENT_KEY_INVALID');
    expect(code({ keys: ['hips_cm'], question: ' ' })).toBe('QUESTION_REQUIRED');
    expect(code({ keys: ['hips_cm'], question: 'x'.repeat(1001) })).toBe('QUESTION_TOO_LONG');
  });
  it('takes a correction in range with a tape measure by default, or a confirmation; refuses the rest', () => {
    expect(answerInputSchema.parse({ kind: 'corrected', measurements: { hips_cm: 110 } })).toEqual({ kind: 'corrected', measurements: { hips_cm: 110 }, source: 'manual' });
    expect(answerInputSchema.parse({ kind: 'confirmed' })).toEqual({ kind: 'confirmed' });
    expect(answerInputSchema.safeParse({ kind: 'corrected', measurements: { hips_cm: 1000 } }).success).toBe(false);
    expect(answerInputSchema.safeParse({ kind: 'corrected', measurements: {} }).success).toBe(false);
    expect(answerInputSchema.safeParse({ kind: 'confirmed', measurements: { hips_cm: 100 } }).success).toBe(false);
    expect(answerInputSchema.safeParse({ kind: 'maybe' }).success).toBe(false);
  });
  it('keeps the deadline settings within their bounds', () => {
    expect(fittingSettingsSchema.safeParse({ reviewDays: 3, answerDays: 7, reminderHours: 24 }).success).toBe(true);
    for (const bad of [{ reviewDays: 0 }, { answerDays: 61 }, { reminderHours: 0 }, { reviewDays: 1.5 }]) {
      expect(fittingSettingsSchema.safeParse({ reviewDays: 3, answerDays: 7, reminderHours: 24, ...bad }).success).toBe(false);
    }
  });
});
