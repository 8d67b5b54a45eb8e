import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { useFavoritesErrorToast } from './use-favorites-error';
import { queueFavorite } from './offline-favorites';
import { isNetworkFailure } from '../../lib/offline-changes';
import { applyOptimistic, favoritesMutation, rollback, settle } from './favorites-cache';

export const removeFavorite = (productId: string) =>
  api<{ productId: string; favorited: boolean; count: number }>(`/api/favorites/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export function useRemoveFavorite(userId: string) {
  const qc = useQueryClient();
  const onError = useFavoritesErrorToast();
  return useMutation(removeFavoriteOptions(qc, userId, onError));
}

/** The mutation's options, also run without a hook by `useFavorite` (one product's heart). */
export function removeFavoriteOptions(qc: QueryClient, userId: string, onError: (error: unknown) => void) {
  return mutationOptions({
    ...favoritesMutation,
    mutationFn: removeFavorite,
    onMutate: (productId) => applyOptimistic(qc, userId, (list) => ({ items: list.items.filter((f) => f.productId !== productId) })),
    onError: (error, productId, context) => {
      if (isNetworkFailure(error)) {
        // No answer: the heart stays as tapped and the change is queued like one made offline.
        queueFavorite(qc, userId, productId, false, context?.previous);
        return;
      }
      // Already gone (another tab): that is what the shopper wanted.
      if (error instanceof ApiError && error.code === 'FAVORITE_NOT_FOUND') return;
      rollback(qc, userId, context);
      onError(error);
    },
    onSettled: () => settle(qc),
  });
}
