import { RATING_SHOWN_FROM, REVIEW_STARS_MAX, REVIEW_STARS_MIN } from './rules';

/**
 * A product's (or a designer's) rating kept as reviews change: the count, the sum of stars, how
 * many of each star and how many with photos. Adding, removing and editing are exact integer
 * arithmetic, so the kept figures always equal a recount (aggregate.test.ts proves it).
 */
export interface RatingAggregate {
  count: number;
  sum: number;
  /** Index 0 is one star … index 4 five stars. */
  distribution: [number, number, number, number, number];
  withPhotos: number;
}

/** What of one review counts: its stars and whether it shows photos. A review without stars (a fit review alone) counts nowhere. */
export interface RatedReview {
  stars: number | null;
  hasPhotos: boolean;
}

export const emptyAggregate = (): RatingAggregate => ({ count: 0, sum: 0, distribution: [0, 0, 0, 0, 0], withPhotos: 0 });

function isStar(stars: number | null): stars is number {
  return stars !== null && Number.isInteger(stars) && stars >= REVIEW_STARS_MIN && stars <= REVIEW_STARS_MAX;
}

function shifted(agg: RatingAggregate, review: RatedReview, sign: 1 | -1): RatingAggregate {
  if (!isStar(review.stars)) return agg;
  const distribution = [...agg.distribution] as RatingAggregate['distribution'];
  distribution[review.stars - 1] = (distribution[review.stars - 1] ?? 0) + sign;
  return {
    count: agg.count + sign,
    sum: agg.sum + sign * review.stars,
    distribution,
    withPhotos: agg.withPhotos + (review.hasPhotos ? sign : 0),
  };
}

export const addReview = (agg: RatingAggregate, review: RatedReview): RatingAggregate => shifted(agg, review, 1);
export const removeReview = (agg: RatingAggregate, review: RatedReview): RatingAggregate => shifted(agg, review, -1);
export const editReview = (agg: RatingAggregate, before: RatedReview, after: RatedReview): RatingAggregate => addReview(removeReview(agg, before), after);

/** The aggregate of a set of reviews, counted from scratch. */
export const aggregateOf = (reviews: readonly RatedReview[]): RatingAggregate => reviews.reduce(addReview, emptyAggregate());

/** The difference a change makes, as the deltas the server adds to its kept rows in one statement. */
export function aggregateDelta(before: RatedReview | null, after: RatedReview | null): RatingAggregate {
  let agg = emptyAggregate();
  if (before) agg = removeReview(agg, before);
  if (after) agg = addReview(agg, after);
  return agg;
}

/**
 * An aggregate as the kept rows spell it (product_review_stats, designer_review_stats: one column
 * per star), with `listed`, the reviews the list shows (stars or not). The reviews service and the
 * demo seed write the same row.
 */
export const keptRatingColumns = (a: RatingAggregate, listed: number) => ({
  count: a.count,
  sum: a.sum,
  stars1: a.distribution[0],
  stars2: a.distribution[1],
  stars3: a.distribution[2],
  stars4: a.distribution[3],
  stars5: a.distribution[4],
  withPhotos: a.withPhotos,
  listed,
});

export const isZeroDelta = (d: RatingAggregate): boolean => d.count === 0 && d.sum === 0 && d.withPhotos === 0 && d.distribution.every((n) => n === 0);

/** The average to one decimal (4.45 → 4.5, half away from zero on the exact sum), or null without reviews. */
export function averageOf(agg: Pick<RatingAggregate, 'count' | 'sum'>): number | null {
  if (agg.count <= 0) return null;
  // Integers all the way: tenths = round(10 * sum / count), so 4.45 is never 4.4 by float noise.
  return Math.floor((20 * agg.sum + agg.count) / (2 * agg.count)) / 10;
}

/** What a card or the designer page shows: the average and count from three reviews, else "New". */
export type RatingBadge = { kind: 'rated'; average: number; count: number } | { kind: 'new'; count: number };

export function ratingBadge(agg: Pick<RatingAggregate, 'count' | 'sum'>): RatingBadge {
  const average = averageOf(agg);
  return agg.count >= RATING_SHOWN_FROM && average !== null ? { kind: 'rated', average, count: agg.count } : { kind: 'new', count: Math.max(0, agg.count) };
}

/** Each star's share of the reviews, in whole percent (0 without reviews), one to five. */
export function distributionShares(agg: RatingAggregate): number[] {
  return agg.distribution.map((n) => (agg.count > 0 ? Math.round((100 * n) / agg.count) : 0));
}
