import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';

/**
 * The vocabulary of the forgiving search (decision 036): every folded key any active or inactive
 * product carries, filled by a statement trigger on `products` (migration), never deleted (a key
 * no product carries any more simply finds nothing). Typos and prefixes are looked up here, in a
 * few thousand words, and only then in the catalogue by exact keys.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** The key without its vowels a, i, o, u: spellings with the same skeleton are variants. */
    skeleton: text('skeleton').notNull(),
  },
  (t) => [
    index('search_terms_prefix_idx').on(sql`${t.term} text_pattern_ops`),
    index('search_terms_skeleton_idx').on(t.skeleton),
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/** A group of words that mean the same to a shopper (kemis = ቀሚስ = dress), edited by admins. */
export const searchSynonymGroups = pgTable('search_synonym_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  words: text('words').array().notNull(),
  /**
   * Null: the words find each other everywhere. A category: only among that category's products
   * (dress means kemis for women's wear, not for a child's costume). The group goes with its category.
   */
  categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per folded key of a group's words. The primary key on the key is what keeps a word in
 * one group only, so no synonym chain or loop can form, even with two admins saving at once.
 */
export const searchSynonymKeys = pgTable('search_synonym_keys', {
  key: text('key').primaryKey(),
  groupId: uuid('group_id')
    .notNull()
    .references(() => searchSynonymGroups.id, { onDelete: 'cascade' }),
});

/** Searches that found nothing, per day (folded query), for the console's "not found" list. */
export const searchMisses = pgTable(
  'search_misses',
  {
    /** The folded words of the query, space-separated: 'qemis' and 'kemis' count together. */
    key: text('key').notNull(),
    /** The query as last typed, to show. */
    query: text('query').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] }), index('search_misses_day_idx').on(t.day)],
);

/**
 * The listing search's narrow copy of each shown product (decision 048): its name keys and the
 * columns `/products?search=` filters on, one row per active product and none for a draft or a
 * hidden one. Kept in step with `products` by statement triggers (migration 0034), never written by
 * the app. A search's capped count reads these rows (about 250 bytes) instead of the products'
 * (about 2 KB): 1,001 matches of a common word cost a few dozen pages, not hundreds.
 */
export const listingSearchKeys = pgTable(
  'listing_search_keys',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `products.search_keys` (the names' and region's keys, and the '='-marked words as written). */
    keys: text('keys').array().notNull(),
    categoryId: uuid('category_id'),
    designerId: text('designer_id').notNull(),
    priceUsdMinor: integer('price_usd_minor').notNull(),
  },
  (t) => [
    index('listing_search_keys_keys_idx').using('gin', t.keys),
    // A word may also match a category's or a designer's name ("kemis" is the Habesha Kemis
    // category): these make that OR a bitmap of indexes instead of a scan.
    index('listing_search_keys_category_idx').on(t.categoryId),
    index('listing_search_keys_designer_idx').on(t.designerId),
  ],
);

/**
 * How many shown products hold each key of `listing_search_keys` (the key '' counts the shown
 * products themselves), kept by statement triggers on that table (migration 0036, decision 049).
 * A search plans each query by it: the planner's own statistics take a query's words as
 * independent and cannot tell a rare pair of common words from a common one.
 */
export const searchKeyCounts = pgTable('search_key_counts', {
  key: text('key').primaryKey(),
  products: integer('products').notNull(),
});
