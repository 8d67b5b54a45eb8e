import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFitSummary } from '@domain/fit-feedback/api';
import { api } from '../../lib/api-client';

export type { ProductFitSummary };

/**
 * Under the product's key: public data (lib/ssr-state.ts), so the server renders the product page
 * with it and the browser neither fetches it nor re-renders the fit section after hydrating, and a
 * change event for products refreshes it with the product.
 */
export const productFitSummaryKey = (productId: string) => ['product', productId, 'fit-summary'] as const;

export const getProductFitSummary = (productId: string, signal?: AbortSignal) => api<ProductFitSummary>(`/api/products/${encodeURIComponent(productId)}/fit-summary`, { signal });

export const productFitSummaryQuery = (productId: string) =>
  queryOptions({ queryKey: productFitSummaryKey(productId), queryFn: ({ signal }) => getProductFitSummary(productId, signal), staleTime: 5 * 60_000 });

export const useProductFitSummary = (productId: string) => useQuery({ ...productFitSummaryQuery(productId), enabled: productId !== '' });
