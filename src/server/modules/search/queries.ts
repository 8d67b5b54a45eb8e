import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MATCH_TIERS, textTier, type MatchTier } from '../../../domain/search';
import type { Database } from '../../db/client';
import { categories, products, profiles } from '../../db/schema';
import type { ResolvedWord } from './vocabulary';

/*
 * Designers and categories are few (tens to a few hundred), so they are matched in memory by the
 * same tiers as products (domain/search textTier), which also forgives typos in a designer's name.
 */

/** The sum of the best tier per word, or null when a word matches none of the texts. */
function rankTexts(words: readonly ResolvedWord[], texts: readonly (string | null)[]): number | null {
  let total = 0;
  for (const w of words) {
    const synonyms = new Set([...w.strong].filter(([, tier]) => tier === MATCH_TIERS.synonym).map(([key]) => key));
    let best: MatchTier | null = null;
    for (const text of texts) {
      const tier = textTier(w.word, text, synonyms);
      if (tier !== null && (best === null || tier < best)) best = tier;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}

/** Per word, the ids of categories and designers (user ids) whose names match it (the listing's filter). */
export async function namedOwnersPerWord(db: Database, words: readonly ResolvedWord[]): Promise<{ categoryIds: string[]; designerIds: string[] }[]> {
  const [cats, designers] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, nameAm: categories.nameAm }).from(categories),
    db.select({ id: profiles.userId, fullName: profiles.fullName }).from(profiles).where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true))),
  ]);
  return words.map((w) => ({
    categoryIds: cats.filter((c) => rankTexts([w], [c.name, c.nameAm]) !== null).map((c) => c.id),
    designerIds: designers.filter((d) => rankTexts([w], [d.fullName]) !== null).map((d) => d.id),
  }));
}

function best<T>(rows: readonly T[], texts: (row: T) => (string | null)[], name: (row: T) => string, words: readonly ResolvedWord[], limit: number): T[] {
  return rows
    .map((row) => ({ row, rank: rankTexts(words, texts(row)) }))
    .filter((r): r is { row: T; rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || name(a.row).localeCompare(name(b.row), 'en'))
    .slice(0, limit)
    .map((r) => r.row);
}

/** Approved designers (with a profile page: not suspended, issue 41) whose name matches every word, best first. */
export async function searchDesigners(db: Database, words: readonly ResolvedWord[], limit: number) {
  if (words.length === 0) return [];
  const rows = await db
    .select({ slug: profiles.slug, fullName: profiles.fullName, avatarUrl: profiles.profileImageUrl, country: profiles.country })
    .from(profiles)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true), isNotNull(profiles.slug), isNull(profiles.shopSuspendedAt)))
    .orderBy(asc(profiles.fullName));
  return best(rows, (d) => [d.fullName], (d) => d.fullName, words, limit);
}

/** Categories whose English or Amharic name matches every word, best first. */
export async function searchCategories(db: Database, words: readonly ResolvedWord[], limit: number) {
  if (words.length === 0) return [];
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, nameAm: categories.nameAm })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return best(rows, (c) => [c.name, c.nameAm], (c) => c.name, words, limit);
}

/** A product name holding a word with this key, to spell a "did you mean" as shoppers read it. */
export async function nameWithKey(db: Database, key: string): Promise<{ name: string; nameAm: string | null } | null> {
  const [row] = await db
    .select({ name: products.name, nameAm: products.nameAm })
    .from(products)
    .where(and(eq(products.isActive, true), sql`${products.searchKeys} @> array[${key}]::text[]`))
    .limit(1);
  return row ?? null;
}
