import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignerLinesPage, DesignerOrderLine, PlaceOrderResult } from '../../../domain/orders/types';
import type { OrderProduction } from '../../../domain/production/api';
import { lineShipments, orderItems, orderStatusEvents, products } from '../../db/schema';
import { signInCast } from '../../test/cast';
import { checkoutPayload, createTestApp, freshIp, mailsTo, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Dispatch (issue 40): the designer who ships a line sees where it goes (from her confirmation
 * until 30 days after delivery, never another designer's), ships with a listed carrier whose
 * tracking page the shopper's order and mail link to, can undo a mistaken shipping for 10 minutes
 * (the test's clock moves), and prints a packing slip. Two designers share one order.
 */
let t: TestApp;
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let clockAt = new Date();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const product = { selam: { id: '', size: '' }, hirut: { id: '', size: '' } };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clockAt });
  ({ shopper, otherShopper, selam, hirut, admin } = await signInCast(t));
  for (const who of ['selam', 'hirut'] as const) {
    const designer = who === 'selam' ? selam : hirut;
    const [row] = await t.database.db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(sql`${products.isActive} and ${products.designerId} = ${designer.userId} and cardinality(${products.sizes}) >= 1`)
      .limit(1);
    if (!row) throw new Error(`${who} needs a product`);
    product[who] = { id: row.id, size: row.sizes[0]! };
    await t.database.db.update(products).set({ stockQuantity: 100, fulfilment: 'ready', productionDays: null }).where(eq(products.id, row.id));
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error;
const move = (who: Session, line: string, status: string) => call(who, { method: 'POST', url: `/api/order-lines/${line}/status`, payload: { status } });
const ship = (who: Session, line: string, payload: object) => call(who, { method: 'POST', url: `/api/order-lines/${line}/ship`, payload });
const undo = (who: Session | null, line: string) => call(who, { method: 'POST', url: `/api/order-lines/${line}/undo` });
const slip = (who: Session | null, order: string, lang = 'en') => call(who, { method: 'GET', url: `/api/designer/orders/${order}/packing-slip.pdf?lang=${lang}` });

/** A pay-on-delivery order by the shopper with one line of Selam's and one of Hirut's, a note for the courier. */
async function twoDesignerOrder(email = `dispatch-${randomUUID().slice(0, 8)}@example.com`, shipping?: Record<string, string>) {
  const res = await call(shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload(
      [
        { productId: product.selam.id, quantity: 1, selectedSize: product.selam.size },
        { productId: product.hirut.id, quantity: 1, selectedSize: product.hirut.size },
      ],
      { deliveryNotes: 'Please call before coming', contact: { email, phone: '+251 91 123 4567' }, ...(shipping ? { shipping } : {}) },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<PlaceOrderResult>().order;
  const lineOf = (designer: Session) => order.lines.find((l) => l.productId === (designer === selam ? product.selam.id : product.hirut.id))!.id;
  return { order, email, selamLine: lineOf(selam), hirutLine: lineOf(hirut) };
}

async function studioLine(who: Session, lineId: string): Promise<DesignerOrderLine> {
  const res = await call(who, { method: 'GET', url: '/api/designer/order-lines' });
  expect(res.statusCode, res.body).toBe(200);
  const line = res.json<DesignerLinesPage>().lines.find((l) => l.id === lineId);
  if (!line) throw new Error('line not in the studio');
  return line;
}

describe('the designer sees where to deliver', () => {
  it('from her confirmation until 30 days after delivery, only for her own line', async () => {
    clockAt = new Date();
    const { order, selamLine, hirutLine } = await twoDesignerOrder();
    const before = await studioLine(selam, selamLine);
    expect(before.shipTo).toBeNull();
    expect(before.shippingCity).toBe('Addis Ababa');
    expect(JSON.stringify(before)).not.toContain('Edna Mall');
    expect(JSON.stringify(before)).not.toContain('+251');

    expect((await move(selam, selamLine, 'confirmed')).statusCode).toBe(200);
    const after = await studioLine(selam, selamLine);
    expect(after.shipTo).toEqual({ fullName: 'Test Shopper', lines: ['Woreda 03', 'Bole', 'Addis Ababa'], landmark: 'Behind Edna Mall', phone: expect.stringContaining('911234567'), city: 'Addis Ababa', country: 'ET' });
    expect(after.deliveryNotes).toBe('Please call before coming');

    // Hirut's line of the same order is still pending: she learns nothing more than the city.
    const hers = await studioLine(hirut, hirutLine);
    expect(hers.shipTo).toBeNull();
    expect(JSON.stringify(hers)).not.toContain('Edna Mall');
    // And Selam's line never appears in Hirut's studio.
    const page = (await call(hirut, { method: 'GET', url: '/api/designer/order-lines' })).json<DesignerLinesPage>();
    expect(page.lines.some((l) => l.id === selamLine)).toBe(false);

    // Delivered (written at the test's clock), then 31 days on: hidden again.
    await t.database.db.update(orderItems).set({ status: 'delivered' }).where(eq(orderItems.id, selamLine));
    await t.database.db.insert(orderStatusEvents).values({ orderId: order.id, orderItemId: selamLine, fromStatus: 'shipped', toStatus: 'delivered', createdAt: clockAt });
    clockAt = new Date(clockAt.getTime() + 29 * DAY);
    expect((await studioLine(selam, selamLine)).shipTo).not.toBeNull();
    clockAt = new Date(clockAt.getTime() + 2 * DAY);
    expect((await studioLine(selam, selamLine)).shipTo).toBeNull();
    expect(errorOf(await slip(selam, order.id)).code).toBe('SHIP_TO_HIDDEN');
    clockAt = new Date();
  });
});

describe('shipping with a carrier, and undoing it', () => {
  it('ships with DHL: the order links to the tracking page and the mail carries it; undone within 10 minutes, shipped again', async () => {
    clockAt = new Date();
    // To London: the parcel was promised Europe's carriers, DHL with the tracking page the zone names.
    const { order, email, selamLine } = await twoDesignerOrder(undefined, { fullName: 'Liya Tesfaye', country: 'GB', city: 'London', addressLine1: '12 Brick Lane', postalCode: 'E1 6RF' });
    for (const s of ['confirmed', 'in_production']) expect((await move(selam, selamLine, s)).statusCode).toBe(200);

    const unknown = await ship(selam, selamLine, { carrier: 'Fedex', trackingNumber: '1234567890' });
    expect(errorOf(unknown)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { carrier: ['CARRIER_UNKNOWN'] } });
    const markup = await ship(selam, selamLine, { carrier: 'DHL Express', trackingNumber: '"><script>alert(1)</script>' });
    expect(errorOf(markup)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { trackingNumber: ['TRACKING_NUMBER_INVALID'] } });

    const shipped = await ship(selam, selamLine, { carrier: 'DHL Express', trackingNumber: '12 3456 7890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const url = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890';
    const read = (await call(shopper, { method: 'GET', url: `/api/orders/${order.id}/production` })).json<OrderProduction>();
    expect(read.lines.find((l) => l.lineId === selamLine)?.shipment).toMatchObject({ carrierId: null, carrier: 'DHL Express', trackingNumber: '1234567890', trackingUrl: url });
    await vi.waitFor(() => expect(mailsTo(t.dataDir, email).some((m) => m.text.includes(url))).toBe(true), { timeout: 5000 });

    // Another designer, a shopper and a guest cannot undo it.
    expect((await undo(hirut, selamLine)).statusCode).toBe(404);
    expect((await undo(shopper, selamLine)).statusCode).toBe(403);
    expect((await undo(null, selamLine)).statusCode).toBe(401);

    clockAt = new Date(Date.now() + 9 * MIN);
    const undone = await undo(selam, selamLine);
    expect(undone.statusCode, undone.body).toBe(200);
    const line = undone.json<DesignerOrderLine>();
    expect(line.status).toBe('in_production');
    expect(line.history.filter((h) => h.lineId === selamLine).map((h) => `${h.to}${h.undo ? ' (undo)' : ''}`).slice(-3)).toEqual(['in_production', 'shipped', 'in_production (undo)']);
    expect(await t.database.db.select().from(lineShipments).where(eq(lineShipments.orderItemId, selamLine))).toHaveLength(0);
    await vi.waitFor(() => expect(mailsTo(t.dataDir, email).some((m) => m.subject.startsWith('Correction to your Tibeb order'))).toBe(true), { timeout: 5000 });
    // The timeline says the step was undone, and no shipment is left on it.
    const after = (await call(shopper, { method: 'GET', url: `/api/orders/${order.id}/production` })).json<OrderProduction>().lines.find((l) => l.lineId === selamLine)!;
    expect(after.shipment).toBeNull();
    expect(after.timeline.some((e) => e.kind === 'status' && e.undo && e.to === 'in_production')).toBe(true);
    // Undoing the undo is not a thing.
    expect(errorOf(await undo(selam, selamLine)).code).toBe('UNDO_NOTHING');

    // Shipped again by hand: no tracking number, no link.
    clockAt = new Date();
    const byHand = await ship(selam, selamLine, { carrier: 'by_hand' });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json<{ line: { shipment: unknown } }>().line.shipment).toMatchObject({ carrierId: 'by_hand', trackingNumber: null, trackingUrl: null });

    // Eleven minutes later it is too late.
    clockAt = new Date(Date.now() + 11 * MIN);
    const late = await undo(selam, selamLine);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('UNDO_EXPIRED');
    expect((await t.database.db.select({ s: orderItems.status }).from(orderItems).where(eq(orderItems.id, selamLine)))[0]!.s).toBe('shipped');
    clockAt = new Date();
  });

  it('an admin may undo a designer’s shipping; a delivery cannot be undone', async () => {
    clockAt = new Date();
    const { selamLine } = await twoDesignerOrder();
    for (const s of ['confirmed', 'in_production']) expect((await move(selam, selamLine, s)).statusCode).toBe(200);
    expect((await ship(selam, selamLine, { carrier: 'Addis courier', trackingNumber: 'AC-2041' })).statusCode).toBe(200);
    const byAdmin = await undo(admin, selamLine);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<DesignerOrderLine>().status).toBe('in_production');
    // An admin's shipping is not the designer's to undo.
    expect((await ship(admin, selamLine, { carrier: 'by_hand' })).statusCode).toBe(200);
    expect(errorOf(await undo(selam, selamLine)).code).toBe('UNDO_NOT_YOURS');

    // Delivered (the shop's own route for an online line writes the ledger; here the line's last move is a delivery).
    await t.database.db.update(orderItems).set({ status: 'delivered' }).where(eq(orderItems.id, selamLine));
    const [item] = await t.database.db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, selamLine));
    await t.database.db.insert(orderStatusEvents).values({ orderId: item!.orderId, orderItemId: selamLine, fromStatus: 'shipped', toStatus: 'delivered', actorUserId: selam.userId, createdAt: new Date() });
    expect(errorOf(await undo(selam, selamLine)).code).toBe('UNDO_NOT_POSSIBLE');
    expect(errorOf(await undo(selam, 'not-a-uuid')).code).toBe('ORDER_LINE_NOT_FOUND');
  });
});

describe('the packing slip', () => {
  it('is a PDF with the order number for the designer of the lines and an admin; 403 for another designer and shoppers', async () => {
    clockAt = new Date();
    const { order, selamLine } = await twoDesignerOrder();
    expect(errorOf(await slip(selam, order.id)).code).toBe('SHIP_TO_HIDDEN');
    expect((await move(selam, selamLine, 'confirmed')).statusCode).toBe(200);
    for (const lang of ['en', 'am-ET']) {
      const res = await slip(selam, order.id, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The document (read back) is titled with the order number; its one page is drawn.
      const doc = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
      expect(doc.getTitle()).toContain(order.orderNumber);
      expect(doc.getPageCount()).toBe(1);
    }
    expect((await slip(admin, order.id)).statusCode).toBe(200);
    // Hirut has a line in the order, but it is pending: nothing to print yet.
    expect(errorOf(await slip(hirut, order.id)).code).toBe('SHIP_TO_HIDDEN');
    const { order: other } = await twoDesignerOrder();
    await t.database.db.delete(orderItems).where(and(eq(orderItems.orderId, other.id), eq(orderItems.productId, product.hirut.id)));
    expect((await slip(hirut, other.id)).statusCode).toBe(403);
    expect(errorOf(await slip(hirut, other.id)).code).toBe('PACKING_SLIP_FORBIDDEN');
    expect((await slip(hirut, randomUUID())).statusCode).toBe(403);
    expect((await slip(shopper, order.id)).statusCode).toBe(403);
    expect((await slip(otherShopper, order.id)).statusCode).toBe(403);
    expect((await slip(null, order.id)).statusCode).toBe(401);
    expect((await slip(selam, '../../etc/passwd')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await slip(selam, order.id, 'fr')).statusCode).toBe(400);
  });
});
