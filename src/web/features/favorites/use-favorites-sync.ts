import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { replayOfflineFavorites } from './offline-favorites-replay';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useAccountListSync } from '../../lib/use-account-list-sync';
import { useMe } from '../accounts';
import { forgetGuestFavorites, useFavoritesStore } from './favorites-store';
import { favoritesKey, useFavoritesQuery } from './get-favorites';
import { useMergeFavorites } from './merge-favorites';

const readGuestFavorites = (): string[] | null => {
  const items = useFavoritesStore.getState().items;
  // Newest first, so the account lists them in the order the guest saw.
  return items.length === 0 ? null : [...items].reverse().map((f) => f.productId);
};

/** Mounted once for the app. Keeps the favourites in step with who is signed in (`useAccountListSync`). */
export function useFavoritesSync(): void {
  const { data: me, isPending } = useMe();
  const userId = me?.id ?? null;
  const { data } = useFavoritesQuery(userId);
  const { mutate: merge } = useMergeFavorites(userId ?? '');
  const qc = useQueryClient();
  useAccountListSync({
    userId,
    pending: isPending,
    data,
    storageKey: STORAGE_KEYS.userFavorites,
    offlineKind: 'favorite',
    replay: useCallback((id: string) => replayOfflineFavorites(qc, id), [qc]),
    refetch: useCallback((id: string) => void qc.invalidateQueries({ queryKey: favoritesKey(id) }), [qc]),
    readGuest: readGuestFavorites,
    forgetGuest: forgetGuestFavorites,
    merge: (ids, { done, failed }) => merge(ids, { onSuccess: done, onError: failed }),
  });
}
