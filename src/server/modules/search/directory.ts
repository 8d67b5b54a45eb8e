import { MATCH_TIERS, textTier, type MatchTier } from '../../../domain/search';
import type { Database } from '../../db/client';
import type { EventBus } from '../../plugins/realtime';
import { loadDirectory, type Directory } from './queries';
import type { ResolvedWord } from './vocabulary';

/*
 * Designers and categories are few (tens to a few hundred), so they are matched in memory by the
 * same tiers as products (domain/search textTier), which also forgives typos in a designer's name.
 * Their rows are kept between searches: reading them took two of a keystroke's four round trips
 * (issue 44). A change event on `designers` or `categories` drops the copy (on every instance,
 * through the event bus); so does a resync, and nothing is kept while the bus cannot be trusted.
 * A minute's age limit covers the paths that change a name without an event (an account's name).
 */

/** How long a copy may serve without an event saying it changed. */
export const DIRECTORY_MAX_AGE_MS = 60_000;

export function createDirectory({ db, events, now = Date.now }: { db: Database; events?: EventBus; now?: () => number }) {
  let kept: { at: number; load: Promise<Directory> } | null = null;
  const drop = () => {
    kept = null;
  };
  events?.subscribe((event) => {
    if (event.topic === 'designers' || event.topic === 'categories') drop();
  });
  events?.onResync(drop);

  return {
    get(): Promise<Directory> {
      const fresh = kept && now() - kept.at < DIRECTORY_MAX_AGE_MS && (events?.healthy() ?? true);
      if (!fresh) {
        const load = loadDirectory(db);
        kept = { at: now(), load };
        // A failed read is not kept: the next search reads again.
        load.catch(() => {
          if (kept?.load === load) drop();
        });
      }
      return kept!.load;
    },
    drop,
  };
}
export type SearchDirectory = ReturnType<typeof createDirectory>;

/**
 * The sum of the best tier per word, or null when a word matches none of the texts. A synonym
 * scoped to a category counts for that category's own name only (never for a designer's).
 */
function rankTexts(words: readonly ResolvedWord[], texts: readonly (string | null)[], categoryId: string | null = null): number | null {
  let total = 0;
  for (const w of words) {
    const synonyms = new Set(
      [...w.strong].filter(([key, tier]) => tier === MATCH_TIERS.synonym && (!w.scope.has(key) || w.scope.get(key) === categoryId)).map(([key]) => key),
    );
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

function best<T>(rows: readonly T[], texts: (row: T) => (string | null)[], name: (row: T) => string, words: readonly ResolvedWord[], limit: number, categoryOf: (row: T) => string | null = () => null): T[] {
  return rows
    .map((row) => ({ row, rank: rankTexts(words, texts(row), categoryOf(row)) }))
    .filter((r): r is { row: T; rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || name(a.row).localeCompare(name(b.row), 'en'))
    .slice(0, limit)
    .map((r) => r.row);
}

/** Designers with a profile page whose name matches every word, best first. */
export function matchDesigners(directory: Directory, words: readonly ResolvedWord[], limit: number) {
  if (words.length === 0) return [];
  return best(directory.designers.filter((d) => d.slug !== null), (d) => [d.fullName], (d) => d.fullName, words, limit);
}

/** Categories whose English or Amharic name matches every word, best first. */
export function matchCategories(directory: Directory, words: readonly ResolvedWord[], limit: number) {
  if (words.length === 0) return [];
  return best(directory.categories, (c) => [c.name, c.nameAm], (c) => c.name, words, limit, (c) => c.id).map(({ slug, name, nameAm }) => ({ slug, name, nameAm }));
}

/** Per word, the ids of categories and designers (user ids) whose names match it (the listing's filter). */
export function namedOwnersPerWord(directory: Directory, words: readonly ResolvedWord[]): { categoryIds: string[]; designerIds: string[] }[] {
  return words.map((w) => ({
    categoryIds: directory.categories.filter((c) => rankTexts([w], [c.name, c.nameAm], c.id) !== null).map((c) => c.id),
    designerIds: directory.designers.filter((d) => rankTexts([w], [d.fullName]) !== null).map((d) => d.id),
  }));
}
