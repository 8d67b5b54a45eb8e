import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { acceptReply, applyOptimistic, cartMutation, rollback, settle } from './cart-cache';
import { cartKey } from './get-cart';
import { queueCartDifference } from './offline-cart';
import { isNetworkFailure } from '../../lib/offline-changes';
import { applyRemove, currentLineId, EMPTY_CART } from './optimistic';
import type { Cart, CartLine } from './types';
import { useCartErrorToast } from './use-cart-error';

export const removeCartItem = (lineId: string) => api<Cart>(`/api/cart/items/${encodeURIComponent(lineId)}`, { method: 'DELETE' });

export function useRemoveCartItem(userId: string) {
  const qc = useQueryClient();
  const onError = useCartErrorToast();
  return useMutation({
    ...cartMutation,
    mutationFn: async (line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>) => {
      const id = currentLineId(qc.getQueryData<Cart>(cartKey(userId)), line);
      return id ? removeCartItem(id) : (qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
    },
    onMutate: (line) => applyOptimistic(qc, userId, (cart) => applyRemove(cart, line.id)),
    onError: (error, _line, context) => {
      if (isNetworkFailure(error) && context) {
        // No answer: the change stays shown and is queued like one made offline.
        queueCartDifference(userId, context.previous ?? EMPTY_CART, qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
        return;
      }
      // Already gone (another tab removed it): that is what the shopper wanted.
      if (error instanceof ApiError && error.code === 'CART_ITEM_NOT_FOUND') return;
      rollback(qc, userId, context);
      onError(error);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
