import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizeCategoryForSlug } from '../../../domain/sizing/category';
import { categories, fitReviews, orderItems, orderStatusEvents, products } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopperA: Session;
let shopperB: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let product = { id: '', name: '' };

const body = { bust_cm: 89, waist_cm: 79, hips_cm: 97, height_cm: 165 };
const address = { fullName: 'Meron Alemu Tadesse', country: 'ET', city: 'Bahir Dar', subCity: 'Belay Zeleke', woreda: '03', landmark: 'Near the lake' };

const call = (session: Session | null, options: InjectOptions) => t.app.inject(withCookie(session, { remoteAddress: freshIp(), ...options }));

/** A pay-on-delivery order of one line in size M with the shopper's measurements; answers the line's id. */
async function orderLine(session: Session, email: string): Promise<string> {
  const res = await call(session, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      contact: { email, phone: '+251 91 123 4567' },
      shipping: address,
      paymentMethod: 'cod',
      currency: 'ETB',
      includeMeasurements: true,
      lines: [{ productId: product.id, quantity: 1, selectedSize: 'M', aiMeasurements: { source: 'manual', category: 'women', measurements: body, confidence: 0.9 } }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: { lines: { id: string }[] } }>().order.lines[0]!.id;
}

async function moveLine(lineId: string, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    // Production waits for the line's measurements to be accepted (fitting); a line without any has nothing to accept.
    if (status === 'in_production') await call(selam, { method: 'POST', url: `/api/order-lines/${lineId}/measurement-review/accept` });
    // Pay on delivery: a line is delivered by recording its cash (docs/decisions/032).
    const res =
      status === 'delivered'
        ? await call(selam, { method: 'POST', url: `/api/order-lines/${lineId}/cash`, payload: { outcome: 'collected', collectedBy: 'designer' } })
        : await call(selam, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(status === 'delivered' ? 201 : 200);
  }
}
const deliver = (lineId: string) => moveLine(lineId, ['confirmed', 'in_production', 'shipped', 'delivered']);
const review = (session: Session | null, lineId: string, payload: unknown) => call(session, { method: 'PUT', url: `/api/order-lines/${lineId}/fit-review`, payload: payload as InjectOptions['payload'] });

beforeAll(async () => {
  t = await createTestApp();
  [shopperA, shopperB] = [await signUp(t.app), await signUp(t.app)];
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const rows = await t.database.db
    .select({ id: products.id, name: products.name, sizes: products.sizes, slug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.designerId, selam.userId), eq(products.status, 'published')));
  const found = rows.find((p) => p.sizes.includes('M') && sizeCategoryForSlug(p.slug) === 'women');
  if (!found) throw new Error('Selam has no published women’s product in size M');
  product = { id: found.id, name: found.name };
  await t.database.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, product.id));
});
afterAll(async () => {
  await t?.close();
});

describe('reviewing a line', () => {
  it('is refused before delivery, then accepted from its shopper in two taps, and an edit replaces it', async () => {
    const line = await orderLine(shopperA, shopperA.email);
    const before = await call(shopperA, { method: 'GET', url: `/api/order-lines/${line}/fit-review` });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ eligibility: 'LINE_NOT_DELIVERED', review: null, areas: ['bust', 'waist', 'hips', 'length', 'sleeves'] });
    const early = await review(shopperA, line, { overall: 'just_right' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('LINE_NOT_DELIVERED');

    await deliver(line);
    // The invitation: one mail about this product, linking to the order page.
    await expect.poll(() => mailsTo(t.dataDir, shopperA.email).filter((m) => m.subject.includes('fit')).length).toBe(1);
    // The one form of the order page for this line (issue 43), and the review window as set (100 days by default).
    const invite = mailsTo(t.dataDir, shopperA.email).find((m) => m.subject.includes('fit'));
    expect(invite?.subject).toContain('How do you like it?');
    expect(invite?.text).toContain(`#review-${line}`);
    expect(invite?.text).toContain('for 100 days after delivery');

    const state = await call(shopperA, { method: 'GET', url: `/api/order-lines/${line}/fit-review` });
    expect(state.json()).toMatchObject({ eligibility: 'OK', size: 'M' });
    expect(Date.parse(state.json().reviewUntil) - Date.now()).toBeGreaterThan(59 * 86_400_000);

    const first = await review(shopperA, line, { overall: 'just_right' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().review).toMatchObject({ overall: 'just_right', areas: {}, note: null, kept: 'kept' });
    const second = await review(shopperA, line, { overall: 'a_little_small', areas: { bust: 'a_little_small' }, note: 'Tight at the bust', kept: 'returning' });
    expect(second.statusCode).toBe(200);
    const stored = await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, line));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ overall: 'a_little_small', kept: 'returning', size: 'M', category: 'women', measurementSource: 'manual', reviewerFirstName: 'Meron', reviewerCity: 'Bahir Dar' });
    expect(stored[0]!.measurements).toMatchObject({ bust_cm: 89, hips_cm: 97 });
  });

  it('lets nobody but the line’s shopper read or write its review', async () => {
    const line = await orderLine(shopperA, shopperA.email);
    await deliver(line);
    for (const who of [shopperB, selam, hirut, admin]) {
      const res = await review(who, line, { overall: 'too_small' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_LINE_NOT_FOUND');
      expect((await call(who, { method: 'GET', url: `/api/order-lines/${line}/fit-review` })).statusCode).toBe(404);
    }
    expect((await review(null, line, { overall: 'too_small' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, line))).toHaveLength(0);
  });

  it('refuses cancelled lines and lines delivered longer ago than the review window (100 days, as a review with stars)', async () => {
    const cancelled = await orderLine(shopperB, shopperB.email);
    await moveLine(cancelled, ['cancelled']);
    const res = await review(shopperB, cancelled, { overall: 'just_right' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LINE_CANCELLED');

    const old = await orderLine(shopperB, shopperB.email);
    await deliver(old);
    const deliveredDaysAgo = (days: number) =>
      t.database.db
        .update(orderStatusEvents)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(and(eq(orderStatusEvents.orderItemId, old), eq(orderStatusEvents.toStatus, 'delivered')));
    // Past fit feedback's own 60 days, still within the reviews' 100: the verdict alone is taken.
    await deliveredDaysAgo(61);
    expect((await review(shopperB, old, { overall: 'just_right' })).statusCode).toBe(200);
    await deliveredDaysAgo(101);
    const late = await review(shopperB, old, { overall: 'too_small' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED', message: 'Fit reviews are open for 100 days after delivery.' });
  });

  it('answers bad input with a 4xx and a stable code, writing nothing', async () => {
    const line = await orderLine(shopperB, shopperB.email);
    await deliver(line);
    const cases: Array<[unknown, number, string]> = [
      [{ overall: 'meh' }, 400, 'VALIDATION_FAILED'],
      [{ overall: 2 }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
      [{ overall: 'just_right', areas: { chest: 'too_small' } }, 400, 'AREA_NOT_ASKED'],
      [{ overall: 'just_right', areas: { neck: 'too_small' } }, 400, 'VALIDATION_FAILED'],
      [{ overall: 'just_right', note: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      [{ overall: 'just_right', stars: 5 }, 400, 'VALIDATION_FAILED'],
      [[1, 2], 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await review(shopperB, line, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(code);
    }
    const malformed = await call(shopperB, { method: 'PUT', url: `/api/order-lines/${line}/fit-review`, headers: { 'content-type': 'application/json' }, payload: '{"overall":' });
    expect(malformed.statusCode).toBe(400);
    const nul = await review(shopperB, line, { overall: 'just_right', note: 'bad\u0000byte' });
    expect(nul.statusCode).toBe(400);
    const unknown = await review(shopperB, randomUUID(), { overall: 'just_right' });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await review(shopperB, 'not-an-id', { overall: 'just_right' });
    expect(notAnId.statusCode).toBe(404);
    expect(await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, line))).toHaveLength(0);
  });
});

describe('designer summary and moderation', () => {
  it('shows the designer their product’s reviews with first name and city only, hostile text as text; not to another designer', async () => {
    const line = await orderLine(shopperB, shopperB.email);
    await deliver(line);
    const hostile = '<img src=x onerror=alert(1)> runs small';
    expect((await review(shopperB, line, { overall: 'a_little_small', areas: { bust: 'a_little_small' }, note: hostile })).statusCode).toBe(200);

    const own = await call(selam, { method: 'GET', url: '/api/designer/fit-reviews' });
    expect(own.statusCode).toBe(200);
    const entry = own.json<{ products: { productId: string; summary: { reviewCount: number }; reviews: { note: string | null; reviewer: unknown }[] }[] }>().products.find((p) => p.productId === product.id);
    expect(entry?.summary.reviewCount).toBeGreaterThanOrEqual(2);
    expect(entry?.reviews.some((r) => r.note === hostile)).toBe(true);
    expect(entry?.reviews.every((r) => JSON.stringify(r.reviewer) === JSON.stringify({ firstName: 'Meron', city: 'Bahir Dar' }))).toBe(true);
    // No surname, e-mail or street in what the designer receives.
    expect(own.body).not.toContain('Tadesse');
    expect(own.body).not.toContain(shopperB.email);
    expect(own.body).not.toContain('Near the lake');

    const other = await call(hirut, { method: 'GET', url: '/api/designer/fit-reviews' });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ products: { productId: string }[] }>().products.some((p) => p.productId === product.id)).toBe(false);
    expect((await call(shopperA, { method: 'GET', url: '/api/designer/fit-reviews' })).statusCode).toBe(403);
  });

  it('lets an admin hide an abusive note (the designer then sees none); designers and shoppers cannot', async () => {
    const list = await call(admin, { method: 'GET', url: '/api/admin/fit-reviews' });
    expect(list.statusCode).toBe(200);
    const target = list.json<{ items: { id: string; note: string }[] }>().items.find((i) => i.note.includes('onerror'));
    expect(target).toBeDefined();
    for (const who of [selam, shopperB]) {
      expect((await call(who, { method: 'POST', url: `/api/admin/fit-reviews/${target!.id}/note-hidden`, payload: { hidden: true } })).statusCode).toBe(403);
    }
    const hide = await call(admin, { method: 'POST', url: `/api/admin/fit-reviews/${target!.id}/note-hidden`, payload: { hidden: true } });
    expect(hide.json()).toEqual({ id: target!.id, noteHidden: true });
    const seen = await call(selam, { method: 'GET', url: '/api/designer/fit-reviews' });
    const reviewSeen = seen.json<{ products: { reviews: { id: string; note: string | null; noteHidden: boolean }[] }[] }>().products.flatMap((p) => p.reviews).find((r) => r.id === target!.id);
    expect(reviewSeen).toMatchObject({ note: null, noteHidden: true });
    expect((await call(admin, { method: 'POST', url: `/api/admin/fit-reviews/${randomUUID()}/note-hidden`, payload: { hidden: true } })).statusCode).toBe(404);
    expect((await call(admin, { method: 'POST', url: `/api/admin/fit-reviews/${target!.id}/note-hidden`, payload: { hidden: 'yes' } })).statusCode).toBe(400);
  });
});

describe('a reviewer who deletes their account', () => {
  it('leaves the verdicts counting but no name, city or note behind', async () => {
    const leaver = await signUp(t.app);
    const line = await orderLine(leaver, leaver.email);
    await deliver(line);
    expect((await review(leaver, line, { overall: 'too_small', note: 'Call me on +251 91 000 0000' })).statusCode).toBe(200);
    const reviewsOf = async () => {
      const res = await call(selam, { method: 'GET', url: '/api/designer/fit-reviews' });
      expect(res.statusCode).toBe(200);
      return res.json<{ products: { productId: string; summary: { reviewCount: number }; reviews: { note: string | null; reviewer: { firstName: string; city: string | null } }[] }[] }>().products.find((p) => p.productId === product.id);
    };
    const before = await reviewsOf();
    expect(before?.reviews.some((r) => r.note?.includes('+251 91 000 0000'))).toBe(true);

    const gone = await call(leaver, { method: 'POST', url: '/api/account/delete', payload: { currentPassword: 'Str0ng!Pass' } });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await call(selam, { method: 'GET', url: '/api/designer/fit-reviews' });
    expect(after.body).not.toContain('+251 91 000 0000');
    const [row] = await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, line));
    expect(row).toMatchObject({ userId: null, reviewerFirstName: 'Deleted customer', reviewerCity: null, note: null, overall: 'too_small' });
    expect((await reviewsOf())?.summary.reviewCount).toBe(before?.summary.reviewCount);
  });
});

describe('the product page and the recommendation', () => {
  const recommend = () =>
    call(null, { method: 'POST', url: '/api/functions/ai-size-recommendation-hardened', payload: { category: 'women', productId: product.id, measurements: { bust_cm: 90, waist_cm: 78, hips_cm: 97 } } });

  it('says nothing below the threshold, then "runs small at the bust" and sizes up, saying why', async () => {
    const below = await call(null, { method: 'GET', url: `/api/products/${product.id}/fit-summary` });
    expect(below.statusCode).toBe(200);
    expect(below.json()).toMatchObject({ headline: null, fitShare: null, offsets: {} });
    const plain = await recommend();
    expect(plain.json()).toMatchObject({ size: 'M' });
    expect(plain.json().fitFeedback).toBeUndefined();

    // Twenty shoppers near the middle of M who found the bust a little small, seeded straight into the tables.
    const [template] = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, product.id)).limit(1);
    for (let i = 0; i < 20; i += 1) {
      const [item] = await t.database.db
        .insert(orderItems)
        .values({ orderId: template!.orderId, productId: product.id, designerId: selam.userId, productName: product.name, unitPriceMinor: 100, unitPriceUsdMinor: 100, quantity: 1, size: 'M', status: 'delivered' })
        .returning();
      await t.database.db.insert(fitReviews).values({
        orderItemId: item!.id,
        productId: product.id,
        designerId: selam.userId,
        category: 'women',
        size: 'M',
        overall: 'a_little_small',
        areas: { bust: 'a_little_small' },
        kept: 'kept',
        measurements: { bust_cm: 88.5 + (i % 4) * 0.5, waist_cm: 79, hips_cm: 97 },
        measurementSource: 'manual',
        reviewerFirstName: 'Sim',
      });
    }
    const shown = await call(null, { method: 'GET', url: `/api/products/${product.id}/fit-summary` });
    expect(shown.json()).toMatchObject({ headline: { kind: 'runs_small', area: 'bust' } });
    expect(shown.json().offsets.bust_cm).toBeLessThan(-1);
    const moved = await recommend();
    expect(moved.json()).toMatchObject({ size: 'L', fitFeedback: { sizeWithout: 'M' } });
    expect(moved.json().notes).toContain('FIT_FEEDBACK_SIZED_UP');
    expect(moved.json().confidence).toBeLessThan(plain.json().confidence);

    const designer = await call(selam, { method: 'GET', url: '/api/designer/fit-reviews' });
    const summary = designer.json<{ products: { productId: string; summary: { suggestions: { area: string; direction: string; sizeFrom: string; sizeTo: string }[] } }[] }>().products.find((p) => p.productId === product.id)?.summary;
    expect(summary?.suggestions[0]).toMatchObject({ area: 'bust', direction: 'small', sizeFrom: 'M', sizeTo: 'M' });
  });

  it('answers an unknown or malformed product with 404', async () => {
    expect((await call(null, { method: 'GET', url: `/api/products/${randomUUID()}/fit-summary` })).statusCode).toBe(404);
    expect((await call(null, { method: 'GET', url: '/api/products/%00/fit-summary' })).statusCode).toBeLessThan(500);
  });
});
