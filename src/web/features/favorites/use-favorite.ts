import { MutationObserver, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMeId } from '../accounts';
import { addFavoriteOptions } from './add-favorite';
import { useFavoritesStore } from './favorites-store';
import { favoritesKey, favoritesQuery } from './get-favorites';
import { removeFavoriteOptions } from './remove-favorite';
import type { FavoritesList } from './types';
import { useFavoritesErrorToast } from './use-favorites-error';
import { changeFavoriteOffline } from './offline-favorites';
import { isOffline } from '../../lib/offline-changes';

/**
 * One product's heart: whether it is a favourite and a toggle. Each card subscribes to a single
 * yes/no (a selector), and the mutation is made on the tap, so a list of 24 cards does not keep
 * 48 mutation observers and 24 copies of the whole list alive while it hydrates.
 */
export function useFavorite(productId: string) {
  const qc = useQueryClient();
  const userId = useMeId();
  const onError = useFavoritesErrorToast();
  const guest = useFavoritesStore((s) => s.items.some((f) => f.productId === productId));
  const { data: server = false } = useQuery({
    ...favoritesQuery(userId ?? ''),
    enabled: userId !== null,
    select: (list: FavoritesList) => list.items.some((f) => f.productId === productId),
  });
  const active = userId ? server : guest;

  /** Returns true when the product is now a favourite. */
  const toggle = useCallback((): boolean => {
    if (!userId) return useFavoritesStore.getState().toggle(productId);
    const now = !(qc.getQueryData<FavoritesList>(favoritesKey(userId))?.items.some((f) => f.productId === productId) ?? false);
    if (isOffline()) {
      changeFavoriteOffline(qc, userId, productId, now);
      return now;
    }
    const options = now ? addFavoriteOptions(qc, userId, onError) : removeFavoriteOptions(qc, userId, onError);
    void new MutationObserver(qc, options).mutate(productId).catch(() => undefined);
    return now;
  }, [qc, userId, productId, onError]);

  return { active, toggle };
}
