import type { QueryClient } from '@tanstack/react-query';
import { planReplay } from '@domain/cart/offline-queue';
import { exclusively, queueOfflineChanges, readOfflineChanges, sendQueued } from '../../lib/offline-changes';
import { addFavorite } from './add-favorite';
import { favoritesKey } from './get-favorites';
import { removeFavorite } from './remove-favorite';
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

/**
 * Sends the queued favourites as they were left (PUT and DELETE are idempotent, so a retry or a
 * second tab changes nothing more); a product withdrawn meanwhile or a full list is reported.
 */
export function replayOfflineFavorites(qc: QueryClient, userId: string): Promise<void> {
  return exclusively(`tibeb-offline-favorites-${userId}`, async () => {
    const queue = readOfflineChanges(userId).filter((c) => c.kind === 'favorite');
    if (queue.length === 0) return;
    await sendQueued(userId, 'favorites', planReplay(queue, []), async (request) => {
      if (request.op === 'favorite-add') await addFavorite(request.change.productId);
      else if (request.op === 'favorite-remove') await removeFavorite(request.change.productId);
    });
  }).finally(() => void qc.invalidateQueries({ queryKey: favoritesKey(userId) }));
}
