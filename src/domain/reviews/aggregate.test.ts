import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addReview, aggregateDelta, aggregateOf, averageOf, distributionShares, editReview, emptyAggregate, isZeroDelta, keptRatingColumns, ratingBadge, removeReview, type RatedReview, type RatingAggregate } from './aggregate';

const review = fc.record({ stars: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(null)), hasPhotos: fc.boolean() });
const plus = (a: RatingAggregate, d: RatingAggregate): RatingAggregate => ({
  count: a.count + d.count,
  sum: a.sum + d.sum,
  distribution: a.distribution.map((n, i) => n + d.distribution[i]!) as RatingAggregate['distribution'],
  withPhotos: a.withPhotos + d.withPhotos,
});

describe('kept aggregates equal a recount', () => {
  it('after any sequence of adds, edits and removals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('add', 'edit', 'remove'), review, fc.nat()), { maxLength: 60 }),
        (ops) => {
          const live: RatedReview[] = [];
          let kept = emptyAggregate();
          for (const [op, r, pick] of ops) {
            if (op === 'add' || live.length === 0) {
              live.push(r);
              kept = addReview(kept, r);
            } else if (op === 'edit') {
              const i = pick % live.length;
              kept = editReview(kept, live[i]!, r);
              live[i] = r;
            } else {
              const i = pick % live.length;
              kept = removeReview(kept, live[i]!);
              live.splice(i, 1);
            }
          }
          expect(kept).toEqual(aggregateOf(live));
          expect(kept.count).toBe(kept.distribution.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('as the deltas the server adds in one statement', () => {
    fc.assert(
      fc.property(fc.array(review), fc.option(review, { nil: null }), fc.option(review, { nil: null }), (others, before, after) => {
        const start = aggregateOf(before ? [...others, before] : others);
        expect(plus(start, aggregateDelta(before, after))).toEqual(aggregateOf(after ? [...others, after] : others));
      }),
    );
  });

  it('ignores reviews without stars (fit reviews alone) and out-of-range stars', () => {
    expect(aggregateOf([{ stars: null, hasPhotos: true }, { stars: 0, hasPhotos: false }, { stars: 6, hasPhotos: false }, { stars: 2.5, hasPhotos: false }])).toEqual(emptyAggregate());
    expect(isZeroDelta(aggregateDelta({ stars: 4, hasPhotos: false }, { stars: 4, hasPhotos: false }))).toBe(true);
    expect(isZeroDelta(aggregateDelta({ stars: 4, hasPhotos: false }, { stars: 4, hasPhotos: true }))).toBe(false);
  });
});

describe('the average', () => {
  it('is null without reviews and rounds to one decimal, half up, without float noise', () => {
    expect(averageOf({ count: 0, sum: 0 })).toBeNull();
    expect(averageOf({ count: 20, sum: 89 })).toBe(4.5); // 4.45
    expect(averageOf({ count: 3, sum: 13 })).toBe(4.3); // 4.333…
    expect(averageOf({ count: 3, sum: 14 })).toBe(4.7); // 4.666…
    expect(averageOf({ count: 1, sum: 5 })).toBe(5);
  });

  it('lies between one and five, within 0.05 of the exact mean', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (stars) => {
        const agg = aggregateOf(stars.map((s) => ({ stars: s, hasPhotos: false })));
        const avg = averageOf(agg)!;
        expect(avg).toBeGreaterThanOrEqual(1);
        expect(avg).toBeLessThanOrEqual(5);
        expect(Math.abs(avg - agg.sum / agg.count)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(avg * 10)).toBeCloseTo(avg * 10, 9);
      }),
    );
  });
});

describe('the badge and the distribution', () => {
  it('says "New" below three reviews and the average from three', () => {
    expect(ratingBadge({ count: 0, sum: 0 })).toEqual({ kind: 'new', count: 0 });
    expect(ratingBadge({ count: 2, sum: 10 })).toEqual({ kind: 'new', count: 2 });
    expect(ratingBadge({ count: 3, sum: 13 })).toEqual({ kind: 'rated', average: 4.3, count: 3 });
  });

  it('gives each star its share in whole percent', () => {
    const agg = aggregateOf([5, 5, 4, 1].map((s) => ({ stars: s, hasPhotos: false })));
    expect(distributionShares(agg)).toEqual([25, 0, 0, 25, 50]);
    expect(distributionShares(emptyAggregate())).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('keptRatingColumns', () => {
  it('spells each star of the distribution as its own column, and the listed reviews beside', () => {
    const agg = aggregateOf([{ stars: 5, hasPhotos: true }, { stars: 5, hasPhotos: false }, { stars: 2, hasPhotos: false }, { stars: null, hasPhotos: true }]);
    expect(keptRatingColumns(agg, 4)).toEqual({ count: 3, sum: 12, stars1: 0, stars2: 1, stars3: 0, stars4: 0, stars5: 2, withPhotos: 1, listed: 4 });
  });
});
