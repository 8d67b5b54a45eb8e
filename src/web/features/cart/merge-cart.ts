import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_MERGE_MAX_LINES } from '@domain/cart';
import type { CartItemInput } from '@domain/cart/schemas';
import { api } from '../../lib/api-client';
import { acceptReply, cartMutation, settle } from './cart-cache';
import { cartKey } from './get-cart';
import type { CartMergeResult } from './types';

// The server validates every body with the domain's zod schema; here typed values are sent as they
// are, so zod stays out of the bundle every page with a product card loads.
/** Lines beyond the server's limit of 50 stay out; a guest cart that long is rare. */
export const mergeCart = (lines: CartItemInput[]) =>
  api<CartMergeResult>('/api/cart/merge', { method: 'POST', body: { lines: lines.slice(0, CART_MERGE_MAX_LINES) } });

/** Adds lines to the signed-in cart by the add rules: the guest cart at sign-in, or a cleared cart restored. */
export function useMergeCart(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: mergeCart,
    onMutate: () => qc.cancelQueries({ queryKey: cartKey(userId) }),
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
