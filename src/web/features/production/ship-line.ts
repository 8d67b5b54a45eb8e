import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineProduction, LineProductionResult } from '@domain/production/api';
import { checkShipment, type ShipCarrier } from '@domain/production/carriers';
import { shipmentInputSchema } from '@domain/production/schemas';
import { api, ApiError } from '../../lib/api-client';
import { lineProductionKey, PRODUCTION_ROOT } from './production-keys';

export interface ShipLineInput {
  lineId: string;
  /** The line's choices (its view's `carriers`): the form checks against them before sending. */
  carriers: readonly ShipCarrier[];
  carrier: string;
  trackingNumber: string;
  note: string;
}

/** The fields' codes when the form is not sendable yet (CARRIER_REQUIRED, TRACKING_NUMBER_INVALID, …), else null: the server's checks, run first. */
export function shipmentFieldErrors({ carriers, ...input }: Omit<ShipLineInput, 'lineId'>): Partial<Record<'carrier' | 'trackingNumber' | 'note', string>> | null {
  const parsed = shipmentInputSchema.safeParse(input);
  if (!parsed.success) {
    const out: Partial<Record<'carrier' | 'trackingNumber' | 'note', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'carrier' || field === 'trackingNumber' || field === 'note') && !out[field]) out[field] = issue.message;
    }
    return out;
  }
  const checked = checkShipment(carriers, parsed.data);
  return checked.ok ? null : checked.errors;
}

/**
 * Ships a line in production with its carrier and tracking number: the server moves it and records
 * the shipment together, or neither (FINISHED_PHOTO_REQUIRED, STATUS_TRANSITION_INVALID).
 */
export async function shipLine({ lineId, carriers, ...body }: ShipLineInput): Promise<LineProduction> {
  const errors = shipmentFieldErrors({ carriers, ...body });
  if (errors) throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid shipment.', Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  // A carrier without tracking numbers (by hand) sends none, whatever was typed before switching.
  const send = { ...body, trackingNumber: body.trackingNumber.trim() === '' ? null : body.trackingNumber };
  const result = await api<LineProductionResult>(`/api/order-lines/${encodeURIComponent(lineId)}/ship`, { method: 'POST', body: send });
  return result.line;
}

export function useShipLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: shipLine,
    onSuccess: (line) => qc.setQueryData(lineProductionKey(line.lineId), line),
    // The studio's line list (its status and next steps) and the shopper's order live under the same root.
    onSettled: () => qc.invalidateQueries({ queryKey: PRODUCTION_ROOT }),
  });
}
