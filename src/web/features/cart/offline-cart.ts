import type { QueryClient } from '@tanstack/react-query';
import type { CartItemInput } from '@domain/cart/schemas';
import { cartChanges, measurementsStamp, planReplay, requestSize, type OfflineChange, type OfflineMeasurements, type ReplayRequest } from '@domain/cart/offline-queue';
import { exclusively, queueOfflineChanges, readOfflineChanges, sendQueued } from '../../lib/offline-changes';
import { addCartItem } from './add-cart-item';
import { attachCartItemMeasurements } from './cart-item-measurements';
import { cartKey, getCart } from './get-cart';
import { applyMeasurements, applySize, EMPTY_CART } from './optimistic';
import { removeCartItem } from './remove-cart-item';
import { setCartItemSize } from './set-cart-item-size';
import type { Cart, CartLine, CartMeasurementsPayload } from './types';
import { updateCartItem } from './update-cart-item';

/**
 * A signed-in shopper's cart change with no connection: shown at once, kept on the device as the
 * quantities it leaves (see @domain/cart/offline-queue), sent by `replayOfflineCart` when the
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

/**
 * Sends the queued cart changes: reads the server's cart, sets each touched line to the quantity the
 * shopper ended with (adds a missing one, removes one set to 0), so sending twice never doubles a
 * line. Refusals (product gone, out of stock, size gone, fewer left) are reported; a change that
 * meets no connection or a server error stays queued for the next try.
 */
export function replayOfflineCart(qc: QueryClient, userId: string): Promise<void> {
  return exclusively(`tibeb-offline-cart-${userId}`, async () => {
    const queue = readOfflineChanges(userId).filter((c) => c.kind !== 'favorite');
    if (queue.length === 0) return;
    const cart = await getCart();
    const plan = planReplay(queue, cart.lines.map(serverLine));
    const planned = new Set<OfflineChange>(plan.map((r) => r.change));
    // Lines already as the shopper left them (sent before an answer was lost): nothing to send.
    const alreadyThere = queue.filter((c) => !planned.has(c));
    // The queue read above holds cart changes only; favourites are the favourites feature's to send.
    const requests = plan.filter((r): r is Exclude<ReplayRequest, { op: 'favorite-add' | 'favorite-remove' }> => r.op !== 'favorite-add' && r.op !== 'favorite-remove');
    // The latest cart the server answered: a line added or moved by this replay is found here by product and size.
    let current = cart;
    const lineIdOf = (request: Extract<ReplayRequest, { lineId: string | null }>) =>
      request.lineId ?? current.lines.find((l) => l.productId === request.change.productId && l.selectedSize === requestSize(request))?.id ?? null;
    await sendQueued(
      userId,
      'cart',
      requests,
      async (request, outcome) => {
        let reply: Cart;
        if (request.op === 'cart-add') {
          const { change } = request;
          reply = await addCartItem({
            productId: change.productId,
            selectedSize: change.selectedSize,
            quantity: request.quantity,
            ...(change.aiMeasurements ? { aiMeasurements: change.aiMeasurements as CartItemInput['aiMeasurements'] } : {}),
          });
        } else {
          const lineId = lineIdOf(request);
          // Gone from the server meanwhile: nothing is left to change (measurements have nowhere to go: told).
          if (!lineId) {
            if (request.op === 'cart-measurements') outcome.conflicts.push({ change: request.change, conflict: 'LINE_GONE' });
            return;
          }
          if (request.op === 'cart-set') reply = await updateCartItem(lineId, request.quantity);
          else if (request.op === 'cart-size') reply = await setCartItemSize(lineId, request.change.selectedSize);
          else if (request.op === 'cart-measurements') reply = await attachCartItemMeasurements(lineId, request.change.aiMeasurements as unknown as CartMeasurementsPayload);
          else reply = await removeCartItem(lineId);
        }
        current = reply;
        if (request.op === 'cart-add' || request.op === 'cart-set') {
          const line = reply.lines.find((l) => l.productId === request.change.productId && l.selectedSize === request.change.selectedSize);
          const has = line?.quantity ?? 0;
          if (has < request.quantity) outcome.conflicts.push({ change: request.change, conflict: 'QUANTITY_CAPPED', available: has });
        }
      },
      alreadyThere,
      (outcome) => {
        // Measurements the plan skipped were on their line already (the cart read before), or their line is gone: told.
        for (const change of alreadyThere) {
          if (change.kind !== 'measurements') continue;
          const stamp = measurementsStamp(change.aiMeasurements);
          if (!cart.lines.some((l) => l.productId === change.productId && measurementsStamp(l.aiMeasurements as OfflineMeasurements | null | undefined) === stamp)) {
            outcome.conflicts.push({ change, conflict: 'LINE_GONE' });
          }
        }
      },
    );
  }).finally(() => void qc.invalidateQueries({ queryKey: cartKey(userId) }));
}

/** A line of the server's cart as the planner sees it: the stamp of its measurements names them. */
const serverLine = (line: CartLine) => ({
  id: line.id,
  productId: line.productId,
  selectedSize: line.selectedSize,
  quantity: line.quantity,
  measuredAt: measurementsStamp(line.aiMeasurements as OfflineMeasurements | null | undefined),
});
