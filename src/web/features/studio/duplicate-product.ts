import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange } from './product-query-keys';
import type { StudioProduct } from './product-types';

/** A draft copy named "… (copy)" with the same photos. */
export const duplicateProduct = (id: string) =>
  api<{ product: StudioProduct }>(`/api/studio/products/${encodeURIComponent(id)}/duplicate`, { method: 'POST', body: {} }).then((r) => r.product);

export const duplicateProductOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: duplicateProduct,
    onSettled: (copy, _error, id) => invalidateAfterProductChange(qc, copy?.id ?? id),
  });

export function useDuplicateProduct() {
  const qc = useQueryClient();
  return useMutation(duplicateProductOptions(qc));
}
