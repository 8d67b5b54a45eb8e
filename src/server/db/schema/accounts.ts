import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const roleEnum = pgEnum('role', ['admin', 'designer', 'customer']);

/** One row per account (shop.md §3 Profile / Designer profile), created with the account. */
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
    phone: text('phone'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Readable, unique handle for /designers/{slug}; designers only. */
    slug: text('slug'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    bioAm: text('bio_am'),
    businessName: text('business_name'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    preferredCurrency: text('preferred_currency').notNull().default('USD'),
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
