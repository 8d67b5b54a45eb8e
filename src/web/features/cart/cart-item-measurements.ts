import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { acceptReply, cartMutation, settle } from './cart-cache';
import { cartKey } from './get-cart';
import { currentLineId, EMPTY_CART } from './optimistic';
import type { Cart, CartLine, CartMeasurementsPayload } from './types';

/** docs/requirements/sizing.md §4 confirm flow, cart context: the line gets the measurements and their size (or Custom Fit). */
export const attachCartItemMeasurements = (lineId: string, aiMeasurements: CartMeasurementsPayload) =>
  api<Cart>(`/api/cart/items/${encodeURIComponent(lineId)}/measurements`, { method: 'PUT', body: { aiMeasurements } });

export const detachCartItemMeasurements = (lineId: string) => api<Cart>(`/api/cart/items/${encodeURIComponent(lineId)}/measurements`, { method: 'DELETE' });

type LineRef = Pick<CartLine, 'id' | 'productId' | 'selectedSize'>;

/** Errors are the caller's to show: the size guide reports 'Attachment Failed' in its own words. */
export function useAttachCartItemMeasurements(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: async ({ line, payload }: { line: LineRef; payload: CartMeasurementsPayload }) => {
      const id = currentLineId(qc.getQueryData<Cart>(cartKey(userId)), line);
      return id ? attachCartItemMeasurements(id, payload) : (qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}

export function useDetachCartItemMeasurements(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: async (line: LineRef) => {
      const id = currentLineId(qc.getQueryData<Cart>(cartKey(userId)), line);
      return id ? detachCartItemMeasurements(id) : (qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART);
    },
    onSuccess: (reply) => acceptReply(qc, userId, reply),
    onSettled: () => settle(qc),
  });
}
