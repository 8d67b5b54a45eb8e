// The fit reviews feature (issue 18): the review form on the order page, the product page's fit summary, the designer's fit panel and the admin's note moderation.
export { FitReviewForm } from './fit-review-form';
export { ProductFitSummary } from './product-fit-summary';
export { useProductFitSummary, productFitSummaryQuery } from './get-product-fit-summary';
export { DesignerFitPanel } from './designer-fit-panel';
export { AdminFitReviewsSection } from './admin-fit-reviews-section';
