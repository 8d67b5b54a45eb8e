import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerInput, MeasurementReviewResult } from '@domain/fitting/api';
import { answerInputSchema } from '@domain/fitting/schemas';
import { api } from '../../lib/api-client';
import { reviewUrl, settleReview, tokenHeaders } from './fitting-keys';

/** The shopper corrects the measurements (values in cm, the size guide's ranges) or confirms them, once per question. */
export const answerMeasurements = (lineId: string, token: string | null, input: AnswerInput) =>
  api<MeasurementReviewResult>(reviewUrl(lineId, '/answer'), { method: 'POST', body: answerInputSchema.parse(input), headers: tokenHeaders(token) });

export function useAnswerMeasurements(lineId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: AnswerInput) => answerMeasurements(lineId, token, input), ...settleReview(qc, lineId) });
}
