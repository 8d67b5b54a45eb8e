import { z } from 'zod';
import { LINK_MAX_LENGTH, linkIssue, type LinkIssue } from './links';
import { markdownLinkTargets } from './markdown';

/** Pages whose text admins edit (page_content.page_slug), in the order the editor lists them. */
export const CONTENT_SLUGS = ['about', 'products', 'help', 'shipping', 'returns', 'privacy', 'terms', 'designer-terms'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];
export const INFO_SLUGS = ['help', 'shipping', 'returns', 'privacy', 'terms', 'designer-terms'] as const satisfies readonly ContentSlug[];
export type InfoSlug = (typeof INFO_SLUGS)[number];
export const isContentSlug = (v: string): v is ContentSlug => (CONTENT_SLUGS as readonly string[]).includes(v);
export const isInfoSlug = (v: string): v is InfoSlug => (INFO_SLUGS as readonly string[]).includes(v);

export const CONTENT_LOCALES = ['en', 'am-ET'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const CONTENT_LIMITS = { short: 200, medium: 1_000, paragraph: 4_000, paragraphs: 12, body: 20_000, menuTitle: 60 } as const;

const text = (max: number) => z.string({ error: 'TEXT_REQUIRED' }).max(max, { error: 'TEXT_TOO_LONG' });

/** The about page (docs/requirements/shop.md §2, §3): hero, mission, story paragraphs and the closing call. Empty fields show the defaults. */
export const aboutContentSchema = z.strictObject({
  hero: z.strictObject({ badge: text(CONTENT_LIMITS.short), title: text(CONTENT_LIMITS.short), subtitle: text(CONTENT_LIMITS.medium) }),
  mission: z.strictObject({ title: text(CONTENT_LIMITS.short), description: text(CONTENT_LIMITS.paragraph) }),
  story: z.strictObject({
    title: text(CONTENT_LIMITS.short),
    paragraphs: z.array(text(CONTENT_LIMITS.paragraph), { error: 'TEXT_REQUIRED' }).max(CONTENT_LIMITS.paragraphs, { error: 'TOO_MANY_PARAGRAPHS' }),
  }),
  cta: z.strictObject({ title: text(CONTENT_LIMITS.short), subtitle: text(CONTENT_LIMITS.medium) }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

/** The products page hero. */
export const productsContentSchema = z.strictObject({
  hero: z.strictObject({ title: text(CONTENT_LIMITS.short), subtitle: text(CONTENT_LIMITS.medium) }),
});
export type ProductsContent = z.infer<typeof productsContentSchema>;

/** An information page: its title, subtitle and a body in the safe Markdown subset (markdown.ts). */
export const infoContentSchema = z.strictObject({
  title: text(CONTENT_LIMITS.short),
  subtitle: text(CONTENT_LIMITS.medium),
  body: text(CONTENT_LIMITS.body),
});
export type InfoContent = z.infer<typeof infoContentSchema>;

export type PageContentOf<S extends ContentSlug> = S extends 'about' ? AboutContent : S extends 'products' ? ProductsContent : InfoContent;

export function contentSchemaFor(slug: ContentSlug) {
  if (slug === 'about') return aboutContentSchema;
  if (slug === 'products') return productsContentSchema;
  return infoContentSchema;
}

/** Every link written in a page's text; one that is not safe makes the save fail with LINK_UNSAFE. */
export function pageLinkIssues(content: unknown): Record<string, LinkIssue> {
  const issues: Record<string, LinkIssue> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const href of markdownLinkTargets(value)) {
        const issue = linkIssue(href);
        if (issue) issues[path] = issue === 'LINK_REQUIRED' ? 'LINK_UNSAFE' : issue;
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(content, '');
  return issues;
}

/** A save names the version it was based on; a save based on an older one is refused (two admins editing). */
export const versionField = z.number({ error: 'VERSION_REQUIRED' }).int().min(0).max(2_147_483_647);

/** An optional text: empty means "use the default", stored as null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'TEXT_INVALID' })
    .trim()
    .max(max, { error: 'TEXT_TOO_LONG' })
    .nullable()
    .transform((v) => v || null);
const optionalLink = z
  .string({ error: 'LINK_INVALID' })
  .trim()
  .max(LINK_MAX_LENGTH, { error: 'LINK_TOO_LONG' })
  .nullable()
  .transform((v) => v || null);

/**
 * Homepage hero and featured section texts in both languages (homepage_settings). The hero image
 * is not typed here: it is uploaded (PUT /api/admin/homepage-settings/hero-image, issue 41).
 */
export const homepageSettingsInputSchema = z.strictObject({
  heroTitle: optionalText(CONTENT_LIMITS.short),
  heroTitleAm: optionalText(CONTENT_LIMITS.short),
  heroSubtitle: optionalText(CONTENT_LIMITS.medium),
  heroSubtitleAm: optionalText(CONTENT_LIMITS.medium),
  heroCtaText: optionalText(CONTENT_LIMITS.menuTitle),
  heroCtaTextAm: optionalText(CONTENT_LIMITS.menuTitle),
  heroCtaLink: optionalLink,
  featuredSectionTitle: optionalText(CONTENT_LIMITS.short),
  featuredSectionTitleAm: optionalText(CONTENT_LIMITS.short),
  featuredSectionSubtitle: optionalText(CONTENT_LIMITS.medium),
  featuredSectionSubtitleAm: optionalText(CONTENT_LIMITS.medium),
  version: versionField,
});
export type HomepageSettingsInput = z.infer<typeof homepageSettingsInputSchema>;

export function homepageLinkIssues(input: Pick<HomepageSettingsInput, 'heroCtaLink'>): Record<string, LinkIssue> {
  const issues: Record<string, LinkIssue> = {};
  for (const key of ['heroCtaLink'] as const) {
    const value = input[key];
    const issue = value ? linkIssue(value) : null;
    if (issue) issues[key] = issue;
  }
  return issues;
}

const requiredTitle = z.string({ error: 'TITLE_REQUIRED' }).trim().min(1, { error: 'TITLE_REQUIRED' }).max(CONTENT_LIMITS.menuTitle, { error: 'TEXT_TOO_LONG' });
const requiredLink = z.string({ error: 'LINK_REQUIRED' }).trim().min(1, { error: 'LINK_REQUIRED' }).max(LINK_MAX_LENGTH, { error: 'LINK_TOO_LONG' });

/** A header menu item; `parentId` makes it a child of a top-level item (one level only). */
export const menuItemInputSchema = z.strictObject({
  title: requiredTitle,
  titleAm: optionalText(CONTENT_LIMITS.menuTitle),
  url: requiredLink,
  isExternal: z.boolean({ error: 'FLAG_INVALID' }),
  isActive: z.boolean({ error: 'FLAG_INVALID' }),
  parentId: z.uuid({ error: 'PARENT_INVALID' }).nullable(),
});
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

export const FOOTER_GROUPS = ['quick-links', 'support'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

export const footerLinkInputSchema = z.strictObject({
  category: z.enum(FOOTER_GROUPS, { error: 'GROUP_INVALID' }),
  label: requiredTitle,
  labelAm: optionalText(CONTENT_LIMITS.menuTitle),
  url: requiredLink,
  isActive: z.boolean({ error: 'FLAG_INVALID' }),
});
export type FooterLinkInput = z.infer<typeof footerLinkInputSchema>;

/** A new order for the items of one parent (menu) or one group (footer): every id of it, once. */
export const MAX_ORDERED_ITEMS = 100;
export const orderIdsField = z.array(z.uuid({ error: 'ID_INVALID' }), { error: 'IDS_REQUIRED' }).min(1, { error: 'IDS_REQUIRED' }).max(MAX_ORDERED_ITEMS, { error: 'TOO_MANY_ITEMS' });

/** Moves the item at `from` to `to` (the keyboard's move up / move down, and a drop). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
