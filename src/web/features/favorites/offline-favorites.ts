import type { QueryClient } from '@tanstack/react-query';
import { queueOfflineChanges } from '../../lib/offline-changes';
import { favoritesKey } from './get-favorites';
import type { FavoritesList } from './types';

/** Queues the state a product's heart was left in (the name, when known, is for a refusal's message). */
export function queueFavorite(qc: QueryClient, userId: string, productId: string, favorited: boolean, list = qc.getQueryData<FavoritesList>(favoritesKey(userId))): void {
  const product = list?.items.find((f) => f.productId === productId)?.product;
  queueOfflineChanges(userId, [{ kind: 'favorite', productId, favorited, name: product?.name ?? '', nameAm: product?.nameAm ?? null }]);
}

/** A signed-in shopper's heart tapped with no connection: shown at once, queued, sent on reconnecting. */
export function changeFavoriteOffline(qc: QueryClient, userId: string, productId: string, favorited: boolean): void {
  // Queued before the list changes, so an unfavourited product's name is still there to read.
  queueFavorite(qc, userId, productId, favorited);
  qc.setQueryData<FavoritesList>(favoritesKey(userId), (list = { items: [] }) => {
    const has = list.items.some((f) => f.productId === productId);
    if (favorited === has) return list;
    return favorited ? { items: [{ productId, addedAt: new Date().toISOString(), product: null }, ...list.items] } : { items: list.items.filter((f) => f.productId !== productId) };
  });
}
