import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyInputSchema, type ReplyResult } from '@domain/reviews/api';
import { api } from '../../lib/api-client';
import { invalidateReviews } from './get-line-review';

export { replyInputSchema };

/** The designer's one public answer to a review of their product. */
export const replyToReview = ({ reviewId, body }: { reviewId: string; body: string }) => {
  replyInputSchema.parse({ body });
  return api<ReplyResult>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { body } });
};

/** The reply shows in the studio, on the product page and in the shopper's own review: every reviews query. */
export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: replyToReview, onSettled: () => invalidateReviews(qc) });
}
