import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateOf } from '../../../domain/reviews';
import type { ProductReviews } from '../../../domain/reviews/api';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { designerReviewReplies, designerReviewStats, orderItems, productReviews, productReviewSizes, productReviewStats, reviewPhotos } from '../schema';

/** The seed's demo reviews (issue 43): what a fresh shop shows, and kept ratings that equal a recount. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo reviews in the seed', () => {
  it('delivered lines with reviews in both languages, photos and replies; a product with 3 or more', async () => {
    const db = t.database.db;
    const rows = await db.select().from(productReviews);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.stars)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => /[\u1200-\u137F]/.test(r.body ?? ''))).toBe(true);
    expect(rows.some((r) => /^[\x20-\x7E’]+$/.test(r.body ?? ''))).toBe(true);
    expect((await db.select().from(reviewPhotos).where(isNotNull(reviewPhotos.reviewId))).length).toBeGreaterThan(0);
    expect((await db.select().from(designerReviewReplies)).length).toBeGreaterThan(0);
    for (const r of rows) {
      const [line] = await db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, r.orderItemId));
      expect(line?.status).toBe('delivered');
    }
    const perProduct = new Map<string, number>();
    for (const r of rows) perProduct.set(r.productId, (perProduct.get(r.productId) ?? 0) + 1);
    const [top] = [...perProduct].sort((a, b) => b[1] - a[1]);
    expect(top![1]).toBeGreaterThanOrEqual(3);

    const res = await t.app.inject({ method: 'GET', url: `/api/products/${top![0]}/reviews`, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductReviews>();
    expect(body.summary.shown).toBe(true);
    expect(body.items).toHaveLength(top![1]);
  });

  it('the kept ratings equal a recount of the rows, per product and per designer', async () => {
    const db = t.database.db;
    const rows = await db.select().from(productReviews);
    const recount = (key: 'productId' | 'designerId', id: string) => {
      const mine = rows.filter((r) => r[key] === id && r.status === 'visible');
      const a = aggregateOf(mine.map((r) => ({ stars: r.stars, hasPhotos: r.photoCount > 0 })));
      return { count: a.count, sum: a.sum, stars1: a.distribution[0], stars2: a.distribution[1], stars3: a.distribution[2], stars4: a.distribution[3], stars5: a.distribution[4], withPhotos: a.withPhotos, listed: mine.length };
    };
    const products = await db.select().from(productReviewStats);
    expect(products.length).toBeGreaterThan(0);
    for (const { productId, ...kept } of products) expect(kept).toEqual(recount('productId', productId));
    for (const { designerId, ...kept } of await db.select().from(designerReviewStats)) expect(kept).toEqual(recount('designerId', designerId));
    // The size filter's kept choices too.
    const sizes = await db.select().from(productReviewSizes);
    const counted = new Map<string, number>();
    for (const r of rows) if (r.status === 'visible' && r.size) counted.set(`${r.productId} ${r.size}`, (counted.get(`${r.productId} ${r.size}`) ?? 0) + 1);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Map(sizes.map((k) => [`${k.productId} ${k.size}`, k.count]))).toEqual(counted);
  });
});
