import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/** A signed-in shopper's server-side cart, so it follows them to other devices. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selectedSize: text('selected_size'),
    /** The aiMeasurements record of docs/requirements/sizing.md §3, owned by the cart's user. */
    aiMeasurements: jsonb('ai_measurements').$type<Record<string, unknown>>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    index('cart_items_cart_idx').on(t.cartId, t.addedAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_user_idx').on(t.userId, t.addedAt)],
);

export const orderStatusEnum = pgEnum('order_status', [
  'pending',
  'confirmed',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
]);

export const paymentStatusEnum = pgEnum('payment_status', ['unpaid', 'pending', 'paid', 'failed', 'refunded']);

/**
 * An order with everything snapshotted at placement: prices, currency and rate, address.
 * Amounts are in USD minor units (the shop's figure for every product, whatever its designer
 * prices in); `displayCurrency` and `exchangeRate` record what the shopper saw, and each line
 * keeps its designer's own price beside the USD one.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    deliveryNotes: text('delivery_notes'),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    paymentReference: text('payment_reference'),
    currency: text('currency').notNull().default('USD'),
    displayCurrency: text('display_currency').notNull().default('USD'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    subtotalMinor: integer('subtotal_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the placing request: the same key with a different request is refused, not replayed. */
    requestHash: text('request_hash'),
    /** What the payment provider charges: Chapa in ETB, Stripe and pay on delivery in the shopper's currency. */
    chargeCurrency: text('charge_currency').notNull().default('USD'),
    chargeAmountMinor: integer('charge_amount_minor').notNull().default(0),
    /**
     * Every currency's rate per 1 USD at placement, so a line charged in one currency converts into
     * its designer's payout currency at the rate the order was placed at; null for older orders.
     */
    lockedRates: jsonb('locked_rates').$type<Record<string, number>>(),
    /** A guest ticked the consent to share their measurements with the designer. */
    measurementConsent: boolean('measurement_consent').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_unpaid_idx').on(t.paymentStatus, t.createdAt),
    index('orders_created_idx').on(t.createdAt.desc()),
    check('orders_totals_nonneg', sql`${t.subtotalMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.totalMinor} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url'),
    designerName: text('designer_name'),
    /** The designer's price for one unit in the line's `currency` (hers: USD or ETB), as it was at placement (issue 37). */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    /**
     * The same unit price in USD cents, the order's own currency: what the order's totals add up,
     * and what refunds and figures read. Equal to `unit_price_minor` for a USD line.
     */
    unitPriceUsdMinor: integer('unit_price_usd_minor').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    status: orderStatusEnum('status').notNull().default('pending'),
    includeMeasurements: boolean('include_measurements').notNull().default(false),
    /**
     * When the line's designer was mailed about it (a pay-on-delivery order when placed, an online
     * one when paid). Set by the claim that sends the mail, so each line is announced once however
     * often a payment webhook is replayed; null for lines not announced (unpaid, or older than this column).
     */
    designerNotifiedAt: timestamp('designer_notified_at', { withTimezone: true }),
    /** When the designer first saw the announced line in the studio; until then it is shown as new. */
    designerSeenAt: timestamp('designer_seen_at', { withTimezone: true }),
    /** The day the garment should be ready to ship, fixed when the designer is told (see domain/orders/ready-by.ts). */
    readyBy: date('ready_by', { mode: 'string' }),
    /**
     * The commission in force when the order was placed (basis points; the per-line minimum and
     * maximum in ETB minor units), copied so a later change of rates never changes a placed order.
     * Null on lines placed before payouts: the settings at payment apply then.
     */
    commissionRateBp: integer('commission_rate_bp'),
    commissionMinMinor: integer('commission_min_minor'),
    commissionMaxMinor: integer('commission_max_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
    // Search ranks a capped set of candidates by units sold (decision 036).
    index('order_items_product_idx').on(t.productId),
    index('order_items_designer_idx').on(t.designerId, t.createdAt.desc()),
    // The studio's count of new lines: only the few announced and not yet seen are indexed.
    index('order_items_designer_new_idx')
      .on(t.designerId)
      .where(sql`${t.designerNotifiedAt} is not null and ${t.designerSeenAt} is null`),
  ],
);

/** Every status change with its time and actor. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/** docs/requirements/sizing.md §3: measurements travelling with an order line to its designer. */
export const orderItemMeasurements = pgTable(
  'order_item_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    metricsLocale: text('metrics_locale'),
    confidence: real('confidence'),
    notes: text('notes'),
    measurements: jsonb('measurements').$type<Record<string, unknown>>(),
    category: text('category'),
    sizeRecommendation: jsonb('size_recommendation').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/**
 * Every provider event that changed (or was refused from changing) an order, keyed by the
 * provider's own event id, so a replayed webhook finds its twin and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference'),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId), index('payment_events_order_idx').on(t.orderId)],
);
