import { foldedKeys, searchKeysOf } from './fold';

/**
 * Raised whenever the folding table or the rules change: the search module re-keys products of an
 * older version when the server starts, so stored keys always fold like the query.
 */
export const SEARCH_KEYS_VERSION = 1;
/** A description adds at most this many keys (a pasted essay must not bloat the index). */
export const SEARCH_MORE_MAX_KEYS = 200;

export interface ProductSearchTexts {
  name: string;
  nameAm: string | null;
  region: string | null;
  description: string | null;
  descriptionAm: string | null;
}

/** The search columns of a product, to write beside its texts (every path that writes them). */
export function productSearchColumns(p: ProductSearchTexts): { searchKeys: string[]; searchMore: string[]; searchKeysVersion: number } {
  const searchKeys = searchKeysOf([p.name, p.nameAm, p.region]);
  const own = new Set(searchKeys);
  const searchMore = foldedKeys(searchKeysOf([p.description, p.descriptionAm]))
    .filter((k) => !own.has(k))
    .slice(0, SEARCH_MORE_MAX_KEYS);
  return { searchKeys, searchMore, searchKeysVersion: SEARCH_KEYS_VERSION };
}
