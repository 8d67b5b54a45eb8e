/**
 * The carriers a designer ships with (issue 40): a short list kept as data, each with the page
 * where a shopper follows the parcel. `{tracking}` in a template is replaced by the tracking
 * number, URL-encoded. A carrier without a template has no tracking page (a courier across Addis
 * Ababa, a parcel handed over in person); "by hand" needs no tracking number at all.
 *
 * Shipments written before the list kept the carrier as the designer typed it: such a carrier is
 * shown as written, with no link (`carrierDisplay`).
 */
export const CARRIER_IDS = ['dhl_express', 'ems_ethiopia', 'addis_courier', 'by_hand'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

export interface Carrier {
  id: CarrierId;
  /** The carrier's own name (not translated: it is what the parcel's label says). */
  name: string;
  trackingUrlTemplate: string | null;
  trackingNumber: 'required' | 'optional' | 'none';
}

export const CARRIERS: readonly Carrier[] = [
  { id: 'dhl_express', name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/et-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}', trackingNumber: 'required' },
  { id: 'ems_ethiopia', name: 'EMS Ethiopia (Ethiopian Post)', trackingUrlTemplate: 'https://www.ems.post/en/global-network/tracking?tracking={tracking}', trackingNumber: 'required' },
  { id: 'addis_courier', name: 'Addis Ababa courier', trackingUrlTemplate: null, trackingNumber: 'optional' },
  { id: 'by_hand', name: 'Delivered by hand / own courier', trackingUrlTemplate: null, trackingNumber: 'none' },
];

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === 'string' && (CARRIER_IDS as readonly string[]).includes(value);
}

export function carrierOf(id: string): Carrier | null {
  return CARRIERS.find((c) => c.id === id) ?? null;
}

/** The carrier's tracking page for this number, or null (no template, no number, or an unknown carrier). */
export function trackingUrlOf(carrierId: string, trackingNumber: string | null): string | null {
  const carrier = carrierOf(carrierId);
  if (!carrier?.trackingUrlTemplate || !trackingNumber) return null;
  return carrier.trackingUrlTemplate.replace('{tracking}', encodeURIComponent(trackingNumber));
}

/** What a stored shipment's carrier reads as: a listed carrier's name, or an older free-text carrier as written. */
export function carrierDisplay(stored: string): { carrierId: CarrierId | null; name: string } {
  const carrier = carrierOf(stored);
  return carrier ? { carrierId: carrier.id, name: carrier.name } : { carrierId: null, name: stored };
}
