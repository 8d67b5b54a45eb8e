import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStatus } from '@domain/catalog/product-input';
import type { ProductCounts, StudioProductRow, StudioProductsPage } from '@domain/studio/api';
import { api, toQuery } from '../../lib/api-client';

export type { ProductCounts, StudioProductRow, StudioProductsPage };

export interface StudioProductsQuery {
  search: string;
  status: ProductStatus | null;
  page: number;
  pageSize: number;
}

/**
 * The list lives under ['studio', 'products']; the product form's own key is ['studio', 'product', id]
 * (product-query-keys.ts), so a change there reaches this list through the ['studio'] prefix.
 */
export const STUDIO_PRODUCTS_KEY = ['studio', 'products'] as const;
export const studioProductsKey = (q: StudioProductsQuery) => [...STUDIO_PRODUCTS_KEY, q] as const;

export const getStudioProducts = (q: StudioProductsQuery, signal?: AbortSignal) =>
  api<StudioProductsPage>(`/api/studio/products${toQuery({ search: q.search, status: q.status, page: q.page, pageSize: q.pageSize })}`, { signal });

export const studioProductsQuery = (q: StudioProductsQuery) =>
  queryOptions({
    queryKey: studioProductsKey(q),
    queryFn: ({ signal }) => getStudioProducts(q, signal),
    // While the next page or search loads, the last one stays on screen (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useStudioProducts = (q: StudioProductsQuery, enabled = true) => useQuery({ ...studioProductsQuery(q), enabled });
