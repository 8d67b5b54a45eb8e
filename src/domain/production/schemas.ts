import { z } from 'zod';
import { sanitizeText } from '../security';
import { POSTABLE_STEPS, PRODUCTION_LIMITS } from './rules';

/**
 * What a designer sends: a progress update (a step and a note; photos follow one by one through
 * the upload pipeline) and the shipment. Messages are stable codes the studio translates. Notes are
 * length-checked as sent, then cleaned like every free text (domain/security/input.ts).
 */
const note = z
  .string({ error: 'TEXT_INVALID' })
  .max(PRODUCTION_LIMITS.noteMax, { error: 'PRODUCTION_NOTE_TOO_LONG' })
  .transform((v) => sanitizeText(v))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const productionUpdateInputSchema = z.object({
  step: z.enum(POSTABLE_STEPS, { error: 'PRODUCTION_STEP_INVALID' }),
  note,
});
export type ProductionUpdateInput = z.input<typeof productionUpdateInputSchema>;

/**
 * Shipping, as sent: the carrier's id (one of the line's choices, `shipCarriersFor`), its tracking
 * number and a note. Which carrier and whether a number is needed depend on the line's parcel, so
 * the service checks them with `checkShipment` (the studio's form runs the same check first).
 */
export const shipmentInputSchema = z.object({
  carrier: z.string({ error: 'CARRIER_REQUIRED' }).max(PRODUCTION_LIMITS.carrierMax, { error: 'CARRIER_UNKNOWN' }),
  trackingNumber: z
    .string({ error: 'TRACKING_NUMBER_INVALID' })
    .max(PRODUCTION_LIMITS.trackingMax * 3, { error: 'TRACKING_NUMBER_INVALID' })
    .nullable()
    .default(null),
  note,
});
export type ShipmentInput = z.input<typeof shipmentInputSchema>;
export type ShipmentRequest = z.output<typeof shipmentInputSchema>;
