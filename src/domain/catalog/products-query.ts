import { ADULT_SIZE_LABELS, CHILDREN_SIZE_LABELS } from '../sizing/constants';
import { ONE_SIZE, REGIONS, SIZE_LABEL_MAX, type Region } from './constants';
import { formatRangeFilter, parseRangeFilter, PRODUCT_SORTS, SEARCH_MAX_LENGTH, type ProductSort } from './filters';

/** The highest page the products API serves; links past it go to the last page there is. */
export const MAX_PRODUCTS_PAGE = 10_000;
/** Category and designer slugs, as the API accepts them. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const MAX_CATEGORY_SLUG_LENGTH = 80;
export const MAX_DESIGNER_SLUG_LENGTH = 120;

export interface ProductsQuery {
  page: number;
  sort: ProductSort;
  search?: string;
  category?: string;
  region?: Region;
  price?: string;
  designer?: string;
  /** A size label products must offer, as designers write it ('M', '4-6Y', 'One Size'). */
  size?: string;
  featured: boolean;
}

/** The sizes the products filter offers: the shop's own charts' labels, then one size. */
export const PRODUCT_FILTER_SIZES: readonly string[] = [...ADULT_SIZE_LABELS, ...CHILDREN_SIZE_LABELS, ONE_SIZE];

/** The products page's URL parameters that this module reads and may rewrite. */
export const PRODUCTS_QUERY_KEYS = ['page', 'sort', 'search', 'category', 'region', 'price', 'designer', 'size', 'featured'] as const;

/**
 * 'Habesha Kemis', 'HABESHA_KEMIS' and 'habesha-kemis' all name the same category: a hand-typed
 * or pasted filter still finds it. Undefined when nothing slug-like is left.
 */
export function toSlug(raw: string | null | undefined, maxLength: number): string | undefined {
  if (!raw) return undefined;
  const slug = raw
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug && SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** A page number from an address: 1 for anything that is not one, at most MAX_PRODUCTS_PAGE. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\s*\d+\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, MAX_PRODUCTS_PAGE);
}

function parseRegion(raw: string | null): Region | undefined {
  const wanted = raw?.trim().toLowerCase();
  return wanted ? REGIONS.find((r) => r.toLowerCase() === wanted) : undefined;
}

/** A price filter in its canonical spelling ('200+' → '200'); undefined when it is not one. */
function parsePrice(raw: string | null): string | undefined {
  const range = parseRangeFilter(raw?.slice(0, 30));
  return range ? formatRangeFilter(range) : undefined;
}

/**
 * A size label from an address: 'm' or ' xl ' is the chart's 'M' or 'XL'; any other label a
 * designer may have written passes through as typed (the API matches labels exactly); control
 * characters, blanks and labels longer than a product's size label can be are dropped.
 */
function parseSize(raw: string | null): string | undefined {
  const label = raw?.trim();
  if (!label || label.length > SIZE_LABEL_MAX || /\p{Cc}/u.test(label)) return undefined;
  return PRODUCT_FILTER_SIZES.find((s) => s.toLowerCase() === label.toLowerCase()) ?? label;
}

/**
 * Reads the products page's URL into a query the API accepts: whatever the address bar holds
 * (a negative or huge page, an unknown sort or region, a pasted category name, an endless search)
 * becomes the nearest valid query instead of a request the server must refuse. Values that are
 * well-formed but name nothing (an unknown category slug) pass through and find nothing.
 */
export function parseProductsQuery(get: (key: string) => string | null): ProductsQuery {
  const sort = get('sort');
  const search = get('search')?.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return {
    page: parsePage(get('page')),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'newest',
    search: search || undefined,
    category: toSlug(get('category'), MAX_CATEGORY_SLUG_LENGTH),
    region: parseRegion(get('region')),
    price: parsePrice(get('price')),
    designer: toSlug(get('designer'), MAX_DESIGNER_SLUG_LENGTH),
    size: parseSize(get('size')),
    featured: get('featured') === 'true',
  };
}

/** The URL value each key should have for `query` (null: absent); defaults are left out. */
export function productsQueryParam(query: ProductsQuery, key: (typeof PRODUCTS_QUERY_KEYS)[number]): string | null {
  switch (key) {
    case 'page':
      return query.page === 1 ? null : String(query.page);
    case 'sort':
      return query.sort === 'newest' ? null : query.sort;
    case 'featured':
      return query.featured ? 'true' : null;
    default:
      return query[key] ?? null;
  }
}

/**
 * The same parameters with every products-query key as `parseProductsQuery` understood it, or
 * null when the URL already says exactly that (so a page rewrites its address only when needed).
 * Other keys (the page's view, say) are kept as they are.
 */
export function canonicalProductsParams(params: URLSearchParams): URLSearchParams | null {
  const query = parseProductsQuery((key) => params.get(key));
  const next = new URLSearchParams(params);
  let changed = false;
  for (const key of PRODUCTS_QUERY_KEYS) {
    const want = productsQueryParam(query, key);
    const have = params.getAll(key);
    if (want === null ? have.length === 0 : have.length === 1 && have[0] === want) continue;
    changed = true;
    if (want === null) next.delete(key);
    else next.set(key, want);
  }
  return changed ? next : null;
}
