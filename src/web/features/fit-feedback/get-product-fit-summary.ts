import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Headline } from '@domain/fit-feedback/summary';
import { api } from '../../lib/api-client';

export interface ProductFitSummary {
  productId: string;
  category: 'women' | 'men' | 'children';
  reviewCount: number;
  /** Null below the threshold: the page then says nothing. */
  headline: Headline | null;
  fitShare: number | null;
  offsets: Record<string, number>;
}

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
