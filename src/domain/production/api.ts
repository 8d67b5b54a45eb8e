import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/constants';
import { CARRIER_IDS, type ShipCarrier } from './carriers';
import { PRODUCTION_STEPS } from './rules';

/**
 * The production feature's HTTP contract: the routes validate and document with these schemas,
 * the web app imports their types only.
 */
export { productionUpdateInputSchema, shipmentInputSchema, type ProductionUpdateInput, type ShipmentInput, type ShipmentRequest } from './schemas';

const status = z.enum(ORDER_STATUSES);

/** `/api/production-updates/:id/photos` */
export const updateIdParamsSchema = z.object({ id: z.string().max(64) });

export const productionPhotoSchema = z.object({
  id: z.string(),
  /** The cleaned WebP at its stored size (long side at most 2000 px). */
  url: z.string(),
  /** A 480 px rendition for the timeline (the same URL when the photo is smaller). */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductionPhoto = z.infer<typeof productionPhotoSchema>;

export const productionUpdateSchema = z.object({
  id: z.string(),
  step: z.enum(PRODUCTION_STEPS),
  note: z.string().nullable(),
  photos: z.array(productionPhotoSchema),
  /** Who posted it: the line's designer, or Tibeb's support on her behalf. */
  by: z.enum(['designer', 'admin']),
  at: z.string(),
});
export type ProductionUpdate = z.infer<typeof productionUpdateSchema>;

export const shipmentSchema = z.object({
  /** A listed carrier's id (carriers.ts), or null for a shipment written before the list (its carrier as typed). */
  carrierId: z.enum(CARRIER_IDS).nullable(),
  /** The carrier's name as shown. */
  carrier: z.string(),
  /** Null when shipped by hand or by a courier without one. */
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, when the carrier has one. */
  trackingUrl: z.string().nullable(),
  at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: z.string(), from: status.nullable(), to: status, note: z.string().nullable(), /** A mistaken move taken back: the line returned to `to`. */ undo: z.boolean() }),
  z.object({ kind: z.literal('update'), at: z.string(), update: productionUpdateSchema }),
  z.object({ kind: z.literal('shipment'), at: z.string(), shipment: shipmentSchema }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A carrier the line may be shipped with (carriers.ts `shipCarriersFor`; `satisfies` keeps the two one shape). */
export const shipCarrierSchema = z.object({
  id: z.string(),
  name: z.string(),
  listedId: z.enum(CARRIER_IDS).nullable(),
  trackingUrlTemplate: z.string().nullable(),
  trackingNumber: z.enum(['required', 'optional', 'none']),
}) satisfies z.ZodType<ShipCarrier>;

export const lineProductionSchema = z.object({
  lineId: z.string(),
  orderId: z.string(),
  productName: z.string(),
  status,
  madeToMeasure: z.boolean(),
  /** The day the garment should be ready to ship (YYYY-MM-DD), once the designer was told of the line. */
  readyBy: z.string().nullable(),
  /** Photos posted with "ready to ship" updates: a made-to-measure line ships only with one. */
  finishedPhotos: z.number().int(),
  shipment: shipmentSchema.nullable(),
  /** What the ship form offers: the carriers the parcel was promised at checkout (its zone's) and by hand, or the standard list. */
  carriers: z.array(shipCarrierSchema),
  /** The parcel's zone as it was at checkout, for the ship form's hint; null for a line placed without one. */
  zone: z.object({ nameEn: z.string(), nameAm: z.string() }).nullable(),
  /** Status moves, updates and the shipment, oldest first. */
  timeline: z.array(timelineEntrySchema),
});
export type LineProduction = z.infer<typeof lineProductionSchema>;

export const orderProductionSchema = z.object({ lines: z.array(lineProductionSchema) });
export type OrderProduction = z.infer<typeof orderProductionSchema>;

export const lineProductionResultSchema = z.object({ line: lineProductionSchema });
export type LineProductionResult = z.infer<typeof lineProductionResultSchema>;

export const productionUpdateResultSchema = z.object({ update: productionUpdateSchema, line: lineProductionSchema });
export type ProductionUpdateResult = z.infer<typeof productionUpdateResultSchema>;

/** `X-Order-Token`: a guest's key to the order, as the orders routes take it. */
export { orderTokenHeadersSchema } from '../orders/api';

/** Codes this feature answers with, for the web's texts. */
export const PRODUCTION_ERROR_CODES = [
  'FINISHED_PHOTO_REQUIRED',
  'PRODUCTION_STEP_INVALID',
  'PRODUCTION_PHOTOS_TOO_MANY',
  'PRODUCTION_UPDATE_NOT_FOUND',
  'PRODUCTION_NOTE_TOO_LONG',
  'CARRIER_REQUIRED',
  'CARRIER_UNKNOWN',
  'TRACKING_NUMBER_REQUIRED',
  'TRACKING_NUMBER_INVALID',
] as const;
