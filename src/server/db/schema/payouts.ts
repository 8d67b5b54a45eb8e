import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems, orders } from './shopping';

/**
 * The shop's commission and payout settings: a single row (id = 1), as site_settings; absent
 * means the defaults of domain/payouts/settings.ts. Limits and the payout minimum are ETB minor units.
 */
export const commissionSettings = pgTable(
  'commission_settings',
  {
    id: integer('id').primaryKey().default(1),
    platformRateBp: integer('platform_rate_bp').notNull().default(1200),
    lineMinMinor: integer('line_min_minor'),
    lineMaxMinor: integer('line_max_minor'),
    holdDays: integer('hold_days').notNull().default(30),
    payoutMinimumMinor: integer('payout_minimum_minor').notNull().default(50_000),
    payoutSchedule: text('payout_schedule').notNull().default('weekly'),
    payoutWeekday: integer('payout_weekday').notNull().default(1),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_settings_singleton', sql`${t.id} = 1`),
    check('commission_settings_rate', sql`${t.platformRateBp} between 0 and 10000`),
  ],
);

/** A designer's negotiated rate (null: the platform's) and the one currency they are paid in. */
export const designerPayoutSettings = pgTable(
  'designer_payout_settings',
  {
    designerId: text('designer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionRateBp: integer('commission_rate_bp'),
    payoutCurrency: text('payout_currency').notNull().default('ETB'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('designer_payout_settings_rate', sql`${t.commissionRateBp} is null or ${t.commissionRateBp} between 0 and 10000`)],
);

/**
 * The designers' ledger: append-only (a trigger refuses UPDATE and DELETE, see migration 0012), a
 * balance is a sum of entries. Amounts are signed from the designer's side in their payout
 * currency; `charged_*` is the same entry in the currency the shopper paid. The idempotency key is
 * unique: a replayed event (webhook, double click, a job on two instances) writes nothing twice.
 * No foreign key here may act on delete: an action would be an UPDATE or DELETE the trigger refuses.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: text('designer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    chargedMinor: integer('charged_minor').notNull().default(0),
    chargedCurrency: text('charged_currency').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    /** `delivered` entries: when the line's earnings leave the hold. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who caused it (an admin's adjustment); null for the system. Not a foreign key: entries outlive accounts. */
    actorUserId: text('actor_user_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_uq').on(t.idempotencyKey),
    index('ledger_entries_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('ledger_entries_commission_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} in ('commission', 'commission_reversal', 'cod_commission')`),
    index('ledger_entries_item_idx').on(t.orderItemId),
    // "Paid this month" reads only payouts, not the month's every entry.
    index('ledger_entries_payouts_idx')
      .on(t.designerId, t.createdAt)
      .where(sql`${t.kind} in ('payout', 'payout_reversal')`),
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('sale', 'commission', 'refund', 'commission_reversal', 'cod_commission', 'delivered', 'adjustment', 'payout', 'payout_reversal')`,
    ),
  ],
);

/**
 * Sums of the ledger kept by the database (statement-level triggers on ledger_entries, migration
 * 0012; as product_counts in decision 017): nothing in the app writes these. A designer's total per
 * currency, and each order line's net and release date, so a balance reads a few rows instead of
 * summing every entry (docs/decisions/030-append-only-designer-ledger.md).
 */
export const ledgerDesignerTotals = pgTable(
  'ledger_designer_totals',
  {
    designerId: text('designer_id').notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.designerId, t.currency] })],
);

export const ledgerLineTotals = pgTable(
  'ledger_line_totals',
  {
    orderItemId: uuid('order_item_id').notNull(),
    currency: text('currency').notNull(),
    designerId: text('designer_id').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.currency] }),
    // Only lines that may still be pending (a positive net) are indexed: released ones are skipped by the range on available_at.
    index('ledger_line_totals_pending_idx').on(t.designerId, t.availableAt).where(sql`${t.netMinor} > 0`),
  ],
);
