import { z } from 'zod';
import { FIT_AREAS, FIT_VERDICTS } from '../fit-feedback/types';

/**
 * The reviews feature's whole contract (issue 43): the requests (field rules in schemas.ts) and
 * every answer. Routes take their schemas from here; the web imports the types.
 */

const verdict = z.enum(FIT_VERDICTS);
const fitShown = z.object({ overall: verdict, areas: z.partialRecord(z.enum(FIT_AREAS), verdict) }).nullable();

export const reviewPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string().nullable(), width: z.number(), height: z.number() });

export const reviewReplySchema = z.object({ body: z.string(), designerName: z.string(), createdAt: z.string() });

/** One review as everyone sees it: the reviewer by first name, the size bought and the fit given with it. */
export const publicReviewSchema = z.object({
  id: z.string(),
  /** Null: a fit review alone, written before reviews had stars (shown without stars or words). */
  stars: z.number().int().nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  reviewerName: z.string(),
  size: z.string().nullable(),
  fit: fitShown,
  photos: z.array(reviewPhotoSchema),
  helpful: z.number().int(),
  /** Whether the asker has marked it helpful (false for a guest). */
  votedHelpful: z.boolean(),
  /** Whether the asker wrote it (they cannot vote on it). */
  own: z.boolean(),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  /** To one decimal; null without reviews. */
  average: z.number().nullable(),
  /** One to five stars. */
  distribution: z.array(z.number().int()).length(5),
  withPhotos: z.number().int(),
  /** Whether cards show the average (three reviews or more) or "New". */
  shown: z.boolean(),
});

export const productReviewsSchema = z.object({
  productId: z.string(),
  summary: ratingSummarySchema,
  /** The newest buyers' photos of visible reviews, for the strip. */
  photoStrip: z.array(reviewPhotoSchema.extend({ reviewId: z.string() })),
  /** The sizes reviews were written for (the size filter's choices). */
  sizes: z.array(z.string()),
  items: z.array(publicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** The shopper's own review with what only they see. */
export const ownReviewSchema = publicReviewSchema.extend({ status: z.enum(['visible', 'hidden']), hiddenReason: z.string().nullable(), editableUntil: z.string() });

export const lineReviewStateSchema = z.object({
  lineId: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  size: z.string().nullable(),
  eligibility: z.enum(['OK', 'LINE_NOT_DELIVERED', 'LINE_CANCELLED', 'REVIEW_WINDOW_CLOSED']),
  reviewUntil: z.string().nullable(),
  fitAreas: z.array(z.enum(FIT_AREAS)),
  review: ownReviewSchema.nullable(),
});

export const savedReviewSchema = z.object({ review: ownReviewSchema });

export const reviewPhotoUploadSchema = z.object({ photo: reviewPhotoSchema });

export const helpfulResultSchema = z.object({ reviewId: z.string(), helpful: z.number().int(), votedHelpful: z.boolean() });

export const replyResultSchema = z.object({ reviewId: z.string(), reply: reviewReplySchema });

export const reportResultSchema = z.object({ reviewId: z.string(), reported: z.literal(true) });

/** Lines of the caller's delivered orders still open for a review (/profile). */
export const awaitingReviewsSchema = z.object({
  items: z.array(z.object({ lineId: z.string(), orderId: z.string(), productId: z.string().nullable(), productName: z.string(), productImageUrl: z.string().nullable(), size: z.string().nullable(), reviewUntil: z.string() })),
});

/** A review as the designer (studio) and the admin (console) see it. */
export const managedReviewSchema = publicReviewSchema.extend({
  productId: z.string(),
  productName: z.string(),
  status: z.enum(['visible', 'hidden']),
  hiddenReason: z.string().nullable(),
  reportReason: z.string().nullable(),
  reportedAt: z.string().nullable(),
});

export const designerReviewsSchema = z.object({ summary: ratingSummarySchema, items: z.array(managedReviewSchema) });

export const adminReviewsSchema = z.object({ items: z.array(managedReviewSchema), page: z.number().int(), total: z.number().int() });

export const visibilityResultSchema = z.object({ reviewId: z.string(), status: z.enum(['visible', 'hidden']), hiddenReason: z.string().nullable() });

/** A card's or the designer page's rating: shown from three reviews, else "New". */
export const ratingBadgeSchema = z.object({ count: z.number().int(), average: z.number().nullable(), shown: z.boolean() });

export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;
export type PublicReview = z.infer<typeof publicReviewSchema>;
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type ProductReviews = z.infer<typeof productReviewsSchema>;
export type OwnReview = z.infer<typeof ownReviewSchema>;
export type LineReviewState = z.infer<typeof lineReviewStateSchema>;
export type SavedReview = z.infer<typeof savedReviewSchema>;
export type HelpfulResult = z.infer<typeof helpfulResultSchema>;
export type ReplyResult = z.infer<typeof replyResultSchema>;
export type AwaitingReviews = z.infer<typeof awaitingReviewsSchema>;
export type ManagedReview = z.infer<typeof managedReviewSchema>;
export type DesignerReviews = z.infer<typeof designerReviewsSchema>;
export type AdminReviews = z.infer<typeof adminReviewsSchema>;
export type VisibilityResult = z.infer<typeof visibilityResultSchema>;
export type RatingBadgeDto = z.infer<typeof ratingBadgeSchema>;

// ---- Requests (field rules with their codes in schemas.ts) ----
export {
  adminReviewListQuerySchema,
  replyInputSchema,
  reportInputSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSettingsSchema,
  visibilityInputSchema,
  type AdminReviewListQuery,
  type ReplyInput,
  type ReportInput,
  type ReviewData,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewSettings,
  type VisibilityInput,
} from './schemas';
