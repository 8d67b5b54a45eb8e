import type { FavoriteDto, FavoritesMergeResultDto } from '@domain/favorites/api';

/**
 * A favourite as this device holds it: the API's shape, except that a favourite just added here
 * has no card (null) until the server answers with it.
 */
export type Favorite = Omit<FavoriteDto, 'product'> & { product: FavoriteDto['product'] | null };

export interface FavoritesList {
  items: Favorite[];
}

export type FavoritesMergeResult = Omit<FavoritesMergeResultDto, 'items'> & FavoritesList;
