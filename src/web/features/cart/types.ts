import type { addToCart } from '@domain/cart';
import type { AiMeasurementRecord } from '@domain/sizing/attachment';

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
  /** The product's category (signed-in carts; guests' lines do not know it). */
  categorySlug?: string | null;
  stock: number;
  /** Made to measure: days to make it (signed-in carts; a guest's checkout reads it from the catalogue). */
  productionDays?: number | null;
  /** min(10, stock): the + button stops here. */
  maxQuantity: number;
  selectedSize: string | null;
  quantity: number;
  /** False when the product sold out or was withdrawn since it was added; such lines are not billed. */
  available: boolean;
  addedAt: string;
  /** Body measurements attached to the line (signed-in shoppers' own only; the server strips others). */
  aiMeasurements?: AiMeasurementRecord | null;
  /** sizing.md §4: neither a size of the product nor measurements; checkout waits for it. */
  needsSize?: boolean;
  /** Measurements attached with no connection, not on the server yet (issue 23; shown on this device only). */
  measurementsPending?: boolean;
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

/** The measurements a line is added with (the cart API's `aiMeasurements`; the server stamps the owner). */
export interface CartMeasurementsPayload {
  source: AiMeasurementRecord['source'];
  category: AiMeasurementRecord['category'];
  fit?: AiMeasurementRecord['fit'];
  timestamp: string;
  heightInput?: AiMeasurementRecord['heightInput'];
  sizeRecommendation?: AiMeasurementRecord['sizeRecommendation'];
  measurements: AiMeasurementRecord['measurements']['metric'];
  confidence: number;
}

/** What a component knows about a product when it adds it; the server only takes id, size, quantity and measurements. */
export type CartItemDraft = Parameters<typeof addToCart>[1] & { aiMeasurements?: CartMeasurementsPayload };
