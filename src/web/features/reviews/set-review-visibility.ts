import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visibilityInputSchema, type VisibilityResult } from '@domain/reviews/api';
import { api } from '../../lib/api-client';
import { invalidateReviews } from './get-line-review';

export { visibilityInputSchema };

/** An admin hides a review (with a reason the shopper is told; audited) or shows it again. */
export const setReviewVisibility = ({ reviewId, hidden, reason }: { reviewId: string; hidden: boolean; reason?: string }) => {
  const body = hidden ? { hidden, reason } : { hidden };
  visibilityInputSchema.parse(body);
  return api<VisibilityResult>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/visibility`, { method: 'POST', body });
};

/** Hiding moves the review between the console's lists and out of the product page and its rating. */
export function useSetReviewVisibility() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setReviewVisibility, onSettled: () => invalidateReviews(qc) });
}
