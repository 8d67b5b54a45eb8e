import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../catalog/filters';
import { SYNONYM_GROUP_MAX, SYNONYM_WORD_MAX } from './synonyms';

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
  /** The query with a mistyped word spelled as the shop writes it, when a word was found only by its typo. */
  didYouMean: z.string().nullable(),
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

/** A synonym group as the console shows it; `categoryId` null when its words find each other in every category. */
export const synonymGroupSchema = z.object({ id: z.string().uuid(), words: z.array(z.string()), categoryId: z.string().uuid().nullable() });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export const synonymGroupListSchema = z.object({ groups: z.array(synonymGroupSchema) });

/** POST / PUT a group: its words, one word each (checked by domain/search checkSynonymGroup). */
export const synonymGroupInputSchema = z.object({
  words: z.array(z.string().trim().min(1).max(SYNONYM_WORD_MAX)).min(2).max(SYNONYM_GROUP_MAX),
  /** Only among this category's products; null or left out: everywhere. An unknown one is refused (400 SYNONYM_CATEGORY_UNKNOWN). */
  categoryId: z.string().uuid().nullable().default(null),
});
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;

/** The console's list of searches that found nothing in the last 30 days, most frequent first. */
export const searchMissSchema = z.object({ query: z.string(), count: z.number().int(), lastDay: z.string() });
export const searchMissListSchema = z.object({ days: z.number().int(), misses: z.array(searchMissSchema) });
export type SearchMissList = z.infer<typeof searchMissListSchema>;
