import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useOfflineReplay } from '../../lib/use-offline-replay';
import { replayOfflineFavorites } from './offline-favorites';
import { safeLocalStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { useMe } from '../accounts';
import { forgetGuestFavorites, useFavoritesStore } from './favorites-store';
import { favoritesKey, useFavoritesQuery } from './get-favorites';
import { useMergeFavorites } from './merge-favorites';

/**
 * Mounted once for the app. Keeps the per-user copy of the favourites, moves the guest's
 * favourites into the account when someone signs in (then forgets them), and at sign-out leaves
 * an empty guest list and no copy of the account's favourites behind.
 */
export function useFavoritesSync(): void {
  const { data: me, isPending } = useMe();
  const userId = me?.id ?? null;
  const { data } = useFavoritesQuery(userId);
  const { mutate: merge } = useMergeFavorites(userId ?? '');
  const previous = useRef<string | null | undefined>(undefined);
  const merging = useRef<string | null>(null);
  const qc = useQueryClient();
  useOfflineReplay(
    userId,
    'favorite',
    useCallback((id: string) => replayOfflineFavorites(qc, id), [qc]),
    useCallback((id: string) => void qc.invalidateQueries({ queryKey: favoritesKey(id) }), [qc]),
  );

  useEffect(() => {
    if (userId && data) writeJson(safeLocalStorage(), STORAGE_KEYS.userFavorites(userId), data);
  }, [userId, data]);

  useEffect(() => {
    if (isPending) return;
    const before = previous.current;
    previous.current = userId;
    if (!userId) {
      if (before) {
        forgetGuestFavorites();
        safeLocalStorage()?.removeItem(STORAGE_KEYS.userFavorites(before));
      }
      return;
    }
    const guest = useFavoritesStore.getState().items;
    if (guest.length === 0 || merging.current === userId) return;
    merging.current = userId;
    // Newest first, so the account lists them in the order the guest saw.
    merge(
      [...guest].reverse().map((f) => f.productId),
      {
        onSuccess: () => forgetGuestFavorites(),
        // Kept for the next page load to try again.
        onError: () => (merging.current = null),
      },
    );
  }, [userId, isPending, merge]);
}
