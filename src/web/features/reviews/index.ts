// Product reviews (issue 43). The public side: the product page's section, the rating under the
// title and the cards' badge.
export { ProductReviewsSection, ProductRatingLink } from './product-reviews-section';
export { RatingBadge } from './rating-badge';
export { productReviewsQuery, productReviewsRootKey, useProductReviews } from './get-product-reviews';
export { productJsonLd, scriptJson, type JsonLdProduct } from './product-json-ld';
// Writing and managing: the order page's review form, /profile's waiting lines, the studio's
// replies and reports, the console's reported reviews.
export { ReviewForm } from './review-form';
export { AwaitingReviews } from './awaiting-reviews';
export { DesignerReviewsPanel } from './designer-reviews-panel';
export { AdminReviewsSection } from './admin-reviews-section';
export { StarsShown } from './review-form-fields';
