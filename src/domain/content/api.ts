import { z } from 'zod';
import { CONTENT_LIMITS, CONTENT_LOCALES, CONTENT_SLUGS, FOOTER_GROUPS, orderIdsField, versionField } from './schemas';
import { newsletterSchema } from '../accounts/schemas';

/** One stored version of a content page in one language, as the console edits it. */
export const pageVersionSchema = z.object({ content: z.record(z.string(), z.unknown()), isActive: z.boolean(), version: z.number().int(), updatedAt: z.string() });
export type StoredPageVersion = z.infer<typeof pageVersionSchema>;

/** A content page with its version in each language, null where none is stored (GET /api/admin/content/pages/:slug). */
export const adminContentPageSchema = z.object({ slug: z.string(), locales: z.object({ en: pageVersionSchema.nullable(), 'am-ET': pageVersionSchema.nullable() }) });
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;


/** The home page's hero and featured section texts (GET /api/admin/homepage-settings). */
export const homepageSettingsSchema = z.object({
  heroTitle: z.string().nullable(),
  heroTitleAm: z.string().nullable(),
  heroSubtitle: z.string().nullable(),
  heroSubtitleAm: z.string().nullable(),
  heroCtaText: z.string().nullable(),
  heroCtaTextAm: z.string().nullable(),
  heroCtaLink: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  featuredSectionTitle: z.string().nullable(),
  featuredSectionTitleAm: z.string().nullable(),
  featuredSectionSubtitle: z.string().nullable(),
  featuredSectionSubtitleAm: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

export const adminMenuItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleAm: z.string().nullable(),
  url: z.string(),
  isExternal: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  parentId: z.string().nullable(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

export const adminFooterLinkSchema = z.object({
  id: z.string(),
  category: z.enum(FOOTER_GROUPS),
  label: z.string(),
  labelAm: z.string().nullable(),
  url: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
});
export type AdminFooterLink = z.infer<typeof adminFooterLinkSchema>;

/** The site shell's data: maintenance flag, hero, menu and footer links (GET /api/site). */
export const siteSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), title: z.string().nullable(), message: z.string().nullable(), titleAm: z.string().nullable(), messageAm: z.string().nullable() }),
  hero: z.object({
    title: z.string().nullable(),
    titleAm: z.string().nullable(),
    subtitle: z.string().nullable(),
    subtitleAm: z.string().nullable(),
    ctaText: z.string().nullable(),
    ctaTextAm: z.string().nullable(),
    ctaLink: z.string(),
    imageUrl: z.string().nullable(),
  }),
  featuredSection: z.object({
    title: z.string().nullable(),
    titleAm: z.string().nullable(),
    subtitle: z.string().nullable(),
    subtitleAm: z.string().nullable(),
  }),
  menu: z.array(z.object({ id: z.string(), title: z.string(), titleAm: z.string().nullable(), url: z.string(), isExternal: z.boolean() })),
  footer: z.array(z.object({ id: z.string(), category: z.enum(FOOTER_GROUPS), label: z.string(), labelAm: z.string().nullable(), url: z.string() })),
});
export type SiteData = z.infer<typeof siteSchema>;

/** A page's stored content in one language; English when the asked language has none (GET /api/pages/:slug). */
export const pageContentSchema = z.object({ slug: z.string(), locale: z.string(), content: z.record(z.string(), z.unknown()) });
export type PageContent = z.infer<typeof pageContentSchema>;

// ---- Requests ----

/** GET /api/pages/:slug. */
export const pageParamsSchema = z.object({ slug: z.string().max(60).regex(/^[a-z0-9-]+$/) });
/** The language a page is read in: English when it has none in the one asked for. */
export const pageQuerySchema = z.object({ locale: z.enum(['en', 'am-ET']).default('en') });
export type PageQuery = z.input<typeof pageQuerySchema>;

/** POST /api/newsletter: the address (field rules in accounts/schemas.ts) and the language of its mails. */
export const newsletterInputSchema = newsletterSchema.extend({ locale: z.enum(['en', 'am-ET']).optional() });
export type NewsletterInput = z.input<typeof newsletterInputSchema>;
/** What the newsletter answers: subscribing twice is fine. */
export const newsletterResultSchema = z.object({ ok: z.literal(true) });

// The console's Content, Navigation and Homepage requests (admin/content-routes.ts).

/** A stored content page: one of the pages the console edits. */
export const adminContentSlugParamsSchema = z.object({ slug: z.enum(CONTENT_SLUGS) });
export const adminContentPageParamsSchema = z.object({ slug: z.enum(CONTENT_SLUGS), locale: z.enum(CONTENT_LOCALES) });

/** Saving a page in one language over the version it was based on (0: the first). */
export const savePageInputSchema = z.strictObject({
  content: z.record(z.string().max(40), z.unknown()).refine((v) => JSON.stringify(v).length <= CONTENT_LIMITS.body * 3, { error: 'TEXT_TOO_LONG' }),
  isActive: z.boolean(),
  version: versionField,
});
export type SavePageInput = z.input<typeof savePageInputSchema>;
export const savedPageSchema = pageVersionSchema.extend({ slug: z.string(), locale: z.string() });

export const adminMenuItemsSchema = z.object({ items: z.array(adminMenuItemSchema) });
export type AdminMenuItems = z.infer<typeof adminMenuItemsSchema>;
export const adminMenuItemResultSchema = z.object({ item: adminMenuItemSchema });
export type AdminMenuItemResult = z.infer<typeof adminMenuItemResultSchema>;
/** A new order of one parent's menu items (null: the top level). */
export const reorderMenuItemsInputSchema = z.strictObject({ parentId: z.uuid({ error: 'PARENT_INVALID' }).nullable(), ids: orderIdsField });
export type ReorderMenuItemsInput = z.input<typeof reorderMenuItemsInputSchema>;

export const adminFooterLinksSchema = z.object({ items: z.array(adminFooterLinkSchema) });
export type AdminFooterLinks = z.infer<typeof adminFooterLinksSchema>;
export const adminFooterLinkResultSchema = z.object({ item: adminFooterLinkSchema });
export type AdminFooterLinkResult = z.infer<typeof adminFooterLinkResultSchema>;
/** A new order of one footer group's links. */
export const reorderFooterLinksInputSchema = z.strictObject({ category: z.enum(FOOTER_GROUPS, { error: 'GROUP_INVALID' }), ids: orderIdsField });
export type ReorderFooterLinksInput = z.input<typeof reorderFooterLinksInputSchema>;

/** A removal's answer. */
export const removedSchema = z.object({ ok: z.literal(true) });
export type Removed = z.infer<typeof removedSchema>;
export { footerLinkInputSchema, homepageSettingsInputSchema, menuItemInputSchema } from './schemas';
