import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { LanguageCode } from './lib/i18n';
import enAdmin from './locales/en/admin.json';
import amAdmin from './locales/am-ET/admin.json';
import enOrders from './locales/en/orders.json';
import amOrders from './locales/am-ET/orders.json';
import enStudio from './locales/en/studio.json';
import amStudio from './locales/am-ET/studio.json';
import enProduct from './locales/en/studio-product.json';
import amProduct from './locales/am-ET/studio-product.json';
import enCommon from './locales/en/common.json';
import amCommon from './locales/am-ET/common.json';

/**
 * The shells of the studio and the console (docs/decisions/039), rendered from the source as the
 * server's renderer build renders them: with no session (the renderer never has one), the header,
 * the section's navigation and a skeleton, never a "sign in" that a signed-in designer would see
 * flash. The public data the header asks for cannot be fetched here (no server): the shell does
 * not depend on it.
 */
const texts = {
  en: { admin: enAdmin, orders: enOrders, studio: enStudio, product: enProduct, common: enCommon },
  'am-ET': { admin: amAdmin, orders: amOrders, studio: amStudio, product: amProduct, common: amCommon },
} as const;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe.each(['en', 'am-ET'] as const)('the studio and console shells in %s', (language: LanguageCode) => {
  const t = texts[language];
  const studioNav = [t.studio.nav.dashboard, t.studio.nav.addProduct, t.studio.nav.profile, t.studio.nav.earnings, t.studio.nav.messages];
  const signIns = [t.orders.designer.gate.signInTitle, t.product.page.signInTitle, t.admin.gate.signInTitle];

  const shell = async (url: string) => {
    const out = await render({ url, language, currency: 'USD' });
    expect(out.status, url).toBe(200);
    expect(out.state.language).toBe(language);
    // The header, whatever the page.
    expect(out.html).toContain('<header');
    expect(out.html).toContain('data-testid="mobile-menu-button"');
    for (const text of signIns) expect(out.html, `${url}: ${text}`).not.toContain(escapeHtml(text));
    return out.html;
  };

  it.each(['/designer-dashboard', '/designer/add-product', '/designer/profile', '/designer/earnings', '/designer/messages'])('%s: the studio navigation and a skeleton', async (url) => {
    const html = await shell(url);
    expect(html).toContain('data-testid="studio-nav"');
    expect(html).toContain(`aria-label="${escapeHtml(t.studio.nav.label)}"`);
    for (const label of studioNav) expect(html, label).toContain(escapeHtml(label));
    // The page's own link is marked as the current one.
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*href="${url}"|href="${url}"[^>]*aria-current="page"`));
    expect(html).toMatch(/aria-busy="true"|animate-pulse/);
  });

  it('/designer/add-product: its title in the hero', async () => {
    expect(await shell('/designer/add-product')).toContain(escapeHtml(t.product.page.addTitle));
  });

  it.each(['/admin', '/admin?section=products'])('%s: the console navigation and a skeleton', async (url) => {
    const html = await shell(url);
    expect(html).toContain('data-testid="admin-nav"');
    expect(html).toContain(escapeHtml(t.admin.nav.overview));
    expect(html).toContain(escapeHtml(t.admin.nav.products));
    expect(html).toContain('data-testid="admin-section-skeleton"');
    const current = url.includes('products') ? 'products' : 'overview';
    expect(html).toMatch(new RegExp(`href="/admin\\?section=${current}"[^>]*aria-current="page"|aria-current="page"[^>]*href="/admin\\?section=${current}"`));
  });
});
