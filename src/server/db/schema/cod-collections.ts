import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems, orders } from './shopping';

/**
 * Cash on delivery, recorded (issue 37, docs/decisions/032-cash-on-delivery-recorded.md): what
 * happened at the door of one pay-on-delivery line. One row per line (unique), so a double click
 * or a retried request writes it once. Amounts are minor units of the order's charge currency;
 * `due_minor` is the line's share of the charge when it was recorded. A shortfall took less than
 * due and says why; a refusal took nothing, says why and where the garment went.
 */
export const codCollections = pgTable(
  'cod_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    dueMinor: integer('due_minor').notNull(),
    currency: text('currency').notNull(),
    /** designer | courier | admin: who took the cash (or brought the parcel back). */
    collectedBy: text('collected_by').notNull(),
    /** returned | written_off, for a refusal only. */
    stock: text('stock'),
    reason: text('reason'),
    /** The user who recorded it (the line's designer or an admin). */
    recordedByUserId: text('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByRole: text('recorded_by_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cod_collections_order_idx').on(t.orderId),
    check('cod_collections_outcome', sql`${t.outcome} in ('collected', 'shortfall', 'refused')`),
    check('cod_collections_collector', sql`${t.collectedBy} in ('designer', 'courier', 'admin')`),
    check('cod_collections_role', sql`${t.recordedByRole} in ('designer', 'admin')`),
    check('cod_collections_amounts', sql`${t.amountMinor} >= 0 and ${t.dueMinor} >= 0`),
    // A shortfall and a refusal always carry their reason; only a refusal says where the garment went, and took no cash.
    check('cod_collections_reason', sql`${t.outcome} = 'collected' or ${t.reason} is not null`),
    check(
      'cod_collections_refusal',
      sql`(${t.outcome} = 'refused' and ${t.stock} in ('returned', 'written_off') and ${t.amountMinor} = 0) or (${t.outcome} <> 'refused' and ${t.stock} is null)`,
    ),
  ],
);
