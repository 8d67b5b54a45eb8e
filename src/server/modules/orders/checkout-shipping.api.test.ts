import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PlaceOrderResult } from '../../../domain/orders/types';
import type { Quote, ShippingZoneView } from '../../../domain/shipping/api';
import { orderParcels, orders, products, users } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { tablesFingerprint } from '../../test/fingerprint';
import { checkoutPayload, createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Checkout charges shipping by zone (issue 40): a two-designer cart pays each parcel's quote, the
 * page's stale figure is refused, an uncovered destination writes nothing, the order keeps its
 * parcels whatever the zones become, and a replay answers the same order.
 */

let t: TestApp;
let cast: Cast;
/** One product of each demo designer with known prices (USD), weights and a size. */
const kemis = { id: '', designerId: '', size: '', priceMinor: 4_000, grams: 900 };
const netela = { id: '', designerId: '', size: '', priceMinor: 3_000, grams: 300 };

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const quote = (destination: Record<string, string>) =>
  call(null, { method: 'POST', url: '/api/shipping/quote', payload: { destination, lines: [{ productId: kemis.id, quantity: 1 }, { productId: netela.id, quantity: 4 }] } });
const cart = () => [
  { productId: kemis.id, quantity: 1, selectedSize: kemis.size },
  { productId: netela.id, quantity: 4, selectedSize: netela.size },
];
const london = { fullName: 'Liya Tesfaye', country: 'GB', city: 'London', addressLine1: '12 Brick Lane', postalCode: 'E1 6RF' };
const addis = { fullName: 'Selam Bekele', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' };
const place = (who: Session | null, overrides: Record<string, unknown>, key: string = randomUUID()) =>
  call(who, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: checkoutPayload(cart(), { currency: 'USD', ...overrides }) });

async function productOf(designerEmail: string, into: typeof kemis): Promise<void> {
  const [designer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, designerEmail));
  if (!designer) throw new Error(`no designer ${designerEmail}`);
  const [row] = await t.database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(and(eq(products.designerId, designer.id), eq(products.isActive, true), sql`cardinality(${products.sizes}) >= 1`))
    .limit(1);
  if (!row) throw new Error(`no product of ${designerEmail}`);
  await t.database.db
    .update(products)
    .set({ priceMinor: into.priceMinor, priceUsdMinor: into.priceMinor, currency: 'USD', shippingWeightGrams: into.grams, stockQuantity: 500, fulfilment: 'ready' })
    .where(eq(products.id, row.id));
  Object.assign(into, { id: row.id, designerId: designer.id, size: row.sizes[0] ?? '' });
}

const parcelsOf = (orderId: string) => t.database.db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId)).orderBy(orderParcels.position);

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  await productOf('selam@designers.tibeb.example', kemis);
  await productOf('hirut@designers.tibeb.example', netela);
});
afterAll(async () => {
  await t?.close();
});

describe('checkout with shipping zones', () => {
  it('to London: each designer parcel pays its Europe band; the order and its charge add up to the cent', async () => {
    const q = (await quote({ country: 'GB', city: 'London' })).json<Quote>();
    expect(q.shippingUsdMinor).toBe(2_500 + 3_500);
    const res = await place(cast.shopper, { shipping: london, expectedTotalUsdMinor: 16_000 + 6_000, expectedShippingUsdMinor: q.shippingUsdMinor });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlaceOrderResult>();
    expect(order).toMatchObject({ subtotalUsdMinor: 16_000, shippingUsdMinor: 6_000, totalUsdMinor: 22_000, chargeCurrency: 'USD', chargeAmountMinor: 22_000 });
    expect(order.parcels).toHaveLength(2);
    const [first, second] = order.parcels;
    expect(first).toMatchObject({
      designerId: kemis.designerId,
      zone: { id: 'europe-uk', nameEn: 'Europe and the UK' },
      weightGrams: 900,
      rateUsdMinor: 2_500,
      shippingUsdMinor: 2_500,
      free: false,
      transitMinDays: 5,
      transitMaxDays: 9,
      promised: q.parcels[0]?.arrival,
      ready: q.parcels[0]?.ready,
      current: q.parcels[0]?.arrival,
      late: false,
    });
    expect(first?.carriers.map((c) => c.name)).toEqual(['DHL Express', 'EMS Ethiopia']);
    expect(second).toMatchObject({ designerId: netela.designerId, weightGrams: 1_200, shippingUsdMinor: 3_500 });
    expect(second?.lineIds).toEqual(order.lines.filter((l) => l.productId === netela.id).map((l) => l.id));
    // The owner reads the same parcels later.
    const read = await call(cast.shopper, { method: 'GET', url: `/api/orders/${order.id}` });
    expect(read.json<OrderView>().parcels).toEqual(order.parcels);
  });

  it('to Addis Ababa: the city zone, the parcel over $75 free; charged in birr at the locked rate', async () => {
    const q = (await quote({ country: 'ET', city: 'Addis Ababa' })).json<Quote>();
    expect(q.shippingUsdMinor).toBe(300);
    const res = await place(cast.otherShopper, { shipping: addis, currency: 'ETB', expectedTotalUsdMinor: 16_300, expectedShippingUsdMinor: 300 });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlaceOrderResult>();
    expect(order).toMatchObject({ shippingUsdMinor: 300, totalUsdMinor: 16_300 });
    expect(order.parcels.map((p) => [p.zone.id, p.shippingUsdMinor, p.free])).toEqual([
      ['addis-ababa', 300, false],
      ['addis-ababa', 0, true],
    ]);
    expect(order.chargeAmountMinor).toBe(Math.round(16_300 * order.exchangeRate));
  });

  it('refuses the page\'s figure with PRICE_CHANGED once an admin changes a rate, writing nothing; the fresh figure then goes through', async () => {
    const zones = (await call(cast.admin, { method: 'GET', url: '/api/admin/shipping/zones' })).json<{ zones: ShippingZoneView[] }>().zones;
    const europe = zones.find((z) => z.id === 'europe-uk');
    if (!europe) throw new Error('no europe zone');
    const { id: _id, position: _position, ...body } = europe;
    const raised = { ...body, bands: body.bands.map((b) => (b.fromGrams === 0 ? { ...b, priceUsdMinor: 2_900 } : b)) };
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: raised })).statusCode).toBe(200);

    const before = await tablesFingerprint(t.database.db);
    const stale = await place(cast.shopper, { shipping: london, expectedTotalUsdMinor: 22_000, expectedShippingUsdMinor: 6_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PRICE_CHANGED', fields: { expectedTotalUsdMinor: ['22400'], expectedShippingUsdMinor: ['6400'] } });
    // Only the shipping shown is stale (the page sent no total): refused as well.
    const shippingOnly = await place(cast.shopper, { shipping: london, expectedShippingUsdMinor: 6_000 });
    expect(shippingOnly.json().error.code).toBe('PRICE_CHANGED');
    expect(await tablesFingerprint(t.database.db)).toBe(before);

    const fresh = await place(cast.shopper, { shipping: london, expectedTotalUsdMinor: 22_400, expectedShippingUsdMinor: 6_400 });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json<PlaceOrderResult>().order.parcels[0]).toMatchObject({ rateUsdMinor: 2_900, shippingUsdMinor: 2_900 });
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: body })).statusCode).toBe(200);
  });

  it('a replay (same Idempotency-Key) answers the same order and parcels, even after the zones changed', async () => {
    const key = randomUUID();
    const payload = { shipping: london, expectedTotalUsdMinor: 22_000 };
    const first = await place(cast.shopper, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<PlaceOrderResult>().order;
    const stored = await parcelsOf(order.id);
    expect(stored.map((p) => [p.zoneId, p.feeUsdMinor, p.weightGrams])).toEqual([
      ['europe-uk', 2_500, 900],
      ['europe-uk', 3_500, 1_200],
    ]);

    // The zones change: a new rate, then Britain leaves the zone (it would ship as rest of world).
    const zones = (await call(cast.admin, { method: 'GET', url: '/api/admin/shipping/zones' })).json<{ zones: ShippingZoneView[] }>().zones;
    const { id: _id, position: _position, ...europe } = zones.find((z) => z.id === 'europe-uk')!;
    const changed = { ...europe, countries: europe.countries.filter((c) => c !== 'GB'), bands: europe.bands.map((b) => ({ ...b, priceUsdMinor: b.priceUsdMinor + 1_000 })) };
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: changed })).statusCode).toBe(200);

    const replay = await place(cast.shopper, payload, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<PlaceOrderResult>().order).toEqual(order);
    expect(await parcelsOf(order.id)).toEqual(stored);
    const [row] = await t.database.db.select({ shipping: orders.shippingMinor }).from(orders).where(eq(orders.id, order.id));
    expect(row?.shipping).toBe(6_000);
    // A new checkout now pays the rest-of-world rates.
    expect((await quote({ country: 'GB' })).json<Quote>().parcels.map((p) => p.zone.id)).toEqual(['rest-of-world', 'rest-of-world']);
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: europe })).statusCode).toBe(200);
  });

  it('refuses a parcel heavier than a closed last band with PARCEL_TOO_HEAVY, writing nothing', async () => {
    const zones = (await call(cast.admin, { method: 'GET', url: '/api/admin/shipping/zones' })).json<{ zones: ShippingZoneView[] }>().zones;
    const { id: _id, position: _position, ...europe } = zones.find((z) => z.id === 'europe-uk')!;
    const closed = { ...europe, bands: europe.bands.map((b) => (b.toGrams === null ? { ...b, toGrams: 6_000 } : b)) };
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: closed })).statusCode).toBe(200);
    const before = await tablesFingerprint(t.database.db);
    const heavy = await call(cast.shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: kemis.id, quantity: 7, selectedSize: kemis.size }], { currency: 'USD', shipping: london }),
    });
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().error.code).toBe('PARCEL_TOO_HEAVY');
    expect(await tablesFingerprint(t.database.db)).toBe(before);
    expect((await call(cast.admin, { method: 'PUT', url: '/api/admin/shipping/zones/europe-uk', payload: europe })).statusCode).toBe(200);
  });
});

// Last: the shop stops shipping to the rest of the world.
describe('a destination in no zone', () => {
  it('is SHIPPING_UNAVAILABLE (422) with nothing written: no order, no parcels, no stock taken', async () => {
    expect((await call(cast.admin, { method: 'DELETE', url: '/api/admin/shipping/zones/rest-of-world' })).statusCode).toBe(204);
    const before = await tablesFingerprint(t.database.db);
    const res = await place(cast.shopper, { shipping: { ...london, country: 'BR', city: 'São Paulo' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('SHIPPING_UNAVAILABLE');
    const guest = await place(null, { shipping: { ...london, country: 'JP', city: 'Tokyo' }, expectedTotalUsdMinor: 1 });
    expect(guest.json().error.code).toBe('SHIPPING_UNAVAILABLE');
    expect(await tablesFingerprint(t.database.db)).toBe(before);
    // Listed countries still ship.
    expect((await place(cast.shopper, { shipping: london })).statusCode).toBe(201);
  });
});
