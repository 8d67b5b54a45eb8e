import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '../sizing/default-size-charts';
import { recommendSize } from '../sizing/recommend';
import { MAX_EVIDENCE_CM, MAX_OFFSET_CM, applicableOffsets, estimateOffsets, reviewEvidence, shrinkageOffset } from './offsets';
import { FIT_VERDICTS, type FitReviewEvidence, type FitVerdict } from './types';

const women = DEFAULT_SIZE_CHARTS.women;
const implied = fc.double({ min: -20, max: 20, noNaN: true });

/** A review whose bust evidence implies exactly `truth` cm (verdict v, body placed to match). */
function reviewImplying(truth: number, sizeIdx: number, verdict: FitVerdict): FitReviewEvidence {
  const size = women.sizes[sizeIdx]!;
  const [lo, hi] = size.ranges.bust_cm!;
  const v = FIT_VERDICTS.indexOf(verdict) - 2;
  const body = (lo + hi) / 2 + truth - v * ((hi - lo) / 2);
  return { size: size.label, overall: verdict, areas: { bust: verdict }, measurements: { bust_cm: body } };
}

const bustOffset = (reviews: FitReviewEvidence[]): number => estimateOffsets(women, reviews).find((o) => o.key === 'bust_cm')?.offsetCm ?? 0;

describe('shrinkageOffset', () => {
  it('is zero without evidence', () => {
    expect(shrinkageOffset([])).toBe(0);
    expect(estimateOffsets(women, [])).toEqual([]);
  });

  it('is bounded by MAX_OFFSET_CM whatever the evidence', () => {
    fc.assert(fc.property(fc.array(implied, { maxLength: 200 }), (values) => Math.abs(shrinkageOffset(values)) <= MAX_OFFSET_CM));
  });

  it('stays near zero with three noisy reviews (at most 3/8 of the clipped evidence)', () => {
    fc.assert(
      fc.property(fc.array(implied, { minLength: 1, maxLength: 3 }), (values) => {
        expect(Math.abs(shrinkageOffset(values))).toBeLessThanOrEqual((3 / 8) * MAX_EVIDENCE_CM + 0.05);
      }),
    );
    expect(shrinkageOffset([-3, -3, -3])).toBeCloseTo(-1.1, 5);
  });

  it('moves monotonically toward the truth as consistent evidence grows', () => {
    fc.assert(
      fc.property(fc.double({ min: -MAX_OFFSET_CM, max: MAX_OFFSET_CM, noNaN: true }), fc.integer({ min: 0, max: 60 }), (truth, n) => {
        const before = shrinkageOffset(Array.from({ length: n }, () => truth));
        const after = shrinkageOffset(Array.from({ length: n + 1 }, () => truth));
        // 0.05: both are rounded to 0.1 cm.
        expect(Math.abs(after - truth)).toBeLessThanOrEqual(Math.abs(before - truth) + 0.05);
        expect(Math.sign(after) * Math.sign(truth)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adding a review that agrees with the truth never moves the estimate away from it', () => {
    fc.assert(
      fc.property(fc.array(implied, { maxLength: 40 }), fc.double({ min: -MAX_OFFSET_CM, max: MAX_OFFSET_CM, noNaN: true }), (values, truth) => {
        const before = shrinkageOffset(values);
        const after = shrinkageOffset([...values, truth]);
        expect(Math.abs(after - truth)).toBeLessThanOrEqual(Math.abs(before - truth) + 0.1);
      }),
    );
  });

  it('cancels contradicting evidence', () => {
    fc.assert(
      fc.property(fc.array(implied, { maxLength: 50 }), (values) => {
        expect(shrinkageOffset([...values, ...values.map((v) => -v)])).toBe(0);
      }),
    );
  });
});

describe('estimateOffsets from reviews', () => {
  it('reads the truth from consistent reviews of any size and verdict, within 1 cm after 30', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: women.sizes.length - 1 }), fc.constantFrom(...FIT_VERDICTS)), { minLength: 30, maxLength: 60 }),
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

  it('clips a single absurd measurement', () => {
    const [item] = reviewEvidence(women, { size: 'M', overall: 'too_small', areas: { bust: 'too_small' }, measurements: { bust_cm: 500 } });
    expect(item?.impliedCm).toBe(MAX_EVIDENCE_CM);
  });

  it('applies only offsets of at least half a centimetre', () => {
    expect(applicableOffsets([{ key: 'bust_cm', area: 'bust', offsetCm: -0.4, evidence: 9, sizeIndexes: [] }])).toEqual({});
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
