import { z } from 'zod';
import { fitReviewInputSchema } from '../fit-feedback/schemas';
import { FIT_VERDICTS } from '../fit-feedback/types';
import { REVIEW_SORTS } from './listing';
import {
  cleanReviewText,
  isHostileReviewText,
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
} from './rules';

/** A text field: cleaned, measured after trimming, refused when hostile; each refusal its own code. */
function reviewText(max: number, tooLong: string) {
  return z
    .string()
    .max(max * 4, { message: tooLong })
    .transform((raw) => cleanReviewText(raw))
    .refine((text) => text.length <= max, { message: tooLong })
    .refine((text) => !isHostileReviewText(text), { message: 'REVIEW_TEXT_HOSTILE' });
}

const stars = z
  .number({ message: 'REVIEW_STARS_INVALID' })
  .int({ message: 'REVIEW_STARS_INVALID' })
  .min(REVIEW_STARS_MIN, { message: 'REVIEW_STARS_INVALID' })
  .max(REVIEW_STARS_MAX, { message: 'REVIEW_STARS_INVALID' });

/**
 * A shopper's review of one delivered line: stars required; title and words optional (an empty
 * one is none); up to three photos uploaded before; the fit verdicts of the same form, written as
 * the line's fit review.
 */
export const reviewInputSchema = z
  .object({
    stars,
    title: reviewText(REVIEW_TITLE_MAX, 'REVIEW_TITLE_TOO_LONG')
      .optional()
      .transform((v) => (v ? v : null)),
    body: reviewText(REVIEW_BODY_MAX, 'REVIEW_BODY_TOO_LONG')
      .optional()
      .transform((v) => (v ? v : null)),
    photoIds: z.array(z.string().max(64)).max(REVIEW_PHOTOS_MAX, { message: 'REVIEW_TOO_MANY_PHOTOS' }).default([]),
    fit: fitReviewInputSchema.optional(),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewData = z.output<typeof reviewInputSchema>;

/** The designer's public answer: once, plain text. */
export const replyInputSchema = z.object({ body: reviewText(REVIEW_REPLY_MAX, 'REVIEW_REPLY_TOO_LONG').refine((t) => t.length > 0, { message: 'REVIEW_REPLY_EMPTY' }) }).strict();
export type ReplyInput = z.input<typeof replyInputSchema>;

/** A designer's (or a signed-in person's) report: why. */
export const reportInputSchema = z.object({ reason: reviewText(REVIEW_REASON_MAX, 'REVIEW_REASON_TOO_LONG').refine((t) => t.length > 0, { message: 'REVIEW_REASON_REQUIRED' }) }).strict();
export type ReportInput = z.input<typeof reportInputSchema>;

/** An admin hides (with a reason, which the shopper is told) or shows a review again. */
export const visibilityInputSchema = z
  .object({ hidden: z.boolean(), reason: reviewText(REVIEW_REASON_MAX, 'REVIEW_REASON_TOO_LONG').optional() })
  .strict()
  .refine((v) => !v.hidden || (v.reason !== undefined && v.reason.length > 0), { message: 'REVIEW_REASON_REQUIRED', path: ['reason'] });
export type VisibilityInput = z.input<typeof visibilityInputSchema>;

const page = z.coerce.number<number>({ error: 'PAGE_INVALID' }).int({ error: 'PAGE_INVALID' }).min(1, { error: 'PAGE_INVALID' }).max(10_000, { error: 'PAGE_INVALID' });

/** GET /api/products/:id/reviews: sort, filters and page. */
export const reviewListQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS, { message: 'REVIEW_SORT_INVALID' }).default('helpful'),
    stars: z.coerce.number<number>({ error: 'REVIEW_STARS_INVALID' }).int({ error: 'REVIEW_STARS_INVALID' }).min(REVIEW_STARS_MIN, { error: 'REVIEW_STARS_INVALID' }).max(REVIEW_STARS_MAX, { error: 'REVIEW_STARS_INVALID' }).optional(),
    size: z.string().trim().min(1).max(40).optional(),
    fit: z.enum(FIT_VERDICTS, { message: 'FIT_VERDICT_INVALID' }).optional(),
    page: page.default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
  })
  .strict();
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** GET /api/admin/reviews: reported (waiting) or hidden ones. */
export const adminReviewListQuerySchema = z.object({ state: z.enum(['reported', 'hidden']).default('reported'), page: page.default(1) }).strict();
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

/** The review window an admin may set (days after delivery). */
export const reviewSettingsSchema = z
  .object({ windowDays: z.number({ message: 'REVIEW_WINDOW_INVALID' }).int({ message: 'REVIEW_WINDOW_INVALID' }).min(7, { message: 'REVIEW_WINDOW_INVALID' }).max(365, { message: 'REVIEW_WINDOW_INVALID' }) })
  .strict();
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
