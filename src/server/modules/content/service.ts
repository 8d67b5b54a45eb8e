import {
  contentSchemaFor,
  homepageLinkIssues,
  linkIssue,
  pageLinkIssues,
  type ContentLocale,
  type ContentSlug,
  type FooterGroup,
  type FooterLinkInput,
  type HomepageSettingsInput,
  type MenuItemInput,
} from '../../../domain/content';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditEntry, AuditExecutor } from '../../plugins/audit';
import type { ChangeEvent } from '../../plugins/realtime';
import type { CleanImage } from '../../plugins/uploads';
import type { Storage } from '../../plugins/storage';
import * as q from './queries';

export interface ContentAdminDeps {
  db: Database;
  audit: { record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> };
  publish: (event: ChangeEvent) => void;
  storage: Pick<Storage, 'put' | 'remove'>;
  imageVariants: Pick<FastifyInstance['imageVariants'], 'prepare' | 'remove'>;
}

const versionConflict = () =>
  conflict('VERSION_CONFLICT', 'Someone else saved this since you opened it. Reload to see the latest version, then make your change again.');

function refuseUnsafeLinks(issues: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(issues).map(([k, v]) => [k, [v]]));
  if (!Object.keys(fields).length) return;
  const code = Object.values(issues).includes('LINK_TOO_LONG') && !Object.values(issues).includes('LINK_UNSAFE') ? 'LINK_TOO_LONG' : 'LINK_UNSAFE';
  throw badRequest(code, 'Links must be a path on this site (/products) or an http:// or https:// address.', fields);
}

/** Uuids only reach the database: anything else is an id that cannot exist. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pageView = (row: { content: Record<string, unknown>; isActive: boolean; version: number; updatedAt: Date }) => ({
  content: row.content,
  isActive: row.isActive,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const homepageView = (row: Awaited<ReturnType<typeof q.readHomepageSettings>>) => ({
  heroTitle: row?.heroTitle ?? null,
  heroTitleAm: row?.heroTitleAm ?? null,
  heroSubtitle: row?.heroSubtitle ?? null,
  heroSubtitleAm: row?.heroSubtitleAm ?? null,
  heroCtaText: row?.heroCtaText ?? null,
  heroCtaTextAm: row?.heroCtaTextAm ?? null,
  heroCtaLink: row?.heroCtaLink ?? null,
  heroImageUrl: row?.heroImageUrl ?? null,
  featuredSectionTitle: row?.featuredSectionTitle ?? null,
  featuredSectionTitleAm: row?.featuredSectionTitleAm ?? null,
  featuredSectionSubtitle: row?.featuredSectionSubtitle ?? null,
  featuredSectionSubtitleAm: row?.featuredSectionSubtitleAm ?? null,
  version: row?.version ?? 0,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});
export type HomepageSettingsView = ReturnType<typeof homepageView>;

const menuView = (row: Awaited<ReturnType<typeof q.allMenuItems>>[number]) => ({
  id: row.id,
  title: row.title,
  titleAm: row.titleAm,
  url: row.url,
  isExternal: row.isExternal,
  isActive: row.isActive,
  displayOrder: row.displayOrder,
  parentId: row.parentId,
});
export type MenuItemView = ReturnType<typeof menuView>;

const footerView = (row: Awaited<ReturnType<typeof q.allFooterLinks>>[number]) => ({
  id: row.id,
  category: row.category,
  label: row.label,
  labelAm: row.labelAm,
  url: row.url,
  isActive: row.isActive,
  displayOrder: row.displayOrder,
});
export type FooterLinkView = ReturnType<typeof footerView>;

/**
 * What admins change of the shop's own words and links: page content, the homepage texts, the
 * header menu and the footer links. Every change is checked here, written with its audit entry in
 * one transaction, and announced afterwards (open pages refetch, cached answers are dropped).
 */
export function createContentAdminService({ db, audit, publish, storage, imageVariants }: ContentAdminDeps) {
  /** A file no row names any more; a failed removal leaves a stray file, never a broken page. */
  const forget = (key: string | null | undefined) => (key ? Promise.all([storage.remove(key), imageVariants.remove(key)]).then(() => undefined, () => undefined) : Promise.resolve());

  const menuItemNotFound = () => notFound('MENU_ITEM_NOT_FOUND', 'This menu item does not exist (any more).');
  const footerLinkNotFound = () => notFound('FOOTER_LINK_NOT_FOUND', 'This footer link does not exist (any more).');

  /** A parent must be a top-level item, and an item with children cannot become one: one level only. */
  async function checkParent(parentId: string | null, self: string | null) {
    if (!parentId) return;
    if (parentId === self) throw badRequest('MENU_TOO_DEEP', 'A menu item cannot be its own parent.', { parentId: ['MENU_TOO_DEEP'] });
    const parent = await q.menuItemById(db, parentId);
    if (!parent) throw notFound('MENU_PARENT_NOT_FOUND', 'The parent menu item does not exist (any more).');
    if (parent.parentId) throw badRequest('MENU_TOO_DEEP', 'Menu items have one level of children: a child cannot have children.', { parentId: ['MENU_TOO_DEEP'] });
    if (self && (await q.menuChildCount(db, self)) > 0) {
      throw badRequest('MENU_TOO_DEEP', 'This item has children of its own, so it cannot become a child.', { parentId: ['MENU_TOO_DEEP'] });
    }
  }

  return {
    async page(slug: ContentSlug) {
      const rows = await q.pageRows(db, slug);
      const of = (locale: ContentLocale) => {
        const row = rows.find((r) => r.locale === locale);
        return row ? pageView(row) : null;
      };
      return { slug, locales: { en: of('en'), 'am-ET': of('am-ET') } };
    },

    async savePage(actor: AuditActor, slug: ContentSlug, locale: ContentLocale, input: { content: unknown; isActive: boolean; version: number }) {
      const parsed = contentSchemaFor(slug).safeParse(input.content);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fields[['content', ...issue.path].join('.')] ??= []).push(issue.message);
        throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', fields);
      }
      refuseUnsafeLinks(pageLinkIssues(parsed.data));
      const content = parsed.data as Record<string, unknown>;
      const saved = await db.transaction(async (tx) => {
        const before = await q.pageRow(tx, slug, locale);
        const row = input.version === 0 ? await q.insertPage(tx, slug, locale, content, input.isActive) : await q.updatePageAt(tx, slug, locale, input.version, content, input.isActive);
        if (!row) throw versionConflict();
        await audit.record(tx, actor, {
          kind: 'content.page_saved',
          targetType: 'page_content',
          targetId: `${slug}:${locale}`,
          before: before ? { content: before.content, isActive: before.isActive, version: before.version } : null,
          after: { content: row.content, isActive: row.isActive, version: row.version },
        });
        return row;
      });
      publish({ topic: 'page_content', action: input.version === 0 ? 'insert' : 'update', id: slug });
      return { slug, locale, ...pageView(saved) };
    },

    homepage: async () => homepageView(await q.readHomepageSettings(db)),

    async saveHomepage(actor: AuditActor, input: HomepageSettingsInput) {
      refuseUnsafeLinks(homepageLinkIssues(input));
      const { version, ...fields } = input;
      const saved = await db.transaction(async (tx) => {
        const before = await q.readHomepageSettings(tx);
        const row = version === 0 ? await q.insertHomepage(tx, fields) : await q.updateHomepageAt(tx, version, fields);
        if (!row) throw versionConflict();
        await audit.record(tx, actor, { kind: 'content.homepage_saved', targetType: 'homepage_settings', targetId: '1', before: before ? homepageView(before) : null, after: homepageView(row) });
        return row;
      });
      publish({ topic: 'homepage_settings', action: 'update', id: '1' });
      return homepageView(saved);
    },

    /**
     * The hero image through the upload pipeline (issue 41): the upload plugin has decoded it and
     * stripped its metadata; here it is stored with its variants and named by the homepage row in
     * one transaction with its audit entry. The file it replaces is removed once the row names the
     * new one; a failed write removes the new file. `null` takes the image off (its file removed).
     * The texts' version moves on, so a form opened before learns of it.
     */
    async setHeroImage(actor: AuditActor, image: CleanImage | null) {
      const key = image ? `homepage/hero-${randomUUID()}.webp` : null;
      let url: string | null = null;
      if (image && key) {
        url = (await storage.put(key, image.data, 'image/webp')).url;
        try {
          await imageVariants.prepare(key, image.data, image.width);
        } catch (err) {
          await forget(key);
          throw err;
        }
      }
      let replaced: string | null = null;
      let saved;
      try {
        saved = await db.transaction(async (tx) => {
          const before = await q.lockHomepage(tx);
          replaced = before?.heroImageKey ?? null;
          const row = await q.setHeroImage(tx, key && url ? { url, key } : null);
          await audit.record(tx, actor, {
            kind: image ? 'content.hero_image_uploaded' : 'content.hero_image_removed',
            targetType: 'homepage_settings',
            targetId: '1',
            before: { heroImageUrl: before?.heroImageUrl ?? null },
            after: { heroImageUrl: row.heroImageUrl, ...(image ? { width: image.width, height: image.height } : {}) },
          });
          return row;
        });
      } catch (err) {
        await forget(key);
        throw err;
      }
      await forget(replaced);
      publish({ topic: 'homepage_settings', action: 'update', id: '1' });
      return homepageView(saved);
    },

    menu: async () => (await q.allMenuItems(db)).map(menuView),

    async createMenuItem(actor: AuditActor, input: MenuItemInput) {
      refuseUnsafeLinks(linkIssue(input.url) ? { url: linkIssue(input.url)! } : {});
      await checkParent(input.parentId, null);
      const row = await db.transaction(async (tx) => {
        const siblings = await q.menuSiblings(tx, input.parentId);
        const created = await q.insertMenuItem(tx, { ...input, displayOrder: siblings.reduce((m, s) => Math.max(m, s.displayOrder + 1), 0) });
        await audit.record(tx, actor, { kind: 'content.menu_item_created', targetType: 'menu_item', targetId: created.id, before: null, after: menuView(created) });
        return created;
      });
      publish({ topic: 'menu_items', action: 'insert', id: row.id });
      return menuView(row);
    },

    async updateMenuItem(actor: AuditActor, id: string, input: MenuItemInput) {
      if (!UUID.test(id)) throw menuItemNotFound();
      refuseUnsafeLinks(linkIssue(input.url) ? { url: linkIssue(input.url)! } : {});
      const current = await q.menuItemById(db, id);
      if (!current) throw menuItemNotFound();
      await checkParent(input.parentId, id);
      const row = await db.transaction(async (tx) => {
        const before = await q.menuItemById(tx, id);
        if (!before) throw menuItemNotFound();
        // Moving under another parent puts the item last there.
        const moved = before.parentId !== input.parentId;
        const displayOrder = moved ? (await q.menuSiblings(tx, input.parentId)).reduce((m, s) => Math.max(m, s.displayOrder + 1), 0) : before.displayOrder;
        const updated = await q.updateMenuItem(tx, id, { ...input, displayOrder });
        if (!updated) throw menuItemNotFound();
        await audit.record(tx, actor, { kind: 'content.menu_item_updated', targetType: 'menu_item', targetId: id, before: menuView(before), after: menuView(updated) });
        return updated;
      });
      publish({ topic: 'menu_items', action: 'update', id });
      return menuView(row);
    },

    async deleteMenuItem(actor: AuditActor, id: string) {
      if (!UUID.test(id)) throw menuItemNotFound();
      await db.transaction(async (tx) => {
        const before = await q.menuItemById(tx, id);
        if (!before) throw menuItemNotFound();
        const children = (await q.allMenuItems(tx)).filter((m) => m.parentId === id).map(menuView);
        if (!(await q.deleteMenuItem(tx, id))) throw menuItemNotFound();
        await audit.record(tx, actor, { kind: 'content.menu_item_deleted', targetType: 'menu_item', targetId: id, before: { ...menuView(before), children }, after: null });
      });
      publish({ topic: 'menu_items', action: 'delete', id });
    },

    /** A new order for the children of one parent (or the top level): exactly the ids there now. */
    async reorderMenu(actor: AuditActor, parentId: string | null, ids: readonly string[]) {
      if (new Set(ids).size !== ids.length) throw badRequest('ORDER_INVALID', 'Each item appears once in an order.', { ids: ['ORDER_INVALID'] });
      await db.transaction(async (tx) => {
        const siblings = await q.menuSiblings(tx, parentId);
        const current = siblings.map((s) => s.id);
        if (current.length !== ids.length || !ids.every((id) => current.includes(id))) {
          throw conflict('ORDER_STALE', 'The menu changed since you loaded it. Reload to see the latest items, then reorder again.');
        }
        await q.setMenuOrder(tx, ids);
        await audit.record(tx, actor, { kind: 'content.menu_reordered', targetType: 'menu_item', targetId: parentId, before: current, after: ids });
      });
      publish({ topic: 'menu_items', action: 'update' });
      return (await q.allMenuItems(db)).map(menuView);
    },

    footer: async () => (await q.allFooterLinks(db)).map(footerView),

    async createFooterLink(actor: AuditActor, input: FooterLinkInput) {
      refuseUnsafeLinks(linkIssue(input.url) ? { url: linkIssue(input.url)! } : {});
      const row = await db.transaction(async (tx) => {
        const group = await q.footerGroup(tx, input.category);
        const created = await q.insertFooterLink(tx, { ...input, displayOrder: group.reduce((m, s) => Math.max(m, s.displayOrder + 1), 0) });
        await audit.record(tx, actor, { kind: 'content.footer_link_created', targetType: 'footer_link', targetId: created.id, before: null, after: footerView(created) });
        return created;
      });
      publish({ topic: 'footer_links', action: 'insert', id: row.id });
      return footerView(row);
    },

    async updateFooterLink(actor: AuditActor, id: string, input: FooterLinkInput) {
      if (!UUID.test(id)) throw footerLinkNotFound();
      refuseUnsafeLinks(linkIssue(input.url) ? { url: linkIssue(input.url)! } : {});
      const row = await db.transaction(async (tx) => {
        const before = await q.footerLinkById(tx, id);
        if (!before) throw footerLinkNotFound();
        const moved = before.category !== input.category;
        const displayOrder = moved ? (await q.footerGroup(tx, input.category)).reduce((m, s) => Math.max(m, s.displayOrder + 1), 0) : before.displayOrder;
        const updated = await q.updateFooterLink(tx, id, { ...input, displayOrder });
        if (!updated) throw footerLinkNotFound();
        await audit.record(tx, actor, { kind: 'content.footer_link_updated', targetType: 'footer_link', targetId: id, before: footerView(before), after: footerView(updated) });
        return updated;
      });
      publish({ topic: 'footer_links', action: 'update', id });
      return footerView(row);
    },

    async deleteFooterLink(actor: AuditActor, id: string) {
      if (!UUID.test(id)) throw footerLinkNotFound();
      await db.transaction(async (tx) => {
        const before = await q.footerLinkById(tx, id);
        if (!before || !(await q.deleteFooterLink(tx, id))) throw footerLinkNotFound();
        await audit.record(tx, actor, { kind: 'content.footer_link_deleted', targetType: 'footer_link', targetId: id, before: footerView(before), after: null });
      });
      publish({ topic: 'footer_links', action: 'delete', id });
    },

    async reorderFooter(actor: AuditActor, category: FooterGroup, ids: readonly string[]) {
      if (new Set(ids).size !== ids.length) throw badRequest('ORDER_INVALID', 'Each link appears once in an order.', { ids: ['ORDER_INVALID'] });
      await db.transaction(async (tx) => {
        const current = (await q.footerGroup(tx, category)).map((s) => s.id);
        if (current.length !== ids.length || !ids.every((id) => current.includes(id))) {
          throw conflict('ORDER_STALE', 'The footer links changed since you loaded them. Reload to see the latest, then reorder again.');
        }
        await q.setFooterOrder(tx, ids);
        await audit.record(tx, actor, { kind: 'content.footer_reordered', targetType: 'footer_link', targetId: category, before: current, after: ids });
      });
      publish({ topic: 'footer_links', action: 'update' });
      return (await q.allFooterLinks(db)).map(footerView);
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
