// The production feature's pure rules (issue 38); zod schemas are in schemas.ts and api.ts, imported directly.
export {
  canPostUpdate,
  finishedPhotoMissing,
  mergeTimeline,
  normaliseTrackingNumber,
  POSTABLE_STEPS,
  PRODUCTION_LIMITS,
  PRODUCTION_STEPS,
  type PostableStep,
  type ProductionStep,
  type TimelineEntryKind,
} from './rules';
export {
  CARRIER_IDS,
  CARRIERS,
  carrierDisplay,
  carrierOf,
  checkShipment,
  isCarrierId,
  shipCarriersFor,
  shipTrackingUrl,
  trackingUrlOf,
  type Carrier,
  type CarrierId,
  type ShipCarrier,
  type ShipmentCheck,
  type ShipmentField,
} from './carriers';
