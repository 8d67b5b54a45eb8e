import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Carrier } from '../../../domain/shipping/zones';
import { users } from './auth';
import { orders } from './shopping';

/**
 * What each designer's parcel of an order was placed with (issue 40): its zone, weight, rate and
 * fee, its carriers and the dates it was promised. Written in the checkout's transaction and never
 * changed: an admin editing a zone later changes quotes, not placed orders. Zone names are copied
 * (a zone may be renamed or deleted); the designer may leave (her parcel stays, unnamed).
 */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The parcel's place among the order's (the order its designers first appear in the cart). */
    position: integer('position').notNull(),
    zoneId: text('zone_id').notNull(),
    zoneNameEn: text('zone_name_en').notNull(),
    zoneNameAm: text('zone_name_am').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** USD minor units: the band's rate, and what the parcel paid (0 when free). */
    rateUsdMinor: integer('rate_usd_minor').notNull(),
    feeUsdMinor: integer('fee_usd_minor').notNull(),
    free: boolean('free').notNull(),
    transitMinDays: integer('transit_min_days').notNull(),
    transitMaxDays: integer('transit_max_days').notNull(),
    carriers: jsonb('carriers').$type<Carrier[]>().notNull(),
    /** Addis Ababa dates: when the parcel was to be ready to leave, and to arrive. */
    readyEarliest: date('ready_earliest', { mode: 'string' }).notNull(),
    readyLatest: date('ready_latest', { mode: 'string' }).notNull(),
    arrivalEarliest: date('arrival_earliest', { mode: 'string' }).notNull(),
    arrivalLatest: date('arrival_latest', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('order_parcels_order_position_idx').on(t.orderId, t.position),
    index('order_parcels_designer_idx').on(t.designerId),
    check('order_parcels_fee', sql`${t.feeUsdMinor} >= 0 and ${t.rateUsdMinor} >= 0 and ${t.weightGrams} >= 0`),
    check('order_parcels_dates', sql`${t.readyLatest} >= ${t.readyEarliest} and ${t.arrivalLatest} >= ${t.arrivalEarliest}`),
  ],
);
