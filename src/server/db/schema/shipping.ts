import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Carrier, WeightBand } from '../../../domain/shipping/zones';

/**
 * Shipping zones (issue 40, decision 046): where a parcel goes decides its price by weight band,
 * its transit time, its free-shipping threshold and its carriers. Bands and carriers are jsonb and
 * countries and cities arrays: the rules that matter cross zones (one zone per country or city,
 * bands from 0 g without gaps), so the service checks the whole set with domain/shipping
 * `validateZones` under a lock before it writes, and every quote reads the handful of rows whole.
 * Migration 0032 writes the shop's default zones (domain/shipping DEFAULT_ZONES).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    /** A slug the admin chooses (`europe-uk`); it never changes. */
    id: text('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAm: text('name_am').notNull(),
    /** ISO 3166-1 alpha-2 codes, or '*' (every country no other zone lists). */
    countries: text('countries').array().notNull(),
    /** Only for a zone of ['ET']: the cities it covers; empty for a whole country. */
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    bands: jsonb('bands').$type<WeightBand[]>().notNull(),
    transitMinDays: integer('transit_min_days').notNull(),
    transitMaxDays: integer('transit_max_days').notNull(),
    /** USD minor units; null: never free. */
    freeOverUsdMinor: integer('free_over_usd_minor'),
    carriers: jsonb('carriers').$type<Carrier[]>().notNull().default(sql`'[]'::jsonb`),
    /** The console's order. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A last line behind the domain's rules: what no valid zone can hold.
  (t) => [
    check('shipping_zones_transit', sql`${t.transitMinDays} >= 0 and ${t.transitMaxDays} >= ${t.transitMinDays}`),
    check('shipping_zones_free_over', sql`${t.freeOverUsdMinor} is null or ${t.freeOverUsdMinor} >= 0`),
    check('shipping_zones_bands_array', sql`jsonb_typeof(${t.bands}) = 'array' and jsonb_typeof(${t.carriers}) = 'array'`),
  ],
);
