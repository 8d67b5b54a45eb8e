import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { readLocalCache, writeLocalCache } from '../../lib/local-cache';
import { safeLocalStorage } from '../../lib/storage-keys';
import type { Category } from '@domain/catalog/api';

const CACHE_KEY = 'tibeb-cache-categories';

export const getCategories = () =>
  api<{ items: Category[] }>('/api/categories').then((r) => {
    writeLocalCache(safeLocalStorage(), CACHE_KEY, r.items);
    return r.items;
  });

/**
 * docs/requirements/shop.md §4: categories come from the local cache when it is valid (5 minutes), then are
 * refreshed in the background; a change event refetches them silently (lib/realtime).
 */
const isCategoryList = (value: unknown): value is Category[] =>
  Array.isArray(value) && value.every((c: unknown) => typeof c === 'object' && c !== null && typeof (c as Category).slug === 'string' && typeof (c as Category).name === 'string');

/** Storage is input like any other: a list of the wrong shape is no cache at all. */
const readCache = () => {
  const cached = readLocalCache<unknown>(safeLocalStorage(), CACHE_KEY);
  return cached && isCategoryList(cached.value) ? { value: cached.value, savedAt: cached.savedAt } : null;
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    staleTime: 5 * 60_000,
    // Read once, when the query is first created; dated 0 so the cached list shows at once and
    // a fresh one is fetched behind it.
    initialData: () => readCache()?.value,
    initialDataUpdatedAt: 0,
  });

export const useCategories = () => useQuery(categoriesQuery());

/**
 * Whether the list on screen first came from the local cache (for the 'Loaded instantly from
 * cache' note): data dated 0 is the cached list (initialData). A server-rendered page arrives
 * with the server's list, dated when it was fetched, so server and browser agree there is no note.
 */
export function useCategoriesFromCache(): boolean {
  const client = useQueryClient();
  const [fromCache] = useState(() => {
    const state = client.getQueryState(categoriesQuery().queryKey);
    return state?.data !== undefined && state.dataUpdatedAt === 0;
  });
  return fromCache;
}
