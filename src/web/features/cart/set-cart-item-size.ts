import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { acceptReply, cartMutation, settle } from './cart-cache';
import { cartKey } from './get-cart';
import { currentLineId, EMPTY_CART } from './optimistic';
import type { Cart, CartLine } from './types';
import { useCartErrorToast } from './use-cart-error';
import { chooseSizeOffline } from './offline-cart';
import { isNetworkFailure } from '../../lib/offline-changes';

/** The size-required dialog (docs/requirements/sizing.md §4) gives a line a size; a twin line of that size absorbs it. */
export const setCartItemSize = (lineId: string, selectedSize: string) =>
  api<Cart>(`/api/cart/items/${encodeURIComponent(lineId)}/size`, { method: 'PUT', body: { selectedSize } });

export function useSetCartItemSize(userId: string) {
  const qc = useQueryClient();
  const onError = useCartErrorToast();
  return useMutation({
    ...cartMutation,
    mutationFn: async ({ line, size }: { line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>; size: string }) => {
      const id = currentLineId(qc.getQueryData<Cart>(cartKey(userId)), line);
      return id ? setCartItemSize(id, size) : (qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
    },
    onError: (error, { line, size }) => {
      // No answer: the choice is shown and queued like one made offline.
      if (isNetworkFailure(error)) chooseSizeOffline(qc, userId, line, size);
      else onError(error);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
