import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useFavoritesErrorToast } from './use-favorites-error';
import { queueFavorite } from './offline-favorites';
import { isNetworkFailure } from '../../lib/offline-changes';
import { applyOptimistic, favoritesMutation, rollback, settle } from './favorites-cache';

// The server validates every body with the domain's zod schema; here typed values are sent as they
// are, so zod stays out of the bundle every page with a product card loads.
export const addFavorite = (productId: string) =>
  api<{ productId: string; favorited: boolean; count: number }>(`/api/favorites/${encodeURIComponent(productId)}`, { method: 'PUT' });

export function useAddFavorite(userId: string) {
  const qc = useQueryClient();
  const onError = useFavoritesErrorToast();
  return useMutation(addFavoriteOptions(qc, userId, onError));
}

/** The mutation's options, also run without a hook by `useFavorite` (one product's heart). */
export function addFavoriteOptions(qc: QueryClient, userId: string, onError: (error: unknown) => void) {
  return mutationOptions({
    ...favoritesMutation,
    mutationFn: addFavorite,
    onMutate: (productId) =>
      applyOptimistic(qc, userId, (list) =>
        list.items.some((f) => f.productId === productId) ? list : { items: [{ productId, addedAt: new Date().toISOString(), product: null }, ...list.items] },
      ),
    onError: (error, productId, context) => {
      if (isNetworkFailure(error)) {
        // No answer: the heart stays as tapped and the change is queued like one made offline.
        queueFavorite(qc, userId, productId, true);
        return;
      }
      rollback(qc, userId, context);
      onError(error);
    },
    onSettled: () => settle(qc),
  });
}
