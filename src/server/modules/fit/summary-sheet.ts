import type { MeasurementSummaryRequest } from '../../../domain/fit/schemas';
import { CUSTOM_FIT } from '../../../domain/sizing/constants';
import { toImperial } from '../../../domain/sizing/units';
import { renderMeasurementSheet } from '../orders';

/** The measurement summary PDF of a photo fit or camera scan, drawn by the orders feature's sheet. */
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
