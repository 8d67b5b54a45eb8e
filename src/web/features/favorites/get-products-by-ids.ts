import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_BY_IDS_MAX } from '@domain/cart';
import { api, toQuery } from '../../lib/api-client';
import type { ProductCardData } from '../catalog';

export const getProductsByIds = (ids: readonly string[], signal?: AbortSignal) =>
  api<{ items: ProductCardData[] }>(`/api/products/by-ids${toQuery({ ids: ids.slice(0, PRODUCTS_BY_IDS_MAX).join(',') })}`, { signal });

/** Under the 'products' key, so a change event on products refreshes these cards too. */
export const productsByIdsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', [...ids].sort()],
    queryFn: ({ signal }) => getProductsByIds(ids, signal),
    // Removing a favourite must not blank the page while the smaller list loads.
    placeholderData: keepPreviousData,
  });

/** Product cards for a guest's favourites (kept in the browser by id only). */
export const useProductsByIds = (ids: readonly string[]) => useQuery({ ...productsByIdsQuery(ids), enabled: ids.length > 0 });
