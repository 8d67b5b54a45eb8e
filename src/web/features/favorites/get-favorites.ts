import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { OfflineChange } from '@domain/cart/offline-queue';
import { readOfflineChanges } from '../../lib/offline-changes';
import { readJson, safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import type { FavoritesList } from './types';

export const getFavorites = (signal?: AbortSignal) => api<FavoritesList>('/api/favorites', { signal });

export const favoritesKey = (userId: string) => ['favorites', userId] as const;

/** The copy kept under the per-user key, so hearts and the badge show before the server answers, and with no connection. */
export function storedFavorites(userId: string): FavoritesList | undefined {
  const value = readJson<Partial<FavoritesList>>(safeLocalStorage(), STORAGE_KEYS.userFavorites(userId));
  if (!value || !Array.isArray(value.items)) return undefined;
  // Read back from storage: entries without a usable product id are dropped; the server's answer follows.
  const items = value.items.filter((f: unknown): f is FavoritesList['items'][number] => {
    const entry = f as Partial<FavoritesList['items'][number]> | null;
    return typeof entry === 'object' && entry !== null && typeof entry.productId === 'string' && (entry.product === null || (typeof entry.product === 'object' && entry.product !== undefined));
  });
  return withQueued({ items }, readOfflineChanges(userId));
}

/** The kept list with the hearts tapped offline and not yet sent on top (issue 23). */
function withQueued(list: FavoritesList, queue: readonly OfflineChange[]): FavoritesList {
  let items = list.items;
  for (const change of queue) {
    if (change.kind !== 'favorite') continue;
    const has = items.some((f) => f.productId === change.productId);
    if (change.favorited && !has) items = [{ productId: change.productId, addedAt: new Date().toISOString(), product: null }, ...items];
    else if (!change.favorited && has) items = items.filter((f) => f.productId !== change.productId);
  }
  return items === list.items ? list : { items };
}

export const favoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoritesKey(userId),
    queryFn: ({ signal }) => getFavorites(signal),
    initialData: () => storedFavorites(userId),
    initialDataUpdatedAt: 0,
    // Refetched by the offline replay once queued changes have landed (lib/use-offline-replay.ts).
    refetchOnReconnect: false,
  });

/** A signed-in shopper's favourites; nothing is fetched for guests. */
export const useFavoritesQuery = (userId: string | null) => useQuery({ ...favoritesQuery(userId ?? ''), enabled: userId !== null });
