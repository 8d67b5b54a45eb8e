import { z } from 'zod';
import { productCardSchema } from '../catalog/api';
import { PRODUCTS_BY_IDS_MAX } from '../cart/rules';

export const favoriteSchema = z.object({ productId: z.string(), addedAt: z.string(), product: productCardSchema });
export type FavoriteDto = z.infer<typeof favoriteSchema>;

export const favoritesSchema = z.object({ items: z.array(favoriteSchema) });

export const favoriteChangeSchema = z.object({ productId: z.string(), favorited: z.boolean(), count: z.number().int() });

export const favoriteSkipReasons = ['INVALID_ID', 'PRODUCT_NOT_FOUND', 'FAVORITES_FULL'] as const;

export const favoritesMergeResultSchema = favoritesSchema.extend({
  merged: z.number().int(),
  skipped: z.array(z.object({ index: z.number().int(), productId: z.string().nullable(), reason: z.enum(favoriteSkipReasons) })),
});

export const productsByIdsSchema = z.object({ items: z.array(productCardSchema) });
export type FavoritesListDto = z.infer<typeof favoritesSchema>;
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;
export type FavoriteSkipReason = (typeof favoriteSkipReasons)[number];
export type FavoritesMergeResultDto = z.infer<typeof favoritesMergeResultSchema>;

// ---- Requests (the merge's field rules in cart/schemas.ts) ----

export { favoritesMergeSchema } from '../cart/schemas';
/** /api/favorites/:productId. */
export const favoriteParamsSchema = z.object({ productId: z.string().max(64) });
/** GET /api/products/by-ids: comma-separated ids, in the order wanted. */
export const productsByIdsQuerySchema = z.object({ ids: z.string().max(PRODUCTS_BY_IDS_MAX * 40).default('') });
