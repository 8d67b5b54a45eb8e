import { arrivalWindow, readyDays, type ArrivalWindow, type Fulfilment } from './parcels';
import { bandFor, type ShippingZone } from './zones';

/**
 * Each product's own arrival window and shipping fee to a zone (issue 40), for product pages and
 * listings: the product alone in a parcel. A listing asks for 48 at once, and most share a ready
 * time, so a window is counted once per ready time (each count walks the calendar day by day).
 */

export interface ArrivalProduct {
  id: string;
  priceUsdMinor: number;
  weightGrams: number;
  fulfilment: Fulfilment;
  productionDays: number | null;
}

export interface ProductArrival {
  productId: string;
  window: ArrivalWindow;
  /** Made to measure: the window counts from when the designer accepts the measurements, not from the order. */
  countsFrom: 'order' | 'measurements-accepted';
  /** The band's rate for this piece alone; null when it weighs more than the zone's last closed band. */
  rateUsdMinor: number | null;
  /** What it pays alone: 0 when its price is over the zone's threshold; null with no band. */
  feeUsdMinor: number | null;
  free: boolean;
}

/** What a window and fee need of a zone: the server's full zone, or the public view a listing fetches once per destination. */
export type ArrivalZone = Pick<ShippingZone, 'bands' | 'freeOverUsdMinor' | 'transitMinDays' | 'transitMaxDays'>;

export function productArrivals(items: readonly ArrivalProduct[], zone: ArrivalZone, from: string): ProductArrival[] {
  const windows = new Map<string, ArrivalWindow>();
  return items.map((p) => {
    const ready = readyDays(p.fulfilment, p.productionDays);
    const key = `${ready.min}:${ready.max}`;
    let window = windows.get(key);
    if (!window) {
      window = arrivalWindow(from, ready, zone);
      windows.set(key, window);
    }
    const band = bandFor(zone.bands, p.weightGrams);
    const free = band !== null && zone.freeOverUsdMinor !== null && p.priceUsdMinor > zone.freeOverUsdMinor;
    return {
      productId: p.id,
      window,
      countsFrom: p.fulfilment === 'made_to_measure' && p.productionDays ? 'measurements-accepted' : 'order',
      rateUsdMinor: band?.priceUsdMinor ?? null,
      feeUsdMinor: band ? (free ? 0 : band.priceUsdMinor) : null,
      free,
    };
  });
}
