// The fit reviews feature (issue 18; its order-page form is now inside the review form of reviews): the product page's fit summary, the designer's fit panel and the admin's note moderation.
export { ProductFitSummary } from './product-fit-summary';
export { useProductFitSummary, productFitSummaryQuery } from './get-product-fit-summary';
export { DesignerFitPanel } from './designer-fit-panel';
export { AdminFitReviewsSection } from './admin-fit-reviews-section';
// The review form (reviews) carries the fit verdicts: it reads the line's fit review and writes a verdict sent without stars.
export { useLineFitReview } from './get-line-fit-review';
export { useSaveFitReview } from './save-fit-review';
