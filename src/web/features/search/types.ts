/** GET /api/search (src/server/modules/search/dto.ts). */
export interface ProductHit {
  id: string;
  name: string;
  nameAm: string | null;
  thumbUrl: string | null;
  /** USD minor units. */
  priceMinor: number;
  category: { name: string; nameAm: string | null } | null;
}

export interface DesignerHit {
  slug: string;
  fullName: string;
  avatarUrl: string | null;
  /** English name (or the stored text of an unknown country), and the Amharic name. */
  country: string;
  countryAm?: string | null;
  countryCode: string | null;
}

export interface CategoryHit {
  slug: string;
  name: string;
  nameAm: string | null;
}

export interface SearchResults {
  products: ProductHit[];
  designers: DesignerHit[];
  categories: CategoryHit[];
}
