import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductStatus } from '@domain/catalog/product-input';
import { api } from '../../lib/api-client';
import { STUDIO_PRODUCTS_KEY, type StudioProductsPage } from './get-studio-products';
import { invalidateAfterProductChange } from './product-query-keys';
import type { StudioProduct } from './product-types';

/** Drafts are made in the form; the table only shows a product in the shop or takes it out. */
export type VisibleStatus = 'published' | 'hidden';

export interface ProductStatusChange {
  id: string;
  status: VisibleStatus;
}

/** 409 PHOTO_REQUIRED when publishing a product without a photo. */
export const setProductStatus = ({ id, status }: ProductStatusChange) =>
  api<{ product: StudioProduct }>(`/api/studio/products/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } }).then((r) => r.product);

/** The cached page with the one row's status replaced (same object when the row is not there). */
export function withRowStatus(data: StudioProductsPage | undefined, id: string, status: ProductStatus): StudioProductsPage | undefined {
  if (!data || !Array.isArray(data.items) || !data.items.some((p) => p.id === id)) return data;
  return { ...data, items: data.items.map((p) => (p.id === id ? { ...p, status } : p)) };
}

export const setProductStatusOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: setProductStatus,
    onSuccess: (product, { id, status }) => {
      // The badge changes at once; the refetch below then regroups the lists and their counts.
      qc.setQueriesData<StudioProductsPage>({ queryKey: STUDIO_PRODUCTS_KEY }, (data) => withRowStatus(data, id, product?.status ?? status));
    },
    // Refused too: a 409 may mean the product changed elsewhere.
    onSettled: (_product, _error, { id }) => invalidateAfterProductChange(qc, id),
  });

export function useSetProductStatus() {
  const qc = useQueryClient();
  return useMutation(setProductStatusOptions(qc));
}
