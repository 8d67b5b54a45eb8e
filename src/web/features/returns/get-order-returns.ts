import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReturns } from '@domain/returns/api';
import { api, ApiError } from '../../lib/api-client';
import { orderReturnsKey, tokenHeaders } from './returns-keys';

/** The order's requests and what each line may still ask (with its window's end). */
export const getOrderReturns = (orderId: string, token: string | null, signal?: AbortSignal) =>
  api<OrderReturns>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { signal, headers: tokenHeaders(token) });

export const orderReturnsQuery = (orderId: string, token: string | null) =>
  queryOptions({ queryKey: orderReturnsKey(orderId), queryFn: ({ signal }) => getOrderReturns(orderId, token, signal), staleTime: 30_000 });

export const useOrderReturns = (orderId: string, token: string | null = null) =>
  useQuery({ ...orderReturnsQuery(orderId, token), retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0) });
