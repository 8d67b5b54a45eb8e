import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productCounts, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// Migration 0009: listing totals come from trigger-kept counts (product_counts) and the list has a
// size filter. The counts must equal a real count after every kind of write.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Page = { items: { id: string; sizes: string[]; category: { slug: string } | null; priceMinor: number }[]; total: number };
const list = async (query: string): Promise<Page> => {
  t.app.responseCache.clear();
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

/** Every category's kept count against count(*), and the listing totals against both. */
async function expectCountsTrue() {
  const real = await t.database.db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.isActive, true))
    .groupBy(products.categoryId);
  const kept = await t.database.db.select().from(productCounts);
  const keptBy = new Map(kept.map((r) => [r.categoryId, r.active]));
  for (const r of real) expect(keptBy.get(r.categoryId), `category ${r.categoryId}`).toBe(r.n);
  for (const k of kept) if (!real.some((r) => r.categoryId === k.categoryId)) expect(k.active).toBe(0);
  const all = real.reduce((s, r) => s + r.n, 0);
  expect((await list('pageSize=1')).total).toBe(all);
  const [kemis] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'habesha-kemis'));
  expect((await list('pageSize=1&category=habesha-kemis')).total).toBe(real.find((r) => r.categoryId === kemis?.id)?.n ?? 0);
}

describe('listing totals kept by product_counts', () => {
  it('match count(*) after the seed', async () => {
    await expectCountsTrue();
  });

  it('follow hiding, publishing, moving between categories, inserting and deleting products', async () => {
    const db = t.database.db;
    const [first, second] = await db.select({ id: products.id, designerId: products.designerId }).from(products).where(eq(products.isActive, true)).limit(2);
    if (!first || !second) throw new Error('no products');
    const [kemis] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'habesha-kemis'));
    const before = (await list('pageSize=1')).total;

    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, first.id));
    expect((await list('pageSize=1')).total).toBe(before - 1);
    await expectCountsTrue();

    await db.update(products).set({ status: 'published' }).where(eq(products.id, first.id));
    await db.update(products).set({ categoryId: kemis!.id }).where(eq(products.id, second.id));
    await db.update(products).set({ categoryId: null }).where(eq(products.id, first.id));
    // A change that moves no count (price, stock) writes no counter row.
    await db.update(products).set({ priceMinor: 4_321, stockQuantity: 3 }).where(eq(products.id, second.id));
    await expectCountsTrue();

    const [added] = await db
      .insert(products)
      .values([
        { name: 'Counted Kemis', priceMinor: 9_900, status: 'published', designerId: first.designerId, categoryId: kemis!.id, sizes: ['M'] },
        { name: 'Draft Kemis', priceMinor: 9_900, status: 'draft', designerId: first.designerId, categoryId: kemis!.id, sizes: ['M'] },
      ])
      .returning({ id: products.id });
    expect((await list('pageSize=1')).total).toBe(before + 1);
    await expectCountsTrue();

    await db.delete(products).where(eq(products.id, added!.id));
    expect((await list('pageSize=1')).total).toBe(before);
    await expectCountsTrue();
  });

  it('are counted for real when another filter applies', async () => {
    const page = await list('pageSize=48&price=50-100');
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.isActive} and ${products.priceMinor} between 5000 and 10000`);
    expect(page.total).toBe(row?.n);
  });
});

describe('GET /api/products?size=', () => {
  it('lists only products offered in that size, with the other filters', async () => {
    const page = await list('pageSize=48&size=M&category=habesha-kemis&price=0-1000&sort=price-low');
    expect(page.items.length).toBeGreaterThan(0);
    for (const p of page.items) {
      expect(p.sizes).toContain('M');
      expect(p.category?.slug).toBe('habesha-kemis');
    }
    const prices = page.items.map((p) => p.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await list('size=One%20Size&pageSize=48')).items.every((p) => p.sizes.includes('One Size'))).toBe(true);
    expect((await list('size=NoSuchSize')).total).toBe(0);
  });

  it('refuses an empty or over-long size with 400 and its code', async () => {
    for (const size of ['', '%20', 'x'.repeat(25)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?size=${size}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
