import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopperDestination } from '@domain/shipping/destination';
import type { DestinationZone, ZoneQuery } from '@domain/shipping/api';
import { api, ApiError, toQuery } from '../../lib/api-client';
import { afterHydration } from '../../lib/hydration';

/** GET /api/shipping/zone: the destination's zone and Addis Ababa today, from which a listing counts its cards' windows. */
export const getDestinationZone = (query: ZoneQuery, signal?: AbortSignal) => api<DestinationZone>(`/api/shipping/zone${toQuery({ country: query.country, city: query.city })}`, { signal });

/** Under 'shipping': a zone's change (a `shipping_zones` event) refetches it (web/lib/realtime). */
export const destinationZoneKey = (destination: ShopperDestination) => ['shipping', 'zone', destination.country, destination.city ?? ''] as const;

/** Not retried when the shop does not ship there (422) or the input is refused: the answer will not change. */
const retry = (count: number, error: unknown) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const destinationZoneQuery = (destination: ShopperDestination) =>
  queryOptions({
    queryKey: destinationZoneKey(destination),
    // The destination is only known after hydration: asked once the page has, never while it hydrates.
    queryFn: ({ signal }) => afterHydration().then(() => getDestinationZone({ country: destination.country, city: destination.city }, signal)),
    // One call per destination for every card of every listing: zones change rarely (and say so
    // by event), `today` moves once a day; five minutes old is still the same answer.
    staleTime: 5 * 60_000,
    retry,
  });

/** The shopper's destination's zone; idle without a destination. Every card of a page shares the one query. */
export function useDestinationZone(destination: ShopperDestination | null) {
  return useQuery({ ...destinationZoneQuery(destination ?? { country: '', city: null }), enabled: destination !== null });
}
