import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderThreads } from '@domain/messages/api';
import { api, ApiError } from '../../lib/api-client';
import { orderThreadsKey, tokenHeaders } from './message-keys';

/** An order's conversations, one per designer (a designer gets only her own). */
export const getOrderThreads = (orderId: string, token: string | null, signal?: AbortSignal) =>
  api<OrderThreads>(`/api/orders/${encodeURIComponent(orderId)}/message-threads`, { signal, headers: tokenHeaders(token) });

export const orderThreadsQuery = (orderId: string, token: string | null) =>
  queryOptions({ queryKey: orderThreadsKey(orderId), queryFn: ({ signal }) => getOrderThreads(orderId, token, signal) });

export const useOrderThreads = (orderId: string, token: string | null, enabled = true) =>
  useQuery({
    ...orderThreadsQuery(orderId, token),
    enabled: enabled && orderId !== '',
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
