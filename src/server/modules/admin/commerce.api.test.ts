import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { AdminOrderDetail, AdminOrderPage, PlaceOrderResult } from '../../../domain/orders/types';
import { orders, paymentEvents, products, profiles } from '../../db/schema';
import { checkoutPayload, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createPaymentsTestApp } from '../../test/payments-app';

/**
 * The admin console's Products and Orders sections: who may call them, their filters, the
 * product and order changes with their audit entries, and refunds against a local Stripe fake.
 */
let t: TestApp;
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let admin: Session;
let secondAdmin: Session;
let customer: Session;
let selam: Session;
let hirut: Session;
let product: { id: string; sizes: string[] };
let categoryId = '';

beforeAll(async () => {
  t = await createPaymentsTestApp({ stripe });
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  secondAdmin = await signUp(t.app, { fullName: 'Second Admin' });
  await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, secondAdmin.userId));
  customer = await signUp(t.app);
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  const [row] = await t.database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and ${products.designerId} = ${selam.userId} and cardinality(${products.sizes}) > 1`)
    .limit(1);
  if (!row) throw new Error('no product of Selam');
  product = row;
  await t.database.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, product.id));
  categoryId = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string }[] }>().items[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const as = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function placeOrder(method: 'cod' | 'stripe', withMeasurements = false): Promise<PlaceOrderResult> {
  const line: Record<string, unknown> = { productId: product.id, quantity: 1, selectedSize: product.sizes[0] };
  if (withMeasurements) {
    delete line.selectedSize;
    line.aiMeasurements = {
      source: 'manual',
      category: 'women',
      measurements: { chest_cm: 92, waist_cm: 74, hips_cm: 100, height_cm: 165 },
      sizeRecommendation: { size: 'M', confidence: 0.86, alternates: ['L'], notes: [] },
      confidence: 0.86,
    };
  }
  const payload = checkoutPayload([line], {
    paymentMethod: method,
    currency: method === 'stripe' ? 'EUR' : 'ETB',
    ...(withMeasurements ? { includeMeasurements: true, measurementConsent: true } : {}),
  });
  const res = await as(customer, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

async function paidStripeOrder(): Promise<PlaceOrderResult> {
  const placed = await placeOrder('stripe');
  const [row] = await t.database.db.select({ ref: orders.paymentReference }).from(orders).where(eq(orders.id, placed.order.id));
  await stripe.settle(row?.ref as string, 'paid');
  const [after] = await t.database.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, placed.order.id));
  expect(after?.s).toBe('paid');
  return placed;
}

async function draftOfSelam(withPhoto: boolean): Promise<string> {
  const res = await as(selam, {
    method: 'POST',
    url: '/api/studio/products',
    payload: { name: `Admin test ${randomUUID().slice(0, 6)}`, description: 'Hand-woven cotton.', categoryId, priceMinor: 12_000, stockQuantity: 2, sizes: ['S', 'M'], fulfilment: 'ready', status: 'draft' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ product: { id: string } }>().product.id;
  if (withPhoto) await t.database.db.execute(sql`insert into product_images (product_id, public_url, is_primary, sort_order) values (${id}, '/x.webp', true, 0)`);
  return id;
}

const auditOf = (kind: string) => t.app.audit.list({ kind, limit: 50 });

describe('access', () => {
  const routes = (ids: { product: string; order: string }): Array<[InjectOptions['method'], string, object | undefined]> => [
    ['GET', '/api/admin/products', undefined],
    ['POST', `/api/admin/products/${ids.product}/hidden`, { hidden: false }],
    ['POST', `/api/admin/products/${ids.product}/featured`, { featured: false }],
    ['GET', '/api/admin/orders', undefined],
    ['GET', `/api/admin/orders/${ids.order}`, undefined],
    ['POST', `/api/admin/orders/${ids.order}/status`, { status: 'delivered' }],
    ['POST', `/api/admin/orders/${ids.order}/refund`, {}],
  ];

  it('answers guests 401, customers and designers 403, and changes nothing for them', async () => {
    const { order } = await placeOrder('cod');
    const before = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    for (const [method, url, payload] of routes({ product: product.id, order: order.id })) {
      const options = { method, url, ...(payload ? { payload } : {}) };
      expect((await as(null, options)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, selam, hirut]) expect((await as(who, options)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.id, order.id))).toEqual(before);
  });

  it('lets both admins in, and records which admin did what', async () => {
    for (const who of [admin, secondAdmin]) {
      expect((await as(who, { method: 'GET', url: '/api/admin/products' })).statusCode).toBe(200);
      expect((await as(who, { method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(200);
    }
    const res = await as(secondAdmin, { method: 'POST', url: `/api/admin/products/${product.id}/featured`, payload: { featured: true } });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.app.audit.list({ kind: 'products.featured', actorId: secondAdmin.userId, limit: 1 });
    expect(entry).toMatchObject({ actorEmail: secondAdmin.email, targetType: 'product', targetId: product.id, before: { isFeatured: false }, after: { isFeatured: true } });
    const back = await as(admin, { method: 'POST', url: `/api/admin/products/${product.id}/featured`, payload: { featured: false } });
    expect(back.json().product.isFeatured).toBe(false);
    const [undo] = await t.app.audit.list({ kind: 'products.unfeatured', actorId: admin.userId, limit: 1 });
    expect(undo?.targetId).toBe(product.id);
  });
});

describe('products', () => {
  it('lists every status of every designer, with filters and pages', async () => {
    const draft = await draftOfSelam(false);
    const all = (await as(admin, { method: 'GET', url: '/api/admin/products?pageSize=100' })).json();
    expect(all.total).toBeGreaterThan(10);
    expect(all.designers.length).toBeGreaterThanOrEqual(2);
    const drafts = (await as(admin, { method: 'GET', url: '/api/admin/products?status=draft&pageSize=100' })).json();
    expect(drafts.items.map((p: { id: string }) => p.id)).toContain(draft);
    expect(drafts.items.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const hirutOnly = (await as(admin, { method: 'GET', url: `/api/admin/products?designer=${hirut.userId}&pageSize=100` })).json();
    expect(hirutOnly.total).toBeGreaterThan(0);
    expect(hirutOnly.items.every((p: { designerId: string }) => p.designerId === hirut.userId)).toBe(true);
    const inCategory = (await as(admin, { method: 'GET', url: `/api/admin/products?category=${categoryId}&pageSize=100` })).json();
    expect(inCategory.items.every((p: { categoryId: string }) => p.categoryId === categoryId)).toBe(true);
    const name = drafts.items.find((p: { id: string }) => p.id === draft).name as string;
    const searched = (await as(admin, { method: 'GET', url: `/api/admin/products?search=${encodeURIComponent(name.slice(-6))}` })).json();
    expect(searched.items.map((p: { id: string }) => p.id)).toEqual([draft]);
    const page2 = (await as(admin, { method: 'GET', url: '/api/admin/products?pageSize=5&page=2' })).json();
    expect(page2.items).toHaveLength(5);
    expect(page2.pageCount).toBe(Math.ceil(all.total / 5));
    await t.database.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    const low = (await as(admin, { method: 'GET', url: '/api/admin/products?lowStock=true&pageSize=100' })).json();
    expect(low.items.every((p: { lowStock: boolean }) => p.lowStock)).toBe(true);
    expect(low.items.map((p: { id: string }) => p.id)).toContain(product.id);
    await t.database.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, product.id));
  });

  it('hides a product from the shop and shows it again, once each, with audit entries', async () => {
    const listed = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode;
    expect(await listed()).toBe(200);
    const hide = await as(admin, { method: 'POST', url: `/api/admin/products/${product.id}/hidden`, payload: { hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().product.status).toBe('hidden');
    expect(await listed()).toBe(404);
    // The second admin's same click changes nothing and records nothing.
    const count = (await auditOf('products.hidden')).length;
    const again = await as(secondAdmin, { method: 'POST', url: `/api/admin/products/${product.id}/hidden`, payload: { hidden: true } });
    expect(again.statusCode).toBe(200);
    expect((await auditOf('products.hidden')).length).toBe(count);
    const [entry] = await auditOf('products.hidden');
    expect(entry).toMatchObject({ actorId: admin.userId, targetId: product.id, before: { status: 'published' }, after: { status: 'hidden' } });
    const show = await as(admin, { method: 'POST', url: `/api/admin/products/${product.id}/hidden`, payload: { hidden: false } });
    expect(show.json().product.status).toBe('published');
    expect(await listed()).toBe(200);
    expect((await auditOf('products.unhidden'))[0]?.targetId).toBe(product.id);
  });

  it("refuses to hide a designer's draft, or show a hidden product without a photo", async () => {
    const draft = await draftOfSelam(false);
    const res = await as(admin, { method: 'POST', url: `/api/admin/products/${draft}/hidden`, payload: { hidden: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRODUCT_IS_DRAFT');
    await t.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, draft));
    const show = await as(admin, { method: 'POST', url: `/api/admin/products/${draft}/hidden`, payload: { hidden: false } });
    expect(show.json().error.code).toBe('PHOTO_REQUIRED');
    const [row] = await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, draft));
    expect(row?.status).toBe('hidden');
  });

  it('lets an admin open and save any designer’s product in the studio form, with an audit entry', async () => {
    const draft = await draftOfSelam(true);
    const got = await as(admin, { method: 'GET', url: `/api/studio/products/${draft}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().product.designerId).toBe(selam.userId);
    const form = { name: 'Edited by the console', description: 'Hand-woven cotton.', categoryId, priceMinor: 13_000, stockQuantity: 2, sizes: ['S', 'M'], fulfilment: 'ready', status: 'draft' };
    const saved = await as(admin, { method: 'PUT', url: `/api/studio/products/${draft}`, payload: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject({ name: 'Edited by the console', designerId: selam.userId });
    const [entry] = await auditOf('products.edited');
    expect(entry).toMatchObject({ actorId: admin.userId, targetId: draft, after: { name: 'Edited by the console', priceMinor: 13_000 } });
    // The designer's own saves are theirs, not an admin action.
    const own = await as(selam, { method: 'PUT', url: `/api/studio/products/${draft}`, payload: { ...form, name: 'Back to Selam' } });
    expect(own.statusCode).toBe(200);
    expect((await auditOf('products.edited')).length).toBe(1);
  });
});

describe('orders', () => {
  it('lists every order with filters and pages', async () => {
    const cod = await placeOrder('cod');
    const online = await placeOrder('stripe');
    const list = async (qs: string) => {
      const res = await as(admin, { method: 'GET', url: `/api/admin/orders${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminOrderPage>();
    };
    const everything = await list('?pageSize=100');
    expect(everything.orders.map((o) => o.id)).toEqual(expect.arrayContaining([cod.order.id, online.order.id]));
    expect(everything.orders[0]).toMatchObject({ lineCount: expect.any(Number), designers: expect.any(Array) });
    const pending = await list('?paymentStatus=pending&pageSize=100');
    expect(pending.orders.map((o) => o.id)).toContain(online.order.id);
    expect(pending.orders.map((o) => o.id)).not.toContain(cod.order.id);
    expect((await list('?status=delivered&pageSize=100')).orders.every((o) => o.status === 'delivered')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&pageSize=100`)).orders.map((o) => o.id)).toContain(cod.order.id);
    expect((await list('?from=2001-01-01&to=2001-01-02')).total).toBe(0);
    expect((await list(`?designer=${selam.userId}&pageSize=100`)).orders.map((o) => o.id)).toContain(cod.order.id);
    expect((await list(`?designer=${hirut.userId}&pageSize=100`)).orders.map((o) => o.id)).not.toContain(cod.order.id);
    expect((await list(`?search=${cod.order.orderNumber}`)).orders.map((o) => o.id)).toEqual([cod.order.id]);
    const paged = await list('?pageSize=1&page=2');
    expect(paged.orders).toHaveLength(1);
    const bad = await as(admin, { method: 'GET', url: '/api/admin/orders?from=2026-05-02&to=2026-05-01' });
    expect(bad.json().error.code).toBe('DATE_RANGE_INVALID');
    expect((await as(admin, { method: 'GET', url: '/api/admin/orders?from=2026-02-30' })).statusCode).toBe(400);
  });

  it("shows an order's lines, measurements, history and payment events", async () => {
    const { order } = await placeOrder('cod', true);
    const res = await as(admin, { method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail.lines[0]?.measurements?.metricsCm).toMatchObject({ chest_cm: 92 });
    expect(detail.history[0]).toMatchObject({ to: 'pending' });
    expect(detail.nextStatuses).toEqual(['confirmed', 'cancelled']);
    expect(detail.canRefund).toBe(false);
    const online = await paidStripeOrder();
    const paid = (await as(admin, { method: 'GET', url: `/api/admin/orders/${online.order.id}` })).json<AdminOrderDetail>();
    expect(paid.paymentEvents.map((e) => e.outcome)).toEqual(expect.arrayContaining(['initiated']));
    expect(paid).toMatchObject({ canRefund: true, refundableMinor: paid.chargeAmountMinor, chargeCurrency: 'EUR' });
  });

  it('moves an order by the designers’ rules, and refuses the moves they could not make', async () => {
    const { order } = await placeOrder('cod');
    const move = (status: string, who = admin) => as(who, { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status, note: 'by the console' } });
    const skip = await move('shipped');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('STATUS_TRANSITION_INVALID');
    const ok = await move('confirmed');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order).toMatchObject({ status: 'confirmed', nextStatuses: ['in_production', 'cancelled'] });
    expect(ok.json().order.lines[0].status).toBe('confirmed');
    const [entry] = await auditOf('orders.status_changed');
    expect(entry).toMatchObject({ actorId: admin.userId, targetId: order.id, before: { status: 'pending' }, after: { status: 'confirmed' } });
    // The second admin, looking at a stale page, asks for the same move: refused, nothing changes.
    const stale = await move('confirmed', secondAdmin);
    expect(stale.json().error.code).toBe('STATUS_TRANSITION_INVALID');
    expect((await move('in_production')).statusCode).toBe(200);
    expect((await move('shipped')).statusCode).toBe(200);
    const late = await move('cancelled');
    expect(late.json().error.code).toBe('STATUS_TRANSITION_INVALID');
    // Pay on delivery: the whole order is not "delivered" by a click; each line is, with its cash (cod-cash.api.test.ts).
    const plain = await move('delivered');
    expect(plain.json().error.code).toBe('COD_CASH_REQUIRED');
    for (const line of order.lines) {
      const cash = await as(admin, { method: 'POST', url: `/api/order-lines/${line.id}/cash`, payload: { outcome: 'collected', collectedBy: 'courier' } });
      expect(cash.statusCode, cash.body).toBe(201);
    }
    const done = await as(admin, { method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(done.json()).toMatchObject({ status: 'delivered', paymentStatus: 'paid', nextStatuses: [] });
  });

  it('does not confirm an online order before it is paid, and cancelling gives the stock back', async () => {
    const { order } = await placeOrder('stripe');
    const detail = (await as(admin, { method: 'GET', url: `/api/admin/orders/${order.id}` })).json<AdminOrderDetail>();
    expect(detail.nextStatuses).toEqual(['cancelled']);
    const early = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'confirmed' } });
    expect(early.json().error.code).toBe('PAYMENT_NOT_RECEIVED');
    const [before] = await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    const cancel = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'cancelled' } });
    expect(cancel.json()).toMatchObject({ refund: 'none', order: { status: 'cancelled' } });
    const [after] = await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(after?.s).toBe((before?.s ?? 0) + 1);
  });

  it('refunds a paid order once, in full, in the charged currency', async () => {
    const { order } = await paidStripeOrder();
    const res = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amountMinor: order.chargeAmountMinor, currency: 'EUR', order: { paymentStatus: 'refunded', canRefund: false } });
    const [row] = await t.database.db.select({ ref: orders.paymentReference }).from(orders).where(eq(orders.id, order.id));
    expect(stripe.session(row?.ref as string)?.fake.refundedMinor).toBe(order.chargeAmountMinor);
    const [entry] = await auditOf('orders.refunded');
    expect(entry).toMatchObject({ targetId: order.id, after: { paymentStatus: 'refunded', amountMinor: order.chargeAmountMinor, currency: 'EUR' } });
    // The second admin's request is refused; the provider is not asked again.
    const twice = await as(secondAdmin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ORDER_ALREADY_REFUNDED');
    expect(stripe.session(row?.ref as string)?.fake.refundedMinor).toBe(order.chargeAmountMinor);
  });

  it('two refund requests at once pay out once', async () => {
    const { order } = await paidStripeOrder();
    const [a, b] = await Promise.all([
      as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} }),
      as(secondAdmin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select({ ref: orders.paymentReference }).from(orders).where(eq(orders.id, order.id));
    expect(stripe.session(row?.ref as string)?.fake.refundedMinor).toBe(order.chargeAmountMinor);
    const refunds = await t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.outcome, 'refunded')));
    expect(refunds).toHaveLength(1);
  });

  it('refuses to refund an unpaid or pay-on-delivery order', async () => {
    const cod = await placeOrder('cod');
    const res = await as(admin, { method: 'POST', url: `/api/admin/orders/${cod.order.id}/refund`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_NOT_PAID');
    const unpaid = await placeOrder('stripe');
    expect((await as(admin, { method: 'POST', url: `/api/admin/orders/${unpaid.order.id}/refund`, payload: {} })).json().error.code).toBe('ORDER_NOT_PAID');
  });

  it('a provider failure leaves the order paid, records no refund, and can be tried again', async () => {
    const { order } = await paidStripeOrder();
    const before = (await auditOf('orders.refunded')).length;
    // Stripe answers the refund's first call (reading the session) with a server error.
    stripe.failNext(500);
    const res = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error.code).toBe('REFUND_FAILED');
    const detail = (await as(admin, { method: 'GET', url: `/api/admin/orders/${order.id}` })).json<AdminOrderDetail>();
    expect(detail).toMatchObject({ paymentStatus: 'paid', canRefund: true });
    expect(detail.paymentEvents.map((e) => e.outcome)).toContain('refund_failed');
    expect((await auditOf('orders.refunded')).length).toBe(before);
    const retry = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/refund`, payload: {} });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order.paymentStatus).toBe('refunded');
  });

  it('cancelling a paid order refunds it, with both changes recorded', async () => {
    const { order } = await paidStripeOrder();
    const res = await as(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 'refunded', order: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect((await auditOf('orders.refunded'))[0]?.targetId).toBe(order.id);
  });
});

describe('bad input', () => {
  it('answers unknown ids, wrong types, huge values and NUL bytes with clear codes', async () => {
    const unknown = randomUUID();
    expect((await as(admin, { method: 'GET', url: `/api/admin/orders/${unknown}` })).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await as(admin, { method: 'GET', url: '/api/admin/orders/not-a-uuid' })).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await as(admin, { method: 'POST', url: `/api/admin/orders/${unknown}/refund`, payload: {} })).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await as(admin, { method: 'POST', url: `/api/admin/orders/${unknown}/status`, payload: { status: 'confirmed' } })).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await as(admin, { method: 'POST', url: `/api/admin/products/${unknown}/hidden`, payload: { hidden: true } })).json().error.code).toBe('PRODUCT_NOT_FOUND');
    expect((await as(admin, { method: 'POST', url: `/api/admin/products/${unknown}/featured`, payload: { featured: true } })).json().error.code).toBe('PRODUCT_NOT_FOUND');
    const cases: Array<[string, string, unknown]> = [
      ['POST', `/api/admin/products/${product.id}/hidden`, { hidden: 'yes' }],
      ['POST', `/api/admin/products/${product.id}/hidden`, {}],
      ['POST', `/api/admin/products/${product.id}/featured`, { featured: 1, extra: true }],
      ['POST', `/api/admin/orders/${unknown}/status`, { status: 'teleported' }],
      ['POST', `/api/admin/orders/${unknown}/status`, { status: 'confirmed', note: 'x'.repeat(100_000) }],
      ['POST', `/api/admin/orders/${unknown}/refund`, { amountMinor: 1 }],
      ['GET', '/api/admin/orders?page=99999999999', undefined],
      ['GET', '/api/admin/orders?pageSize=1000', undefined],
      ['GET', `/api/admin/orders?search=${'x'.repeat(5000)}`, undefined],
      ['GET', '/api/admin/orders?status=lost', undefined],
      ['GET', '/api/admin/products?category=not-a-uuid', undefined],
      ['GET', '/api/admin/products?page=-1', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await as(admin, { method: method as InjectOptions['method'], url, ...(payload !== undefined ? { payload: payload as object } : {}) });
      expect(res.statusCode, `${method} ${url.slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(typeof res.json().error.code).toBe('string');
    }
    for (const url of ['/api/admin/orders?search=a%00b', '/api/admin/products?search=a%00b', `/api/admin/products?designer=${encodeURIComponent('\u0000')}`, `/api/admin/orders?designer=%00`]) {
      const res = await as(admin, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
