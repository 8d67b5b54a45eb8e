import { QUANTITY_CAP } from '../catalog/constants';
import { offersSizeChoice } from '../sizing/cart-gating';
import { CUSTOM_FIT } from '../sizing/constants';
import { isUuid } from '../ids';

/** Limits that keep one account's cart and favourites small enough to read in one request. */
export const CART_MAX_LINES = 100;
export const CART_MERGE_MAX_LINES = 50;
export const FAVORITES_MAX = 200;
export const FAVORITES_MERGE_MAX = 100;
export const PRODUCTS_BY_IDS_MAX = 100;
export const SIZE_MAX_LENGTH = 40;

/** Why a line was refused or skipped; the same codes reach the client as error codes. */
export type CartRefusal = 'INVALID_LINE' | 'PRODUCT_NOT_FOUND' | 'OUT_OF_STOCK' | 'SIZE_REQUIRED' | 'SIZE_NOT_AVAILABLE' | 'CART_FULL';

/** The most of one product a shopper may hold: the lesser of the cap (10) and the stock (docs/requirements/shop.md §5). */
export function maxQuantity(stock: number): number {
  if (!Number.isFinite(stock)) return 0;
  return Math.max(0, Math.min(QUANTITY_CAP, Math.floor(stock)));
}

/** A product needs no size choice when it has at most one size, or its first size is 'One Size' (docs/requirements/shop.md §5). */
export function isOneSize(sizes: readonly string[]): boolean {
  // The same rule as the checkout gating: 'One Size', 'OS', 'O/S'... all mean one size.
  return !offersSizeChoice(sizes);
}

export type SizeResolution = { ok: true; size: string | null } | { ok: false; reason: 'SIZE_REQUIRED' | 'SIZE_NOT_AVAILABLE' };

/**
 * A requested size must be one of the product's sizes; no size is only allowed for a one-size
 * product, and then means its only size, so "no size" and "One Size" land on the same line.
 * With measurements attached (docs/requirements/sizing.md §4) a line counts as sized: without a size of the
 * product it becomes 'Custom Fit', made to the measurements.
 */
export function resolveSize(sizes: readonly string[], requested: string | null, hasMeasurements = false): SizeResolution {
  if (requested !== null) {
    if (sizes.includes(requested)) return { ok: true, size: requested };
    if (requested === CUSTOM_FIT && hasMeasurements && !isOneSize(sizes)) return { ok: true, size: CUSTOM_FIT };
    return { ok: false, reason: 'SIZE_NOT_AVAILABLE' };
  }
  if (isOneSize(sizes)) return { ok: true, size: sizes[0] ?? null };
  return hasMeasurements ? { ok: true, size: CUSTOM_FIT } : { ok: false, reason: 'SIZE_REQUIRED' };
}

/** What the rules need to know about a product, read from the database (never from the client). */
export interface ProductStock {
  id: string;
  sizes: readonly string[];
  stock: number;
  active: boolean;
}

/** A line as stored: the rules never need its price. */
export interface StoredLine {
  id: string;
  productId: string;
  selectedSize: string | null;
  quantity: number;
}

export interface LineRequest {
  productId: string;
  selectedSize: string | null;
  quantity: number;
  /** The line carries body measurements (a custom-fit order): it needs no size of the product. */
  hasMeasurements?: boolean;
}

export type AddDecision =
  | { ok: true; kind: 'update'; lineId: string; productId: string; selectedSize: string | null; quantity: number; capped: boolean }
  | { ok: true; kind: 'insert'; productId: string; selectedSize: string | null; quantity: number; capped: boolean }
  | { ok: false; reason: CartRefusal };

/**
 * Adding to a cart (docs/requirements/shop.md §4): the same product and size raises that line's quantity,
 * otherwise a new line; never more than min(10, stock) of a line.
 */
export function decideAdd(lines: readonly StoredLine[], product: ProductStock | undefined, request: LineRequest, maxLines = CART_MAX_LINES): AddDecision {
  if (!Number.isSafeInteger(request.quantity) || request.quantity < 1) return { ok: false, reason: 'INVALID_LINE' };
  if (!product || !product.active || product.id !== request.productId) return { ok: false, reason: 'PRODUCT_NOT_FOUND' };
  const max = maxQuantity(product.stock);
  if (max === 0) return { ok: false, reason: 'OUT_OF_STOCK' };
  const size = resolveSize(product.sizes, request.selectedSize, request.hasMeasurements ?? false);
  if (!size.ok) return { ok: false, reason: size.reason };
  const existing = lines.find((l) => l.productId === product.id && l.selectedSize === size.size);
  if (existing) {
    const wanted = existing.quantity + request.quantity;
    return { ok: true, kind: 'update', lineId: existing.id, productId: product.id, selectedSize: size.size, quantity: Math.min(wanted, max), capped: wanted > max };
  }
  if (lines.length >= maxLines) return { ok: false, reason: 'CART_FULL' };
  return { ok: true, kind: 'insert', productId: product.id, selectedSize: size.size, quantity: Math.min(request.quantity, max), capped: request.quantity > max };
}

export type QuantityDecision = { kind: 'remove' } | { kind: 'set'; quantity: number; capped: boolean } | { kind: 'refuse'; reason: 'OUT_OF_STOCK' };

/** Setting a line's quantity: 0 or less removes it (docs/requirements/shop.md §4), more than allowed is capped. */
export function decideQuantity(quantity: number, product: Pick<ProductStock, 'stock' | 'active'>): QuantityDecision {
  if (quantity <= 0) return { kind: 'remove' };
  const max = product.active ? maxQuantity(product.stock) : 0;
  if (max === 0) return { kind: 'refuse', reason: 'OUT_OF_STOCK' };
  return { kind: 'set', quantity: Math.min(Math.floor(quantity), max), capped: quantity > max };
}

export interface MergeSkip {
  index: number;
  productId: string | null;
  reason: CartRefusal;
}

export interface MergePlan {
  /** Existing lines whose quantity rises, with the new quantity. */
  updates: { lineId: string; quantity: number }[];
  /** New lines; `index` is the incoming line's position, so the caller can carry its extras. */
  inserts: { productId: string; selectedSize: string | null; quantity: number; index: number }[];
  skipped: MergeSkip[];
  /** How many incoming lines found a place (some may have been capped). */
  merged: number;
}

/**
 * A guest cart merged into an account at sign-in: each incoming line is added by the same rules
 * as one add, so lines repeated in either cart combine; a line that cannot be added is skipped
 * and reported, never failing the rest. `incoming` entries that are null failed validation.
 */
export function planMerge(
  lines: readonly StoredLine[],
  incoming: readonly (LineRequest | null)[],
  products: ReadonlyMap<string, ProductStock>,
  maxLines = CART_MAX_LINES,
): MergePlan {
  const working: (StoredLine & { isNew: boolean; index: number })[] = lines.map((l) => ({ ...l, isNew: false, index: -1 }));
  const skipped: MergeSkip[] = [];
  let merged = 0;
  incoming.forEach((request, index) => {
    if (!request) {
      skipped.push({ index, productId: null, reason: 'INVALID_LINE' });
      return;
    }
    const decision = decideAdd(working, products.get(request.productId), request, maxLines);
    if (!decision.ok) {
      skipped.push({ index, productId: request.productId, reason: decision.reason });
      return;
    }
    merged += 1;
    if (decision.kind === 'update') {
      const line = working.find((l) => l.id === decision.lineId);
      if (line) line.quantity = decision.quantity;
    } else {
      working.push({ id: `new:${working.length}`, productId: decision.productId, selectedSize: decision.selectedSize, quantity: decision.quantity, isNew: true, index });
    }
  });
  const before = new Map(lines.map((l) => [l.id, l.quantity]));
  return {
    updates: working.filter((l) => !l.isNew && before.get(l.id) !== l.quantity).map((l) => ({ lineId: l.id, quantity: l.quantity })),
    inserts: working.filter((l) => l.isNew).map(({ productId, selectedSize, quantity, index }) => ({ productId, selectedSize, quantity, index })),
    skipped,
    merged,
  };
}

export type FavoriteSkipReason = 'INVALID_ID' | 'PRODUCT_NOT_FOUND' | 'FAVORITES_FULL';

export interface FavoritesMergePlan {
  inserts: string[];
  merged: number;
  skipped: { index: number; productId: string | null; reason: FavoriteSkipReason }[];
}

/**
 * Guest favourites joining an account: ids already favourited (or repeated) count as merged,
 * unknown or withdrawn products and those past the cap are skipped and reported.
 */
export function planFavoritesMerge(raw: readonly unknown[], active: ReadonlySet<string>, existing: ReadonlySet<string>, max = FAVORITES_MAX): FavoritesMergePlan {
  const plan: FavoritesMergePlan = { inserts: [], merged: 0, skipped: [] };
  for (const [index, value] of raw.entries()) {
    if (!isUuid(value)) {
      plan.skipped.push({ index, productId: typeof value === 'string' ? value.slice(0, 64) : null, reason: 'INVALID_ID' });
    } else if (!active.has(value)) {
      plan.skipped.push({ index, productId: value, reason: 'PRODUCT_NOT_FOUND' });
    } else if (existing.has(value) || plan.inserts.includes(value)) {
      plan.merged += 1;
    } else if (existing.size + plan.inserts.length >= max) {
      plan.skipped.push({ index, productId: value, reason: 'FAVORITES_FULL' });
    } else {
      plan.inserts.push(value);
      plan.merged += 1;
    }
  }
  return plan;
}

export interface PricedLine {
  priceMinor: number;
  quantity: number;
  stock: number;
  available: boolean;
}

/** What a line counts toward the totals: nothing when unavailable, never more than is in stock. */
export function billableQuantity(line: PricedLine): number {
  return line.available ? Math.min(line.quantity, maxQuantity(line.stock)) : 0;
}

export interface CartSummary {
  count: number;
  /**
   * The goods only: shipping is not the cart's to say. It is priced per designer's parcel by the
   * destination's zone (domain/shipping quoteParcels), which the cart does not know; the drawer
   * asks for that quote once the shopper has said where it goes (issue 40).
   */
  totals: { subtotal: number };
}

/** Badge count and the subtotal of what is billed, the same on server and browser. */
export function cartSummary(lines: readonly PricedLine[]): CartSummary {
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    totals: { subtotal: lines.reduce((sum, l) => sum + l.priceMinor * billableQuantity(l), 0) },
  };
}
