import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementReviewResult } from '@domain/fitting/api';
import { api } from '../../lib/api-client';
import { reviewUrl, settleReview } from './fitting-keys';

/** The designer accepts the measurements in force (409 MEASUREMENTS_QUESTION_OPEN or MEASUREMENTS_ALREADY_ACCEPTED when the review moved on). */
export const acceptMeasurements = (lineId: string) => api<MeasurementReviewResult>(reviewUrl(lineId, '/accept'), { method: 'POST', body: {} });

export function useAcceptMeasurements(lineId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => acceptMeasurements(lineId), ...settleReview(qc, lineId) });
}
