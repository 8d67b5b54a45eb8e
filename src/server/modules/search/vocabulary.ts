import { sql, type SQL } from 'drizzle-orm';
import { editDistance, keyTier, MATCH_TIERS, PREFIX_MIN, skeleton, SKELETON_MIN, SKELETON_MIN_CONSONANTS, typoBudget, type MatchTier, type QueryWord } from '../../../domain/search';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/*
 * Step one of a search (decision 036): each query word is looked up in the vocabulary (search_terms,
 * a few thousand folded keys), never in the catalogue. A prefix, a skeleton and a trigram lookup
 * there are cheap; what they return is then matched against products by exact keys through the
 * GIN index on products.search_keys. So no product is ever scored for similarity.
 */

/** At most this many vocabulary keys per word and way of matching (prefix, skeleton, trigram). */
const TERMS_PER_WAY = 40;
/** A prefix of 2–3 letters begins hundreds of words: only its shortest few are looked for. */
const PREFIX_TERMS_SHORT = sql.raw('12');

/** A query word with the stored keys that answer it, by tier. */
export interface ResolvedWord {
  word: QueryWord;
  /** Stored keys by tier (folded, prefix, synonym); 'exact' is the word's own '='-marked form. */
  strong: Map<string, MatchTier>;
  /** Keys within the word's typo budget (looked for only when the strong ones find too little). */
  typo: string[];
  /** For "did you mean": the closest typo key, when the word had no key of its own in the vocabulary. */
  correction: string | null;
  /** Synonym keys of a group scoped to one category: they count only for that category's products (key → category id). */
  scope: Map<string, string>;
  /**
   * Shown products holding each key looked up (search_key_counts, decision 049): a key no shown
   * product holds cannot match one, so the product steps leave it out, and a step whose only new
   * keys are such keys is not run.
   */
  held: Map<string, number>;
  /** Shown products when the word was looked up (product_counts); 0 when the word found no key at all. */
  shown: number;
}


const textArray = (items: readonly string[]) =>
  items.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

/** The vocabulary lookups of one word, each row tagged with the word's position. */
function lookupsOf(word: QueryWord, index: number): SQL[] {
  const w = sql.raw(String(index));
  const longest = word.keys.reduce((a, b) => (b.length > a.length ? b : a), '');
  const prefixes = word.prefix ? word.keys.filter((k) => k.length >= PREFIX_MIN) : [];
  const skeletons = word.keys.filter((k) => k.length >= SKELETON_MIN).map(skeleton).filter((s) => s.length >= SKELETON_MIN_CONSONANTS);
  const limit = sql.raw(String(TERMS_PER_WAY));
  // Keys are a–z and digits only (foldWord), so no LIKE wildcard can reach the patterns.
  return [
    sql`(select ${w} as w, term, false as syn, null::text as cat from search_terms where term = any(${textArray(word.keys)}))`,
    // The other words of the synonym groups of the word's keys (in the vocabulary or not), with the group's category, if scoped.
    sql`(select ${w}, b.key, true, g.category_id::text from search_synonym_keys a join search_synonym_keys b on b.group_id = a.group_id and b.key <> a.key join search_synonym_groups g on g.id = a.group_id where a.key = any(${textArray(word.keys)}))`,
    // The shortest words a prefix begins: 'ka' stands for kamis far more often than for kamisna.
    ...prefixes.map((p) => sql`(select ${w}, term, false, null from search_terms where term like ${`${p}%`} order by length(term), term limit ${p.length < 4 ? PREFIX_TERMS_SHORT : limit})`),
    ...(skeletons.length ? [sql`(select ${w}, term, false, null from search_terms where skeleton = any(${textArray(skeletons)}) limit ${limit})`] : []),
    ...(typoBudget(longest) > 0
      ? // Through the trigram index (search_terms_similar, migration 0035), never a read of every key.
        word.keys.filter((k) => typoBudget(k) > 0).map((k) => sql`(select ${w}, s.term, false, null from search_terms_similar(${k}, ${limit}) as s(term))`)
      : []),
  ];
}

interface LookupRow {
  term: string;
  syn: boolean;
  cat: string | null;
  held: number | string;
  shown: number | string;
}

function resolveWord(word: QueryWord, rows: readonly LookupRow[], shown: number): ResolvedWord {
  const synonyms = new Set(rows.filter((r) => r.syn).map((r) => r.term));
  const strong = new Map<string, MatchTier>();
  const typo: { key: string; distance: number }[] = [];
  for (const { term } of rows) {
    const tier = keyTier(word, term, synonyms);
    if (tier === null) continue;
    if (tier === MATCH_TIERS.typo) typo.push({ key: term, distance: typoDistance(word, term) });
    else if (!strong.has(term) || (strong.get(term) ?? 9) > tier) strong.set(term, tier);
  }
  typo.sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key));
  const hasOwn = [...strong.values()].some((t) => t === MATCH_TIERS.folded || t === MATCH_TIERS.prefix);
  // A scoped synonym stays scoped only while being a synonym is its best claim: a key the word
  // also reaches by its own spelling or a prefix counts everywhere.
  const scope = new Map(rows.filter((r) => r.syn && r.cat !== null && strong.get(r.term) === MATCH_TIERS.synonym).map((r) => [r.term, r.cat!]));
  const held = new Map(rows.map((r) => [r.term, Number(r.held)]));
  return { word, strong, typo: [...new Set(typo.map((t) => t.key))], correction: hasOwn ? null : (typo[0]?.key ?? null), scope, held, shown };
}

function typoDistance(word: QueryWord, term: string): number {
  return Math.min(...word.keys.map((k) => editDistance(k, term, 3)));
}

/** Every word of a query resolved against the vocabulary, in one statement. */
export async function resolveWords(db: Database, words: readonly QueryWord[]): Promise<ResolvedWord[]> {
  if (words.length === 0) return [];
  // Each key with the number of shown products holding it, in the same statement (no round trip more).
  const result: unknown = await db.execute(
    sql`select u.w, u.term, u.syn, u.cat, coalesce(c.products, 0) as held, (select coalesce(sum(active), 0) from product_counts) as shown
      from (${sql.join(words.flatMap(lookupsOf), sql` union all `)}) u left join search_key_counts c on c.key = u.term`,
  );
  const rows = rowsOf<LookupRow & { w: number }>(result);
  const shown = Number(rows[0]?.shown ?? 0);
  return words.map((word, i) => resolveWord(word, rows.filter((r) => Number(r.w) === i), shown));
}

export { rowsOf, textArray };
