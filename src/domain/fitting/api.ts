import { z } from 'zod';
import { chartSchema } from '../sizing/api';
import { measurementsSchema } from '../sizing/schemas';
import { MEASUREMENT_KEYS, MEASUREMENT_SOURCES } from '../sizing/types';
import { ANSWER_KINDS, FITTING_DAYS_MAX, QUESTION_MAX, REVIEW_STATES, VERSION_KINDS } from './review';

/**
 * The measurement review's HTTP contract (issue 38, "Measurements confirmed before production"):
 * routes validate and document with these; the web imports only their types.
 */

export { orderTokenHeadersSchema } from '../orders/api';

const measurementKey = z.enum(MEASUREMENT_KEYS, { error: 'MEASUREMENT_KEY_INVALID' });
const source = z.enum(MEASUREMENT_SOURCES);

/** The designer asks about some of the line's measurements. */
export const questionInputSchema = z.strictObject({
  keys: z
    .array(measurementKey)
    .min(1, { error: 'QUESTION_KEYS_REQUIRED' })
    .max(MEASUREMENT_KEYS.length, { error: 'QUESTION_KEYS_REQUIRED' })
    .refine((keys) => new Set(keys).size === keys.length, { error: 'QUESTION_KEYS_REPEATED' }),
  question: z
    .string({ error: 'QUESTION_REQUIRED' })
    .trim()
    .min(1, { error: 'QUESTION_REQUIRED' })
    .max(QUESTION_MAX, { error: 'QUESTION_TOO_LONG' }),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/**
 * The shopper's answer: corrected values in cm (the size guide's checks), with where they came from
 * (a tape measure unless said otherwise), or the measurements confirmed as they are.
 */
export const answerInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('corrected'),
    measurements: measurementsSchema.refine((m) => Object.keys(m).length >= 1, { error: 'MEASUREMENTS_REQUIRED' }),
    source: source.default('manual'),
  }),
  z.strictObject({ kind: z.literal('confirmed') }),
], { error: 'ANSWER_KIND_INVALID' });
export type AnswerInput = z.input<typeof answerInputSchema>;

export const fittingSettingsSchema = z.strictObject({
  reviewDays: z.number().int().min(1, { error: 'FITTING_DAYS_INVALID' }).max(FITTING_DAYS_MAX, { error: 'FITTING_DAYS_INVALID' }),
  answerDays: z.number().int().min(1, { error: 'FITTING_DAYS_INVALID' }).max(FITTING_DAYS_MAX, { error: 'FITTING_DAYS_INVALID' }),
  reminderHours: z.number().int().min(1, { error: 'FITTING_REMINDER_INVALID' }).max(72, { error: 'FITTING_REMINDER_INVALID' }),
});
export type FittingSettingsView = z.infer<typeof fittingSettingsSchema>;

const valueRecord = z.record(z.string(), z.number());
const sourceRecord = z.record(z.string(), source);

export const keyChangeSchema = z.object({
  key: measurementKey,
  beforeCm: z.number().nullable(),
  afterCm: z.number().nullable(),
  beforeIn: z.number().nullable(),
  afterIn: z.number().nullable(),
  beforeSource: source.nullable(),
  afterSource: source.nullable(),
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
  askedKeys: z.array(measurementKey),
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
