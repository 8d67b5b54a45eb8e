import { FIT_VERDICTS, type FitVerdict } from '@domain/fit-feedback/types';
import { REVIEW_SORTS, REVIEW_STARS_MAX, REVIEW_STARS_MIN, type ReviewSort } from '@domain/reviews';
import type { ReviewListQuery } from '@domain/reviews/api';
import type { QueryState } from '../../lib/api-client';

/** What the product page's review list shows: one sort, at most one of each filter, one page (the contract's query fields). */
export type ReviewsView = Omit<Pick<QueryState<ReviewListQuery>, 'sort' | 'stars' | 'size' | 'fit' | 'page'>, 'sort' | 'fit' | 'stars' | 'page'> & {
  sort: ReviewSort;
  stars: number | null;
  fit: FitVerdict | null;
  page: number;
};

export const initialReviewsView: ReviewsView = { sort: 'helpful', stars: null, size: null, fit: null, page: 1 };

export type ReviewsViewAction =
  | { type: 'sort'; sort: ReviewSort }
  | { type: 'stars'; stars: number | null }
  | { type: 'size'; size: string | null }
  | { type: 'fit'; fit: FitVerdict | null }
  | { type: 'page'; page: number; pageCount: number }
  | { type: 'clear' };

/**
 * Every change of sort or filter goes back to the first page (the old page number may not exist
 * in the new list); a page is kept within 1..pageCount; choices the contract refuses are ignored,
 * so a stale or tampered value never reaches the server as a 400.
 */
export function reviewsViewReducer(state: ReviewsView, action: ReviewsViewAction): ReviewsView {
  switch (action.type) {
    case 'sort':
      return REVIEW_SORTS.includes(action.sort) && action.sort !== state.sort ? { ...state, sort: action.sort, page: 1 } : state;
    case 'stars': {
      const stars = action.stars !== null && Number.isInteger(action.stars) && action.stars >= REVIEW_STARS_MIN && action.stars <= REVIEW_STARS_MAX ? action.stars : null;
      return stars === state.stars ? state : { ...state, stars, page: 1 };
    }
    case 'size': {
      const size = action.size?.trim() ? action.size.trim() : null;
      return size === state.size ? state : { ...state, size, page: 1 };
    }
    case 'fit': {
      const fit = action.fit !== null && FIT_VERDICTS.includes(action.fit) ? action.fit : null;
      return fit === state.fit ? state : { ...state, fit, page: 1 };
    }
    case 'page': {
      const page = Math.min(Math.max(1, Math.floor(action.page)), Math.max(1, action.pageCount));
      return page === state.page ? state : { ...state, page };
    }
    case 'clear':
      return state.stars === null && state.size === null && state.fit === null ? state : { ...state, stars: null, size: null, fit: null, page: 1 };
  }
}

export const isFiltered = (v: ReviewsView): boolean => v.stars !== null || v.size !== null || v.fit !== null;
