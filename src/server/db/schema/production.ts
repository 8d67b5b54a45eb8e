import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems, orders } from './shopping';

/**
 * The garment takes shape (issue 38, docs/features/production.md): the designer's progress
 * updates on an order line (a step, a note, photos) and the line's shipment. Steps are
 * in_production | ready_to_ship | shipped; a `shipped` update is written with the shipment, in the
 * line's move to shipped.
 */
export const productionUpdates = pgTable(
  'production_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** designer | admin: an admin posting for the designer is shown as Tibeb support. */
    actorRole: text('actor_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('production_updates_line_idx').on(t.orderItemId, t.createdAt),
    index('production_updates_order_idx').on(t.orderId),
    check('production_updates_step', sql`${t.step} in ('in_production', 'ready_to_ship', 'shipped')`),
    check('production_updates_actor_role', sql`${t.actorRole} in ('designer', 'admin')`),
    check('production_updates_note_length', sql`char_length(${t.note}) <= 1000`),
  ],
);

/**
 * A photo of an update: the upload pipeline's cleaned WebP. `position` 0..2 is unique per update,
 * so even two uploads racing cannot give an update a fourth photo.
 */
export const productionPhotos = pgTable(
  'production_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updateId: uuid('update_id')
      .notNull()
      .references(() => productionUpdates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storagePath: text('storage_path').notNull(),
    publicUrl: text('public_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('production_photos_position_uq').on(t.updateId, t.position), check('production_photos_position_range', sql`${t.position} between 0 and 2`)],
);

/** How a line travels to the shopper: one shipment per line, written in the line's move to shipped. */
export const lineShipments = pgTable(
  'line_shipments',
  {
    orderItemId: uuid('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    /** Null for a parcel without one: delivered by hand, or a courier across Addis with none (issue 40). */
    trackingNumber: text('tracking_number'),
    /** The parcel's tracking page as shipped, from its zone carrier's template (migration 0037); null without one, or for a shipment written before (read from the standard list). */
    trackingUrl: text('tracking_url'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('line_shipments_order_idx').on(t.orderId),
    check('line_shipments_carrier_length', sql`char_length(${t.carrier}) between 1 and 60`),
    check('line_shipments_tracking_length', sql`${t.trackingNumber} is null or char_length(${t.trackingNumber}) between 4 and 40`),
  ],
);
