import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '../../../domain/catalog/product-input';
import { categories, listingSearchKeys, products, searchKeyCounts, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as dq from './designer-products-queries';

/*
 * Decision 048: listing_search_keys holds one row per shown product, a copy of its name keys,
 * category, designer and USD price, kept by triggers on `products`. Every write path of the
 * catalogue (the designer's create and edit, status, an admin's hide, a shop's suspension, delete)
 * must leave it equal to what it copies. Decision 049: search_key_counts, kept by triggers on
 * listing_search_keys, must then hold for every key the number of shown products holding it.
 */
let t: TestApp;
let designerId = '';
let otherCategory = '';
let firstCategory = '';

beforeAll(async () => {
  t = await createTestApp();
  const [d] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'selam@designers.tibeb.example'));
  designerId = d!.id;
  const cats = await t.database.db.select({ id: categories.id }).from(categories).limit(2);
  firstCategory = cats[0]!.id;
  otherCategory = cats[1]!.id;
});
afterAll(async () => {
  await t?.close();
});

const values = (over: Record<string, unknown> = {}) => ({
  ...productInputSchema.parse({
    name: 'Zewditu gabi',
    nameAm: 'ዘውዲቱ ጋቢ',
    description: 'Thick cotton for cold mornings.',
    categoryId: firstCategory,
    priceMinor: 9_000,
    stockQuantity: 3,
    sizes: ['M'],
    fulfilment: 'ready',
    status: 'published',
    ...over,
  }),
  currency: 'USD' as const,
});

/** The rows the table holds, and the rows the active products say it should hold. */
async function heldAndExpected() {
  const db = t.database.db;
  const held = await db
    .select({ id: listingSearchKeys.productId, keys: listingSearchKeys.keys, categoryId: listingSearchKeys.categoryId, designerId: listingSearchKeys.designerId, price: listingSearchKeys.priceUsdMinor })
    .from(listingSearchKeys)
    .orderBy(listingSearchKeys.productId);
  const expected = await db
    .select({ id: products.id, keys: products.searchKeys, categoryId: products.categoryId, designerId: products.designerId, price: products.priceUsdMinor })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(products.id);
  return { held, expected };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(listingSearchKeys).where(eq(listingSearchKeys.productId, id));
  return row ?? null;
}

/** search_key_counts' non-zero rows, and the same counted afresh from listing_search_keys. */
async function countsAndRecount() {
  const db = t.database.db;
  const counts = await db
    .select({ key: searchKeyCounts.key, n: searchKeyCounts.products })
    .from(searchKeyCounts)
    .where(sql`${searchKeyCounts.products} <> 0`);
  const recount = await db.execute(sql`select k as key, count(distinct s.product_id)::int as n from listing_search_keys s, unnest(s.keys) as k group by k`);
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return { counts: [...counts].sort(byKey), recount: [...(recount as unknown as { rows: { key: string; n: number }[] }).rows].sort(byKey) };
}

async function expectInStep(step: string) {
  const { held, expected } = await heldAndExpected();
  expect(held.length, step).toBeGreaterThan(0);
  expect(held, step).toEqual(expected);
  const { counts, recount } = await countsAndRecount();
  expect(recount.length, step).toBeGreaterThan(0);
  expect(counts, `${step}: search_key_counts`).toEqual(recount);
}

describe('listing_search_keys', () => {
  it('holds every shown product after the migration and the seed', async () => {
    await expectInStep('seeded');
  });

  it('follows a product through create, edit, status, an admin hide, a suspension and delete', async () => {
    const db = t.database.db;
    const draft = await dq.insertDesignerProduct(db, designerId, values({ status: 'draft' }), 'draft');
    expect(await rowOf(draft), 'a draft is not shown').toBeNull();
    await dq.setProductStatus(db, draft, 'published');
    expect((await rowOf(draft))?.keys, 'published').toContain('=gabi');

    const keyCount = async (key: string) => (await db.select({ n: searchKeyCounts.products }).from(searchKeyCounts).where(eq(searchKeyCounts.key, key)))[0]?.n ?? 0;
    const gabiBefore = await keyCount('=gabi');
    const id = await dq.insertDesignerProduct(db, designerId, values(), 'published');
    expect((await rowOf(id))?.keys).toEqual(expect.arrayContaining(['=zewditu', '=gabi']));
    expect(await keyCount('=gabi'), 'one more shown product holds the word').toBe(gabiBefore + 1);
    await expectInStep('created');

    await dq.updateDesignerProduct(db, id, values({ name: 'Netela of Gondar', categoryId: otherCategory, priceMinor: 12_500 }), 'published');
    const edited = await rowOf(id);
    expect(edited?.keys).toContain('=netela');
    expect(edited?.keys).not.toContain('=zewditu');
    expect(edited?.categoryId).toBe(otherCategory);
    expect(edited?.priceUsdMinor).toBe(12_500);
    expect(await keyCount('=gabi'), 'the edit took the word away').toBe(gabiBefore);
    await expectInStep('edited');

    await dq.setProductStatus(db, id, 'hidden');
    expect(await rowOf(id), 'hidden by its designer').toBeNull();
    await dq.setProductStatus(db, id, 'published');
    expect(await rowOf(id)).not.toBeNull();

    await db.transaction((tx) => dq.setAdminHidden(tx, id, { reason: 'test' }));
    expect(await rowOf(id), 'hidden by an admin').toBeNull();
    await db.transaction((tx) => dq.setAdminHidden(tx, id, null));
    expect(await rowOf(id), 'the hide lifted').not.toBeNull();
    await expectInStep('moderated');

    const taken = await db.transaction((tx) => dq.suspendShop(tx, designerId, new Date()));
    expect(taken).toContain(id);
    for (const p of taken) expect(await rowOf(p), 'a suspended shop').toBeNull();
    await expectInStep('suspended');
    const back = await db.transaction((tx) => dq.unsuspendShop(tx, designerId, new Date()));
    expect(back).toEqual(expect.arrayContaining(taken));
    await expectInStep('suspension lifted');

    await dq.deleteProductRow(db, id);
    await dq.deleteProductRow(db, draft);
    expect(await rowOf(id), 'deleted').toBeNull();
    await expectInStep('deleted');
  });

  it('is left alone by a write that changes nothing it copies (a stock update)', async () => {
    const db = t.database.db;
    const id = await dq.insertDesignerProduct(db, designerId, values(), 'published');
    const before = await db.execute(sql`select xmin::text as v from listing_search_keys where product_id = ${id}`);
    await db.update(products).set({ stockQuantity: sql`${products.stockQuantity} - 1` }).where(eq(products.id, id));
    const after = await db.execute(sql`select xmin::text as v from listing_search_keys where product_id = ${id}`);
    const version = (r: unknown) => JSON.stringify((r as { rows: unknown[] }).rows);
    expect(version(after), 'the row was not rewritten').toBe(version(before));
    await dq.deleteProductRow(db, id);
  });

  it('follows a price the database converts (an ETB product when the rate changes)', async () => {
    const db = t.database.db;
    const id = await dq.insertDesignerProduct(db, designerId, { ...values({ priceMinor: 500_000 }), currency: 'ETB' }, 'published');
    const row = await rowOf(id);
    const [p] = await db.select({ usd: products.priceUsdMinor }).from(products).where(eq(products.id, id));
    expect(row?.priceUsdMinor).toBe(p!.usd);
    expect(p!.usd).not.toBe(500_000);
    await dq.deleteProductRow(db, id);
    await expectInStep('converted price');
  });
});
