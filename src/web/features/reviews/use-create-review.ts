import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewInputSchema, type ReviewInput, type SavedReview } from '@domain/reviews/api';
import { api } from '../../lib/api-client';
import { invalidateReviews } from './get-line-review';

export { reviewInputSchema };

export interface CreateReviewVariables {
  lineId: string;
  input: ReviewInput;
}

/** Reviews a delivered line (a fit review alone becomes a review with stars). */
export const createReview = ({ lineId, input }: CreateReviewVariables) => {
  // Checked here so a bad form never leaves the device; sent as entered (the parsed value is the server's output shape).
  reviewInputSchema.parse(input);
  return api<SavedReview>(`/api/order-lines/${encodeURIComponent(lineId)}/review`, { method: 'POST', body: input });
};

/** A review changes the line's state, the waiting list, the product's reviews and its fit: all 'reviews' and fit queries. */
export const invalidateAfterReview = (qc: QueryClient) => Promise.all([invalidateReviews(qc), qc.invalidateQueries({ queryKey: ['fit-review'] })]);

export const createReviewOptions = (qc: QueryClient) => mutationOptions({ mutationFn: createReview, onSettled: () => invalidateAfterReview(qc) });

export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation(createReviewOptions(qc));
}
