import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productInputSchema, type ProductInput } from '@domain/catalog/product-input';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioProduct } from './product-types';

export { productInputSchema };

export interface UpdateProductInput {
  id: string;
  /** The whole form: PUT replaces every field. */
  input: ProductInput;
}

export const updateProduct = ({ id, input }: UpdateProductInput) =>
  api<{ product: StudioProduct }>(`/api/studio/products/${encodeURIComponent(id)}`, { method: 'PUT', body: input }).then((r) => r.product);

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      const key = studioProductKeys.product(product.id);
      qc.setQueryData(key, product);
      void invalidateAfterProductChange(qc, product.id, key);
    },
  });
}
