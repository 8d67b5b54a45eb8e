import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    accountHoldDays: integer('account_hold_days').notNull().default(5),
    feesPassedOn: boolean('fees_passed_on').notNull().default(false),
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
    /** `payout` and `payout_reversal` entries: the payout they record. */
    payoutId: uuid('payout_id').references(() => payouts.id),
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

/**
 * Where a designer is paid: one account per designer, a bank account (a bank of Chapa's list) or a
 * mobile wallet. Adding or changing it sets `held_until` (now + the account hold): payouts wait
 * until then. The full number is kept for transfers; every answer but the transfer masks it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    designerId: text('designer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** `bank`: our bank code (domain/payouts/payout-account.ts). */
    bankCode: text('bank_code'),
    /** `wallet`: telebirr or cbe_birr. */
    wallet: text('wallet'),
    /** A bank account number, or the wallet's phone number in +251 form. */
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_accounts_kind', sql`(${t.kind} = 'bank' and ${t.bankCode} is not null and ${t.wallet} is null) or (${t.kind} = 'wallet' and ${t.wallet} is not null and ${t.bankCode} is null)`),
  ],
);

/**
 * A payout run: the schedule's or an admin's "Pay now". At most one runs at a time (a unique
 * index on the running row), so a second "Pay now" or a second instance finds it and stops.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').notNull(),
    /** The admin who pressed Pay now; null for the schedule. */
    actorUserId: text('actor_user_id'),
    status: text('status').notNull().default('running'),
    payoutCount: integer('payout_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    check('payout_runs_trigger', sql`${t.trigger} in ('schedule', 'admin')`),
    check('payout_runs_status', sql`${t.status} in ('running', 'done', 'failed')`),
    uniqueIndex('payout_runs_one_running_uq').on(t.status).where(sql`${t.status} = 'running'`),
    index('payout_runs_started_idx').on(t.startedAt.desc()),
  ],
);

/**
 * One payout to a designer. `processing` while a provider (Chapa Transfers) carries it, then
 * `paid` or `failed`; a manual payout is recorded `paid` with the admin's reference. Its ledger
 * entries: `payout` when created, `payout_reversal` when it fails. `reference` is ours and unique:
 * the idempotent reference sent to the provider.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: text('designer_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** `chapa` or `manual`. */
    method: text('method').notNull(),
    /** Manual payouts: bank, telebirr, cbe_birr or cash. */
    channel: text('channel'),
    reference: text('reference').notNull(),
    /** The provider's own id for the transfer, or the admin's reference of a manual payout. */
    externalReference: text('external_reference'),
    /** The account as it was when paid, masked: kind, bank or wallet name, last digits, name. */
    account: jsonb('account').$type<Record<string, string>>(),
    failureReason: text('failure_reason'),
    runId: uuid('run_id').references(() => payoutRuns.id),
    /** A person's retry of a failed payout points at it. */
    retryOf: uuid('retry_of'),
    /** The admin who created it (Pay now, a retry, a manual payout); null for the schedule. */
    createdBy: text('created_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_uq').on(t.reference),
    // A failed payout is retried once: a second retry of the same payout is refused by the database too.
    uniqueIndex('payouts_retry_of_uq').on(t.retryOf),
    index('payouts_status_created_idx').on(t.status, t.createdAt.desc()),
    index('payouts_designer_created_idx').on(t.designerId, t.createdAt.desc()),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
    check('payouts_status', sql`${t.status} in ('processing', 'paid', 'failed')`),
    check('payouts_method', sql`${t.method} in ('chapa', 'manual')`),
  ],
);
