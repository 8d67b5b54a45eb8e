import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZONE_ID_MAX } from '@domain/shipping/api';
import { api } from '../../../lib/api-client';
import { shippingZonesKey } from './get-shipping-zones';

export const deleteZoneSchema = z.object({ id: z.string().min(1).max(ZONE_ID_MAX) });

/** Removes a zone: its countries then ship in the rest-of-world zone, or not at all. */
export const deleteShippingZone = (input: z.infer<typeof deleteZoneSchema>) =>
  api<void>(`/api/admin/shipping/zones/${encodeURIComponent(deleteZoneSchema.parse(input).id)}`, { method: 'DELETE' });

export function useDeleteShippingZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingZone,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: shippingZonesKey }), qc.invalidateQueries({ queryKey: ['shipping'] })]),
  });
}
