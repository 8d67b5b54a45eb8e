import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineProduction, OrderProduction, ProductionUpdateResult } from '../../../domain/production/api';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import { adminAuditLog, lineShipments, orderItems, orderParcels, productionPhotos, productionUpdates, products } from '../../db/schema';
import type { ChangeEvent } from '../../plugins/realtime-bus';
import { signInCast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, multipartBody, samplePhoto, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * The garment takes shape (issue 38): progress updates with photos and notes, shipping with a
 * carrier and tracking number, the finished-photo rule for made-to-measure lines, and who may
 * do and read what (two shoppers, two designers, a guest with and without the order's token, an
 * admin). Selam makes one garment to measure and sells one ready-made; Hirut is the other designer.
 */
let t: TestApp;
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
const product = { tailored: { id: '', size: '' }, ready: { id: '', size: '' } };
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  ({ shopper, otherShopper, selam, hirut, admin } = await signInCast(t));
  const rows = await t.database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and ${products.designerId} = ${selam.userId} and cardinality(${products.sizes}) >= 1`)
    .limit(2);
  if (rows.length < 2) throw new Error('Selam needs two products');
  product.tailored = { id: rows[0]!.id, size: rows[0]!.sizes[0]! };
  product.ready = { id: rows[1]!.id, size: rows[1]!.sizes[0]! };
  await t.database.db.update(products).set({ stockQuantity: 100, fulfilment: 'made_to_measure', productionDays: 14 }).where(eq(products.id, product.tailored.id));
  await t.database.db.update(products).set({ stockQuantity: 100, fulfilment: 'ready', productionDays: null }).where(eq(products.id, product.ready.id));
  jpeg = await samplePhoto(1200, 1600);
});
afterAll(async () => {
  await t?.close();
});

const london = { fullName: 'Liya Tesfaye', country: 'GB', city: 'London', addressLine1: '12 Brick Lane', postalCode: 'E1 6RF' };
const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error;

/** A pay-on-delivery order of one of Selam's garments (by `who`, or a guest), moved on to in production by her. */
async function orderInProduction(kind: 'tailored' | 'ready', who: Session | null = shopper, shipping?: Record<string, string>): Promise<{ order: PlaceOrderResult['order']; token: string | null; line: string }> {
  const res = await call(who, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload([{ productId: product[kind].id, quantity: 1, selectedSize: product[kind].size }], shipping ? { shipping } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<PlaceOrderResult>();
  const line = placed.order.lines[0]!.id;
  for (const status of ['confirmed', 'in_production']) {
    const moved = await call(selam, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { order: placed.order, token: placed.accessToken ?? null, line };
}

const postUpdate = (who: Session | null, line: string, payload: unknown) => call(who, { method: 'POST', url: `/api/order-lines/${line}/production-updates`, payload: payload as object });
const postPhoto = (who: Session | null, update: string, file: { data: Buffer; name: string; type: string } = { data: jpeg, name: 'kemis.jpg', type: 'image/jpeg' }) =>
  call(who, { method: 'POST', url: `/api/production-updates/${update}/photos`, ...multipartBody(file) });
const ship = (who: Session | null, line: string, payload: unknown) => call(who, { method: 'POST', url: `/api/order-lines/${line}/ship`, payload: payload as object });
const readOrder = (who: Session | null, orderId: string, token?: string) =>
  call(who, { method: 'GET', url: `/api/orders/${orderId}/production`, ...(token !== undefined ? { headers: { 'x-order-token': token } } : {}) });
const lineOf = (body: OrderProduction, lineId: string): LineProduction => body.lines.find((l) => l.lineId === lineId)!;
const filesOf = (lineId: string): string[] => {
  const dir = path.join(t.dataDir, 'storage', 'production', lineId);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.webp')) : [];
};
const rowsOf = {
  updates: (lineId: string) => t.database.db.select().from(productionUpdates).where(eq(productionUpdates.orderItemId, lineId)),
  photos: (updateId: string) => t.database.db.select().from(productionPhotos).where(eq(productionPhotos.updateId, updateId)),
  shipments: (lineId: string) => t.database.db.select().from(lineShipments).where(eq(lineShipments.orderItemId, lineId)),
  status: async (lineId: string) => (await t.database.db.select({ s: orderItems.status }).from(orderItems).where(eq(orderItems.id, lineId)))[0]!.s,
};

async function newUpdate(line: string, step: 'in_production' | 'ready_to_ship', note: string | null = null): Promise<string> {
  const res = await postUpdate(selam, line, { step, note });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductionUpdateResult>().update.id;
}

describe('the designer posts updates with photos, and the shopper sees them', () => {
  it('shows a note and a cleaned photo on the order, with the ready-by day, and publishes a change', async () => {
    const { order, line } = await orderInProduction('tailored');
    const heard: ChangeEvent[] = [];
    const stop = t.app.events.subscribe((e) => heard.push(e));
    const res = await postUpdate(selam, line, { step: 'in_production', note: 'Cutting the cloth today; the tibeb border is woven.' });
    expect(res.statusCode, res.body).toBe(201);
    const update = res.json<ProductionUpdateResult>().update;
    expect(update).toMatchObject({ step: 'in_production', note: 'Cutting the cloth today; the tibeb border is woven.', photos: [], by: 'designer' });
    const photo = await postPhoto(selam, update.id);
    expect(photo.statusCode, photo.body).toBe(201);
    stop();
    expect(heard.filter((e) => e.topic === 'orders')).toHaveLength(2);
    expect(heard.every((e) => e.owner === undefined && e.id === undefined)).toBe(true);

    const read = await readOrder(shopper, order.id);
    expect(read.statusCode, read.body).toBe(200);
    const view = lineOf(read.json<OrderProduction>(), line);
    expect(view).toMatchObject({ status: 'in_production', madeToMeasure: true, shipment: null, finishedPhotos: 0 });
    expect(view.readyBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const entries = view.timeline;
    expect(entries.map((e) => (e.kind === 'status' ? `status:${e.to}` : e.kind))).toEqual(['status:pending', 'status:confirmed', 'status:in_production', 'update']);
    const shown = entries.find((e) => e.kind === 'update');
    if (shown?.kind !== 'update') throw new Error('no update');
    expect(shown.update.photos).toHaveLength(1);
    const stored = shown.update.photos[0]!;
    expect(stored).toMatchObject({ width: 1200, height: 1600 });
    expect(stored.thumbUrl).toMatch(/^\/img\/480\/production\//);
    // The stored file is the pipeline's WebP, without metadata.
    const file = await call(null, { method: 'GET', url: stored.url });
    expect(file.statusCode).toBe(200);
    const { default: sharp } = await import('sharp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(filesOf(line)).toHaveLength(1);
  });

  it('keeps an update to three photos: the fourth is refused and leaves no file or row', async () => {
    const { line } = await orderInProduction('tailored');
    const update = await newUpdate(line, 'ready_to_ship');
    for (let i = 0; i < 3; i += 1) expect((await postPhoto(selam, update)).statusCode).toBe(201);
    const fourth = await postPhoto(selam, update);
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).code).toBe('PRODUCTION_PHOTOS_TOO_MANY');
    expect(await rowsOf.photos(update)).toHaveLength(3);
    expect(filesOf(line)).toHaveLength(3);
  });

  it('keeps the limit when four photos race for the last places of an update', async () => {
    const { line } = await orderInProduction('ready');
    const update = await newUpdate(line, 'in_production');
    const answers = await Promise.all([0, 1, 2, 3].map(() => postPhoto(selam, update)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect(errorOf(answers.find((a) => a.statusCode === 409)!).code).toBe('PRODUCTION_PHOTOS_TOO_MANY');
    expect((await rowsOf.photos(update)).map((p) => p.position).sort()).toEqual([0, 1, 2]);
    expect(filesOf(line)).toHaveLength(3);
  });

  it('refuses a renamed executable and a file named like one, leaving nothing behind', async () => {
    const { line } = await orderInProduction('tailored');
    const update = await newUpdate(line, 'in_production');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2048, 0x41)]);
    const renamed = await postPhoto(selam, update, { data: exe, name: 'kemis.jpg', type: 'image/jpeg' });
    expect(renamed.statusCode).toBe(400);
    expect(errorOf(renamed).code).toBe('IMAGE_UNREADABLE');
    const named = await postPhoto(selam, update, { data: exe, name: 'kemis.exe', type: 'application/octet-stream' });
    expect(named.statusCode).toBe(400);
    expect(errorOf(named).code).toMatch(/^[A-Z_]+$/);
    expect(await rowsOf.photos(update)).toHaveLength(0);
    expect(filesOf(line)).toHaveLength(0);
  });

  it('stores hostile note text cleaned, refuses a note too long, NUL bytes, a step shipping owns and a line not in production', async () => {
    const { order, line } = await orderInProduction('tailored');
    const hostile = await postUpdate(selam, line, { step: 'in_production', note: 'Hem done <img src=x onerror=alert(1)><script>alert(2)</script>' });
    expect(hostile.statusCode, hostile.body).toBe(201);
    const note = hostile.json<ProductionUpdateResult>().update.note ?? '';
    expect(note).toContain('Hem done');
    expect(note).not.toMatch(/<script|onerror=/i);

    const long = await postUpdate(selam, line, { step: 'in_production', note: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { note: ['PRODUCTION_NOTE_TOO_LONG'] } });
    const nul = await postUpdate(selam, line, { step: 'in_production', note: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul).code).toBe('INVALID_CHARACTERS');
    const shipped = await postUpdate(selam, line, { step: 'shipped' });
    expect(errorOf(shipped)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { step: ['PRODUCTION_STEP_INVALID'] } });
    const malformed = await call(selam, { method: 'POST', url: `/api/order-lines/${line}/production-updates`, headers: { 'content-type': 'application/json' }, payload: '{"step":' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('INVALID_JSON');
    expect(await rowsOf.updates(line)).toHaveLength(1);

    // A line not yet in production takes no update.
    const early = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload([{ productId: product.ready.id, quantity: 1, selectedSize: product.ready.size }]) });
    const pendingLine = early.json<PlaceOrderResult>().order.lines[0]!.id;
    const refused = await postUpdate(selam, pendingLine, { step: 'in_production' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PRODUCTION_STEP_INVALID');
    expect(await rowsOf.updates(pendingLine)).toHaveLength(0);
    expect(order.id).toBeTruthy();
  });
});

describe('shipping', () => {
  it('refuses a made-to-measure line without a finished photo, by either route, and writes nothing', async () => {
    const { line } = await orderInProduction('tailored');
    // A photo of the work in progress is not the finished garment.
    const progress = await newUpdate(line, 'in_production');
    expect((await postPhoto(selam, progress)).statusCode).toBe(201);

    const refused = await ship(selam, line, { carrier: 'Addis courier', trackingNumber: 'AC 123 456' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('FINISHED_PHOTO_REQUIRED');
    const byStatus = await call(selam, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status: 'shipped' } });
    expect(byStatus.statusCode).toBe(409);
    expect(errorOf(byStatus).code).toBe('FINISHED_PHOTO_REQUIRED');
    expect(await rowsOf.status(line)).toBe('in_production');
    expect(await rowsOf.shipments(line)).toHaveLength(0);
    expect((await rowsOf.updates(line)).map((u) => u.step)).toEqual(['in_production']);
  });

  it('ships once the finished garment is shown: the shipment and the move together, and the shopper reads carrier and tracking', async () => {
    const { order, line } = await orderInProduction('tailored', shopper, london);
    const finished = await newUpdate(line, 'ready_to_ship', 'Finished and pressed.');
    expect((await postPhoto(selam, finished)).statusCode).toBe(201);

    // The parcel to London was promised Europe's carriers at checkout: the form offers those, and by hand.
    const before = (await call(selam, { method: 'GET', url: `/api/order-lines/${line}/production` })).json<{ line: LineProduction }>().line;
    expect(before.carriers.map((c) => c.id)).toEqual(['DHL Express', 'EMS Ethiopia', 'by_hand']);
    expect(before.zone).toEqual({ nameEn: 'Europe and the UK', nameAm: 'አውሮፓ እና ዩናይትድ ኪንግደም' });
    // A carrier of the standard list that this zone does not name is not this parcel's.
    const listed = await ship(selam, line, { carrier: 'ems_ethiopia', trackingNumber: 'EE123456789ET' });
    expect(errorOf(listed)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { carrier: ['CARRIER_UNKNOWN'] } });

    const res = await ship(selam, line, { carrier: 'EMS Ethiopia', trackingNumber: 'ee 123 456 789 et', note: 'Wrapped in netela cloth.' });
    expect(res.statusCode, res.body).toBe(200);
    const shippedLine = res.json<{ line: LineProduction }>().line;
    // The tracking page is the one the zone names (the admin's), kept with the shipment.
    const page = 'https://www.ethiopost.et/track?number=EE123456789ET';
    expect(shippedLine).toMatchObject({ status: 'shipped', finishedPhotos: 1, shipment: { carrierId: null, carrier: 'EMS Ethiopia', trackingNumber: 'EE123456789ET', trackingUrl: page } });
    expect((await t.database.db.select().from(lineShipments).where(eq(lineShipments.orderItemId, line)))[0]).toMatchObject({ carrier: 'EMS Ethiopia', trackingUrl: page });
    expect(shippedLine.timeline.map((e) => (e.kind === 'status' ? `status:${e.to}` : e.kind === 'update' ? `update:${e.update.step}` : e.kind))).toEqual([
      'status:pending',
      'status:confirmed',
      'status:in_production',
      'update:ready_to_ship',
      'status:shipped',
      'update:shipped',
      'shipment',
    ]);

    const seen = lineOf((await readOrder(shopper, order.id)).json<OrderProduction>(), line);
    expect(seen.shipment).toMatchObject({ carrier: 'EMS Ethiopia', trackingNumber: 'EE123456789ET', trackingUrl: page });

    // Shipping twice is refused by the orders feature's rules, and writes no second shipment.
    const again = await ship(selam, line, { carrier: 'DHL Express', trackingNumber: '1234567890' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('STATUS_TRANSITION_INVALID');
    expect(await rowsOf.shipments(line)).toHaveLength(1);
    // Updates stop once the garment left.
    expect(errorOf(await postUpdate(selam, line, { step: 'ready_to_ship' })).code).toBe('PRODUCTION_STEP_INVALID');
    expect(errorOf(await postPhoto(selam, finished)).code).toBe('PRODUCTION_STEP_INVALID');
  });

  it('ships a ready-made line without a photo; a bad tracking number or a missing carrier is refused with nothing written', async () => {
    const { line } = await orderInProduction('ready');
    const bad = await ship(selam, line, { carrier: '', trackingNumber: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { carrier: ['CARRIER_REQUIRED'], trackingNumber: ['TRACKING_NUMBER_INVALID'] } });
    const huge = await ship(selam, line, { carrier: 'Addis courier', trackingNumber: 9e99 });
    expect(huge.statusCode).toBe(400);
    const unknown = await ship(selam, line, { carrier: 'Posta', trackingNumber: 'RR123456785ET' });
    expect(errorOf(unknown)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { carrier: ['CARRIER_UNKNOWN'] } });
    const markup = await ship(selam, line, { carrier: 'Addis courier', trackingNumber: '<b>1234</b>' });
    expect(errorOf(markup)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { trackingNumber: ['TRACKING_NUMBER_INVALID'] } });
    // The Addis zone's courier has a tracking page, so a number.
    const missing = await ship(selam, line, { carrier: 'Addis courier' });
    expect(errorOf(missing)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { trackingNumber: ['TRACKING_NUMBER_REQUIRED'] } });
    expect(await rowsOf.status(line)).toBe('in_production');
    expect(await rowsOf.shipments(line)).toHaveLength(0);
    const ok = await ship(selam, line, { carrier: 'Addis courier', trackingNumber: 'AC-2041' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowsOf.status(line)).toBe('shipped');
  });

  it("keeps the carriers a parcel was promised when the zone changes, and gives a line placed without a parcel the standard list", async () => {
    const { line, order } = await orderInProduction('ready');
    // An admin replaces the Addis zone's courier after the order: this parcel keeps the one it was promised.
    const zones = await call(admin, { method: 'GET', url: '/api/admin/shipping/zones' });
    expect(zones.statusCode, zones.body).toBe(200);
    const { zones: all } = zones.json<{ zones: Array<{ id: string; carriers: Array<{ name: string; trackingUrlTemplate: string }> } & Record<string, unknown>> }>();
    const addis = all.find((z) => z.id === 'addis-ababa')!;
    // A courier without a tracking page (the zone form's empty address).
    const put = await call(admin, { method: 'PUT', url: `/api/admin/shipping/zones/addis-ababa`, payload: { ...addis, carriers: [{ name: 'Bole runner', trackingUrlTemplate: '' }] } });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const view = (await call(selam, { method: 'GET', url: `/api/order-lines/${line}/production` })).json<{ line: LineProduction }>().line;
      expect(view.carriers.map((c) => c.id)).toEqual(['Addis courier', 'by_hand']);
      expect(errorOf(await ship(selam, line, { carrier: 'Bole runner' }))).toMatchObject({ fields: { carrier: ['CARRIER_UNKNOWN'] } });

      // An order placed now is promised the runner, who may carry it without a number.
      const later = await orderInProduction('ready');
      const promised = (await call(selam, { method: 'GET', url: `/api/order-lines/${later.line}/production` })).json<{ line: LineProduction }>().line;
      expect(promised.carriers.map((c) => [c.id, c.trackingNumber])).toEqual([['Bole runner', 'optional'], ['by_hand', 'none']]);
      const ran = await ship(selam, later.line, { carrier: 'Bole runner', trackingNumber: '' });
      expect(ran.statusCode, ran.body).toBe(200);
      expect(ran.json<{ line: LineProduction }>().line.shipment).toMatchObject({ carrierId: null, carrier: 'Bole runner', trackingNumber: null, trackingUrl: null });
    } finally {
      expect((await call(admin, { method: 'PUT', url: `/api/admin/shipping/zones/addis-ababa`, payload: addis })).statusCode).toBe(200);
    }

    // An order placed before zones kept no parcel: the standard list, and its tracking page is the list's.
    await t.database.db.delete(orderParcels).where(eq(orderParcels.orderId, order.id));
    const legacy = (await call(selam, { method: 'GET', url: `/api/order-lines/${line}/production` })).json<{ line: LineProduction }>().line;
    expect(legacy.carriers.map((c) => c.id)).toEqual(['dhl_express', 'ems_ethiopia', 'addis_courier', 'by_hand']);
    expect(legacy.zone).toBeNull();
    const shipped = await ship(selam, line, { carrier: 'dhl_express', trackingNumber: '12 3456 7890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ line: LineProduction }>().line.shipment).toMatchObject({ carrierId: 'dhl_express', carrier: 'DHL Express', trackingUrl: 'https://www.dhl.com/et-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890' });
    // A shipment written before its page was kept (migration 0037) builds it again from the list.
    await t.database.db.update(lineShipments).set({ trackingUrl: null }).where(eq(lineShipments.orderItemId, line));
    const read = lineOf((await readOrder(shopper, order.id)).json<OrderProduction>(), line);
    expect(read.shipment?.trackingUrl).toBe('https://www.dhl.com/et-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890');
  });
});

describe('who may do and read what', () => {
  it('lets only the line\'s designer and an admin write; the other designer, shoppers and guests are refused and nothing is written', async () => {
    const { line } = await orderInProduction('tailored');
    const update = await newUpdate(line, 'ready_to_ship');
    for (const [who, status, code] of [
      [hirut, 404, 'ORDER_LINE_NOT_FOUND'],
      [shopper, 403, null],
      [otherShopper, 403, null],
      [null, 401, null],
    ] as const) {
      const res = await postUpdate(who, line, { step: 'in_production', note: 'not mine' });
      expect(res.statusCode).toBe(status);
      if (code) expect(errorOf(res).code).toBe(code);
      expect((await ship(who, line, { carrier: 'Addis courier', trackingNumber: 'AC-2041' })).statusCode).toBe(status);
      const photo = await postPhoto(who, update);
      expect(photo.statusCode).toBe(status);
      if (code) expect(errorOf(photo).code).toBe('PRODUCTION_UPDATE_NOT_FOUND');
      expect((await call(who, { method: 'GET', url: `/api/order-lines/${line}/production` })).statusCode).toBe(status);
    }
    expect(await rowsOf.updates(line)).toHaveLength(1);
    expect(await rowsOf.photos(update)).toHaveLength(0);
    expect(filesOf(line)).toHaveLength(0);
    expect(await rowsOf.shipments(line)).toHaveLength(0);

    // Unknown and malformed ids are not found.
    expect(errorOf(await postUpdate(selam, randomUUID(), { step: 'in_production' })).code).toBe('ORDER_LINE_NOT_FOUND');
    expect(errorOf(await postUpdate(selam, 'not-an-id', { step: 'in_production' })).code).toBe('ORDER_LINE_NOT_FOUND');
    expect(errorOf(await postPhoto(selam, randomUUID())).code).toBe('PRODUCTION_UPDATE_NOT_FOUND');
    expect(errorOf(await call(selam, { method: 'GET', url: `/api/order-lines/${randomUUID()}/production` })).code).toBe('ORDER_LINE_NOT_FOUND');

    // An admin posts as Tibeb support, audited; and may ship.
    const byAdmin = await postUpdate(admin, line, { step: 'ready_to_ship', note: 'Photo sent by the designer over the phone.' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const adminUpdate = byAdmin.json<ProductionUpdateResult>().update;
    expect(adminUpdate.by).toBe('admin');
    expect((await postPhoto(admin, adminUpdate.id)).statusCode).toBe(201);
    expect((await ship(admin, line, { carrier: 'by_hand' })).statusCode).toBe(200);
    const audited = await t.database.db.select({ kind: adminAuditLog.kind }).from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'order_item'), eq(adminAuditLog.targetId, line)));
    expect(audited.map((a) => a.kind).sort()).toEqual(['production.photo_added', 'production.shipped', 'production.update_added']);
  });

  it('shows the timeline to the order\'s shopper, an admin and a guest with the token; nobody else', async () => {
    const mine = await orderInProduction('ready');
    await newUpdate(mine.line, 'in_production', 'Started.');
    expect((await readOrder(shopper, mine.order.id)).statusCode).toBe(200);
    expect((await readOrder(admin, mine.order.id)).statusCode).toBe(200);
    for (const who of [otherShopper, selam, hirut, null]) {
      const res = await readOrder(who, mine.order.id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('ORDER_NOT_FOUND');
    }
    // The designer reads her own line in the studio; the other designer cannot.
    expect((await call(selam, { method: 'GET', url: `/api/order-lines/${mine.line}/production` })).statusCode).toBe(200);
    expect((await call(hirut, { method: 'GET', url: `/api/order-lines/${mine.line}/production` })).statusCode).toBe(404);

    const guest = await orderInProduction('ready', null);
    expect(guest.token).toBeTruthy();
    const withToken = await readOrder(null, guest.order.id, guest.token!);
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(withToken.json<OrderProduction>().lines).toHaveLength(1);
    expect((await readOrder(null, guest.order.id)).statusCode).toBe(404);
    expect((await readOrder(null, guest.order.id, 'forged-token')).statusCode).toBe(404);
    // Another order's token opens only that order.
    expect((await readOrder(null, mine.order.id, guest.token!)).statusCode).toBe(404);
    expect((await readOrder(null, 'not-an-id')).statusCode).toBe(404);
  });
});
