import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '../sizing/default-size-charts';
import { recommendSize } from '../sizing/recommend';
import { MAX_OFFSET_CM, applicableOffsets, bandMiddle, verdictForDistance, estimateOffsets, reviewEvidence, shrinkageOffset, type OffsetEvidence } from './offsets';
import { FIT_VERDICTS, type FitReviewEvidence, type FitVerdict } from './types';

const women = DEFAULT_SIZE_CHARTS.women;
const halfWidth = 2.5;
/** One piece of evidence: a body `fromCentre` cm from the chart centre of its size, saying `verdict`. */
const item = (fromCentre: number, verdict: number): OffsetEvidence => ({ key: 'bust_cm', area: 'bust', sizeIndex: 3, verdict, bodyFromCentre: fromCentre, halfWidth });
const anyItem = fc.tuple(fc.double({ min: -15, max: 15, noNaN: true }), fc.integer({ min: -2, max: 2 })).map(([c, v]) => item(c, v));
/** Truthful evidence for a garment offset `truth`: a body spread over ±2.5 half-widths, with the verdict of its band. */
const truthful = (truth: number, spread: number): OffsetEvidence => item(truth + spread, verdictForDistance(spread, halfWidth));

/** A review whose bust evidence is truthful for `truth` (verdict v, body in the middle of its band). */
function reviewImplying(truth: number, sizeIdx: number, verdict: FitVerdict): FitReviewEvidence {
  const size = women.sizes[sizeIdx]!;
  const [lo, hi] = size.ranges.bust_cm!;
  const v = FIT_VERDICTS.indexOf(verdict) - 2;
  const body = (lo + hi) / 2 + truth + bandMiddle(v) * ((hi - lo) / 2);
  return { size: size.label, overall: verdict, areas: { bust: verdict }, measurements: { bust_cm: body } };
}

const bustOffset = (reviews: FitReviewEvidence[]): number => estimateOffsets(women, reviews).find((o) => o.key === 'bust_cm')?.offsetCm ?? 0;

describe('shrinkageOffset', () => {
  it('is zero without evidence', () => {
    expect(shrinkageOffset([])).toBe(0);
    expect(estimateOffsets(women, [])).toEqual([]);
  });

  it('is bounded by MAX_OFFSET_CM whatever the evidence', () => {
    fc.assert(fc.property(fc.array(anyItem, { maxLength: 120 }), (items) => Math.abs(shrinkageOffset(items)) <= MAX_OFFSET_CM));
  });

  it('three reviews, however extreme, cannot swing it past 2.5 cm', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { minLength: 1, maxLength: 3 }), (items) => {
        expect(Math.abs(shrinkageOffset(items))).toBeLessThanOrEqual(2.5);
      }),
      { numRuns: 300 },
    );
  });

  it('moves monotonically toward the truth as the same consistent evidence repeats', () => {
    fc.assert(
      fc.property(fc.double({ min: -4, max: 4, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), (truth, spread) => {
        const evidence = truthful(truth, spread);
        let previous = 0;
        for (const n of [1, 2, 4, 8, 16, 32]) {
          const now = shrinkageOffset(Array.from({ length: n }, () => evidence));
          // Toward the truth's side and never back: 0.05 allows for the 0.1 cm rounding.
          expect(Math.sign(now) * Math.sign(truth)).toBeGreaterThanOrEqual(Math.abs(truth) < 0.2 ? -1 : 0);
          expect(Math.abs(now)).toBeGreaterThanOrEqual(Math.abs(previous) - 0.05);
          previous = now;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reads the truth within 1 cm from 30 truthful reviews spread over the sizes', () => {
    fc.assert(
      fc.property(fc.double({ min: -4, max: 4, noNaN: true }), fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 30, maxLength: 40 }), (truth, spreads) => {
        expect(Math.abs(shrinkageOffset(spreads.map((s) => truthful(truth, s))) - truth)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });

  it('cancels mirrored (contradicting) evidence', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 40 }), (items) => {
        const mirrored = items.map((i) => item(-i.bodyFromCentre, -i.verdict));
        expect(shrinkageOffset([...items, ...mirrored])).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('verdict bands', () => {
  it('a band middle gives back its verdict, and the verdict never grows as the body shrinks', () => {
    for (const v of [-2, -1, 0, 1, 2]) expect(verdictForDistance(bandMiddle(v) * 2.5, 2.5)).toBe(v);
    fc.assert(
      fc.property(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (r, more) => {
        expect(verdictForDistance(r + more, 2.5)).toBeLessThanOrEqual(verdictForDistance(r, 2.5));
      }),
    );
  });
});

describe('estimateOffsets from reviews', () => {
  // "Too small" and "too large" are open-ended bands: they bound the offset on one side only, so
  // the reviews here use the three bounded verdicts.
  it('reads the truth from consistent reviews of any size, within 1 cm after 30', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: women.sizes.length - 1 }), fc.constantFrom<FitVerdict>('a_little_small', 'just_right', 'a_little_large')), { minLength: 30, maxLength: 60 }),
        (truth, picks) => {
          const offset = bustOffset(picks.map(([size, verdict]) => reviewImplying(truth, size, verdict)));
          expect(Math.abs(offset - truth)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('ignores reviews without measurements, of unknown sizes, and non-zero overalls without areas', () => {
    expect(reviewEvidence(women, { size: 'M', overall: 'too_small', areas: { bust: 'too_small' }, measurements: null })).toEqual([]);
    expect(reviewEvidence(women, { size: 'Huge', overall: 'too_small', areas: { bust: 'too_small' }, measurements: { bust_cm: 90 } })).toEqual([]);
    expect(reviewEvidence(women, { size: 'M', overall: 'too_small', areas: {}, measurements: { bust_cm: 90 } })).toEqual([]);
    // "Just right" overall speaks for each area the body was measured on.
    const fits = reviewEvidence(women, { size: 'M', overall: 'just_right', areas: {}, measurements: { bust_cm: 89, hips_cm: 97 } });
    expect(fits.map((e) => e.key).sort()).toEqual(['bust_cm', 'hips_cm']);
  });

  it('one absurd measurement moves the estimate little', () => {
    const absurd = { size: 'M', overall: 'too_small' as const, areas: { bust: 'too_small' as const }, measurements: { bust_cm: 500 } };
    expect(Math.abs(bustOffset([absurd]))).toBeLessThan(1.5);
  });

  it('applies only offsets of at least a centimetre', () => {
    expect(applicableOffsets([{ key: 'bust_cm', area: 'bust', offsetCm: -0.9, evidence: 9, sizeIndexes: [] }])).toEqual({});
    expect(applicableOffsets([{ key: 'bust_cm', area: 'bust', offsetCm: -2.6, evidence: 30, sizeIndexes: [2] }])).toEqual({ bust_cm: -2.6 });
  });
});

describe('recommendSize with fit offsets', () => {
  const measurements = { bust_cm: 90, waist_cm: 78, hips_cm: 97 };
  const base = recommendSize(women, { category: 'women', fit: 'regular', measurements });

  it('changes nothing without offsets or with zero offsets', () => {
    expect(recommendSize(women, { category: 'women', fit: 'regular', measurements, fitOffsets: {} })).toEqual(base);
    expect(recommendSize(women, { category: 'women', fit: 'regular', measurements, fitOffsets: { bust_cm: 0 } })).toEqual(base);
  });

  it('sizes up for a product running small at the bust and says why', () => {
    const adjusted = recommendSize(women, { category: 'women', fit: 'regular', measurements, fitOffsets: { bust_cm: -3 } });
    if (!base.ok || !adjusted.ok) throw new Error('expected answers');
    expect(base.size).toBe('M');
    expect(adjusted.size).toBe('L');
    expect(adjusted.notes).toContain('FIT_FEEDBACK_SIZED_UP');
    expect(adjusted.fitFeedback).toEqual({ offsets: { bust_cm: -3 }, sizeWithout: 'M' });
    expect(adjusted.used).toEqual(base.used);
    expect(adjusted.confidence).toBeLessThan(0.95);
  });

  it('sizes down for a product running large', () => {
    const adjusted = recommendSize(women, { category: 'women', fit: 'regular', measurements: { bust_cm: 87, waist_cm: 77, hips_cm: 96 }, fitOffsets: { bust_cm: 4, waist_cm: 4, hips_cm: 4 } });
    if (!adjusted.ok) throw new Error('expected an answer');
    expect(adjusted.notes).toContain('FIT_FEEDBACK_SIZED_DOWN');
    expect(adjusted.size).toBe('S');
  });

  it('never picks a smaller size for a product that runs smaller (monotone in the offset)', () => {
    fc.assert(
      fc.property(fc.double({ min: 75, max: 115, noNaN: true }), fc.double({ min: -6, max: 6, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), (bust, offset, more) => {
        const pick = (o: number): number => {
          const r = recommendSize(women, { category: 'women', fit: 'regular', measurements: { bust_cm: bust, hips_cm: 90 }, fitOffsets: { bust_cm: o } });
          return r.ok ? women.sizes.findIndex((s) => s.label === r.size) : -1;
        };
        expect(pick(offset - more)).toBeGreaterThanOrEqual(pick(offset));
      }),
    );
  });
});
