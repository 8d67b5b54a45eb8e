import { z } from 'zod';
import { PRICE_CURRENCIES, PRICE_MAX_MINOR, type PriceCurrency } from '../money/price-currency';
import { REGIONS, SIZE_LABEL_MAX } from './constants';

/**
 * What a designer sends to create or change a product (the studio's product form), shared by the
 * form and the server so both refuse the same things with the same codes.
 */
export const PRODUCT_STATUSES = ['draft', 'published', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Ready to ship from stock, or made to measure from the shopper's measurements. */
export const FULFILMENTS = ['ready', 'made_to_measure'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 4000,
  careMax: 1000,
  materialMax: 200,
  sizesMax: 16,
  sizeLabelMax: SIZE_LABEL_MAX,
  /** The highest price in any currency a designer prices in (6,000,000 Br); each currency's own is PRICE_MAX_MINOR. */
  priceMaxMinor: PRICE_MAX_MINOR.ETB,
  stockMax: 100_000,
  productionDaysMax: 180,
  /**
   * A piece's packed shipping weight (issue 40), whole grams. 30 kg is the most a postal parcel
   * (EMS) carries; a garment weighing more is a typo of zeros (under the zones' WEIGHT_GRAMS_MAX).
   */
  shippingWeightMaxGrams: 30_000,
  photosMax: 8,
  altTextMax: 200,
  /** An admin's reason for hiding a product, shown to its designer. */
  hideReasonMax: 500,
} as const;

const optionalText = (max: number, code: string) =>
  z
    .string({ error: code })
    .trim()
    .max(max, { error: code })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const wholeNumber = (code: string, min: number, max: number) => z.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code });

/**
 * The fields of a product that more than one route writes, each with its limit and its code: the
 * studio form (POST/PUT /api/studio/products) and the quick change (PATCH /api/products/{id})
 * build their bodies from these, so neither takes what the other refuses.
 */
export const productFieldSchemas = {
  priceMinor: wholeNumber('PRICE_INVALID', 1, PRODUCT_LIMITS.priceMaxMinor),
  originalPriceMinor: wholeNumber('ORIGINAL_PRICE_INVALID', 1, PRODUCT_LIMITS.priceMaxMinor).nullable(),
  stockQuantity: wholeNumber('STOCK_INVALID', 0, PRODUCT_LIMITS.stockMax),
} as const;

/** A price above its currency's ceiling (USD 50,000, or 6,000,000 Br) is a typo of zeros. */
export function priceCeilingProblem(currency: PriceCurrency, priceMinor: number, originalPriceMinor: number | null): { field: 'priceMinor' | 'originalPriceMinor'; code: string } | null {
  if (priceMinor > PRICE_MAX_MINOR[currency]) return { field: 'priceMinor', code: 'PRICE_INVALID' };
  if (originalPriceMinor !== null && originalPriceMinor > PRICE_MAX_MINOR[currency]) return { field: 'originalPriceMinor', code: 'ORIGINAL_PRICE_INVALID' };
  return null;
}

/**
 * The currency a designer's new product is priced in: her payout currency (issue 37). Until
 * designers have a payout currency of their own, a designer whose profile says Ethiopia prices in
 * birr and every other in US dollars (the issue's rule for who is paid in what).
 */
export function defaultPriceCurrency(designer: { payoutCurrency?: string | null; countryCode: string | null }): PriceCurrency {
  if (designer.payoutCurrency === 'ETB' || designer.payoutCurrency === 'USD') return designer.payoutCurrency;
  return designer.countryCode === 'ET' ? 'ETB' : 'USD';
}

/** A sale shows the original crossed out: it must be above the price, or it is not a sale. */
export function originalPriceProblem(priceMinor: number, originalPriceMinor: number | null): 'ORIGINAL_PRICE_NOT_ABOVE' | null {
  return originalPriceMinor !== null && originalPriceMinor <= priceMinor ? 'ORIGINAL_PRICE_NOT_ABOVE' : null;
}

/**
 * PATCH /api/products/{id}: any of price, original price, stock and visibility. The original
 * price is checked against the price the product will have (the server knows the stored one).
 */
export const productPatchSchema = z
  .strictObject({
    priceMinor: productFieldSchemas.priceMinor.optional(),
    originalPriceMinor: productFieldSchemas.originalPriceMinor.optional(),
    stockQuantity: productFieldSchemas.stockQuantity.optional(),
    isActive: z.boolean({ error: 'IS_ACTIVE_INVALID' }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: 'NOTHING_TO_CHANGE' });
export type ProductPatch = z.output<typeof productPatchSchema>;

/**
 * The photos' order, the primary one and their descriptions (alt texts). Part of the product: the
 * studio form sends it with Save draft and Publish (`photos` below), so the product and the way
 * its pictures are arranged are saved together or not at all (issue 41). The server checks that
 * the order names every photo of the product once, under the product's lock.
 */
export const photoArrangementSchema = z.strictObject({
  order: z.array(z.string({ error: 'PHOTO_ORDER_INVALID' }).max(64, { error: 'PHOTO_ORDER_INVALID' }), { error: 'PHOTO_ORDER_INVALID' }).max(PRODUCT_LIMITS.photosMax, { error: 'PHOTO_ORDER_INVALID' }),
  primaryId: z.string({ error: 'PHOTO_ORDER_INVALID' }).max(64, { error: 'PHOTO_ORDER_INVALID' }),
  alt: z
    .record(z.string().max(64, { error: 'PHOTO_ORDER_INVALID' }), z.string({ error: 'ALT_TEXT_TOO_LONG' }).trim().max(PRODUCT_LIMITS.altTextMax, { error: 'ALT_TEXT_TOO_LONG' }), { error: 'PHOTO_ORDER_INVALID' })
    .default({}),
});
export type PhotoArrangement = z.output<typeof photoArrangementSchema>;
export type PhotoArrangementInput = z.input<typeof photoArrangementSchema>;

export const productInputSchema = z
  .strictObject({
    name: z.string({ error: 'PRODUCT_NAME_REQUIRED' }).trim().min(1, { error: 'PRODUCT_NAME_REQUIRED' }).max(PRODUCT_LIMITS.nameMax, { error: 'PRODUCT_NAME_TOO_LONG' }),
    nameAm: optionalText(PRODUCT_LIMITS.nameMax, 'PRODUCT_NAME_TOO_LONG'),
    description: z
      .string({ error: 'DESCRIPTION_REQUIRED' })
      .trim()
      .min(1, { error: 'DESCRIPTION_REQUIRED' })
      .max(PRODUCT_LIMITS.descriptionMax, { error: 'DESCRIPTION_TOO_LONG' }),
    descriptionAm: optionalText(PRODUCT_LIMITS.descriptionMax, 'DESCRIPTION_TOO_LONG'),
    categoryId: z.uuid({ error: 'CATEGORY_REQUIRED' }),
    region: z.enum(REGIONS, { error: 'REGION_INVALID' }).nullable().optional().transform((v) => v ?? null),
    /**
     * The currency both prices are in (issue 37). Left out: a new product takes the designer's
     * payout currency and a changed one keeps its own (the server decides; older clients sent USD
     * amounts without it, and the seed's products are in USD).
     */
    currency: z.enum(PRICE_CURRENCIES, { error: 'PRICE_CURRENCY_INVALID' }).optional(),
    priceMinor: productFieldSchemas.priceMinor,
    originalPriceMinor: productFieldSchemas.originalPriceMinor.optional().transform((v) => v ?? null),
    stockQuantity: productFieldSchemas.stockQuantity,
    sizes: z
      .array(z.string({ error: 'SIZE_LABEL_INVALID' }).trim().min(1, { error: 'SIZE_LABEL_INVALID' }).max(PRODUCT_LIMITS.sizeLabelMax, { error: 'SIZE_LABEL_INVALID' }), { error: 'SIZES_REQUIRED' })
      .min(1, { error: 'SIZES_REQUIRED' })
      .max(PRODUCT_LIMITS.sizesMax, { error: 'SIZES_TOO_MANY' }),
    careInstructions: optionalText(PRODUCT_LIMITS.careMax, 'CARE_TOO_LONG'),
    careInstructionsAm: optionalText(PRODUCT_LIMITS.careMax, 'CARE_TOO_LONG'),
    material: optionalText(PRODUCT_LIMITS.materialMax, 'MATERIAL_TOO_LONG'),
    materialAm: optionalText(PRODUCT_LIMITS.materialMax, 'MATERIAL_TOO_LONG'),
    fulfilment: z.enum(FULFILMENTS, { error: 'FULFILMENT_INVALID' }),
    productionDays: wholeNumber('PRODUCTION_DAYS_INVALID', 1, PRODUCT_LIMITS.productionDaysMax).nullable().optional().transform((v) => v ?? null),
    /**
     * Packed weight in grams, what its parcel is priced by (issue 40). Left out: a new product
     * takes its category's usual weight (domain/shipping defaultWeightGrams), a changed one keeps its own.
     */
    shippingWeightGrams: wholeNumber('SHIPPING_WEIGHT_INVALID', 1, PRODUCT_LIMITS.shippingWeightMaxGrams).optional(),
    /** Hidden is reached from the products table, not from the form. */
    status: z.enum(['draft', 'published'], { error: 'STATUS_INVALID' }),
    /** The photos as arranged in the form, saved with the product (a product with photos only; left out, they stay as they are). */
    photos: photoArrangementSchema.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    // Above every currency's ceiling the field's own check has already said so, once.
    const within = p.priceMinor <= PRODUCT_LIMITS.priceMaxMinor && (p.originalPriceMinor ?? 0) <= PRODUCT_LIMITS.priceMaxMinor;
    const ceiling = p.currency && within ? priceCeilingProblem(p.currency, p.priceMinor, p.originalPriceMinor) : null;
    if (ceiling) ctx.addIssue({ code: 'custom', message: ceiling.code, path: [ceiling.field] });
    const sale = originalPriceProblem(p.priceMinor, p.originalPriceMinor);
    if (sale) ctx.addIssue({ code: 'custom', message: sale, path: ['originalPriceMinor'] });
    if (new Set(p.sizes.map((s) => s.toLowerCase())).size !== p.sizes.length) ctx.addIssue({ code: 'custom', message: 'SIZE_DUPLICATE', path: ['sizes'] });
    if (p.fulfilment === 'made_to_measure' && p.productionDays === null) ctx.addIssue({ code: 'custom', message: 'PRODUCTION_DAYS_REQUIRED', path: ['productionDays'] });
  })
  .transform((p) => ({ ...p, productionDays: p.fulfilment === 'made_to_measure' ? p.productionDays : null, photos: p.photos ?? null }));

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** The sale display of docs/requirements/shop.md §2 follows from the two prices. */
export function isOnSale(p: { priceMinor: number; originalPriceMinor: number | null }): boolean {
  return p.originalPriceMinor !== null && p.originalPriceMinor > p.priceMinor;
}

/** An admin hides a product (with an optional reason its designer reads) or lifts the hide. */
export const adminProductHiddenSchema = z.strictObject({
  hidden: z.boolean({ error: 'HIDDEN_REQUIRED' }),
  reason: z
    .string({ error: 'HIDE_REASON_TOO_LONG' })
    .trim()
    .max(PRODUCT_LIMITS.hideReasonMax, { error: 'HIDE_REASON_TOO_LONG' })
    .nullable()
    .optional()
    .transform((v) => v || null),
});
