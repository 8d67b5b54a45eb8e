import { headerMenu } from '@domain/content';
import type { SiteData } from '../content';
import { localized } from '../../lib/localized';

export interface NavLink {
  key: string;
  label: string;
  to: string;
  external: boolean;
}

export const FALLBACK_NAV = [
  { key: 'shop', to: '/products' },
  { key: 'categories', to: '/categories' },
  { key: 'designers', to: '/designers' },
  { key: 'sale', to: '/sale' },
  { key: 'about', to: '/about' },
] as const;

/** Server menu items replace the fallback only when at least 4 come back; at most 5 are shown (the rule in @domain/content). */
export function resolveNav(menu: SiteData['menu'] | undefined, lang: string, t: (key: string) => string): NavLink[] {
  const state = headerMenu(menu ?? []);
  if (state.source === 'menu') {
    return state.shown.map((m) => ({ key: m.id, label: localized(lang, m.title, m.titleAm) ?? m.title, to: m.url, external: m.isExternal }));
  }
  return FALLBACK_NAV.map((n) => ({ key: n.key, label: t(`nav.${n.key}`), to: n.to, external: false }));
}
