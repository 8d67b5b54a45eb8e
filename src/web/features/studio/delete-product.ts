import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';

/** A product that was ordered is kept for those orders' records and hidden instead. */
export type DeleteOutcome = 'deleted' | 'hidden';

export const deleteProduct = (id: string) => api<{ outcome: DeleteOutcome }>(`/api/studio/products/${encodeURIComponent(id)}`, { method: 'DELETE' }).then((r) => r.outcome);

export const deleteProductOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: deleteProduct,
    onSuccess: (outcome, id) => {
      // Gone for good: refetching its form would only answer 404.
      if (outcome === 'deleted') qc.removeQueries({ queryKey: studioProductKeys.product(id) });
    },
    onSettled: (_outcome, _error, id) => invalidateAfterProductChange(qc, id),
  });

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation(deleteProductOptions(qc));
}
