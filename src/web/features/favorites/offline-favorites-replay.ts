// Sending the queued favourites when the connection returns. Apart from offline-favorites.ts
// (queueing), because the favourites' requests queue what fails offline and the replay sends
// through those requests.
import type { QueryClient } from '@tanstack/react-query';
import { planReplay } from '@domain/cart/offline-queue';
import { exclusively, readOfflineChanges, sendQueued } from '../../lib/offline-changes';
import { addFavorite } from './add-favorite';
import { favoritesKey } from './get-favorites';
import { removeFavorite } from './remove-favorite';

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
