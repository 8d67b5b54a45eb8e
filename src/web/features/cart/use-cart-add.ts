import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMeId } from '../accounts';
import { addCartItemOptions } from './add-cart-item';
import { useCartStore } from './cart-store';
import type { CartItemDraft } from './types';
import { useCartErrorToast } from './use-cart-error';
import { changeCartOffline } from './offline-cart';
import { applyAdd } from './optimistic';
import { isOffline } from '../../lib/offline-changes';
import type { OfflineMeasurements } from '@domain/cart/offline-queue';

/**
 * Only "add to cart", for places that show many products at once (a grid of 24 cards). The
 * mutation is made when the button is pressed instead of being observed from the first render:
 * `useCart` kept every card subscribed to eight mutations and the cart query, which showed up as
 * main-thread time while a product list hydrated on a phone.
 */
export function useCartAdd() {
  const qc = useQueryClient();
  const userId = useMeId();
  const onError = useCartErrorToast();
  return useCallback(
    (item: CartItemDraft) => {
      if (userId && isOffline()) changeCartOffline(qc, userId, (cart) => applyAdd(cart, item), item.aiMeasurements as OfflineMeasurements | undefined);
      else if (userId) void new MutationObserver(qc, addCartItemOptions(qc, userId, onError)).mutate(item).catch(() => undefined);
      else {
        // Guests' measurements are not attached to lines (docs/requirements/sizing.md §6); they wait under the pending keys.
        const { aiMeasurements: _measurements, ...line } = item;
        useCartStore.getState().add(line);
      }
    },
    [qc, userId, onError],
  );
}
