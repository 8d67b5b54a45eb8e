import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVALS_PRODUCTS_MAX, type Arrivals } from '../../../domain/shipping/api';
import { DEFAULT_ZONES } from '../../../domain/shipping/defaults';
import { arrivalWindow, readyDays } from '../../../domain/shipping/parcels';
import { addisDay } from '../../../domain/shipping/working-days';
import { products, users } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { tablesFingerprint } from '../../test/fingerprint';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * POST /api/shipping/arrivals (issue 40): each product's own arrival window and fee to a
 * destination, for product pages and listings; bad input refused with its code, unknown or hidden
 * products answered as unavailable, a destination in no zone SHIPPING_UNAVAILABLE.
 */

let t: TestApp;
let cast: Cast;
const ready = { id: '', priceMinor: 4_000, grams: 900 };
const measured = { id: '', priceMinor: 30_000, grams: 900 };
const zone = (id: string) => DEFAULT_ZONES.find((z) => z.id === id)!;

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const arrivals = (who: Session | null, payload: unknown) => call(who, { method: 'POST', url: '/api/shipping/arrivals', payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  const [designer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'selam@designers.tibeb.example'));
  const rows = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer!.id), eq(products.isActive, true))).limit(2);
  ready.id = rows[0]!.id;
  measured.id = rows[1]!.id;
  await t.database.db.update(products).set({ priceMinor: ready.priceMinor, currency: 'USD', shippingWeightGrams: ready.grams, fulfilment: 'ready', productionDays: null }).where(eq(products.id, ready.id));
  await t.database.db.update(products).set({ priceMinor: measured.priceMinor, currency: 'USD', shippingWeightGrams: measured.grams, fulfilment: 'made_to_measure', productionDays: 12 }).where(eq(products.id, measured.id));
});
afterAll(async () => {
  await t?.close();
});

describe('arrival windows for products', () => {
  it('to London: each piece’s window and band fee, free over the zone’s threshold; made to measure counts from the accepted measurements', async () => {
    const res = await arrivals(null, { destination: { country: 'gb' }, productIds: [ready.id, measured.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Arrivals>();
    const uk = zone('europe-uk');
    const today = addisDay(new Date());
    expect(body.from).toBe(today);
    expect(body.zone).toEqual({ id: 'europe-uk', nameEn: uk.nameEn, nameAm: uk.nameAm, freeOverUsdMinor: uk.freeOverUsdMinor, transitMinDays: uk.transitMinDays, transitMaxDays: uk.transitMaxDays });
    expect(body.unavailable).toEqual([]);
    const [a, b] = body.arrivals;
    expect(a).toEqual({ productId: ready.id, arrival: arrivalWindow(today, readyDays('ready', null), uk), countsFrom: 'order', rateUsdMinor: 2_500, priceUsdMinor: 2_500, free: false });
    expect(b).toEqual({ productId: measured.id, arrival: arrivalWindow(today, readyDays('made_to_measure', 12), uk), countsFrom: 'measurements-accepted', rateUsdMinor: 2_500, priceUsdMinor: 0, free: true });
  });

  it('to Addis Ababa: the city zone, the same for a guest, shoppers, designers and admins', async () => {
    const answers = new Set<string>();
    for (const who of [null, cast.shopper, cast.otherShopper, cast.selam, cast.hirut, cast.admin, cast.otherAdmin]) {
      const res = await arrivals(who, { destination: { country: 'ET', city: 'addis  ababa' }, productIds: [ready.id] });
      expect(res.statusCode).toBe(200);
      answers.add(JSON.stringify(res.json<Arrivals>()));
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!).zone.id).toBe('addis-ababa');
  });

  it('answers unknown, hidden and malformed ids as unavailable, once each, and still answers the rest', async () => {
    await t.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, measured.id));
    try {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const res = await arrivals(null, { destination: { country: 'US' }, productIds: [ready.id, measured.id, unknown, 'not-a-uuid', ready.id, unknown] });
      expect(res.statusCode).toBe(200);
      const body = res.json<Arrivals>();
      expect(body.arrivals.map((a) => a.productId)).toEqual([ready.id]);
      expect(body.unavailable).toEqual([measured.id, unknown, 'not-a-uuid']);
    } finally {
      await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, measured.id));
    }
  });

  it('refuses bad input with a stable code and writes nothing', async () => {
    const before = await tablesFingerprint(t.database.db);
    const tooMany = Array.from({ length: ARRIVALS_PRODUCTS_MAX + 1 }, () => ready.id);
    for (const bad of [
      { destination: { country: 'ZZ' }, productIds: [ready.id] },
      { destination: { country: 'United Kingdom' }, productIds: [ready.id] },
      { destination: { country: 'ET', city: '<script>alert(1)</script>' }, productIds: [ready.id] },
      { destination: { country: 'ET', city: 'x'.repeat(81) }, productIds: [ready.id] },
      { destination: { country: 'GB' }, productIds: [] },
      { destination: { country: 'GB' }, productIds: tooMany },
      { destination: { country: 'GB' }, productIds: ['x'.repeat(65)] },
      { destination: { country: 'GB' }, productIds: [42] },
      { destination: { country: 'GB' }, productIds: ready.id },
      { productIds: [ready.id] },
      {},
    ]) {
      const res = await arrivals(null, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    // A NUL byte is refused before validation, by the app's guard against unstorable text.
    const nul = await arrivals(null, { destination: { country: 'ET', city: 'Addis\u0000Ababa' }, productIds: [ready.id] });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('INVALID_CHARACTERS');
    const malformed = await call(null, { method: 'POST', url: '/api/shipping/arrivals', headers: { 'content-type': 'application/json' }, payload: '{"destination": {' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('INVALID_JSON');
    expect(await tablesFingerprint(t.database.db)).toBe(before);
  });

  it('is rate-limited per address: 120 a minute', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 122; i += 1) codes.push((await t.app.inject({ method: 'POST', url: '/api/shipping/arrivals', remoteAddress: ip, payload: { destination: { country: 'GB' }, productIds: [ready.id] } })).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes.slice(120)).toEqual([429, 429]);
  });

  // Last: the shop stops shipping to the rest of the world.
  it('a country in no zone is SHIPPING_UNAVAILABLE; listed countries still answer', async () => {
    expect((await arrivals(null, { destination: { country: 'BR' }, productIds: [ready.id] })).statusCode).toBe(200);
    expect((await call(cast.admin, { method: 'DELETE', url: '/api/admin/shipping/zones/rest-of-world' })).statusCode).toBe(204);
    const res = await arrivals(null, { destination: { country: 'BR' }, productIds: [ready.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('SHIPPING_UNAVAILABLE');
    expect((await arrivals(null, { destination: { country: 'KE' }, productIds: [ready.id] })).json<Arrivals>().zone.id).toBe('east-africa');
  });
});
