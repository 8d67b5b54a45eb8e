import { z } from 'zod';
import { productCardSchema } from '../catalog/api';

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
