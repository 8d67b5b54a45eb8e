import { z } from 'zod';

export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  /** Unit price in USD minor units, as the product costs now. */
  priceMinor: z.number().int(),
  imageUrl: z.string().nullable(),
  sizes: z.array(z.string()),
  /** The product's category, so the size guide opens on the right chart. */
  categorySlug: z.string().nullable(),
  stock: z.number().int(),
  /** Days to make a made-to-measure garment; null when it is ready to ship. */
  productionDays: z.number().int().nullable(),
  /** min(10, stock): the most this line may hold. */
  maxQuantity: z.number().int(),
  selectedSize: z.string().nullable(),
  quantity: z.number().int(),
  /** Body measurements attached to this line (owner's only), with their size recommendation. */
  aiMeasurements: z.record(z.string(), z.unknown()).nullable(),
  /** docs/requirements/sizing.md §4 gating: no size of the product and no measurements; checkout waits for it. */
  needsSize: z.boolean(),
  /** False when the product was withdrawn or sold out since it was added; such lines are not billed. */
  available: z.boolean(),
  addedAt: z.string(),
});
export type CartLineDto = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  count: z.number().int(),
  currency: z.literal('USD'),
  /**
   * The goods of the available lines (USD minor). No shipping or total: shipping is priced per
   * designer's parcel by the destination's zone (POST /api/shipping/quote), which a cart does not know.
   */
  totals: z.object({
    subtotal: z.number().int(),
  }),
});
export type CartDto = z.infer<typeof cartSchema>;

export const refusalReasons = ['INVALID_LINE', 'PRODUCT_NOT_FOUND', 'OUT_OF_STOCK', 'SIZE_REQUIRED', 'SIZE_NOT_AVAILABLE', 'CART_FULL'] as const;

export const addResultSchema = cartSchema.extend({
  added: z.object({ lineId: z.string(), quantity: z.number().int(), capped: z.boolean() }),
});

export const mergeResultSchema = cartSchema.extend({
  merged: z.number().int(),
  skipped: z.array(z.object({ index: z.number().int(), productId: z.string().nullable(), reason: z.enum(refusalReasons) })),
});
export type CartRefusalReason = (typeof refusalReasons)[number];
export type CartAddResultDto = z.infer<typeof addResultSchema>;
export type CartMergeResultDto = z.infer<typeof mergeResultSchema>;

// ---- Requests (field rules with their codes in schemas.ts) ----

export { cartItemInputSchema, cartMeasurementsSchema, cartMergeSchema, cartQuantitySchema, cartSizeSchema } from './schemas';
