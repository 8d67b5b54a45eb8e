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
export { CARRIER_IDS, CARRIERS, carrierDisplay, carrierOf, isCarrierId, trackingUrlOf, type Carrier, type CarrierId } from './carriers';
