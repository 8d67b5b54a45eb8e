import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currency';
import { EMAIL_MAX_LENGTH, isValidEmail, sanitizeText } from '../security';
import { aiMeasurementsInputSchema } from '../sizing/schemas';
import { SIZE_MAX_LENGTH } from '../cart/rules';
import { DELIVERY_NOTES_MAX, IDEMPOTENCY_KEY_PATTERN, ORDER_MAX_LINES, ORDER_STATUSES, PAYMENT_METHODS, STATUS_NOTE_MAX } from './constants';
import { COD_COLLECTORS, COD_OUTCOMES, COD_REASON_MAX, COD_STOCK_CHOICES } from './cod-cash';
import { ETHIOPIA, isCountryCode } from './countries';

/**
 * The checkout request, shared by the checkout form (instant field messages) and the server
 * (the authority). Issue messages are stable codes that the web app translates. Prices, names
 * and totals never travel from the client: the server reads them from the catalogue.
 * Imported directly, like the sizing schemas, so pages that only need the rules stay free of zod.
 */

/**
 * Free text: length-checked as sent (so a megabyte of markup is refused before any work is done
 * on it), then trimmed, control characters and markup tricks removed.
 */
const text = (max: number, tooLong: string) =>
  z
    .string({ error: 'TEXT_INVALID' })
    .max(max, { error: tooLong })
    .transform((v) => sanitizeText(v));

const required = (max: number, missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .max(max, { error: tooLong })
    .transform((v) => sanitizeText(v))
    .pipe(z.string().min(1, { error: missing }));

/** Empty strings from a form mean "not given". */
const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Digits with an optional leading +, spaces, dashes, dots and brackets allowed between them:
 * +251 91 123 4567, 0911234567, (206) 555-0100.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;
export function normalisePhone(value: string): string {
  return value.replace(/[ ().-]/g, '');
}
export function isValidPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = normalisePhone(value).replace('+', '');
  return digits.length >= 7 && digits.length <= 15;
}

export const contactDetailsSchema = z.object({
  email: z
    .string({ error: 'EMAIL_REQUIRED' })
    .trim()
    .min(1, { error: 'EMAIL_REQUIRED', abort: true })
    .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID', abort: true })
    .refine(isValidEmail, { error: 'EMAIL_INVALID' }),
  phone: z
    .string({ error: 'PHONE_REQUIRED' })
    .trim()
    .min(1, { error: 'PHONE_REQUIRED', abort: true })
    .refine(isValidPhone, { error: 'PHONE_INVALID' })
    .transform(normalisePhone),
});

/**
 * A shipping address that works for Ethiopia (city, sub-city, woreda, kebele, house number,
 * landmark: many homes have no street address, so a landmark is a real part of it) and for the
 * rest of the world (address lines, region, postal code).
 */
export const shippingAddressSchema = z
  .object({
    fullName: required(100, 'FULL_NAME_REQUIRED', 'FULL_NAME_TOO_LONG').refine((v) => v.length >= 2, { error: 'FULL_NAME_REQUIRED' }),
    country: z.string({ error: 'COUNTRY_REQUIRED' }).refine(isCountryCode, { error: 'COUNTRY_REQUIRED' }),
    city: required(80, 'CITY_REQUIRED', 'FIELD_TOO_LONG'),
    region: optional(80, 'FIELD_TOO_LONG'),
    subCity: optional(80, 'FIELD_TOO_LONG'),
    woreda: optional(40, 'FIELD_TOO_LONG'),
    kebele: optional(40, 'FIELD_TOO_LONG'),
    houseNumber: optional(40, 'FIELD_TOO_LONG'),
    landmark: optional(200, 'FIELD_TOO_LONG'),
    addressLine1: optional(200, 'FIELD_TOO_LONG'),
    addressLine2: optional(200, 'FIELD_TOO_LONG'),
    postalCode: optional(20, 'FIELD_TOO_LONG'),
  })
  .superRefine((a, ctx) => {
    if (a.country === ETHIOPIA) {
      // A courier in Ethiopia needs something to find the door by.
      if (!a.subCity && !a.woreda && !a.kebele && !a.landmark && !a.houseNumber) {
        ctx.addIssue({ code: 'custom', message: 'ADDRESS_DETAIL_REQUIRED', path: ['landmark'] });
      }
    } else if (isCountryCode(a.country) && !a.addressLine1) {
      ctx.addIssue({ code: 'custom', message: 'ADDRESS_LINE_REQUIRED', path: ['addressLine1'] });
    }
  });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const checkoutLineSchema = z.object({
  productId: z.string({ error: 'PRODUCT_NOT_FOUND' }).min(1).max(64),
  quantity: z.int({ error: 'QUANTITY_INVALID' }).min(1, { error: 'QUANTITY_INVALID' }).max(10, { error: 'QUANTITY_INVALID' }),
  selectedSize: z.string().min(1).max(SIZE_MAX_LENGTH).nullable().default(null),
  /** Body measurements for a custom-fit line (docs/requirements/sizing.md §3); kept only when the shopper opts in. */
  aiMeasurements: aiMeasurementsInputSchema.optional(),
});
export type CheckoutLine = z.input<typeof checkoutLineSchema>;

export const checkoutSchema = z.object({
  contact: contactDetailsSchema,
  shipping: shippingAddressSchema,
  deliveryNotes: optional(DELIVERY_NOTES_MAX, 'NOTES_TOO_LONG'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'PAYMENT_METHOD_REQUIRED' }),
  /** The currency the shopper saw; the order records it and the rate in force. */
  currency: z.enum(CURRENCY_CODES, { error: 'CURRENCY_INVALID' }).default('USD'),
  lines: z.array(checkoutLineSchema, { error: 'CART_EMPTY' }).min(1, { error: 'CART_EMPTY' }).max(ORDER_MAX_LINES, { error: 'ORDER_TOO_LARGE' }),
  /** 'Include my measurements with this order' (docs/requirements/sizing.md §4). */
  includeMeasurements: z.boolean().default(false),
  /** A guest's explicit consent to share their measurements with the designer. */
  measurementConsent: z.boolean().default(false),
  /** The total the shopper was shown, in USD minor units: if prices moved, the order is refused (PRICE_CHANGED), never silently charged. */
  expectedTotalUsdMinor: z.int().min(0).optional(),
  /** The shipping the page showed for the destination's parcels (USD minor): another figure now refuses with PRICE_CHANGED. */
  expectedShippingUsdMinor: z.int().min(0).optional(),
  locale: z.enum(['en', 'am-ET']).default('en'),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;

export const idempotencyKeySchema = z.string({ error: 'IDEMPOTENCY_KEY_REQUIRED' }).regex(IDEMPOTENCY_KEY_PATTERN, { error: 'IDEMPOTENCY_KEY_REQUIRED' });

export const lineStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'STATUS_INVALID' }),
  note: optional(STATUS_NOTE_MAX, 'NOTES_TOO_LONG'),
});

/**
 * Recording what happened at the door of a pay-on-delivery line (cod-cash.ts). The amount is in
 * the order's charge currency's minor units; whether it matches what is due is the server's check
 * (judgeCash), since only the server knows the order. A shortfall and a refusal need a reason; a
 * refusal says where the garment goes and took no cash.
 */
export const codCashInputSchema = z
  .object({
    outcome: z.enum(COD_OUTCOMES, { error: 'COD_OUTCOME_INVALID' }),
    amountMinor: z.int({ error: 'COD_AMOUNT_INVALID', abort: true }).min(0, { error: 'COD_AMOUNT_INVALID', abort: true }).max(1_000_000_000, { error: 'COD_AMOUNT_INVALID' }).optional(),
    collectedBy: z.enum(COD_COLLECTORS, { error: 'COD_COLLECTOR_INVALID' }),
    reason: optional(COD_REASON_MAX, 'REASON_TOO_LONG'),
    stock: z.enum(COD_STOCK_CHOICES, { error: 'COD_STOCK_INVALID' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome !== 'collected' && !v.reason) ctx.addIssue({ code: 'custom', message: 'REASON_REQUIRED', path: ['reason'] });
    if (v.outcome === 'shortfall' && v.amountMinor === undefined) ctx.addIssue({ code: 'custom', message: 'COD_AMOUNT_INVALID', path: ['amountMinor'] });
    if (v.outcome === 'refused') {
      if (!v.stock) ctx.addIssue({ code: 'custom', message: 'COD_STOCK_REQUIRED', path: ['stock'] });
      if (v.amountMinor !== undefined && v.amountMinor !== 0) ctx.addIssue({ code: 'custom', message: 'COD_AMOUNT_INVALID', path: ['amountMinor'] });
    } else if (v.stock) {
      ctx.addIssue({ code: 'custom', message: 'COD_STOCK_INVALID', path: ['stock'] });
    }
  });
export type CodCashInput = z.input<typeof codCashInputSchema>;
export type CodCashRequest = z.output<typeof codCashInputSchema>;
