import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fitRequestSchema } from '../../../domain/fit/schemas';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import { createFitService } from './service';
import { measurementSummaryRoute } from './summary-route';

const gateSummary = z.object({ passed: z.boolean(), score: z.number(), issues: z.array(z.string()) });

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
  }),
});

export async function fitRoutes(app: FastifyInstance, _opts: { db: Database }) {
  const service = createFitService();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/functions/calculate-measurements',
    {
      schema: {
        tags: ['sizing'],
        summary:
          'Photo fit: body measurements (cm and inches) from pose landmarks, optional person-mask silhouettes and an optional side view, scaled by the stated height; ' +
          'errors LANDMARKS_MISSING, FRAMING_INVALID, CALIBRATION_FAILED, IMPLAUSIBLE_METRICS, FIT_QUALITY_GATE_FAILED (everyone; nothing is stored)',
        body: fitRequestSchema,
        response: { 200: calculateMeasurementsResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('sizing', app.rateLimit.keyFor(request));
      void reply.header('cache-control', 'no-store');
      return service.calculateMeasurements(request.body);
    },
  );

  await measurementSummaryRoute(app);
}
