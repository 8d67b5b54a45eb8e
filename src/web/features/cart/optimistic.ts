import { cartSummary, decideAdd, decideQuantity, maxQuantity, type CartLine as GuestLine } from '@domain/cart';
import { needsSize } from '@domain/sizing/cart-gating';
import { buildAiMeasurementRecord, sizeOnAttach } from '@domain/sizing/attachment';
import { measurementsStamp, type OfflineChange, type OfflineMeasurements } from '@domain/cart/offline-queue';
import type { Cart, CartItemDraft, CartLine, CartMeasurementsPayload } from './types';

/**
 * The cart as the shopper should see it right now: these pure functions apply a change to the
 * last known cart with the same domain rules the server uses, so the drawer answers a tap at
 * once and the server's reply rarely changes what is shown.
 */

export const EMPTY_CART: Cart = { lines: [], count: 0, currency: 'USD', totals: { subtotal: 0 } };

export function cartOf(lines: CartLine[]): Cart {
  const { count, totals } = cartSummary(lines);
  return { lines, count, currency: 'USD', totals };
}

export function fromGuestLines(lines: readonly GuestLine[]): Cart {
  return cartOf(
    lines.map((l) => {
      const max = maxQuantity(l.stock);
      return { ...l, nameAm: l.nameAm ?? null, maxQuantity: max, available: max > 0, needsSize: needsSize({ sizes: l.sizes, selectedSize: l.selectedSize, hasMeasurements: false }) };
    }),
  );
}

/** A new line has no server id yet; this one names it by product and size until the reply comes. */
export const pendingLineId = (productId: string, size: string | null) => `pending:${productId}:${size ?? ''}`;
export const isPendingLineId = (id: string) => id.startsWith('pending:');

export function applyAdd(cart: Cart, item: CartItemDraft, now = new Date()): Cart {
  const decision = decideAdd(
    cart.lines,
    { id: item.productId, sizes: item.sizes, stock: item.stock, active: true },
    { productId: item.productId, selectedSize: item.selectedSize, quantity: item.quantity ?? 1, hasMeasurements: item.aiMeasurements !== undefined },
    // The line limit is the server's to enforce; it answers CART_FULL.
    Number.POSITIVE_INFINITY,
  );
  if (!decision.ok) return cart;
  if (decision.kind === 'update') return cartOf(cart.lines.map((l) => (l.id === decision.lineId ? { ...l, quantity: decision.quantity } : l)));
  const max = maxQuantity(item.stock);
  return cartOf([
    ...cart.lines,
    {
      id: pendingLineId(item.productId, decision.selectedSize),
      productId: item.productId,
      name: item.name,
      nameAm: item.nameAm ?? null,
      priceMinor: item.priceMinor,
      imageUrl: item.imageUrl,
      sizes: item.sizes,
      stock: item.stock,
      maxQuantity: max,
      selectedSize: decision.selectedSize,
      quantity: decision.quantity,
      available: max > 0,
      addedAt: now.toISOString(),
    },
  ]);
}

export function applyQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) return cart;
  const decision = decideQuantity(quantity, { stock: line.maxQuantity, active: line.available });
  if (decision.kind === 'refuse') return cart;
  if (decision.kind === 'remove') return cartOf(cart.lines.filter((l) => l.id !== lineId));
  return cartOf(cart.lines.map((l) => (l.id === lineId ? { ...l, quantity: decision.quantity } : l)));
}

/** A line takes a size of its product, as the server's size route does: a line of that size absorbs it. */
export function applySize(cart: Cart, lineId: string, size: string): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line || !line.sizes.includes(size) || line.selectedSize === size) return cart;
  const twin = cart.lines.find((l) => l.id !== lineId && l.productId === line.productId && l.selectedSize === size);
  if (twin) {
    const quantity = Math.min(twin.quantity + line.quantity, Math.max(1, line.maxQuantity));
    return cartOf(cart.lines.filter((l) => l.id !== lineId).map((l) => (l.id === twin.id ? { ...l, quantity } : l)));
  }
  return cartOf(cart.lines.map((l) => (l.id === lineId ? { ...l, selectedSize: size, needsSize: needsSize({ sizes: l.sizes, selectedSize: size, hasMeasurements: l.aiMeasurements != null }) } : l)));
}

/**
 * Measurements attached to a line as the attach route does it (sizeOnAttach), before the server has
 * them: the line shows them, owned by the shopper, marked `measurementsPending` until it answers.
 */
export function applyMeasurements(cart: Cart, lineId: string, measurements: OfflineMeasurements, userId: string, now = new Date()): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) return cart;
  const payload = measurements as unknown as CartMeasurementsPayload;
  const record = buildAiMeasurementRecord(payload, userId, now);
  const selectedSize = sizeOnAttach(line.sizes, line.selectedSize, payload.sizeRecommendation?.size);
  return cartOf(cart.lines.map((l) => (l.id === lineId ? { ...l, selectedSize, aiMeasurements: record, needsSize: false, measurementsPending: true } : l)));
}

/**
 * A cart kept on the device with the shopper's unsent offline changes on top (issue 23): the state
 * each change left, so a copy that already shows them stays as it is. A line the copy lacks cannot
 * be drawn from a queued change (it has no price or picture) and waits for the server's cart.
 */
export function withQueued(cart: Cart, queue: readonly OfflineChange[], userId: string): Cart {
  let lines = cart.lines;
  const at = (productId: string, size: string | null) => lines.find((l) => l.productId === productId && l.selectedSize === size);
  const setQuantity = (line: CartLine, quantity: number) => {
    lines = quantity > 0 ? lines.map((l) => (l === line ? { ...l, quantity } : l)) : lines.filter((l) => l !== line);
  };
  for (const change of queue) {
    if (change.kind === 'favorite') continue;
    if (change.kind === 'measurements') {
      const stamp = measurementsStamp(change.aiMeasurements);
      const shown = lines.some((l) => l.productId === change.productId && measurementsStamp(l.aiMeasurements as OfflineMeasurements | null | undefined) === stamp);
      const target = shown ? undefined : at(change.productId, change.fromSize);
      if (target) lines = applyMeasurements(cartOf(lines), target.id, change.aiMeasurements, userId).lines;
      continue;
    }
    if (change.kind === 'size') {
      const moving = at(change.productId, change.fromSize);
      if (moving) lines = applySize(cartOf(lines), moving.id, change.selectedSize).lines;
    }
    const line = at(change.productId, change.selectedSize);
    if (line && line.quantity !== change.quantity) setQuantity(line, change.quantity);
  }
  return lines === cart.lines ? cart : cartOf(lines);
}

export const applyRemove = (cart: Cart, lineId: string): Cart => cartOf(cart.lines.filter((l) => l.id !== lineId));

/** Once the server has named a new line, the pending id gives way to the real one. */
export function renameLine(cart: Cart, from: string, to: string): Cart {
  if (!cart.lines.some((l) => l.id === from)) return cart;
  return { ...cart, lines: cart.lines.map((l) => (l.id === from ? { ...l, id: to } : l)) };
}

/** The server id of a line named while it was pending, looked up by product and size. */
export function currentLineId(cart: Cart | undefined, line: Pick<CartLine, 'id' | 'productId' | 'selectedSize'>): string | null {
  if (!isPendingLineId(line.id)) return line.id;
  const found = cart?.lines.find((l) => l.productId === line.productId && l.selectedSize === line.selectedSize && !isPendingLineId(l.id));
  return found?.id ?? null;
}

/** A stored copy is only trusted when it still has the shape this build expects. */
export function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Cart>;
  return (
    Array.isArray(v.lines) &&
    // A copy read back from storage: every line must be one the drawer can show.
    v.lines.every((l: unknown) => {
      const line = l as Partial<Cart['lines'][number]> | null;
      return typeof line === 'object' && line !== null && typeof line.id === 'string' && typeof line.name === 'string' && Number.isSafeInteger(line.quantity) && Number.isSafeInteger(line.priceMinor) && Array.isArray(line.sizes);
    }) &&
    typeof v.count === 'number' &&
    typeof v.totals === 'object' &&
    v.totals !== null &&
    typeof v.totals.subtotal === 'number'
  );
}
