// The reviews feature's public surface (issue 43): its routes, its service, and what account deletion calls.
export { reviewsRoutes, type ReviewsRoutesOptions } from './routes';
export { badgeOf, createReviewsService, summaryOf, type FitFeedbackForReviews, type ReviewsActor, type ReviewsDeps, type ReviewsService } from './service';
export { forgetReviewer as forgetProductReviewer } from './queries';
