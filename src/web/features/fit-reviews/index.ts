// The fit reviews feature (issue 18): the review form on the order page and the product page's fit summary.
export { FitReviewForm } from './fit-review-form';
export { ProductFitSummary } from './product-fit-summary';
export { useProductFitSummary, productFitSummaryQuery } from './get-product-fit-summary';
