import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ZONES } from '../../../domain/shipping/defaults';
import { arrivalWindow, readyDays } from '../../../domain/shipping/parcels';
import { addisDay } from '../../../domain/shipping/working-days';
import type { Quote, ShippingZoneView, ZoneInput } from '../../../domain/shipping/api';
import { adminAuditLog, products, users } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { tablesFingerprint } from '../../test/fingerprint';
import { townZone, townZoneBody } from '../../test/shipping-zones';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Shipping (issue 40): the console's zones under the domain's rules, every bad input refused with
 * its code and nothing written, who may call what, and the quote of a two-designer cart.
 */

let t: TestApp;
let cast: Cast;
/** One product of each demo designer, with known prices (USD) and weights. */
const kemis = { id: '', designerId: '', priceMinor: 4_000, grams: 900 };
const netela = { id: '', designerId: '', priceMinor: 3_000, grams: 300 };

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const quote = (who: Session | null, payload: unknown) => call(who, { method: 'POST', url: '/api/shipping/quote', payload: payload as object });
const zones = async () => (await call(cast.admin, { method: 'GET', url: '/api/admin/shipping/zones' })).json<{ zones: ShippingZoneView[] }>().zones;
const auditOf = (id: string) =>
  t.database.db
    .select({ kind: adminAuditLog.kind, actorId: adminAuditLog.actorId, before: adminAuditLog.before, after: adminAuditLog.after })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'shipping_zone'), eq(adminAuditLog.targetId, id)))
    .orderBy(desc(adminAuditLog.createdAt));

async function productOf(designerEmail: string, into: typeof kemis): Promise<void> {
  const [designer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, designerEmail));
  if (!designer) throw new Error(`no designer ${designerEmail}`);
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer.id), eq(products.isActive, true))).limit(1);
  if (!row) throw new Error(`no product of ${designerEmail}`);
  await t.database.db.update(products).set({ priceMinor: into.priceMinor, currency: 'USD', shippingWeightGrams: into.grams }).where(eq(products.id, row.id));
  into.id = row.id;
  into.designerId = designer.id;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  await productOf('selam@designers.tibeb.example', kemis);
  await productOf('hirut@designers.tibeb.example', netela);
});
afterAll(async () => {
  await t?.close();
});

describe('the default zones', () => {
  it('are in a fresh shop, as domain/shipping defines them, in their order', async () => {
    const listed = await zones();
    expect(listed.map((z) => z.id)).toEqual(DEFAULT_ZONES.map((z) => z.id));
    for (const zone of DEFAULT_ZONES) expect(listed.find((z) => z.id === zone.id)).toEqual(zone);
  });

  it('gave every product a positive shipping weight', async () => {
    const [light] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.shippingWeightGrams} <= 0`);
    expect(light?.n).toBe(0);
    // The catalogue's kemis weigh as their category says (the seed, like migration 0032 for older shops).
    const [kemises] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.categoryId} = (select id from categories where slug = 'habesha-kemis') and ${products.shippingWeightGrams} <> 900 and ${products.id} <> ${kemis.id}`);
    expect(kemises?.n).toBe(0);
    await expect(t.database.db.update(products).set({ shippingWeightGrams: 0 }).where(eq(products.id, kemis.id))).rejects.toThrow();
  });
});

describe('a quote', () => {
  // The kemis ×1 (Selam: 900 g, $40) and the netela ×4 (Hirut: 1,200 g, $120).
  const lines = () => [
    { productId: kemis.id, quantity: 1 },
    { productId: netela.id, quantity: 4 },
  ];
  const parcelOf = (q: Quote, designerId: string) => q.parcels.find((p) => p.designerId === designerId);

  it('to London: one parcel per designer, each priced by the Europe zone and its weight band', async () => {
    const res = await quote(null, { destination: { country: 'gb', city: 'London' }, lines: lines() });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<Quote>();
    expect(q.parcels).toHaveLength(2);
    // Each parcel is labelled with its designer's profile name (checkout and the cart drawer show it).
    expect(parcelOf(q, kemis.designerId)?.designerName).toBe('Selam Tesfaye');
    expect(parcelOf(q, netela.designerId)?.designerName).toBe('Hirut Bekele');
    expect(parcelOf(q, kemis.designerId)).toMatchObject({ weightGrams: 900, goodsUsdMinor: 4_000, zone: { id: 'europe-uk', nameEn: 'Europe and the UK', nameAm: 'አውሮፓ እና ዩናይትድ ኪንግደም' }, priceUsdMinor: 2_500, free: false, transitMinDays: 5, transitMaxDays: 9 });
    expect(parcelOf(q, netela.designerId)).toMatchObject({ weightGrams: 1_200, goodsUsdMinor: 12_000, priceUsdMinor: 3_500, rateUsdMinor: 3_500, free: false });
    expect(q.shippingUsdMinor).toBe(6_000);
    expect(parcelOf(q, kemis.designerId)?.carriers.map((c) => c.name)).toEqual(['DHL Express', 'EMS Ethiopia']);
  });

  it('to London, free over $250 a parcel whatever it weighs', async () => {
    // Seven kemis: 6,300 g (the open band, $85) and $280 of goods.
    const res = await quote(cast.shopper, { destination: { country: 'GB' }, lines: [{ productId: kemis.id, quantity: 7 }] });
    expect(res.json<Quote>().parcels).toEqual([expect.objectContaining({ weightGrams: 6_300, goodsUsdMinor: 28_000, rateUsdMinor: 8_500, priceUsdMinor: 0, free: true })]);
    expect(res.json<Quote>().shippingUsdMinor).toBe(0);
  });

  it('to Addis Ababa: the city zone; the parcel over $75 ships free, the other pays its band', async () => {
    for (const city of ['Addis Ababa', ' addis  abeba ', 'አዲስ አበባ']) {
      const res = await quote(cast.otherShopper, { destination: { country: 'ET', city }, lines: lines() });
      expect(res.statusCode, res.body).toBe(200);
      const q = res.json<Quote>();
      expect(q.parcels.map((p) => p.designerName)).toEqual(['Selam Tesfaye', 'Hirut Bekele']);
      expect(parcelOf(q, kemis.designerId)).toMatchObject({ zone: { id: 'addis-ababa' }, weightGrams: 900, priceUsdMinor: 300, free: false, transitMinDays: 1, transitMaxDays: 2 });
      expect(parcelOf(q, netela.designerId)).toMatchObject({ zone: { id: 'addis-ababa' }, weightGrams: 1_200, rateUsdMinor: 300, priceUsdMinor: 0, free: true });
      expect(q.shippingUsdMinor).toBe(300);
    }
    // Another Ethiopian town: the rest-of-Ethiopia zone.
    const hawassa = (await quote(null, { destination: { country: 'ET', city: 'Hawassa' }, lines: lines() })).json<Quote>();
    expect(hawassa.parcels.map((p) => [p.zone.id, p.priceUsdMinor])).toEqual([
      ['ethiopia', 600],
      ['ethiopia', 0],
    ]);
  });

  it('says when each parcel arrives, in working days from today in Addis Ababa', async () => {
    const q = (await quote(null, { destination: { country: 'GB' }, lines: lines() })).json<Quote>();
    const [row] = await t.database.db.select({ fulfilment: products.fulfilment, productionDays: products.productionDays }).from(products).where(eq(products.id, kemis.id));
    const expected = arrivalWindow(addisDay(new Date()), readyDays(row!.fulfilment, row!.productionDays), { transitMinDays: 5, transitMaxDays: 9 });
    expect(parcelOf(q, kemis.designerId)?.arrival).toEqual(expected);
    expect(expected.earliest < expected.latest).toBe(true);
  });

  it('is for everyone: a guest, two shoppers, two designers and two admins get the same answer', async () => {
    const answers = new Set<string>();
    for (const who of [null, cast.shopper, cast.otherShopper, cast.selam, cast.hirut, cast.admin, cast.otherAdmin]) {
      const res = await quote(who, { destination: { country: 'US' }, lines: lines() });
      expect(res.statusCode).toBe(200);
      answers.add(JSON.stringify(res.json<Quote>().parcels.map((p) => [p.zone.id, p.priceUsdMinor])));
    }
    expect([...answers]).toEqual([JSON.stringify([['north-america', 2_800], ['north-america', 3_800]])]);
  });

  it('names the lines whose product is unknown or no longer sold', async () => {
    await t.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, netela.id));
    try {
      const res = await quote(null, { destination: { country: 'GB' }, lines: [{ productId: kemis.id, quantity: 1 }, { productId: netela.id, quantity: 1 }, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, { productId: 'not-a-uuid', quantity: 1 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', fields: { 'lines.1': ['PRODUCT_UNAVAILABLE'], 'lines.2': ['PRODUCT_UNAVAILABLE'], 'lines.3': ['PRODUCT_UNAVAILABLE'] } });
      expect(res.json().error.fields['lines.0']).toBeUndefined();
    } finally {
      await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, netela.id));
    }
  });

  it('refuses a request of the wrong shape', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ productId: kemis.id, quantity: 1 }));
    for (const bad of [
      { destination: { country: 'ZZ' }, lines: lines() },
      { destination: { country: 'GB' }, lines: [] },
      { destination: { country: 'GB' }, lines: tooMany },
      { destination: { country: 'GB' }, lines: [{ productId: kemis.id, quantity: 0 }] },
      { destination: { country: 'GB' }, lines: [{ productId: kemis.id, quantity: 1.5 }] },
      { lines: lines() },
    ]) {
      const res = await quote(null, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const malformed = await call(null, { method: 'POST', url: '/api/shipping/quote', headers: { 'content-type': 'application/json' }, payload: '{"destination": {' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('INVALID_JSON');
  });

  it('is rate-limited per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 62; i += 1) codes.push((await t.app.inject({ method: 'POST', url: '/api/shipping/quote', remoteAddress: ip, payload: { destination: { country: 'GB' }, lines: lines() } })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.slice(60)).toEqual([429, 429]);
  });
});

const japan = (over: Partial<ZoneInput> = {}): ZoneInput & { id: string } => ({
  id: 'japan',
  nameEn: 'Japan',
  nameAm: 'ጃፓን',
  countries: ['JP'],
  cities: [],
  bands: [
    { fromGrams: 0, toGrams: 2000, priceUsdMinor: 3_000 },
    { fromGrams: 2000, toGrams: null, priceUsdMinor: 6_000 },
  ],
  transitMinDays: 7,
  transitMaxDays: 12,
  freeOverUsdMinor: null,
  carriers: [{ name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/track?id={tracking}' }],
  ...over,
});

describe('zones in the console', () => {
  const post = (who: Session | null, payload: unknown) => call(who, { method: 'POST', url: '/api/admin/shipping/zones', payload: payload as object });
  const put = (who: Session | null, id: string, payload: unknown) => call(who, { method: 'PUT', url: `/api/admin/shipping/zones/${encodeURIComponent(id)}`, payload: payload as object });
  const del = (who: Session | null, id: string) => call(who, { method: 'DELETE', url: `/api/admin/shipping/zones/${encodeURIComponent(id)}` });
  const order = (who: Session | null, payload: unknown) => call(who, { method: 'PUT', url: '/api/admin/shipping/zone-order', payload: payload as object });

  it('refuses every bad zone with its code, and writes nothing', async () => {
    const band = (fromGrams: number, toGrams: number | null, priceUsdMinor = 1_000) => ({ fromGrams, toGrams, priceUsdMinor });
    const cases: Array<[string, unknown, number, string, string?]> = [
      ['a country another zone has', japan({ countries: ['JP', 'GB'] }), 400, 'ZONE_COUNTRY_OVERLAP', 'countries'],
      ['a second rest of the world', japan({ countries: ['*'] }), 400, 'ZONE_COUNTRY_OVERLAP', 'countries'],
      ['a city another zone has', japan({ countries: ['ET'], cities: ['addis  ababa'] }), 400, 'ZONE_CITY_OVERLAP', 'cities'],
      ['cities outside Ethiopia', japan({ cities: ['Tokyo'] }), 400, 'ZONE_CITIES_OUTSIDE_ETHIOPIA', 'cities'],
      ['an unknown country', japan({ countries: ['XX'] }), 400, 'ZONE_COUNTRY_INVALID', 'countries.0'],
      ['no country', japan({ countries: [] }), 400, 'ZONE_COUNTRIES_REQUIRED', 'countries'],
      ['a gap between bands', japan({ bands: [band(0, 1000), band(1500, null)] }), 400, 'ZONE_BAND_GAP', 'bands.1'],
      ['overlapping bands', japan({ bands: [band(0, 1500), band(1000, null)] }), 400, 'ZONE_BAND_OVERLAP', 'bands.1'],
      ['bands from 100 g', japan({ bands: [band(100, null)] }), 400, 'ZONE_BAND_START', 'bands.0'],
      ['an empty band', japan({ bands: [band(0, 0), band(0, null)] }), 400, 'ZONE_BAND_EMPTY', 'bands.0'],
      ['no band', japan({ bands: [] }), 400, 'ZONE_BANDS_REQUIRED', 'bands'],
      ['a negative rate', japan({ bands: [band(0, 1000, -1), band(1000, null)] }), 400, 'ZONE_RATE_NEGATIVE', 'bands.0'],
      ['a negative weight', japan({ bands: [band(-500, 1000), band(1000, null)] }), 400, 'ZONE_WEIGHT_NEGATIVE', 'bands.0'],
      ['transit longest below shortest', japan({ transitMinDays: 9, transitMaxDays: 3 }), 400, 'ZONE_TRANSIT_INVALID', 'transitMinDays'],
      ['a negative threshold', japan({ freeOverUsdMinor: -100 }), 400, 'ZONE_THRESHOLD_NEGATIVE', 'freeOverUsdMinor'],
      ['an http tracking page', japan({ carriers: [{ name: 'DHL', trackingUrlTemplate: 'http://dhl.com/?t={tracking}' }] }), 400, 'ZONE_CARRIER_URL_INVALID', 'carriers.0.trackingUrlTemplate'],
      ['a script tracking page', japan({ carriers: [{ name: 'DHL', trackingUrlTemplate: 'javascript:alert(1)//{tracking}' }] }), 400, 'ZONE_CARRIER_URL_INVALID', 'carriers.0.trackingUrlTemplate'],
      ['a carrier twice', japan({ carriers: [japan().carriers![0]!, japan().carriers![0]!] }), 400, 'ZONE_CARRIER_DUPLICATE', 'carriers.1.name'],
      ['no Amharic name', japan({ nameAm: '  ' }), 400, 'ZONE_NAME_REQUIRED', 'name'],
      ['an id in use', { ...japan(), id: 'europe-uk' }, 409, 'ZONE_ID_DUPLICATE'],
      ['markup in the English name', japan({ nameEn: '<script>alert(1)</script>Japan' }), 400, 'VALIDATION_FAILED', 'nameEn'],
      ['a tag in the Amharic name', japan({ nameAm: '<b>ጃፓን</b>' }), 400, 'VALIDATION_FAILED', 'nameAm'],
      ['markup in a city', japan({ countries: ['ET'], cities: ['<img src=x onerror=alert(1)>'] }), 400, 'VALIDATION_FAILED', 'cities.0'],
      ['markup in a carrier name', japan({ carriers: [{ name: '<i>DHL</i>', trackingUrlTemplate: 'https://dhl.com/?t={tracking}' }] }), 400, 'VALIDATION_FAILED', 'carriers.0.name'],
      ['an id that is not a slug', { ...japan(), id: 'Japan Zone' }, 400, 'VALIDATION_FAILED', 'id'],
      ['a rate as text', japan({ bands: [{ fromGrams: 0, toGrams: null, priceUsdMinor: '12' as unknown as number }] }), 400, 'VALIDATION_FAILED'],
      ['a fractional rate', japan({ bands: [band(0, null, 12.5)] }), 400, 'VALIDATION_FAILED'],
      ['a weight of a million tons', japan({ bands: [band(0, 2 ** 40), band(2 ** 40, null)] }), 400, 'VALIDATION_FAILED'],
    ];
    const before = await tablesFingerprint(t.database.db);
    for (const [what, payload, status, code, field] of cases) {
      const res = await post(cast.admin, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const error = res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error;
      expect(error.code, what).toBe(code);
      if (field) expect(Object.keys(error.fields ?? {}), what).toContain(field);
      if (code.startsWith('ZONE_') && code !== 'ZONE_ID_DUPLICATE') expect(error.fields?.[field ?? ''], what).toContain(code);
    }
    // The same rules hold for a change: a gap put into Europe's bands is refused, Europe unchanged.
    const europe = (await zones()).find((z) => z.id === 'europe-uk')!;
    const { id: _id, position: _position, ...europeData } = europe;
    const gap = await put(cast.admin, 'europe-uk', { ...europeData, bands: [band(0, 1000), band(2000, null)] });
    expect(gap.json().error.code).toBe('ZONE_BAND_GAP');
    const markup = await put(cast.admin, 'europe-uk', { ...europeData, nameEn: 'Europe<script>x</script>' });
    expect(markup.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { nameEn: ['ZONE_NAME_MARKUP'] } });
    const malformed = await call(cast.admin, { method: 'POST', url: '/api/admin/shipping/zones', headers: { 'content-type': 'application/json' }, payload: '{"id": "japan", "bands": [' });
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'INVALID_JSON']);
    expect((await put(cast.admin, 'atlantis', europeData)).json().error.code).toBe('ZONE_NOT_FOUND');
    expect((await put(cast.admin, 'atlantis', europeData)).statusCode).toBe(404);
    expect((await del(cast.admin, 'atlantis')).statusCode).toBe(404);
    expect((await del(cast.admin, 'x'.repeat(64))).json().error.code).toBe('ZONE_NOT_FOUND');
    expect(await tablesFingerprint(t.database.db)).toBe(before);
  });

  it('adds, changes and deletes a zone, each audited with who and what, and quotes follow', async () => {
    const toTokyo = { destination: { country: 'JP', city: 'Tokyo' }, lines: [{ productId: kemis.id, quantity: 3 }] };
    expect((await quote(null, toTokyo)).json<Quote>().parcels[0]).toMatchObject({ zone: { id: 'rest-of-world' }, weightGrams: 2_700, priceUsdMinor: 7_500 });

    const made = await post(cast.admin, japan());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ zone: ShippingZoneView }>().zone).toMatchObject({ id: 'japan', countries: ['JP'], position: DEFAULT_ZONES.length });
    expect((await zones()).map((z) => z.id)).toContain('japan');
    expect((await quote(null, toTokyo)).json<Quote>().parcels[0]).toMatchObject({ zone: { id: 'japan', nameAm: 'ጃፓን' }, priceUsdMinor: 6_000, transitMinDays: 7, transitMaxDays: 12 });

    const { id: _id, ...data } = japan({ bands: [{ fromGrams: 0, toGrams: 3000, priceUsdMinor: 4_000 }, { fromGrams: 3000, toGrams: null, priceUsdMinor: 7_000 }], freeOverUsdMinor: 10_000 });
    const changed = await put(cast.otherAdmin, 'japan', data);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await quote(null, toTokyo)).json<Quote>().parcels[0]).toMatchObject({ zone: { id: 'japan' }, goodsUsdMinor: 12_000, rateUsdMinor: 4_000, priceUsdMinor: 0, free: true });

    expect((await del(cast.admin, 'japan')).statusCode).toBe(204);
    expect((await del(cast.admin, 'japan')).statusCode).toBe(404);
    expect((await quote(null, toTokyo)).json<Quote>().parcels[0]?.zone.id).toBe('rest-of-world');

    const audit = await auditOf('japan');
    expect(audit.map((a) => [a.kind, a.actorId])).toEqual([
      ['shipping.zone_deleted', cast.admin.userId],
      ['shipping.zone_changed', cast.otherAdmin.userId],
      ['shipping.zone_created', cast.admin.userId],
    ]);
    expect(audit[1]?.before).toMatchObject({ freeOverUsdMinor: null });
    expect(audit[1]?.after).toMatchObject({ freeOverUsdMinor: 10_000 });
    expect(audit[0]?.after).toBeNull();
  });

  it('lists the zones in the order an admin sets, for the console and the shipping page; a stale or malformed list moves nothing', async () => {
    const ids = (await zones()).map((z) => z.id);
    const reversed = [...ids].reverse();
    const moved = await order(cast.admin, { ids: reversed });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ zones: ShippingZoneView[] }>().zones.map((z) => [z.id, z.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect((await zones()).map((z) => z.id)).toEqual(reversed);
    expect((await call(null, { method: 'GET', url: '/api/shipping/zones' })).json<{ zones: Array<{ id: string }> }>().zones.map((z) => z.id)).toEqual(reversed);
    // Matching does not follow the order: Addis Ababa is still its city zone.
    const addis = await quote(null, { destination: { country: 'ET', city: 'Addis Ababa' }, lines: [{ productId: netela.id, quantity: 1 }] });
    expect(addis.json<Quote>().parcels[0]?.zone.id).toBe('addis-ababa');

    const before = await tablesFingerprint(t.database.db);
    for (const stale of [reversed.slice(1), [...reversed, 'japan'], [...reversed.slice(1), reversed[1]!], [...reversed.slice(1), 'nowhere']]) {
      const res = await order(cast.otherAdmin, { ids: stale });
      expect(res.statusCode, JSON.stringify(stale)).toBe(409);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('ZONE_ORDER_STALE');
    }
    for (const bad of [{}, { ids: [] }, { ids: 'addis-ababa' }, { ids: [7] }, { ids: ['x'.repeat(200)] }]) expect((await order(cast.admin, bad)).statusCode).toBe(400);
    expect(await tablesFingerprint(t.database.db)).toBe(before);

    const back = await order(cast.otherAdmin, { ids });
    expect(back.statusCode, back.body).toBe(200);
    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'shipping.zones_reordered')).orderBy(desc(adminAuditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ actorId: cast.otherAdmin.userId, before: reversed, after: ids });
  });

  it('is for admins only: guests 401, two shoppers and two designers 403, nothing written; two admins let in', async () => {
    const town = await townZone(t, cast.admin);
    const before = await tablesFingerprint(t.database.db);
    for (const who of [null, cast.shopper, cast.otherShopper, cast.selam, cast.hirut]) {
      const want = who ? 403 : 401;
      expect((await order(who, { ids: [town] })).statusCode).toBe(want);
      expect((await call(who, { method: 'GET', url: '/api/admin/shipping/zones' })).statusCode).toBe(want);
      expect((await post(who, japan())).statusCode).toBe(want);
      expect((await put(who, town, townZoneBody(town))).statusCode).toBe(want);
      expect((await del(who, town)).statusCode).toBe(want);
    }
    expect(await tablesFingerprint(t.database.db)).toBe(before);
    for (const admin of [cast.admin, cast.otherAdmin]) {
      expect((await call(admin, { method: 'GET', url: '/api/admin/shipping/zones' })).statusCode).toBe(200);
      const id = await townZone(t, admin);
      expect((await put(admin, id, { ...townZoneBody(id), transitMaxDays: 4 })).statusCode).toBe(200);
      expect((await del(admin, id)).statusCode).toBe(204);
    }
    expect((await del(cast.admin, town)).statusCode).toBe(204);
  });
});

// Last: the shop stops shipping to the rest of the world.
describe('without a rest-of-world zone', () => {
  it('a country in no zone is SHIPPING_UNAVAILABLE; listed countries still ship', async () => {
    const cart = { lines: [{ productId: kemis.id, quantity: 1 }, { productId: netela.id, quantity: 1 }] };
    expect((await quote(null, { destination: { country: 'BR' }, ...cart })).statusCode).toBe(200);
    expect((await call(cast.admin, { method: 'DELETE', url: '/api/admin/shipping/zones/rest-of-world' })).statusCode).toBe(204);
    const res = await quote(null, { destination: { country: 'BR', city: 'São Paulo' }, ...cart });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('SHIPPING_UNAVAILABLE');
    expect((await quote(null, { destination: { country: 'KE' }, ...cart })).json<Quote>().parcels.map((p) => p.zone.id)).toEqual(['east-africa', 'east-africa']);
    expect((await auditOf('rest-of-world'))[0]).toMatchObject({ kind: 'shipping.zone_deleted', after: null, before: { countries: ['*'] } });
  });
});
