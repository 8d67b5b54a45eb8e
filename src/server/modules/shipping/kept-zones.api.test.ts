import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ZONES } from '../../../domain/shipping/defaults';
import { shippingZones } from '../../db/schema';
import type { ChangeEvent } from '../../plugins/realtime';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createShippingService, ZONES_CACHE_MS } from './service';

/**
 * The zones kept for arrivals, listings and the public quote (issue 40): read once, then served
 * from memory until a `shipping_zones` event (from any instance), a resync of the bus, a zone
 * write through the service, or ZONES_CACHE_MS. A rate changed behind the service's back (as
 * another instance without a working bus would) is therefore not seen until then: that is what
 * shows the zones are kept, and not read again by each reader.
 */

let t: TestApp;
const europe = DEFAULT_ZONES.find((z) => z.id === 'europe-uk')!;
const rateOf = async (service: ReturnType<typeof createShippingService>) => (await service.destinationZone({ country: 'GB' })).zone.bands[0]!.priceUsdMinor;
/** Changes the Europe zone's first band in the database only: no service, no event. */
const setRateBehindTheBack = async (priceUsdMinor: number) => {
  const bands = europe.bands.map((b, i) => (i === 0 ? { ...b, priceUsdMinor } : b));
  await t.database.db.update(shippingZones).set({ bands }).where(eq(shippingZones.id, 'europe-uk'));
};

/** A bus this test drives: events and resyncs as another instance's would arrive. */
function fakeBus() {
  const listeners: ((event: ChangeEvent) => void)[] = [];
  const resyncs: (() => void)[] = [];
  return {
    subscribe: (listener: (event: ChangeEvent) => void) => (listeners.push(listener), () => undefined),
    onResync: (listener: () => void) => (resyncs.push(listener), () => undefined),
    deliver: (event: ChangeEvent) => listeners.forEach((l) => l(event)),
    resync: () => resyncs.forEach((l) => l()),
  };
}
const system = { id: '', email: 'system:kept-zones-test', system: true as const };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the kept zones', () => {
  it('serve from memory until an event, a resync or their age says the zones changed', async () => {
    let clock = 5_000_000;
    const bus = fakeBus();
    const service = createShippingService({ db: t.database.db, audit: t.app.audit, publish: () => undefined, events: bus, now: () => clock });
    const before = europe.bands[0]!.priceUsdMinor;
    expect(await rateOf(service)).toBe(before);

    await setRateBehindTheBack(before + 100);
    expect(await rateOf(service), 'kept: the change is not read again').toBe(before);
    // The public quote reads the same kept zones.
    expect(await rateOf(service)).toBe(before);

    bus.deliver({ topic: 'products', action: 'update' });
    expect(await rateOf(service), 'another topic leaves them').toBe(before);
    bus.deliver({ topic: 'shipping_zones', action: 'update', id: 'europe-uk' });
    expect(await rateOf(service), 'a zone event drops them').toBe(before + 100);

    await setRateBehindTheBack(before + 200);
    clock += ZONES_CACHE_MS - 1;
    expect(await rateOf(service), 'younger than the limit').toBe(before + 100);
    clock += 1;
    expect(await rateOf(service), 'as old as the limit: read again').toBe(before + 200);

    await setRateBehindTheBack(before);
    expect(await rateOf(service)).toBe(before + 200);
    bus.resync();
    expect(await rateOf(service), 'a resync drops them').toBe(before);
  });

  it('a zone written through the service is seen at once, on this instance, without waiting', async () => {
    const clock = 9_000_000;
    const service = createShippingService({ db: t.database.db, audit: t.app.audit, publish: () => undefined, now: () => clock });
    const zone = (await service.listZones()).find((z) => z.id === 'europe-uk')!;
    expect(await rateOf(service)).toBe(zone.bands[0]!.priceUsdMinor);
    const { id: _id, position: _position, ...data } = zone;
    const bands = zone.bands.map((b, i) => (i === 0 ? { ...b, priceUsdMinor: b.priceUsdMinor + 50 } : b));
    await service.updateZone(system, 'europe-uk', { ...data, bands });
    expect(await rateOf(service)).toBe(zone.bands[0]!.priceUsdMinor + 50);
    await service.updateZone(system, 'europe-uk', data);
  });
});
