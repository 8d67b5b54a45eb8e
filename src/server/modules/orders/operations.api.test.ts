import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { PlaceOrderResult } from '../../../domain/orders/types';
import type { Database } from '../../db/client';
import { adminAuditLog, orders, products } from '../../db/schema';
import type { AuditEntry } from '../../plugins/audit';
import { checkoutPayload, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createPaymentsTestApp } from '../../test/payments-app';

/**
 * The orders feature's named operations for other features (returns, payouts): cancelLines and
 * refund, called on the service as those features will, against a local Stripe fake.
 */
let t: TestApp;
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let customer: Session;
let admin: Session;
let product: { id: string; sizes: string[] };

beforeAll(async () => {
  t = await createPaymentsTestApp({ stripe });
  customer = await signUp(t.app);
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  const [row] = await t.database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and ${products.designerId} = ${selam.userId} and cardinality(${products.sizes}) > 1`)
    .limit(1);
  if (!row) throw new Error('no product of Selam');
  product = row;
  await t.database.db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, product.id));
});
afterAll(async () => {
  await t?.close();
});

const record = (tx: Database, entry: AuditEntry) => t.app.audit.record(tx, { id: admin.userId, email: 'admin@tibeb.example' }, entry);
const stock = async () => (await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, product.id)))[0]?.s;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

async function place(method: 'cod' | 'stripe', quantities: number[]): Promise<PlaceOrderResult> {
  const lines = quantities.map((quantity, i) => ({ productId: product.id, quantity, selectedSize: product.sizes[i % product.sizes.length] }));
  const payload = checkoutPayload(lines, { paymentMethod: method, currency: method === 'stripe' ? 'EUR' : 'ETB' });
  const res = await t.app.inject(withCookie(customer, { method: 'POST', url: '/api/orders', remoteAddress: freshIp(), headers: { 'idempotency-key': randomUUID() }, payload }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

async function paid(quantities: number[]): Promise<PlaceOrderResult> {
  const placed = await place('stripe', quantities);
  await stripe.settle((await orderRow(placed.order.id))?.paymentReference as string, 'paid');
  expect((await orderRow(placed.order.id))?.paymentStatus).toBe('paid');
  return placed;
}

describe('orders: named operations', () => {
  it('cancelLines cancels the named lines only: their stock returns, the order keeps its other lines, the change is audited', async () => {
    const { order } = await place('cod', [2, 1]);
    // The stored order of lines is not guaranteed: pick them by quantity.
    const first = order.lines.find((l) => l.quantity === 2);
    const second = order.lines.find((l) => l.quantity === 1);
    if (!first || !second) throw new Error('two lines expected');
    const before = await stock();
    const result = await t.services.orders.cancelLines(order.id, { lineIds: [first.id], actor: { userId: admin.userId }, note: 'returned' }, record);
    expect(result).toEqual({ cancelledLineIds: [first.id], status: 'pending', refund: 'none' });
    expect(await stock()).toBe((before ?? 0) + 2);
    const view = await t.services.orders.get(order.id, { userId: admin.userId, role: 'admin' });
    expect(Object.fromEntries(view.lines.map((l) => [l.id, l.status]))).toEqual({ [first.id]: 'cancelled', [second.id]: 'pending' });
    const audit = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, order.id), eq(adminAuditLog.kind, 'orders.status_changed')));
    expect(audit).toHaveLength(1);

    await expect(t.services.orders.cancelLines(order.id, { lineIds: [first.id], actor: { userId: admin.userId }, note: null }, record)).rejects.toMatchObject({ code: 'STATUS_TRANSITION_INVALID' });
    await expect(t.services.orders.cancelLines(order.id, { lineIds: [randomUUID()], actor: { userId: admin.userId }, note: null }, record)).rejects.toMatchObject({ code: 'ORDER_LINE_NOT_FOUND' });
    await expect(t.services.orders.cancelLines(randomUUID(), { actor: { userId: admin.userId }, note: null }, record)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(await stock()).toBe((before ?? 0) + 2);

    // The last line: the order is cancelled with it.
    const rest = await t.services.orders.cancelLines(order.id, { actor: { userId: admin.userId }, note: null }, record);
    expect(rest).toEqual({ cancelledLineIds: [second.id], status: 'cancelled', refund: 'none' });
    expect((await orderRow(order.id))?.status).toBe('cancelled');
  });

  it('cancelLines of a whole paid order refunds it in full, once, as an admin cancel does', async () => {
    const { order } = await paid([1]);
    const result = await t.services.orders.cancelLines(order.id, { actor: { userId: admin.userId }, note: null }, record);
    expect(result.status).toBe('cancelled');
    expect(result.refund).toBe('refunded');
    expect((await orderRow(order.id))?.paymentStatus).toBe('refunded');
    await expect(t.services.orders.refund(order.id, record)).rejects.toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' });
  });

  it('refund gives a paid order its whole charge back once, and refuses an unpaid one', async () => {
    const { order } = await paid([1]);
    const row = await orderRow(order.id);
    const result = await t.services.orders.refund(order.id, record);
    expect(result).toEqual({ amountMinor: row?.chargeAmountMinor, currency: row?.chargeCurrency });
    expect((await orderRow(order.id))?.paymentStatus).toBe('refunded');
    await expect(t.services.orders.refund(order.id, record)).rejects.toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' });
    const cod = await place('cod', [1]);
    await expect(t.services.orders.refund(cod.order.id, record)).rejects.toMatchObject({ code: 'ORDER_NOT_PAID' });
  });
});
