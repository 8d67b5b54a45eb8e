import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { orderItems } from './shopping';

/**
 * Product reviews (issue 43): one per delivered order line, by its shopper. `stars` is null for a
 * fit review alone (issue 18, written before reviews had stars): it is listed, without stars or
 * words, and counts in no rating. The size bought and the reviewer's first name are copied when it
 * is written, so the review keeps them when the order's data is later forgotten.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars'),
    title: text('title'),
    body: text('body'),
    size: text('size'),
    reviewerName: text('reviewer_name').notNull(),
    photoCount: integer('photo_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Hidden by an admin (with the reason the shopper is told): out of the list and the ratings; its fit verdicts still count. */
    status: text('status').notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
    /** The designer's (or a shopper's) latest report, waiting for an admin until one decides. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportedBy: text('reported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort of the public list: its first page is read from the index in order.
    index('product_reviews_helpful_idx').on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'visible'`),
    index('product_reviews_newest_idx').on(t.productId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'visible'`),
    index('product_reviews_stars_idx').on(t.productId, t.stars, t.createdAt.desc()).where(sql`${t.status} = 'visible'`),
    index('product_reviews_size_idx').on(t.productId, t.size).where(sql`${t.status} = 'visible'`),
    // The photo strip and the "with photos" sort read only reviews with photos, newest first, from here
    // (without it both walked every review of the product: 10,000 rows for a popular kemis).
    index('product_reviews_photos_idx').on(t.productId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'visible' and ${t.photoCount} > 0`),
    index('product_reviews_designer_idx').on(t.designerId, t.createdAt.desc()),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_reported_idx').on(t.reportedAt.desc()).where(sql`${t.reportedAt} is not null`),
    check('product_reviews_stars_range', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
    check('product_reviews_status_known', sql`${t.status} in ('visible', 'hidden')`),
  ],
);

/** A buyer's photo: uploaded for a line (cleaned, with variants), attached when the review is saved. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').references(() => productReviews.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').notNull(),
    storagePath: text('storage_path').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position), index('review_photos_line_idx').on(t.orderItemId)],
);

/** "Helpful": one per account and review, never on one's own (the service refuses it). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** The designer's one public answer to a review of her product. */
export const designerReviewReplies = pgTable('designer_review_replies', {
  reviewId: uuid('review_id')
    .primaryKey()
    .references(() => productReviews.id, { onDelete: 'cascade' }),
  designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
  designerName: text('designer_name').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's rating as reviews change, written in the same transaction as the change
 * (domain/reviews/aggregate.ts): visible reviews with stars only. `listed` counts every visible
 * review, with stars or not, so an unfiltered list needs no count.
 */
export const productReviewStats = pgTable('product_review_stats', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  sum: integer('sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  withPhotos: integer('with_photos').notNull().default(0),
  listed: integer('listed').notNull().default(0),
});

/** A designer's rating over all her products, kept like the products'. */
export const designerReviewStats = pgTable('designer_review_stats', {
  designerId: text('designer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  sum: integer('sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  withPhotos: integer('with_photos').notNull().default(0),
  listed: integer('listed').notNull().default(0),
});

/**
 * How many visible reviews each size of a product has (the size filter's choices), kept like the
 * rating in the transaction of each change, so the product page never scans its reviews for them.
 * A size whose count falls to 0 stays as a row and is not offered.
 */
export const productReviewSizes = pgTable(
  'product_review_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] })],
);

/** The review window (a single row, id = 1; absent means domain/reviews/rules.ts' default). Admins change it, audited. */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    windowDays: integer('window_days').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_settings_singleton', sql`${t.id} = 1`), check('review_settings_window', sql`${t.windowDays} between 7 and 365`)],
);
