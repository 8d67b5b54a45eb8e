import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../catalog/filters';

export const productHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  /** USD minor units; the web app converts to the shopper's currency. */
  priceMinor: z.number().int(),
  category: z.object({ name: z.string(), nameAm: z.string().nullable() }).nullable(),
});

export const designerHitSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** English name (or the stored text of an unknown country), and the Amharic name. */
  country: z.string(),
  countryAm: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export const categoryHitSchema = z.object({
  slug: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
});

export const searchResultsSchema = z.object({
  products: z.array(productHitSchema),
  designers: z.array(designerHitSchema),
  categories: z.array(categoryHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type ProductHit = z.infer<typeof productHitSchema>;
export type DesignerHit = z.infer<typeof designerHitSchema>;
export type CategoryHit = z.infer<typeof categoryHitSchema>;

/** GET /api/search: the words (trimmed; empty finds nothing). */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
