import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@domain/orders/types';
import { api } from '../../lib/api-client';
import { MY_ORDERS_KEY } from './order-keys';

/** The signed-in shopper's own orders, newest first. */
export const getOrders = (signal?: AbortSignal) => api<{ orders: OrderSummary[] }>('/api/orders', { signal }).then((r) => r.orders);

export const ordersQuery = () =>
  queryOptions({
    queryKey: MY_ORDERS_KEY,
    queryFn: ({ signal }) => getOrders(signal),
    // Status changes arrive as change events; this only spares a refetch when coming back to the page.
    staleTime: 30_000,
  });

/** Nothing is fetched unless `enabled` (a signed-in shopper). */
export const useOrders = (enabled: boolean) => useQuery({ ...ordersQuery(), enabled });
