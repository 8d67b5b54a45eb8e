// The fit feedback feature's public surface: its routes, its service, the offsets the sizing
// feature asks for, and what account deletion calls to forget a reviewer.
export { fitFeedbackRoutes, type FitFeedbackRoutesOptions } from './routes';
export { createFitFeedbackService, chartFromDto, productFitOffsets, REVIEW_WINDOW_DAYS, type FitFeedbackDeps, type FitFeedbackService } from './service';
export { forgetReviewer } from './queries';
