import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { footerLinks, homepageSettings, menuItems, newsletterSubscribers, pageContent, siteSettings } from '../../db/schema';

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

// ---- Admin: the editors' reads and writes (issue 15). Writes take the transaction they run in.

export async function pageRows(db: Database, slug: string) {
  return db
    .select({ locale: pageContent.locale, content: pageContent.content, isActive: pageContent.isActive, version: pageContent.version, updatedAt: pageContent.updatedAt })
    .from(pageContent)
    .where(eq(pageContent.pageSlug, slug));
}

export async function pageRow(db: Database, slug: string, locale: string) {
  const [row] = await db
    .select()
    .from(pageContent)
    .where(and(eq(pageContent.pageSlug, slug), eq(pageContent.locale, locale)))
    .limit(1);
  return row ?? null;
}

/** The first version of a page in a language; null when another admin created it first. */
export async function insertPage(tx: Database, slug: string, locale: string, content: Record<string, unknown>, isActive: boolean) {
  const [row] = await tx
    .insert(pageContent)
    .values({ pageSlug: slug, locale, content, isActive, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Saves over `version` only: null when the page moved on since (or is gone). */
export async function updatePageAt(tx: Database, slug: string, locale: string, version: number, content: Record<string, unknown>, isActive: boolean) {
  const [row] = await tx
    .update(pageContent)
    .set({ content, isActive, version: sql`${pageContent.version} + 1`, updatedAt: new Date() })
    .where(and(eq(pageContent.pageSlug, slug), eq(pageContent.locale, locale), eq(pageContent.version, version)))
    .returning();
  return row ?? null;
}

export type HomepageFields = Omit<typeof homepageSettings.$inferInsert, 'id' | 'version' | 'updatedAt'>;

export async function insertHomepage(tx: Database, fields: HomepageFields) {
  const [row] = await tx.insert(homepageSettings).values({ id: 1, ...fields, version: 1 }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The homepage row, locked until the transaction ends (an image upload reads the file it replaces). */
export async function lockHomepage(tx: Database) {
  const [row] = await tx.select().from(homepageSettings).where(eq(homepageSettings.id, 1)).limit(1).for('update');
  return row ?? null;
}

/** Sets (or clears) the hero image, whatever version the texts are at, and moves the version on. */
export async function setHeroImage(tx: Database, image: { url: string; key: string } | null) {
  const fields = { heroImageUrl: image?.url ?? null, heroImageKey: image?.key ?? null };
  const [row] = await tx
    .insert(homepageSettings)
    .values({ id: 1, ...fields, version: 1 })
    .onConflictDoUpdate({ target: homepageSettings.id, set: { ...fields, version: sql`${homepageSettings.version} + 1`, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updateHomepageAt(tx: Database, version: number, fields: HomepageFields) {
  const [row] = await tx
    .update(homepageSettings)
    .set({ ...fields, version: sql`${homepageSettings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(homepageSettings.id, 1), eq(homepageSettings.version, version)))
    .returning();
  return row ?? null;
}

export async function allMenuItems(db: Database) {
  return db.select().from(menuItems).orderBy(asc(menuItems.displayOrder), asc(menuItems.title), asc(menuItems.id));
}

export async function menuItemById(db: Database, id: string) {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return row ?? null;
}

export async function menuChildCount(db: Database, id: string) {
  const [row] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id));
  return row?.n ?? 0;
}

export async function menuSiblings(db: Database, parentId: string | null) {
  return db
    .select({ id: menuItems.id, displayOrder: menuItems.displayOrder })
    .from(menuItems)
    .where(parentId ? eq(menuItems.parentId, parentId) : isNull(menuItems.parentId))
    .orderBy(asc(menuItems.displayOrder));
}

export async function insertMenuItem(tx: Database, values: typeof menuItems.$inferInsert) {
  const [row] = await tx.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateMenuItem(tx: Database, id: string, values: Partial<typeof menuItems.$inferInsert>) {
  const [row] = await tx.update(menuItems).set(values).where(eq(menuItems.id, id)).returning();
  return row ?? null;
}

/** Removes an item; its children go with it (the foreign key cascades). */
export async function deleteMenuItem(tx: Database, id: string) {
  const rows = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  return rows.length === 1;
}

export async function setMenuOrder(tx: Database, ids: readonly string[]) {
  for (const [i, id] of ids.entries()) await tx.update(menuItems).set({ displayOrder: i }).where(eq(menuItems.id, id));
}

export async function allFooterLinks(db: Database) {
  return db.select().from(footerLinks).orderBy(asc(footerLinks.category), asc(footerLinks.displayOrder), asc(footerLinks.label), asc(footerLinks.id));
}

export async function footerLinkById(db: Database, id: string) {
  const [row] = await db.select().from(footerLinks).where(eq(footerLinks.id, id)).limit(1);
  return row ?? null;
}

export async function footerGroup(db: Database, category: 'quick-links' | 'support') {
  return db
    .select({ id: footerLinks.id, displayOrder: footerLinks.displayOrder })
    .from(footerLinks)
    .where(eq(footerLinks.category, category))
    .orderBy(asc(footerLinks.displayOrder));
}

export async function insertFooterLink(tx: Database, values: typeof footerLinks.$inferInsert) {
  const [row] = await tx.insert(footerLinks).values(values).returning();
  return row!;
}

export async function updateFooterLink(tx: Database, id: string, values: Partial<typeof footerLinks.$inferInsert>) {
  const [row] = await tx.update(footerLinks).set(values).where(eq(footerLinks.id, id)).returning();
  return row ?? null;
}

export async function deleteFooterLink(tx: Database, id: string) {
  const rows = await tx.delete(footerLinks).where(eq(footerLinks.id, id)).returning({ id: footerLinks.id });
  return rows.length === 1;
}

export async function setFooterOrder(tx: Database, ids: readonly string[]) {
  for (const [i, id] of ids.entries()) await tx.update(footerLinks).set({ displayOrder: i }).where(eq(footerLinks.id, id));
}

/** Subscribing twice is fine: the second time changes nothing. */
export async function subscribeToNewsletter(db: Database, email: string, locale: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, locale }).onConflictDoNothing();
}
