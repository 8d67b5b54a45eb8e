import { resolveSize } from '../cart/rules';
import type { Totals } from '../money/totals';

/** What planning needs of a product, read (and locked) from the catalogue, never from the client. */
export interface PlannableProduct {
  id: string;
  name: string;
  priceMinor: number;
  stock: number;
  sizes: readonly string[];
  isActive: boolean;
}

/** A checkout line as the shopper sent it. */
export interface PlannableLine {
  productId: string;
  selectedSize: string | null;
  quantity: number;
  aiMeasurements?: unknown;
}

export interface PlannedLine<P extends PlannableProduct, L extends PlannableLine> {
  line: L;
  product: P;
  size: string | null;
  /** The line's measurements when the shopper chose to include them. */
  measurements: L['aiMeasurements'] | undefined;
}

/** Why checkout refuses the lines: the code is the error's, `fields` says which line (`lines.<index>`). */
export interface LinePlanRefusal {
  code: 'PRODUCT_UNAVAILABLE' | 'SIZE_REQUIRED' | 'SIZE_NOT_AVAILABLE' | 'OUT_OF_STOCK' | 'PRICE_CHANGED';
  message: string;
  fields?: Record<string, string[]>;
}

export type LinePlan<P extends PlannableProduct, L extends PlannableLine> =
  | {
      ok: true;
      lines: Array<PlannedLine<P, L>>;
      /** Units wanted per product over all lines (two lines of one product share its stock). */
      wanted: Map<string, number>;
      /** The goods in USD minor units; shipping is the destination's zone's (priceOrder). */
      subtotal: number;
    }
  | { ok: false; refusal: LinePlanRefusal };

export interface LinePlanInput<L extends PlannableLine> {
  lines: readonly L[];
  includeMeasurements: boolean;
}

/** What the checkout page showed: a different figure now refuses with PRICE_CHANGED. */
export interface ShownFigures {
  expectedTotalUsdMinor?: number | undefined;
  expectedShippingUsdMinor?: number | undefined;
}

/**
 * The checks of placing an order, without the database: every line's product must be on sale in
 * a size it has (or custom fit with measurements) and the stock must cover the units wanted per
 * product. Answers the lines to write and their subtotal in USD minor units, or the first refusal
 * (unavailable products before sizes, sizes before stock), which is what the checkout API has
 * always answered. The price check follows the shipping quote of these lines (priceOrder).
 */
export function planOrderLines<P extends PlannableProduct, L extends PlannableLine>(
  input: LinePlanInput<L>,
  products: ReadonlyMap<string, P>,
): LinePlan<P, L> {
  const fields: Record<string, string[]> = {};
  const wanted = new Map<string, number>();
  const planned = input.lines.map((line, i): PlannedLine<P, L> | null => {
    const product = products.get(line.productId);
    if (!product || !product.isActive) {
      fields[`lines.${i}`] = ['PRODUCT_UNAVAILABLE'];
      return null;
    }
    const measurements = input.includeMeasurements ? (line.aiMeasurements as L['aiMeasurements'] | undefined) : undefined;
    const size = resolveSize(product.sizes, line.selectedSize, measurements !== undefined);
    if (!size.ok) {
      fields[`lines.${i}`] = [size.reason];
      return null;
    }
    wanted.set(product.id, (wanted.get(product.id) ?? 0) + line.quantity);
    return { line, product, size: size.size, measurements };
  });
  const first = Object.values(fields)[0]?.[0];
  if (first === 'PRODUCT_UNAVAILABLE') return refuse({ code: 'PRODUCT_UNAVAILABLE', message: 'An item in your cart is no longer available.', fields });
  if (first === 'SIZE_REQUIRED') return refuse({ code: 'SIZE_REQUIRED', message: 'Size Selection Required', fields });
  if (first) return refuse({ code: 'SIZE_NOT_AVAILABLE', message: 'This size is not available for this product.', fields });

  const short: Record<string, string[]> = {};
  let shortMessage = '';
  planned.forEach((p, i) => {
    if (!p) return;
    const need = wanted.get(p.product.id) ?? 0;
    if (need > p.product.stock) {
      short[`lines.${i}`] = ['OUT_OF_STOCK'];
      shortMessage ||= p.product.stock > 0 ? `Only ${p.product.stock} left of "${p.product.name}".` : `"${p.product.name}" is out of stock.`;
    }
  });
  if (Object.keys(short).length > 0) return refuse({ code: 'OUT_OF_STOCK', message: shortMessage, fields: short });

  const lines = planned.filter((p): p is PlannedLine<P, L> => p !== null);
  const subtotal = lines.reduce((sum, l) => sum + l.product.priceMinor * l.line.quantity, 0);
  return { ok: true, lines, wanted, subtotal };
}

/**
 * The order's totals from its goods and the shipping its parcels pay (domain/shipping
 * quoteParcels, from the destination's zone), refused with PRICE_CHANGED when the page showed
 * another total or another shipping figure: the shopper pays only what she was shown. `fields`
 * carries the figures now, so the page can show them without guessing.
 */
export function priceOrder(subtotal: number, shipping: number, shown: ShownFigures): { ok: true; totals: Totals } | { ok: false; refusal: LinePlanRefusal } {
  const totals: Totals = { subtotal, shipping, total: subtotal + shipping };
  const totalDiffers = shown.expectedTotalUsdMinor !== undefined && shown.expectedTotalUsdMinor !== totals.total;
  const shippingDiffers = shown.expectedShippingUsdMinor !== undefined && shown.expectedShippingUsdMinor !== totals.shipping;
  if (totalDiffers || shippingDiffers) {
    return refuse({
      code: 'PRICE_CHANGED',
      message: 'Prices or shipping changed since you opened checkout. Please review your order.',
      fields: { expectedTotalUsdMinor: [String(totals.total)], expectedShippingUsdMinor: [String(totals.shipping)] },
    });
  }
  return { ok: true, totals };
}

function refuse(refusal: LinePlanRefusal): { ok: false; refusal: LinePlanRefusal } {
  return { ok: false, refusal };
}
