import type { QueryClient } from '@tanstack/react-query';
import { cartKey } from './get-cart';
import { EMPTY_CART } from './optimistic';
import type { Cart } from './types';

/**
 * Cart mutations share one scope, so their requests reach the server in the order the shopper
 * tapped, while each optimistic change shows at once.
 */
export const cartMutation = { mutationKey: ['cart'], scope: { id: 'cart' } } as const;

export interface CartContext {
  previous: Cart | undefined;
}

export async function applyOptimistic(qc: QueryClient, userId: string, change: (cart: Cart) => Cart): Promise<CartContext> {
  await qc.cancelQueries({ queryKey: cartKey(userId) });
  const previous = qc.getQueryData<Cart>(cartKey(userId));
  qc.setQueryData<Cart>(cartKey(userId), change(previous ?? EMPTY_CART));
  return { previous };
}

export function rollback(qc: QueryClient, userId: string, context: CartContext | undefined): void {
  if (context?.previous) qc.setQueryData(cartKey(userId), context.previous);
}

const isLast = (qc: QueryClient) => qc.isMutating({ mutationKey: cartMutation.mutationKey }) <= 1;

/** The server's cart replaces the optimistic one only when no later change is still on its way. */
export function acceptReply(qc: QueryClient, userId: string, reply: Cart): void {
  if (!isLast(qc)) return;
  const { lines, count, currency, totals } = reply;
  qc.setQueryData<Cart>(cartKey(userId), { lines, count, currency, totals });
}

export function settle(qc: QueryClient): void {
  if (isLast(qc)) void qc.invalidateQueries({ queryKey: ['cart'] });
}
