import type { ProductCardData } from '../catalog';

export interface Favorite {
  productId: string;
  addedAt: string;
  /** Null only for a favourite just added here, until the server answers with its card. */
  product: ProductCardData | null;
}

export interface FavoritesList {
  items: Favorite[];
}

export interface FavoritesMergeResult extends FavoritesList {
  merged: number;
  skipped: { index: number; productId: string | null; reason: 'INVALID_ID' | 'PRODUCT_NOT_FOUND' | 'FAVORITES_FULL' }[];
}
