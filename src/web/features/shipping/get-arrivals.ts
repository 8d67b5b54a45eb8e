import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopperDestination } from '@domain/shipping/destination';
import type { Arrivals, ArrivalsRequest } from '@domain/shipping/api';
import { api, ApiError } from '../../lib/api-client';
import { afterHydration } from '../../lib/hydration';

/** POST /api/shipping/arrivals: each product's window and fee alone to the destination (up to 48). */
export const getArrivals = (request: ArrivalsRequest, signal?: AbortSignal) => api<Arrivals>('/api/shipping/arrivals', { method: 'POST', body: request, signal });

export const arrivalsKey = (destination: ShopperDestination, productIds: readonly string[]) => ['shipping', 'arrivals', destination.country, destination.city ?? '', ...productIds] as const;

/** Not retried when the shop does not ship there (422) or the input is refused: the answer will not change. */
const retry = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const arrivalsQuery = (destination: ShopperDestination, productIds: readonly string[]) =>
  queryOptions({
    queryKey: arrivalsKey(destination, productIds),
    // Not needed to hydrate (the destination is only known after it): asked once the page has.
    queryFn: ({ signal }) => afterHydration().then(() => getArrivals({ destination: { country: destination.country, city: destination.city }, productIds: [...productIds] }, signal)),
    // Windows move by the day and zones rarely: ten minutes old is still the same answer.
    staleTime: 10 * 60_000,
    retry,
  });

export function useArrivals(destination: ShopperDestination | null, productIds: readonly string[]) {
  return useQuery({
    ...arrivalsQuery(destination ?? { country: '', city: null }, productIds),
    enabled: destination !== null && productIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
