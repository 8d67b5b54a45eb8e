import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isOffline } from '../../lib/offline-changes';
import { changeFavoriteOffline } from './offline-favorites';
import { useMe } from '../accounts';
import { useAddFavorite } from './add-favorite';
import { useFavoritesStore, type FavoriteEntry } from './favorites-store';
import { useFavoritesQuery } from './get-favorites';
import { useRemoveFavorite } from './remove-favorite';

/**
 * The one favourites API for components: guests keep ids in session storage, signed-in
 * shoppers on the server (optimistic). Entries come newest first either way.
 */
export function useFavorites() {
  const { data: me } = useMe();
  const userId = me?.id ?? null;
  const guest = useFavoritesStore((s) => s.items);
  const query = useFavoritesQuery(userId);
  const qc = useQueryClient();
  const { mutate: add } = useAddFavorite(userId ?? '');
  const { mutate: remove } = useRemoveFavorite(userId ?? '');

  const entries: FavoriteEntry[] = useMemo(
    () => (userId ? (query.data?.items ?? []).map(({ productId, addedAt }) => ({ productId, addedAt })) : [...guest].reverse()),
    [userId, query.data, guest],
  );
  const ids = useMemo(() => new Set(entries.map((e) => e.productId)), [entries]);
  const has = useCallback((productId: string) => ids.has(productId), [ids]);

  /** Returns true when the product is now a favourite. */
  const toggle = useCallback(
    (productId: string) => {
      if (!userId) return useFavoritesStore.getState().toggle(productId);
      const now = !ids.has(productId);
      if (isOffline()) changeFavoriteOffline(qc, userId, productId, now);
      else if (now) add(productId);
      else remove(productId);
      return now;
    },
    [qc, userId, ids, add, remove],
  );

  return {
    entries,
    /** Signed-in shoppers' favourites come with their product cards. */
    items: userId ? query.data?.items : undefined,
    count: entries.length,
    has,
    toggle,
    isSignedIn: userId !== null,
    isLoading: userId !== null && query.isPending,
    isError: userId !== null && query.isError && !query.data,
    refetch: query.refetch,
  };
}
