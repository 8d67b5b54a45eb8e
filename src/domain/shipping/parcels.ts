import { addWorkingDays } from './working-days';
import { bandFor, type Carrier, type ShippingZone } from './zones';

/**
 * A cart ships as one parcel per designer (each sends from her own workshop), each priced by the
 * destination's zone and the parcel's weight, free when the parcel's goods come to more than the
 * zone's threshold; each arrives between its ready date plus the zone's shortest transit and its
 * latest ready date plus the longest, all in working days (Sundays and holidays skipped).
 */

/** Ready-made pieces are packed within 1 to 2 working days. */
export const READY_MIN_DAYS = 1;
export const READY_MAX_DAYS = 2;

export type Fulfilment = 'ready' | 'made_to_measure';

export interface ParcelLine {
  productId: string;
  designerId: string | null;
  /** The designer's name as her profile gives it (null: none); it labels her parcel. */
  designerName?: string | null;
  quantity: number;
  unitPriceUsdMinor: number;
  weightGrams: number;
  fulfilment: Fulfilment;
  productionDays: number | null;
}

export interface ArrivalWindow {
  /** YYYY-MM-DD, Addis Ababa dates. */
  earliest: string;
  latest: string;
}

/** Working days until a product is ready to leave: 1–2 in stock, its production days made to measure. */
export function readyDays(fulfilment: Fulfilment, productionDays: number | null): { min: number; max: number } {
  if (fulfilment === 'made_to_measure' && productionDays !== null && productionDays > 0) return { min: productionDays, max: productionDays };
  return { min: READY_MIN_DAYS, max: READY_MAX_DAYS };
}

export function arrivalWindow(from: string, ready: { min: number; max: number }, zone: Pick<ShippingZone, 'transitMinDays' | 'transitMaxDays'>): ArrivalWindow {
  return { earliest: addWorkingDays(from, ready.min + zone.transitMinDays), latest: addWorkingDays(from, ready.max + zone.transitMaxDays) };
}

/** The days a parcel is ready to leave, counted from `from`. */
export function readyWindow(from: string, ready: { min: number; max: number }): ArrivalWindow {
  return { earliest: addWorkingDays(from, ready.min), latest: addWorkingDays(from, ready.max) };
}

/**
 * The days a made-to-measure piece is ready to leave: its production time (`readyDays`, the count
 * the checkout's promise used) from the day the designer accepted its measurements, or from
 * `today` while they wait for her, so that window slides until she accepts.
 */
export function madeToMeasureReady(productionDays: number | null, acceptedOn: string | null, today: string): ArrivalWindow {
  return readyWindow(acceptedOn ?? today, readyDays('made_to_measure', productionDays));
}

/**
 * A placed parcel's window as it stands `today`: its pieces not yet shipped leave on their ready
 * dates (`ready`: the promised ones, moved later by a designer's ready-by date when she is told
 * or accepts the measurements), or, once a ready date has passed without shipping (late), within
 * the usual 1 to 2 working days from today. Nothing late and nothing moved: the promised window.
 */
export function currentArrivalWindow(ready: ArrivalWindow, today: string, transit: Pick<ShippingZone, 'transitMinDays' | 'transitMaxDays'>): ArrivalWindow {
  const earliestReady = ready.earliest >= today ? ready.earliest : addWorkingDays(today, READY_MIN_DAYS);
  const latestReady = ready.latest >= today ? ready.latest : addWorkingDays(today, READY_MAX_DAYS);
  const leaves = { earliest: earliestReady, latest: latestReady < earliestReady ? earliestReady : latestReady };
  return { earliest: addWorkingDays(leaves.earliest, transit.transitMinDays), latest: addWorkingDays(leaves.latest, transit.transitMaxDays) };
}

export interface QuotedParcel {
  designerId: string | null;
  designerName: string | null;
  productIds: string[];
  weightGrams: number;
  goodsUsdMinor: number;
  /** What the parcel's band costs before the threshold. */
  rateUsdMinor: number;
  feeUsdMinor: number;
  free: boolean;
  /** When it is ready to leave the workshop. */
  ready: ArrivalWindow;
  window: ArrivalWindow;
}

export type ParcelQuote =
  | { ok: true; zoneId: string; parcels: QuotedParcel[]; shippingUsdMinor: number; carriers: Carrier[] }
  | { ok: false; code: 'SHIPPING_UNAVAILABLE' | 'PARCEL_TOO_HEAVY' };

/** Lines grouped by designer, in the order each designer first appears. */
export function groupByDesigner<L extends Pick<ParcelLine, 'designerId'>>(lines: readonly L[]): Array<{ designerId: string | null; lines: L[] }> {
  const groups = new Map<string | null, L[]>();
  for (const line of lines) {
    const group = groups.get(line.designerId);
    if (group) group.push(line);
    else groups.set(line.designerId, [line]);
  }
  return [...groups].map(([designerId, group]) => ({ designerId, lines: group }));
}

/**
 * The parcels of a cart going to `zone` (null: the shop does not ship there), counted from the
 * Addis Ababa day `from`.
 */
export function quoteParcels(lines: readonly ParcelLine[], zone: (ShippingZone & { carriers: Carrier[] }) | null, from: string): ParcelQuote {
  if (!zone) return { ok: false, code: 'SHIPPING_UNAVAILABLE' };
  const parcels: QuotedParcel[] = [];
  for (const group of groupByDesigner(lines)) {
    const weightGrams = group.lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);
    const goodsUsdMinor = group.lines.reduce((sum, l) => sum + l.unitPriceUsdMinor * l.quantity, 0);
    const band = bandFor(zone.bands, weightGrams);
    if (!band) return { ok: false, code: 'PARCEL_TOO_HEAVY' };
    const free = zone.freeOverUsdMinor !== null && goodsUsdMinor > zone.freeOverUsdMinor;
    const ready = group.lines.map((l) => readyDays(l.fulfilment, l.productionDays));
    const slowest = { min: Math.max(...ready.map((r) => r.min)), max: Math.max(...ready.map((r) => r.max)) };
    parcels.push({
      designerId: group.designerId,
      designerName: group.lines.find((l) => l.designerName)?.designerName ?? null,
      productIds: [...new Set(group.lines.map((l) => l.productId))],
      weightGrams,
      goodsUsdMinor,
      rateUsdMinor: band.priceUsdMinor,
      feeUsdMinor: free ? 0 : band.priceUsdMinor,
      free,
      ready: readyWindow(from, slowest),
      window: arrivalWindow(from, slowest, zone),
    });
  }
  return { ok: true, zoneId: zone.id, parcels, shippingUsdMinor: parcels.reduce((s, p) => s + p.feeUsdMinor, 0), carriers: zone.carriers };
}
