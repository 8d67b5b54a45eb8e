import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productInputSchema, type ProductInput } from '@domain/catalog/product-input';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioProduct } from './product-types';

export { productInputSchema };

export const createProduct = (input: ProductInput) => api<{ product: StudioProduct }>('/api/studio/products', { method: 'POST', body: input }).then((r) => r.product);

/** The new product is cached under its key, so the edit page it moves to opens without loading. */
export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      const key = studioProductKeys.product(product.id);
      qc.setQueryData(key, product);
      void invalidateAfterProductChange(qc, product.id, key);
    },
  });
}
