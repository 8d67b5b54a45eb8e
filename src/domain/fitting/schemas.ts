import { z } from 'zod';
import { measurementsSchema } from '../sizing/schemas';
import { MEASUREMENT_KEYS, MEASUREMENT_SOURCES } from '../sizing/types';
import { FITTING_DAYS_MAX, QUESTION_MAX } from './review';

/**
 * The field rules of what callers send the measurement review, with their error codes: the server
 * validates with them through api.ts, and the web forms import this file directly.
 */

export const measurementKeySchema = z.enum(MEASUREMENT_KEYS, { error: 'MEASUREMENT_KEY_INVALID' });
export const measurementSourceSchema = z.enum(MEASUREMENT_SOURCES);

/** The designer asks about some of the line's measurements. */
export const questionInputSchema = z.strictObject({
  keys: z
    .array(measurementKeySchema)
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
    source: measurementSourceSchema.default('manual'),
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

