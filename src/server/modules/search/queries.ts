import { and, asc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../../domain/catalog';
import { SEARCH_INDEX_PREFIX_LENGTH, SEARCH_WORD_SEPARATORS } from '../../../domain/search';
import type { Database } from '../../db/client';
import { categories, productImages, products, profiles } from '../../db/schema';

/*
 * docs/requirements/shop.md §5 says the header search "matches names by prefix". We widen that on purpose: a name
 * matches when the query begins the name OR begins any word in it ('kemis' finds 'Axum Star
 * Habesha Kemis'). Almost every product name starts with a place or motif, so a plain prefix rule
 * would hide the garment words shoppers actually type. Whole-name prefix matches still rank first.
 */

const SPACES = ' '.repeat([...SEARCH_WORD_SEPARATORS].length);
const SEPARATORS = new Set([...SEARCH_WORD_SEPARATORS, ' ']);
/** Candidates a one-word GIN scan collects at most (far above the 5 a group shows). */
const FUZZY_CANDIDATES = 500;

/** One word, no longer than the word-prefix index keeps: the index key is then the whole query. */
export function isOneIndexedWord(query: string): boolean {
  const letters = [...query.trim()];
  return letters.length > 0 && letters.length <= SEARCH_INDEX_PREFIX_LENGTH && !letters.some((c) => SEPARATORS.has(c));
}

/** Lower-cased, with every word separator turned into a space (same rule as search_word_prefixes()). */
const spaced = (value: SQL | string): SQL => sql`translate(lower(${value}), ${SEARCH_WORD_SEPARATORS}, ${SPACES})`;

/** True when `pattern` (LIKE-escaped query) begins `column` or any word of it. */
function startsAWord(column: AnyColumn, pattern: string): SQL {
  return sql`(' ' || ${spaced(sql`coalesce(${column}, '')`)}) like ('% ' || ${spaced(pattern)} || '%')`;
}

/** The whole name begins with the query; LIKE on lower(name) walks a text_pattern_ops index. */
function startsTheName(column: AnyColumn, pattern: string): SQL {
  return sql`lower(${column}) like (lower(${pattern}) || '%')`;
}

/** Same expression as products_search_words_idx, so the planner can use that GIN index. */
const productWordPrefixes = sql`search_word_prefixes(${products.name} || ' ' || coalesce(${products.nameAm}, ''))`;

const productColumns = {
  id: products.id,
  name: products.name,
  nameAm: products.nameAm,
  // USD cents at today's rate (decision 029), as every shop price the web converts for display.
  priceMinor: products.priceUsdMinor,
  primaryImageUrl: products.primaryImageUrl,
  thumbUrl: sql<string | null>`(select coalesce(${productImages.thumbUrl}, ${productImages.publicUrl}) from ${productImages} where ${productImages.productId} = ${products.id} and ${productImages.isPrimary} limit 1)`,
  categoryName: categories.name,
  categoryNameAm: categories.nameAm,
};

function selectProducts(db: Database, where: SQL | undefined, orderBy: SQL[], limit: number) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}

export type ProductHitRow = Awaited<ReturnType<typeof selectProducts>>[number];

/**
 * Active products whose English or Amharic name matches, whole-name prefix matches first.
 * Two steps keep it fast on a large catalogue: the prefix step reads a btree in name order; only
 * when it finds fewer than `limit` does the word step ask the word-prefix GIN index, and that one
 * stays unordered so LIMIT can stop early (ordering thousands of 'kemis' rows cost ~40 ms).
 */
export async function searchProducts(db: Database, query: string, limit: number): Promise<ProductHitRow[]> {
  const pattern = escapeLike(query);
  const byPrefix = await selectProducts(
    db,
    and(eq(products.isActive, true), startsTheName(products.name, pattern)),
    [sql`lower(${products.name}) using ~<~`, asc(products.id)],
    limit,
  );
  if (byPrefix.length >= limit) return byPrefix;

  // The first word of the query, cut to the index's prefix length, is a key every match must have.
  const key = sql`left(split_part(ltrim(${spaced(query)}), ' ', 1), ${SEARCH_INDEX_PREFIX_LENGTH})`;
  const byWordStep = (on: Database) => selectProducts(
    on,
    and(
      eq(products.isActive, true),
      sql`${productWordPrefixes} @> array[${key}]::text[]`,
      sql`(${startsAWord(products.name, pattern)} or ${startsAWord(products.nameAm, pattern)})`,
      sql`not ${startsTheName(products.name, pattern)}`,
    ),
    [],
    limit - byPrefix.length,
  );
  /*
   * A GIN scan cannot stop at the LIMIT: it first collects every match into a bitmap. For a common
   * word on 100 000 products ('kemis': 37 000 names) that took 10 ms and more on a loaded machine,
   * growing with the catalogue. When the query is one word the index holds whole, every candidate
   * the index returns is a match (the word step is unordered anyway), so the scan may stop
   * collecting at a few hundred: gin_fuzzy_search_limit returns a random subset of that size when
   * there are more, and every match when there are fewer. A query of several words, or a longer
   * one, is rechecked against the full text, so it keeps the exact scan.
   */
  const byWord = isOneIndexedWord(query)
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local gin_fuzzy_search_limit = ${sql.raw(String(FUZZY_CANDIDATES))}`);
        return byWordStep(tx);
      })
    : await byWordStep(db);
  byWord.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...byPrefix, ...byWord];
}

/** Approved designers (with a profile page) whose name matches, name-prefix matches first. */
export async function searchDesigners(db: Database, query: string, limit: number) {
  const pattern = escapeLike(query);
  return db
    .select({ slug: profiles.slug, fullName: profiles.fullName, avatarUrl: profiles.profileImageUrl, country: profiles.country })
    .from(profiles)
    .where(and(eq(profiles.role, 'designer'), eq(profiles.isApproved, true), isNotNull(profiles.slug), startsAWord(profiles.fullName, pattern)))
    .orderBy(sql`${startsTheName(profiles.fullName, pattern)} desc`, asc(profiles.fullName))
    .limit(limit);
}

/** Categories whose English or Amharic name matches, name-prefix matches first. */
export async function searchCategories(db: Database, query: string, limit: number) {
  const pattern = escapeLike(query);
  return db
    .select({ slug: categories.slug, name: categories.name, nameAm: categories.nameAm })
    .from(categories)
    .where(sql`(${startsAWord(categories.name, pattern)} or ${startsAWord(categories.nameAm, pattern)})`)
    .orderBy(sql`${startsTheName(categories.name, pattern)} desc`, asc(categories.sortOrder), asc(categories.name))
    .limit(limit);
}
