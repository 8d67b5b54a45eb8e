import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { orderItems } from './shopping';

/**
 * Issue 18: how a delivered garment fits, one review per order line (an edit replaces it). The
 * size and the measurements are copied from the line when the review is written, so the review
 * keeps its evidence when the order's measurements are later removed with an account.
 */
export const fitReviews = pgTable(
  'fit_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The chart the verdicts are read against: women, men or children. */
    category: text('category').notNull(),
    size: text('size').notNull(),
    overall: text('overall').notNull(),
    areas: jsonb('areas').$type<Record<string, string>>().notNull().default({}),
    note: text('note'),
    /** An admin hid the note (abusive); the verdicts still count. */
    noteHidden: boolean('note_hidden').notNull().default(false),
    kept: text('kept').notNull(),
    /**
     * Who gave the verdicts: the shopper's fit review, or the fit areas of a return request (issue
     * 39: claims teach the offsets as reviews do). A claim's row is withdrawn when an admin rejects
     * the claim; a review the shopper writes replaces it.
     */
    origin: text('origin').notNull().default('review'),
    measurements: jsonb('measurements').$type<Record<string, number>>(),
    measurementSource: text('measurement_source'),
    /** What the designer may show: the shopper's first name and city, copied at writing time. */
    reviewerFirstName: text('reviewer_first_name').notNull(),
    reviewerCity: text('reviewer_city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fit_reviews_product_idx').on(t.productId, t.updatedAt.desc()),
    index('fit_reviews_designer_idx').on(t.designerId, t.updatedAt.desc()),
    check('fit_reviews_overall_known', sql`${t.overall} in ('too_small', 'a_little_small', 'just_right', 'a_little_large', 'too_large')`),
    check('fit_reviews_kept_known', sql`${t.kept} in ('kept', 'returning')`),
    check('fit_reviews_origin_known', sql`${t.origin} in ('review', 'claim')`),
    check('fit_reviews_category_known', sql`${t.category} in ('women', 'men', 'children')`),
  ],
);
