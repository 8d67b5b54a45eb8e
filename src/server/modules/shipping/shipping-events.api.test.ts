import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePayload, encodePayloads } from '../../plugins/pg-events';
import type { ChangeEvent } from '../../plugins/realtime';
import { signInCast, type Cast } from '../../test/cast';
import { townZoneBody } from '../../test/shipping-zones';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Zone writes publish `shipping_zones` change events (issue 40): after the commit, with the
 * zone's id, so response caches and open pages showing rates or arrival windows follow; a refused
 * write publishes nothing. The response cache drops a route cached under the topic.
 */

let t: TestApp;
let cast: Cast;
let heard: ChangeEvent[] = [];
let stop: () => void = () => undefined;

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const zoneEvents = () => heard.filter((e) => e.topic === 'shipping_zones');

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  stop = t.app.events.subscribe((e) => heard.push(e));
});
afterAll(async () => {
  stop();
  await t?.close();
});

describe('zone change events', () => {
  it('adding, changing and deleting a zone each publish one event with its id and action', async () => {
    heard = [];
    const id = `events-${Math.random().toString(36).slice(2, 8)}`;
    expect((await call(cast.admin, { method: 'POST', url: '/api/admin/shipping/zones', payload: { id, ...townZoneBody(id) } })).statusCode).toBe(201);
    expect(zoneEvents()).toEqual([{ topic: 'shipping_zones', action: 'insert', id }]);

    const changed = { ...townZoneBody(id), bands: [{ fromGrams: 0, toGrams: null, priceUsdMinor: 750 }] };
    expect((await call(cast.otherAdmin, { method: 'PUT', url: `/api/admin/shipping/zones/${id}`, payload: changed })).statusCode).toBe(200);
    expect(zoneEvents()).toEqual([
      { topic: 'shipping_zones', action: 'insert', id },
      { topic: 'shipping_zones', action: 'update', id },
    ]);

    expect((await call(cast.admin, { method: 'DELETE', url: `/api/admin/shipping/zones/${id}` })).statusCode).toBe(204);
    expect(zoneEvents().at(-1)).toEqual({ topic: 'shipping_zones', action: 'delete', id });
    // Zones are public knowledge (the quote says them): nobody's private event.
    expect(zoneEvents().every((e) => e.owner === undefined)).toBe(true);
  });

  it('a refused write (a band gap, an unknown id, a non-admin) publishes nothing', async () => {
    const id = `quiet-${Math.random().toString(36).slice(2, 8)}`;
    expect((await call(cast.admin, { method: 'POST', url: '/api/admin/shipping/zones', payload: { id, ...townZoneBody(id) } })).statusCode).toBe(201);
    heard = [];
    const gap = { ...townZoneBody(id), bands: [{ fromGrams: 0, toGrams: 1000, priceUsdMinor: 500 }, { fromGrams: 1500, toGrams: null, priceUsdMinor: 900 }] };
    const refused = await call(cast.admin, { method: 'PUT', url: `/api/admin/shipping/zones/${id}`, payload: gap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'ZONE_BAND_GAP', fields: { 'bands.1': ['ZONE_BAND_GAP'] } } });
    expect((await call(cast.admin, { method: 'DELETE', url: '/api/admin/shipping/zones/no-such-zone' })).statusCode).toBe(404);
    expect((await call(cast.shopper, { method: 'DELETE', url: `/api/admin/shipping/zones/${id}` })).statusCode).toBe(403);
    expect((await call(cast.selam, { method: 'PUT', url: `/api/admin/shipping/zones/${id}`, payload: townZoneBody(id) })).statusCode).toBe(403);
    expect(zoneEvents()).toEqual([]);
  });

  it('the topic travels between instances like every other (the NOTIFY wire format accepts it)', () => {
    const event: ChangeEvent = { topic: 'shipping_zones', action: 'update', id: 'europe' };
    expect(decodePayload(encodePayloads('a', [event])[0]!)?.events).toEqual([event]);
  });
});
