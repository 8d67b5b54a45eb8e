import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';
import { api, ApiError } from '../../lib/api-client';
import { safeLocalStorage } from '../../lib/storage-keys';
import { useMeId } from '../accounts';
import { clearPending, readPending } from './pending';
import { useSizingCartHooks } from './sizing-cart';
import { toAttachmentPayload } from './snapshot';

/**
 * Mounted once for the app. When someone signs in with a guest's measurements waiting under the
 * pending keys, they join the account: saved as a profile (with its history row) and, when the
 * shopper asked for them to travel with the order, attached to that product's cart line, or the
 * product is added with them (docs/requirements/sizing.md §4 confirm flow, after sign-in). Runs after the guest
 * cart has merged, so a line the guest added is found in the account's cart.
 */
export function usePendingMeasurementsSync(): void {
  const { t, i18n } = useTranslation('sizing-flow');
  const userId = useMeId();
  const { useCart: useSizingCart, useHasGuestLines } = useSizingCartHooks();
  const cart = useSizingCart();
  const guestWaiting = useHasGuestLines();
  const qc = useQueryClient();
  const running = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || guestWaiting || cart.isLoading || running.current === userId) return;
    const pending = readPending(safeLocalStorage());
    if (!pending) return;
    running.current = userId;
    const { snapshot, context } = pending;
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(context.savedAt));
    void (async () => {
      try {
        await api('/api/measurement-profiles', {
          method: 'POST',
          body: {
            profileName: t('pending.profileName', { date }).slice(0, 60),
            gender: snapshot.category,
            measurements: toAttachmentPayload(snapshot).measurements,
            heightInput: snapshot.heightInput,
            preferredFit: snapshot.fit,
            measurementUnit: snapshot.unit,
            confidenceScore: snapshot.confidence,
            source: snapshot.source,
          },
        });
        void qc.invalidateQueries({ queryKey: ['measurement-profiles'] });
      } catch (error) {
        // A refusal will not change on a retry; a network or server failure may, on the next page load.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearPending(safeLocalStorage());
        toast({ title: t('pending.failedTitle'), description: t('pending.failedBody'), variant: 'warning' });
        return;
      }
      clearPending(safeLocalStorage());
      let attached = true;
      if (context.includeWithOrder && context.productId) {
        try {
          const line = cart.lines.find((l) => l.productId === context.productId && !l.aiMeasurements);
          if (line) await cart.attachMeasurements(line, toAttachmentPayload(snapshot));
          else if (!cart.lines.some((l) => l.productId === context.productId)) {
            await api('/api/cart/items', { method: 'POST', body: { productId: context.productId, selectedSize: null, quantity: 1, aiMeasurements: toAttachmentPayload(snapshot) } });
            void qc.invalidateQueries({ queryKey: ['cart'] });
          }
        } catch {
          // The product may have sold out since; the measurements are safe in the profile.
          attached = false;
        }
      }
      toast({ title: t('pending.carriedTitle'), description: attached ? t('pending.carriedBody') : t('pending.carriedNotAttached'), variant: 'success' });
    })();
  }, [userId, guestWaiting, cart, qc, t, i18n.language]);
}
