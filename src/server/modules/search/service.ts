import { asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { countryFields } from '../../../domain/orders/countries';
import {
  checkSynonymGroup,
  foldWord,
  normalizeSearchQuery,
  parseSearchQuery,
  productSearchColumns,
  SEARCH_GROUP_LIMIT,
  SEARCH_KEYS_VERSION,
  splitWords,
} from '../../../domain/search';
import type { SearchMissList, SearchResults, SynonymGroup } from '../../../domain/search/api';
import type { Database } from '../../db/client';
import { products, searchMisses, searchSynonymGroups, searchSynonymKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { anyProductMatches, productListingCondition, searchProducts } from './product-search';
import * as q from './queries';
import { resolveWords, type ResolvedWord } from './vocabulary';

const EMPTY: SearchResults = { products: [], designers: [], categories: [], didYouMean: null };
/** The console lists the misses of this many days. */
export const MISS_DAYS = 30;
/** Products re-keyed per statement when the folding table changed. */
const REKEY_BATCH = 500;

/**
 * Prefixes and whole words, Latin and Ethiopic, so every path (vocabulary prefix, skeleton and
 * trigram lookups, the product steps) runs once before the first shopper's search.
 */
const WARM_UP_QUERIES = ['ha', 'ke', 'net', 'tib', 'qemis', 'habsha', 'ሀበ', 'ቀሚስ', 'shiro meda', 'gonder'];

/** Postgres' unique_violation, from either driver (PGlite keeps it on the error too). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError(404, 'SYNONYM_GROUP_NOT_FOUND', 'No such synonym group.');

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export function createSearchService({ db }: { db: Database }) {
  /** "Did you mean": the query with each corrected word spelled as a product name spells it. */
  async function suggestion(words: readonly ResolvedWord[]): Promise<string | null> {
    if (!words.some((w) => w.correction)) return null;
    const spelled: string[] = [];
    for (const w of words) {
      if (!w.correction) {
        spelled.push(w.word.text);
        continue;
      }
      const name = await q.nameWithKey(db, w.correction);
      const latinTyped = !/\p{Script=Ethiopic}/u.test(w.word.text);
      const candidates = splitWords(`${latinTyped ? name?.name : name?.nameAm} ${latinTyped ? name?.nameAm : name?.name}`);
      spelled.push(candidates.find((c) => foldWord(c) === w.correction)?.toLowerCase() ?? w.correction);
    }
    return spelled.join(' ');
  }

  return {
    /** Runs the search paths a few times so the first shoppers after a start do not pay for a cold engine. */
    async warmUp(rounds = 2): Promise<void> {
      for (let round = 0; round < rounds; round += 1) {
        for (const query of WARM_UP_QUERIES) await this.search(query);
      }
    },

    /**
     * Products written before the current folding table (or by a path that wrote no keys) get
     * their keys now, in batches; run at start. Returns how many were re-keyed.
     */
    async rekeyStale(): Promise<number> {
      let total = 0;
      for (;;) {
        const rows = await db
          .select({ id: products.id, name: products.name, nameAm: products.nameAm, region: products.region, description: products.description, descriptionAm: products.descriptionAm })
          .from(products)
          .where(lt(products.searchKeysVersion, SEARCH_KEYS_VERSION))
          .limit(REKEY_BATCH);
        if (rows.length === 0) return total;
        await db.transaction(async (tx) => {
          for (const row of rows) await tx.update(products).set(productSearchColumns(row)).where(eq(products.id, row.id));
        });
        total += rows.length;
      }
    },

    /** Header search: up to 5 products, designers and categories, best first, and a "did you mean". */
    async search(raw: string): Promise<SearchResults> {
      const words = await resolveWords(db, parseSearchQuery(normalizeSearchQuery(raw)));
      if (words.length === 0) return EMPTY;
      const [products, designers, categories] = await Promise.all([
        searchProducts(db, words, SEARCH_GROUP_LIMIT),
        q.searchDesigners(db, words, SEARCH_GROUP_LIMIT),
        q.searchCategories(db, words, SEARCH_GROUP_LIMIT),
      ]);
      return {
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          nameAm: p.name_am,
          thumbUrl: p.thumb_url ?? p.primary_image_url,
          priceMinor: Number(p.price_usd_minor),
          category: p.category_name ? { name: p.category_name, nameAm: p.category_name_am } : null,
        })),
        // The query filters out designers without a slug; the fallback only satisfies the type.
        designers: designers.map((d) => ({ slug: d.slug ?? '', fullName: d.fullName, avatarUrl: d.avatarUrl, ...countryFields(d.country) })),
        categories,
        didYouMean: products.length + designers.length + categories.length > 0 ? await suggestion(words) : null,
      };
    },

    /** The listing's search filter (/products?search=), the same words and keys as the header search. */
    async listingCondition(raw: string): Promise<SQL> {
      const words = await resolveWords(db, parseSearchQuery(normalizeSearchQuery(raw)));
      // A query of punctuation only has no word: it finds nothing rather than everything.
      if (words.length === 0) return sql`false`;
      const owners = await q.namedOwnersPerWord(db, words);
      // Descriptions are the lower-weight texts: read only when names, region, category and
      // designer find nothing. Matching them always made every common word's list 5–10 times
      // slower at 100 000 products (each row's ~90 description keys compared), for products a
      // name already explains (decision 036).
      const onNames = productListingCondition(words, owners, false);
      return (await anyProductMatches(db, onNames)) ? onNames : productListingCondition(words, owners, true);
    },

    /** Counts a search that found nothing (per folded query and day); never fails the search. */
    async recordMiss(raw: string, now = new Date()): Promise<void> {
      const words = parseSearchQuery(normalizeSearchQuery(raw));
      if (words.length === 0) return;
      const key = words.map((w) => w.keys[0]).join(' ');
      const query = words.map((w) => w.text).join(' ');
      await db
        .insert(searchMisses)
        .values({ key, query, day: now.toISOString().slice(0, 10), count: 1 })
        .onConflictDoUpdate({ target: [searchMisses.key, searchMisses.day], set: { count: sql`${searchMisses.count} + 1`, query } });
    },

    /** The zero-result searches of the last 30 days, most frequent first (the console). */
    async misses(now = new Date(), limit = 100): Promise<SearchMissList> {
      const since = new Date(now.getTime() - MISS_DAYS * 86_400_000).toISOString().slice(0, 10);
      const rows = await db
        .select({
          query: sql<string>`(array_agg(${searchMisses.query} order by ${searchMisses.day} desc))[1]`,
          count: sql<number>`sum(${searchMisses.count})::int`,
          lastDay: sql<string>`max(${searchMisses.day})::text`,
        })
        .from(searchMisses)
        .where(gte(searchMisses.day, since))
        .groupBy(searchMisses.key)
        .orderBy(sql`sum(${searchMisses.count}) desc`, sql`max(${searchMisses.day}) desc`)
        .limit(limit);
      return { days: MISS_DAYS, misses: rows.map((r) => ({ query: r.query, count: Number(r.count), lastDay: r.lastDay })) };
    },

    async synonymGroups(): Promise<SynonymGroup[]> {
      return db.select({ id: searchSynonymGroups.id, words: searchSynonymGroups.words }).from(searchSynonymGroups).orderBy(asc(searchSynonymGroups.createdAt), asc(searchSynonymGroups.id));
    },

    /** Creates a group (id null) or replaces one's words. Refuses a word that folds like another of any group. */
    async saveSynonymGroup(id: string | null, words: readonly string[]): Promise<SynonymGroup> {
      if (id !== null && !UUID.test(id)) throw notFound();
      const checked = checkSynonymGroup(words);
      if ('problem' in checked) {
        const messages = {
          SYNONYM_TOO_FEW: 'A synonym group needs at least two different words.',
          SYNONYM_SELF: `"${checked.word ?? ''}" already reads like another word of the group: it needs no synonym.`,
          SYNONYM_NOT_A_WORD: `"${checked.word ?? ''}" is not one word.`,
        } as const;
        throw new AppError(400, checked.problem, messages[checked.problem]);
      }
      try {
        return await db.transaction(async (tx) => {
          let groupId = id;
          if (groupId) {
            const updated = await tx.update(searchSynonymGroups).set({ words: checked.words, updatedAt: new Date() }).where(eq(searchSynonymGroups.id, groupId)).returning({ id: searchSynonymGroups.id });
            if (updated.length === 0) throw notFound();
            await tx.delete(searchSynonymKeys).where(eq(searchSynonymKeys.groupId, groupId));
          } else {
            const [row] = await tx.insert(searchSynonymGroups).values({ words: checked.words }).returning({ id: searchSynonymGroups.id });
            groupId = row!.id;
          }
          const taken = await tx
            .select({ key: searchSynonymKeys.key })
            .from(searchSynonymKeys)
            .where(sql`${searchSynonymKeys.key} = any(${sql`array[${sql.join(checked.keys.map((k) => sql`${k}`), sql`, `)}]::text[]`})`);
          if (taken.length) {
            const word = checked.words[checked.keys.indexOf(taken[0]!.key)] ?? taken[0]!.key;
            throw new AppError(409, 'SYNONYM_IN_OTHER_GROUP', `"${word}" is already in another synonym group; a word belongs to one group, so no loop can form.`);
          }
          await tx.insert(searchSynonymKeys).values(checked.keys.map((key) => ({ key, groupId: groupId! })));
          return { id: groupId, words: checked.words };
        });
      } catch (err) {
        // Two admins saving the same word at once: the key's primary key refuses the second.
        if (isUniqueViolation(err)) throw new AppError(409, 'SYNONYM_IN_OTHER_GROUP', 'A word of this group is already in another synonym group.');
        throw err;
      }
    },

    async deleteSynonymGroup(id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      const deleted = await db.delete(searchSynonymGroups).where(eq(searchSynonymGroups.id, id)).returning({ id: searchSynonymGroups.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
