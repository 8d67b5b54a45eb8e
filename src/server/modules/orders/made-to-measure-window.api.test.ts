import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, DesignerLinesPage, OrderParcelView, OrderView, PlaceOrderResult } from '../../../domain/orders/types';
import { arrivalWindow, readyWindow } from '../../../domain/shipping/parcels';
import { addWorkingDays } from '../../../domain/shipping/working-days';
import { products } from '../../db/schema';
import { signInCast, stockedProductOf, type Cast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * A made-to-measure parcel's window follows the measurements (issue 40): placed on Tue 10 March
 * 2026 (Addis Ababa), a piece of 14 working days is promised from the order day; while Selam has
 * not accepted the measurements its current window counts from each new day and says it waits;
 * once she accepts (a week and two days later) it counts from that day, the promise unchanged.
 * The shopper, the admin and Selam's studio read the same dates. The clock is the test's.
 */
let t: TestApp;
let cast: Cast;
let product = { id: '' };
let clockAt = new Date('2026-03-10T07:00:00Z');
const PRODUCTION_DAYS = 14;
const at = (day: string) => new Date(`${day}T07:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clockAt });
  cast = await signInCast(t);
  product = await stockedProductOf(t, cast.selam.userId);
  await t.database.db.update(products).set({ fulfilment: 'made_to_measure', productionDays: PRODUCTION_DAYS }).where(eq(products.id, product.id));
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const estimate = { source: 'smart_estimate', category: 'women', measurements: { height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 }, confidence: 0.7 };

/** A pay-on-delivery order to Addis Ababa (Selam is told at once) of the made-to-measure piece with measurements. */
async function place(): Promise<{ order: OrderView; line: string }> {
  const res = await call(cast.shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload([{ productId: product.id, quantity: 1, aiMeasurements: estimate }], { includeMeasurements: true, measurementConsent: true }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order } = res.json<PlaceOrderResult>();
  return { order, line: order.lines[0]!.id };
}

async function parcelAs(who: Session, orderId: string): Promise<OrderParcelView> {
  const res = await call(who, { method: 'GET', url: who === cast.admin ? `/api/admin/orders/${orderId}` : `/api/orders/${orderId}` });
  expect(res.statusCode, res.body).toBe(200);
  const order = who === cast.admin ? res.json<AdminOrderDetail>() : res.json<OrderView>();
  expect(order.parcels).toHaveLength(1);
  return order.parcels[0]!;
}

async function studioLine(lineId: string) {
  const res = await call(cast.selam, { method: 'GET', url: '/api/designer/order-lines' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DesignerLinesPage>().lines.find((l) => l.id === lineId);
}

const accept = (lineId: string) => call(cast.selam, { method: 'POST', url: `/api/order-lines/${lineId}/measurement-review/accept`, payload: {} });
const days = { min: PRODUCTION_DAYS, max: PRODUCTION_DAYS };

describe('the current window of a made-to-measure parcel', () => {
  it('slides while the measurements wait, then counts from their acceptance; the promise stays', async () => {
    clockAt = at('2026-03-10');
    const { order, line } = await place();
    const placed = order.parcels[0]!;
    const transit = { transitMinDays: placed.transitMinDays, transitMaxDays: placed.transitMaxDays };
    const promised = arrivalWindow('2026-03-10', days, transit);
    expect(placed).toMatchObject({ promised, ready: readyWindow('2026-03-10', days), current: promised, awaitingMeasurements: true, late: false });

    // A week later, not yet accepted: the production time counts from today.
    clockAt = at('2026-03-17');
    const waiting = await parcelAs(cast.shopper, order.id);
    expect(waiting).toMatchObject({ promised, awaitingMeasurements: true, late: false, current: arrivalWindow('2026-03-17', days, transit) });
    expect(waiting.current!.earliest > promised.earliest).toBe(true);
    expect(await parcelAs(cast.admin, order.id)).toEqual(waiting);

    // Accepted on Thu 19 March: from then on the window counts from that day, whatever day it is read.
    clockAt = at('2026-03-19');
    const accepted = await accept(line);
    expect(accepted.statusCode, accepted.body).toBe(200);
    clockAt = at('2026-03-25');
    const moved = arrivalWindow('2026-03-19', days, transit);
    const now = await parcelAs(cast.shopper, order.id);
    expect(now).toMatchObject({ promised, ready: placed.ready, current: moved, awaitingMeasurements: false, late: false });
    expect(await parcelAs(cast.admin, order.id)).toEqual(now);

    // Selam's studio: her ready-by date is the day the shopper's parcel is expected to leave.
    const studio = await studioLine(line);
    expect(studio?.readyBy).toBe(readyWindow('2026-03-19', days).latest);
    expect(addWorkingDays(studio!.readyBy!, transit.transitMaxDays)).toBe(now.current!.latest);
    expect(studio?.late).toBe(false);

    // Read again weeks on, the same: an accepted window no longer slides (late once past it, as before).
    clockAt = at(readyWindow('2026-03-19', days).latest);
    expect((await parcelAs(cast.shopper, order.id)).current).toEqual(moved);
    clockAt = at(addWorkingDays(readyWindow('2026-03-19', days).latest, 2));
    expect(await parcelAs(cast.shopper, order.id)).toMatchObject({ late: true, promised });
  });

  it('accepted on the order day, is the promise itself', async () => {
    clockAt = at('2026-04-01');
    const { order, line } = await place();
    expect((await accept(line)).statusCode).toBe(200);
    clockAt = at('2026-04-03');
    const parcel = await parcelAs(cast.shopper, order.id);
    expect(parcel).toMatchObject({ awaitingMeasurements: false, late: false, current: parcel.promised });
    expect(parcel.promised).toEqual(order.parcels[0]!.promised);
  });
});
