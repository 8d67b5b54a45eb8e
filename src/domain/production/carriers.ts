/**
 * The carriers a designer ships with. A parcel placed with a shipping zone ships with its zone's
 * carriers (`shipCarriersFor` below); the standard list here (issue 40) serves lines placed without
 * one. Each carrier has the page where a shopper follows the parcel. `{tracking}` in a template is replaced by the tracking
 * number, URL-encoded. A carrier without a template has no tracking page (a courier across Addis
 * Ababa, a parcel handed over in person); "by hand" needs no tracking number at all.
 *
 * Shipments written before the list kept the carrier as the designer typed it: such a carrier is
 * shown as written, with no link (`carrierDisplay`).
 */
import { normaliseTrackingNumber } from './rules';

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
  return carrier ? shipTrackingUrl(carrier, trackingNumber) : null;
}

/** What a stored shipment's carrier reads as: a listed carrier's name, or an older free-text carrier as written. */
export function carrierDisplay(stored: string): { carrierId: CarrierId | null; name: string } {
  const carrier = carrierOf(stored);
  return carrier ? { carrierId: carrier.id, name: carrier.name } : { carrierId: null, name: stored };
}

/**
 * A carrier a line may be shipped with. Since shipping zones (issue 40) a parcel is promised its
 * zone's carriers at checkout, kept on the order (`order_parcels.carriers`): the designer ships
 * with one of those, each with the tracking page the admin set for the zone, or by hand. Their
 * id is the carrier's name (names are unique within a zone). A line placed without such a parcel
 * (before zones, or to a zone listing none) gets the standard list above.
 */
export interface ShipCarrier {
  /** What the ship request sends: a listed carrier's id, or a zone carrier's name. */
  id: string;
  name: string;
  /** A listed carrier's id (its name is translated), or null for a zone's carrier (shown as the admin wrote it). */
  listedId: CarrierId | null;
  trackingUrlTemplate: string | null;
  trackingNumber: 'required' | 'optional' | 'none';
}

const listed = (c: Carrier): ShipCarrier => ({ id: c.id, name: c.name, listedId: c.id, trackingUrlTemplate: c.trackingUrlTemplate, trackingNumber: c.trackingNumber });
const BY_HAND = listed(CARRIERS.find((c) => c.id === 'by_hand')!);

/**
 * The carriers a line may ship with: its parcel's, then by hand; else the standard list. A zone
 * carrier with a tracking page needs a number; one without (its template '') may have one.
 */
export function shipCarriersFor(parcelCarriers: ReadonlyArray<{ name: string; trackingUrlTemplate: string }> | null): ShipCarrier[] {
  if (!parcelCarriers || parcelCarriers.length === 0) return CARRIERS.map(listed);
  const zone = parcelCarriers.map(
    (c): ShipCarrier => ({ id: c.name, name: c.name, listedId: null, trackingUrlTemplate: c.trackingUrlTemplate || null, trackingNumber: c.trackingUrlTemplate ? 'required' : 'optional' }),
  );
  return [...zone, BY_HAND];
}

/** The tracking page of this number with this carrier, or null (no page, or no number). The number is URL-encoded, so it cannot change the address. */
export function shipTrackingUrl(carrier: Pick<ShipCarrier, 'trackingUrlTemplate'>, trackingNumber: string | null): string | null {
  if (!carrier.trackingUrlTemplate || !trackingNumber) return null;
  return carrier.trackingUrlTemplate.replace('{tracking}', encodeURIComponent(trackingNumber));
}

export type ShipmentField = 'carrier' | 'trackingNumber';
export type ShipmentCheck =
  | { ok: true; carrier: ShipCarrier; trackingNumber: string | null }
  | { ok: false; errors: Partial<Record<ShipmentField, 'CARRIER_REQUIRED' | 'CARRIER_UNKNOWN' | 'TRACKING_NUMBER_REQUIRED' | 'TRACKING_NUMBER_INVALID'>> };

/**
 * A shipment's carrier among the line's choices and its tracking number as carriers print it
 * (normaliseTrackingNumber). A carrier that needs none (by hand) ignores one sent; an optional one
 * may be left empty. An unknown carrier and a number with markup are named together, so the form
 * shows both at once.
 */
export function checkShipment(choices: readonly ShipCarrier[], input: { carrier: string; trackingNumber: string | null }): ShipmentCheck {
  const carrier = choices.find((c) => c.id === input.carrier) ?? null;
  const raw = input.trackingNumber?.trim() ?? '';
  if (!carrier) {
    const errors: Extract<ShipmentCheck, { ok: false }>['errors'] = { carrier: input.carrier.trim() === '' ? 'CARRIER_REQUIRED' : 'CARRIER_UNKNOWN' };
    if (raw !== '' && normaliseTrackingNumber(raw) === null) errors.trackingNumber = 'TRACKING_NUMBER_INVALID';
    return { ok: false, errors };
  }
  if (carrier.trackingNumber === 'none' || (carrier.trackingNumber === 'optional' && raw === '')) return { ok: true, carrier, trackingNumber: null };
  const normal = normaliseTrackingNumber(raw);
  if (normal === null) return { ok: false, errors: { trackingNumber: raw === '' ? 'TRACKING_NUMBER_REQUIRED' : 'TRACKING_NUMBER_INVALID' } };
  return { ok: true, carrier, trackingNumber: normal };
}
