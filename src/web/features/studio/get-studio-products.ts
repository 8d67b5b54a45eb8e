import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCounts, StudioProductRow, StudioProductsPage, StudioProductsQuery as StudioProductsRequest } from '@domain/studio/api';
import { api, toQuery, type QueryState } from '../../lib/api-client';

export type { ProductCounts, StudioProductRow, StudioProductsPage };

/** The table's list: the contract's query with every field set ('' searches for everything, null is every status). */
export type StudioProductsQuery = Required<Pick<StudioProductsRequest, 'search' | 'page' | 'pageSize'>> & QueryState<Pick<StudioProductsRequest, 'status'>>;

/**
 * The list lives under ['studio', 'products']; the product form's own key is ['studio', 'product', id]
 * (product-query-keys.ts), so a change there reaches this list through the ['studio'] prefix.
 */
export const STUDIO_PRODUCTS_KEY = ['studio', 'products'] as const;
export const studioProductsKey = (q: StudioProductsQuery) => [...STUDIO_PRODUCTS_KEY, q] as const;

export const getStudioProducts = (q: StudioProductsQuery, signal?: AbortSignal) =>
  api<StudioProductsPage>(`/api/studio/products${toQuery({ search: q.search, status: q.status ?? undefined, page: q.page, pageSize: q.pageSize } satisfies StudioProductsRequest)}`, { signal });

export const studioProductsQuery = (q: StudioProductsQuery) =>
  queryOptions({
    queryKey: studioProductsKey(q),
    queryFn: ({ signal }) => getStudioProducts(q, signal),
    // While the next page or search loads, the last one stays on screen (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useStudioProducts = (q: StudioProductsQuery, enabled = true) => useQuery({ ...studioProductsQuery(q), enabled });
