import { useEffect, useMemo, useState } from 'react';
import type { AiMeasurementRecord } from '@domain/sizing/attachment';
import { safeLocalStorage } from '../../../lib/storage-keys';
import { useMe } from '../../accounts';
import { useCart } from '../../cart';
import { ownedRecord, readPending, sizeCategoryForSlug, snapshotFromRecord, toAttachmentPayload, type MeasurementSnapshot } from '../../sizing';
import { pendingMatches, toCheckoutLines, withFreshProducts, type LineMeasurements } from './checkout-lines';
import { useCheckoutProducts } from './get-checkout-products';

function fromSnapshot(snapshot: MeasurementSnapshot): LineMeasurements {
  const payload = toAttachmentPayload(snapshot);
  return { source: snapshot.source, category: snapshot.category, metric: payload.measurements, payload };
}

function fromRecord(record: AiMeasurementRecord, productId: string): LineMeasurements {
  return fromSnapshot(snapshotFromRecord(record, productId));
}

/**
 * The cart's lines for checkout, guests and signed-in shoppers alike: a guest's lines get the
 * catalogue's current prices and stock, and the measurements waiting in this browser; a signed-in
 * shopper's lines carry their own (owner-checked) measurements from the server.
 */
export function useCheckoutLines() {
  const cart = useCart();
  const { data: me, isPending: meLoading } = useMe();
  const userId = me?.id ?? null;
  const signedIn = cart.isSignedIn;
  // Read once: the guide cannot be confirmed on this page, so they do not change while it is open.
  const [pending] = useState(() => readPending(safeLocalStorage()));

  const { refetch } = cart;
  useEffect(() => {
    // A cart kept in this browser may be hours old: checkout always asks the server for today's.
    if (signedIn) void refetch();
  }, [signedIn, refetch]);

  const productIds = useMemo(() => cart.lines.map((l) => l.productId), [cart.lines]);
  const fresh = useCheckoutProducts(productIds, !meLoading && !signedIn);

  const lines = useMemo(() => {
    if (signedIn)
      return toCheckoutLines(cart.lines, (line) => {
        // Only the shopper's own measurements travel (docs/requirements/sizing.md §4); anyone else's are ignored.
        const record = line.aiMeasurements ? ownedRecord(line.aiMeasurements, userId) : null;
        return record ? fromRecord(record, line.productId) : null;
      });
    return toCheckoutLines(withFreshProducts(cart.lines, fresh.data ?? null), (line) => {
      if (!pending) return null;
      return pendingMatches(line, { productId: pending.context.productId, category: pending.snapshot.category }, sizeCategoryForSlug) ? fromSnapshot(pending.snapshot) : null;
    });
  }, [signedIn, cart.lines, fresh.data, userId, pending]);

  return {
    lines,
    cart,
    me: me ?? null,
    signedIn,
    /** The shopper's earlier choice in the guide ('Include my measurements with this order'). */
    pendingWantsInclude: pending?.context.includeWithOrder ?? true,
    isLoading: meLoading || cart.isLoading || (!signedIn && productIds.length > 0 && fresh.isPending && !fresh.isError),
    isError: cart.isError,
    /** A guest's prices could not be refreshed: the cart's are shown, and the server still checks them. */
    pricesUnchecked: !signedIn && fresh.isError,
    refetch: () => (signedIn ? void cart.refetch() : void fresh.refetch()),
  };
}
