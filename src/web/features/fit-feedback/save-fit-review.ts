import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fitReviewInputSchema, type FitReviewInput } from '@domain/fit-feedback/schemas';
import { api } from '../../lib/api-client';
import { lineFitReviewKey } from './get-line-fit-review';
import { productFitSummaryKey } from './get-product-fit-summary';

export { fitReviewInputSchema };

export interface SaveFitReviewVariables {
  lineId: string;
  productId: string | null;
  input: FitReviewInput;
}

/** Writes (or replaces) the review of one delivered line; the server refuses others' lines and closed windows. */
export const saveFitReview = ({ lineId, input }: SaveFitReviewVariables) => {
  // Checked here so a bad form never leaves the device, but sent as entered: the parsed value is the
  // server's output shape (no note becomes null), which the server's own schema refuses with a 400,
  // so every two-tap review failed with "Please check your answers".
  fitReviewInputSchema.parse(input);
  return api<{ review: unknown }>(`/api/order-lines/${encodeURIComponent(lineId)}/fit-review`, { method: 'PUT', body: input });
};

export const saveFitReviewOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: saveFitReview,
    onSettled: (_data, _error, { lineId, productId }) => {
      void qc.invalidateQueries({ queryKey: lineFitReviewKey(lineId) });
      if (productId) void qc.invalidateQueries({ queryKey: productFitSummaryKey(productId) });
    },
  });

export function useSaveFitReview() {
  const qc = useQueryClient();
  return useMutation(saveFitReviewOptions(qc));
}
