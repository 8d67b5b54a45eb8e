import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementReviewResult, QuestionInput } from '@domain/fitting/api';
import { questionInputSchema } from '@domain/fitting/schemas';
import { api } from '../../lib/api-client';
import { reviewUrl, settleReview } from './fitting-keys';

/** The field codes of a question before it is sent (QUESTION_KEYS_REQUIRED, QUESTION_REQUIRED, QUESTION_TOO_LONG), or null when it may go. */
export function questionProblem(input: QuestionInput): string | null {
  const parsed = questionInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED');
}

/** The designer asks the shopper about some of the line's keys. */
export const askAboutMeasurements = (lineId: string, input: QuestionInput) =>
  api<MeasurementReviewResult>(reviewUrl(lineId, '/question'), { method: 'POST', body: questionInputSchema.parse(input) });

export function useAskAboutMeasurements(lineId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: QuestionInput) => askAboutMeasurements(lineId, input), ...settleReview(qc, lineId) });
}
