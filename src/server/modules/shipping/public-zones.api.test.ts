import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicZoneList } from '../../../domain/shipping/api';
import { DEFAULT_ZONES } from '../../../domain/shipping/defaults';
import { signInCast, type Cast } from '../../test/cast';
import { townZone, townZoneBody } from '../../test/shipping-zones';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * GET /api/shipping/zones (issue 40): every zone as the shipping page's table shows it, for
 * anyone, following the console's writes at once; nothing a shopper need not read.
 */

let t: TestApp;
let cast: Cast;

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const list = async (who: Session | null = null) => {
  const res = await call(who, { method: 'GET', url: '/api/shipping/zones' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<PublicZoneList>().zones;
};

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
});
afterAll(async () => {
  await t?.close();
});

describe('the public zone list', () => {
  it('gives a guest and a shopper every default zone in the console’s order: names, bands, transit and threshold only', async () => {
    const zones = await list();
    expect(zones).toEqual(
      DEFAULT_ZONES.map((z) => ({ id: z.id, nameEn: z.nameEn, nameAm: z.nameAm, bands: z.bands, transitMinDays: z.transitMinDays, transitMaxDays: z.transitMaxDays, freeOverUsdMinor: z.freeOverUsdMinor })),
    );
    for (const zone of zones) expect(Object.keys(zone).sort()).toEqual(['bands', 'freeOverUsdMinor', 'id', 'nameAm', 'nameEn', 'transitMaxDays', 'transitMinDays']);
    expect(await list(cast.shopper)).toEqual(zones);
  });

  it('follows an admin’s new zone, changed threshold and deletion at once', async () => {
    const id = await townZone(t, cast.admin);
    expect((await list()).at(-1)).toMatchObject({ id, nameEn: `Town ${id}`, freeOverUsdMinor: null, bands: [{ fromGrams: 0, toGrams: null, priceUsdMinor: 500 }] });

    const changed = await call(cast.admin, { method: 'PUT', url: `/api/admin/shipping/zones/${id}`, payload: { ...townZoneBody(id), freeOverUsdMinor: 12_000, transitMaxDays: 4 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await list()).find((z) => z.id === id)).toMatchObject({ freeOverUsdMinor: 12_000, transitMinDays: 1, transitMaxDays: 4 });

    expect((await call(cast.admin, { method: 'DELETE', url: `/api/admin/shipping/zones/${id}` })).statusCode).toBe(204);
    expect((await list()).map((z) => z.id)).toEqual(DEFAULT_ZONES.map((z) => z.id));
  });
});
