import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from './constants';
import { parseRangeFilter, SALE_SORTS } from './filters';
import {
  activeSaleFilters,
  DEFAULT_SALE_SORT,
  DISCOUNT_RANGES,
  groupByCategory,
  readSaleParams,
  SALE_PRICE_RANGES,
  saleComparator,
  savingsMinor,
  shouldGroupByCategory,
  UNCATEGORIZED,
  type SaleSortable,
} from './sale';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return readSaleParams((k) => params.get(k));
};

describe('readSaleParams', () => {
  it('reads every parameter the sale page keeps in its URL', () => {
    expect(from('category=habesha-kemis&designer=selam-tesfaye&region=Amhara&price=25-50&discount=10-25&sort=savings&view=list&search=%20netela%20&page=3')).toEqual({
      category: 'habesha-kemis',
      designer: 'selam-tesfaye',
      region: 'Amhara',
      price: '25-50',
      discount: '10-25',
      sort: 'savings',
      view: 'list',
      search: 'netela',
      page: 3,
    });
  });

  it('defaults to the biggest discounts first, in a grid, on page 1', () => {
    expect(from('')).toEqual({ sort: DEFAULT_SALE_SORT, view: 'grid', page: 1 });
    expect(DEFAULT_SALE_SORT).toBe('discount');
  });

  it('normalises ranges and drops values it cannot use instead of failing', () => {
    expect(from('price=200%2B&discount=60').price).toBe('200');
    expect(from('price=50-25').price).toBe('25-50');
    expect(from('discount=sale').discount).toBe('sale');
    const junk = from('category=%3Cscript%3E&designer=a%20b&region=Atlantis&price=cheap&discount=-5&sort=random&view=table&page=-2');
    expect(junk).toEqual({ sort: 'discount', view: 'grid', page: 1 });
    for (const page of ['0', '1.5', 'abc', '99999999', '']) expect(from(`page=${page}`).page).toBe(1);
  });

  it('accepts every range the page offers', () => {
    for (const r of SALE_PRICE_RANGES) expect(from(`price=${r}`).price).toBe(r);
    for (const r of DISCOUNT_RANGES) expect(from(`discount=${r}`).discount).toBe(r);
  });

  it('never throws and always yields a valid sort, view and page (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('category', 'designer', 'region', 'price', 'discount', 'sort', 'view', 'search', 'page'), fc.string()), (raw) => {
        const p = readSaleParams((k) => raw[k] ?? null);
        expect(SALE_SORTS).toContain(p.sort);
        expect(['grid', 'list']).toContain(p.view);
        expect(Number.isInteger(p.page) && p.page >= 1).toBe(true);
        if (p.price) expect(parseRangeFilter(p.price)).not.toBeNull();
        if (p.discount) expect(parseRangeFilter(p.discount)).not.toBeNull();
        if (p.category) expect(p.category).toMatch(/^[a-z0-9-]+$/);
        if (p.search) expect(p.search.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('counts the filters that are set, not the sort or the view', () => {
    expect(activeSaleFilters(from('sort=name&view=list&page=2'))).toEqual([]);
    expect(activeSaleFilters(from('discount=60&region=Afar&search=kemis'))).toEqual(['search', 'region', 'discount']);
  });
});

describe('savingsMinor', () => {
  it('counts only an original price above the price', () => {
    expect(savingsMinor(7500, 10000)).toBe(2500);
    expect(savingsMinor(5000, 5000)).toBe(0);
    expect(savingsMinor(6000, 5000)).toBe(0);
    expect(savingsMinor(5000, null)).toBe(0);
  });
});

const item = (id: string, priceMinor: number, originalPriceMinor: number | null, name = id, createdAt = '2025-01-01T00:00:00.000Z'): SaleSortable => ({
  id,
  name,
  priceMinor,
  originalPriceMinor,
  createdAt,
});

describe('saleComparator', () => {
  const items = [
    item('a', 7500, 10000, 'Zebra netela'), // 25 %, saves 25.00
    item('b', 15000, 30000, 'amber kemis'), // 50 %, saves 150.00
    item('c', 2000, 4000, 'Blue shawl'), // 50 %, saves 20.00
    item('d', 9000, 10000, 'cotton dress'), // 10 %, saves 10.00
    item('e', 5000, 5000, 'Ember scarf'), // not discounted
  ];
  const order = (sort: (typeof SALE_SORTS)[number]) => [...items].sort(saleComparator(sort)).map((p) => p.id);

  it('orders by discount, savings breaking ties', () => {
    expect(order('discount')).toEqual(['b', 'c', 'a', 'd', 'e']);
  });
  it('orders by savings, discount breaking ties', () => {
    expect(order('savings')).toEqual(['b', 'a', 'c', 'd', 'e']);
  });
  it('orders by price both ways', () => {
    expect(order('price-low')).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(order('price-high')).toEqual(['b', 'd', 'a', 'e', 'c']);
  });
  it('orders by name ignoring case', () => {
    expect(order('name')).toEqual(['b', 'c', 'd', 'e', 'a']);
  });
  it('orders newest first, then by id', () => {
    const dated = [item('x', 1, null, 'x', '2025-01-01T00:00:00.000Z'), item('y', 1, null, 'y', '2025-03-01T00:00:00.000Z'), item('w', 1, null, 'w', '2025-01-01T00:00:00.000Z')];
    expect([...dated].sort(saleComparator('newest')).map((p) => p.id)).toEqual(['y', 'w', 'x']);
  });

  it('is a total order for every sort: antisymmetric and consistent (property)', () => {
    const arb = fc.record({
      id: fc.uuid(),
      name: fc.string({ maxLength: 6 }),
      priceMinor: fc.integer({ min: 0, max: 50_000 }),
      originalPriceMinor: fc.option(fc.integer({ min: 0, max: 80_000 })),
      createdAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    });
    fc.assert(
      fc.property(fc.constantFrom(...SALE_SORTS), arb, arb, (sort, a, b) => {
        const cmp = saleComparator(sort);
        expect(Math.sign(cmp(a, b))).toBe(-Math.sign(cmp(b, a)));
        if (a.id !== b.id) expect(cmp(a, b)).not.toBe(0);
      }),
    );
  });

  it('puts bigger rounded discounts first (property)', () => {
    const arb = fc.integer({ min: 1, max: 100_000 }).chain((o) => fc.tuple(fc.constant(o), fc.integer({ min: 0, max: o })));
    fc.assert(
      fc.property(arb, arb, ([o1, p1], [o2, p2]) => {
        const [first] = [item('1', p1, o1), item('2', p2, o2)].sort(saleComparator('discount'));
        const other = first?.id === '1' ? [p2, o2] : [p1, o1];
        expect(discountPercent(first!.priceMinor, first!.originalPriceMinor)).toBeGreaterThanOrEqual(discountPercent(other[0]!, other[1]!));
      }),
    );
  });
});

const card = (id: string, slug: string | null) => ({ id, category: slug ? { slug, name: slug.toUpperCase(), nameAm: null } : null });

describe('groupByCategory', () => {
  it('groups in order of first appearance with Uncategorized last', () => {
    const groups = groupByCategory([card('1', null), card('2', 'kemis'), card('3', 'netela'), card('4', 'kemis'), card('5', null)]);
    expect(groups.map((g) => g.key)).toEqual(['kemis', 'netela', UNCATEGORIZED]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['2', '4'], ['3'], ['1', '5']]);
    expect(groups[0]?.category).toEqual({ slug: 'kemis', name: 'KEMIS', nameAm: null });
    expect(groups[2]?.category).toBeNull();
  });

  it('keeps every item exactly once and Uncategorized always last (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('a', 'b', 'c', 'd'))), (slugs) => {
        const items = slugs.map((s, i) => card(String(i), s));
        const groups = groupByCategory(items);
        expect(groups.flatMap((g) => g.items).length).toBe(items.length);
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
        const un = groups.findIndex((g) => g.key === UNCATEGORIZED);
        if (un >= 0) expect(un).toBe(groups.length - 1);
        for (const g of groups) expect(g.items.every((i) => (i.category?.slug ?? UNCATEGORIZED) === g.key)).toBe(true);
      }),
    );
  });

  it('shows headings only for several groups with no category filter or search', () => {
    const two = groupByCategory([card('1', 'a'), card('2', 'b')]);
    const one = groupByCategory([card('1', 'a'), card('2', 'a')]);
    expect(shouldGroupByCategory(two, {})).toBe(true);
    expect(shouldGroupByCategory(one, {})).toBe(false);
    expect(shouldGroupByCategory(two, { category: 'a' })).toBe(false);
    expect(shouldGroupByCategory(two, { search: 'kemis' })).toBe(false);
    expect(shouldGroupByCategory(groupByCategory([card('1', 'a'), card('2', null)]), {})).toBe(true);
  });
});
