import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api-client';
import { readLocalCache, writeLocalCache } from '../../lib/local-cache';
import { safeLocalStorage } from '../../lib/storage-keys';
import { PRODUCT_RETRY_DELAY_MS, shouldRetryProducts } from './product-load';
import type { ProductListQuery, ProductPage } from '@domain/catalog/api';

/** What a products list asks for: the contract's query (`z.input` of the route's schema). */
export type ProductQuery = ProductListQuery;

// docs/requirements/shop.md §4: the last lists (5 minutes, local storage) stand in when the server does not answer.
const CACHE_KEY = 'tibeb-cache-products';
const CACHED_LISTS = 8;
type CachedLists = Record<string, ProductPage>;
const cacheId = (q: ProductQuery) => JSON.stringify(q);

/** Storage is input like any other: only lists of the right shape are read back. */
function isProductPage(value: unknown): value is ProductPage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ProductPage>;
  return (
    Array.isArray(v.items) &&
    v.items.every((p: unknown) => typeof p === 'object' && p !== null && typeof (p as ProductPage['items'][number]).id === 'string' && typeof (p as ProductPage['items'][number]).name === 'string') &&
    [v.total, v.page, v.pageCount].every((n) => Number.isSafeInteger(n))
  );
}

function readLists(storage: Storage | undefined): CachedLists {
  const value = readLocalCache<unknown>(storage, CACHE_KEY)?.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, page]) => isProductPage(page))) as CachedLists;
}

export function rememberProducts(q: ProductQuery, page: ProductPage): void {
  const storage = safeLocalStorage();
  const lists = readLists(storage);
  const id = cacheId(q);
  const kept = Object.entries(lists).filter(([key]) => key !== id).slice(-(CACHED_LISTS - 1));
  writeLocalCache(storage, CACHE_KEY, Object.fromEntries([...kept, [id, page]]));
}

export function cachedProducts(q: ProductQuery): ProductPage | null {
  return readLists(safeLocalStorage())[cacheId(q)] ?? null;
}

/** The list's address: 'featured' and 'sale' are sent only when switched on (the text 'false' is a filter too). */
export const productsUrl = (q: ProductQuery) =>
  `/api/products${toQuery({ ...q, featured: q.featured === 'true' ? 'true' : undefined, sale: q.sale === 'true' ? 'true' : undefined })}`;

export const getProducts = (q: ProductQuery, signal?: AbortSignal) => api<ProductPage>(productsUrl(q), { signal });

export const productsQuery = (q: ProductQuery) =>
  queryOptions({
    queryKey: ['products', q],
    queryFn: ({ signal }) => getProducts(q, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetryProducts,
    retryDelay: PRODUCT_RETRY_DELAY_MS,
  });

export const useProducts = (q: ProductQuery) => useQuery(productsQuery(q));
