import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculateMeasurementsResponseSchema, fitRequestSchema, fitSaveRequestSchema, fitSaveResponseSchema, measurementSummaryRequestSchema } from '../../../domain/fit/api';
import { unauthorized } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { FitSaveService } from './save-service';
import type { FitService } from './service';
import { renderMeasurementSummary } from './summary-sheet';

export async function fitRoutes(app: FastifyInstance, opts: { fit: FitService; fitSave: FitSaveService }) {
  const service = opts.fit;
  const saving = opts.fitSave;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/functions/calculate-measurements',
    { config: { access: 'everyone' },
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

  r.post(
    '/api/functions/fit-save-measurements',
    {
      // docs/requirements/sizing.md §5: 'Not authenticated', before anything else is looked at.
      config: { access: 'signed-in', unauthenticatedMessage: 'Not authenticated' },
      schema: {
        tags: ['sizing'],
        summary:
          "Keeps a photo-fit or camera-scan result for the signed-in shopper and, with context.cartItemId of theirs, attaches it to that cart line; errors IMPLAUSIBLE_METRICS, CALIBRATION_FAILED, CART_ITEM_NOT_FOUND",
        body: fitSaveRequestSchema,
        response: {
          200: fitSaveResponseSchema,
          ...errorResponses(400, 401, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('sizing', app.rateLimit.keyFor(request));
      const user = await request.sessionUser();
      if (!user) throw unauthorized('Not authenticated');
      void reply.header('cache-control', 'no-store');
      return saving.save(user.id, request.body);
    },
  );

  /**
   * POST /api/functions/measurement-summary: the PDF a shopper downloads after a photo fit or a
   * camera scan. Anyone may ask (nothing is stored; the document holds only what was sent), within
   * the sizing rate limit, since drawing a PDF costs the server real work.
   */
  r.post(
    '/api/functions/measurement-summary',
    { config: { access: 'everyone' },
      schema: {
        tags: ['sizing'],
        summary: 'The measurement summary PDF of a photo fit or camera scan: order, category, size, generated at, and the measurements in cm and inches (everyone; nothing is stored)',
        body: measurementSummaryRequestSchema,
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('sizing', app.rateLimit.keyFor(request));
      const pdf = await renderMeasurementSummary(request.body);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="tibeb-measurements-${day}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
}
