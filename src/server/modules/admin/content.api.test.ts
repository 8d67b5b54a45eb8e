import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import type { ChangeEvent } from '../../plugins/realtime';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let customer: Session;
let designer: Session;
const events: ChangeEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  customer = await signUp(t.app);
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  // A second admin, so two people can edit the same page.
  const second = await signUp(t.app, { fullName: 'Second Admin' });
  await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, second.userId));
  admin2 = second;
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const audits = (kind: string) => t.app.audit.list({ kind, limit: 50 });

interface PageAnswer {
  slug: string;
  locales: Record<'en' | 'am-ET', { content: Record<string, unknown>; version: number; isActive: boolean } | null>;
}

const aboutContent = (title: string) => ({
  hero: { badge: 'Badge', title, subtitle: 'Sub' },
  mission: { title: 'Mission', description: 'We help.' },
  story: { title: 'Story', paragraphs: ['One', 'Two'] },
  cta: { title: 'Join', subtitle: 'Come' },
});

const homepage = (version: number, overrides: Record<string, unknown> = {}) => ({
  heroTitle: 'Hero',
  heroTitleAm: 'ጀግና',
  heroSubtitle: 'Sub',
  heroSubtitleAm: null,
  heroCtaText: 'Shop',
  heroCtaTextAm: 'ይግዙ',
  heroCtaLink: '/products',
  featuredSectionTitle: 'Featured',
  featuredSectionTitleAm: '',
  featuredSectionSubtitle: '',
  featuredSectionSubtitleAm: '',
  version,
  ...overrides,
});

describe('admin content: access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/content/pages/about'],
    ['PUT', '/api/admin/content/pages/about/en', { content: aboutContent('x'), isActive: true, version: 1 }],
    ['GET', '/api/admin/homepage-settings'],
    ['PUT', '/api/admin/homepage-settings', homepage(1)],
    ['GET', '/api/admin/menu-items'],
    ['POST', '/api/admin/menu-items', { title: 'X', titleAm: null, url: '/x', isExternal: false, isActive: true, parentId: null }],
    ['GET', '/api/admin/footer-links'],
  ];
  it('refuses guests (401), customers and designers (403), and changes nothing', async () => {
    for (const [method, url, payload] of routes) {
      const options = { method: method as InjectOptions['method'], url, ...(payload ? { payload: payload as object } : {}) };
      expect((await call(null, options)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(customer, options)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await call(designer, options)).statusCode, `${method} ${url} designer`).toBe(403);
    }
    const about = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    expect(about.locales.en?.version).toBe(1);
    expect((await call(admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number }>().version).toBe(1);
  });

  it('answers admins, with no-store', async () => {
    for (const who of [admin, admin2]) {
      const res = await call(who, { method: 'GET', url: '/api/admin/menu-items' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('admin content: pages', () => {
  it('saves about in both languages; the public page shows it; events and audit entries follow', async () => {
    const before = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    // Warm the public cache, so the save must drop it.
    expect((await call(null, { method: 'GET', url: '/api/pages/about?locale=en' })).statusCode).toBe(200);
    events.length = 0;
    const en = await call(admin, { method: 'PUT', url: '/api/admin/content/pages/about/en', payload: { content: aboutContent('<script>alert(1)</script> New title'), isActive: true, version: before.locales.en!.version } });
    expect(en.statusCode).toBe(200);
    expect(en.json<{ version: number }>().version).toBe(before.locales.en!.version + 1);
    const am = await call(admin2, { method: 'PUT', url: '/api/admin/content/pages/about/am-ET', payload: { content: aboutContent('አዲስ ርዕስ'), isActive: true, version: before.locales['am-ET']!.version } });
    expect(am.statusCode).toBe(200);
    const publicEn = (await call(null, { method: 'GET', url: '/api/pages/about?locale=en' })).json<{ content: { hero: { title: string } } }>();
    // Hostile text is stored and served as text.
    expect(publicEn.content.hero.title).toBe('<script>alert(1)</script> New title');
    const publicAm = (await call(null, { method: 'GET', url: '/api/pages/about?locale=am-ET' })).json<{ content: { hero: { title: string } } }>();
    expect(publicAm.content.hero.title).toBe('አዲስ ርዕስ');
    expect(events.filter((e) => e.topic === 'page_content')).toHaveLength(2);
    const entries = await audits('content.page_saved');
    expect(entries.map((e) => e.targetId)).toEqual(expect.arrayContaining(['about:en', 'about:am-ET']));
    expect(entries.find((e) => e.targetId === 'about:am-ET')?.actorEmail).toBe(admin2.email);
  });

  it('refuses a save based on an older version (two admins), keeping the first', async () => {
    const { locales } = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/products' })).json<PageAnswer>();
    const v = locales.en!.version;
    const first = await call(admin, { method: 'PUT', url: '/api/admin/content/pages/products/en', payload: { content: { hero: { title: 'First', subtitle: 'a' } }, isActive: true, version: v } });
    expect(first.statusCode).toBe(200);
    const auditCount = (await audits('content.page_saved')).length;
    const second = await call(admin2, { method: 'PUT', url: '/api/admin/content/pages/products/en', payload: { content: { hero: { title: 'Second', subtitle: 'b' } }, isActive: true, version: v } });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: { code: string } }>().error.code).toBe('VERSION_CONFLICT');
    const now = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/products' })).json<PageAnswer>();
    expect((now.locales.en!.content as { hero: { title: string } }).hero.title).toBe('First');
    expect((await audits('content.page_saved')).length).toBe(auditCount);
  });

  it('creates an information page with version 0, once; a second create conflicts', async () => {
    const body = { content: { title: 'Shipping', subtitle: 'How we ship', body: '## Costs\n\n- Free over **75**\n- See [returns](/returns)' }, isActive: true, version: 0 };
    const created = await call(admin, { method: 'PUT', url: '/api/admin/content/pages/shipping/en', payload: body });
    expect(created.statusCode).toBe(200);
    expect(created.json<{ version: number }>().version).toBe(1);
    const again = await call(admin2, { method: 'PUT', url: '/api/admin/content/pages/shipping/en', payload: body });
    expect(again.statusCode).toBe(409);
    expect((await call(null, { method: 'GET', url: '/api/pages/shipping?locale=en' })).json<{ content: { title: string } }>().content.title).toBe('Shipping');
  });

  it('refuses bad content with clear codes and stores nothing', async () => {
    const { locales } = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    const v = locales.en!.version;
    const cases: [unknown, number, string][] = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ content: aboutContent('x'), isActive: true }, 400, 'VALIDATION_FAILED'],
      [{ content: aboutContent('x'), isActive: 'yes', version: v }, 400, 'VALIDATION_FAILED'],
      [{ content: { hero: 'x' }, isActive: true, version: v }, 400, 'VALIDATION_FAILED'],
      [{ content: aboutContent('x'.repeat(5_000)), isActive: true, version: v }, 400, 'VALIDATION_FAILED'],
      [{ content: { ...aboutContent('x'), extra: 1 }, isActive: true, version: v }, 400, 'VALIDATION_FAILED'],
      [{ content: aboutContent('a\u0000b'), isActive: true, version: v }, 400, ''],
      [{ content: { ...aboutContent('x'), mission: { title: 'M', description: 'see [this](javascript:alert(1))' } }, isActive: true, version: v }, 400, 'LINK_UNSAFE'],
      [{ content: { ...aboutContent('x'), mission: { title: 'M', description: '[x](data:text/html,hi)' } }, isActive: true, version: v }, 400, 'LINK_UNSAFE'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/content/pages/about/en', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(status);
      if (code) expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect((await call(admin, { method: 'PUT', url: '/api/admin/content/pages/nope/en', payload: { content: {}, isActive: true, version: 1 } })).statusCode).toBe(400);
    expect((await call(admin, { method: 'PUT', url: '/api/admin/content/pages/about/fr', payload: { content: aboutContent('x'), isActive: true, version: v } })).statusCode).toBe(400);
    const after = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    expect(after.locales.en!.version).toBe(v);
  });

  it('leaves nothing half-written when the audit entry cannot be written', async () => {
    const { locales } = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    const original = t.app.audit.record;
    t.app.audit.record = async () => {
      throw new Error('audit down');
    };
    events.length = 0;
    try {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/content/pages/about/en', payload: { content: aboutContent('Never stored'), isActive: true, version: locales.en!.version } });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.audit.record = original;
    }
    const after = (await call(admin, { method: 'GET', url: '/api/admin/content/pages/about' })).json<PageAnswer>();
    expect(after.locales.en).toEqual(locales.en);
    expect(events).toHaveLength(0);
  });
});

describe('admin content: homepage settings', () => {
  it('saves with the version, refuses a stale one, and the public site shows the change', async () => {
    const current = (await call(admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number }>();
    await call(null, { method: 'GET', url: '/api/site' });
    events.length = 0;
    const saved = await call(admin, { method: 'PUT', url: '/api/admin/homepage-settings', payload: homepage(current.version, { heroTitle: '<b>Bold</b> hero' }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ featuredSectionTitleAm: string | null; version: number }>()).toMatchObject({ featuredSectionTitleAm: null, version: current.version + 1 });
    const site = (await call(null, { method: 'GET', url: '/api/site' })).json<{ hero: { title: string } }>();
    expect(site.hero.title).toBe('<b>Bold</b> hero');
    expect(events.map((e) => e.topic)).toEqual(['homepage_settings']);
    const stale = await call(admin2, { method: 'PUT', url: '/api/admin/homepage-settings', payload: homepage(current.version, { heroTitle: 'Stale' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { code: string } }>().error.code).toBe('VERSION_CONFLICT');
    expect((await audits('content.homepage_saved')).length).toBe(1);
  });

  it('refuses javascript: and data: links, wrong types, missing fields and huge texts', async () => {
    const { version } = (await call(admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number }>();
    for (const link of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'vbscript:x']) {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/homepage-settings', payload: homepage(version, { heroCtaLink: link }) });
      expect(res.statusCode, link).toBe(400);
      expect(res.json<{ error: { code: string; fields: Record<string, string[]> } }>().error).toMatchObject({ code: 'LINK_UNSAFE', fields: { heroCtaLink: ['LINK_UNSAFE'] } });
    }
    // The hero image is uploaded (hero-image.api.test.ts), never typed: an address is an unknown field.
    const image = await call(admin, { method: 'PUT', url: '/api/admin/homepage-settings', payload: homepage(version, { heroImageUrl: 'javascript:alert(1)' }) });
    expect(image.statusCode).toBe(400);
    for (const payload of [{}, homepage(version, { heroTitle: 5 }), homepage(version, { heroTitle: 'x'.repeat(100_000) }), { ...homepage(version), admin: true }, homepage(version, { version: 'one' })]) {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/homepage-settings', payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number }>().version).toBe(version);
  });
});

interface MenuItem {
  id: string;
  title: string;
  url: string;
  isActive: boolean;
  parentId: string | null;
  displayOrder: number;
}

describe('admin content: menu items', () => {
  const item = (overrides: Record<string, unknown> = {}) => ({ title: 'Journal', titleAm: 'መጽሔት', url: '/about', isExternal: false, isActive: true, parentId: null, ...overrides });
  const list = async () => (await call(admin, { method: 'GET', url: '/api/admin/menu-items' })).json<{ items: MenuItem[] }>().items;

  it('creates, edits, nests one level, reorders and deletes, each with an audit entry and an event', async () => {
    events.length = 0;
    const created = await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload: item({ title: '<img src=x onerror=alert(1)>' }) });
    expect(created.statusCode).toBe(201);
    const parent = created.json<{ item: MenuItem }>().item;
    expect(parent.title).toBe('<img src=x onerror=alert(1)>');
    const child = (await call(admin2, { method: 'POST', url: '/api/admin/menu-items', payload: item({ title: 'Child', parentId: parent.id, url: 'https://tibeb.example/journal', isExternal: true }) })).json<{ item: MenuItem }>().item;
    expect(child.parentId).toBe(parent.id);

    // One level only: a child of a child, or a parent made a child.
    const deep = await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload: item({ parentId: child.id }) });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ error: { code: string } }>().error.code).toBe('MENU_TOO_DEEP');
    const top = (await list()).find((m) => m.parentId === null && m.id !== parent.id)!;
    const parentUnder = await call(admin, { method: 'PUT', url: `/api/admin/menu-items/${parent.id}`, payload: item({ parentId: top.id }) });
    expect(parentUnder.json<{ error: { code: string } }>().error.code).toBe('MENU_TOO_DEEP');
    const self = await call(admin, { method: 'PUT', url: `/api/admin/menu-items/${top.id}`, payload: item({ parentId: top.id }) });
    expect(self.json<{ error: { code: string } }>().error.code).toBe('MENU_TOO_DEEP');

    const edited = await call(admin, { method: 'PUT', url: `/api/admin/menu-items/${parent.id}`, payload: item({ title: 'Journal', isActive: false }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ item: MenuItem }>().item).toMatchObject({ title: 'Journal', isActive: false });

    const tops = (await list()).filter((m) => m.parentId === null).map((m) => m.id);
    const reversed = [...tops].reverse();
    const reordered = await call(admin, { method: 'PUT', url: '/api/admin/menu-items/order', payload: { parentId: null, ids: reversed } });
    expect(reordered.statusCode).toBe(200);
    expect((await list()).filter((m) => m.parentId === null).map((m) => m.id)).toEqual(reversed);
    // An order that misses an item (someone added one meanwhile) is stale.
    const stale = await call(admin, { method: 'PUT', url: '/api/admin/menu-items/order', payload: { parentId: null, ids: reversed.slice(1) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { code: string } }>().error.code).toBe('ORDER_STALE');
    const dup = await call(admin, { method: 'PUT', url: '/api/admin/menu-items/order', payload: { parentId: null, ids: [reversed[0], reversed[0]] } });
    expect(dup.json<{ error: { code: string } }>().error.code).toBe('ORDER_INVALID');

    const removed = await call(admin, { method: 'DELETE', url: `/api/admin/menu-items/${parent.id}` });
    expect(removed.statusCode).toBe(200);
    const after = await list();
    expect(after.some((m) => m.id === parent.id || m.id === child.id)).toBe(false);

    expect(events.filter((e) => e.topic === 'menu_items').map((e) => e.action)).toEqual(['insert', 'insert', 'update', 'update', 'delete']);
    for (const kind of ['content.menu_item_created', 'content.menu_item_updated', 'content.menu_reordered', 'content.menu_item_deleted']) expect((await audits(kind)).length, kind).toBeGreaterThan(0);
    const deletion = (await audits('content.menu_item_deleted'))[0]!;
    expect((deletion.before as { children: unknown[] }).children).toHaveLength(1);
  });

  it('refuses unsafe links, unknown ids and bad input, storing nothing', async () => {
    const before = await list();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x']) {
      const res = await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload: item({ url }) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('LINK_UNSAFE');
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, { method: 'PUT', url: `/api/admin/menu-items/${missing}`, payload: item() })).json<{ error: { code: string } }>().error.code).toBe('MENU_ITEM_NOT_FOUND');
    expect((await call(admin, { method: 'PUT', url: '/api/admin/menu-items/not-a-uuid', payload: item() })).statusCode).toBe(404);
    expect((await call(admin, { method: 'DELETE', url: `/api/admin/menu-items/${missing}` })).statusCode).toBe(404);
    expect((await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload: item({ parentId: missing }) })).json<{ error: { code: string } }>().error.code).toBe('MENU_PARENT_NOT_FOUND');
    for (const payload of [{}, item({ title: '' }), item({ title: 'x'.repeat(61) }), item({ isActive: 'yes' }), item({ parentId: 'x' }), item({ title: 'a\u0000b' }), { ...item(), extra: 1 }]) {
      expect((await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list()).toEqual(before);
  });

  it('the public header data follows: active top-level items only', async () => {
    const created = (await call(admin, { method: 'POST', url: '/api/admin/menu-items', payload: item({ title: 'Hidden one', isActive: false }) })).json<{ item: MenuItem }>().item;
    const site = (await call(null, { method: 'GET', url: '/api/site' })).json<{ menu: { id: string }[] }>();
    expect(site.menu.some((m) => m.id === created.id)).toBe(false);
    await call(admin, { method: 'PUT', url: `/api/admin/menu-items/${created.id}`, payload: item({ title: 'Hidden one', isActive: true }) });
    const after = (await call(null, { method: 'GET', url: '/api/site' })).json<{ menu: { id: string }[] }>();
    expect(after.menu.some((m) => m.id === created.id)).toBe(true);
  });
});

describe('admin content: footer links', () => {
  const link = (overrides: Record<string, unknown> = {}) => ({ category: 'support', label: 'FAQ', labelAm: 'ጥያቄዎች', url: '/help', isActive: true, ...overrides });
  interface FooterLink {
    id: string;
    category: string;
    label: string;
  }
  const list = async () => (await call(admin, { method: 'GET', url: '/api/admin/footer-links' })).json<{ items: FooterLink[] }>().items;

  it('creates, moves between groups, reorders a group and deletes, with audit entries and events', async () => {
    events.length = 0;
    const created = (await call(admin, { method: 'POST', url: '/api/admin/footer-links', payload: link() })).json<{ item: FooterLink }>().item;
    const moved = await call(admin, { method: 'PUT', url: `/api/admin/footer-links/${created.id}`, payload: link({ category: 'quick-links' }) });
    expect(moved.json<{ item: FooterLink }>().item.category).toBe('quick-links');
    const group = (await list()).filter((l) => l.category === 'quick-links').map((l) => l.id);
    expect(group[group.length - 1]).toBe(created.id);
    const order = [created.id, ...group.slice(0, -1)];
    expect((await call(admin, { method: 'PUT', url: '/api/admin/footer-links/order', payload: { category: 'quick-links', ids: order } })).statusCode).toBe(200);
    expect((await list()).filter((l) => l.category === 'quick-links').map((l) => l.id)).toEqual(order);
    const wrongGroup = await call(admin, { method: 'PUT', url: '/api/admin/footer-links/order', payload: { category: 'support', ids: order } });
    expect(wrongGroup.statusCode).toBe(409);
    const site = (await call(null, { method: 'GET', url: '/api/site' })).json<{ footer: { id: string }[] }>();
    expect(site.footer.some((f) => f.id === created.id)).toBe(true);
    expect((await call(admin, { method: 'DELETE', url: `/api/admin/footer-links/${created.id}` })).statusCode).toBe(200);
    expect(events.filter((e) => e.topic === 'footer_links').map((e) => e.action)).toEqual(['insert', 'update', 'update', 'delete']);
    for (const kind of ['content.footer_link_created', 'content.footer_link_updated', 'content.footer_reordered', 'content.footer_link_deleted']) expect((await audits(kind)).length, kind).toBe(1);
  });

  it('refuses unsafe links, unknown groups and ids', async () => {
    const before = await list();
    expect((await call(admin, { method: 'POST', url: '/api/admin/footer-links', payload: link({ url: 'javascript:alert(1)' }) })).json<{ error: { code: string } }>().error.code).toBe('LINK_UNSAFE');
    expect((await call(admin, { method: 'POST', url: '/api/admin/footer-links', payload: link({ category: 'legal' }) })).statusCode).toBe(400);
    expect((await call(admin, { method: 'DELETE', url: '/api/admin/footer-links/00000000-0000-4000-8000-000000000000' })).json<{ error: { code: string } }>().error.code).toBe('FOOTER_LINK_NOT_FOUND');
    expect(await list()).toEqual(before);
  });
});
