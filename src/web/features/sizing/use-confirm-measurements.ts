import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { safeLocalStorage } from '../../lib/storage-keys';
import { useMeId } from '../accounts';
import type { CartItemDraft } from '../cart';
import { savePending } from './pending';
import { loginHref } from './profiles/login-href';
import { useSizingCartHooks } from './sizing-cart';
import { toAttachmentPayload } from './snapshot';
import type { ConfirmOptions, MeasurementSnapshot } from './types';

/** Where the confirmed measurements go: a product about to be added, or a line already in the cart. */
export type ConfirmTarget = { kind: 'pdp'; draft: Omit<CartItemDraft, 'selectedSize' | 'quantity' | 'aiMeasurements'> } | { kind: 'cart'; lineId: string };

export type ConfirmOutcome = 'pending' | 'attached' | 'added' | 'sized';

/**
 * docs/requirements/sizing.md §4 confirm flow. Guests: the snapshot waits under the pending keys ('Measurements
 * Saved Locally', with a sign-in prompt). Signed in, cart context: the line gets the measurements
 * and their size, 'Custom Fit' as fallback. Product page: added to the cart with quantity 1.
 * Without 'Include my measurements with this order' only the recommended size is used.
 * Rejects (for the guide to show 'Failed to save measurements') when nothing could be done.
 */
export function useConfirmMeasurements() {
  const { t } = useTranslation('sizing-flow');
  const me = useMeId();
  const { useCart: useSizingCart, toastKey: cartToast } = useSizingCartHooks();
  const cart = useSizingCart();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (snapshot: MeasurementSnapshot, options: ConfirmOptions, target: ConfirmTarget): Promise<ConfirmOutcome> => {
      const recommended = snapshot.sizeRecommendation?.size ?? null;
      if (!me) {
        const productId = target.kind === 'pdp' ? target.draft.productId : (cart.lines.find((l) => l.id === target.lineId)?.productId ?? snapshot.productId);
        savePending(safeLocalStorage(), { ...snapshot, productId }, { context: target.kind, productId, includeWithOrder: options.includeWithOrder, savedAt: new Date().toISOString() });
        toast({
          title: t('savedLocally.title'),
          description: recommended ? t('savedLocally.bodyWithSize', { size: recommended }) : t('savedLocally.body'),
          variant: 'success',
          durationMs: 8_000,
          action: { label: t('savedLocally.signIn'), onClick: () => void navigate(loginHref(location.pathname, location.search)) },
        });
        return 'pending';
      }

      const payload = toAttachmentPayload(snapshot);
      if (target.kind === 'cart') {
        const line = cart.lines.find((l) => l.id === target.lineId);
        if (!line) throw new Error('Cart item not found');
        if (options.includeWithOrder) {
          const sent = await cart.attachMeasurements(line, payload);
          if (sent === 'queued') toast({ title: t('attachedOffline.title'), description: t('attachedOffline.body'), variant: 'success' });
          else toast({ title: t('attached.title'), description: t('attached.body'), variant: 'success' });
          return 'attached';
        }
        if (!recommended || !line.sizes.includes(recommended)) throw new Error('SIZE_NOT_AVAILABLE');
        cart.setSize(line, recommended);
        toast({ title: t('sized.title', { size: recommended }), variant: 'success' });
        return 'sized';
      }

      const { draft } = target;
      if (options.includeWithOrder) {
        cart.add({ ...draft, selectedSize: null, quantity: 1, aiMeasurements: payload });
        toast({ title: t('addedWithMeasurements'), description: draft.name, variant: 'success', key: cartToast });
        return 'added';
      }
      if (!recommended || !draft.sizes.includes(recommended)) throw new Error('SIZE_NOT_AVAILABLE');
      cart.add({ ...draft, selectedSize: recommended, quantity: 1 });
      toast({ title: t('common:cart.added'), description: draft.name, variant: 'success', key: cartToast });
      return 'added';
    },
    [me, cart, cartToast, t, navigate, location.pathname, location.search],
  );
}
