import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currency';
import { ADMIN_PAGE_MAX } from '../http/api';
import { SEARCH_MAX_LENGTH } from '../catalog/filters';
import { COD_COLLECTORS, COD_OUTCOMES, COD_STOCK_CHOICES } from './cod-cash';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { idempotencyKeySchema } from './schemas';

/**
 * What the orders API answers: the routes validate and document with these schemas, and the web
 * app imports their types. Amounts are integer USD minor units (the catalogue's currency);
 * `displayCurrency` and `exchangeRate` are what the shopper saw, `chargeCurrency`/`chargeAmountMinor`
 * what was charged.
 */
const status = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);
const method = z.enum(PAYMENT_METHODS);
const currency = z.enum(CURRENCY_CODES);

export const measurementsViewSchema = z.object({
  source: z.string(),
  category: z.string().nullable(),
  confidence: z.number().nullable(),
  /** Values in cm (weight in kg), keyed like the sizing measurement keys. */
  metricsCm: z.record(z.string(), z.number()),
  /** The same in inches (weight in lb), two decimals. */
  metricsIn: z.record(z.string(), z.number()),
  notes: z.string().nullable(),
  recommendedSize: z.string().nullable(),
  capturedAt: z.string().nullable(),
  /**
   * The version of these measurements (the designer's review, issue 38): null for the set as placed
   * before any review; otherwise the values above are that version's, accepted at `acceptedAt`.
   */
  version: z.number().int().nullable().optional(),
  acceptedAt: z.string().nullable().optional(),
});

export const lineViewSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  designerName: z.string().nullable(),
  unitPriceUsdMinor: z.number().int(),
  quantity: z.number().int(),
  /** A size of the product, or 'Custom Fit' for a line made to measurements. */
  size: z.string().nullable(),
  status,
  includeMeasurements: z.boolean(),
  measurements: measurementsViewSchema.nullable(),
});

export const historySchema = z.object({
  at: z.string(),
  lineId: z.string().nullable(),
  from: status.nullable(),
  to: status,
  actor: z.enum(['shopper', 'designer', 'admin', 'system']),
  note: z.string().nullable(),
  /** This move takes back the one before it (a mistaken "shipped", undone within 10 minutes). */
  undo: z.boolean(),
});

const addressSchema = z.object({
  fullName: z.string(),
  country: z.string(),
  city: z.string(),
  region: z.string().optional(),
  subCity: z.string().optional(),
  woreda: z.string().optional(),
  kebele: z.string().optional(),
  houseNumber: z.string().optional(),
  landmark: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  postalCode: z.string().optional(),
});

const windowSchema = z.object({ earliest: z.string(), latest: z.string() });

/**
 * One designer's parcel of an order (issue 40): what it was placed with (zone, weight, rate, fee,
 * carriers, the window it was promised; never changed by later zone edits) and where it stands now.
 * Dates are Addis Ababa YYYY-MM-DD; the web shows them with domain/shipping formatArrivalWindow.
 */
export const orderParcelSchema = z.object({
  designerId: z.string().nullable(),
  designerName: z.string().nullable(),
  /** The order's lines in this parcel. */
  lineIds: z.array(z.string()),
  zone: z.object({ id: z.string(), nameEn: z.string(), nameAm: z.string() }),
  weightGrams: z.number().int(),
  /** The band's rate, and what the parcel paid (0 when free). */
  rateUsdMinor: z.number().int(),
  shippingUsdMinor: z.number().int(),
  free: z.boolean(),
  transitMinDays: z.number().int(),
  transitMaxDays: z.number().int(),
  carriers: z.array(z.object({ name: z.string(), trackingUrlTemplate: z.string() })),
  /** When it was to be ready to leave the workshop. */
  ready: windowSchema,
  /** The arrival window promised at checkout. */
  promised: windowSchema,
  /** The window as it stands today for its pieces not yet shipped; null once none is left to ship. */
  current: windowSchema.nullable(),
  /**
   * A made-to-measure piece still waits for its designer to accept the measurements: its
   * production time counts from today, so `current` moves on each day until she does.
   */
  awaitingMeasurements: z.boolean(),
  /** A piece not shipped by its ready date. */
  late: z.boolean(),
});

export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status,
  paymentMethod: method,
  paymentStatus,
  email: z.string(),
  phone: z.string().nullable(),
  shippingAddress: addressSchema,
  deliveryNotes: z.string().nullable(),
  displayCurrency: currency,
  exchangeRate: z.number(),
  subtotalUsdMinor: z.number().int(),
  shippingUsdMinor: z.number().int(),
  totalUsdMinor: z.number().int(),
  chargeCurrency: currency,
  chargeAmountMinor: z.number().int(),
  lines: z.array(lineViewSchema),
  /** One per designer; empty for orders placed before shipping zones (flat shipping then). */
  parcels: z.array(orderParcelSchema),
  history: z.array(historySchema),
  /** The shopper may still cancel (no garment started). */
  canCancel: z.boolean(),
  /** An online payment that failed or was abandoned can be tried again. */
  canRetryPayment: z.boolean(),
});

export const paymentStepSchema = z.object({
  method,
  status: paymentStatus,
  /** The provider's hosted payment page, when the shopper must go there to pay. */
  redirectUrl: z.string().nullable(),
});

export const placeOrderResultSchema = z.object({
  order: orderViewSchema,
  /** A guest's key to their order (order-success page, cancel, measurement summary); null for accounts. */
  accessToken: z.string().nullable(),
  payment: paymentStepSchema,
});

export const orderSummarySchema = orderViewSchema.pick({
  id: true,
  orderNumber: true,
  createdAt: true,
  status: true,
  paymentStatus: true,
  paymentMethod: true,
  displayCurrency: true,
  exchangeRate: true,
  totalUsdMinor: true,
  lines: true,
  canCancel: true,
});

/** What was recorded at the door of a pay-on-delivery line (one record per line; docs/decisions/032). */
export const codCollectionSchema = z.object({
  lineId: z.string(),
  outcome: z.enum(COD_OUTCOMES),
  /** Cash taken, in `currency` (the order's charge currency) minor units; 0 for a refusal. */
  amountMinor: z.number().int(),
  /** What was due for the line when it was recorded (its share of the charge). */
  dueMinor: z.number().int(),
  /** due − taken for a shortfall; 0 otherwise. */
  shortfallMinor: z.number().int(),
  currency,
  collectedBy: z.enum(COD_COLLECTORS),
  /** A refused garment: back in stock or written off; null otherwise. */
  stock: z.enum(COD_STOCK_CHOICES).nullable(),
  reason: z.string().nullable(),
  /** Whether the designer herself or an admin recorded it. */
  recordedBy: z.enum(['designer', 'admin']),
  recordedAt: z.string(),
});

/** A pay-on-delivery line's cash: what is due at the door, and the record once there is one. Null on online orders. */
export const lineCashSchema = z.object({
  lineId: z.string(),
  dueMinor: z.number().int(),
  currency,
  record: codCollectionSchema.nullable(),
});

/** The full delivery address of a line, for the designer who ships it. */
export const shipToSchema = z.object({
  fullName: z.string(),
  /** Street lines (address lines, house, kebele and woreda, sub-city, city with region and postal code). */
  lines: z.array(z.string()),
  landmark: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string(),
  country: z.string(),
});
export type ShipTo = z.infer<typeof shipToSchema>;

/** One line as its designer sees it: enough to make and ship the garment, nothing more. */
export const designerLineSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status,
  nextStatuses: z.array(status),
  productId: z.string().nullable(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  /** Who makes it (admins see every designer's lines). */
  designerName: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceUsdMinor: z.number().int(),
  customerName: z.string(),
  /** The shopper's note for the courier or designer (a wedding date, a colour wish). */
  deliveryNotes: z.string().nullable(),
  shippingCity: z.string(),
  shippingCountry: z.string(),
  /**
   * Where to deliver, in full: only to the line's designer (or an admin) from her confirmation
   * until 30 days after delivery (domain/orders/ship-to.ts); null outside that window.
   */
  shipTo: shipToSchema.nullable(),
  paymentMethod: method,
  paymentStatus,
  measurements: measurementsViewSchema.nullable(),
  history: z.array(historySchema),
  /** The designer was told of it (mailed) and has not seen it in the studio since. */
  isNew: z.boolean(),
  /** YYYY-MM-DD the garment should be ready to ship by, fixed when the designer was told; null before. */
  readyBy: z.string().nullable(),
  /** Not shipped and past its ready-by date (Addis Ababa today): the studio says it is late. */
  late: z.boolean(),
  /** Pay on delivery: what to collect, and what was recorded; null for an order paid online. */
  cash: lineCashSchema.nullable(),
});

/** A page of the studio's order lines. */
export const designerLinesPageSchema = z.object({
  lines: z.array(designerLineSchema),
  nextCursor: z.string().nullable(),
  /** All of the designer's new lines, not only this page's (0 for an admin's view of every designer). */
  newCount: z.number().int(),
});

/** What the provider charges in: Chapa charges ETB; Stripe the shopper's currency (USD when that is ETB); pay on delivery the shopper's currency. */
const paymentMethodOptionSchema = z.object({ id: method, chargeCurrencies: z.array(currency) });

/** Lines marked seen by their designer, and the designer's count of new lines after it. */
export const linesSeenSchema = z.object({ seen: z.number().int(), newCount: z.number().int() });

export const paymentMethodsSchema = z.object({ methods: z.array(paymentMethodOptionSchema) });

/** One order in the admin console's list. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status,
  paymentStatus,
  paymentMethod: method,
  customerName: z.string(),
  email: z.string(),
  displayCurrency: currency,
  exchangeRate: z.number(),
  totalUsdMinor: z.number().int(),
  chargeCurrency: currency,
  chargeAmountMinor: z.number().int(),
  lineCount: z.number().int(),
  designers: z.array(z.string()),
});

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});

/** What a payment provider said about an order (initiated, paid, refunded, refund_failed...). */
const paymentEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  provider: z.string(),
  outcome: z.string(),
  reference: z.string().nullable(),
  amountMinor: z.number().nullable(),
  currency: z.string().nullable(),
});

/** An order as an admin handles it: everything the shopper sees, plus what may be done next. */
export const adminOrderDetailSchema = orderViewSchema.extend({
  customerName: z.string(),
  /** Where the whole order may move now, by the lines' own rules and the payment rule. */
  nextStatuses: z.array(status),
  /** What a full refund would give back now, in `chargeCurrency` minor units; 0 when nothing can be refunded. */
  refundableMinor: z.number().int(),
  canRefund: z.boolean(),
  paymentEvents: z.array(paymentEventSchema),
  /** Pay on delivery: each line's cash due and record (empty for an order paid online). */
  cash: z.array(lineCashSchema),
});

/** An admin's status change: the order after it, and what became of the refund a paid order's cancellation starts. */
export const adminOrderStatusResultSchema = z.object({
  order: adminOrderDetailSchema,
  /** A paid order that was cancelled is refunded; 'failed' leaves the refund for the Refund button. */
  refund: z.enum(['refunded', 'failed', 'none']),
});

/** A full refund through the provider: the order after it, and what was given back. */
export const adminRefundResultSchema = z.object({ order: adminOrderDetailSchema, amountMinor: z.number().int(), currency });

export type OrderMeasurementsView = z.infer<typeof measurementsViewSchema>;
export type OrderLineView = z.infer<typeof lineViewSchema>;
export type OrderHistoryEntry = z.infer<typeof historySchema>;
export type StatusActor = OrderHistoryEntry['actor'];
export type OrderView = z.infer<typeof orderViewSchema>;
export type OrderParcelView = z.infer<typeof orderParcelSchema>;
export type PaymentStep = z.infer<typeof paymentStepSchema>;
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type DesignerOrderLine = z.infer<typeof designerLineSchema>;
export type DesignerLinesPage = z.infer<typeof designerLinesPageSchema>;
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
export type PaymentEventView = z.infer<typeof paymentEventSchema>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export type AdminOrderStatusResult = z.infer<typeof adminOrderStatusResultSchema>;
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;
export type LinesSeen = z.infer<typeof linesSeenSchema>;
export type CodCollection = z.infer<typeof codCollectionSchema>;
export type LineCash = z.infer<typeof lineCashSchema>;

/**
 * POST /api/order-lines/:id/cash: the line after the record, the record, and the order's payment
 * status (paid once every line still going has its cash recorded). `replayed`: the same record was
 * already there (a double click), nothing was written again.
 */
export const codCashResultSchema = z.object({
  line: designerLineSchema,
  record: codCollectionSchema,
  orderPaymentStatus: paymentStatus,
  replayed: z.boolean(),
});
export type CodCashResult = z.infer<typeof codCashResultSchema>;

/**
 * Stable codes of recording cash on delivery (answers' `error.code`, or a field's code under
 * VALIDATION_FAILED): COD_NOT_CASH_ORDER (409, an online order), COD_ALREADY_RECORDED (409, another
 * record is there), COD_CASH_REQUIRED (409, "delivered" without the cash: use the cash route),
 * COD_AMOUNT_BELOW_DUE (400, less than due recorded as collected), COD_AMOUNT_INVALID,
 * REASON_REQUIRED, REASON_TOO_LONG, COD_STOCK_REQUIRED, COD_STOCK_INVALID, COD_OUTCOME_INVALID,
 * COD_COLLECTOR_INVALID; and the orders' ORDER_LINE_NOT_FOUND (404), STATUS_TRANSITION_INVALID (409).
 */
export const COD_ERROR_CODES = [
  'COD_NOT_CASH_ORDER',
  'COD_ALREADY_RECORDED',
  'COD_CASH_REQUIRED',
  'COD_AMOUNT_BELOW_DUE',
  'COD_AMOUNT_INVALID',
  'REASON_REQUIRED',
  'REASON_TOO_LONG',
  'COD_STOCK_REQUIRED',
  'COD_STOCK_INVALID',
  'COD_OUTCOME_INVALID',
  'COD_COLLECTOR_INVALID',
] as const;

// ---- Requests: bodies, headers, params and query strings (field rules with their codes in schemas.ts) ----

export { checkoutSchema, codCashInputSchema, idempotencyKeySchema, lineStatusChangeSchema, type CodCashInput } from './schemas';

/** POST /api/orders: the retry-safe key a checkout carries. */
export const checkoutHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema });
/** A guest's order token, sent in a header so it stays out of logs and history. */
export const orderTokenHeadersSchema = z.object({ 'x-order-token': z.string().max(200).optional() });

/** GET /api/payments/return: the order a provider sends the shopper back to. */
export const paymentReturnQuerySchema = z.object({ order: z.string().max(64) });

/** GET /api/designer/order-lines. */
export const designerLinesQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  designerId: z.string().max(64).optional(),
});
export type DesignerLinesQuery = z.input<typeof designerLinesQuerySchema>;

/** POST /api/designer/order-lines/seen. */
export const linesSeenInputSchema = z.object({ lineIds: z.array(z.string().max(64)).min(1).max(100) });
export type LinesSeenInput = z.input<typeof linesSeenInputSchema>;

/** GET /api/order-lines/:id/measurement-sheet.pdf: its language, and a guest's token. */
/** GET /api/designer/orders/:id/packing-slip.pdf: the language printed first. */
export const packingSlipQuerySchema = z.object({ lang: z.enum(['en', 'am-ET']).default('en') });

export const measurementSheetQuerySchema = z.object({ lang: z.enum(['en', 'am-ET']).default('en'), token: z.string().max(200).optional() });

/** A calendar day (UTC), as the date inputs send it. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DATE_INVALID' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'DATE_INVALID' });

/** GET /api/admin/orders: dates are UTC days, inclusive. */
export const adminOrdersQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(ADMIN_PAGE_MAX).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  designer: z.string().max(64).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** POST /api/admin/orders/:id/refund: nothing to send (an empty object, or no body). */
export const adminRefundInputSchema = z.strictObject({}).optional();

/** GET /api/orders: the signed-in shopper's own orders. */
export const myOrdersSchema = z.object({ orders: z.array(orderSummarySchema) });
export type MyOrders = z.infer<typeof myOrdersSchema>;
