import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { acceptReply, applyOptimistic, cartMutation, rollback, settle } from './cart-cache';
import { cartKey } from './get-cart';
import { queueCartDifference } from './offline-cart';
import { isNetworkFailure } from '../../lib/offline-changes';
import { applyQuantity, currentLineId, EMPTY_CART } from './optimistic';
import type { Cart, CartLine } from './types';
import { useCartErrorToast } from './use-cart-error';

// The server validates every body with the domain's zod schema; here typed values are sent as they
// are, so zod stays out of the bundle every page with a product card loads.
/** 0 or less removes the line on the server too. */
export const updateCartItem = (lineId: string, quantity: number) =>
  api<Cart>(`/api/cart/items/${encodeURIComponent(lineId)}`, { method: 'PATCH', body: { quantity: Math.trunc(quantity) } });

export interface QuantityChange {
  line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>;
  quantity: number;
}

export function useUpdateCartItem(userId: string) {
  const qc = useQueryClient();
  const onError = useCartErrorToast();
  return useMutation({
    ...cartMutation,
    mutationFn: async ({ line, quantity }: QuantityChange) => {
      // Runs after earlier changes in the scope, so a line added a moment ago has its real id by now.
      const id = currentLineId(qc.getQueryData<Cart>(cartKey(userId)), line);
      return id ? updateCartItem(id, quantity) : (qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
    },
    onMutate: ({ line, quantity }) => applyOptimistic(qc, userId, (cart) => applyQuantity(cart, line.id, quantity)),
    onError: (error, _change, context) => {
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
