import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneCreateSchema, zoneInputSchema, type ZoneCreateInput, type ZoneResult } from '@domain/shipping/api';
import { api } from '../../../lib/api-client';
import { shippingZonesKey } from './get-shipping-zones';

/** The contract's shapes: a new zone carries the id it keeps, a change the whole zone again. */
export const createZoneSchema = zoneCreateSchema;
export const updateZoneSchema = zoneInputSchema;

/** Adds a zone (`isNew`) or replaces one; the server checks the whole set and answers the zone as stored. */
export const saveShippingZone = ({ isNew, zone }: { isNew: boolean; zone: ZoneCreateInput }) => {
  const { id, ...body } = zone;
  return api<ZoneResult>(isNew ? '/api/admin/shipping/zones' : `/api/admin/shipping/zones/${encodeURIComponent(id)}`, { method: isNew ? 'POST' : 'PUT', body: isNew ? zone : body }).then((r) => r.zone);
};

export function useSaveShippingZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveShippingZone,
    // Quotes and arrival windows on this device follow too (their queries live under 'shipping').
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: shippingZonesKey }), qc.invalidateQueries({ queryKey: ['shipping'] })]),
  });
}
