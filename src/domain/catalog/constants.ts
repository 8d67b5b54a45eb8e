/** The eight category slugs of the catalogue and the emoji shown for them on the home page. */
export const CATEGORY_SLUGS = [
  'habesha-kemis',
  'mens-traditional',
  'couple-sets',
  'kids-traditional',
  'modern-fusion',
  'scarves-shawls-netela',
  'wedding-collection',
  'cultural-accessories',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const DEFAULT_CATEGORY_EMOJI = '👗';

/** Emoji per slug, including the legacy home keys (dresses, shemma, kaba, ...) the spec names. */
export const CATEGORY_EMOJI: Readonly<Record<string, string>> = {
  'habesha-kemis': '👗',
  'mens-traditional': '👔',
  'couple-sets': '💑',
  'kids-traditional': '🧒',
  'modern-fusion': '✨',
  'scarves-shawls-netela': '🧣',
  'wedding-collection': '💍',
  'cultural-accessories': '📿',
  dresses: '👗',
  shemma: '🧵',
  kaba: '🥻',
  netela: '🧣',
  'mens-wear': '👔',
  kids: '🧒',
  wedding: '💍',
};

export function categoryEmoji(slug: string | null | undefined): string {
  return (slug && CATEGORY_EMOJI[slug]) || DEFAULT_CATEGORY_EMOJI;
}

export const REGIONS = [
  'Addis Ababa',
  'Afar',
  'Amhara',
  'Benishangul-Gumuz',
  'Dire Dawa',
  'Gambela',
  'Harari',
  'Oromia',
  'Sidama',
  'Somali',
  'Southern Nations',
  'Tigray',
] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export const ONE_SIZE = 'One Size';
/** The longest size label a product may have ('14-16Y', 'One Size', a designer's own). */
export const SIZE_LABEL_MAX = 24;

/** Listing constants of docs/requirements/shop.md §9. */
export const PRODUCTS_PAGE_SIZE = 24;
export const HOME_FEATURED_PRODUCTS = 8;
export const HOME_FEATURED_DESIGNERS = 6;
export const TOP_DEALS = 3;
export const QUANTITY_CAP = 10;
export const RELATED_PRODUCTS = 8;
export const RELATED_MIN_SAME_CATEGORY = 4;

export function quantityOptions(stock: number): number[] {
  const max = Math.max(0, Math.min(QUANTITY_CAP, Math.floor(stock)));
  return Array.from({ length: max }, (_, i) => i + 1);
}

/**
 * Discount percent, rounded half up, counted only when the original price is above the price.
 * Integer arithmetic on minor units, so exact halves (28.5 %) round up instead of falling to
 * floating-point error; the sale queries use the same formula in SQL.
 */
export function discountPercent(priceMinor: number, originalPriceMinor: number | null | undefined): number {
  if (!originalPriceMinor || originalPriceMinor <= priceMinor || originalPriceMinor <= 0) return 0;
  return Math.floor(((originalPriceMinor - priceMinor) * 200 + originalPriceMinor) / (2 * originalPriceMinor));
}

/** A published product with this many or fewer in stock is low on stock (designer overview, admin console). */
export const LOW_STOCK_AT = 3;

export function isLowStock(stockQuantity: number): boolean {
  return stockQuantity <= LOW_STOCK_AT;
}

/** The console's moderation filter: every product an admin hid, or those whose designer asked for a review. */
export const ADMIN_PRODUCTS_REVIEW = ['hidden_by_admin', 'requested'] as const;
export type AdminProductsReview = (typeof ADMIN_PRODUCTS_REVIEW)[number];
