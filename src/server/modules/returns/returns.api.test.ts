import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import type { OrderView, PlaceOrderResult } from '../../../domain/orders/types';
import type { OrderReturns, ReturnRequestView } from '../../../domain/returns/api';
import { sizeCategoryForSlug } from '../../../domain/sizing/category';
import { adminAuditLog, categories, fitReviews, ledgerEntries, notificationOutbox, notificationPreferences, orderItems, orders, orderStatusEvents, paymentEvents, products, returnPhotos, returnRequests, telegramLinks } from '../../db/schema';
import { signInCast, stockedProductOf } from '../../test/cast';
import { multipartBody } from '../../test/multipart';
import { createPaymentsTestApp } from '../../test/payments-app';
import { encode, hostileBody, hostileString, parseOrNull } from '../../test/hostile';
import { checkoutPayload, freshIp, mailsTo, samplePhoto, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Returns and the fit guarantee end to end (issue 39): a ready-made return refunded through the
 * Stripe fake, an exchange, made-to-measure claims resolved by refund (partial, through the Chapa
 * fake), remake (a proposal the shopper accepts) and alteration (an admin's decision), with the
 * ledger, the provider and the stock reconciled after each; the windows and the designer's
 * deadline with a clock the test moves; who may do what with two shoppers, two designers, a guest
 * with the order's link and an admin; and every refusal's code with nothing written.
 */
const DAY = 24 * 3600_000;
let clockAt = new Date();
let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-fake-key', webhookSecret: 'chapa-webhook-secret' });
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let shopper: Session;
let otherShopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let ready = { id: '', sizes: [] as string[], priceMinor: 0 };
let kemis = { id: '', sizes: [] as string[], priceMinor: 0 };

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa, stripe }, { clock: () => clockAt });
  ({ shopper, otherShopper, selam, hirut, admin } = await signInCast(t));
  ready = await stockedProductOf(t, selam.userId, 2);
  await t.database.db.update(products).set({ fulfilment: 'ready', productionDays: null }).where(eq(products.id, ready.id));
  kemis = await stockedProductOf(t, hirut.userId);
  await t.database.db.update(products).set({ fulfilment: 'made_to_measure', productionDays: 20 }).where(eq(products.id, kemis.id));
  // Selam reads Telegram beside e-mail (issue 42): each step her mail tells her of comes there too.
  await t.database.db.insert(telegramLinks).values({ userId: selam.userId, chatId: '3901' }).onConflictDoNothing();
  await t.database.db.insert(notificationPreferences).values({ userId: selam.userId, kind: 'return-update', channels: ['email', 'telegram'] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;
const estimate = (recommended: string | null = null) => ({
  source: 'smart_estimate',
  category: 'women',
  measurements: { height_cm: 165, bust_cm: 92, waist_cm: 76, hips_cm: 100 },
  confidence: 0.7,
  ...(recommended ? { sizeRecommendation: { size: recommended, confidence: 0.8 } } : {}),
});

async function place(who: Session | null, method: 'stripe' | 'chapa' | 'cod', line: Record<string, unknown>): Promise<{ placed: PlaceOrderResult; line: string }> {
  const res = await call(who, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: checkoutPayload([line], { paymentMethod: method, currency: method === 'stripe' ? 'USD' : 'ETB', includeMeasurements: true, measurementConsent: true }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<PlaceOrderResult>();
  return { placed, line: placed.order.lines[0]!.id };
}
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lineRow = async (id: string) => (await t.database.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;
const stockOf = async (id: string) => (await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const entriesOf = (lineId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, lineId));
const requestRows = async (lineId: string) => t.database.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, lineId));

async function pay(orderId: string, method: 'stripe' | 'chapa') {
  const reference = (await orderRow(orderId)).paymentReference as string;
  if (method === 'stripe') await stripe.settle(reference, 'paid');
  else await chapa.settle(reference, 'paid');
  expect((await orderRow(orderId)).paymentStatus).toBe('paid');
}

/** A ready-made line delivered through its designer's moves. */
async function deliverReady(designer: Session, lineId: string) {
  for (const status of ['confirmed', 'in_production', 'shipped', 'delivered']) {
    const res = await call(designer, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * A made-to-measure line marked delivered at the test's clock, written straight to its rows: the
 * way there (the measurement review, the finished photo, shipping) is the fitting and production
 * suites' business, and a delivery at a time the test chooses is what the windows need.
 */
async function deliverMadeToMeasure(lineId: string, orderId: string) {
  await t.database.db.update(orderItems).set({ status: 'delivered' }).where(eq(orderItems.id, lineId));
  await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
  await t.database.db.insert(orderStatusEvents).values({ orderId, orderItemId: lineId, fromStatus: 'shipped', toStatus: 'delivered', createdAt: clockAt });
}

async function uploadPhoto(who: Session | null, lineId: string, purpose: 'evidence' | 'receipt' = 'evidence', data?: Buffer, token?: string) {
  const body = multipartBody({ data: data ?? (await samplePhoto(480, 640)), name: 'fit.jpg', type: 'image/jpeg' });
  return call(who, { method: 'POST', url: `/api/order-lines/${lineId}/return-photos?purpose=${purpose}`, payload: body.payload, headers: { ...body.headers, ...(token ? { 'x-order-token': token } : {}) } });
}
async function photoId(who: Session | null, lineId: string, purpose: 'evidence' | 'receipt' = 'evidence', token?: string): Promise<string> {
  const res = await uploadPhoto(who, lineId, purpose, undefined, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ photo: { id: string } }>().photo.id;
}
const open = (who: Session | null, lineId: string, payload: Record<string, unknown>, token?: string) =>
  call(who, { method: 'POST', url: `/api/order-lines/${lineId}/return-request`, payload, headers: token ? { 'x-order-token': token } : {} });
const answer = (who: Session | null, id: string, payload: Record<string, unknown>) => call(who, { method: 'POST', url: `/api/return-requests/${id}/answer`, payload });
const move = (who: Session | null, id: string, payload: Record<string, unknown>) => call(who, { method: 'POST', url: `/api/return-requests/${id}/move`, payload });
const decide = (who: Session | null, id: string, payload: Record<string, unknown>) => call(who, { method: 'POST', url: `/api/admin/return-requests/${id}/decision`, payload });
const requestOf = (res: { json: <T>() => T }) => res.json<{ request: ReturnRequestView }>().request;

/** The ledger of a line agrees with the money: refunds charged to the designer equal what the request paid back on her account, commission reversed in proportion. */
async function expectLedgerReconciles(lineId: string, chargedToDesignerMinor: number) {
  const entries = await entriesOf(lineId);
  const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.chargedMinor, 0);
  const sale = sum('sale');
  const commission = -sum('commission');
  expect(0 - sum('refund') + 0).toBe(chargedToDesignerMinor);
  // Commission reversed in proportion to what was refunded, rounded once (the ledger's rule).
  expect(Math.abs(sum('commission_reversal') - (commission * chargedToDesignerMinor) / sale)).toBeLessThanOrEqual(0.5);
  // The designer's part and the shop's commission still add up to the goods kept.
  expect(sale + sum('refund') - (commission - sum('commission_reversal'))).toBe(sale - chargedToDesignerMinor - (commission - sum('commission_reversal')));
}

describe('a ready-made return refunded through Stripe', () => {
  it('is opened by its shopper, accepted by its designer, refunded when the garment is back, with stock and ledger reconciled', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'stripe', { productId: ready.id, quantity: 1, selectedSize: ready.sizes[0] });
    await pay(placed.order.id, 'stripe');
    // Not delivered yet: refused by its code, nothing written.
    const early = await open(shopper, line, { kind: 'return', remedy: 'refund', reason: 'Too short' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe('LINE_NOT_DELIVERED');
    await deliverReady(selam, line);
    const stockBefore = await stockOf(ready.id);

    const offered = await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}/returns` });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<OrderReturns>().lines[0]).toMatchObject({ lineId: line, kinds: ['return', 'exchange'] });
    expect(offered.json<OrderReturns>().policy).toEqual({ returnDays: 30, claimDays: 14, alterationCapBp: 2000, answerDays: 3 });

    // Someone else's line is not found, whoever asks; a designer does not open requests.
    for (const who of [otherShopper, hirut, null]) expect((await open(who, line, { kind: 'return', remedy: 'refund', reason: 'Mine' })).statusCode).toBe(404);
    expect(await requestRows(line)).toHaveLength(0);

    const opened = await open(shopper, line, { kind: 'return', remedy: 'refund', reason: 'The colour is not what I expected' });
    expect(opened.statusCode, opened.body).toBe(201);
    const request = requestOf(opened);
    expect(request).toMatchObject({ kind: 'return', state: 'awaiting_designer', remedyWished: 'refund', currency: 'USD', refundedMinor: 0 });
    expect(new Date(request.answerDueAt).getTime()).toBe(clockAt.getTime() + 3 * DAY);
    const selamMail = mailsTo(t.dataDir, 'selam@designers.tibeb.example').find((m) => m.subject === `A return or fit claim was opened (order ${placed.order.orderNumber})`);
    expect(selamMail?.text).toContain('The colour is not what I expected');
    const notices = await t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.userId, selam.userId), eq(notificationOutbox.kind, 'return-update')));
    expect(notices.filter((n) => (n.data as Record<string, string>).orderNumber === placed.order.orderNumber).map((n) => n.channel)).toEqual(['telegram']);

    // One per line.
    const again = await open(shopper, line, { kind: 'exchange', remedy: 'exchange', reason: 'Or a bigger size', exchangeSize: ready.sizes[1] });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe('REQUEST_ALREADY_EXISTS');

    // The other designer cannot see it; the shopper cannot answer for the designer.
    expect((await answer(hirut, request.id, { answer: 'accept' })).statusCode).toBe(404);
    expect((await answer(shopper, request.id, { answer: 'accept' })).statusCode).toBe(403);
    const accepted = await answer(selam, request.id, { answer: 'accept', note: 'Send it back with its tags.' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(requestOf(accepted)).toMatchObject({ state: 'awaiting_return', remedy: 'refund', returnTo: expect.any(String) });
    expect(mailsTo(t.dataDir, placed.order.email).some((m) => m.subject === `Your request was accepted (order ${placed.order.orderNumber})`)).toBe(true);
    // Nothing refunded until the garment is back.
    expect(stripe.session((await orderRow(placed.order.id)).paymentReference as string)?.fake.refundedMinor).toBe(0);

    const received = await call(selam, { method: 'POST', url: `/api/return-requests/${request.id}/received`, payload: { condition: 'as_sent' } });
    expect(received.statusCode, received.body).toBe(200);
    const done = requestOf(received);
    expect(done).toMatchObject({ state: 'resolved', condition: 'as_sent' });
    expect(done.refundedMinor).toBe(done.lineChargedMinor);
    expect(done.lineChargedMinor).toBeGreaterThan(0);
    expect(stripe.session((await orderRow(placed.order.id)).paymentReference as string)?.fake.refundedMinor).toBe(done.refundedMinor);
    expect(await stockOf(ready.id)).toBe(stockBefore + 1);
    await expectLedgerReconciles(line, done.refundedMinor);
    // Received twice: refused, nothing moves again.
    const twice = await call(selam, { method: 'POST', url: `/api/return-requests/${request.id}/received`, payload: { condition: 'as_sent' } });
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(ready.id)).toBe(stockBefore + 1);
  });
});

describe('the designer’s return instructions', () => {
  it('are typed when she accepts a return, kept on the request, and given to its shopper alone (page and mail)', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'stripe', { productId: ready.id, quantity: 1, selectedSize: ready.sizes[0] });
    await pay(placed.order.id, 'stripe');
    await deliverReady(selam, line);
    const request = requestOf(await open(shopper, line, { kind: 'return', remedy: 'refund', reason: 'Too long for me' }));
    const instructions = 'Selam Atelier, Bole Road 12, Addis Ababa.\nSend it by EMS with the order number on the parcel.';
    // Over 1,000 characters, or not text: refused with the field's code, nothing written.
    for (const [bad, code] of [['x'.repeat(1001), 'RETURN_INSTRUCTIONS_TOO_LONG'], [42, 'RETURN_INSTRUCTIONS_INVALID']] as const) {
      const refused = await answer(selam, request.id, { answer: 'accept', returnInstructions: bad });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toBe('VALIDATION_FAILED');
      expect(refused.json<{ error: { fields: Record<string, string[]> } }>().error.fields.returnInstructions).toEqual([code]);
    }
    expect((await requestRows(line))[0]).toMatchObject({ state: 'awaiting_designer', returnInstructions: null });
    const accepted = await answer(selam, request.id, { answer: 'accept', returnInstructions: `  ${instructions}  ` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Stored trimmed; the designer's own answer does not carry them back (only the shopper is given them).
    expect((await requestRows(line))[0]?.returnInstructions).toBe(instructions);
    expect(requestOf(accepted).returnInstructions).toBeNull();

    const own = await call(shopper, { method: 'GET', url: `/api/return-requests/${request.id}` });
    expect(requestOf(own).returnInstructions).toBe(instructions);
    const page = await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}/returns` });
    expect(page.json<OrderReturns>().requests[0]?.returnInstructions).toBe(instructions);
    // The other shopper and the other designer do not find it; its designer and an admin see it without them.
    expect((await call(otherShopper, { method: 'GET', url: `/api/return-requests/${request.id}` })).statusCode).toBe(404);
    expect((await call(otherShopper, { method: 'GET', url: `/api/orders/${placed.order.id}/returns` })).statusCode).toBe(404);
    expect((await call(hirut, { method: 'GET', url: `/api/return-requests/${request.id}` })).statusCode).toBe(404);
    for (const who of [selam, admin]) expect(requestOf(await call(who, { method: 'GET', url: `/api/return-requests/${request.id}` })).returnInstructions).toBeNull();
    const listed = await call(admin, { method: 'GET', url: '/api/admin/return-requests' });
    expect(listed.body).not.toContain('Bole Road 12');
    expect((await call(selam, { method: 'GET', url: `/api/orders/${placed.order.id}/returns` })).body).not.toContain('Bole Road 12');

    // In the shopper's acceptance mail, and in no one else's.
    const mail = mailsTo(t.dataDir, placed.order.email).find((m) => m.subject === `Your request was accepted (order ${placed.order.orderNumber})`);
    expect(mail?.text).toContain('How to send the garment back:');
    expect(mail?.text).toContain(instructions);
    for (const other of ['selam@designers.tibeb.example', 'hirut@designers.tibeb.example', otherShopper.email, admin.email]) {
      expect(mailsTo(t.dataDir, other).some((m) => m.text.includes('Bole Road 12'))).toBe(false);
    }
  });
});

describe('an exchange for another size', () => {
  it('holds the new size when accepted and ships it as a line at no charge when the garment is back', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'stripe', { productId: ready.id, quantity: 1, selectedSize: ready.sizes[0] });
    await pay(placed.order.id, 'stripe');
    await deliverReady(selam, line);
    const unknownSize = await open(shopper, line, { kind: 'exchange', remedy: 'exchange', reason: 'Too small', exchangeSize: 'XXXL-not-a-size' });
    expect(unknownSize.statusCode).toBe(400);
    expect(errorOf(unknownSize)).toBe('EXCHANGE_SIZE_UNAVAILABLE');
    const opened = await open(shopper, line, { kind: 'exchange', remedy: 'exchange', reason: 'Too small', exchangeSize: ready.sizes[1] });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = requestOf(opened).id;
    const stock = await stockOf(ready.id);
    expect(requestOf(await answer(selam, id, { answer: 'accept' }))).toMatchObject({ state: 'awaiting_return', remedy: 'exchange', exchangeSize: ready.sizes[1] });
    expect(await stockOf(ready.id)).toBe(stock - 1);
    const done = requestOf(await call(selam, { method: 'POST', url: `/api/return-requests/${id}/received`, payload: { condition: 'as_sent' } }));
    expect(done.state).toBe('resolved');
    expect(await stockOf(ready.id)).toBe(stock);
    const exchanged = await lineRow(done.exchangeLineId!);
    expect(exchanged).toMatchObject({ orderId: placed.order.id, size: ready.sizes[1], unitPriceMinor: 0, unitPriceUsdMinor: 0, status: 'confirmed', designerId: selam.userId });
    // No money moved: the ledger has no refund for the line and the provider none.
    expect((await entriesOf(line)).filter((e) => e.kind === 'refund')).toHaveLength(0);
    expect(stripe.session((await orderRow(placed.order.id)).paymentReference as string)?.fake.refundedMinor).toBe(0);
    // The exchanged garment is not itself returnable as a paid line.
    const onFree = await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}/returns` });
    expect(onFree.json<OrderReturns>().lines.find((l) => l.lineId === exchanged.id)?.kinds).toEqual([]);
  });
});

describe('made-to-measure fit claims', () => {
  it('a partial refund through Chapa: above what was paid is refused, the amount asked goes back, the ledger reverses it in proportion', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'chapa', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await pay(placed.order.id, 'chapa');
    await deliverMadeToMeasure(line, placed.order.id);
    // A claim needs a photo; a file that is not an image is refused; photos are the shopper's alone.
    const noPhoto = await open(shopper, line, { kind: 'claim', remedy: 'refund', reason: 'The waist is loose' });
    expect(errorOf(noPhoto)).toBe('RETURN_PHOTO_REQUIRED');
    const lie = await uploadPhoto(shopper, line, 'evidence', Buffer.from('%PDF-1.4 not an image'));
    expect([400, 415]).toContain(lie.statusCode);
    expect((await uploadPhoto(otherShopper, line)).statusCode).toBe(404);
    expect(await t.database.db.select().from(returnPhotos).where(eq(returnPhotos.orderItemId, line))).toHaveLength(0);
    const photo = await photoId(shopper, line);
    const paid = (await orderRow(placed.order.id)).chargeAmountMinor;
    const tooMuch = await open(shopper, line, { kind: 'claim', remedy: 'refund', reason: 'Loose', refundAmountMinor: paid + 1, photoIds: [photo], fitAreas: { waist: 'too_large' } });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toBe('REFUND_ABOVE_PAID');
    expect(await requestRows(line)).toHaveLength(0);
    const opened = await open(shopper, line, { kind: 'claim', remedy: 'refund', reason: 'The waist is loose', refundAmountMinor: 150_00, photoIds: [photo], fitAreas: { waist: 'too_large' } });
    expect(opened.statusCode, opened.body).toBe(201);
    const request = requestOf(opened);
    expect(request).toMatchObject({ measurementSource: 'smart_estimate', fitAreas: { waist: 'too_large' }, currency: 'ETB' });
    expect(request.photos.map((p) => p.id)).toEqual([photo]);
    // The provider fails once: nothing changes (no state, no ledger entry), and the retry refunds once.
    chapa.failNext(500);
    const failed = await answer(hirut, request.id, { answer: 'accept' });
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed)).toBe('REFUND_FAILED');
    expect((await requestRows(line))[0]?.state).toBe('awaiting_designer');
    expect((await entriesOf(line)).filter((e) => e.kind === 'refund')).toHaveLength(0);
    const done = requestOf(await answer(hirut, request.id, { answer: 'accept' }));
    expect(done).toMatchObject({ state: 'resolved', refundedMinor: 150_00 });
    const tx = chapa.transaction((await orderRow(placed.order.id)).paymentReference as string);
    expect(tx?.refundedMinor).toBe(150_00);
    expect((await orderRow(placed.order.id)).paymentStatus).toBe('paid');
    await expectLedgerReconciles(line, 150_00);
    const events = await t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.orderId, placed.order.id), eq(paymentEvents.outcome, 'refunded')));
    expect(events.map((e) => (e.payload as { amountMinor: number }).amountMinor)).toEqual([150_00]);
  });

  it('a remake the designer proposes and the shopper accepts: a new line at no charge, with the measurements, on the order', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'chapa', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await pay(placed.order.id, 'chapa');
    await deliverMadeToMeasure(line, placed.order.id);
    const photo = await photoId(shopper, line);
    const request = requestOf(await open(shopper, line, { kind: 'claim', remedy: 'refund', reason: 'The bust is tight', photoIds: [photo], fitAreas: { bust: 'too_small' } }));
    const proposed = await answer(hirut, request.id, { answer: 'propose', remedy: 'remake', note: 'I will make it again with 4 cm more at the bust.' });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(requestOf(proposed)).toMatchObject({ state: 'proposed', remedy: 'remake' });
    // Only the shopper takes the proposal.
    expect((await move(otherShopper, request.id, { move: 'accept_proposal' })).statusCode).toBe(404);
    expect((await move(hirut, request.id, { move: 'accept_proposal' })).statusCode).toBe(403);
    const taken = await move(shopper, request.id, { move: 'accept_proposal' });
    expect(taken.statusCode, taken.body).toBe(200);
    const done = requestOf(taken);
    expect(done).toMatchObject({ state: 'resolved', remedy: 'remake', refundedMinor: 0 });
    const remake = await lineRow(done.remakeLineId!);
    expect(remake).toMatchObject({ orderId: placed.order.id, productId: kemis.id, unitPriceMinor: 0, status: 'pending', designerId: hirut.userId });
    expect(remake.designerNotifiedAt).not.toBeNull();
    // The order shows the remake line; its measurements go to the designer's review again.
    const order = (await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}` })).json<OrderView>();
    expect(order.lines.map((l) => l.id)).toContain(remake.id);
    const review = await call(hirut, { method: 'GET', url: `/api/order-lines/${remake.id}/measurement-review` });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<{ review: { state: string } | null }>().review?.state).toBe('awaiting_review');
    expect(chapa.transaction((await orderRow(placed.order.id)).paymentReference as string)?.refundedMinor).toBe(0);
    await expectLedgerReconciles(line, 0);
    // Each step is told in the order's conversation, as a note in the reader's language.
    const threads = (await call(shopper, { method: 'GET', url: `/api/orders/${placed.order.id}/message-threads` })).json<{ threads: Array<{ id: string }> }>().threads;
    const thread = await call(shopper, { method: 'GET', url: `/api/message-threads/${threads[0]!.id}` });
    expect(thread.statusCode, thread.body).toBe(200);
    const notes = thread.json<{ thread: { messages: Array<{ note: { code: string } | null }> } }>().thread.messages.flatMap((m) => (m.note ? [m.note.code] : []));
    // The test's clock stands still, so the three share a time: compared as a set.
    expect(notes.sort()).toEqual(['return_accepted', 'return_opened', 'return_proposed']);
  });

  it('an alteration decided by an admin after a decline: a designer cannot decide, the receipt is reimbursed up to the cap, charged to the shop', async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'chapa', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await pay(placed.order.id, 'chapa');
    await deliverMadeToMeasure(line, placed.order.id);
    const request = requestOf(await open(shopper, line, { kind: 'claim', remedy: 'alteration', reason: 'Sleeves too long', photoIds: [await photoId(shopper, line)], fitAreas: { sleeves: 'too_large' } }));
    expect(requestOf(await answer(hirut, request.id, { answer: 'decline', note: 'The sleeves are as measured.' })).state).toBe('declined');
    // A designer deciding the dispute is refused at the edge; the shopper asks an admin.
    const byDesigner = await decide(hirut, request.id, { decision: 'remedy', remedy: 'alteration', cause: 'shop', note: 'Mine' });
    expect(byDesigner.statusCode).toBe(403);
    expect(requestOf(await move(shopper, request.id, { move: 'escalate', note: 'Please look at the photos.' })).state).toBe('escalated');
    const decided = await decide(admin, request.id, { decision: 'remedy', remedy: 'alteration', cause: 'shop', note: 'The photo fit read the arm short: the shop pays.' });
    expect(decided.statusCode, decided.body).toBe(200);
    const agreed = requestOf(decided);
    expect(agreed).toMatchObject({ state: 'awaiting_receipt', remedy: 'alteration', cause: 'shop' });
    const audit = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.kind, 'returns.decided'), eq(adminAuditLog.targetId, request.id)));
    expect(audit).toHaveLength(1);
    // Final: a second decision is refused.
    expect((await decide(admin, request.id, { decision: 'reject', note: 'Changed my mind' })).statusCode).toBe(409);

    const receipt = await photoId(shopper, line, 'receipt');
    const reimbursed = await call(shopper, { method: 'POST', url: `/api/return-requests/${request.id}/receipt`, payload: { amountMinor: agreed.lineChargedMinor, photoId: receipt } });
    expect(reimbursed.statusCode, reimbursed.body).toBe(200);
    const done = requestOf(reimbursed);
    expect(done.state).toBe('resolved');
    expect(done.reimbursedMinor).toBe(Math.floor((agreed.lineChargedMinor * 2000) / 10_000));
    expect(done.reimbursedMinor).toBe(agreed.alterationCapMinor);
    expect(chapa.transaction((await orderRow(placed.order.id)).paymentReference as string)?.refundedMinor).toBe(done.reimbursedMinor);
    // The shop bears it: nothing is taken from the designer.
    await expectLedgerReconciles(line, 0);
  });

  it('refuses a claim after 14 days, one not covered, and a refund of a line already refunded; nothing is written', async () => {
    clockAt = new Date();
    const late = await place(shopper, 'cod', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await deliverMadeToMeasure(late.line, late.placed.order.id);
    const photo = await photoId(shopper, late.line);
    clockAt = new Date(clockAt.getTime() + 15 * DAY);
    const closed = await open(shopper, late.line, { kind: 'claim', remedy: 'remake', reason: 'Tight', photoIds: [photo] });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed)).toBe('REQUEST_WINDOW_CLOSED');
    expect(await requestRows(late.line)).toHaveLength(0);
    // A ready-made kind on a made-to-measure line is refused by name.
    clockAt = new Date(clockAt.getTime() - 15 * DAY);
    expect(errorOf(await open(shopper, late.line, { kind: 'return', remedy: 'refund', reason: 'x' }))).toBe('REQUEST_KIND_INVALID');

    // A size picked against the guide's advice is not covered.
    const against = await place(shopper, 'cod', { productId: kemis.id, quantity: 1, selectedSize: kemis.sizes[0], aiMeasurements: estimate('not-this-size') });
    await deliverMadeToMeasure(against.line, against.placed.order.id);
    const uncovered = await open(shopper, against.line, { kind: 'claim', remedy: 'remake', reason: 'Tight', photoIds: [await photoId(shopper, against.line)] });
    expect(uncovered.statusCode).toBe(409);
    expect(errorOf(uncovered)).toBe('CLAIM_NOT_COVERED');

    // The whole order refunded by an admin first: a claim's refund finds nothing left.
    const refunded = await place(shopper, 'chapa', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await pay(refunded.placed.order.id, 'chapa');
    await deliverMadeToMeasure(refunded.line, refunded.placed.order.id);
    expect((await call(admin, { method: 'POST', url: `/api/admin/orders/${refunded.placed.order.id}/refund`, payload: {} })).statusCode).toBe(200);
    const claim = await open(shopper, refunded.line, { kind: 'claim', remedy: 'refund', reason: 'Tight', refundAmountMinor: 100, photoIds: [await photoId(shopper, refunded.line)] });
    expect(claim.statusCode).toBe(409);
    expect(errorOf(claim)).toBe('LINE_ALREADY_REFUNDED');
    expect(await requestRows(refunded.line)).toHaveLength(0);
  });

  it('a guest claims through the order link; without it the line is not found; the designer who lets 3 days pass sends it to an admin', async () => {
    clockAt = new Date();
    const guest = await place(null, 'cod', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await deliverMadeToMeasure(guest.line, guest.placed.order.id);
    const token = guest.placed.accessToken as string;
    expect(token).toBeTruthy();
    expect((await uploadPhoto(null, guest.line)).statusCode).toBe(404);
    const photo = await photoId(null, guest.line, 'evidence', token);
    expect((await open(null, guest.line, { kind: 'claim', remedy: 'remake', reason: 'Hem uneven', photoIds: [photo] })).statusCode).toBe(404);
    const opened = await open(null, guest.line, { kind: 'claim', remedy: 'remake', reason: 'Hem uneven', photoIds: [photo], fitAreas: { length: 'a_little_large' } }, token);
    expect(opened.statusCode, opened.body).toBe(201);
    const id = requestOf(opened).id;
    // Before the deadline the job moves nothing; after it, the request goes to an admin, once.
    expect(await t.services.returns.runDeadlines()).toBe(0);
    clockAt = new Date(clockAt.getTime() + 3 * DAY + 60_000);
    // Requests the earlier tests left unanswered are due too: at least this one moves.
    expect(await t.services.returns.runDeadlines()).toBeGreaterThanOrEqual(1);
    expect(await t.services.returns.runDeadlines()).toBe(0);
    expect((await requestRows(guest.line))[0]?.state).toBe('escalated');
    expect(mailsTo(t.dataDir, 'admin@tibeb.example').some((m) => m.subject === `A request was not answered in time (order ${guest.placed.order.orderNumber})`)).toBe(true);
    // The designer can no longer answer; the admin decides a remake, and the console lists it no more as a dispute.
    expect((await answer(hirut, id, { answer: 'accept' })).statusCode).toBe(409);
    const escalated = await call(admin, { method: 'GET', url: '/api/admin/return-requests?state=escalated' });
    expect(escalated.json<{ requests: ReturnRequestView[] }>().requests.map((r) => r.id)).toContain(id);
    expect(requestOf(await decide(admin, id, { decision: 'remedy', remedy: 'remake', cause: 'designer', note: 'Remake it.' })).state).toBe('resolved');
    const after = await call(admin, { method: 'GET', url: '/api/admin/return-requests?state=escalated' });
    expect(after.json<{ requests: ReturnRequestView[] }>().requests.map((r) => r.id)).not.toContain(id);
    // The studio lists each designer's own requests only.
    const mine = (await call(hirut, { method: 'GET', url: '/api/designer/return-requests' })).json<{ requests: ReturnRequestView[] }>().requests;
    expect(mine.every((r) => r.designerId === hirut.userId)).toBe(true);
    expect(mine.map((r) => r.id)).toContain(id);
    const hers = (await call(selam, { method: 'GET', url: '/api/designer/return-requests' })).json<{ requests: ReturnRequestView[] }>().requests;
    expect(hers.map((r) => r.id)).not.toContain(id);
  });

  it('shows the console claim rates by measurement source, product and designer', async () => {
    const res = await call(admin, { method: 'GET', url: '/api/admin/returns/claim-rates' });
    expect(res.statusCode, res.body).toBe(200);
    const rates = res.json<{ bySource: Array<{ key: string; delivered: number; claims: number }>; byDesigner: Array<{ key: string; claims: number }> }>();
    const estimates = rates.bySource.find((r) => r.key === 'smart_estimate');
    expect(estimates?.claims).toBeGreaterThanOrEqual(4);
    expect(estimates!.delivered).toBeGreaterThanOrEqual(estimates!.claims);
    expect(rates.byDesigner.find((r) => r.key === hirut.userId)?.claims).toBeGreaterThanOrEqual(4);
    expect((await call(hirut, { method: 'GET', url: '/api/admin/returns/claim-rates' })).statusCode).toBe(403);
  });

  it('keeps the policies in settings an admin changes, audited, that the public reads', async () => {
    const bad = await call(admin, { method: 'PUT', url: '/api/admin/returns/settings', payload: { returnDays: 0, claimDays: 14, alterationCapBp: 2000, answerDays: 3 } });
    expect(bad.statusCode).toBe(400);
    const saved = await call(admin, { method: 'PUT', url: '/api/admin/returns/settings', payload: { returnDays: 45, claimDays: 21, alterationCapBp: 1500, answerDays: 5 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(null, { method: 'GET', url: '/api/returns/policy' })).json()).toEqual({ policy: { returnDays: 45, claimDays: 21, alterationCapBp: 1500, answerDays: 5 } });
    expect((await call(selam, { method: 'PUT', url: '/api/admin/returns/settings', payload: { returnDays: 1, claimDays: 1, alterationCapBp: 0, answerDays: 1 } })).statusCode).toBe(403);
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'returns.settings_changed'))).toHaveLength(1);
  });
});

describe('claims teach the fit feedback as reviews do', () => {
  it('a claim’s fit areas move its product’s fit summary and offsets when opened; an admin’s rejection takes them back', { timeout: 180_000 }, async () => {
    clockAt = new Date();
    // A published women's garment of its own, so no other test's claims are in its evidence.
    const candidates = await t.database.db
      .select({ id: products.id, slug: categories.slug, designerId: products.designerId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.status, 'published'), eq(products.isActive, true)));
    const dress = candidates.find((p) => p.id !== kemis.id && p.id !== ready.id && sizeCategoryForSlug(p.slug) === 'women' && [selam.userId, hirut.userId].includes(p.designerId ?? ''));
    if (!dress) throw new Error('no women’s product in the catalogue');
    const maker = dress.designerId === selam.userId ? selam : hirut;
    await t.database.db.update(products).set({ fulfilment: 'made_to_measure', productionDays: 20, stockQuantity: 100, sizes: ['S', 'M', 'L'] }).where(eq(products.id, dress.id));
    const summary = async () => {
      const res = await call(null, { method: 'GET', url: `/api/products/${dress.id}/fit-summary` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ reviewCount: number; headline: { kind: string; area?: string } | null; offsets: Record<string, number> }>();
    };
    expect(await summary()).toMatchObject({ reviewCount: 0, headline: null, offsets: {} });

    const claimed: Array<{ line: string; request: string }> = [];
    for (let i = 0; i < 9; i += 1) {
      const { placed, line } = await place(i % 2 === 0 ? shopper : otherShopper, 'chapa', { productId: dress.id, quantity: 1, selectedSize: 'M', aiMeasurements: estimate() });
      await pay(placed.order.id, 'chapa');
      await deliverMadeToMeasure(line, placed.order.id);
      const who = i % 2 === 0 ? shopper : otherShopper;
      const opened = await open(who, line, { kind: 'claim', remedy: 'remake', reason: 'The bust is too tight', photoIds: [await photoId(who, line)], fitAreas: { bust: 'too_small', chest: 'too_small' } });
      expect(opened.statusCode, opened.body).toBe(201);
      claimed.push({ line, request: requestOf(opened).id });
    }
    const rows = await t.database.db.select().from(fitReviews).where(eq(fitReviews.productId, dress.id));
    expect(rows).toHaveLength(9);
    // Chest is not asked of a women's garment: only the bust counts; the overall is the area's verdict.
    expect(rows.every((r) => r.origin === 'claim' && r.overall === 'too_small' && JSON.stringify(r.areas) === '{"bust":"too_small"}' && r.size === 'M')).toBe(true);
    const learned = await summary();
    expect(learned).toMatchObject({ reviewCount: 9, headline: { kind: 'runs_small', area: 'bust' } });
    // Runs small on the bust: the recommendation reads the garment's bust smaller than its chart.
    expect(learned.offsets.bust_cm).toBeLessThan(0);

    // An admin rejects one claim (after the designer's decline and the shopper's appeal): its verdicts stop counting.
    const { request } = claimed[0]!;
    expect((await answer(maker, request, { answer: 'decline', note: 'The photos show it fits as ordered.' })).statusCode).toBe(200);
    expect((await move(shopper, request, { move: 'escalate' })).statusCode).toBe(200);
    const rejected = await decide(admin, request, { decision: 'reject', note: 'The garment matches the measurements given.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await summary()).reviewCount).toBe(8);

    // The shopper's own review replaces a claim's verdicts on its line: one word per line.
    const reviewed = await call(otherShopper, { method: 'PUT', url: `/api/order-lines/${claimed[1]!.line}/fit-review`, payload: { overall: 'just_right', areas: {}, kept: 'kept' } });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const own = (await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, claimed[1]!.line)))[0]!;
    expect(own).toMatchObject({ origin: 'review', overall: 'just_right' });
    expect((await summary()).reviewCount).toBe(8);
  });
});

describe('hostile input on a delivered line and an open request', () => {
  it('any body to open, answer, move or decide: never a 5xx, always our error shape, nothing written but a valid request', { timeout: 180_000 }, async () => {
    clockAt = new Date();
    const { placed, line } = await place(shopper, 'cod', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await deliverMadeToMeasure(line, placed.order.id);
    const other = await place(shopper, 'cod', { productId: kemis.id, quantity: 1, aiMeasurements: estimate() });
    await deliverMadeToMeasure(other.line, other.placed.order.id);
    const open_ = requestOf(await open(shopper, other.line, { kind: 'claim', remedy: 'remake', reason: 'Tight', photoIds: [await photoId(shopper, other.line)] }));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        hostileBody({ properties: { kind: {}, remedy: {}, reason: {}, refundAmountMinor: {}, exchangeSize: {}, fitAreas: {}, photoIds: {}, answer: {}, note: {}, move: {}, decision: {}, cause: {} } }),
        fc.oneof(fc.constant(open_.id), hostileString),
        fc.constantFrom('open', 'answer', 'move', 'decide'),
        async (body, id, which) => {
          const payload = JSON.stringify(body) ?? 'null';
          const headers = { 'content-type': 'application/json' };
          const res =
            which === 'open'
              ? await call(shopper, { method: 'POST', url: `/api/order-lines/${line}/return-request`, headers, payload })
              : which === 'answer'
                ? await call(hirut, { method: 'POST', url: `/api/return-requests/${encode(id)}/answer`, headers, payload })
                : which === 'move'
                  ? await call(shopper, { method: 'POST', url: `/api/return-requests/${encode(id)}/move`, headers, payload })
                  : await call(admin, { method: 'POST', url: `/api/admin/return-requests/${encode(id)}/decision`, headers, payload });
          if (res.statusCode >= 500) failures.push(`${which} ${res.statusCode} ${payload.slice(0, 200)}`);
          if (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string') failures.push(`not our shape ${which} ${res.statusCode}`);
          return true;
        },
      ),
      { numRuns: 120, seed: 39 },
    );
    expect(failures).toEqual([]);
    // No hostile body opened a request on the first line (a claim needs a photo, which none had).
    expect(await requestRows(line)).toHaveLength(0);
  });
});
