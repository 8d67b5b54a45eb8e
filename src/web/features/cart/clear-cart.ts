import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { acceptReply, applyOptimistic, cartMutation, rollback, settle } from './cart-cache';
import { EMPTY_CART } from './optimistic';
import { cartKey } from './get-cart';
import { queueCartDifference } from './offline-cart';
import { isNetworkFailure } from '../../lib/offline-changes';
import type { Cart } from './types';
import { useCartErrorToast } from './use-cart-error';

export const clearCart = () => api<Cart>('/api/cart', { method: 'DELETE' });

export function useClearCart(userId: string) {
  const qc = useQueryClient();
  const onError = useCartErrorToast();
  return useMutation({
    ...cartMutation,
    mutationFn: clearCart,
    onMutate: () => applyOptimistic(qc, userId, () => EMPTY_CART),
    onError: (error, _vars, context) => {
      if (isNetworkFailure(error) && context) {
        // No answer: the change stays shown and is queued like one made offline.
        queueCartDifference(userId, context.previous ?? EMPTY_CART, qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
        return;
      }
      rollback(qc, userId, context);
      onError(error);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
