import { z } from 'zod';

const gateSummary = z.object({ passed: z.boolean(), score: z.number(), issues: z.array(z.string()) });
/** Where chest, waist and hips were read, as fractions of the image height. */
const girthLevels = z.object({ chest: z.number(), waist: z.number(), hips: z.number() });

/** What calculate-measurements answers: the measurements, their confidence and how they were read. */
export const calculateMeasurementsResponseSchema = z.object({
  measurements: z.record(z.string(), z.number()),
  measurementsImperial: z.record(z.string(), z.number()),
  confidence: z.number().min(0).max(1),
  confidencePerMetric: z.record(z.string(), z.number().min(0).max(1)),
  qualityFlags: z.array(z.string()),
  sessionId: z.string(),
  timestamp: z.string(),
  imageHash: z.string().nullable(),
  metadata: z.object({
    calibrationMethod: z.literal('user_height'),
    calibrationValue: z.number(),
    pixelsPerCm: z.number(),
    headReference: z.enum(['eye', 'ear']),
    visibleLandmarks: z.number(),
    landmarkCount: z.number(),
    views: z.array(z.enum(['front', 'side'])),
    silhouettes: z.object({ front: z.boolean(), side: z.boolean() }),
    qualityGate: z.object({ front: gateSummary, side: gateSummary.optional() }),
    model: z.string(),
    levels: z.object({ front: girthLevels, side: girthLevels.optional() }),
  }),
});
export type CalculateMeasurementsResponse = z.infer<typeof calculateMeasurementsResponseSchema>;

/** fit-save-measurements: the kept result's id, and the cart line it was attached to, if any. */
export const fitSaveResponseSchema = z.object({ success: z.literal(true), message: z.string(), measurement_id: z.string(), attachment: z.object({ attached_to: z.string() }).nullable() });
export type FitSaveResponse = z.infer<typeof fitSaveResponseSchema>;

// ---- Requests (field rules with their codes in schemas.ts) ----

export { fitRequestSchema, fitSaveRequestSchema, measurementSummaryRequestSchema } from './schemas';
