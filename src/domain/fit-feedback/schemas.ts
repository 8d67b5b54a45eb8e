import { z } from 'zod';
import { FIT_AREAS, FIT_VERDICTS, KEPT_ANSWERS } from './types';

/** A note is short free text, shown as text; the limit keeps a review a review. */
export const FIT_NOTE_MAX_LENGTH = 500;

const verdict = z.enum(FIT_VERDICTS);

/**
 * The shopper's review of one delivered order line. Only `overall` is required, so the common
 * case is two taps (a verdict, then send); areas a category does not ask about are refused by the
 * service, not here, because the schema does not know the product.
 */
export const fitReviewInputSchema = z
  .object({
    overall: verdict,
    areas: z.partialRecord(z.enum(FIT_AREAS), verdict).default({}),
    note: z
      .string()
      .trim()
      .max(FIT_NOTE_MAX_LENGTH, { message: 'NOTE_TOO_LONG' })
      .optional()
      .transform((value) => (value === undefined || value === '' ? null : value)),
    kept: z.enum(KEPT_ANSWERS).default('kept'),
  })
  .strict();

export type FitReviewInput = z.input<typeof fitReviewInputSchema>;
export type FitReviewData = z.output<typeof fitReviewInputSchema>;

/** An admin hides (or shows again) a review's note. */
export const hideNoteInputSchema = z.object({ hidden: z.boolean() }).strict();
