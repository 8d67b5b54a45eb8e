import { describe, expect, it } from 'vitest';
import { initialReviewsView, isFiltered, reviewsViewReducer, type ReviewsView } from './reviews-view-state';

const on = (state: ReviewsView, ...actions: Parameters<typeof reviewsViewReducer>[1][]) => actions.reduce(reviewsViewReducer, state);

describe('the product page review list state', () => {
  it('starts on the most helpful reviews, unfiltered, page 1', () => {
    expect(initialReviewsView).toEqual({ sort: 'helpful', stars: null, size: null, fit: null, page: 1 });
    expect(isFiltered(initialReviewsView)).toBe(false);
  });

  it('goes back to page 1 whenever the sort or a filter changes', () => {
    const onPage3 = on(initialReviewsView, { type: 'page', page: 3, pageCount: 5 });
    expect(onPage3.page).toBe(3);
    expect(on(onPage3, { type: 'sort', sort: 'newest' })).toMatchObject({ sort: 'newest', page: 1 });
    expect(on(onPage3, { type: 'stars', stars: 4 })).toMatchObject({ stars: 4, page: 1 });
    expect(on(onPage3, { type: 'size', size: 'M' })).toMatchObject({ size: 'M', page: 1 });
    expect(on(onPage3, { type: 'fit', fit: 'just_right' })).toMatchObject({ fit: 'just_right', page: 1 });
  });

  it('keeps the same object when nothing changes (no refetch, no re-render)', () => {
    const s = on(initialReviewsView, { type: 'size', size: 'L' }, { type: 'page', page: 2, pageCount: 2 });
    expect(reviewsViewReducer(s, { type: 'size', size: 'L' })).toBe(s);
    expect(reviewsViewReducer(s, { type: 'sort', sort: 'helpful' })).toBe(s);
    expect(reviewsViewReducer(initialReviewsView, { type: 'clear' })).toBe(initialReviewsView);
  });

  it('combines filters and clears them all at once, keeping the sort', () => {
    const s = on(initialReviewsView, { type: 'sort', sort: 'lowest' }, { type: 'stars', stars: 2 }, { type: 'size', size: 'Custom Fit' }, { type: 'fit', fit: 'too_small' });
    expect(s).toEqual({ sort: 'lowest', stars: 2, size: 'Custom Fit', fit: 'too_small', page: 1 });
    expect(isFiltered(s)).toBe(true);
    expect(on(s, { type: 'clear' })).toEqual({ sort: 'lowest', stars: null, size: null, fit: null, page: 1 });
  });

  it('ignores choices the server would refuse and keeps pages in range', () => {
    expect(on(initialReviewsView, { type: 'stars', stars: 6 }).stars).toBeNull();
    expect(on(initialReviewsView, { type: 'stars', stars: 0 }).stars).toBeNull();
    expect(on(initialReviewsView, { type: 'stars', stars: 2.5 }).stars).toBeNull();
    expect(on(initialReviewsView, { type: 'size', size: '   ' }).size).toBeNull();
    expect(on(initialReviewsView, { type: 'fit', fit: 'huge' as never }).fit).toBeNull();
    expect(on(initialReviewsView, { type: 'sort', sort: 'random' as never })).toBe(initialReviewsView);
    expect(on(initialReviewsView, { type: 'page', page: 9, pageCount: 4 }).page).toBe(4);
    expect(on(initialReviewsView, { type: 'page', page: -2, pageCount: 4 }).page).toBe(1);
    expect(on(initialReviewsView, { type: 'page', page: 3, pageCount: 0 }).page).toBe(1);
  });
});
