import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems, orders } from './shopping';

/**
 * The return and fit-guarantee policies (issue 39): one row (id = 1); absent means the defaults
 * of domain/returns/policy.ts. Admins change it, audited; every page that states a policy reads it.
 */
export const returnsSettings = pgTable(
  'returns_settings',
  {
    id: integer('id').primaryKey().default(1),
    returnDays: integer('return_days').notNull().default(30),
    claimDays: integer('claim_days').notNull().default(14),
    alterationCapBp: integer('alteration_cap_bp').notNull().default(2000),
    answerDays: integer('answer_days').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('returns_settings_singleton', sql`${t.id} = 1`),
    check(
      'returns_settings_bounds',
      sql`${t.returnDays} between 1 and 365 and ${t.claimDays} between 1 and 365 and ${t.alterationCapBp} between 0 and 10000 and ${t.answerDays} between 1 and 30`,
    ),
  ],
);

/**
 * A return, exchange or fit claim on one order line: one per line (the unique index is the rule
 * "one per line", so two requests racing cannot both be written). Amounts are in the order's
 * charge currency. What the claim learned (how the measurements were taken, the size chart in
 * force, the fit verdicts) is copied here so the claim rates read on their own.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('awaiting_designer'),
    remedyWished: text('remedy_wished').notNull(),
    /** The remedy on the table: the designer's proposal, then the one agreed. */
    remedy: text('remedy'),
    refundAmountMinor: integer('refund_amount_minor'),
    exchangeSize: text('exchange_size'),
    reason: text('reason').notNull(),
    fitAreas: jsonb('fit_areas').$type<Record<string, string>>().notNull().default({}),
    measurementSource: text('measurement_source'),
    sizeChart: jsonb('size_chart').$type<Record<string, unknown>>(),
    designerNote: text('designer_note'),
    /** Where and how to send a returned garment, typed by the designer when she accepts; shown to the request's shopper only. */
    returnInstructions: text('return_instructions'),
    decisionNote: text('decision_note'),
    cause: text('cause'),
    condition: text('condition'),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** A size held for an exchange (given back if the exchange ends otherwise). */
    reservedSize: text('reserved_size'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    reimbursedMinor: integer('reimbursed_minor').notNull().default(0),
    receiptAmountMinor: integer('receipt_amount_minor'),
    remakeLineId: uuid('remake_line_id').references(() => orderItems.id, { onDelete: 'set null' }),
    exchangeLineId: uuid('exchange_line_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_requests_line_uq').on(t.orderItemId),
    check('return_requests_instructions_len', sql`char_length(${t.returnInstructions}) <= 1000`),
    index('return_requests_order_idx').on(t.orderId),
    // The deadline job reads only requests waiting for their designer.
    index('return_requests_due_idx').on(t.answerDueAt).where(sql`${t.state} = 'awaiting_designer'`),
    check('return_requests_kind', sql`${t.kind} in ('return', 'exchange', 'claim')`),
    check(
      'return_requests_state',
      sql`${t.state} in ('awaiting_designer', 'proposed', 'declined', 'escalated', 'awaiting_return', 'awaiting_receipt', 'resolved', 'rejected')`,
    ),
    check('return_requests_money', sql`${t.refundedMinor} >= 0 and ${t.reimbursedMinor} >= 0 and (${t.refundAmountMinor} is null or ${t.refundAmountMinor} > 0)`),
  ],
);

/**
 * Photos of a request: evidence (the garment worn, where it does not fit) and the tailor's receipt.
 * Uploaded before the request is sent (request_id null until then), by the line's shopper.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storagePath: text('storage_path').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_line_idx').on(t.orderItemId), check('return_photos_purpose', sql`${t.purpose} in ('evidence', 'receipt')`)],
);
