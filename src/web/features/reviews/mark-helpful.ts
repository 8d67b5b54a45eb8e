import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { HelpfulResult } from '@domain/reviews/api';
import { api } from '../../lib/api-client';
import { productReviewsRootKey } from './get-product-reviews';

/** The mutation's own input: a review of a product (the product names what to refresh). */
export const markHelpfulSchema = z.object({ reviewId: z.uuid(), productId: z.string().min(1) });
export type MarkHelpfulVariables = z.infer<typeof markHelpfulSchema>;

/** "Helpful": once per account; the server refuses one's own review (REVIEW_OWN_VOTE) and guests (401). */
export const markHelpful = (variables: MarkHelpfulVariables) => {
  const { reviewId } = markHelpfulSchema.parse(variables);
  return api<HelpfulResult>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: 'POST' });
};

export const markHelpfulOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: markHelpful,
    // Every page and sort of this product's reviews: the count and "most helpful" order changed.
    onSettled: (_data, _error, { productId }) => qc.invalidateQueries({ queryKey: productReviewsRootKey(productId) }),
  });

export function useMarkHelpful() {
  const qc = useQueryClient();
  return useMutation(markHelpfulOptions(qc));
}
