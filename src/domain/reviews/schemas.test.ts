import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReviews, matchesFilter, REVIEW_SORTS, type SortableReview } from './listing';
import { reviewWindowEnds, withinReviewWindow } from './rules';
import { replyInputSchema, reviewInputSchema, reviewListQuerySchema, visibilityInputSchema } from './schemas';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((i) => i.message));

describe('a review’s fields', () => {
  it('takes 1–5 whole stars and refuses 0, 6, 4.5 and text', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(reviewInputSchema.safeParse({ stars }).success).toBe(true);
    for (const stars of [0, 6, 4.5, -1, '5', null]) expect(codes(reviewInputSchema.safeParse({ stars }))).toContain('REVIEW_STARS_INVALID');
  });

  it('measures title and words after trimming, in any language', () => {
    const amharic = 'በጣም ያምራል። ጥልፉ በእጅ የተሰራ ነው'.padEnd(2_000, 'ሀ');
    const ok = reviewInputSchema.parse({ stars: 5, title: `  ${'t'.repeat(120)}  `, body: `\n${amharic}\n  ` });
    expect(ok.title).toHaveLength(120);
    expect(ok.body).toBe(amharic);
    expect(codes(reviewInputSchema.safeParse({ stars: 5, title: 't'.repeat(121) }))).toContain('REVIEW_TITLE_TOO_LONG');
    expect(codes(reviewInputSchema.safeParse({ stars: 5, body: 'x'.repeat(2_001) }))).toContain('REVIEW_BODY_TOO_LONG');
    expect(codes(reviewInputSchema.safeParse({ stars: 5, body: 'x'.repeat(10_000) }))).toContain('REVIEW_BODY_TOO_LONG');
  });

  it('makes an empty title or body none', () => {
    expect(reviewInputSchema.parse({ stars: 3, title: '   ', body: '' })).toMatchObject({ title: null, body: null, photoIds: [] });
  });

  it('refuses hostile text with its own code and keeps harmless angle brackets', () => {
    for (const body of ['<script>alert(1)</script>', 'nice </script><script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'click javascript:alert(1)']) {
      expect(codes(reviewInputSchema.safeParse({ stars: 1, body }))).toContain('REVIEW_TEXT_HOSTILE');
    }
    expect(codes(reviewInputSchema.safeParse({ stars: 1, title: '<script>x</script>' }))).toContain('REVIEW_TEXT_HOSTILE');
    expect(reviewInputSchema.parse({ stars: 4, body: 'Size 3 < size 4, and 5 > 4 😊' }).body).toBe('Size 3 < size 4, and 5 > 4 😊');
  });

  it('takes up to three photos', () => {
    expect(reviewInputSchema.safeParse({ stars: 5, photoIds: ['a', 'b', 'c'] }).success).toBe(true);
    expect(codes(reviewInputSchema.safeParse({ stars: 5, photoIds: ['a', 'b', 'c', 'd'] }))).toContain('REVIEW_TOO_MANY_PHOTOS');
  });

  it('carries the fit verdicts of the same form and refuses unknown fields', () => {
    expect(reviewInputSchema.parse({ stars: 4, fit: { overall: 'a_little_small', areas: { bust: 'too_small' } } }).fit).toMatchObject({ overall: 'a_little_small', kept: 'kept' });
    expect(reviewInputSchema.safeParse({ stars: 4, rating: 5 }).success).toBe(false);
  });

  it('never accepts text longer than the limit, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_200 }), (body) => {
        const r = reviewInputSchema.safeParse({ stars: 3, body });
        if (r.success) expect((r.data.body ?? '').length).toBeLessThanOrEqual(2_000);
      }),
      { numRuns: 200 },
    );
  });

  it('asks a reply for words and a hiding for its reason', () => {
    expect(codes(replyInputSchema.safeParse({ body: '  ' }))).toContain('REVIEW_REPLY_EMPTY');
    expect(codes(visibilityInputSchema.safeParse({ hidden: true }))).toContain('REVIEW_REASON_REQUIRED');
    expect(visibilityInputSchema.safeParse({ hidden: false }).success).toBe(true);
  });
});

describe('the window', () => {
  it('is 100 days after delivery by default, inclusive', () => {
    const delivered = new Date('2026-01-01T00:00:00Z');
    expect(reviewWindowEnds(delivered).toISOString()).toBe('2026-04-11T00:00:00.000Z');
    expect(withinReviewWindow(delivered, new Date('2026-04-11T00:00:00Z'))).toBe(true);
    expect(withinReviewWindow(delivered, new Date('2026-04-11T00:00:01Z'))).toBe(false);
    expect(withinReviewWindow(delivered, new Date('2026-02-01T00:00:00Z'), 20)).toBe(false);
  });
});

describe('sorting and filtering', () => {
  const r = (id: string, stars: number | null, helpful: number, photoCount: number, day: number): SortableReview => ({ id, stars, helpful, photoCount, createdAt: new Date(Date.UTC(2026, 0, day)) });
  const list = [r('a', 5, 0, 0, 1), r('b', 1, 3, 1, 2), r('c', null, 0, 0, 3), r('d', 3, 3, 0, 4)];
  const order = (sort: (typeof REVIEW_SORTS)[number]) => [...list].sort(compareReviews(sort)).map((x) => x.id);

  it('orders by each option, ties by the newest, fit-only reviews last by stars', () => {
    expect(order('helpful')).toEqual(['d', 'b', 'c', 'a']);
    expect(order('newest')).toEqual(['d', 'c', 'b', 'a']);
    expect(order('highest')).toEqual(['a', 'd', 'b', 'c']);
    expect(order('lowest')).toEqual(['b', 'd', 'a', 'c']);
    expect(order('photos')).toEqual(['b', 'd', 'c', 'a']);
  });

  it('is a total order for every option (pages never shuffle)', () => {
    const arb = fc.array(fc.record({ id: fc.uuid(), stars: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), helpful: fc.nat(5), photoCount: fc.nat(3), createdAt: fc.date({ min: new Date(0), max: new Date(2e12), noInvalidDate: true }) }), { maxLength: 30 });
    fc.assert(
      fc.property(arb, fc.constantFrom(...REVIEW_SORTS), (items, sort) => {
        const cmp = compareReviews(sort);
        const once = [...items].sort(cmp).map((x) => x.id);
        const again = [...items].reverse().sort(cmp).map((x) => x.id);
        expect(again).toEqual(once);
      }),
    );
  });

  it('filters by stars, size and fit verdict together', () => {
    const review = { stars: 4, size: 'M', fit: 'just_right' as const };
    expect(matchesFilter(review, {})).toBe(true);
    expect(matchesFilter(review, { stars: 4, size: 'M', fit: 'just_right' })).toBe(true);
    expect(matchesFilter(review, { stars: 5 })).toBe(false);
    expect(matchesFilter(review, { size: 'L' })).toBe(false);
    expect(matchesFilter(review, { fit: 'too_small' })).toBe(false);
  });

  it('reads the list query with defaults and refuses unknown options', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ sort: 'helpful', page: 1, pageSize: 10 });
    expect(reviewListQuerySchema.parse({ sort: 'photos', stars: '4', size: 'M', fit: 'too_small', page: '2' })).toMatchObject({ stars: 4, page: 2 });
    expect(reviewListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
    expect(reviewListQuerySchema.safeParse({ stars: '6' }).success).toBe(false);
  });
});
