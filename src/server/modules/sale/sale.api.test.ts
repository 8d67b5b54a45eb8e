import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPercent, DISCOUNT_RANGES, parseRangeFilter, SALE_PRICE_RANGES, SALE_SORTS, type SaleSort } from '../../../domain/catalog';
import { saleComparator } from '../../../domain/catalog/sale';
import { categories, products, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { discountPercentSql } from './queries';

interface Card {
  id: string;
  name: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  isOnSale: boolean;
  discountPercent: number;
  createdAt: string;
  region: string | null;
  category: { slug: string; name: string } | null;
  designer: { slug: string | null; fullName: string };
}
interface SalePage {
  items: Card[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  topDeals: Card[];
  saleCount: number;
}

let t: TestApp;
let designer: { userId: string; slug: string; fullName: string };
let wedding: { id: string; slug: string };
/** Fixture ids by label; names carry the token 'Qwzx' so a search isolates them. */
const ids: Record<string, string> = {};
let templateSaleCount = 0;

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sale${query}` });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as SalePage;
};
/** Every page of a query, so orders can be checked across page boundaries. */
const all = async (query: string) => {
  const first = await get(query);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) items.push(...(await get(`${query}${query ? '&' : '?'}page=${page}`)).items);
  return { ...first, items };
};
const labels = (items: Card[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? 'seed');
const fixtureLabels = async (query: string) => labels((await all(`?search=qwzx&${query}`)).items).sort();

beforeAll(async () => {
  t = await createTestApp();
  templateSaleCount = (await get('')).saleCount;
  const db = t.database.db;
  const [d] = await db
    .select({ userId: profiles.userId, slug: profiles.slug, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true)))
    .limit(1);
  designer = { userId: d!.userId, slug: d!.slug!, fullName: d!.fullName };
  const [c] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.slug, 'wedding-collection'));
  wedding = c!;

  const base = { designerId: designer.userId, categoryId: wedding.id, isOnSale: true, status: 'published' as const, region: 'Amhara', stockQuantity: 5, sizes: ['S', 'M'], description: 'A sale fixture.' };
  const day = (n: number) => new Date(Date.UTC(2030, 0, n));
  const fixtures: Record<string, Partial<typeof products.$inferInsert> & { priceMinor: number }> = {
    // Rounding boundaries around 25 % and 40 %: 24.4 → 24, 24.6 → 25, 40.4 → 40, 40.6 → 41.
    d24: { priceMinor: 7560, originalPriceMinor: 10000, createdAt: day(1) },
    d25: { priceMinor: 7540, originalPriceMinor: 10000, createdAt: day(2) },
    d40: { priceMinor: 5960, originalPriceMinor: 10000, createdAt: day(3) },
    d41: { priceMinor: 5940, originalPriceMinor: 10000, createdAt: day(4) },
    // 57 / 200 = 28.5 % exactly: rounds half up to 29 in the badge and in the filter alike.
    half: { priceMinor: 143, originalPriceMinor: 200, createdAt: day(5), description: 'Zxqv hand-woven border.' },
    // On sale but not discounted: listed and counted, never matched by a discount filter.
    even: { priceMinor: 5000, originalPriceMinor: 5000, createdAt: day(6) },
    // The biggest deals: 80 % (no category), 70 %, 50 % at exactly $25.
    top80: { priceMinor: 6000, originalPriceMinor: 30000, createdAt: day(7), categoryId: null, region: 'Tigray' },
    top70: { priceMinor: 3000, originalPriceMinor: 10000, createdAt: day(8) },
    top50: { priceMinor: 2500, originalPriceMinor: 5000, createdAt: day(9) },
    // Never on the sale page: a draft with a 99 % discount and a discounted product not on sale.
    inactive: { priceMinor: 100, originalPriceMinor: 10000, createdAt: day(10), status: 'hidden' as const },
    notOnSale: { priceMinor: 1000, originalPriceMinor: 20000, createdAt: day(11), isOnSale: false },
  };
  // Thirty more small deals so the fixtures alone span two pages; equal dates and prices in
  // threes make the sorts fall through to their tie-breakers.
  for (let i = 0; i < 30; i += 1) fixtures[`bulk${i}`] = { priceMinor: 8500 + (i % 10) * 10, originalPriceMinor: 10000, createdAt: day(12 + Math.floor(i / 3)) };

  for (const [label, f] of Object.entries(fixtures)) {
    const [row] = await db
      .insert(products)
      .values({ ...base, name: `Qwzx ${label} kemis`, ...f })
      .returning({ id: products.id });
    ids[label] = row!.id;
  }
  // Writers announce changes; the response cache (and open pages) drop what they held.
  t.app.events.publish({ topic: 'products', action: 'insert' });
});
afterAll(async () => {
  await t?.close();
});

const ACTIVE_SALE_FIXTURES = 9 + 30;

describe('GET /api/sale', () => {
  it('lists only active sale items, 24 a page, with the sale count and product-card shape', async () => {
    const page = await get('');
    expect(page.pageSize).toBe(24);
    expect(page.items).toHaveLength(24);
    expect(page.saleCount).toBe(templateSaleCount + ACTIVE_SALE_FIXTURES);
    expect(page.total).toBe(page.saleCount);
    const everything = await all('');
    expect(everything.items).toHaveLength(page.total);
    expect(everything.items.every((p) => p.isOnSale)).toBe(true);
    const found = new Set(labels(everything.items));
    expect(found.has('inactive')).toBe(false);
    expect(found.has('notOnSale')).toBe(false);
    expect(found.has('even')).toBe(true);
    const catalogCard = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0];
    expect(Object.keys(page.items[0]!).sort()).toEqual(Object.keys(catalogCard).sort());
  });

  it('shows the 3 biggest discounts as top deals, whatever is filtered', async () => {
    for (const q of ['', '?category=habesha-kemis', '?search=nothing-matches-this', '?sort=price-low&page=2']) {
      const page = await get(q);
      expect(labels(page.topDeals), q).toEqual(['top80', 'top70', 'top50']);
      expect(page.topDeals.map((d) => d.discountPercent)).toEqual([80, 70, 50]);
    }
  });

  it('pages without overlap, and answers a page past the end with no items', async () => {
    const one = await get('?search=qwzx');
    const two = await get('?search=qwzx&page=2');
    expect(one.total).toBe(ACTIVE_SALE_FIXTURES);
    expect(one.pageCount).toBe(2);
    expect(one.items).toHaveLength(24);
    expect(two.items).toHaveLength(ACTIVE_SALE_FIXTURES - 24);
    expect(new Set([...one.items, ...two.items].map((i) => i.id)).size).toBe(ACTIVE_SALE_FIXTURES);
    const past = await get('?search=qwzx&page=3');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(ACTIVE_SALE_FIXTURES);
    expect((await get('?page=10000')).items).toEqual([]);
  });
});

describe('filters', () => {
  it('by category slug, uncategorized items never matching one', async () => {
    const page = await all(`?category=${wedding.slug}`);
    expect(page.items.length).toBeGreaterThan(ACTIVE_SALE_FIXTURES - 1);
    expect(page.items.every((p) => p.category?.slug === wedding.slug)).toBe(true);
    expect(labels(page.items)).not.toContain('top80');
    expect((await get('?category=no-such-category')).total).toBe(0);
  });

  it('by designer slug', async () => {
    const page = await all(`?designer=${designer.slug}`);
    expect(page.items.length).toBeGreaterThanOrEqual(ACTIVE_SALE_FIXTURES);
    expect(page.items.every((p) => p.designer.slug === designer.slug)).toBe(true);
    expect((await get('?designer=no-such-designer')).total).toBe(0);
  });

  it('by region', async () => {
    const page = await all('?region=Tigray');
    expect(page.items.every((p) => p.region === 'Tigray')).toBe(true);
    expect(labels(page.items)).toContain('top80');
    expect(labels((await all('?region=Amhara')).items)).not.toContain('top80');
  });

  it('by price: inclusive ranges in dollars, n and above, sale', async () => {
    expect(await fixtureLabels('price=0-25')).toEqual(['half', 'top50']);
    expect(await fixtureLabels('price=25-50')).toEqual(['even', 'top50', 'top70']);
    expect(await fixtureLabels('price=59.40-59.60')).toEqual(['d40', 'd41']);
    expect(await fixtureLabels('price=200')).toEqual([]);
    expect(await fixtureLabels('price=sale')).not.toContain('even');
    for (const range of SALE_PRICE_RANGES) {
      const f = parseRangeFilter(range)!;
      const page = await all(`?price=${range}`);
      for (const p of page.items) {
        expect(p.priceMinor).toBeGreaterThanOrEqual(f.kind === 'sale' ? 0 : f.min * 100);
        if (f.kind === 'range') expect(p.priceMinor).toBeLessThanOrEqual(f.max * 100);
      }
    }
  });

  it('by discount on the rounded percent, inclusive, counting only an original above the price', async () => {
    expect(await fixtureLabels('discount=25-40')).toEqual(['d25', 'd40', 'half']);
    expect(await fixtureLabels('discount=10-25')).toEqual([...Array.from({ length: 30 }, (_, i) => `bulk${i}`), 'd24', 'd25'].sort());
    expect(await fixtureLabels('discount=41')).toEqual(['d41', 'top50', 'top70', 'top80']);
    expect(await fixtureLabels('discount=60')).toEqual(['top70', 'top80']);
    expect(await fixtureLabels('discount=80-80')).toEqual(['top80']);
    // 28.5 % rounds half up to 29, as the card shows it.
    expect(await fixtureLabels('discount=29-29')).toEqual(['half']);
    expect(await fixtureLabels('discount=28-28')).toEqual([]);
    expect(await fixtureLabels('discount=0-100')).not.toContain('even');
    expect(await fixtureLabels('discount=sale')).toHaveLength(ACTIVE_SALE_FIXTURES - 1);
    // A decimal bound works on whole percents: 24.5 and up is 25 and up.
    expect(await fixtureLabels('discount=24.5-25')).toEqual(['d25']);
  });

  it('agrees with the card badge for every offered discount range', async () => {
    for (const range of DISCOUNT_RANGES) {
      const f = parseRangeFilter(range)!;
      const page = await all(`?discount=${range}`);
      for (const p of page.items) {
        expect(p.discountPercent, `${range}: ${p.name}`).toBeGreaterThanOrEqual(f.kind === 'sale' ? 1 : f.min);
        if (f.kind === 'range') expect(p.discountPercent).toBeLessThanOrEqual(f.max);
        expect(p.originalPriceMinor!).toBeGreaterThan(p.priceMinor);
      }
    }
    // The four ranges together miss only what is below 10 % (or not discounted).
    const everything = (await all('')).items;
    const expected = everything.filter((p) => p.discountPercent >= 10).length;
    const counted = await Promise.all(DISCOUNT_RANGES.map(async (r) => (await all(`?discount=${r}`)).items));
    expect(new Set(counted.flat().map((p) => p.id)).size).toBe(expected);
  });

  it('combines filters, and an impossible combination is simply empty', async () => {
    expect(await fixtureLabels('discount=60&price=0-50&region=Amhara')).toEqual(['top70']);
    const none = await get('?discount=60&price=200&category=habesha-kemis');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    expect(none.pageCount).toBe(1);
    expect(none.saleCount).toBeGreaterThan(0);
  });

  it('searches name, description and designer name, case-insensitively, wildcards literal', async () => {
    expect((await get('?search=QWZX')).total).toBe(ACTIVE_SALE_FIXTURES);
    expect(labels((await all('?search=zXqV')).items)).toEqual(['half']);
    const byDesigner = await all(`?search=${encodeURIComponent(designer.fullName.toUpperCase())}`);
    const ofDesigner = await all(`?designer=${designer.slug}`);
    expect(new Set(byDesigner.items.map((p) => p.id))).toEqual(new Set(ofDesigner.items.map((p) => p.id)));
    expect((await get('?search=%25%25')).total).toBe(0);
    expect((await get('?search=q_zx')).total).toBe(0);
    // Not the region: that is a filter here, unlike the products page's search.
    expect(labels((await all('?search=Tigray')).items)).not.toContain('top80');
  });
});

describe('sorts', () => {
  const check = async (sort: SaleSort) => {
    const page = await all(`?sort=${sort}`);
    expect(page.items.map((p) => p.id)).toEqual([...page.items].sort(saleComparator(sort)).map((p) => p.id));
    return page.items;
  };

  it.each(SALE_SORTS.map((s) => [s]))('%s matches the domain order across pages', async (sort) => {
    await check(sort);
  });

  it('discount: biggest rounded percent first, then the bigger saving', async () => {
    const items = await check('discount');
    expect(labels(items).slice(0, 3)).toEqual(['top80', 'top70', 'top50']);
    const percents = items.map((p) => p.discountPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(labels(items).at(-1)).toBe('even');
  });

  it('savings: biggest amount saved first', async () => {
    const items = await check('savings');
    const saved = items.map((p) => Math.max(0, (p.originalPriceMinor ?? 0) - p.priceMinor));
    expect(saved).toEqual([...saved].sort((a, b) => b - a));
    expect(labels(items)[0]).toBe('top80');
  });

  it('price both ways, name, newest', async () => {
    const low = (await check('price-low')).map((p) => p.priceMinor);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(labels(await check('price-low'))[0]).toBe('half');
    const high = (await check('price-high')).map((p) => p.priceMinor);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await check('name')).map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const dates = (await check('newest')).map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('defaults to discount', async () => {
    expect((await get('')).items.map((p) => p.id)).toEqual((await get('?sort=discount')).items.map((p) => p.id));
  });
});

describe('bad input', () => {
  it('answers 400 VALIDATION_FAILED, never a 500', async () => {
    const bad = [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=abc',
      '?page=99999999999',
      '?sort=cheapest',
      '?price=cheap',
      '?price=1-2-3',
      '?price=-5',
      '?discount=abc',
      '?discount=60%25',
      '?discount=99999999',
      '?category=%3Cscript%3E',
      '?designer=Robert%27);DROP',
      '?region=Atlantis',
      `?search=${'x'.repeat(500)}`,
      `?price=${'1'.repeat(40)}`,
    ];
    for (const q of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sale${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code, q).toBe('VALIDATION_FAILED');
    }
  });

  it('treats empty values and "all" as no filter', async () => {
    const plain = await get('');
    for (const q of ['?price=', '?discount=all', '?search=%20%20', '?price=ALL&discount=']) expect((await get(q)).total, q).toBe(plain.total);
  });

  it('handles the largest accepted bounds without overflowing', async () => {
    expect((await get('?price=9999999.99')).total).toBe(0);
    expect((await get('?discount=9999999')).total).toBe(0);
    expect((await get('?price=0-9999999.99')).total).toBe((await get('')).total);
  });
});

describe('discount percent in SQL', () => {
  it('equals the domain discountPercent for every price up to $3.00, halves included', async () => {
    const result = (await t.database.db.execute(
      sql`select o, p, ${discountPercentSql(sql`p`, sql`o`)} as d from generate_series(0, 300) as o, generate_series(0, 300) as p`,
    )) as unknown as { rows: { o: number; p: number; d: number }[] };
    expect(result.rows.length).toBe(301 * 301);
    const wrong = result.rows.filter((r) => Number(r.d) !== discountPercent(Number(r.p), Number(r.o)));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
