import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { api } from '../../../lib/api-client';
import { ADMIN_PRODUCTS_KEY } from './admin-commerce-keys';
import type { AdminProduct } from './get-admin-products';

export const productHiddenSchema = z.object({ id: z.string().min(1), hidden: z.boolean(), reason: z.string().trim().max(PRODUCT_LIMITS.hideReasonMax).optional() });
export type ProductHiddenChange = z.infer<typeof productHiddenSchema>;

export const productFeaturedSchema = z.object({ id: z.string().min(1), featured: z.boolean() });
export type ProductFeaturedChange = z.infer<typeof productFeaturedSchema>;

/**
 * Hiding is moderation (the designer cannot publish it until an admin shows it again), with an
 * optional reason the designer reads. 409 PRODUCT_IS_DRAFT (a draft is the designer's), 409
 * PHOTO_REQUIRED (showing a product without a photo).
 */
export const setProductHidden = (change: ProductHiddenChange) => {
  const { id, hidden, reason } = productHiddenSchema.parse(change);
  const body = hidden ? { hidden, reason: reason || null } : { hidden };
  return api<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}/hidden`, { method: 'POST', body }).then((r) => r.product);
};

export const setProductFeatured = (change: ProductFeaturedChange) => {
  const { id, featured } = productFeaturedSchema.parse(change);
  return api<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}/featured`, { method: 'POST', body: { featured } }).then((r) => r.product);
};

/** The console's lists, the shop's lists and the product's own page all show what changed. */
function invalidateProduct(qc: QueryClient, id: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
    qc.invalidateQueries({ queryKey: ['products'] }),
    qc.invalidateQueries({ queryKey: ['product', id] }),
    qc.invalidateQueries({ queryKey: ['home'] }),
    qc.invalidateQueries({ queryKey: ['sale'] }),
    qc.invalidateQueries({ queryKey: ['studio'] }),
  ]);
}

export function useSetProductHidden() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setProductHidden, onSettled: (_p, _e, { id }) => invalidateProduct(qc, id) });
}

export function useSetProductFeatured() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setProductFeatured, onSettled: (_p, _e, { id }) => invalidateProduct(qc, id) });
}
