import type { QueryClient } from '@tanstack/react-query';
import { cartChanges, type OfflineMeasurements } from '@domain/cart/offline-queue';
import { queueOfflineChanges } from '../../lib/offline-changes';
import { cartKey } from './get-cart';
import { applyMeasurements, applySize, EMPTY_CART } from './optimistic';
import type { Cart, CartLine, CartMeasurementsPayload } from './types';

/**
 * A signed-in shopper's cart change with no connection: shown at once, kept on the device as the
 * quantities it leaves (see @domain/cart/offline-queue), sent by `replayOfflineCart` (offline-cart-replay.ts) when the
 * connection returns.
 */
export function changeCartOffline(qc: QueryClient, userId: string, change: (cart: Cart) => Cart, measurements?: OfflineMeasurements): void {
  const before = qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART;
  const after = change(before);
  qc.setQueryData<Cart>(cartKey(userId), after);
  queueCartDifference(userId, before, after, measurements);
}

/** Queues what differs between two shown carts (also after a change whose request found no network). */
export function queueCartDifference(userId: string, before: Cart, after: Cart, measurements?: OfflineMeasurements): void {
  queueOfflineChanges(
    userId,
    cartChanges(before.lines, after.lines).map((c) => (measurements && c.quantity > 0 ? { ...c, aiMeasurements: measurements } : c)),
  );
}

/**
 * A size chosen for a line with no connection (or whose request found none): the line shows in its
 * size at once and the choice is queued as where the line ended, to go through the size route.
 */
export function chooseSizeOffline(qc: QueryClient, userId: string, line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>, size: string): void {
  const before = qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART;
  const shown = before.lines.find((l) => l.id === line.id) ?? before.lines.find((l) => l.productId === line.productId && l.selectedSize === line.selectedSize);
  if (!shown) return;
  const after = applySize(before, shown.id, size);
  const moved = after.lines.find((l) => l.productId === shown.productId && l.selectedSize === size);
  if (after === before || !moved) return;
  qc.setQueryData<Cart>(cartKey(userId), after);
  queueOfflineChanges(userId, [{ kind: 'size', productId: shown.productId, fromSize: shown.selectedSize, selectedSize: size, quantity: moved.quantity, name: shown.name, nameAm: shown.nameAm }]);
}

/**
 * Measurements attached to a line with no connection (or whose request found none): the line shows
 * them at once, marked as not sent yet, and they are queued to go through the attach route.
 */
export function attachMeasurementsOffline(qc: QueryClient, userId: string, line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>, payload: CartMeasurementsPayload): void {
  const before = qc.getQueryData<Cart>(cartKey(userId)) ?? EMPTY_CART;
  const shown = before.lines.find((l) => l.id === line.id) ?? before.lines.find((l) => l.productId === line.productId && l.selectedSize === line.selectedSize);
  if (!shown) return;
  const measurements = payload as unknown as OfflineMeasurements;
  const after = applyMeasurements(before, shown.id, measurements, userId);
  const attached = after.lines.find((l) => l.id === shown.id);
  if (!attached?.selectedSize) return;
  qc.setQueryData<Cart>(cartKey(userId), after);
  queueOfflineChanges(userId, [
    { kind: 'measurements', productId: shown.productId, fromSize: shown.selectedSize, selectedSize: attached.selectedSize, name: shown.name, nameAm: shown.nameAm, aiMeasurements: measurements },
  ]);
}
