// Sending the queued cart changes when the connection returns. Apart from offline-cart.ts (queueing),
// because the cart's requests queue what fails offline and the replay sends through those requests.
import type { QueryClient } from '@tanstack/react-query';
import type { CartItemInput } from '@domain/cart/schemas';
import { measurementsStamp, planReplay, requestSize, type OfflineChange, type OfflineMeasurements, type ReplayRequest } from '@domain/cart/offline-queue';
import { exclusively, readOfflineChanges, sendQueued } from '../../lib/offline-changes';
import { addCartItem } from './add-cart-item';
import { attachCartItemMeasurements } from './cart-item-measurements';
import { cartKey, getCart } from './get-cart';
import { removeCartItem } from './remove-cart-item';
import { setCartItemSize } from './set-cart-item-size';
import type { Cart, CartLine, CartMeasurementsPayload } from './types';
import { updateCartItem } from './update-cart-item';

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
