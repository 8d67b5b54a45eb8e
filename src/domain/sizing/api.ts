import { z } from 'zod';
import { BUILDS, FITS, SIZE_CATEGORIES } from './types';

const range = z.tuple([z.number(), z.number()]);

export const chartSchema = z.object({
  category: z.enum(SIZE_CATEGORIES),
  name: z.string(),
  waistDefinition: z.string().nullable(),
  productId: z.string().nullable(),
  sizes: z.array(z.object({ label: z.string(), ranges: z.record(z.string(), range) })),
});
export type SizeChartView = z.infer<typeof chartSchema>;

export const recommendationResponseSchema = z.object({
  ok: z.literal(true),
  size: z.string(),
  /** 0..1 */
  confidence: z.number(),
  /** Stable note codes of the engine. */
  notes: z.array(z.string()),
  alternates: z.array(z.string()),
  sessionId: z.string(),
  category: z.enum(SIZE_CATEGORIES),
  fit: z.enum(FITS),
  /** The measurements the server used, in cm/kg. */
  normalized: z.record(z.string(), z.number()),
  source: z.literal('size_chart_engine'),
  timestamp: z.string(),
  /** Present when the product's fit reviews moved the body (fit feedback, issue 18). */
  fitFeedback: z.object({ offsets: z.record(z.string(), z.number()), sizeWithout: z.string() }).optional(),
});

export const estimateResponseSchema = z.object({
  measurements: z.record(z.string(), z.number()),
  /** 0..1 */
  confidence: z.number(),
  source: z.literal('smart_estimate'),
  /** Stable note codes of the estimator. */
  notes: z.array(z.string()),
});

export const profileSchema = z.object({
  id: z.string(),
  profileName: z.string(),
  gender: z.string(),
  measurements: z.record(z.string(), z.number()),
  estimatedMeasurements: z.record(z.string(), z.number()).nullable(),
  heightInput: z.record(z.string(), z.unknown()).nullable(),
  preferredFit: z.string(),
  measurementUnit: z.string(),
  confidenceScore: z.number().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const profilesSchema = z.object({ items: z.array(profileSchema) });

export const historySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      profileId: z.string().nullable(),
      measurements: z.record(z.string(), z.number()),
      source: z.string(),
      sessionContext: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
});

export { chartInputSchema } from './chart-input';

export const buildSchema = z.enum(BUILDS);

export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;
export type MeasurementProfileView = z.infer<typeof profileSchema>;
export type MeasurementHistory = z.infer<typeof historySchema>;

// ---- Requests (field rules with their codes in schemas.ts and chart-input.ts) ----

export { estimateRequestSchema, profileInputSchema, profileUpdateSchema, recommendationRequestSchema } from './schemas';
/** /api/products/:productId/size-chart… */
export const productParamsSchema = z.object({ productId: z.string().max(64) });
/** GET /api/size-charts: a category's chart, a product's own when it has one. */
export const chartQuerySchema = z.object({ category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }), productId: z.string().max(64).optional() });
/** A product's own chart for one category. */
export const productChartQuerySchema = z.object({ category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }) });
/** GET /api/measurement-history. */
export const historyQuerySchema = z.object({ limit: z.coerce.number<number>().int().min(1).max(100).default(20) });

// ---- Answer envelopes ----
export const chartResultSchema = z.object({ chart: chartSchema });
export const profileResultSchema = z.object({ profile: profileSchema });
