import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useMeId } from '../accounts';
import { useCartStore } from './cart-store';
import { useCartAdd } from './use-cart-add';
import { useClearCart } from './clear-cart';
import { useCartQuery } from './get-cart';
import { useMergeCart } from './merge-cart';
import { applyQuantity, applyRemove, EMPTY_CART, fromGuestLines } from './optimistic';
import { attachMeasurementsOffline, changeCartOffline, chooseSizeOffline } from './offline-cart';
import { isNetworkFailure, isOffline } from '../../lib/offline-changes';
import { useRemoveCartItem } from './remove-cart-item';
import { useAttachCartItemMeasurements, useDetachCartItemMeasurements } from './cart-item-measurements';
import { useSetCartItemSize } from './set-cart-item-size';
import type { CartLine, CartMeasurementsPayload } from './types';
import { useUpdateCartItem } from './update-cart-item';

/**
 * The one cart API for components. Guests' carts live in session storage; signed-in shoppers'
 * on the server (TanStack Query, optimistic). Both answer with the same lines and totals.
 */
export function useCart() {
  const userId = useMeId();
  const guestLines = useCartStore((s) => s.lines);
  const open = useCartStore((s) => s.open);
  const setOpen = useCartStore((s) => s.setOpen);
  const query = useCartQuery(userId);
  const qc = useQueryClient();

  const { mutate: updateItem } = useUpdateCartItem(userId ?? '');
  const { mutate: removeItem } = useRemoveCartItem(userId ?? '');
  const { mutate: clearItems } = useClearCart(userId ?? '');
  const { mutate: mergeItems } = useMergeCart(userId ?? '');
  const { mutate: setSizeItem } = useSetCartItemSize(userId ?? '');
  const { mutateAsync: attachItem } = useAttachCartItemMeasurements(userId ?? '');
  const { mutate: detachItem } = useDetachCartItemMeasurements(userId ?? '');

  const cart = useMemo(() => (userId ? (query.data ?? EMPTY_CART) : fromGuestLines(guestLines)), [userId, query.data, guestLines]);

  const add = useCartAdd();

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      if (userId && isOffline()) changeCartOffline(qc, userId, (cart) => applyQuantity(cart, line.id, quantity));
      else if (userId) updateItem({ line, quantity });
      else useCartStore.getState().setQuantity(line.id, quantity);
    },
    [qc, userId, updateItem],
  );

  const remove = useCallback(
    (line: CartLine) => {
      if (userId && isOffline()) changeCartOffline(qc, userId, (cart) => applyRemove(cart, line.id));
      else if (userId) removeItem(line);
      else useCartStore.getState().setQuantity(line.id, 0);
    },
    [qc, userId, removeItem],
  );

  const setSize = useCallback(
    (line: CartLine, size: string) => {
      if (userId && isOffline()) chooseSizeOffline(qc, userId, line, size);
      else if (userId) setSizeItem({ line, size });
      else useCartStore.getState().setSize(line.id, size);
    },
    [qc, userId, setSizeItem],
  );

  /**
   * Signed-in shoppers only (guests' measurements wait under the pending keys). With no connection
   * they are shown on the line and queued ('queued'); rejects when the server refuses them.
   */
  const attachMeasurements = useCallback(
    async (line: CartLine, payload: CartMeasurementsPayload): Promise<'attached' | 'queued'> => {
      if (!userId) throw new Error('Not authenticated');
      if (isOffline()) {
        attachMeasurementsOffline(qc, userId, line, payload);
        return 'queued';
      }
      try {
        await attachItem({ line, payload });
        return 'attached';
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        attachMeasurementsOffline(qc, userId, line, payload);
        return 'queued';
      }
    },
    [qc, userId, attachItem],
  );

  const detachMeasurements = useCallback(
    (line: CartLine) => {
      if (userId) detachItem(line);
    },
    [userId, detachItem],
  );

  const clear = useCallback(() => {
    if (userId && isOffline()) changeCartOffline(qc, userId, () => EMPTY_CART);
    else if (userId) clearItems();
    else useCartStore.getState().clear();
  }, [qc, userId, clearItems]);

  /** Puts lines back, e.g. to undo 'Clear cart'; on the server by the add rules, so stock still caps them. */
  const restore = useCallback(
    (lines: CartLine[]) => {
      if (userId) mergeItems(lines.map(({ productId, selectedSize, quantity }) => ({ productId, selectedSize, quantity })));
      else useCartStore.getState().replace(lines.map(({ maxQuantity: _max, available: _available, ...line }) => line));
    },
    [userId, mergeItems],
  );

  return {
    ...cart,
    isSignedIn: userId !== null,
    isLoading: userId !== null && query.isPending,
    isError: userId !== null && query.isError && !query.data,
    refetch: query.refetch,
    add,
    setQuantity,
    remove,
    setSize,
    attachMeasurements,
    detachMeasurements,
    clear,
    restore,
    open,
    setOpen,
  };
}
