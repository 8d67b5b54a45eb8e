import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingZoneView, ZoneList } from '@domain/shipping/api';
import { api } from '../../../lib/api-client';

export type { ShippingZoneView };

// Under 'shipping_zones': the change event of any admin's save (web/lib/realtime.ts) refetches it.
export const shippingZonesKey = ['shipping_zones', 'admin'] as const;

export const getShippingZones = (signal?: AbortSignal) => api<ZoneList>('/api/admin/shipping/zones', { signal }).then((r) => r.zones);

export const shippingZonesQuery = () => queryOptions({ queryKey: shippingZonesKey, queryFn: ({ signal }) => getShippingZones(signal), staleTime: 0 });

/** Every shipping zone, in the console's order (admins). */
export const useShippingZones = () => useQuery(shippingZonesQuery());
