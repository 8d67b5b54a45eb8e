// The fit reviews feature's public surface: its routes, the service the sizing feature asks for a
// product's offsets, and what account deletion calls to forget a reviewer.
export { fitReviewsRoutes } from './routes';
export { createFitReviewsService, chartFromDto, productFitOffsets, REVIEW_WINDOW_DAYS, type FitReviewsService } from './service';
export { forgetReviewer } from './queries';
