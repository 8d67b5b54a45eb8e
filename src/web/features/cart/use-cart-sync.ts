import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useOfflineReplay } from '../../lib/use-offline-replay';
import { replayOfflineCart } from './offline-cart';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { textsOf } from '../../lib/i18n';
import { safeLocalStorage, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { useMe } from '../accounts';
import { forgetGuestCart, useCartStore } from './cart-store';
import { cartKey, useCartQuery } from './get-cart';
import { useMergeCart } from './merge-cart';

/**
 * Mounted once for the app. Keeps the per-user copy of the cart (the badge shows at once on
 * reload), merges the guest cart into the account when someone signs in (then forgets it), and
 * at sign-out leaves an empty guest cart and no copy of the account's cart behind.
 */
export function useCartSync(): void {
  const { data: me, isPending } = useMe();
  const userId = me?.id ?? null;
  const qc = useQueryClient();
  const { data, error } = useCartQuery(userId);
  const { mutate: merge } = useMergeCart(userId ?? '');
  const previous = useRef<string | null | undefined>(undefined);
  const merging = useRef<string | null>(null);
  useOfflineReplay(
    userId,
    'cart',
    useCallback((id: string) => replayOfflineCart(qc, id), [qc]),
    useCallback((id: string) => void qc.invalidateQueries({ queryKey: cartKey(id) }), [qc]),
  );

  useEffect(() => {
    if (userId && data) writeJson(safeLocalStorage(), STORAGE_KEYS.userCart(userId), data);
  }, [userId, data]);

  // The session ended elsewhere (expired, signed out in another tab): ask who is signed in now.
  useEffect(() => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
  }, [error, qc]);

  useEffect(() => {
    if (isPending) return;
    const before = previous.current;
    previous.current = userId;
    if (!userId) {
      if (before) {
        forgetGuestCart();
        safeLocalStorage()?.removeItem(STORAGE_KEYS.userCart(before));
      }
      return;
    }
    const guest = useCartStore.getState().lines;
    if (guest.length === 0 || merging.current === userId) return;
    merging.current = userId;
    merge(
      guest.map(({ productId, selectedSize, quantity }) => ({ productId, selectedSize, quantity })),
      {
        onSuccess: (reply) => {
          forgetGuestCart();
          if (reply.skipped.length) {
            const count = reply.skipped.length;
            // The `cart` texts are loaded for this message only, not with every page.
            void textsOf('cart').then((t) => toast({ title: t('merge.skippedTitle'), description: t('merge.skippedBody', { count }), variant: 'warning' }));
          }
        },
        // Kept for the next page load to try again.
        onError: () => (merging.current = null),
      },
    );
  }, [userId, isPending, merge]);
}
