import type { Measurements, SizeCategory } from '@domain/sizing/types';
import { apiBlob } from '../../../lib/api-client';

/** POST /api/functions/measurement-summary (src/domain/fit/schemas.ts measurementSummaryRequestSchema). */
export interface MeasurementSummaryInput {
  lang: 'en' | 'am-ET';
  category: SizeCategory;
  source: 'ai_powered_fit' | 'quick_scan';
  size?: string | null;
  recommendedSize?: string | null;
  orderNumber?: string | null;
  confidence?: number;
  capturedAt?: string;
  measurements: Measurements;
}

/** The summary PDF, saved by the browser under a dated name. Throws ApiError on a refusal. */
export async function downloadMeasurementSummary(input: MeasurementSummaryInput, signal?: AbortSignal): Promise<void> {
  const pdf = await apiBlob('/api/functions/measurement-summary', { method: 'POST', body: input, ...(signal ? { signal } : {}) });
  const url = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `tibeb-measurements-${new Date().toISOString().slice(0, 10)}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once started; a moment later the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
