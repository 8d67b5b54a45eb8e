// Product reviews on the public side (issue 43): the product page's section, the rating under the title and the cards' badge.
export { ProductReviewsSection, ProductRatingLink } from './product-reviews-section';
export { RatingBadge } from './rating-badge';
export { productReviewsQuery, productReviewsRootKey, useProductReviews } from './get-product-reviews';
export { productJsonLd, scriptJson, type JsonLdProduct } from './product-json-ld';
