import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderProduction } from '@domain/production/api';
import { api, ApiError } from '../../lib/api-client';
import { orderProductionKey } from './production-keys';

/** Each line's timeline of an order: its shopper's session, an admin's, or a guest's `X-Order-Token`. */
export const getOrderProduction = (orderId: string, token: string | null, signal?: AbortSignal) =>
  api<OrderProduction>(`/api/orders/${encodeURIComponent(orderId)}/production`, { signal, headers: token ? { 'x-order-token': token } : {} });

export const orderProductionQuery = (orderId: string, token: string | null) =>
  queryOptions({
    queryKey: orderProductionKey(orderId),
    queryFn: ({ signal }) => getOrderProduction(orderId, token, signal),
    // New updates arrive as `orders` change events.
    staleTime: 30_000,
  });

export const useOrderProduction = (orderId: string, token: string | null, enabled: boolean) =>
  useQuery({
    ...orderProductionQuery(orderId, token),
    enabled,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
