import type { addToCart } from '@domain/cart';

/** A cart line as the drawer shows it, for guests and signed-in shoppers alike (GET /api/cart). */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  nameAm: string | null;
  /** Unit price in USD minor units. */
  priceMinor: number;
  imageUrl: string | null;
  sizes: string[];
  stock: number;
  /** min(10, stock): the + button stops here. */
  maxQuantity: number;
  selectedSize: string | null;
  quantity: number;
  /** False when the product sold out or was withdrawn since it was added; such lines are not billed. */
  available: boolean;
  addedAt: string;
}

export interface CartTotals {
  subtotal: number;
  shipping: number;
  total: number;
  freeShippingRemaining: number;
}

export interface Cart {
  lines: CartLine[];
  count: number;
  currency: 'USD';
  totals: CartTotals;
}

export type MergeSkipReason = 'INVALID_LINE' | 'PRODUCT_NOT_FOUND' | 'OUT_OF_STOCK' | 'SIZE_REQUIRED' | 'SIZE_NOT_AVAILABLE' | 'CART_FULL';

export interface CartMergeResult extends Cart {
  merged: number;
  skipped: { index: number; productId: string | null; reason: MergeSkipReason }[];
}

export interface CartAddResult extends Cart {
  added: { lineId: string; quantity: number; capped: boolean };
}

/** What a component knows about a product when it adds it; the server only takes id, size and quantity. */
export type CartItemDraft = Parameters<typeof addToCart>[1];
