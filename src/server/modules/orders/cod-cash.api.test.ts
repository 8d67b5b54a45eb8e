import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import type { AdminOrderDetail, CodCashResult, LineCash } from '../../../domain/orders/api';
import type { DesignerOrderLine, OrderView, PlaceOrderResult } from '../../../domain/orders/types';
import { adminAuditLog, codCollections, ledgerEntries, orders, products } from '../../db/schema';
import { signInCast, stockedProductOf } from '../../test/cast';
import { createPaymentsTestApp } from '../../test/payments-app';
import { checkoutPayload, freshIp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Cash on delivery, recorded (issue 37; docs/decisions/032): a pay-on-delivery order of two
 * designers' garments in Addis Ababa, charged in birr. Each designer records the cash of her own
 * line when she delivers it; the order is paid once both have; a double click writes once; a
 * shortfall; a refused parcel back in stock or written off; the ledger's cod_commission for
 * delivered lines only; an online order takes no cash record; who may record (two designers, two
 * customers, a guest, two admins).
 */
let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-fake-key', webhookSecret: 'chapa-webhook-secret' });
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let otherAdmin: Session;
const productOf = { selam: { id: '', size: '' }, hirut: { id: '', size: '' } };

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa });
  ({ shopper, otherShopper, selam, hirut, admin, otherAdmin } = await signInCast(t));
  const sized = async (designerId: string) => {
    const product = await stockedProductOf(t, designerId);
    return { id: product.id, size: product.sizes[0] ?? '' };
  };
  productOf.selam = await sized(selam.userId);
  productOf.hirut = await sized(hirut.userId);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function place(who: { selam?: number; hirut?: number }, over: Record<string, unknown> = {}): Promise<PlaceOrderResult> {
  const lines = (['selam', 'hirut'] as const).flatMap((d) => {
    const quantity = who[d];
    return quantity ? [{ productId: productOf[d].id, quantity, selectedSize: productOf[d].size }] : [];
  });
  const res = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload(lines, over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}
const lineOf = (placed: PlaceOrderResult, designer: 'selam' | 'hirut') => placed.order.lines.find((l) => l.productId === productOf[designer].id)!.id;

async function ship(designer: Session, lineId: string) {
  for (const status of ['confirmed', 'in_production', 'shipped']) {
    const res = await call(designer, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const recordCash = (who: Session | null, lineId: string, payload: Record<string, unknown>) => call(who, { method: 'POST', url: `/api/order-lines/${lineId}/cash`, payload });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const entriesOf = (orderId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const recordsOf = (orderId: string) => t.database.db.select().from(codCollections).where(eq(codCollections.orderId, orderId));
const stockOf = async (productId: string) => (await t.database.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]!.n;
const cashOf = async (who: Session, lineId: string): Promise<LineCash> => {
  const res = await call(who, { method: 'GET', url: '/api/designer/order-lines' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ lines: DesignerOrderLine[] }>().lines.find((l) => l.id === lineId)!.cash!;
};
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; fields?: Record<string, string[]> } }>().error;

describe('a pay-on-delivery order of two designers, each recording her own cash', () => {
  it('is paid only once both lines have their cash; a designer cannot record the other line; a double click writes once', async () => {
    const placed = await place({ selam: 1, hirut: 1 });
    const order = await orderRow(placed.order.id);
    expect(order).toMatchObject({ paymentMethod: 'cod', chargeCurrency: 'ETB', paymentStatus: 'unpaid' });
    const a = lineOf(placed, 'selam');
    const b = lineOf(placed, 'hirut');
    await ship(selam, a);
    await ship(hirut, b);

    // The studio knows what to collect: the two lines' dues share the charge exactly, in birr.
    const dueA = await cashOf(selam, a);
    const dueB = await cashOf(hirut, b);
    expect(dueA).toMatchObject({ currency: 'ETB', record: null });
    expect(dueA.dueMinor + dueB.dueMinor).toBe(order.chargeAmountMinor);

    // "Mark delivered" alone is refused for a cash line: the cash comes with it.
    const plain = await call(selam, { method: 'POST', url: `/api/order-lines/${a}/status`, payload: { status: 'delivered' } });
    expect(plain.statusCode).toBe(409);
    expect(errorOf(plain).code).toBe('COD_CASH_REQUIRED');

    // Selam cannot record Hirut's line (nor learn it exists); nothing written.
    const foreign = await recordCash(selam, b, { outcome: 'collected', collectedBy: 'designer' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('ORDER_LINE_NOT_FOUND');
    expect(await recordsOf(order.id)).toEqual([]);

    // Selam records hers: the amount defaults to what is due.
    const first = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'designer' });
    expect(first.statusCode, first.body).toBe(201);
    const done = first.json<CodCashResult>();
    expect(done).toMatchObject({ replayed: false, orderPaymentStatus: 'unpaid' });
    expect(done.record).toMatchObject({ outcome: 'collected', amountMinor: dueA.dueMinor, dueMinor: dueA.dueMinor, shortfallMinor: 0, currency: 'ETB', collectedBy: 'designer', recordedBy: 'designer', stock: null });
    expect(done.line).toMatchObject({ status: 'delivered', nextStatuses: [], cash: { record: { outcome: 'collected' } } });
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    // A double click: the same record again answers 200 and writes nothing; another record is refused.
    const entriesBefore = (await entriesOf(order.id)).length;
    const again = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'designer' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CodCashResult>().replayed).toBe(true);
    const other = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'courier' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('COD_ALREADY_RECORDED');
    expect(await recordsOf(order.id)).toHaveLength(1);
    expect(await entriesOf(order.id)).toHaveLength(entriesBefore);

    // Hirut's courier hands over whole birr (the due rounded): the order is paid now.
    const rounded = Math.round(dueB.dueMinor / 100) * 100;
    const second = await recordCash(hirut, b, { outcome: 'collected', collectedBy: 'courier', amountMinor: rounded });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<CodCashResult>().orderPaymentStatus).toBe('paid');
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'delivered' });
    expect(paid.paidAt).toBeInstanceOf(Date);
    const seen = await call(shopper, { method: 'GET', url: `/api/orders/${order.id}` });
    expect(seen.json<OrderView>()).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cod', status: 'delivered' });

    // The ledger: a cod_commission debit per delivered line, and the delivery markers; no sale (the designers hold the cash).
    const entries = await entriesOf(order.id);
    expect(entries.filter((e) => e.kind === 'cod_commission').map((e) => e.orderItemId).sort()).toEqual([a, b].sort());
    expect(entries.every((e) => e.kind === 'cod_commission' || e.kind === 'delivered')).toBe(true);
    expect(entries.filter((e) => e.kind === 'cod_commission').every((e) => e.amountMinor < 0)).toBe(true);

    // Audited, with who recorded it.
    const audit = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.kind, 'orders.cash_recorded'), eq(adminAuditLog.targetId, b)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(hirut.userId);
  });

  it('records a shortfall with its reason: the line is delivered, the difference kept, the commission as for a full collection', async () => {
    const placed = await place({ selam: 1 });
    const a = lineOf(placed, 'selam');
    await ship(selam, a);
    const { dueMinor } = await cashOf(selam, a);

    const noReason = await recordCash(selam, a, { outcome: 'shortfall', collectedBy: 'designer', amountMinor: dueMinor - 10_000 });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: ['REASON_REQUIRED'] } });
    const less = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'designer', amountMinor: dueMinor - 10_000 });
    expect(less.statusCode).toBe(400);
    expect(errorOf(less)).toMatchObject({ code: 'COD_AMOUNT_BELOW_DUE', fields: { amountMinor: ['COD_AMOUNT_BELOW_DUE'] } });
    const more = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'designer', amountMinor: dueMinor + 10_000 });
    expect(errorOf(more).code).toBe('COD_AMOUNT_INVALID');
    const notShort = await recordCash(selam, a, { outcome: 'shortfall', collectedBy: 'designer', amountMinor: dueMinor, reason: 'Short' });
    expect(errorOf(notShort).code).toBe('COD_AMOUNT_INVALID');
    expect(await recordsOf(placed.order.id)).toEqual([]);
    expect((await orderRow(placed.order.id)).status).not.toBe('delivered');

    const res = await recordCash(selam, a, { outcome: 'shortfall', collectedBy: 'designer', amountMinor: dueMinor - 10_000, reason: 'The customer had 100 birr less; she will bring it to the shop.' });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<CodCashResult>();
    expect(result.record).toMatchObject({ outcome: 'shortfall', amountMinor: dueMinor - 10_000, shortfallMinor: 10_000 });
    expect(result.line.status).toBe('delivered');
    expect(result.orderPaymentStatus).toBe('paid');
    expect((await entriesOf(placed.order.id)).filter((e) => e.kind === 'cod_commission')).toHaveLength(1);
  });
});

describe('a refused parcel', () => {
  it("is cancelled with its reason and goes back to stock; no commission is charged; the order is paid by the other line's cash", async () => {
    const placed = await place({ selam: 1, hirut: 1 });
    const a = lineOf(placed, 'selam');
    const b = lineOf(placed, 'hirut');
    await ship(selam, a);
    await ship(hirut, b);
    const stock = await stockOf(productOf.hirut.id);

    const noStock = await recordCash(admin, b, { outcome: 'refused', collectedBy: 'courier', reason: 'Wrong colour' });
    expect(errorOf(noStock)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { stock: ['COD_STOCK_REQUIRED'] } });
    const res = await recordCash(admin, b, { outcome: 'refused', collectedBy: 'courier', stock: 'returned', reason: 'Wrong colour, the customer says' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CodCashResult>()).toMatchObject({ orderPaymentStatus: 'unpaid', record: { outcome: 'refused', amountMinor: 0, stock: 'returned', recordedBy: 'admin' }, line: { status: 'cancelled' } });
    expect(await stockOf(productOf.hirut.id)).toBe(stock + 1);
    expect((await entriesOf(placed.order.id)).filter((e) => e.orderItemId === b)).toEqual([]);
    const history = (await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}` })).json<OrderView>().history;
    expect(history.find((h) => h.lineId === b && h.to === 'cancelled')).toMatchObject({ from: 'shipped', actor: 'admin', note: 'Wrong colour, the customer says' });

    // The other admin records Selam's line: the order is paid and delivered (the refused line aside).
    const other = await recordCash(otherAdmin, a, { outcome: 'collected', collectedBy: 'admin' });
    expect(other.statusCode, other.body).toBe(201);
    expect(await orderRow(placed.order.id)).toMatchObject({ paymentStatus: 'paid', status: 'delivered' });
    expect((await entriesOf(placed.order.id)).filter((e) => e.kind === 'cod_commission').map((e) => e.orderItemId)).toEqual([a]);
  });

  it('written off leaves the stock as it is; an order whose only line is refused is cancelled and never paid', async () => {
    const placed = await place({ selam: 1 });
    const a = lineOf(placed, 'selam');
    await ship(selam, a);
    const stock = await stockOf(productOf.selam.id);
    const res = await recordCash(selam, a, { outcome: 'refused', collectedBy: 'designer', stock: 'written_off', reason: 'Torn in transit' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(productOf.selam.id)).toBe(stock);
    expect(await orderRow(placed.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', paidAt: null });
    expect(await entriesOf(placed.order.id)).toEqual([]);
  });
});

describe('what cannot take a cash record', () => {
  it('an online order (COD_NOT_CASH_ORDER), a line not shipped yet, a whole-order "delivered" by an admin', async () => {
    const online = await place({ selam: 1 }, { paymentMethod: 'chapa' });
    const line = lineOf(online, 'selam');
    const res = await recordCash(selam, line, { outcome: 'collected', collectedBy: 'designer' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('COD_NOT_CASH_ORDER');
    expect(await recordsOf(online.order.id)).toEqual([]);

    const placed = await place({ selam: 1, hirut: 1 });
    const a = lineOf(placed, 'selam');
    const early = await recordCash(selam, a, { outcome: 'collected', collectedBy: 'designer' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('STATUS_TRANSITION_INVALID');

    await ship(selam, a);
    await ship(hirut, lineOf(placed, 'hirut'));
    const detail = (await call(admin, { method: 'GET', url: `/api/admin/orders/${placed.order.id}` })).json<AdminOrderDetail>();
    expect(detail.nextStatuses).not.toContain('delivered');
    expect(detail.cash.map((c) => c.lineId).sort()).toEqual(placed.order.lines.map((l) => l.id).sort());
    const whole = await call(admin, { method: 'POST', url: `/api/admin/orders/${placed.order.id}/status`, payload: { status: 'delivered' } });
    expect(whole.statusCode).toBe(409);
    expect(errorOf(whole).code).toBe('COD_CASH_REQUIRED');
  });

  it('refuses customers and guests, and keeps each designer to her own lines', async () => {
    const placed = await place({ selam: 1, hirut: 1 });
    const a = lineOf(placed, 'selam');
    await ship(selam, a);
    const body = { outcome: 'collected', collectedBy: 'designer' };
    expect((await recordCash(null, a, body)).statusCode).toBe(401);
    expect((await recordCash(shopper, a, body)).statusCode).toBe(403);
    expect((await recordCash(otherShopper, a, body)).statusCode).toBe(403);
    expect((await recordCash(hirut, a, body)).statusCode).toBe(404);
    expect((await recordCash(selam, randomUUID(), body)).statusCode).toBe(404);
    expect((await recordCash(selam, 'not-a-line', body)).statusCode).toBe(404);
    expect(await recordsOf(placed.order.id)).toEqual([]);
    // The studio shows each designer only her lines' cash.
    const hirutLines = (await call(hirut, { method: 'GET', url: '/api/designer/order-lines' })).json<{ lines: DesignerOrderLine[] }>().lines;
    expect(hirutLines.some((l) => l.id === a)).toBe(false);
  });
});
