import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportInputSchema, type reportResultSchema } from '@domain/reviews/api';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateReviews } from './get-line-review';

export { reportInputSchema };

type ReportResult = z.infer<typeof reportResultSchema>;
export type ReportVariables = { reviewId: string } & z.input<typeof reportInputSchema>;

/** The designer asks the admins to look at a review of their product, with why. */
export const reportReview = ({ reviewId, reason }: ReportVariables) => {
  reportInputSchema.parse({ reason });
  return api<ReportResult>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { method: 'POST', body: { reason } });
};

/** A report changes the studio's list and the console's queue. */
export function useReportReview() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reportReview, onSettled: () => invalidateReviews(qc) });
}
