import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewInputSchema, type ReviewInput, type SavedReview } from '@domain/reviews/api';
import { api } from '../../lib/api-client';
import { invalidateAfterReview } from './use-create-review';

export { reviewInputSchema };

export interface EditReviewVariables {
  reviewId: string;
  input: ReviewInput;
}

/** Changes the shopper's review within its window: the whole form again. */
export const editReview = ({ reviewId, input }: EditReviewVariables) => {
  reviewInputSchema.parse(input);
  return api<SavedReview>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: input });
};

export const editReviewOptions = (qc: QueryClient) => mutationOptions({ mutationFn: editReview, onSettled: () => invalidateAfterReview(qc) });

export function useEditReview() {
  const qc = useQueryClient();
  return useMutation(editReviewOptions(qc));
}
