import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../domain/catalog/api';
import type { DestinationZone } from '../../../domain/shipping/api';
import { productArrivals } from '../../../domain/shipping/arrivals';
import { DEFAULT_ZONES } from '../../../domain/shipping/defaults';
import { addisDay } from '../../../domain/shipping/working-days';
import { products, profiles, users } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { tablesFingerprint } from '../../test/fingerprint';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * GET /api/shipping/zone (issue 40): the destination's zone and Addis Ababa today, from which a
 * listing counts every card's arrival window in the browser; and the listing cards carrying what
 * that count needs (fulfilment, shipping weight, production days).
 */

let t: TestApp;
let cast: Cast;
let designerSlug = '';
const ready = { id: '', grams: 650 };
const measured = { id: '', grams: 1_200, days: 15 };
const zone = (id: string) => DEFAULT_ZONES.find((z) => z.id === id)!;
const publicView = (id: string) => {
  const z = zone(id);
  return { id: z.id, nameEn: z.nameEn, nameAm: z.nameAm, bands: z.bands, transitMinDays: z.transitMinDays, transitMaxDays: z.transitMaxDays, freeOverUsdMinor: z.freeOverUsdMinor };
};

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const zoneOf = (query: Record<string, string>, who: Session | null = null) => call(who, { method: 'GET', url: `/api/shipping/zone?${new URLSearchParams(query).toString()}` });

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  const [designer] = await t.database.db.select({ id: users.id, slug: profiles.slug }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, 'selam@designers.tibeb.example'));
  designerSlug = designer!.slug!;
  const rows = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer!.id), eq(products.isActive, true))).limit(2);
  ready.id = rows[0]!.id;
  measured.id = rows[1]!.id;
  await t.database.db.update(products).set({ shippingWeightGrams: ready.grams, fulfilment: 'ready', productionDays: null }).where(eq(products.id, ready.id));
  await t.database.db.update(products).set({ shippingWeightGrams: measured.grams, fulfilment: 'made_to_measure', productionDays: measured.days }).where(eq(products.id, measured.id));
});
afterAll(async () => {
  await t?.close();
});

describe('a destination’s zone for listings', () => {
  it('GB: the Europe and UK zone’s public view and Addis Ababa today, stored nowhere', async () => {
    const res = await zoneOf({ country: 'GB' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<DestinationZone>();
    expect(body).toEqual({ zone: publicView('europe-uk'), today: addisDay(new Date()) });
    // No carriers and no country lists: a listing needs neither.
    expect(Object.keys(body.zone)).not.toContain('carriers');
    expect(Object.keys(body.zone)).not.toContain('countries');
  });

  it('Addis Ababa by city (any case and spacing), the rest of Ethiopia by country; lower-case codes read; the same for every caller', async () => {
    const answers = new Set<string>();
    for (const who of [null, cast.shopper, cast.otherShopper, cast.selam, cast.hirut, cast.admin, cast.otherAdmin]) {
      const res = await zoneOf({ country: 'et', city: '  addis   ABABA ' }, who);
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!).zone).toEqual(publicView('addis-ababa'));
    expect((await zoneOf({ country: 'ET', city: 'Gondar' })).json<DestinationZone>().zone.id).toBe('ethiopia');
    expect((await zoneOf({ country: 'ET' })).json<DestinationZone>().zone.id).toBe('ethiopia');
    // A city outside Ethiopia is not a city zone: the country's zone answers.
    expect((await zoneOf({ country: 'GB', city: 'Addis Ababa' })).json<DestinationZone>().zone.id).toBe('europe-uk');
  });

  it('the windows a listing counts from it agree with POST /api/shipping/arrivals', async () => {
    const { zone: z, today } = (await zoneOf({ country: 'GB' })).json<DestinationZone>();
    const listing = (await call(null, { method: 'GET', url: `/api/products?designer=${designerSlug}&pageSize=48` })).json<{ items: ProductCard[] }>();
    const cards = listing.items.filter((c) => c.id === ready.id || c.id === measured.id);
    expect(cards).toHaveLength(2);
    const counted = productArrivals(
      cards.map((c) => ({ id: c.id, priceUsdMinor: c.priceMinor, weightGrams: c.shippingWeightGrams, fulfilment: c.fulfilment, productionDays: c.productionDays })),
      z,
      today,
    );
    const asked = (await call(null, { method: 'POST', url: '/api/shipping/arrivals', payload: { destination: { country: 'GB' }, productIds: cards.map((c) => c.id) } })).json<{ arrivals: Array<{ productId: string; arrival: unknown; priceUsdMinor: number | null }> }>();
    expect(counted.map((a) => ({ productId: a.productId, arrival: a.window, priceUsdMinor: a.feeUsdMinor }))).toEqual(asked.arrivals.map((a) => ({ productId: a.productId, arrival: a.arrival, priceUsdMinor: a.priceUsdMinor })));
  });

  it('refuses bad input with a stable code and writes nothing', async () => {
    const before = await tablesFingerprint(t.database.db);
    for (const bad of [{ country: 'ZZ' }, { country: 'United Kingdom' }, { country: '' }, {}, { country: 'ET', city: '<script>alert(1)</script>' }, { country: 'ET', city: 'Addis <b>' }, { country: 'ET', city: 'x'.repeat(81) }]) {
      const res = await zoneOf(bad as Record<string, string>);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const markup = (await zoneOf({ country: 'ET', city: '<script>alert(1)</script>' })).json();
    expect(markup.error.fields).toEqual({ city: ['ZONE_NAME_MARKUP'] });
    const nul = await call(null, { method: 'GET', url: '/api/shipping/zone?country=ET&city=Addis%00Ababa' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('INVALID_CHARACTERS');
    expect(await tablesFingerprint(t.database.db)).toBe(before);
  });

  it('is rate-limited per address: 60 a minute', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 62; i += 1) codes.push((await t.app.inject({ method: 'GET', url: '/api/shipping/zone?country=GB', remoteAddress: ip })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429]);
    // Another address is not held back by it.
    expect((await zoneOf({ country: 'GB' })).statusCode).toBe(200);
  });

  it('listing cards carry what a window needs: fulfilment, shipping weight and production days', async () => {
    const res = await call(null, { method: 'GET', url: `/api/products?designer=${designerSlug}&pageSize=48` });
    expect(res.statusCode).toBe(200);
    const cards = res.json<{ items: ProductCard[] }>().items;
    expect(cards.find((c) => c.id === ready.id)).toMatchObject({ fulfilment: 'ready', shippingWeightGrams: ready.grams, productionDays: null });
    expect(cards.find((c) => c.id === measured.id)).toMatchObject({ fulfilment: 'made_to_measure', shippingWeightGrams: measured.grams, productionDays: measured.days });
    for (const c of cards) {
      expect(['ready', 'made_to_measure']).toContain(c.fulfilment);
      expect(Number.isInteger(c.shippingWeightGrams) && c.shippingWeightGrams > 0).toBe(true);
    }
    // The product page's detail keeps them too.
    const detail = (await call(null, { method: 'GET', url: `/api/products/${measured.id}` })).json<ProductCard>();
    expect(detail).toMatchObject({ fulfilment: 'made_to_measure', shippingWeightGrams: measured.grams });
  });

  // Last: the shop stops shipping to the rest of the world.
  it('a country in no zone is SHIPPING_UNAVAILABLE once the rest-of-world zone is gone; listed countries still answer', async () => {
    expect((await zoneOf({ country: 'BR' })).json<DestinationZone>().zone.id).toBe('rest-of-world');
    expect((await call(cast.admin, { method: 'DELETE', url: '/api/admin/shipping/zones/rest-of-world' })).statusCode).toBe(204);
    const res = await zoneOf({ country: 'BR' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('SHIPPING_UNAVAILABLE');
    expect((await zoneOf({ country: 'KE' })).json<DestinationZone>().zone.id).toBe('east-africa');
  });
});
