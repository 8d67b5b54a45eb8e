import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateOf } from '../../../domain/reviews/aggregate';
import { sizeCategoryForSlug } from '../../../domain/sizing/category';
import { adminAuditLog, categories, fitReviews, orderStatusEvents, productReviews, productReviewSizes, productReviewStats, products } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, multipartBody, samplePhoto, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopperA: Session;
let shopperB: Session;
let selam: Session;
let hirut: Session;
let admin: Session;
let product = { id: '', sizes: [] as string[] };

const address = { fullName: 'Meron Alemu Tadesse', country: 'ET', city: 'Bahir Dar', subCity: 'Belay Zeleke', woreda: '03', landmark: 'Near the lake' };
const call = (session: Session | null, options: InjectOptions) => t.app.inject(withCookie(session, { remoteAddress: freshIp(), ...options }));

async function orderLine(session: Session, size: string): Promise<string> {
  const res = await call(session, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { contact: { email: session.email, phone: '+251 91 123 4567' }, shipping: address, paymentMethod: 'cod', currency: 'ETB', lines: [{ productId: product.id, quantity: 1, selectedSize: size }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: { lines: { id: string }[] } }>().order.lines[0]!.id;
}

async function deliver(lineId: string): Promise<void> {
  for (const status of ['confirmed', 'in_production', 'shipped', 'delivered']) {
    const res =
      status === 'delivered'
        ? await call(selam, { method: 'POST', url: `/api/order-lines/${lineId}/cash`, payload: { outcome: 'collected', collectedBy: 'designer' } })
        : await call(selam, { method: 'POST', url: `/api/order-lines/${lineId}/status`, payload: { status } });
    expect(res.statusCode, res.body).toBe(status === 'delivered' ? 201 : 200);
  }
}

const deliveredLine = async (session: Session, size: string) => {
  const line = await orderLine(session, size);
  await deliver(line);
  return line;
};
const create = (who: Session | null, line: string, payload: unknown) => call(who, { method: 'POST', url: `/api/order-lines/${line}/review`, payload: payload as InjectOptions['payload'] });
const edit = (who: Session | null, id: string, payload: unknown) => call(who, { method: 'PUT', url: `/api/reviews/${id}`, payload: payload as InjectOptions['payload'] });
const list = (who: Session | null, query = '') => call(who, { method: 'GET', url: `/api/products/${product.id}/reviews${query}` });
async function photo(who: Session, line: string): Promise<string> {
  const body = multipartBody({ data: await samplePhoto(480, 640), name: 'worn.jpg', type: 'image/jpeg' });
  const res = await call(who, { method: 'POST', url: `/api/order-lines/${line}/review-photos`, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ photo: { id: string } }>().photo.id;
}
const code = (res: { json: () => { error: { code: string } } }) => res.json().error.code;

/** The kept rating equals a recount of the rows. */
async function expectKeptEqualsRecount(): Promise<void> {
  const rows = await t.database.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
  const visible = rows.filter((r) => r.status === 'visible');
  const expected = aggregateOf(visible.map((r) => ({ stars: r.stars, hasPhotos: r.photoCount > 0 })));
  const [kept] = await t.database.db.select().from(productReviewStats).where(eq(productReviewStats.productId, product.id));
  expect(kept).toMatchObject({ count: expected.count, sum: expected.sum, withPhotos: expected.withPhotos, listed: visible.length });
  expect([kept!.stars1, kept!.stars2, kept!.stars3, kept!.stars4, kept!.stars5]).toEqual(expected.distribution);
  // The size filter's kept counts equal a recount too (sizes with no visible review left count 0).
  const sizes = new Map<string, number>();
  for (const r of visible) if (r.size) sizes.set(r.size, (sizes.get(r.size) ?? 0) + 1);
  const keptSizes = await t.database.db.select().from(productReviewSizes).where(eq(productReviewSizes.productId, product.id));
  expect(Object.fromEntries(keptSizes.filter((k) => k.count !== 0).map((k) => [k.size, k.count]))).toEqual(Object.fromEntries(sizes));
}

let reviewA = '';
let lineA = '';

beforeAll(async () => {
  t = await createTestApp();
  [shopperA, shopperB] = [await signUp(t.app), await signUp(t.app)];
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const rows = await t.database.db
    .select({ id: products.id, sizes: products.sizes, slug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.designerId, selam.userId), eq(products.status, 'published')));
  const found = rows.find((p) => p.sizes.includes('M') && p.sizes.includes('L') && sizeCategoryForSlug(p.slug) === 'women');
  if (!found) throw new Error('Selam has no published women’s product in sizes M and L');
  product = { id: found.id, sizes: found.sizes };
  await t.database.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, product.id));
  // Seeded demo reviews must not decide these tests' figures.
  await t.database.db.delete(productReviews).where(eq(productReviews.productId, product.id));
  await t.database.db.delete(productReviewStats).where(eq(productReviewStats.productId, product.id));
  await t.database.db.delete(productReviewSizes).where(eq(productReviewSizes.productId, product.id));
});
afterAll(async () => {
  await t?.close();
});

describe('writing a review', () => {
  it('is refused before delivery, then written by the line’s shopper with photos and fit verdicts, once', async () => {
    lineA = await orderLine(shopperA, 'M');
    const early = await create(shopperA, lineA, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(code(early)).toBe('LINE_NOT_DELIVERED');
    await deliver(lineA);

    const state = await call(shopperA, { method: 'GET', url: `/api/order-lines/${lineA}/review` });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ eligibility: 'OK', size: 'M', review: null, fitAreas: ['bust', 'waist', 'hips', 'length', 'sleeves'] });
    expect(Date.parse(state.json().reviewUntil) - Date.now()).toBeGreaterThan(99 * 86_400_000);
    const awaiting = await call(shopperA, { method: 'GET', url: '/api/account/reviews/awaiting' });
    expect(awaiting.json().items.map((i: { lineId: string }) => i.lineId)).toContain(lineA);

    const photos = [await photo(shopperA, lineA), await photo(shopperA, lineA)];
    const res = await create(shopperA, lineA, {
      stars: 5,
      title: '  Beautiful tibeb  ',
      body: 'The embroidery is perfect. ጥልፉ በጣም ያምራል።',
      photoIds: photos,
      fit: { overall: 'a_little_small', areas: { bust: 'a_little_small' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().review;
    reviewA = saved.id;
    expect(saved).toMatchObject({ stars: 5, title: 'Beautiful tibeb', size: 'M', reviewerName: 'Meron', fit: { overall: 'a_little_small' }, status: 'visible' });
    expect(saved.photos).toHaveLength(2);
    const [fit] = await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, lineA));
    expect(fit).toMatchObject({ overall: 'a_little_small', origin: 'review' });

    const again = await create(shopperA, lineA, { stars: 4 });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('REVIEW_ALREADY_WRITTEN');
    expect((await call(shopperA, { method: 'GET', url: '/api/account/reviews/awaiting' })).json().items.map((i: { lineId: string }) => i.lineId)).not.toContain(lineA);
    await expectKeptEqualsRecount();
  });

  it('lets nobody but the shopper write or change it', async () => {
    for (const who of [shopperB, selam, hirut, admin]) {
      const res = await create(who, lineA, { stars: 1 });
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('ORDER_LINE_NOT_FOUND');
      const changed = await edit(who, reviewA, { stars: 1 });
      expect(changed.statusCode).toBe(403);
      expect(code(changed)).toBe('REVIEW_NOT_YOURS');
    }
    expect((await create(null, lineA, { stars: 1 })).statusCode).toBe(401);
    expect((await edit(null, reviewA, { stars: 1 })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(productReviews).where(eq(productReviews.id, reviewA));
    expect(row!.stars).toBe(5);
  });

  it('refuses bad input with stable codes and writes nothing', async () => {
    const line = await deliveredLine(shopperB, 'L');
    const p = [await photo(shopperB, line), await photo(shopperB, line), await photo(shopperB, line), await photo(shopperB, line)];
    const cases: [unknown, string][] = [
      [{ stars: 6 }, 'REVIEW_STARS_INVALID'],
      [{ stars: 0 }, 'REVIEW_STARS_INVALID'],
      [{ stars: 4, body: 'x'.repeat(10_000) }, 'REVIEW_BODY_TOO_LONG'],
      [{ stars: 4, title: 't'.repeat(121) }, 'REVIEW_TITLE_TOO_LONG'],
      [{ stars: 4, body: 'Lovely </script><script>alert(1)</script>' }, 'REVIEW_TEXT_HOSTILE'],
      [{ stars: 4, photoIds: p }, 'REVIEW_TOO_MANY_PHOTOS'],
    ];
    for (const [payload, expected] of cases) {
      const res = await create(shopperB, line, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(expected);
    }
    // Another's photo is not ours to attach.
    const foreign = await create(shopperB, line, { stars: 4, photoIds: [await photo(shopperA, lineA)] });
    expect(code(foreign)).toBe('REVIEW_PHOTO_NOT_FOUND');
    expect(await t.database.db.select().from(productReviews).where(eq(productReviews.orderItemId, line))).toHaveLength(0);
    // Then a good one, in size L with three photos.
    const ok = await create(shopperB, line, { stars: 3, body: 'Runs a little large.', photoIds: p.slice(0, 3), fit: { overall: 'a_little_large' } });
    expect(ok.statusCode, ok.body).toBe(201);
    await expectKeptEqualsRecount();
  });

  it('closes the window 100 days after delivery (a setting an admin changes, audited) and allows edits within it', async () => {
    const line = await deliveredLine(shopperA, 'M');
    await t.database.db.update(orderStatusEvents).set({ createdAt: new Date(Date.now() - 101 * 86_400_000) }).where(and(eq(orderStatusEvents.orderItemId, line), eq(orderStatusEvents.toStatus, 'delivered')));
    const late = await create(shopperA, line, { stars: 4 });
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('REVIEW_WINDOW_CLOSED');
    expect((await call(selam, { method: 'PUT', url: '/api/admin/reviews/settings', payload: { windowDays: 200 } })).statusCode).toBe(403);
    expect((await call(admin, { method: 'PUT', url: '/api/admin/reviews/settings', payload: { windowDays: 3 } })).statusCode).toBe(400);
    expect((await call(admin, { method: 'PUT', url: '/api/admin/reviews/settings', payload: { windowDays: 200 } })).statusCode).toBe(200);
    const inTime = await create(shopperA, line, { stars: 2, body: 'Colours faded.' });
    expect(inTime.statusCode, inTime.body).toBe(201);
    const changed = await edit(shopperA, inTime.json().review.id, { stars: 4, body: 'Washed well after all.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().review).toMatchObject({ stars: 4, body: 'Washed well after all.' });
    await call(admin, { method: 'PUT', url: '/api/admin/reviews/settings', payload: { windowDays: 100 } });
    const closed = await edit(shopperA, inTime.json().review.id, { stars: 1 });
    expect(code(closed)).toBe('REVIEW_WINDOW_CLOSED');
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'reviews.settings_changed'))).toHaveLength(2);
    await expectKeptEqualsRecount();
  });

  it('lists a fit review written alone as a review without stars, which a review with stars then completes', async () => {
    const line = await deliveredLine(shopperB, 'M');
    expect((await call(shopperB, { method: 'PUT', url: `/api/order-lines/${line}/fit-review`, payload: { overall: 'just_right' } })).statusCode).toBe(200);
    await expect.poll(async () => (await t.database.db.select().from(productReviews).where(eq(productReviews.orderItemId, line))).length).toBe(1);
    const listed = (await list(null, '?sort=newest')).json().items.find((i: { stars: number | null; fit: { overall: string } | null }) => i.stars === null);
    expect(listed).toMatchObject({ stars: null, body: null, fit: { overall: 'just_right' } });
    const upgraded = await create(shopperB, line, { stars: 5 });
    expect(upgraded.statusCode, upgraded.body).toBe(201);
    await expectKeptEqualsRecount();
  });
});

describe('reading, votes and replies', () => {
  it('shows the rating from three reviews, sorts and filters by stars, size and fit', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.summary.count).toBeGreaterThanOrEqual(3);
    expect(page.summary.shown).toBe(true);
    expect(page.sizes).toEqual(expect.arrayContaining(['L', 'M']));
    expect(page.photoStrip.length).toBeGreaterThanOrEqual(5);
    const large = (await list(null, '?size=L')).json();
    expect(large.items.length).toBeGreaterThan(0);
    expect(large.items.every((i: { size: string }) => i.size === 'L')).toBe(true);
    expect(large.total).toBe(large.items.length);
    const fives = (await list(null, '?stars=5')).json();
    expect(fives.items.every((i: { stars: number }) => i.stars === 5)).toBe(true);
    const small = (await list(null, '?fit=a_little_small')).json();
    expect(small.items.map((i: { id: string }) => i.id)).toEqual([reviewA]);
    const lowest = (await list(null, '?sort=lowest')).json().items.map((i: { stars: number | null }) => i.stars).filter((s: number | null) => s !== null);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect((await list(null, '?sort=random')).statusCode).toBe(400);
    expect((await list(null, '?stars=6')).statusCode).toBe(400);
  });

  it('counts one helpful vote per account, never one’s own', async () => {
    const first = await call(shopperB, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ helpful: 1, votedHelpful: true });
    expect((await call(shopperB, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` })).json().helpful).toBe(1);
    const own = await call(shopperA, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` });
    expect(own.statusCode).toBe(409);
    expect(code(own)).toBe('REVIEW_OWN_VOTE');
    expect((await call(null, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` })).statusCode).toBe(401);
    const seen = (await list(shopperB, '?sort=helpful')).json().items[0];
    expect(seen).toMatchObject({ id: reviewA, helpful: 1, votedHelpful: true, own: false });
  });

  it('lets the product’s designer reply once, and nobody else', async () => {
    const other = await call(hirut, { method: 'POST', url: `/api/reviews/${reviewA}/reply`, payload: { body: 'Thanks!' } });
    expect(other.statusCode).toBe(403);
    expect(code(other)).toBe('REVIEW_NOT_YOUR_PRODUCT');
    expect((await call(admin, { method: 'POST', url: `/api/reviews/${reviewA}/reply`, payload: { body: 'Thanks!' } })).statusCode).toBe(403);
    expect((await call(shopperB, { method: 'POST', url: `/api/reviews/${reviewA}/reply`, payload: { body: 'Thanks!' } })).statusCode).toBe(403);
    const reply = await call(selam, { method: 'POST', url: `/api/reviews/${reviewA}/reply`, payload: { body: 'እናመሰግናለን! Thank you, Meron.' } });
    expect(reply.statusCode, reply.body).toBe(201);
    const second = await call(selam, { method: 'POST', url: `/api/reviews/${reviewA}/reply`, payload: { body: 'Again' } });
    expect(second.statusCode).toBe(409);
    expect(code(second)).toBe('REVIEW_REPLY_EXISTS');
    expect((await list(null, '?fit=a_little_small')).json().items[0].reply).toMatchObject({ body: 'እናመሰግናለን! Thank you, Meron.' });
    const studio = await call(selam, { method: 'GET', url: '/api/designer/reviews' });
    expect(studio.json().items.map((i: { id: string }) => i.id)).toContain(reviewA);
    expect((await call(hirut, { method: 'GET', url: '/api/designer/reviews' })).json().items.map((i: { id: string }) => i.id)).not.toContain(reviewA);
  });
});

describe('moderation', () => {
  it('takes a designer’s report to the admins, who hide it with a reason (audited, the shopper told) and show it again', async () => {
    expect((await call(hirut, { method: 'POST', url: `/api/reviews/${reviewA}/report`, payload: { reason: 'Spam' } })).statusCode).toBe(403);
    const report = await call(selam, { method: 'POST', url: `/api/reviews/${reviewA}/report`, payload: { reason: 'Shows another shop’s label' } });
    expect(report.statusCode, report.body).toBe(200);
    expect((await call(selam, { method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(403);
    const queue = await call(admin, { method: 'GET', url: '/api/admin/reviews?state=reported' });
    expect(queue.json().items[0]).toMatchObject({ id: reviewA, reportReason: 'Shows another shop’s label' });

    const countBefore = (await list(null)).json().summary.count;
    expect((await call(admin, { method: 'POST', url: `/api/admin/reviews/${reviewA}/visibility`, payload: { hidden: true } })).statusCode).toBe(400);
    const hidden = await call(admin, { method: 'POST', url: `/api/admin/reviews/${reviewA}/visibility`, payload: { hidden: true, reason: 'A photo shows another shop’s label.' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = (await list(null)).json();
    expect(after.summary.count).toBe(countBefore - 1);
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(reviewA);
    expect((await call(shopperB, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` })).statusCode).toBe(404);
    // Its verdicts still count for fit.
    expect(await t.database.db.select().from(fitReviews).where(eq(fitReviews.orderItemId, lineA))).toHaveLength(1);
    await expect.poll(() => mailsTo(t.dataDir, shopperA.email).filter((m) => m.subject.includes('hidden')).length).toBe(1);
    expect(mailsTo(t.dataDir, shopperA.email).find((m) => m.subject.includes('hidden'))?.text).toContain('another shop’s label');
    expect((await call(shopperA, { method: 'GET', url: `/api/order-lines/${lineA}/review` })).json().review).toMatchObject({ status: 'hidden', hiddenReason: 'A photo shows another shop’s label.' });
    await expectKeptEqualsRecount();

    const shown = await call(admin, { method: 'POST', url: `/api/admin/reviews/${reviewA}/visibility`, payload: { hidden: false } });
    expect(shown.statusCode).toBe(200);
    expect((await list(null)).json().summary.count).toBe(countBefore);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, reviewA));
    expect(audit.map((a) => a.kind).sort()).toEqual(['reviews.hidden', 'reviews.shown']);
    await expectKeptEqualsRecount();
  });
});

describe('limits per account and day', () => {
  it('refuses the eleventh review write and the sixty-first vote', async () => {
    const writer = await signUp(t.app);
    const line = await deliveredLine(writer, 'M');
    const first = await create(writer, line, { stars: 4 });
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 9; i += 1) expect((await edit(writer, first.json().review.id, { stars: 4 })).statusCode).toBe(200);
    const eleventh = await edit(writer, first.json().review.id, { stars: 1 });
    expect(eleventh.statusCode).toBe(429);
    expect(code(eleventh)).toBe('RATE_LIMITED');
    const [row] = await t.database.db.select().from(productReviews).where(eq(productReviews.id, first.json().review.id));
    expect(row!.stars).toBe(4);

    const voter = await signUp(t.app);
    for (let i = 0; i < 60; i += 1) expect((await call(voter, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` })).statusCode).toBe(200);
    expect((await call(voter, { method: 'POST', url: `/api/reviews/${reviewA}/helpful` })).statusCode).toBe(429);
  });
});
