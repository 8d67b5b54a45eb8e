// The fit reviews feature's public surface: its routes, and the service the sizing feature asks for a product's offsets.
export { fitReviewsRoutes } from './routes';
export { createFitReviewsService, chartFromDto, productFitOffsets, REVIEW_WINDOW_DAYS, type FitReviewsService } from './service';
