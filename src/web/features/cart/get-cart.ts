import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { readJson, safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { readOfflineChanges } from '../../lib/offline-changes';
import { isCart, withQueued } from './optimistic';
import type { Cart } from './types';

export const getCart = (signal?: AbortSignal) => api<Cart>('/api/cart', { signal });

export const cartKey = (userId: string) => ['cart', userId] as const;

/**
 * The copy kept under the per-user key, so the badge shows before the server answers (docs/requirements/shop.md §6)
 * and the cart opens with no connection, with the changes made offline and not yet sent on top.
 */
export function storedCart(userId: string): Cart | undefined {
  const value = readJson<unknown>(safeLocalStorage(), STORAGE_KEYS.userCart(userId));
  return isCart(value) ? withQueued(value, readOfflineChanges(userId), userId) : undefined;
}

export const cartQuery = (userId: string) =>
  queryOptions({
    queryKey: cartKey(userId),
    queryFn: ({ signal }) => getCart(signal),
    initialData: () => storedCart(userId),
    // The stored copy shows at once but is always checked against the server.
    initialDataUpdatedAt: 0,
    // Refetched by the offline replay once queued changes have landed (lib/use-offline-replay.ts).
    refetchOnReconnect: false,
  });

/** A signed-in shopper's cart; nothing is fetched for guests (their cart stays in the browser). */
export const useCartQuery = (userId: string | null) => useQuery({ ...cartQuery(userId ?? ''), enabled: userId !== null });
