import { z } from 'zod';
import { chartSchema } from '../sizing/api';
import { ANSWER_KINDS, REVIEW_STATES, VERSION_KINDS } from './review';
import { fittingSettingsSchema, measurementKeySchema, measurementSourceSchema } from './schemas';

/**
 * The measurement review's HTTP contract (issue 38, "Measurements confirmed before production"):
 * routes validate and document with these; the web imports only their types.
 */

export { orderTokenHeadersSchema } from '../orders/api';

export { answerInputSchema, fittingSettingsSchema, questionInputSchema, type AnswerInput, type FittingSettingsView, type QuestionInput } from './schemas';

const valueRecord = z.record(z.string(), z.number());
const sourceRecord = z.record(z.string(), measurementSourceSchema);

export const keyChangeSchema = z.object({
  key: measurementKeySchema,
  beforeCm: z.number().nullable(),
  afterCm: z.number().nullable(),
  beforeIn: z.number().nullable(),
  afterIn: z.number().nullable(),
  beforeSource: measurementSourceSchema.nullable(),
  afterSource: measurementSourceSchema.nullable(),
});

export const measurementVersionSchema = z.object({
  version: z.number().int(),
  kind: z.enum(VERSION_KINDS),
  createdAt: z.string(),
  metricsCm: valueRecord,
  /** The same values in inches (weight in pounds), keyed as the cm values. */
  metricsIn: valueRecord,
  sources: sourceRecord,
  /** What this version changed from the one before (empty for version 1). */
  changes: z.array(keyChangeSchema),
  /** The question this version answered, if any. */
  question: z.string().nullable(),
});
export type MeasurementVersionView = z.infer<typeof measurementVersionSchema>;

/** The review of one line, as its shopper, its designer and admins see it. */
export const measurementReviewSchema = z.object({
  lineId: z.string(),
  orderId: z.string(),
  productName: z.string(),
  category: z.string().nullable(),
  state: z.enum(REVIEW_STATES),
  currentVersion: z.number().int(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
  askedKeys: z.array(measurementKeySchema),
  question: z.string().nullable(),
  askedAt: z.string().nullable(),
  answerDueAt: z.string().nullable(),
  lastAnswer: z.enum(ANSWER_KINDS).nullable(),
  answeredAt: z.string().nullable(),
  /** The designer let the review deadline pass: the shopper may cancel the line with a full refund. */
  reviewOverdue: z.boolean(),
  answerOverdue: z.boolean(),
  canCancel: z.boolean(),
  /** What the caller may do: the line's designer (or an admin) reviews, the order's shopper answers. */
  canReview: z.boolean(),
  canAnswer: z.boolean(),
  versions: z.array(measurementVersionSchema),
  /** The product's size chart in force for the measurements' category (null without a category). */
  chart: chartSchema.nullable(),
  readyBy: z.string().nullable(),
});
export type MeasurementReview = z.infer<typeof measurementReviewSchema>;

export const measurementReviewResultSchema = z.object({ review: measurementReviewSchema });
export type MeasurementReviewResult = z.infer<typeof measurementReviewResultSchema>;

export const fittingCancelResultSchema = z.object({
  cancelledLineIds: z.array(z.string()),
  refund: z.enum(['refunded', 'failed', 'none']),
});
export type FittingCancelResult = z.infer<typeof fittingCancelResultSchema>;

export const fittingSettingsResultSchema = z.object({ settings: fittingSettingsSchema });
export type FittingSettingsResult = z.infer<typeof fittingSettingsResultSchema>;

/** The read answers null while the review has not started (the designer not yet told of the line). */
export const maybeMeasurementReviewResultSchema = z.object({ review: measurementReviewSchema.nullable() });
export type MaybeMeasurementReviewResult = z.infer<typeof maybeMeasurementReviewResultSchema>;
