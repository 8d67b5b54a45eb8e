/**
 * Price and discount filter values of docs/requirements/shop.md §5: 'a-b' is an inclusive range, a single number
 * 'n' means n and above, 'sale' means on sale only. Values are in major units (dollars, percent).
 */
export type RangeFilter = { kind: 'range'; min: number; max: number } | { kind: 'min'; min: number } | { kind: 'sale' };

const NUMBER = '(\\d{1,7}(?:\\.\\d{1,2})?)';
const RANGE = new RegExp(`^${NUMBER}-${NUMBER}$`);
const MIN = new RegExp(`^${NUMBER}\\+?$`);

export function parseRangeFilter(raw: string | null | undefined): RangeFilter | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'all') return null;
  if (value === 'sale') return { kind: 'sale' };
  const range = RANGE.exec(value);
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    return { kind: 'range', min: Math.min(a, b), max: Math.max(a, b) };
  }
  const min = MIN.exec(value);
  if (min) return { kind: 'min', min: Number(min[1]) };
  return null;
}

export function formatRangeFilter(filter: RangeFilter): string {
  if (filter.kind === 'sale') return 'sale';
  if (filter.kind === 'min') return String(filter.min);
  return `${filter.min}-${filter.max}`;
}

export function matchesRange(value: number, filter: RangeFilter): boolean {
  if (filter.kind === 'sale') return true;
  if (filter.kind === 'min') return value >= filter.min;
  return value >= filter.min && value <= filter.max;
}

export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SALE_SORTS = ['discount', 'savings', 'price-low', 'price-high', 'name', 'newest'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

/** Products page price ranges (USD): Under $50, $50-$100, $100-$200, $200+. */
export const PRODUCT_PRICE_RANGES = ['0-50', '50-100', '100-200', '200'] as const;
export const SALE_PRICE_RANGES = ['0-25', '25-50', '50-100', '100-200', '200'] as const;
export const DISCOUNT_RANGES = ['10-25', '25-40', '40-60', '60'] as const;

/** Escapes LIKE wildcards so a shopper's '%' or '_' is searched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const SEARCH_MAX_LENGTH = 100;
