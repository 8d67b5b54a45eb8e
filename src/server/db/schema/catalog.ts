import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAm: text('name_am'),
  description: text('description'),
  descriptionAm: text('description_am'),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sizeCategoryEnum = pgEnum('size_category', ['women', 'men', 'children']);

/** draft: never shown; published: in the shop; hidden: taken out of the shop by its designer (or kept for its orders). */
export const productStatusEnum = pgEnum('product_status', ['draft', 'published', 'hidden']);
export const fulfilmentEnum = pgEnum('fulfilment', ['ready', 'made_to_measure']);

/**
 * Size charts are data: a default chart per category (product_id null) and optional charts a
 * designer sets for one product. `sizes` holds the sizes in order with ranges in cm.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: sizeCategoryEnum('category').notNull(),
    productId: uuid('product_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Which waist the ranges mean, e.g. 'natural waist (narrowest point)'. */
    waistDefinition: text('waist_definition'),
    sizes: jsonb('sizes').$type<SizeChartEntry[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('size_charts_default_uq').on(t.category).where(sql`${t.productId} is null`),
    uniqueIndex('size_charts_product_uq').on(t.productId).where(sql`${t.productId} is not null`),
  ],
);

export interface SizeChartEntry {
  label: string;
  /** Inclusive ranges in cm keyed by measurement (chest_cm, bust_cm, waist_cm, hips_cm, height_cm...). */
  ranges: Record<string, [number, number]>;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    description: text('description').notNull().default(''),
    descriptionAm: text('description_am'),
    careInstructions: text('care_instructions'),
    careInstructionsAm: text('care_instructions_am'),
    /** Money in integer minor units of `currency`: the designer's own price, in USD or ETB (issue 37). */
    priceMinor: integer('price_minor').notNull(),
    originalPriceMinor: integer('original_price_minor'),
    /** USD or ETB (the check below; domain/money PRICE_CURRENCIES). */
    currency: text('currency').$type<'USD' | 'ETB'>().notNull().default('USD'),
    /**
     * The two prices in USD cents at today's rate: what the shop lists, filters, sorts, totals a cart
     * and places an order by. Written by the database, never by the app (migration 0013): a row
     * trigger on every write of the price or currency, and a trigger on `exchange_rates` when a
     * rate changes. Equal to the price for a USD product. Decision 029.
     */
    priceUsdMinor: integer('price_usd_minor').notNull().default(0),
    originalPriceUsdMinor: integer('original_price_usd_minor'),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    status: productStatusEnum('status').notNull().default('draft'),
    /** Derived from the status, so every shop query keeps its one condition and its partial indexes. */
    isActive: boolean('is_active')
      .notNull()
      .generatedAlwaysAs(sql`status = 'published'`),
    isFeatured: boolean('is_featured').notNull().default(false),
    region: text('region'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    material: text('material'),
    materialAm: text('material_am'),
    fulfilment: fulfilmentEnum('fulfilment').notNull().default('ready'),
    /** Days to make a made-to-measure garment; null when ready to ship. */
    productionDays: integer('production_days'),
    designerId: text('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    primaryImageUrl: text('primary_image_url'),
    /**
     * Moderation (issue 35): an admin took the product out of the shop. Only an admin lifts it;
     * until then no publishing path of the designer's puts it back (409 HIDDEN_BY_ADMIN).
     */
    hiddenByAdmin: boolean('hidden_by_admin').notNull().default(false),
    hiddenByAdminReason: text('hidden_by_admin_reason'),
    hiddenByAdminAt: timestamp('hidden_by_admin_at', { withTimezone: true }),
    /** When the designer asked the admins to look again at a product they hid; cleared when lifted or hidden anew. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** Taken out of the shop by its designer's suspension (issue 41): published again when it is lifted. */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    /**
     * Forgiving search (issue 44, decision 036): the folded key of every word of the English and
     * Amharic names and the region, and each word as written marked '=' (the exact tier), from
     * domain/search `productSearchColumns`. Written by every path that writes those texts; rows of
     * an older `searchKeysVersion` are re-keyed by the search module at start.
     */
    searchKeys: text('search_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The folded keys of the descriptions' words (both languages): matched by the listing only, ranked below names. */
    searchMore: text('search_more').array().notNull().default(sql`'{}'::text[]`),
    searchKeysVersion: integer('search_keys_version').notNull().default(0),
    /**
     * What the packed parcel of one piece weighs (issue 40): priced by the destination zone's weight
     * bands. Migration 0032 gave existing products their category's default (domain/shipping
     * DEFAULT_WEIGHT_GRAMS_BY_CATEGORY); the column default is the catch-all.
     */
    shippingWeightGrams: integer('shipping_weight_grams').notNull().default(700),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.priceMinor} >= 0`),
    check('products_currency', sql`${t.currency} in ('USD', 'ETB')`),
    // A product an admin hid is hidden, whatever path wrote its status.
    check('products_hidden_by_admin_is_hidden', sql`not ${t.hiddenByAdmin} or ${t.status} = 'hidden'`),
    check('products_hidden_by_suspension_is_hidden', sql`not ${t.hiddenBySuspension} or ${t.status} = 'hidden'`),
    check('products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_original_price_nonneg', sql`${t.originalPriceMinor} is null or ${t.originalPriceMinor} >= 0`),
    check('products_production_days', sql`${t.productionDays} is null or ${t.productionDays} between 1 and 365`),
    check('products_shipping_weight_positive', sql`${t.shippingWeightGrams} > 0`),
    // The designer's products table: own products, newest change first.
    index('products_designer_updated_idx').on(t.designerId, t.updatedAt.desc()),
    // The listing's four sorts, each walked in order, for the whole catalogue and within a category
    // (0009). NULLS FIRST because that is what ORDER BY … DESC means: built DESC NULLS LAST
    // (drizzle's default), the index did not match and every page 1 of 100 000 products sorted the
    // table (~35 ms). Migration 0009 also gives each of them INCLUDE (category_id, price_minor,
    // sizes) (price_usd_minor since 0013, the price the shop filters by), which drizzle cannot declare: the filters are then checked in the index, so a
    // filtered page is an index-only scan even when few rows match (a category + size that matched
    // nothing walked the name index with a heap fetch per product: 1–2 s on 100 000).
    index('products_active_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('products_active_price_idx').on(t.priceUsdMinor, t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('products_active_price_desc_idx').on(t.priceUsdMinor.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('products_active_name_idx').on(t.name, t.id).where(sql`${t.isActive}`),
    index('products_active_category_newest_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('products_active_category_price_idx').on(t.categoryId, t.priceUsdMinor, t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('products_active_category_price_desc_idx')
      .on(t.categoryId, t.priceUsdMinor.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index('products_active_category_name_idx').on(t.categoryId, t.name, t.id).where(sql`${t.isActive}`),
    // The size filter (`sizes @> array[…]`).
    index('products_active_sizes_idx').using('gin', t.sizes).where(sql`${t.isActive}`),
    index('products_active_featured_idx').on(t.createdAt.desc()).where(sql`${t.isActive} and ${t.isFeatured}`),
    index('products_active_sale_idx').on(t.updatedAt.desc()).where(sql`${t.isActive} and ${t.isOnSale}`),
    index('products_category_idx').on(t.categoryId, t.createdAt.desc()),
    index('products_designer_idx').on(t.designerId, t.createdAt.desc()),
    // The console's moderation filter: products hidden by an admin, review requests first.
    index('products_hidden_by_admin_idx').on(t.reviewRequestedAt).where(sql`${t.hiddenByAdmin}`),
    index('products_price_idx').on(t.priceUsdMinor),
    // The products a rate change reprices (migration 0013's trigger on exchange_rates): few, so the
    // hourly refresh never walks the whole catalogue.
    index('products_foreign_currency_idx').on(t.currency).where(sql`${t.currency} <> 'USD'`),
    index('products_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // Forgiving search: a word's keys are looked up with `search_keys && array[…]` (decision 036).
    index('products_active_search_keys_idx').using('gin', t.searchKeys).where(sql`${t.isActive}`),
    index('products_active_search_more_idx').using('gin', t.searchMore).where(sql`${t.isActive}`),
    // Rows the search module still has to re-key (after a change of the folding table).
    index('products_search_keys_version_idx').on(t.searchKeysVersion),
  ],
);

/**
 * Active products per category (null: without one), kept by statement triggers on `products`
 * (migration 0009), so a listing's total needs no count(*) over the catalogue: at 100 000
 * products that scan took 20–30 ms of every uncached page. Only the unfiltered and
 * category-only listings read it; any other filter still counts its own rows.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: uuid('category_id'),
    active: integer('active').notNull().default(0),
  },
  (t) => [unique('product_counts_category_uq').on(t.categoryId).nullsNotDistinct()],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storagePath: text('storage_path'),
    publicUrl: text('public_url').notNull(),
    /** A smaller rendition for cards and thumbnails, when the storage has one. */
    thumbUrl: text('thumb_url'),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    altText: text('alt_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const featuredDesigners = pgTable(
  'featured_designers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: text('designer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('featured_designers_active_idx').on(t.displayOrder).where(sql`${t.isActive}`)],
);

export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code').primaryKey(),
  /** Units of this currency per 1 USD. */
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  apiStatus: text('api_status').notNull().default('fallback'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last refresh attempt, successful or not; updated_at moves only with a good rate. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  lastError: text('last_error'),
});
