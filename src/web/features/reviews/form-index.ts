// The reviews feature's writing and managing side (issue 43): the order page's review form,
// /profile's waiting lines, the studio's replies and the console's reported reviews. The lead
// merges this list into index.ts with the product page's exports.
export { ReviewForm } from './review-form';
export { AwaitingReviews } from './awaiting-reviews';
export { DesignerReviewsPanel } from './designer-reviews-panel';
export { AdminReviewsSection } from './admin-reviews-section';
export { StarsShown } from './review-form-fields';
