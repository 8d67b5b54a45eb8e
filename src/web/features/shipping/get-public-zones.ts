import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicZoneList } from '@domain/shipping/api';
import { api } from '../../lib/api-client';
import { afterHydration } from '../../lib/hydration';

/** GET /api/shipping/zones: every zone's public side, for the shipping page's table. */
export const getPublicZones = (signal?: AbortSignal) => api<PublicZoneList>('/api/shipping/zones', { signal });

/** Under 'shipping': a zone's change (a `shipping_zones` event) refetches it (web/lib/realtime). */
export const publicZonesQuery = () =>
  queryOptions({
    queryKey: ['shipping', 'zones'] as const,
    // Its amounts are formatted in the shopper's currency, known only after hydration: asked then.
    queryFn: ({ signal }) => afterHydration().then(() => getPublicZones(signal)),
    staleTime: 5 * 60_000,
  });

export const usePublicZones = () => useQuery(publicZonesQuery());
