import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FitSaveResponse } from '@domain/fit/api';
import type { FitSaveRequest } from '@domain/fit/schemas';
import type { SizeCategory } from '@domain/sizing/types';
import { api } from '../../lib/api-client';
import type { SizeRecommendationSummary } from '../sizing';
import type { PhotoFitResult } from './photo/fit-result';

export type { FitSaveResponse };

export type FitSaveBody = Omit<FitSaveRequest, 'metrics' | 'calibrationMethod' | 'unit' | 'qualityFlags' | 'source'> &
  Partial<Pick<FitSaveRequest, 'calibrationMethod' | 'unit' | 'qualityFlags' | 'source'>> & { metrics: Record<string, number> };

/** docs/requirements/sizing.md §7 fit-save-measurements: signed-in only; the server re-checks every value (IMPLAUSIBLE_METRICS, CALIBRATION_FAILED). */
export const saveFitMeasurements = (body: FitSaveBody) => api<FitSaveResponse>('/api/functions/fit-save-measurements', { method: 'POST', body });

/** The request for a measured result: the values the dialog shows, the stated height as the calibration. */
export function fitSaveBody(input: { result: PhotoFitResult; category: SizeCategory; source: 'ai_powered_fit' | 'quick_scan'; heightCm: number; metrics: Record<string, number>; recommendation: SizeRecommendationSummary | null; cartItemId?: string }): FitSaveBody {
  return {
    category: input.category,
    source: input.source,
    metrics: input.metrics,
    confidence: input.result.confidence,
    confidencePerMetric: input.result.confidencePerMetric,
    calibrationMethod: 'user_height',
    calibrationValue: input.heightCm,
    unit: 'metric',
    ...(input.result.sessionId ? { sessionId: input.result.sessionId } : {}),
    qualityFlags: input.result.qualityFlags.slice(0, 64),
    sizeRecommendation: input.recommendation ? { ...input.recommendation, alternates: input.recommendation.alternates.slice(0, 3), notes: input.recommendation.notes.slice(0, 10) } : null,
    ...(input.cartItemId ? { context: { cartItemId: input.cartItemId } } : {}),
  };
}

/** Saving with a cart line as context attaches to it: the cart is read again. */
export function useSaveFitMeasurements() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFitMeasurements,
    onSuccess: (reply) => {
      if (reply.attachment) void qc.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
