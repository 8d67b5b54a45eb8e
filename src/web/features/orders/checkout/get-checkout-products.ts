import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_BY_IDS_MAX } from '@domain/cart';
import { api, toQuery } from '../../../lib/api-client';
import type { FreshProduct } from './checkout-lines';

/** The catalogue's current price, stock and sizes of a guest's cart products (withdrawn ones are left out). */
export const getCheckoutProducts = (ids: readonly string[], signal?: AbortSignal) =>
  api<{ items: FreshProduct[] }>(`/api/products/by-ids${toQuery({ ids: ids.slice(0, PRODUCTS_BY_IDS_MAX).join(',') })}`, { signal }).then((r) => r.items);

/** Under the 'products' root, so a product change event refreshes checkout's prices too. */
export const checkoutProductsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'checkout', [...new Set(ids)].sort()],
    queryFn: ({ signal }) => getCheckoutProducts([...new Set(ids)], signal),
    // Checkout shows what will be charged: always asked again when the page opens.
    staleTime: 0,
  });

export const useCheckoutProducts = (ids: readonly string[], enabled: boolean) => useQuery({ ...checkoutProductsQuery(ids), enabled: enabled && ids.length > 0 });
