import { cartSummary, decideAdd, decideQuantity, maxQuantity, type CartLine as GuestLine } from '@domain/cart';
import { needsSize } from '@domain/sizing/cart-gating';
import type { Cart, CartItemDraft, CartLine } from './types';

/**
 * The cart as the shopper should see it right now: these pure functions apply a change to the
 * last known cart with the same domain rules the server uses, so the drawer answers a tap at
 * once and the server's reply rarely changes what is shown.
 */

export const EMPTY_CART: Cart = { lines: [], count: 0, currency: 'USD', totals: { subtotal: 0, shipping: 0, total: 0, freeShippingRemaining: 0 } };

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
    typeof v.totals.total === 'number'
  );
}
