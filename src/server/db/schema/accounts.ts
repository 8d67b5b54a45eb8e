import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const roleEnum = pgEnum('role', ['admin', 'designer', 'customer']);

/** One row per account (docs/requirements/shop.md §3 Profile / Designer profile), created with the account. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    country: text('country'),
    city: text('city'),
    cityAm: text('city_am'),
    phone: text('phone'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Readable, unique handle for /designers/{slug}; designers only. */
    slug: text('slug'),
    profileImageUrl: text('profile_image_url'),
    /** Storage keys of the files behind the two pictures, so a replaced picture's file is removed. */
    profileImageKey: text('profile_image_key'),
    bannerUrl: text('banner_url'),
    bannerKey: text('banner_key'),
    bio: text('bio'),
    bioAm: text('bio_am'),
    businessName: text('business_name'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    preferredCurrency: text('preferred_currency').notNull().default('USD'),
    /** An admin suspended the account (issue 41): it cannot sign in and its sessions were revoked. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * An admin suspended the designer's shop (issue 41): their products are out of the shop and
     * cannot be published; they still sign in to the studio to fulfil their orders.
     */
    shopSuspendedAt: timestamp('shop_suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_slug_uq').on(t.slug),
    index('profiles_role_idx').on(t.role, t.createdAt),
    index('profiles_full_name_lower_idx').on(sql`lower(${t.fullName})`),
  ],
);

/** Append-only log of security-relevant events (sign-in failures, blocks, permission denials). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    ip: text('ip'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_created_idx').on(t.createdAt), index('security_events_user_idx').on(t.userId)],
);

export const applicationStatusEnum = pgEnum('application_status', ['pending', 'approved', 'rejected', 'changes_requested']);

/** An application to sell on Tibeb (/designer-register), reviewed by an admin. */
export const designerApplications = pgTable(
  'designer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    displayName: text('display_name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    cityAm: text('city_am'),
    bio: text('bio').notNull(),
    bioAm: text('bio_am'),
    categories: text('categories').array().notNull(),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application under review per account at a time.
    uniqueIndex('designer_applications_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('designer_applications_status_idx').on(t.status, t.createdAt.desc()),
    index('designer_applications_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
