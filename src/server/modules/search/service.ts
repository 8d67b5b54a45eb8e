import { normalizeSearchQuery, SEARCH_GROUP_LIMIT } from '../../../domain/search';
import type { Database } from '../../db/client';
import type { SearchResults } from './dto';
import * as q from './queries';

const EMPTY: SearchResults = { products: [], designers: [], categories: [] };

export function createSearchService(db: Database) {
  return {
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
        designers: designers.map((d) => ({ slug: d.slug ?? '', fullName: d.fullName, avatarUrl: d.avatarUrl, country: d.country || 'Ethiopia' })),
        categories,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
