import { isUuid } from '../../../domain/ids';
import type { Arrivals, ArrivalsData, DestinationZone, PublicZone, PublicZoneList, Quote, QuoteData, ShippingZoneView, ZoneData } from '../../../domain/shipping/api';
import { productArrivals } from '../../../domain/shipping/arrivals';
import { quoteParcels, type ParcelLine } from '../../../domain/shipping/parcels';
import { addisDay } from '../../../domain/shipping/working-days';
import { matchZone, validateZones, type ZoneError, type ZoneErrorCode } from '../../../domain/shipping/zones';
import type { AuditActor, AuditEntry, AuditExecutor } from '../../plugins/audit';
import type { ChangeEvent } from '../../plugins/realtime';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { EventBus } from '../../plugins/realtime';
import * as q from './queries';

/**
 * Shipping (issue 40): the zones admins keep, and the price and arrival of each designer's parcel
 * of a cart. The rules are domain/shipping's; this file holds the transactions around them.
 */

/** Where a quote goes: a country, and in Ethiopia its city. */
export interface QuoteDestination {
  country: string;
  city?: string | null | undefined;
}

export interface ShippingDeps {
  db: Database;
  audit: { record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> };
  /**
   * Change events (topic `shipping_zones`, the zone's id): caches and open pages that show rates,
   * thresholds or arrival windows drop or refetch them. Sent after the commit, never for a refused write.
   */
  publish: (event: ChangeEvent) => void;
  /**
   * The bus, when there is one: a zone event from any instance (or a resync after the bus was
   * away) drops the zones kept for arrivals, so another process follows an admin at once rather
   * than within ZONES_CACHE_MS.
   */
  events?: Pick<EventBus, 'subscribe' | 'onResync'>;
  /** Today in Addis Ababa starts the arrival windows; tests set it. */
  clock?: () => Date;
  /** Milliseconds for the age of the kept zones (tests move it; the windows' `clock` may stand still). */
  now?: () => number;
}

/** Words for each rule a zone set can break; the web app shows its own from the code. */
const ZONE_MESSAGES: Record<ZoneErrorCode, string> = {
  ZONE_ID_DUPLICATE: 'A zone with this id already exists.',
  ZONE_NAME_REQUIRED: 'A zone needs a name in English and in Amharic, and each city a name.',
  ZONE_COUNTRIES_REQUIRED: 'A zone needs at least one country.',
  ZONE_COUNTRY_INVALID: 'A country is not an ISO 3166-1 alpha-2 code (or * for the rest of the world).',
  ZONE_COUNTRY_OVERLAP: 'A country is already in another zone: each country ships in one zone.',
  ZONE_CITIES_OUTSIDE_ETHIOPIA: 'Cities can only be listed for a zone of Ethiopia (ET) alone.',
  ZONE_CITY_OVERLAP: 'A city is already in another zone, or twice in this one.',
  ZONE_BANDS_REQUIRED: 'A zone needs at least one weight band.',
  ZONE_BAND_START: 'The first weight band must start at 0 g.',
  ZONE_BAND_GAP: 'The weight bands leave a gap: each band must start where the one before ends.',
  ZONE_BAND_OVERLAP: 'Two weight bands overlap.',
  ZONE_BAND_EMPTY: 'A weight band must end above where it starts.',
  ZONE_WEIGHT_NEGATIVE: 'Weights must be whole grams, not negative.',
  ZONE_RATE_NEGATIVE: 'Rates must be whole cents, not negative.',
  ZONE_TRANSIT_INVALID: 'Transit days must be whole, from 0 to 120, the shortest not above the longest.',
  ZONE_THRESHOLD_NEGATIVE: 'The free-shipping threshold must be whole cents, not negative.',
  ZONE_CARRIER_NAME_REQUIRED: 'A carrier needs a name.',
  ZONE_CARRIER_DUPLICATE: 'A carrier is listed twice.',
  ZONE_CARRIER_URL_INVALID: 'A tracking address must be https and contain {tracking} once.',
};

const zoneNotFound = () => notFound('ZONE_NOT_FOUND', 'No such shipping zone.');

/**
 * The set's problems as one answer: the first code, and every field (without its `zones.N.`
 * prefix: the set was valid before this change, so whatever breaks involves the zone sent).
 */
function refused(errors: readonly ZoneError[]): AppError {
  const first = errors[0]!;
  const fields: Record<string, string[]> = {};
  for (const e of errors) {
    const field = e.field.replace(/^zones\.\d+\./, '');
    fields[field] = [...new Set([...(fields[field] ?? []), e.code])];
  }
  const status = first.code === 'ZONE_ID_DUPLICATE' ? 409 : 400;
  return new AppError(status, first.code, ZONE_MESSAGES[first.code], fields);
}

/**
 * How long a read of the zones serves product pages and listings. Zone writes through this
 * service drop it at once; another server process sees an admin's change within this time.
 */
export const ZONES_CACHE_MS = 10_000;

/** What anyone may read of a zone (no countries, cities or carriers): a listing's count and the shipping page. */
const publicView = (z: ShippingZoneView): PublicZone => ({
  id: z.id,
  nameEn: z.nameEn,
  nameAm: z.nameAm,
  bands: z.bands,
  transitMinDays: z.transitMinDays,
  transitMaxDays: z.transitMaxDays,
  freeOverUsdMinor: z.freeOverUsdMinor,
});

export function createShippingService({ db, audit, publish, events, clock = () => new Date(), now = Date.now }: ShippingDeps) {
  // The zones as last read, for arrivals (a listing asks on every page; zones change rarely).
  let cachedZones: { at: number; zones: Promise<ShippingZoneView[]> } | null = null;
  const zonesForArrivals = (): Promise<ShippingZoneView[]> => {
    const at = now();
    if (!cachedZones || at - cachedZones.at >= ZONES_CACHE_MS) {
      const zones = q.listZones(db);
      cachedZones = { at, zones };
      // A failed read is not kept: the next request tries again.
      zones.catch(() => {
        if (cachedZones?.zones === zones) cachedZones = null;
      });
    }
    return cachedZones.zones;
  };
  events?.subscribe((event) => {
    if (event.topic === 'shipping_zones') cachedZones = null;
  });
  events?.onResync(() => {
    cachedZones = null;
  });
  /** A zone write forgets the kept zones once it has committed (or failed): a read racing it cannot keep the old set. */
  const afterWrite = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      cachedZones = null;
    }
  };

  /** Checks the set with `zone` in it (replacing its namesake, or added last), under the lock. */
  async function checkedSet(tx: Database, zone: ShippingZoneView): Promise<void> {
    const zones = await q.listZones(tx);
    const at = zones.findIndex((z) => z.id === zone.id);
    const proposed = at === -1 ? [...zones, zone] : zones.map((z, i) => (i === at ? zone : z));
    const errors = validateZones(proposed);
    if (errors.length) throw refused(errors);
  }

  /**
   * The parcels of lines already read (checkout reads and locks its products itself, in its own
   * transaction `executor`), to `destination`: the same computation as the public quote, so the
   * order charges what the page showed. 422 SHIPPING_UNAVAILABLE or PARCEL_TOO_HEAVY otherwise.
   */
  /**
   * `zones` given: the kept zones (the public quote, which checkout checks again); left out: read
   * with `executor`, so checkout prices inside its transaction with the zones as they are.
   */
  async function quoteLines(executor: Database, destination: QuoteDestination, lines: readonly ParcelLine[], kept?: Promise<ShippingZoneView[]>): Promise<Quote> {
    const zones = await (kept ?? q.listZones(executor));
    const zone = matchZone(zones, destination);
    const result = quoteParcels(lines, zone, addisDay(clock()));
    if (!result.ok || !zone) {
      const code = result.ok ? 'SHIPPING_UNAVAILABLE' : result.code;
      throw new AppError(422, code, code === 'PARCEL_TOO_HEAVY' ? 'A parcel weighs more than this zone ships.' : 'The shop does not ship to this destination.');
    }
    const parcels = result.parcels.map((p) => ({
      designerId: p.designerId,
      designerName: p.designerName,
      productIds: p.productIds,
      weightGrams: p.weightGrams,
      goodsUsdMinor: p.goodsUsdMinor,
      zone: { id: zone.id, nameEn: zone.nameEn, nameAm: zone.nameAm },
      priceUsdMinor: p.feeUsdMinor,
      rateUsdMinor: p.rateUsdMinor,
      free: p.free,
      transitMinDays: zone.transitMinDays,
      transitMaxDays: zone.transitMaxDays,
      carriers: zone.carriers,
      ready: p.ready,
      arrival: p.window,
    }));
    return { zoneId: zone.id, parcels, shippingUsdMinor: result.shippingUsdMinor };
  }

  return {
    listZones(): Promise<ShippingZoneView[]> {
      return q.listZones(db);
    },

    async createZone(actor: AuditActor, id: string, data: ZoneData): Promise<ShippingZoneView> {
      const created = await afterWrite(db.transaction(async (tx) => {
        await q.lockZones(tx);
        const zones = await q.listZones(tx);
        if (zones.some((z) => z.id === id)) throw conflict('ZONE_ID_DUPLICATE', ZONE_MESSAGES.ZONE_ID_DUPLICATE);
        await checkedSet(tx, { id, ...data, position: zones.length });
        const zone = await q.insertZone(tx, id, data);
        await audit.record(tx, actor, { kind: 'shipping.zone_created', targetType: 'shipping_zone', targetId: id, before: null, after: zone });
        return zone;
      }));
      publish({ topic: 'shipping_zones', action: 'insert', id });
      return created;
    },

    async updateZone(actor: AuditActor, id: string, data: ZoneData): Promise<ShippingZoneView> {
      const updated = await afterWrite(db.transaction(async (tx) => {
        await q.lockZones(tx);
        const before = (await q.listZones(tx)).find((z) => z.id === id);
        if (!before) throw zoneNotFound();
        await checkedSet(tx, { id, ...data, position: before.position });
        const zone = await q.updateZone(tx, id, data);
        if (!zone) throw zoneNotFound();
        await audit.record(tx, actor, { kind: 'shipping.zone_changed', targetType: 'shipping_zone', targetId: id, before, after: zone });
        return zone;
      }));
      publish({ topic: 'shipping_zones', action: 'update', id });
      return updated;
    },

    /**
     * Lists the zones in this order (the console's and the shipping page's; matching does not
     * depend on it). `ids` must be exactly the zones there are now: anything else means the page
     * was stale (409 ZONE_ORDER_STALE) and nothing moves.
     */
    async reorderZones(actor: AuditActor, ids: readonly string[]): Promise<ShippingZoneView[]> {
      const zones = await afterWrite(db.transaction(async (tx) => {
        await q.lockZones(tx);
        const before = await q.listZones(tx);
        const known = new Set(before.map((z) => z.id));
        if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw conflict('ZONE_ORDER_STALE', 'The zones changed since this list was read; reload it and move the zone again.');
        }
        await q.setZoneOrder(tx, ids);
        await audit.record(tx, actor, { kind: 'shipping.zones_reordered', targetType: 'shipping_zone', targetId: null, before: before.map((z) => z.id), after: ids });
        return q.listZones(tx);
      }));
      publish({ topic: 'shipping_zones', action: 'update' });
      return zones;
    },

    /** Removing a zone breaks no rule of the others; its countries then ship in the rest-of-world zone, or nowhere. */
    async deleteZone(actor: AuditActor, id: string): Promise<void> {
      await afterWrite(db.transaction(async (tx) => {
        await q.lockZones(tx);
        const before = await q.deleteZone(tx, id);
        if (!before) throw zoneNotFound();
        await audit.record(tx, actor, { kind: 'shipping.zone_deleted', targetType: 'shipping_zone', targetId: id, before, after: null });
      }));
      publish({ topic: 'shipping_zones', action: 'delete', id });
    },

    /** One parcel per designer to the destination's zone, priced by weight band, free over the threshold. */
    async quote(request: QuoteData): Promise<Quote> {
      const ids = [...new Set(request.lines.map((l) => l.productId).filter(isUuid))];
      // The kept zones are asked for beside the products (one query fewer on most quotes).
      const zones = zonesForArrivals();
      const found = new Map((await q.productsForQuote(db, ids)).map((p) => [p.id, p]));
      const fields: Record<string, string[]> = {};
      const lines: ParcelLine[] = [];
      request.lines.forEach((line, i) => {
        const product = found.get(line.productId);
        if (!product || !product.isActive) {
          fields[`lines.${i}`] = ['PRODUCT_UNAVAILABLE'];
          return;
        }
        lines.push({
          productId: product.id,
          designerId: product.designerId,
          designerName: product.designerName,
          quantity: line.quantity,
          unitPriceUsdMinor: product.priceUsdMinor,
          weightGrams: product.shippingWeightGrams,
          fulfilment: product.fulfilment,
          productionDays: product.productionDays,
        });
      });
      if (Object.keys(fields).length) throw new AppError(409, 'PRODUCT_UNAVAILABLE', 'A product of the cart is no longer sold.', fields);

      return quoteLines(db, request.destination, lines, zones);
    },

    quoteLines,

    /**
     * The destination's zone as a listing needs it to count its cards' windows in the browser
     * (issue 40): one call per destination, none per product; read from the zones kept for
     * arrivals. 422 SHIPPING_UNAVAILABLE when no zone covers it.
     */
    async destinationZone(destination: QuoteDestination): Promise<DestinationZone> {
      const zone = matchZone(await zonesForArrivals(), destination);
      if (!zone) throw new AppError(422, 'SHIPPING_UNAVAILABLE', 'The shop does not ship to this destination.');
      return { zone: publicView(zone), today: addisDay(clock()) };
    },

    /** Every zone's public side in the console's order (listZones reads them by position), from the zones kept for arrivals. */
    async publicZones(): Promise<PublicZoneList> {
      return { zones: (await zonesForArrivals()).map(publicView) };
    },

    /**
     * Each product alone to the destination (product pages, listings of up to 48): one read of the
     * products (the zones are kept for ZONES_CACHE_MS), then arithmetic. Unknown, hidden or malformed ids come back in
     * `unavailable` rather than refusing the page's other products.
     */
    async arrivals(request: ArrivalsData): Promise<Arrivals> {
      const ids = [...new Set(request.productIds.filter(isUuid))];
      const [zones, rows] = await Promise.all([zonesForArrivals(), q.productsForQuote(db, ids)]);
      const zone = matchZone(zones, request.destination);
      if (!zone) throw new AppError(422, 'SHIPPING_UNAVAILABLE', 'The shop does not ship to this destination.');
      const found = new Map(rows.filter((p) => p.isActive).map((p) => [p.id, p]));
      const wanted = [...new Set(request.productIds)];
      const shown = wanted.flatMap((id) => {
        const p = found.get(id);
        return p ? [{ id: p.id, priceUsdMinor: p.priceUsdMinor, weightGrams: p.shippingWeightGrams, fulfilment: p.fulfilment, productionDays: p.productionDays }] : [];
      });
      const from = addisDay(clock());
      return {
        zone: { id: zone.id, nameEn: zone.nameEn, nameAm: zone.nameAm, freeOverUsdMinor: zone.freeOverUsdMinor, transitMinDays: zone.transitMinDays, transitMaxDays: zone.transitMaxDays },
        from,
        arrivals: productArrivals(shown, zone, from).map((a) => ({
          productId: a.productId,
          arrival: a.window,
          countsFrom: a.countsFrom,
          rateUsdMinor: a.rateUsdMinor,
          priceUsdMinor: a.feeUsdMinor,
          free: a.free,
        })),
        unavailable: wanted.filter((id) => !found.has(id)),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
