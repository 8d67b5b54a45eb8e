import { z } from 'zod';
import { CURRENCY_CODES } from '../../../domain/money/currency';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../domain/orders/constants';

/** Response schemas of the orders API (OpenAPI and serialisation); the shapes are the domain's types. */
const status = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);
const method = z.enum(PAYMENT_METHODS);
const currency = z.enum(CURRENCY_CODES);

export const measurementsViewSchema = z.object({
  source: z.string(),
  category: z.string().nullable(),
  confidence: z.number().nullable(),
  metricsCm: z.record(z.string(), z.number()),
  metricsIn: z.record(z.string(), z.number()),
  notes: z.string().nullable(),
  recommendedSize: z.string().nullable(),
  capturedAt: z.string().nullable(),
});

export const lineViewSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  designerName: z.string().nullable(),
  unitPriceUsdMinor: z.number().int(),
  quantity: z.number().int(),
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
  history: z.array(historySchema),
  canCancel: z.boolean(),
  canRetryPayment: z.boolean(),
});

export const paymentStepSchema = z.object({ method, status: paymentStatus, redirectUrl: z.string().nullable() });

export const placeOrderResultSchema = z.object({ order: orderViewSchema, accessToken: z.string().nullable(), payment: paymentStepSchema });

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
  designerName: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceUsdMinor: z.number().int(),
  customerName: z.string(),
  deliveryNotes: z.string().nullable(),
  shippingCity: z.string(),
  shippingCountry: z.string(),
  paymentMethod: method,
  paymentStatus,
  measurements: measurementsViewSchema.nullable(),
  history: z.array(historySchema),
  isNew: z.boolean(),
  readyBy: z.string().nullable(),
});

export const designerLinesPageSchema = z.object({ lines: z.array(designerLineSchema), nextCursor: z.string().nullable(), newCount: z.number().int() });

export const paymentMethodsSchema = z.object({
  methods: z.array(z.object({ id: method, chargeCurrencies: z.array(currency) })),
});

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

export const adminOrderDetailSchema = orderViewSchema.extend({
  customerName: z.string(),
  nextStatuses: z.array(status),
  refundableMinor: z.number().int(),
  canRefund: z.boolean(),
  paymentEvents: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      provider: z.string(),
      outcome: z.string(),
      reference: z.string().nullable(),
      amountMinor: z.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});
