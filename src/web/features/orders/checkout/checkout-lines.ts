import type { CheckoutLine } from '@domain/orders/schemas';
import { needsSize, offersSizeChoice } from '@domain/sizing/cart-gating';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import type { AiMeasurementsInput } from '@domain/sizing/schemas';
import type { MeasurementSource, Measurements, SizeCategory } from '@domain/sizing/types';

/**
 * The cart as checkout sees it: which lines are billed and sent, which still need a size, which
 * carry measurements, and the totals the shopper is shown (and the server must agree with).
 */

/** What checkout needs of a cart line (the cart feature's CartLine has all of it). */
export interface CartLineLike {
  id: string;
  productId: string;
  name: string;
  nameAm: string | null;
  priceMinor: number;
  imageUrl: string | null;
  sizes: string[];
  categorySlug?: string | null;
  stock: number;
  selectedSize: string | null;
  quantity: number;
  available: boolean;
  /** Made to measure: days to make it after the order (null or absent: ready to ship). */
  productionDays?: number | null;
}

/** The catalogue's current word on a product (GET /api/products/by-ids), for carts kept in the browser. */
export interface FreshProduct {
  id: string;
  name: string;
  nameAm: string | null;
  priceMinor: number;
  stockQuantity: number;
  productionDays?: number | null;
  sizes: string[];
  imageUrl: string | null;
  thumbUrl?: string | null;
  category: { slug: string } | null;
}

export interface LineMeasurements {
  source: MeasurementSource;
  category: SizeCategory;
  /** cm (weight in kg). */
  metric: Measurements;
  /** The body POST /api/orders takes as the line's `aiMeasurements`. */
  payload: AiMeasurementsInput;
}

export interface CheckoutLineView extends CartLineLike {
  /** The product left the catalogue or sold out: shown struck out, never sent or billed. */
  available: boolean;
  measurements: LineMeasurements | null;
}

/**
 * A guest's cart lives in the browser with the prices of the day it was filled: the catalogue's
 * current price, stock and sizes replace them, and a product no longer listed is unavailable.
 * `fresh` is null while unknown (the cart's own values stand meanwhile).
 */
export function withFreshProducts(lines: readonly CartLineLike[], fresh: readonly FreshProduct[] | null): CartLineLike[] {
  if (!fresh) return [...lines];
  const byId = new Map(fresh.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) return { ...line, available: false };
    return {
      ...line,
      name: product.name,
      nameAm: product.nameAm,
      priceMinor: product.priceMinor,
      stock: product.stockQuantity,
      productionDays: product.productionDays ?? null,
      sizes: product.sizes,
      imageUrl: product.thumbUrl ?? product.imageUrl ?? line.imageUrl,
      categorySlug: product.category?.slug ?? line.categorySlug ?? null,
      available: line.available && product.stockQuantity > 0,
    };
  });
}

export function toCheckoutLines<T extends CartLineLike>(lines: readonly T[], measurementsOf: (line: T) => LineMeasurements | null): CheckoutLineView[] {
  return lines.map((line) => ({ ...line, measurements: measurementsOf(line) }));
}

/** The line's size when it is one of the product's own ('Custom Fit' is not: it means 'made to measure'). */
export function productSize(line: Pick<CartLineLike, 'selectedSize' | 'sizes'>): string | null {
  const size = line.selectedSize;
  if (!size || size === CUSTOM_FIT || size.trim() === '') return null;
  return line.sizes.length === 0 || line.sizes.includes(size) ? size : null;
}

/** A Custom Fit line is made to measure: its size is 'Custom Fit' only while measurements go with it. */
export function isCustomFit(line: Pick<CheckoutLineView, 'selectedSize' | 'sizes' | 'measurements'>, measurementsSent: boolean): boolean {
  return measurementsSent && line.measurements !== null && productSize(line) === null && offersSizeChoice(line.sizes);
}

export const billable = (lines: readonly CheckoutLineView[]) => lines.filter((l) => l.available);

/**
 * docs/requirements/sizing.md §4 gating, at checkout: a billable line whose product offers sizes needs one of
 * them, or measurements that actually go with the order (box ticked; for a guest, consent given).
 */
export function linesNeedingSize(lines: readonly CheckoutLineView[], measurementsSent: boolean): CheckoutLineView[] {
  return billable(lines).filter((line) => needsSize({ sizes: line.sizes, selectedSize: productSize(line), hasMeasurements: measurementsSent && line.measurements !== null }));
}

/** Whether the 'Include my measurements' choice is offered at all. */
export const carriesMeasurements = (lines: readonly CheckoutLineView[]) => billable(lines).some((l) => l.measurements !== null);

/** The request's lines, in the order of `ids` (the index the server's `lines.N` errors refer to). */
export function requestLines(lines: readonly CheckoutLineView[], measurementsSent: boolean): { lines: CheckoutLine[]; ids: string[] } {
  const sent = billable(lines);
  return {
    ids: sent.map((l) => l.id),
    lines: sent.map((line) => {
      const out: CheckoutLine = { productId: line.productId, quantity: line.quantity, selectedSize: productSize(line) };
      if (measurementsSent && line.measurements) out.aiMeasurements = line.measurements.payload;
      return out;
    }),
  };
}

/** The goods of the billable lines in USD minor units; shipping is the destination's quote, per designer's parcel. */
export function checkoutSubtotal(lines: readonly CheckoutLineView[]): number {
  return billable(lines).reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
}

/** Lines asking for more than is in stock: the server would refuse them (OUT_OF_STOCK). */
export function overStock(lines: readonly CheckoutLineView[]): CheckoutLineView[] {
  return billable(lines).filter((l) => l.quantity > l.stock);
}

/**
 * Which lines a guest's waiting measurements (docs/requirements/sizing.md §4 pending keys) belong to: those of the
 * product the guide was confirmed for; when it was opened without a product (the size guide
 * page), the lines offering sizes whose category the measurements were taken for.
 */
export function pendingMatches(line: Pick<CartLineLike, 'productId' | 'sizes' | 'categorySlug'>, pending: { productId: string | null; category: SizeCategory }, categoryOf: (slug: string | null | undefined) => SizeCategory): boolean {
  if (pending.productId) return line.productId === pending.productId;
  if (!offersSizeChoice(line.sizes) || !line.categorySlug) return false;
  return categoryOf(line.categorySlug) === pending.category;
}
