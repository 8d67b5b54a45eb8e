import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartItemInput } from '@domain/cart/schemas';
import { api } from '../../lib/api-client';
import { acceptReply, applyOptimistic, cartMutation, rollback, settle } from './cart-cache';
import { cartKey } from './get-cart';
import { queueCartDifference } from './offline-cart';
import { isNetworkFailure } from '../../lib/offline-changes';
import { applyAdd, EMPTY_CART, pendingLineId, renameLine } from './optimistic';
import type { Cart, CartAddResult, CartItemDraft } from './types';
import { useCartErrorToast } from './use-cart-error';

// The server validates every body with the domain's zod schema; here typed values are sent as they
// are, so zod stays out of the bundle every page with a product card loads.
/** Only id, size and quantity travel; the server reads name, price and stock itself. */
export const addCartItem = (input: CartItemInput) =>
  api<CartAddResult>('/api/cart/items', {
    method: 'POST',
    body: { productId: input.productId, selectedSize: input.selectedSize, quantity: input.quantity, ...(input.aiMeasurements ? { aiMeasurements: input.aiMeasurements } : {}) },
  });

export function useAddCartItem(userId: string) {
  const qc = useQueryClient();
  const onError = useCartErrorToast();
  return useMutation(addCartItemOptions(qc, userId, onError));
}

/** The add mutation's options, also run without a hook by `useCartAdd` (see there). */
export function addCartItemOptions(qc: QueryClient, userId: string, onError: (error: unknown) => void) {
  return mutationOptions({
    ...cartMutation,
    mutationFn: (item: CartItemDraft) =>
      addCartItem({ productId: item.productId, selectedSize: item.selectedSize, quantity: item.quantity ?? 1, ...(item.aiMeasurements ? { aiMeasurements: item.aiMeasurements as CartItemInput['aiMeasurements'] } : {}) }),
    onMutate: (item) => applyOptimistic(qc, userId, (cart) => applyAdd(cart, item)),
    onError: (error, _item, context) => {
      if (isNetworkFailure(error) && context) {
        // No answer: the change stays shown and is queued like one made offline.
        queueCartDifference(userId, context.previous ?? EMPTY_CART, qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
        return;
      }
      rollback(qc, userId, context);
      onError(error);
    },
    onSuccess: (reply, item) => {
      // Later taps may already name the new line by its pending id; give it its real one.
      const pending = pendingLineId(item.productId, reply.lines.find((l) => l.id === reply.added.lineId)?.selectedSize ?? item.selectedSize);
      qc.setQueryData<Cart>(cartKey(userId), (cart) => (cart ? renameLine(cart, pending, reply.added.lineId) : cart));
      acceptReply(qc, userId, reply);
    },
    onSettled: () => settle(qc),
  });
}
