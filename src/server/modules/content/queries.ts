import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { footerLinks, homepageSettings, menuItems, pageContent, siteSettings } from '../../db/schema';

export async function readSiteSettings(db: Database) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? null;
}

export async function readHomepageSettings(db: Database) {
  const [row] = await db.select().from(homepageSettings).where(eq(homepageSettings.id, 1)).limit(1);
  return row ?? null;
}

export async function listMenuItems(db: Database) {
  return db
    .select({ id: menuItems.id, title: menuItems.title, titleAm: menuItems.titleAm, url: menuItems.url, isExternal: menuItems.isExternal })
    .from(menuItems)
    .where(and(eq(menuItems.isActive, true), isNull(menuItems.parentId)))
    .orderBy(asc(menuItems.displayOrder));
}

export async function listFooterLinks(db: Database) {
  return db
    .select({ id: footerLinks.id, category: footerLinks.category, label: footerLinks.label, labelAm: footerLinks.labelAm, url: footerLinks.url })
    .from(footerLinks)
    .where(eq(footerLinks.isActive, true))
    .orderBy(asc(footerLinks.category), asc(footerLinks.displayOrder));
}

export async function findPageContent(db: Database, slug: string, locale: string) {
  const [row] = await db
    .select({ content: pageContent.content, locale: pageContent.locale, updatedAt: pageContent.updatedAt })
    .from(pageContent)
    .where(and(eq(pageContent.pageSlug, slug), eq(pageContent.locale, locale), eq(pageContent.isActive, true)))
    .limit(1);
  return row ?? null;
}
