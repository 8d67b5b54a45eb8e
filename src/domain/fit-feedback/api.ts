import { z } from 'zod';
import { FIT_AREAS, FIT_VERDICTS, KEPT_ANSWERS } from './types';
import { SIZE_CATEGORIES } from '../sizing/types';

const verdict = z.enum(FIT_VERDICTS);
const area = z.enum(FIT_AREAS);
const areas = z.partialRecord(area, verdict);
const offsets = z.record(z.string(), z.number());
const headline = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('true_to_size') }),
    z.object({ kind: z.literal('mixed') }),
    z.object({ kind: z.literal('runs_small'), area }),
    z.object({ kind: z.literal('runs_large'), area }),
  ])
  .nullable();

export const reviewViewSchema = z.object({ id: z.string(), overall: verdict, areas, note: z.string().nullable(), kept: z.enum(KEPT_ANSWERS), updatedAt: z.string() });

export const lineReviewSchema = z.object({
  lineId: z.string(),
  productName: z.string(),
  size: z.string().nullable(),
  eligibility: z.enum(['OK', 'LINE_NOT_DELIVERED', 'LINE_CANCELLED', 'REVIEW_WINDOW_CLOSED']),
  reviewUntil: z.string().nullable(),
  areas: z.array(area),
  review: reviewViewSchema.nullable(),
});

export const savedReviewSchema = z.object({ review: reviewViewSchema });

export const publicSummarySchema = z.object({
  productId: z.string(),
  category: z.enum(SIZE_CATEGORIES),
  reviewCount: z.number(),
  headline,
  fitShare: z.number().nullable(),
  offsets,
});

const reviewer = z.object({ firstName: z.string(), city: z.string().nullable() });

export const designerSummariesSchema = z.object({
  products: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      category: z.enum(SIZE_CATEGORIES),
      summary: z.object({
        reviewCount: z.number(),
        fitShare: z.number(),
        overallCounts: z.array(z.number()),
        keptCount: z.number(),
        areas: z.array(z.object({ area, count: z.number(), meanVerdict: z.number(), runs: z.enum(['small', 'large', 'true_to_size']), offsetCm: z.number().nullable() })),
        suggestions: z.array(z.object({ area, direction: z.enum(['small', 'large']), cm: z.number(), sizeFrom: z.string(), sizeTo: z.string(), reviews: z.number() })),
        offsets,
        headline,
      }),
      reviews: z.array(
        z.object({
          id: z.string(),
          size: z.string(),
          overall: verdict,
          areas,
          kept: z.enum(KEPT_ANSWERS),
          note: z.string().nullable(),
          noteHidden: z.boolean(),
          reviewer,
          withMeasurements: z.boolean(),
          updatedAt: z.string(),
        }),
      ),
    }),
  ),
});

export const adminNotesSchema = z.object({
  items: z.array(z.object({ id: z.string(), productName: z.string(), overall: verdict, note: z.string(), noteHidden: z.boolean(), reviewer, updatedAt: z.string() })),
});

export const noteHiddenSchema = z.object({ id: z.string(), noteHidden: z.boolean() });

export type FitReviewView = z.infer<typeof reviewViewSchema>;
export type LineFitReview = z.infer<typeof lineReviewSchema>;
export type SavedFitReview = z.infer<typeof savedReviewSchema>;
export type ProductFitSummary = z.infer<typeof publicSummarySchema>;
export type DesignerFitSummaries = z.infer<typeof designerSummariesSchema>;
export type DesignerFitProduct = DesignerFitSummaries['products'][number];
export type DesignerFitArea = DesignerFitProduct['summary']['areas'][number];
export type DesignerFitSuggestion = DesignerFitProduct['summary']['suggestions'][number];
export type DesignerFitReview = DesignerFitProduct['reviews'][number];
export type AdminFitNotes = z.infer<typeof adminNotesSchema>;
export type AdminFitNote = AdminFitNotes['items'][number];
export type FitNoteHidden = z.infer<typeof noteHiddenSchema>;

// ---- Requests (field rules with their codes in schemas.ts) ----

export { fitReviewInputSchema, hideNoteInputSchema } from './schemas';
/** GET /api/designer/fit-reviews: an admin may name a designer. */
export const designerFitReviewsQuerySchema = z.object({ designerId: z.string().max(64).optional() });
