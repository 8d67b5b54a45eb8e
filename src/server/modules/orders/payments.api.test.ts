import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { OrderView, PaymentStep, PlaceOrderResult } from '../../../domain/orders/types';
import { notificationOutbox, notificationPreferences, paymentEvents, products, telegramLinks } from '../../db/schema';
import { freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createPaymentsTestApp } from '../../test/payments-app';

/**
 * Online payments end to end through the app and local fakes of Chapa and Stripe that speak
 * their documented HTTP contracts: the fakes deliver signed webhooks to the listening app.
 */
let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-fake-key', webhookSecret: 'chapa-webhook-secret' });
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let shopper: Session;
let selam: Session;
let product: { id: string; sizes: string[]; priceMinor: number };

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa, stripe });
  shopper = await signUp(t.app);
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  const [row] = await t.database.db
    .select({ id: products.id, sizes: products.sizes, priceMinor: products.priceMinor })
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

function body(paymentMethod: string, currency = 'USD') {
  return {
    contact: { email: 'payer@example.com', phone: '+251911234567' },
    shipping: { fullName: 'Abebe Kebede', country: 'ET', city: 'Addis Ababa', subCity: 'Yeka', landmark: 'near the church' },
    paymentMethod,
    currency,
    lines: [{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }],
  };
}

async function placeOnline(method: 'chapa' | 'stripe', session: Session | null = shopper, currency = 'USD'): Promise<PlaceOrderResult> {
  const options: InjectOptions = { method: 'POST', url: '/api/orders', remoteAddress: freshIp(), headers: { 'idempotency-key': randomUUID() }, payload: body(method, currency) };
  const res = await t.app.inject(withCookie(session, options));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

async function orderOf(id: string, session: Session | null = shopper): Promise<OrderView> {
  return (await t.app.inject(withCookie(session, { method: 'GET', url: `/api/orders/${id}` }))).json<OrderView>();
}

const stockOf = async () => (await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, product.id)))[0]?.s;

describe('payment methods', () => {
  it('offers Chapa and Stripe when their keys are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/methods' });
    expect(res.json().methods).toEqual([
      { id: 'cod', chargeCurrencies: ['USD', 'ETB', 'EUR', 'GBP', 'AED'] },
      { id: 'chapa', chargeCurrencies: ['ETB'] },
      { id: 'stripe', chargeCurrencies: ['USD', 'EUR', 'GBP', 'AED'] },
    ]);
  });
});

describe('Chapa', () => {
  it('charges in birr on its hosted page, and a signed webhook marks the order paid', async () => {
    const { order, payment } = await placeOnline('chapa');
    expect(order.chargeCurrency).toBe('ETB');
    expect(payment.status).toBe('pending');
    expect(payment.redirectUrl).toMatch(/\/pay\//);
    const ref = (await orderRow(order.id)).paymentReference as string;
    expect(chapa.transaction(ref)?.amount).toBe((order.chargeAmountMinor / 100).toFixed(2));
    expect(chapa.transaction(ref)?.currency).toBe('ETB');
    const hook = await chapa.settle(ref, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    const paid = await orderOf(order.id);
    expect(paid.paymentStatus).toBe('paid');
    // The same delivery again changes nothing and is recognised as a replay.
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: hook.headers, payload: hook.body });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
  });

  it('refuses forged webhooks: a wrong signature, or a right one for a payment Chapa does not confirm', async () => {
    const { order } = await placeOnline('chapa');
    const ref = (await orderRow(order.id)).paymentReference as string;
    const forged = JSON.stringify({ event: 'charge.success', tx_ref: ref, reference: 'APforged', amount: String(order.chargeAmountMinor / 100), currency: 'ETB', status: 'success' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: chapa.sign(forged, { secret: 'not-the-secret' }), payload: forged });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: { 'content-type': 'application/json' }, payload: forged });
    expect(unsigned.statusCode).toBe(400);
    // Signed with the real secret (as if it leaked), but Chapa itself says the payment is still pending.
    const leaked = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: chapa.sign(forged), payload: forged });
    expect(leaked.statusCode).toBe(200);
    expect((await orderOf(order.id)).paymentStatus).toBe('pending');
  });

  it('lets a designer confirm an online order only once it is paid', async () => {
    const { order } = await placeOnline('chapa');
    const lineId = order.lines[0]?.id as string;
    const early = await t.app.inject(withCookie(selam, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status: 'confirmed' } }));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_RECEIVED');
    await chapa.settle((await orderRow(order.id)).paymentReference as string, 'paid');
    const later = await t.app.inject(withCookie(selam, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status: 'confirmed' } }));
    expect(later.statusCode).toBe(200);
  });
});

describe('notifications of a payment (issue 42)', () => {
  /** The shopper's outbox rows of one kind about one order: written in the settlement's transaction. */
  const rowsAbout = async (kind: string, orderNumber: string) =>
    (await t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, shopper.userId), eq(notificationOutbox.kind, kind)))).filter(
      (r) => (r.data as Record<string, string>).orderNumber === orderNumber,
    );

  beforeAll(async () => {
    // The shopper reads Telegram (linked as the bot's webhook would) and chose it beside e-mail.
    await t.database.db.insert(telegramLinks).values({ userId: shopper.userId, chatId: '4242' }).onConflictDoNothing();
    for (const kind of ['payment-confirmed', 'payment-failed']) {
      await t.database.db.insert(notificationPreferences).values({ userId: shopper.userId, kind, channels: ['email', 'telegram'] }).onConflictDoNothing();
    }
  });

  it('a confirmed payment tells the shopper once by Telegram (its e-mail is the order mail), a replayed webhook adds nothing', async () => {
    const { order } = await placeOnline('chapa');
    expect(await rowsAbout('payment-confirmed', order.orderNumber)).toHaveLength(0);
    const hook = await chapa.settle((await orderRow(order.id)).paymentReference as string, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: hook.headers, payload: hook.body });
    expect((await rowsAbout('payment-confirmed', order.orderNumber)).map((r) => r.channel)).toEqual(['telegram']);
  });

  it('a failed payment tells the shopper by e-mail and Telegram, once per attempt', async () => {
    const { order } = await placeOnline('stripe');
    const ref = (await orderRow(order.id)).paymentReference as string;
    const hook = await stripe.settle(ref, 'failed');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...hook.headers, 'content-type': 'application/json' }, payload: hook.body });
    expect(replay.statusCode, replay.body).toBe(200);
    expect((await rowsAbout('payment-failed', order.orderNumber)).map((r) => r.channel).sort()).toEqual(['email', 'telegram']);
    // Nothing confirmed for it.
    expect(await rowsAbout('payment-confirmed', order.orderNumber)).toHaveLength(0);
  });
});

describe('Stripe', () => {
  it('charges in the shopper currency; a declined payment can be tried again and then succeed', async () => {
    const { order, payment, accessToken } = await placeOnline('stripe', null, 'EUR');
    expect(order.chargeCurrency).toBe('EUR');
    expect(payment.redirectUrl).toBeTruthy();
    const token = accessToken as string;
    const first = (await orderRow(order.id)).paymentReference as string;
    await stripe.settle(first, 'failed');
    const failed = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { 'x-order-token': token } });
    expect(failed.json<OrderView>()).toMatchObject({ paymentStatus: 'failed', canRetryPayment: true, status: 'pending' });
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, remoteAddress: freshIp(), headers: { 'x-order-token': token } });
    expect(retry.statusCode, retry.body).toBe(200);
    const step = retry.json<PaymentStep>();
    expect(step.redirectUrl).toBeTruthy();
    const second = (await orderRow(order.id)).paymentReference as string;
    expect(second).not.toBe(first);
    // The shopper comes back before the webhook: the return endpoint asks Stripe and settles it.
    await stripe.settle(second, 'paid', { sendWebhook: false });
    const back = await t.app.inject({ method: 'GET', url: `/api/payments/return?order=${order.id}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/order-success?order=${order.id}`);
    const paid = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { 'x-order-token': token } });
    expect(paid.json<OrderView>()).toMatchObject({ paymentStatus: 'paid', canRetryPayment: false });
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, remoteAddress: freshIp(), headers: { 'x-order-token': token } });
    expect(again.json().error.code).toBe('PAYMENT_NOT_RETRYABLE');
  });

  it('refuses stale and forged signatures, and replays change nothing', async () => {
    const { order } = await placeOnline('stripe');
    const ref = (await orderRow(order.id)).paymentReference as string;
    const hook = await stripe.settle(ref, 'paid', { sendWebhook: false });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(hook.body, { timestamp: Math.floor(Date.now() / 1000) - 600 }) },
      payload: hook.body,
    });
    expect(old.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = hook.body.replace('"paid"', '"unpaid"');
    const bad = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...hook.headers, 'content-type': 'application/json' }, payload: tampered });
    expect(bad.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await orderOf(order.id)).paymentStatus).toBe('pending');
    const good = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...hook.headers, 'content-type': 'application/json' }, payload: hook.body });
    expect(good.json()).toEqual({ received: true, duplicate: false });
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...hook.headers, 'content-type': 'application/json' }, payload: hook.body });
    expect(replay.json().duplicate).toBe(true);
    const events = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events[0]?.n).toBe(2); // the initiation and the one real event
  });

  it('refunds a paid order the shopper cancels, and gives the stock back', async () => {
    const before = await stockOf();
    const { order } = await placeOnline('stripe');
    await stripe.settle((await orderRow(order.id)).paymentReference as string, 'paid');
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
    const res = await t.app.inject(withCookie(shopper, { method: 'POST', url: `/api/orders/${order.id}/cancel` }));
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderView>()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf()).toBe(before);
  });

  it('releases the stock of an online order left unpaid past its hour', async () => {
    const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
    // Orders the other tests left unpaid go first, so the stock below moves by this order only.
    await t.services.orders.expireUnpaid(later());
    const before = await stockOf();
    const { order } = await placeOnline('stripe');
    expect(await stockOf()).toBe((before ?? 0) - 1);
    expect(await t.services.orders.expireUnpaid(new Date())).toBe(0);
    expect(await t.services.orders.expireUnpaid(later())).toBe(1);
    const view = await orderOf(order.id);
    expect(view.status).toBe('cancelled');
    expect(view.history.at(-1)).toMatchObject({ to: 'cancelled', actor: 'system' });
    expect(await stockOf()).toBe(before);
  });
});

async function orderRow(id: string) {
  const { orders } = await import('../../db/schema');
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('order missing');
  return row;
}
