import { sql, type SQL } from 'drizzle-orm';
import { MATCH_TIERS, UNKNOWN_BOUNDS, type MatchBounds } from '../../../domain/search';
import type { Database } from '../../db/client';
import { withIndexScans, type IndexScanExecutor } from '../../db/index-scans';
import { listingSearchKeys, products } from '../../db/schema';
import { rowsOf, textArray, type ResolvedWord } from './vocabulary';

/*
 * Step two (decision 036): products whose stored keys hold, for every query word, one of the keys
 * step one found; an index lookup (`search_keys && array[…]`, GIN). Only a capped set of
 * candidates is ranked, never every match: a common word ('kemis') matches tens of thousands.
 */

/** What a step needs of the database (the steps run in one transaction, withIndexScans). */
type Executor = IndexScanExecutor;

/** Candidates ranked per step at most: the best of them are shown. */
export const RANKED_CANDIDATES = 200;
/** Rank of a word no stored key answers (the "most of the words" step). */
const MISSING_WORD = 10;

/** Whether some shown product holds `key` (a key not looked up, such as the exact word, is kept). */
const isHeld = (w: ResolvedWord, key: string) => (w.held.get(key) ?? 1) > 0;
/** The word's strong keys some shown product holds. */
const heldStrong = (w: ResolvedWord) => [...w.strong.keys()].filter((k) => isHeld(w, k));
/** The word's typo keys some shown product holds. */
const heldTypos = (w: ResolvedWord) => w.typo.filter((k) => isHeld(w, k));

/*
 * The keys a word is matched by against products' search_keys. A key no shown product holds
 * (search_key_counts, decision 049: a prefix's longer words, typo keys of inactive products) is
 * left out: it cannot match, and each key is one more GIN lookup and one more rank branch.
 */
function keysOf(w: ResolvedWord, withTypos: boolean): string[] {
  return [w.word.exact, ...heldStrong(w), ...(withTypos ? heldTypos(w) : [])];
}

/** Table columns a condition reads: the ranking's alias `p`, or the listing's bare table. */
interface Columns {
  keys: SQL;
  category: SQL;
}
const ALIASED: Columns = { keys: sql`p.search_keys`, category: sql`p.category_id` };

/**
 * `keys` holds one of these, where a category-scoped synonym counts only in its category (issue
 * 44: dress finds kemis among women's wear only).
 */
function holdsAny(keys: readonly string[], scope: ReadonlyMap<string, string>, columns: Columns): SQL {
  const everywhere = keys.filter((k) => !scope.has(k));
  const perCategory = new Map<string, string[]>();
  for (const k of keys) {
    const category = scope.get(k);
    if (category) perCategory.set(category, [...(perCategory.get(category) ?? []), k]);
  }
  const parts = everywhere.length ? [sql`${columns.keys} && ${textArray(everywhere)}`] : [];
  for (const [category, scoped] of perCategory) parts.push(sql`(${columns.category} = ${category}::uuid and ${columns.keys} && ${textArray(scoped)})`);
  return parts.length === 1 ? parts[0]! : sql`(${parts.length ? sql.join(parts, sql` or `) : sql`false`})`;
}

function wordMatches(w: ResolvedWord, withTypos: boolean): SQL {
  return holdsAny(keysOf(w, withTypos), w.scope, ALIASED);
}

/** The best tier a product's keys give one word, as SQL (least() skips the nulls). */
function wordTier(w: ResolvedWord, withTypos: boolean): SQL {
  const byTier = new Map<number, string[]>();
  for (const key of heldStrong(w)) {
    const tier = w.strong.get(key)!;
    byTier.set(tier, [...(byTier.get(tier) ?? []), key]);
  }
  const typos = withTypos ? heldTypos(w) : [];
  if (typos.length) byTier.set(MATCH_TIERS.typo, typos);
  const cases = [sql`case when p.search_keys && ${textArray([w.word.exact])} then ${sql.raw(String(MATCH_TIERS.exact))} end`];
  for (const [tier, keys] of [...byTier.entries()].sort((a, b) => a[0] - b[0])) {
    cases.push(sql`case when ${holdsAny(keys, w.scope, ALIASED)} then ${sql.raw(String(tier))} end`);
  }
  return sql`coalesce(least(${sql.join(cases, sql`, `)}), ${sql.raw(String(MISSING_WORD))})`;
}

export interface RankedProductRow {
  id: string;
  name: string;
  name_am: string | null;
  price_usd_minor: number;
  primary_image_url: string | null;
  thumb_url: string | null;
  category_name: string | null;
  category_name_am: string | null;
  rank: number;
}

/**
 * One step: candidates matching `where` (capped, unordered, so the scan stops early), ranked by
 * their tiers, then in stock, then units sold, then name.
 */
async function rankedStep(db: Executor, where: SQL, rank: SQL, exclude: readonly string[], limit: number): Promise<RankedProductRow[]> {
  const notSeen = exclude.length ? sql`and not (p.id = any(${sql`array[${sql.join(exclude.map((id) => sql`${id}`), sql`, `)}]::uuid[]`}))` : sql``;
  // Candidates first (capped, unordered: the scan stops at the cap), then the few best of them;
  // only those few get a thumbnail and their category's names.
  const result: unknown = await db.execute(sql`
    with c as (
      select p.id, p.name, p.name_am, p.price_usd_minor, p.primary_image_url, p.category_id, p.stock_quantity, ${rank} as rank
      from ${products} p
      where p.is_active and ${where} ${notSeen}
      limit ${sql.raw(String(RANKED_CANDIDATES))}
    ), best as (
      select c.*, (select coalesce(sum(oi.quantity), 0) from order_items oi where oi.product_id = c.id) as sold
      from c
      order by c.rank, (c.stock_quantity > 0) desc, sold desc, c.name, c.id
      limit ${limit}
    )
    select best.id, best.name, best.name_am, best.price_usd_minor, best.primary_image_url, best.rank,
      (select coalesce(i.thumb_url, i.public_url) from product_images i where i.product_id = best.id and i.is_primary limit 1) as thumb_url,
      cat.name as category_name, cat.name_am as category_name_am
    from best left join categories cat on cat.id = best.category_id
    order by best.rank, (best.stock_quantity > 0) desc, best.sold desc, best.name, best.id`);
  return rowsOf<RankedProductRow>(result);
}

/**
 * Active products for the header search, best first: every word matched by its strong keys; if
 * that finds fewer than `limit`, typos too; if still fewer and there are several words, the
 * products that have all but one of them.
 */
export async function searchProducts(db: Database, words: readonly ResolvedWord[], limit: number): Promise<RankedProductRow[]> {
  if (words.length === 0) return [];
  return withIndexScans(db, (tx) => searchSteps(tx, words, limit));
}

/*
 * No transaction for gin_fuzzy_search_limit (the word-prefix search set it for one word): its
 * BEGIN, SET and COMMIT cost three round trips on every keystroke, more than they saved. A very
 * common key ('kamis', most of the catalogue) makes the planner read the table in order and stop
 * at the cap; a rarer one is a GIN bitmap of its few rows; either way no more than the cap is ranked.
 */
async function searchSteps(db: Executor, words: readonly ResolvedWord[], limit: number): Promise<RankedProductRow[]> {
  const found: RankedProductRow[] = [];
  const rankOf = (withTypos: boolean) => sql.join(words.map((w) => wordTier(w, withTypos)), sql` + `);
  const allOf = (withTypos: boolean) => sql.join(words.map((w) => wordMatches(w, withTypos)), sql` and `);
  found.push(...(await rankedStep(db, allOf(false), rankOf(false), [], limit)));
  // Typo keys no shown product holds add nothing: the step would find what the first found.
  if (found.length < limit && words.some((w) => heldTypos(w).length > 0)) {
    found.push(...(await rankedStep(db, allOf(true), rankOf(true), found.map((r) => r.id), limit - found.length)));
  }
  if (found.length < limit && words.length > 1) {
    const matched = sql.join(words.map((w) => sql`(case when ${wordMatches(w, true)} then 1 else 0 end)`), sql` + `);
    const anyOf = sql`(${sql.join(words.map((w) => wordMatches(w, true)), sql` or `)}) and ${matched} >= ${words.length - 1}`;
    found.push(...(await rankedStep(db, anyOf, rankOf(true), found.map((r) => r.id), limit - found.length)));
  }
  return found;
}

/** Where the listing's condition is read: `products`, or the narrow `listing_search_keys` (decision 048). */
export type ListingTable = 'products' | 'keys';

const LISTING_COLUMNS: Record<ListingTable, Columns & { designer: SQL; more: SQL | null }> = {
  products: { keys: sql`${products.searchKeys}`, category: sql`${products.categoryId}`, designer: sql`${products.designerId}`, more: sql`${products.searchMore}` },
  keys: { keys: sql`${listingSearchKeys.keys}`, category: sql`${listingSearchKeys.categoryId}`, designer: sql`${listingSearchKeys.designerId}`, more: null },
};

/**
 * The listing's filter (/products?search=): every word matched in the names (the strong keys shown products hold, or its
 * typo keys when they hold none), the region, the category's or the designer's name; with
 * `descriptions`, in the descriptions too (on `products` only: the narrow table has no
 * description keys). On the table's own name, no alias.
 */
export function productListingCondition(
  words: readonly ResolvedWord[],
  owners: readonly { categoryIds: string[]; designerIds: string[] }[],
  descriptions: boolean,
  table: ListingTable = 'products',
): SQL {
  if (words.length === 0) return sql`false`;
  const columns = LISTING_COLUMNS[table];
  if (descriptions && !columns.more) throw new Error('listing_search_keys holds no description keys');
  return sql.join(
    words.map((w, i) => {
      // Typos only for a word that no shown product's names hold by a strong key.
      const keys = keysOf(w, heldStrong(w).length === 0);
      // Descriptions' keys are not counted: every key the word has, typos when it has no strong one.
      const folded = [...w.strong.keys(), ...(w.strong.size === 0 ? w.typo : [])];
      const { categoryIds = [], designerIds = [] } = owners[i] ?? {};
      const parts = [holdsAny(keys, w.scope, columns)];
      if (descriptions && columns.more) parts.push(holdsAny(folded, w.scope, { keys: columns.more, category: columns.category }));
      if (categoryIds.length) parts.push(sql`${columns.category} = any(${sql`array[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`})`);
      if (designerIds.length) parts.push(sql`${columns.designer} = any(${textArray(designerIds)})`);
      return sql`(${sql.join(parts, sql` or `)})`;
    }),
    sql` and `,
  );
}

/**
 * What search_key_counts says of the products the listing's names condition (descriptions left
 * out) matches: at least as many as one word's most held key, when it is the only word (a key
 * scoped to a category counts only there, so it is left out); at most as many as the rarest
 * word's keys are held by together (a word that also names a category or a designer: unknown).
 */
export function listingBounds(words: readonly ResolvedWord[], owners: readonly { categoryIds: string[]; designerIds: string[] }[]): MatchBounds {
  const shown = words[0]?.shown ?? 0;
  if (words.length === 0 || shown <= 0) return UNKNOWN_BOUNDS;
  const perWord = words.map((w, i) => {
    const keys = keysOf(w, heldStrong(w).length === 0).filter((k) => w.held.has(k));
    const owned = (owners[i]?.categoryIds.length ?? 0) + (owners[i]?.designerIds.length ?? 0) > 0;
    // Only the exact word ('='-marked, not counted) left: unknown, though a folded key of it would have been found.
    const atMost = owned || keys.length === 0 ? shown : Math.min(shown, keys.reduce((sum, k) => sum + (w.held.get(k) ?? 0), 0));
    const atLeast = Math.max(0, ...keys.filter((k) => !w.scope.has(k)).map((k) => w.held.get(k) ?? 0));
    return { atLeast, atMost };
  });
  return { atLeast: words.length === 1 ? perWord[0]!.atLeast : 0, atMost: Math.min(...perWord.map((b) => b.atMost)), shown };
}

/** True when some active product matches `condition`, a condition on `listing_search_keys` (one index probe). */
export async function anyProductMatches(db: Database, condition: SQL): Promise<boolean> {
  const result: unknown = await db.execute(sql`select 1 as one from ${listingSearchKeys} where ${condition} limit 1`);
  return rowsOf(result).length > 0;
}
