import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Server-held page content (hero, mission, story, cta, ...) per page slug and language.
 * `content` is JSON; the spec's "sections stored as JSON text" become real JSON here.
 */
export const pageContent = pgTable(
  'page_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageSlug: text('page_slug').notNull(),
    locale: text('locale').notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Raised by every save: a save that names an older version is refused (two admins editing). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_content_slug_locale_uq').on(t.pageSlug, t.locale)],
);

/** A single row (id = 1) of site-wide settings. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    maintenanceTitle: text('maintenance_title'),
    maintenanceMessage: text('maintenance_message'),
    maintenanceTitleAm: text('maintenance_title_am'),
    maintenanceMessageAm: text('maintenance_message_am'),
    heroTitle: text('hero_title'),
    heroSubtitle: text('hero_subtitle'),
    heroCtaLink: text('hero_cta_link'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_singleton', sql`${t.id} = 1`)],
);

/** A single row (id = 1); null fields fall back to the translated defaults. `_am` fields are Amharic. */
export const homepageSettings = pgTable(
  'homepage_settings',
  {
    id: integer('id').primaryKey().default(1),
    heroTitle: text('hero_title'),
    heroTitleAm: text('hero_title_am'),
    heroSubtitle: text('hero_subtitle'),
    heroSubtitleAm: text('hero_subtitle_am'),
    heroCtaText: text('hero_cta_text'),
    heroCtaTextAm: text('hero_cta_text_am'),
    heroCtaLink: text('hero_cta_link'),
    heroImageUrl: text('hero_image_url'),
    /** The storage key of an uploaded hero image (issue 41), so a replaced image's file is removed; null for the seed's. */
    heroImageKey: text('hero_image_key'),
    featuredSectionTitle: text('featured_section_title'),
    featuredSectionTitleAm: text('featured_section_title_am'),
    featuredSectionSubtitle: text('featured_section_subtitle'),
    featuredSectionSubtitleAm: text('featured_section_subtitle_am'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('homepage_settings_singleton', sql`${t.id} = 1`)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleAm: text('title_am'),
    url: text('url').notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    parentId: uuid('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
  },
  (t) => [index('menu_items_active_idx').on(t.displayOrder).where(sql`${t.isActive} and ${t.parentId} is null`)],
);

export const footerLinkCategoryEnum = pgEnum('footer_link_category', ['quick-links', 'support']);

export const footerLinks = pgTable(
  'footer_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: footerLinkCategoryEnum('category').notNull(),
    label: text('label').notNull(),
    labelAm: text('label_am'),
    url: text('url').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('footer_links_active_idx').on(t.category, t.displayOrder).where(sql`${t.isActive}`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ip: text('ip'),
    status: text('status').notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
