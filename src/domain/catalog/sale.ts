import { discountPercent, isRegion, type Region } from './constants';
import { DISCOUNT_RANGES, formatRangeFilter, parseRangeFilter, SALE_PRICE_RANGES, SALE_SORTS, SEARCH_MAX_LENGTH, type SaleSort } from './filters';

/**
 * The sale page (docs/requirements/shop.md §2 "Sale"): its URL state, its sort order and its grouping by category.
 * The server sorts and filters in SQL; the comparator here states the same order in one place so
 * tests can check the SQL against it.
 */

export const DEFAULT_SALE_SORT: SaleSort = 'discount';
export const SALE_VIEWS = ['grid', 'list'] as const;
export type SaleView = (typeof SALE_VIEWS)[number];

/** The filters a shopper can clear in one go (sort and view are preferences, not filters). */
export const SALE_FILTER_KEYS = ['search', 'category', 'designer', 'region', 'price', 'discount'] as const;
export type SaleFilterKey = (typeof SALE_FILTER_KEYS)[number];

/** Every query parameter the sale page reads (docs/requirements/shop.md §2) plus the page number. */
export const SALE_PARAM_KEYS = [...SALE_FILTER_KEYS, 'sort', 'view', 'page'] as const;

export { DISCOUNT_RANGES, SALE_PRICE_RANGES, SALE_SORTS };

export interface SaleParams {
  search?: string;
  category?: string;
  designer?: string;
  region?: Region;
  /** Normalised price filter ('0-25', '200', 'sale'), in dollars. */
  price?: string;
  /** Normalised discount filter ('10-25', '60', 'sale'), in rounded percent. */
  discount?: string;
  sort: SaleSort;
  view: SaleView;
  page: number;
}

const SLUG = /^[a-z0-9-]{1,120}$/;
export const MAX_SALE_PAGE = 10_000;

export function isSaleSort(value: unknown): value is SaleSort {
  return typeof value === 'string' && (SALE_SORTS as readonly string[]).includes(value);
}

function normalisedRange(raw: string | null): string | undefined {
  const parsed = parseRangeFilter(raw);
  return parsed ? formatRangeFilter(parsed) : undefined;
}

/**
 * Reads the sale page's URL leniently: a hand-edited or outdated link drops the values it cannot
 * use instead of breaking the page (the API itself answers them with 400).
 */
export function readSaleParams(get: (key: string) => string | null): SaleParams {
  const text = (key: string) => get(key)?.trim() || undefined;
  const slug = (key: string) => {
    const v = text(key)?.toLowerCase();
    return v && SLUG.test(v) ? v : undefined;
  };
  const search = text('search')?.slice(0, SEARCH_MAX_LENGTH);
  const region = text('region');
  const sort = text('sort');
  const page = Number(text('page') ?? '1');
  return {
    search,
    category: slug('category'),
    designer: slug('designer'),
    region: isRegion(region) ? region : undefined,
    price: normalisedRange(get('price')),
    discount: normalisedRange(get('discount')),
    sort: isSaleSort(sort) ? sort : DEFAULT_SALE_SORT,
    view: text('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_SALE_PAGE ? page : 1,
  };
}

/** How many filters are set (the badge on the phone's Filters button). */
export function activeSaleFilters(params: SaleParams): SaleFilterKey[] {
  return SALE_FILTER_KEYS.filter((k) => Boolean(params[k]));
}

/** What a shopper saves on an item: only an original price above the price counts (docs/requirements/shop.md §5). */
export function savingsMinor(priceMinor: number, originalPriceMinor: number | null | undefined): number {
  return originalPriceMinor && originalPriceMinor > priceMinor ? originalPriceMinor - priceMinor : 0;
}

export interface SaleSortable {
  id: string;
  name: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  /** ISO timestamp. */
  createdAt: string;
}

const byNewest = (a: SaleSortable, b: SaleSortable) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
const byId = (a: SaleSortable, b: SaleSortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const discountOf = (p: SaleSortable) => discountPercent(p.priceMinor, p.originalPriceMinor);
const savingsOf = (p: SaleSortable) => savingsMinor(p.priceMinor, p.originalPriceMinor);

/**
 * The order of each sale sort, ties broken the same way every time so paging never repeats or
 * skips an item: discount and savings fall back to each other, then newest, then id.
 */
export function saleComparator(sort: SaleSort): (a: SaleSortable, b: SaleSortable) => number {
  const chain =
    (...steps: ((a: SaleSortable, b: SaleSortable) => number)[]) =>
    (a: SaleSortable, b: SaleSortable) => {
      for (const step of steps) {
        const d = step(a, b);
        if (d !== 0) return d;
      }
      return 0;
    };
  switch (sort) {
    case 'discount':
      return chain((a, b) => discountOf(b) - discountOf(a), (a, b) => savingsOf(b) - savingsOf(a), byNewest, byId);
    case 'savings':
      return chain((a, b) => savingsOf(b) - savingsOf(a), (a, b) => discountOf(b) - discountOf(a), byNewest, byId);
    case 'price-low':
      return chain((a, b) => a.priceMinor - b.priceMinor, byNewest, byId);
    case 'price-high':
      return chain((a, b) => b.priceMinor - a.priceMinor, byNewest, byId);
    case 'name':
      // Lower-cased, by code units: the same on every database collation (the SQL says COLLATE "C").
      return chain((a, b) => byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()), byId);
    case 'newest':
      return chain(byNewest, byId);
  }
}

/** Not a possible slug (slugs are a-z, 0-9 and '-'), so it never collides with a real category. */
export const UNCATEGORIZED = '_uncategorized';

export interface CategoryGroup<T> {
  /** The category slug, or UNCATEGORIZED. */
  key: string;
  category: { slug: string; name: string; nameAm: string | null } | null;
  items: T[];
}

/**
 * Groups items under their category in the order the categories first appear (so the chosen
 * sort still leads), with items that have no category last.
 */
export function groupByCategory<T extends { category: { slug: string; name: string; nameAm: string | null } | null }>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const item of items) {
    const key = item.category?.slug ?? UNCATEGORIZED;
    let group = groups.get(key);
    if (!group) {
      group = { key, category: item.category ? { slug: item.category.slug, name: item.category.name, nameAm: item.category.nameAm } : null, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.category !== null), ...all.filter((g) => g.category === null)];
}

/** docs/requirements/shop.md §2: headings only when they help: several groups, and no category filter or search set. */
export function shouldGroupByCategory(groups: readonly CategoryGroup<unknown>[], params: Pick<SaleParams, 'category' | 'search'>): boolean {
  return groups.length > 1 && !params.category && !params.search;
}
