import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@domain/orders/types';
import { api, ApiError } from '../../lib/api-client';
import { orderKey } from './order-keys';

/** The owner's session, an admin's, or a guest's `X-Order-Token` opens an order; anyone else gets 404 ORDER_NOT_FOUND. */
export const orderTokenHeaders = (token: string | null): Record<string, string> => (token ? { 'x-order-token': token } : {});

/** One order in full: address, totals and its status history. */
export const getOrder = (id: string, token: string | null = null, signal?: AbortSignal) =>
  api<OrderView>(`/api/orders/${encodeURIComponent(id)}`, { signal, headers: orderTokenHeaders(token) });

export const orderQuery = (id: string, token: string | null = null) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => getOrder(id, token, signal),
    // Status changes arrive as `orders` change events; this only spares refetches on revisits.
    staleTime: 30_000,
  });

export const useOrder = (id: string, options: { enabled: boolean; token?: string | null; refetchInterval?: number | false }) =>
  useQuery({
    ...orderQuery(id, options.token ?? null),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval ?? false,
    // 404 is an answer (not this shopper's order, or none), not a hiccup to retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
