export * from './rules';
export * from './aggregate';
export { compareReviews, matchesFilter, REVIEW_SORTS, type ReviewFilter, type ReviewSort, type SortableReview } from './listing';
