import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, profiles, shippingZones } from '../../db/schema';
import type { Fulfilment } from '../../../domain/shipping/parcels';
import type { ShippingZoneView } from '../../../domain/shipping/api';

/* Every statement of the shipping feature: the zones, and what a quote reads of products. */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const zoneColumns = {
  id: shippingZones.id,
  nameEn: shippingZones.nameEn,
  nameAm: shippingZones.nameAm,
  countries: shippingZones.countries,
  cities: shippingZones.cities,
  bands: shippingZones.bands,
  transitMinDays: shippingZones.transitMinDays,
  transitMaxDays: shippingZones.transitMaxDays,
  freeOverUsdMinor: shippingZones.freeOverUsdMinor,
  carriers: shippingZones.carriers,
  position: shippingZones.position,
};

export type ZoneRow = ShippingZoneView;
export type ZoneWrite = Omit<ZoneRow, 'id' | 'position'>;

/**
 * An async function on purpose: drizzle's builder is a thenable that runs its statement on every
 * `then`, so a builder kept by the zones cache ran it again for each reader. This promise runs once.
 */
export async function listZones(db: Executor): Promise<ZoneRow[]> {
  return await db.select(zoneColumns).from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id));
}

/**
 * One writer of the zone set at a time (readers go on): the rules that matter cross zones (one
 * zone per country), so two admins each adding a zone for Kenya must not both pass the check.
 */
export async function lockZones(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table shipping_zones in share row exclusive mode`);
}

export async function insertZone(tx: Executor, id: string, zone: ZoneWrite): Promise<ZoneRow> {
  const [row] = await tx
    .insert(shippingZones)
    .values({ id, ...zone, position: sql`(select coalesce(max(position) + 1, 0) from shipping_zones)` })
    .returning(zoneColumns);
  return row!;
}

export async function updateZone(tx: Executor, id: string, zone: ZoneWrite): Promise<ZoneRow | null> {
  const [row] = await tx
    .update(shippingZones)
    .set({ ...zone, updatedAt: sql`now()` })
    .where(eq(shippingZones.id, id))
    .returning(zoneColumns);
  return row ?? null;
}

/** The zones in this order (`ids` holds every zone once: the service checked it under the lock). */
export async function setZoneOrder(tx: Executor, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(shippingZones).set({ position }).where(eq(shippingZones.id, id));
}

export async function deleteZone(tx: Executor, id: string): Promise<ZoneRow | null> {
  const [row] = await tx.delete(shippingZones).where(eq(shippingZones.id, id)).returning(zoneColumns);
  return row ?? null;
}

export interface QuoteProduct {
  id: string;
  designerId: string;
  /** Her profile's name (null: no profile row), labelling her parcel. */
  designerName: string | null;
  isActive: boolean;
  priceUsdMinor: number;
  shippingWeightGrams: number;
  fulfilment: Fulfilment;
  productionDays: number | null;
}

/** The products of a cart as a quote needs them (ids already checked to be uuids). */
export function productsForQuote(db: Executor, ids: readonly string[]): Promise<QuoteProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      designerId: products.designerId,
      designerName: profiles.fullName,
      isActive: products.isActive,
      priceUsdMinor: products.priceUsdMinor,
      shippingWeightGrams: products.shippingWeightGrams,
      fulfilment: products.fulfilment,
      productionDays: products.productionDays,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.userId, products.designerId))
    .where(inArray(products.id, [...ids]));
}
