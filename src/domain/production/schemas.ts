import { z } from 'zod';
import { sanitizeText } from '../security';
import { carrierOf } from './carriers';
import { normaliseTrackingNumber, POSTABLE_STEPS, PRODUCTION_LIMITS } from './rules';

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
 * Shipping: a listed carrier (carriers.ts) and its tracking number, as carriers print it. A
 * carrier that needs none (by hand) ignores one sent; a courier across Addis may have one or not.
 */
export const shipmentInputSchema = z
  .object({
    carrier: z.string({ error: 'CARRIER_REQUIRED' }).max(PRODUCTION_LIMITS.carrierMax, { error: 'CARRIER_UNKNOWN' }),
    trackingNumber: z
      .string({ error: 'TRACKING_NUMBER_INVALID' })
      .max(PRODUCTION_LIMITS.trackingMax * 3, { error: 'TRACKING_NUMBER_INVALID' })
      .nullable()
      .default(null),
    note,
  })
  .transform((input, ctx) => {
    const carrier = carrierOf(input.carrier);
    const raw = input.trackingNumber?.trim() ?? '';
    if (!carrier) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: input.carrier.trim() === '' ? 'CARRIER_REQUIRED' : 'CARRIER_UNKNOWN' });
      // A number with markup is named too, so the form shows both at once.
      if (raw !== '' && normaliseTrackingNumber(raw) === null) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'TRACKING_NUMBER_INVALID' });
      return z.NEVER;
    }
    if (carrier.trackingNumber === 'none' || (carrier.trackingNumber === 'optional' && raw === '')) {
      return { carrier: carrier.id, trackingNumber: null, note: input.note };
    }
    const normal = normaliseTrackingNumber(raw);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: raw === '' ? 'TRACKING_NUMBER_REQUIRED' : 'TRACKING_NUMBER_INVALID' });
      return z.NEVER;
    }
    return { carrier: carrier.id, trackingNumber: normal, note: input.note };
  });
export type ShipmentInput = z.input<typeof shipmentInputSchema>;
