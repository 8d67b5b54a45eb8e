import type { SizeCategory } from './types';

/**
 * Which size chart a product's category starts the guide on. Shop categories are free-form
 * slugs ('mens-traditional', 'kids-traditional', 'habesha-kemis'...); the shopper can always
 * change it in "What are you sizing?".
 */
export function sizeCategoryForSlug(slug: string | null | undefined): SizeCategory {
  const s = (slug ?? '').toLowerCase();
  if (/(^|[^a-z])(kid|kids|child|children|boys?|girls?|baby)([^a-z]|$)/.test(s)) return 'children';
  if (/(^|[^a-z])(men|mens|man|male|gents?)([^a-z]|$)/.test(s)) return 'men';
  return 'women';
}
