import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zoneOrderSchema, type ZoneList } from '@domain/shipping/api';
import { api } from '../../../lib/api-client';
import { shippingZonesKey, type ShippingZoneView } from './get-shipping-zones';

export const moveZoneSchema = z.object({ id: z.string().min(1), by: z.union([z.literal(-1), z.literal(1)]) });
export type MoveZoneInput = z.infer<typeof moveZoneSchema>;

/** The zones' ids with one moved a place up (-1) or down (1); null when it cannot move (at an end, or not there). */
export function movedOrder(zones: readonly Pick<ShippingZoneView, 'id'>[], { id, by }: MoveZoneInput): string[] | null {
  const ids = zones.map((z) => z.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** Sends every zone's id in the new order: a list gone stale since it loaded is 409 ZONE_ORDER_STALE, and nothing moves. */
export const reorderShippingZones = (ids: readonly string[]) =>
  api<ZoneList>('/api/admin/shipping/zone-order', { method: 'PUT', body: zoneOrderSchema.parse({ ids }) }).then((r) => r.zones);

const moveKey = ['shipping_zones', 'move'] as const;

/** Whether any zone is being moved: every card waits, so no move is computed from an order about to change. */
export const useZoneMoving = () => useIsMutating({ mutationKey: moveKey }) > 0;

/** Moves a zone a place up or down in the console and on the shipping page. */
export function useMoveShippingZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    mutationFn: (input: MoveZoneInput) => {
      const ids = movedOrder(qc.getQueryData<ShippingZoneView[]>(shippingZonesKey) ?? [], moveZoneSchema.parse(input));
      if (!ids) return Promise.resolve(qc.getQueryData<ShippingZoneView[]>(shippingZonesKey) ?? []);
      return reorderShippingZones(ids);
    },
    onSuccess: (zones) => qc.setQueryData(shippingZonesKey, zones),
    // The shopper-facing shipping page keys its zones under ['shipping', …].
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: shippingZonesKey }), qc.invalidateQueries({ queryKey: ['shipping'] })]),
  });
}
