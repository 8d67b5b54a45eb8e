import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVORITES_MERGE_MAX } from '@domain/cart';
import { api } from '../../lib/api-client';
import { favoritesMutation, settle } from './favorites-cache';
import { favoritesKey } from './get-favorites';
import type { FavoritesMergeResult } from './types';

// The server validates every body with the domain's zod schema; here typed values are sent as they
// are, so zod stays out of the bundle every page with a product card loads.
export const mergeFavorites = (productIds: string[]) =>
  api<FavoritesMergeResult>('/api/favorites/merge', {
    method: 'POST',
    body: { productIds: productIds.slice(0, FAVORITES_MERGE_MAX) },
  });

/** The guest's favourites join the account at sign-in. */
export function useMergeFavorites(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    ...favoritesMutation,
    mutationFn: mergeFavorites,
    onMutate: () => qc.cancelQueries({ queryKey: favoritesKey(userId) }),
    onSuccess: (reply) => qc.setQueryData(favoritesKey(userId), { items: reply.items }),
    onSettled: () => settle(qc),
  });
}
