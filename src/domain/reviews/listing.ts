import { FIT_VERDICTS, type FitVerdict } from '../fit-feedback/types';

/** How a product's reviews may be ordered (issue 43); the first is the default. */
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What the list may be narrowed to: a number of stars, a size bought, an overall fit verdict. */
export interface ReviewFilter {
  stars?: number | undefined;
  size?: string | undefined;
  fit?: FitVerdict | undefined;
}

/** One review as the sort sees it. */
export interface SortableReview {
  id: string;
  stars: number | null;
  helpful: number;
  photoCount: number;
  createdAt: Date;
}

const newestFirst = (a: SortableReview, b: SortableReview) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const starsOf = (r: SortableReview, missing: number) => r.stars ?? missing;

/**
 * The order the server's query uses, written once as a comparator so the rules have a test:
 * ties always fall back to the newest, then the id, so pages never shuffle. Reviews without stars
 * (fit reviews alone) go last when sorting by stars.
 */
export function compareReviews(sort: ReviewSort): (a: SortableReview, b: SortableReview) => number {
  switch (sort) {
    case 'helpful':
      return (a, b) => b.helpful - a.helpful || newestFirst(a, b);
    case 'newest':
      return newestFirst;
    case 'highest':
      return (a, b) => starsOf(b, 0) - starsOf(a, 0) || newestFirst(a, b);
    case 'lowest':
      return (a, b) => starsOf(a, 6) - starsOf(b, 6) || newestFirst(a, b);
    case 'photos':
      return (a, b) => Number(b.photoCount > 0) - Number(a.photoCount > 0) || newestFirst(a, b);
  }
}

/** Whether a review passes the filter (its size and overall fit verdict as shown with it). */
export function matchesFilter(review: { stars: number | null; size: string | null; fit: FitVerdict | null }, filter: ReviewFilter): boolean {
  if (filter.stars !== undefined && review.stars !== filter.stars) return false;
  if (filter.size !== undefined && review.size !== filter.size) return false;
  if (filter.fit !== undefined && review.fit !== filter.fit) return false;
  return true;
}

export { FIT_VERDICTS };
