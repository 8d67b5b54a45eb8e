import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { measurementSummaryRequestSchema, type MeasurementSummaryRequest } from '../../../domain/fit/schemas';
import { CUSTOM_FIT } from '../../../domain/sizing/constants';
import { toImperial } from '../../../domain/sizing/units';
import { renderMeasurementSheet } from '../orders';

export async function renderMeasurementSummary(body: MeasurementSummaryRequest, now = new Date()): Promise<Uint8Array> {
  const metricsCm: Record<string, number> = { ...body.measurements };
  return renderMeasurementSheet(
    {
      kind: 'scan-summary',
      orderNumber: body.orderNumber ?? '',
      orderDate: '',
      productName: '',
      designerName: null,
      customerName: '',
      size: body.size ?? (body.recommendedSize ? body.recommendedSize : CUSTOM_FIT),
      category: body.category,
      quantity: 1,
      measurements: {
        source: body.source,
        category: body.category,
        confidence: body.confidence ?? null,
        metricsCm,
        // The sheet prints inches from the centimetres; these are for any other reader of the view.
        metricsIn: { ...toImperial(body.measurements) },
        notes: null,
        recommendedSize: body.recommendedSize ?? null,
        capturedAt: body.capturedAt ?? now.toISOString(),
      },
    },
    body.lang,
  );
}

/**
 * POST /api/functions/measurement-summary: the PDF a shopper downloads after a photo fit or a
 * camera scan. Anyone may ask (nothing is stored; the document holds only what was sent), within
 * the sizing rate limit, since drawing a PDF costs the server real work.
 */
export async function measurementSummaryRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
