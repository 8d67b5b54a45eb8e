import { sql } from 'drizzle-orm';
import { editDistance, keyTier, MATCH_TIERS, PREFIX_MIN, skeleton, SKELETON_MIN, typoBudget, type MatchTier, type QueryWord } from '../../../domain/search';
import type { Database } from '../../db/client';
import { searchSynonymKeys, searchTerms } from '../../db/schema';

/*
 * Step one of a search (decision 036): each query word is looked up in the vocabulary (search_terms,
 * a few thousand folded keys), never in the catalogue. A prefix, a skeleton and a trigram lookup
 * there are cheap; what they return is then matched against products by exact keys through the
 * GIN index on products.search_keys. So no product is ever scored for similarity.
 */

/** At most this many vocabulary keys per word and way of matching (prefix, skeleton, trigram). */
const TERMS_PER_WAY = 40;

/** A query word with the stored keys that answer it, by tier. */
export interface ResolvedWord {
  word: QueryWord;
  /** Stored keys by tier (folded, prefix, synonym); 'exact' is the word's own '='-marked form. */
  strong: Map<string, MatchTier>;
  /** Keys within the word's typo budget (looked for only when the strong ones find too little). */
  typo: string[];
  /** For "did you mean": the closest typo key, when the word had no key of its own in the vocabulary. */
  correction: string | null;
}

/** Rows of db.execute on either driver (PGlite and node-postgres both answer { rows }). */
export const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const textArray = (items: readonly string[]) =>
  items.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

/** The synonym keys of any of `keys` (the other words of their groups). */
async function synonymsOf(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: searchSynonymKeys.key })
    .from(searchSynonymKeys)
    .where(
      sql`${searchSynonymKeys.groupId} in (select ${searchSynonymKeys.groupId} from ${searchSynonymKeys} where ${searchSynonymKeys.key} = any(${textArray(keys)}))
        and not (${searchSynonymKeys.key} = any(${textArray(keys)}))`,
    );
  return new Set(rows.map((r) => r.key));
}

async function resolveWord(db: Database, word: QueryWord): Promise<ResolvedWord> {
  const synonyms = await synonymsOf(db, word.keys);
  const longest = word.keys.reduce((a, b) => (b.length > a.length ? b : a), '');
  const prefixes = word.prefix ? word.keys.filter((k) => k.length >= PREFIX_MIN) : [];
  const skeletons = word.keys.filter((k) => k.length >= SKELETON_MIN).map(skeleton).filter((s) => s.length >= 2);
  const wantTypos = typoBudget(longest) > 0;
  // Keys are a–z and digits only (foldWord), so no LIKE wildcard can reach the patterns.
  const parts = [
    sql`(select ${searchTerms.term} from ${searchTerms} where ${searchTerms.term} = any(${textArray([...word.keys, ...synonyms])}))`,
    ...prefixes.map(
      (p) => sql`(select ${searchTerms.term} from ${searchTerms} where ${searchTerms.term} like ${`${p}%`} order by length(${searchTerms.term}), ${searchTerms.term} limit ${TERMS_PER_WAY})`,
    ),
    ...(skeletons.length
      ? [sql`(select ${searchTerms.term} from ${searchTerms} where ${searchTerms.skeleton} = any(${textArray(skeletons)}) limit ${TERMS_PER_WAY})`]
      : []),
    ...(wantTypos
      ? word.keys
          .filter((k) => typoBudget(k) > 0)
          .map((k) => sql`(select ${searchTerms.term} from ${searchTerms} where ${searchTerms.term} % ${k} order by ${searchTerms.term} <-> ${k} limit ${TERMS_PER_WAY})`)
      : []),
  ];
  const result: unknown = await db.execute(sql.join(parts, sql` union `));
  const strong = new Map<string, MatchTier>();
  const typo: { key: string; distance: number }[] = [];
  for (const { term } of rowsOf<{ term: string }>(result)) {
    const tier = keyTier(word, term, synonyms);
    if (tier === null) continue;
    if (tier === MATCH_TIERS.typo) typo.push({ key: term, distance: typoDistance(word, term) });
    else strong.set(term, tier);
  }
  typo.sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key));
  const hasOwn = word.keys.some((k) => strong.get(k) === MATCH_TIERS.folded) || [...strong.values()].some((t) => t === MATCH_TIERS.prefix);
  return { word, strong, typo: typo.map((t) => t.key), correction: hasOwn ? null : (typo[0]?.key ?? null) };
}

function typoDistance(word: QueryWord, term: string): number {
  return Math.min(...word.keys.map((k) => editDistance(k, term, 3)));
}

/** Every word of a query resolved against the vocabulary, one after another (PGlite has one connection). */
export async function resolveWords(db: Database, words: readonly QueryWord[]): Promise<ResolvedWord[]> {
  const out: ResolvedWord[] = [];
  for (const word of words) out.push(await resolveWord(db, word));
  return out;
}

export { textArray };
