/**
 * The garment takes shape (issue 38): the production steps a designer reports on a line, what a
 * step may carry, the shipment's fields, and the rule that a made-to-measure line is shipped only
 * after a photo of the finished garment. Pure: the server and the studio's form read the same rules.
 */
import type { OrderStatus } from '../orders/constants';

/** What a progress update says the garment is at; `shipped` is written only by the shipping itself. */
export const PRODUCTION_STEPS = ['in_production', 'ready_to_ship', 'shipped'] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];
/** The steps a designer posts by hand (shipping has its own form with carrier and tracking number). */
export const POSTABLE_STEPS = ['in_production', 'ready_to_ship'] as const;
export type PostableStep = (typeof POSTABLE_STEPS)[number];

export const PRODUCTION_LIMITS = {
  /** Photos per update (the issue: up to 3). */
  photosPerUpdate: 3,
  noteMax: 1000,
  /** A zone carrier's name is its id: as long as the zone form allows (ZONE_NAME_MAX). */
  carrierMax: 80,
  trackingMin: 4,
  trackingMax: 40,
} as const;

/** Updates are posted while the garment is being made; before that there is nothing to show, after it the shipment speaks. */
export function canPostUpdate(lineStatus: OrderStatus): boolean {
  return lineStatus === 'in_production';
}

/**
 * A made-to-measure garment leaves the studio only once the shopper could see it finished: at
 * least one photo posted with a "ready to ship" update. Ready-made pieces ship as before.
 */
export function finishedPhotoMissing(move: { to: OrderStatus; madeToMeasure: boolean; finishedPhotos: number }): boolean {
  return move.to === 'shipped' && move.madeToMeasure && move.finishedPhotos < 1;
}

/**
 * A tracking number as carriers print it: letters, digits, spaces and hyphens. Spaces are dropped
 * and letters upper-cased so the shopper can type it into any carrier's search as shown; null when
 * what is left is not a tracking number (too short, too long, or other characters).
 */
export function normaliseTrackingNumber(raw: string): string | null {
  if (raw.length > PRODUCTION_LIMITS.trackingMax * 3) return null;
  const compact = raw.replace(/[\s\u00a0]+/g, '').toUpperCase();
  if (compact.length < PRODUCTION_LIMITS.trackingMin || compact.length > PRODUCTION_LIMITS.trackingMax) return null;
  if (!/^[A-Z0-9][A-Z0-9-]*[A-Z0-9]$/.test(compact)) return null;
  return compact;
}

/** One entry of a line's timeline, oldest first: a status move, a progress update, or the shipment. */
export type TimelineEntryKind = 'status' | 'update' | 'shipment';

/**
 * Merges a line's status moves, updates and shipment into one list by time. Entries of the same
 * instant keep a fixed order (status, then update, then shipment) so the shipping move, its update
 * and its shipment, written in one transaction, always read in that order.
 */
export function mergeTimeline<T extends { at: string; kind: TimelineEntryKind }>(entries: readonly T[]): T[] {
  const rank: Record<TimelineEntryKind, number> = { status: 0, update: 1, shipment: 2 };
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || rank[a.entry.kind] - rank[b.entry.kind] || a.index - b.index)
    .map((x) => x.entry);
}
