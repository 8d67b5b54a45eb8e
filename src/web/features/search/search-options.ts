import type { CategoryHit, DesignerHit, ProductHit, SearchResults } from '@domain/search/api';

/** One row of the results list, in the order the arrow keys walk them. */
export type SearchOption =
  | { kind: 'product'; key: string; href: string; hit: ProductHit }
  | { kind: 'designer'; key: string; href: string; hit: DesignerHit }
  | { kind: 'category'; key: string; href: string; hit: CategoryHit }
  | { kind: 'all'; key: string; href: string };

export const productsSearchHref = (q: string) => `/products?search=${encodeURIComponent(q)}`;

/** Products, then designers, then categories, then 'See all results' when anything matched. */
export function searchOptions(results: SearchResults | undefined, q: string): SearchOption[] {
  if (!results) return [];
  const options: SearchOption[] = [
    ...results.products.map((hit) => ({ kind: 'product' as const, key: `p:${hit.id}`, href: `/product/${encodeURIComponent(hit.id)}`, hit })),
    ...results.designers.map((hit) => ({ kind: 'designer' as const, key: `d:${hit.slug}`, href: `/designers/${encodeURIComponent(hit.slug)}`, hit })),
    ...results.categories.map((hit) => ({ kind: 'category' as const, key: `c:${hit.slug}`, href: `/products?category=${encodeURIComponent(hit.slug)}`, hit })),
  ];
  if (options.length > 0 && q) options.push({ kind: 'all', key: 'all', href: productsSearchHref(q) });
  return options;
}

/** The highlighted row after a key press; -1 is none. Arrows wrap around, like most comboboxes. */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * Where Enter goes: the highlighted row, else the first result (docs/requirements/shop.md §4); when nothing
 * matched, the full product search, which also looks in descriptions, regions and designers.
 * Every match is the list's own 'See all results for …' row.
 */
export function enterTarget(options: SearchOption[], active: number, q: string): string | null {
  const target = (active >= 0 ? options[active] : undefined) ?? options[0];
  if (target) return target.href;
  return q ? productsSearchHref(q) : null;
}
