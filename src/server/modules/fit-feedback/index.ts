// The fit reviews feature's public surface: its routes, the service the sizing feature asks for a
// product's offsets, and what account deletion calls to forget a reviewer.
export { fitFeedbackRoutes } from './routes';
export { createFitFeedbackService, chartFromDto, productFitOffsets, REVIEW_WINDOW_DAYS, type FitFeedbackService } from './service';
export { forgetReviewer } from './queries';
