import { countryFields } from '../../../domain/orders/countries';
import { normalizeSearchQuery, SEARCH_GROUP_LIMIT } from '../../../domain/search';
import type { Database } from '../../db/client';
import type { SearchResults } from '../../../domain/search/api';
import * as q from './queries';

const EMPTY: SearchResults = { products: [], designers: [], categories: [] };

/**
 * Prefixes of one, two and three letters, Latin and Ethiopic, so every path of the three
 * queries (name prefix, word prefix through the GIN index, a short and a long match list) runs.
 */
const WARM_UP_QUERIES = ['a', 'ha', 'ke', 'net', 's', 'sh', 'tib', 'w', 'ya', 'ሀ', 'ሐበ', 'ቀሚ'];

export function createSearchService({ db }: { db: Database }) {
  return {
    /**
     * Runs the search queries a few times, one after another, so the first shoppers after a start
     * do not pay for a cold engine: on PGlite the first searches took 25–80 ms and the same ones
     * 1–8 ms once the WebAssembly engine had run them (V8 compiles hot code paths on the way).
     */
    async warmUp(rounds = 2): Promise<void> {
      for (let round = 0; round < rounds; round += 1) {
        for (const query of WARM_UP_QUERIES) {
          await Promise.all([
            q.searchProducts(db, query, SEARCH_GROUP_LIMIT),
            q.searchDesigners(db, query, SEARCH_GROUP_LIMIT),
            q.searchCategories(db, query, SEARCH_GROUP_LIMIT),
          ]);
        }
      }
    },

    /** Header search: up to 5 products, designers and categories whose names match `raw`. */
    async search(raw: string): Promise<SearchResults> {
      const query = normalizeSearchQuery(raw);
      if (!query) return EMPTY;
      const [products, designers, categories] = await Promise.all([
        q.searchProducts(db, query, SEARCH_GROUP_LIMIT),
        q.searchDesigners(db, query, SEARCH_GROUP_LIMIT),
        q.searchCategories(db, query, SEARCH_GROUP_LIMIT),
      ]);
      return {
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          nameAm: p.nameAm,
          thumbUrl: p.thumbUrl ?? p.primaryImageUrl,
          priceMinor: p.priceMinor,
          category: p.categoryName ? { name: p.categoryName, nameAm: p.categoryNameAm } : null,
        })),
        // The query filters out designers without a slug; the fallback only satisfies the type.
        designers: designers.map((d) => ({ slug: d.slug ?? '', fullName: d.fullName, avatarUrl: d.avatarUrl, ...countryFields(d.country) })),
        categories,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
