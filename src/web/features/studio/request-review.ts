import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioProduct } from './product-types';

/**
 * The designer of a product Tibeb hid asks the admins to look again (it shows in the console's
 * moderation filter). 409 NOT_HIDDEN_BY_ADMIN when it is not (or no longer) hidden by an admin;
 * asking twice changes nothing.
 */
export const requestReview = (id: string) =>
  api<{ product: StudioProduct }>(`/api/studio/products/${encodeURIComponent(id)}/review-request`, { method: 'POST' }).then((r) => r.product);

export function useRequestReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestReview,
    onSuccess: (product) => qc.setQueryData(studioProductKeys.product(product.id), product),
    // Refused, the product may have changed (an admin lifted the hide): its own page refetches too.
    onSettled: (product, _error, id) => invalidateAfterProductChange(qc, id, product ? studioProductKeys.product(id) : undefined),
  });
}
