import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { CartItemInput } from '@domain/cart/schemas';
import { replayOfflineCart } from './offline-cart-replay';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { textsOf } from '../../lib/i18n';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useAccountListSync } from '../../lib/use-account-list-sync';
import { useMe } from '../accounts';
import { forgetGuestCart, useCartStore } from './cart-store';
import { cartKey, useCartQuery } from './get-cart';
import { useMergeCart } from './merge-cart';

const readGuestCart = (): CartItemInput[] | null => {
  const lines = useCartStore.getState().lines;
  return lines.length === 0 ? null : lines.map(({ productId, selectedSize, quantity }) => ({ productId, selectedSize, quantity }));
};

/**
 * Mounted once for the app. Keeps the cart in step with who is signed in (`useAccountListSync`):
 * the guest cart merges into the account at sign-in, and lines the account could not take are told.
 */
export function useCartSync(): void {
  const { data: me, isPending } = useMe();
  const userId = me?.id ?? null;
  const qc = useQueryClient();
  const { data, error } = useCartQuery(userId);
  const { mutate: merge } = useMergeCart(userId ?? '');
  useAccountListSync({
    userId,
    pending: isPending,
    data,
    storageKey: STORAGE_KEYS.userCart,
    offlineKind: 'cart',
    replay: useCallback((id: string) => replayOfflineCart(qc, id), [qc]),
    refetch: useCallback((id: string) => void qc.invalidateQueries({ queryKey: cartKey(id) }), [qc]),
    readGuest: readGuestCart,
    forgetGuest: forgetGuestCart,
    merge: (lines, { done, failed }) =>
      merge(lines, {
        onSuccess: (reply) => {
          done();
          if (reply.skipped.length) {
            const count = reply.skipped.length;
            // The `cart` texts are loaded for this message only, not with every page.
            void textsOf('cart').then((t) => toast({ title: t('merge.skippedTitle'), description: t('merge.skippedBody', { count }), variant: 'warning' }));
          }
        },
        onError: failed,
      }),
  });

  // The session ended elsewhere (expired, signed out in another tab): ask who is signed in now.
  useEffect(() => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') void qc.invalidateQueries({ queryKey: ['me'] });
  }, [error, qc]);
}
