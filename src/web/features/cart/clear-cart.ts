import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { acceptReply, applyOptimistic, cartMutation, rollback, settle } from './cart-cache';
import { EMPTY_CART } from './optimistic';
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
      rollback(qc, userId, context);
      onError(error);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
