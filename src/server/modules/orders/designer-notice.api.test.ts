import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapaFake } from '../../../../tests/fakes/chapa-fake';
import { createStripeFake } from '../../../../tests/fakes/stripe-fake';
import { readyByDate } from '../../../domain/orders/ready-by';
import type { DesignerLinesPage, OrderView, PlaceOrderResult } from '../../../domain/orders/types';
import { orders, products } from '../../db/schema';
import { freshIp, mailsTo, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createPaymentsTestApp } from '../../test/payments-app';

/**
 * Issue 35, item 3: each designer of an order is mailed their own lines (sizes or measurements,
 * the day each should be ready to ship) once, in their account language, when a pay-on-delivery
 * order is placed or an online one is paid; the studio shows the lines as new until the designer
 * has seen them, and only the line's designer can say they did.
 */

let t: TestApp;
const chapa = createChapaFake({ secretKey: 'CHASECK_TEST-fake-key', webhookSecret: 'chapa-webhook-secret' });
const stripe = createStripeFake({ secretKey: 'sk_test_fake_key', webhookSecret: 'whsec_fake_secret' });
let shopper: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let selamProduct: { id: string; name: string; sizes: string[] };
let hirutProduct: { id: string; name: string; sizes: string[] };

const SELAM_EMAIL = 'selam@designers.tibeb.example';
const HIRUT_EMAIL = 'hirut@designers.tibeb.example';
const measurements = {
  source: 'manual',
  category: 'women',
  measurements: { chest_cm: 92, waist_cm: 74, hips_cm: 100, height_cm: 165 },
  sizeRecommendation: { size: 'M', confidence: 0.86, alternates: ['L'], notes: [] },
  confidence: 0.86,
};
/** What the shopper typed that is none of the designer's business. */
const PRIVATE = /Almaz|almaz-|Haile|\+2519|Gerji/;

const call = (session: Session | null, options: InjectOptions) => t.app.inject(withCookie(session, { remoteAddress: freshIp(), ...options }));

async function productOf(designer: Session) {
  const [row] = await t.database.db
    .select({ id: products.id, name: products.name, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and ${products.designerId} = ${designer.userId} and cardinality(${products.sizes}) > 1`)
    .limit(1);
  if (!row) throw new Error('the template has no sized product of this designer');
  await t.database.db.update(products).set({ stockQuantity: 200 }).where(eq(products.id, row.id));
  return row;
}

beforeAll(async () => {
  t = await createPaymentsTestApp({ chapa, stripe });
  shopper = await signUp(t.app, { email: `almaz-${randomUUID().slice(0, 8)}@example.com`, fullName: 'Almaz Haile' });
  selam = await signInAs(t.app, SELAM_EMAIL, 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, HIRUT_EMAIL, 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  selamProduct = await productOf(selam);
  hirutProduct = await productOf(hirut);
  // Hirut makes hers to measure, in 14 days; and reads Tibeb in Amharic (her account's language).
  await t.database.db.update(products).set({ fulfilment: 'made_to_measure', productionDays: 14 }).where(eq(products.id, hirutProduct.id));
  const lang = await call(hirut, { method: 'PATCH', url: '/api/me', payload: { preferredLanguage: 'am-ET' } });
  expect(lang.statusCode, lang.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

function checkout(paymentMethod: string, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return {
    contact: { email: shopper.email, phone: '+251911234567' },
    shipping: { fullName: 'Almaz Haile', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'Gerji, near the mosque' },
    paymentMethod,
    currency: 'ETB',
    lines,
    ...extra,
  };
}

async function place(paymentMethod: string, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}): Promise<PlaceOrderResult> {
  const res = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkout(paymentMethod, lines, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceOrderResult>();
}

const sized = (p: { id: string; sizes: string[] }) => ({ productId: p.id, quantity: 1, selectedSize: p.sizes[1] });

/** The designer's mails about one order, once every mail sent so far has reached the outbox. */
async function mailsAbout(email: string, orderNumber: string) {
  await t.services.orders.mailsSettled();
  return mailsTo(t.dataDir, email).filter((m) => m.subject.includes(orderNumber));
}

async function studio(designer: Session): Promise<DesignerLinesPage> {
  const res = await call(designer, { method: 'GET', url: '/api/designer/order-lines' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<DesignerLinesPage>();
}

const markSeen = (who: Session, lineIds: string[]) => call(who, { method: 'POST', url: '/api/designer/order-lines/seen', payload: { lineIds } });

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('order not found');
  return row;
}

describe('designers told of a new order', () => {
  it('mails each designer of a pay-on-delivery order their own lines only, once, in their language', async () => {
    const key = randomUUID();
    const body = checkout('cod', [sized(selamProduct), { productId: hirutProduct.id, quantity: 2, selectedSize: null, aiMeasurements: measurements }], { includeMeasurements: true, deliveryNotes: 'For a wedding on Timket' });
    const first = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    const { order } = first.json<PlaceOrderResult>();
    const selamLine = order.lines.find((l) => l.productId === selamProduct.id)!;
    const hirutLine = order.lines.find((l) => l.productId === hirutProduct.id)!;

    const toSelam = await mailsAbout(SELAM_EMAIL, order.orderNumber);
    expect(toSelam).toHaveLength(1);
    const selamMail = toSelam[0]!;
    expect(selamMail.subject).toBe(`New Tibeb order ${order.orderNumber}: 1 piece to make`);
    expect(selamMail.text).toContain(`- ${selamProduct.name} × 1`);
    expect(selamMail.text).toContain(`Size: ${selamProduct.sizes[1]}`);
    expect(selamMail.text).toContain('Pay on delivery');
    expect(selamMail.text).toContain('For a wedding on Timket');
    expect(selamMail.text).toContain('/designer-dashboard#designer-orders');
    expect(selamMail.text).not.toContain(hirutProduct.name);
    expect(selamMail.text).not.toMatch(PRIVATE);

    const toHirut = await mailsAbout(HIRUT_EMAIL, order.orderNumber);
    expect(toHirut).toHaveLength(1);
    const hirutMail = toHirut[0]!;
    expect(hirutMail.subject).toBe(`አዲስ የቲበብ ትዕዛዝ ${order.orderNumber}፦ የሚሰሩ 2 እቃዎች`);
    expect(hirutMail.text).toContain('ሰላም');
    expect(hirutMail.text).toContain(`- ${hirutProduct.name} × 2`);
    expect(hirutMail.text).toMatch(/92\.0 ሴ\.ሜ \(36\.22 ኢንች\)/);
    expect(hirutMail.text).not.toContain(selamProduct.name);
    expect(hirutMail.text).not.toMatch(PRIVATE);

    // The ready-by day is in the mail and on the line: three business days for a ready-made piece,
    // the product's fourteen days for one made to measure, counted from the order.
    const placedAt = new Date(order.createdAt);
    const selamView = (await studio(selam)).lines.find((l) => l.id === selamLine.id)!;
    const hirutView = (await studio(hirut)).lines.find((l) => l.id === hirutLine.id)!;
    expect(selamView.readyBy).toBe(readyByDate(placedAt, 'ready', null));
    expect(hirutView.readyBy).toBe(readyByDate(placedAt, 'made_to_measure', 14));
    expect(selamMail.text).toContain(`Ready to ship by: ${selamView.readyBy}`);
    expect(hirutMail.text).toContain(`ለመላክ ዝግጁ መሆን ያለበት፦ ${hirutView.readyBy}`);

    // The same checkout sent again (a retry) is the same order: nobody is told twice.
    const retry = await call(shopper, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: body });
    expect(retry.statusCode).toBe(200);
    expect(await mailsAbout(SELAM_EMAIL, order.orderNumber)).toHaveLength(1);
    expect(await mailsAbout(HIRUT_EMAIL, order.orderNumber)).toHaveLength(1);
  });

  it('tells the designer of an online order when it is paid, not before, and a replayed webhook mails nobody again', async () => {
    const { order } = await place('chapa', [sized(selamProduct)]);
    expect(await mailsAbout(SELAM_EMAIL, order.orderNumber)).toEqual([]);
    const unpaid = (await studio(selam)).lines.find((l) => l.orderId === order.id)!;
    expect(unpaid).toMatchObject({ isNew: false, readyBy: null });

    const ref = (await orderRow(order.id)).paymentReference as string;
    const hook = await chapa.settle(ref, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    expect((await call(shopper, { method: 'GET', url: `/api/orders/${order.id}` })).json<OrderView>().paymentStatus).toBe('paid');
    const told = await mailsAbout(SELAM_EMAIL, order.orderNumber);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Paid online with Chapa.');

    // The same delivery again, and the shopper coming back from Chapa's page: still one mail.
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/chapa/webhook', headers: hook.headers, payload: hook.body });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const back = await t.app.inject({ method: 'GET', url: `/api/payments/return?order=${order.id}` });
    expect(back.statusCode).toBe(303);
    expect(await mailsAbout(SELAM_EMAIL, order.orderNumber)).toHaveLength(1);

    const paid = (await studio(selam)).lines.find((l) => l.orderId === order.id)!;
    expect(paid.isNew).toBe(true);
    const paidAt = (await orderRow(order.id)).paidAt as Date;
    expect(paid.readyBy).toBe(readyByDate(paidAt, 'ready', null));
  });

  it('tells the designer of a card payment through Stripe once', async () => {
    const { order } = await place('stripe', [sized(selamProduct)], { currency: 'USD' });
    const hook = await stripe.settle((await orderRow(order.id)).paymentReference as string, 'paid');
    expect(hook.deliveredStatus).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...hook.headers, 'content-type': 'application/json' }, payload: hook.body });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const told = await mailsAbout(SELAM_EMAIL, order.orderNumber);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Paid online by card.');
  });
});

describe('new lines in the studio', () => {
  it('shows told lines as new until their own designer marks them seen; nobody else can', async () => {
    const { order } = await place('cod', [sized(selamProduct), sized(hirutProduct)]);
    const selamLine = order.lines.find((l) => l.productId === selamProduct.id)!.id;
    const hirutLine = order.lines.find((l) => l.productId === hirutProduct.id)!.id;

    const before = await studio(selam);
    expect(before.lines.find((l) => l.id === selamLine)?.isNew).toBe(true);
    expect(before.newCount).toBe(before.lines.filter((l) => l.isNew).length);
    expect(before.lines.some((l) => l.id === hirutLine)).toBe(false);
    const hirutBefore = await studio(hirut);
    expect(hirutBefore.lines.find((l) => l.id === hirutLine)?.isNew).toBe(true);

    // Another designer's line, alone or among one's own: refused whole, nothing marked.
    for (const ids of [[hirutLine], [selamLine, hirutLine]]) {
      const res = await markSeen(selam, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_LINE_NOT_FOUND');
    }
    // An admin looking on is not the designer seeing it; a shopper is not let in at all.
    expect((await markSeen(admin, [selamLine])).statusCode).toBe(404);
    expect((await markSeen(shopper, [selamLine])).statusCode).toBe(403);
    expect((await markSeen(selam, ['not-a-line'])).statusCode).toBe(404);
    expect((await markSeen(selam, [])).statusCode).toBe(400);
    expect((await studio(selam)).lines.find((l) => l.id === selamLine)?.isNew).toBe(true);
    expect((await studio(hirut)).lines.find((l) => l.id === hirutLine)?.isNew).toBe(true);

    const seen = await markSeen(selam, [selamLine]);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ seen: 1, newCount: before.newCount - 1 });
    const after = await studio(selam);
    expect(after.lines.find((l) => l.id === selamLine)?.isNew).toBe(false);
    expect(after.newCount).toBe(before.newCount - 1);
    // Seeing it again changes nothing; Hirut's line is still new to her.
    expect((await markSeen(selam, [selamLine])).json()).toEqual({ seen: 0, newCount: before.newCount - 1 });
    expect((await studio(hirut)).lines.find((l) => l.id === hirutLine)?.isNew).toBe(true);
    // Moving a line on does not need it seen first, and keeps the marker as it was.
    const moved = await call(hirut, { method: 'POST', url: `/api/order-lines/${hirutLine}/status`, payload: { status: 'confirmed' } });
    expect(moved.json()).toMatchObject({ status: 'confirmed', isNew: true });
  });

  it('gives an admin every line with its marker but no count of their own', async () => {
    const res = await call(admin, { method: 'GET', url: `/api/designer/order-lines?designerId=${selam.userId}` });
    const page = res.json<DesignerLinesPage>();
    expect(page.newCount).toBe((await studio(selam)).newCount);
    expect((await call(admin, { method: 'GET', url: '/api/designer/order-lines' })).json<DesignerLinesPage>().newCount).toBe(0);
  });
});
