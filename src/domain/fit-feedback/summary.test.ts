import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '../sizing/default-size-charts';
import { fitReviewInputSchema } from './schemas';
import { MIN_REVIEWS_FOR_SUMMARY, summarizeFit, type SummaryReview } from './summary';
import { FIT_VERDICTS, verdictFromValue, verdictValue } from './types';

const women = DEFAULT_SIZE_CHARTS.women;

/** A shopper in size `label` whose bust is `above` cm over the size's centre and says `verdict` about it. */
function review(label: string, above: number, verdict: (typeof FIT_VERDICTS)[number], overall = verdict): SummaryReview {
  const size = women.sizes.find((s) => s.label === label)!;
  const [lo, hi] = size.ranges.bust_cm!;
  const [hlo, hhi] = size.ranges.hips_cm!;
  return { size: label, overall, areas: verdict === 'just_right' ? {} : { bust: verdict }, measurements: { bust_cm: (lo + hi) / 2 + above, hips_cm: (hlo + hhi) / 2 }, kept: 'kept' };
}

describe('verdict scale', () => {
  it('runs from too small (-2) to too large (2) and back', () => {
    expect(FIT_VERDICTS.map(verdictValue)).toEqual([-2, -1, 0, 1, 2]);
    fc.assert(fc.property(fc.constantFrom(...FIT_VERDICTS), (v) => verdictFromValue(verdictValue(v)) === v));
    expect(verdictFromValue(-9)).toBe('too_small');
    expect(verdictFromValue(9)).toBe('too_large');
  });
});

describe('summarizeFit', () => {
  it('shows nothing below the threshold, however one-sided the reviews', () => {
    const few = Array.from({ length: MIN_REVIEWS_FOR_SUMMARY - 1 }, () => review('M', 2, 'too_small'));
    const summary = summarizeFit(women, 'women', few);
    expect(summary.headline).toBeNull();
    expect(summary.offsets).toEqual({});
    expect(summary.reviewCount).toBe(MIN_REVIEWS_FOR_SUMMARY - 1);
  });

  it('says "true to size" when most fit and no area runs', () => {
    const reviews = Array.from({ length: 12 }, (_, i) => review(['S', 'M', 'L'][i % 3]!, (i % 5) - 2, 'just_right'));
    const summary = summarizeFit(women, 'women', reviews);
    expect(summary.headline).toEqual({ kind: 'true_to_size' });
    expect(summary.fitShare).toBe(1);
    expect(summary.suggestions).toEqual([]);
    expect(Math.abs(summary.offsets.bust_cm ?? 0)).toBeLessThan(1);
  });

  it('finds a bust that runs small, suggests the chart change with sizes and review count', () => {
    // Bodies 0..2 cm over their size's centre saying "a little small": the garment centre is about 2 cm low.
    const labels = ['M', 'L', 'XL'];
    const reviews = Array.from({ length: 23 }, (_, i) => review(labels[i % 3]!, (i % 3) * 0.5 + 0.5, 'a_little_small'));
    const summary = summarizeFit(women, 'women', reviews);
    expect(summary.headline).toEqual({ kind: 'runs_small', area: 'bust' });
    expect(summary.areas.find((a) => a.area === 'bust')?.runs).toBe('small');
    expect(summary.fitShare).toBe(0);
    const [suggestion] = summary.suggestions;
    expect(suggestion).toMatchObject({ area: 'bust', direction: 'small', sizeFrom: 'M', sizeTo: 'XL', reviews: 23 });
    expect(suggestion!.cm).toBeGreaterThanOrEqual(1);
    expect(summary.offsets.bust_cm).toBeLessThan(-1);
  });

  it('counts overall verdicts and kept garments', () => {
    const reviews = [review('M', 0, 'just_right'), { ...review('M', 1, 'too_small'), kept: 'returning' as const }];
    const summary = summarizeFit(women, 'women', reviews);
    expect(summary.overallCounts).toEqual([1, 0, 1, 0, 0]);
    expect(summary.keptCount).toBe(1);
    expect(summary.fitShare).toBe(0.5);
  });

  it('asks women about the bust and men about the chest', () => {
    const justRight = { overall: 'just_right' as const, areas: {}, size: 'M', measurements: null, kept: 'kept' as const };
    expect(summarizeFit(women, 'women', [justRight]).areas.map((a) => a.area)).toContain('bust');
    expect(summarizeFit(DEFAULT_SIZE_CHARTS.men, 'men', [justRight]).areas.map((a) => a.area)).toContain('chest');
  });

  it('shows no area before anyone has answered about it (no "True to size (0 reviews)")', () => {
    expect(summarizeFit(women, 'women', []).areas).toEqual([]);
    const hipsOnly = { overall: 'too_small' as const, areas: { hips: 'too_small' as const }, size: 'M', measurements: null, kept: 'kept' as const };
    expect(summarizeFit(women, 'women', [hipsOnly]).areas.map((a) => [a.area, a.count])).toEqual([['hips', 1]]);
  });
});

describe('fitReviewInputSchema', () => {
  it('accepts the two-tap review and fills the defaults', () => {
    expect(fitReviewInputSchema.parse({ overall: 'just_right' })).toEqual({ overall: 'just_right', areas: {}, note: null, kept: 'kept' });
  });

  it('keeps hostile text as text and trims it', () => {
    const parsed = fitReviewInputSchema.parse({ overall: 'too_small', note: '  <script>alert(1)</script>  ', areas: { bust: 'too_small' }, kept: 'returning' });
    expect(parsed.note).toBe('<script>alert(1)</script>');
  });

  it('refuses unknown verdicts, areas, fields and long notes', () => {
    expect(fitReviewInputSchema.safeParse({ overall: 'meh' }).success).toBe(false);
    expect(fitReviewInputSchema.safeParse({ overall: 'just_right', areas: { neck: 'too_small' } }).success).toBe(false);
    expect(fitReviewInputSchema.safeParse({ overall: 'just_right', rating: 5 }).success).toBe(false);
    expect(fitReviewInputSchema.safeParse({ overall: 'just_right', note: 'x'.repeat(501) }).success).toBe(false);
    expect(fitReviewInputSchema.safeParse({ overall: 2 }).success).toBe(false);
  });
});
