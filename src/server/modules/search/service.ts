import { sql, type SQL } from 'drizzle-orm';
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
  UNKNOWN_BOUNDS,
  type MatchBounds,
} from '../../../domain/search';
import type { SearchMissList, SearchResults, SynonymGroup } from '../../../domain/search/api';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditEntry, AuditExecutor } from '../../plugins/audit';
import type { EventBus } from '../../plugins/realtime';
import * as admin from './admin-queries';
import { createDirectory, matchCategories, matchDesigners, namedOwnersPerWord } from './directory';
import { anyProductMatches, listingBounds, productListingCondition, searchProducts } from './product-search';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError(404, 'SYNONYM_GROUP_NOT_FOUND', 'No such synonym group.');

/** Postgres' unique_violation, from either driver (PGlite keeps it on the error too). */
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** The listing's search filter on each table it may be read from (listingCondition). */
export interface ListingCondition {
  /** On `products`: picks the page. */
  products: SQL;
  /** On `listing_search_keys`, the same products: counts them; null when only `products` can answer. */
  keys: SQL | null;
  /** What search_key_counts says of how many shown products match (decision 049). */
  bounds: MatchBounds;
}

export interface SearchDeps {
  db: Database;
  /** Synonym edits are admin actions: recorded with the change. Optional for tests that only search. */
  audit?: { record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> };
  /** Change events: a synonym edit re-ranks products (caches drop); designers and categories kept for matching drop on theirs. */
  events?: EventBus;
}

export function createSearchService({ db, audit, events }: SearchDeps) {
  const directory = createDirectory({ db, events });
  const productsChanged = () => events?.publish({ topic: 'products', action: 'update' });

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
        const rows = await admin.productsWithStaleKeys(db, SEARCH_KEYS_VERSION, REKEY_BATCH);
        if (rows.length === 0) return total;
        await admin.setProductSearchColumns(db, rows.map((row) => ({ id: row.id, columns: productSearchColumns(row) })));
        total += rows.length;
      }
    },

    /** Header search: up to 5 products, designers and categories, best first, and a "did you mean". */
    async search(raw: string): Promise<SearchResults> {
      const words = await resolveWords(db, parseSearchQuery(normalizeSearchQuery(raw)));
      if (words.length === 0) return EMPTY;
      const [products, dir] = await Promise.all([searchProducts(db, words, SEARCH_GROUP_LIMIT), directory.get()]);
      const designers = matchDesigners(dir, words, SEARCH_GROUP_LIMIT);
      const categories = matchCategories(dir, words, SEARCH_GROUP_LIMIT);
      return {
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          nameAm: p.name_am,
          thumbUrl: p.thumb_url ?? p.primary_image_url,
          priceMinor: Number(p.price_usd_minor),
          category: p.category_name ? { name: p.category_name, nameAm: p.category_name_am } : null,
        })),
        // matchDesigners keeps only designers with a slug; the fallback only satisfies the type.
        designers: designers.map((d) => ({ slug: d.slug ?? '', fullName: d.fullName, avatarUrl: d.avatarUrl, ...countryFields(d.country) })),
        categories,
        didYouMean: products.length + designers.length + categories.length > 0 ? await suggestion(words) : null,
      };
    },

    /**
     * The listing's search filter (/products?search=), the same words and keys as the header
     * search: on `products`, and on the narrow `listing_search_keys` for the capped count (null
     * when the descriptions are needed, which that table does not hold; decision 048).
     */
    async listingCondition(raw: string): Promise<ListingCondition> {
      const words = await resolveWords(db, parseSearchQuery(normalizeSearchQuery(raw)));
      // A query of punctuation only has no word: it finds nothing rather than everything.
      if (words.length === 0) return { products: sql`false`, keys: sql`false`, bounds: UNKNOWN_BOUNDS };
      const owners = namedOwnersPerWord(await directory.get(), words);
      // Descriptions are the lower-weight texts: read only when names, region, category and
      // designer find nothing. Matching them always made every common word's list 5–10 times
      // slower at 100 000 products (each row's ~90 description keys compared), for products a
      // name already explains (decision 036).
      const onKeys = productListingCondition(words, owners, false, 'keys');
      // Names that surely match (one word some shown product's names hold) need no probe.
      const bounds = listingBounds(words, owners);
      if (bounds.atLeast > 0 || (await anyProductMatches(db, onKeys))) return { products: productListingCondition(words, owners, false), keys: onKeys, bounds };
      // Description keys are not counted: the bounds say nothing.
      return { products: productListingCondition(words, owners, true), keys: null, bounds: UNKNOWN_BOUNDS };
    },

    /** Counts a search that found nothing (per folded query and day); never fails the search. */
    async recordMiss(raw: string, now = new Date()): Promise<void> {
      const words = parseSearchQuery(normalizeSearchQuery(raw));
      if (words.length === 0) return;
      await admin.countMiss(db, { key: words.map((w) => w.keys[0]).join(' '), query: words.map((w) => w.text).join(' '), day: now.toISOString().slice(0, 10) });
    },

    /** The zero-result searches of the last 30 days, most frequent first (the console). */
    async misses(now = new Date(), limit = 100): Promise<SearchMissList> {
      const since = new Date(now.getTime() - MISS_DAYS * 86_400_000).toISOString().slice(0, 10);
      return { days: MISS_DAYS, misses: await admin.missesSince(db, since, limit) };
    },

    async synonymGroups(): Promise<SynonymGroup[]> {
      return admin.synonymGroups(db);
    },

    /** Creates a group (id null) or replaces one's words, audited. Refuses a word that folds like another of any group. */
    async saveSynonymGroup(actor: AuditActor, id: string | null, input: { words: readonly string[]; categoryId: string | null }): Promise<SynonymGroup> {
      if (id !== null && !UUID.test(id)) throw notFound();
      const categoryId = input.categoryId;
      const checked = checkSynonymGroup(input.words);
      if ('problem' in checked) {
        const messages = {
          SYNONYM_TOO_FEW: 'A synonym group needs at least two different words.',
          SYNONYM_SELF: `"${checked.word ?? ''}" already reads like another word of the group: it needs no synonym.`,
          SYNONYM_NOT_A_WORD: `"${checked.word ?? ''}" is not one word.`,
        } as const;
        throw new AppError(400, checked.problem, messages[checked.problem]);
      }
      try {
        const group = await db.transaction(async (tx) => {
          const before = id ? await admin.synonymGroupById(tx, id) : null;
          if (id && !before) throw notFound();
          if (categoryId !== null && !(await admin.categoryExists(tx, categoryId))) {
            throw new AppError(400, 'SYNONYM_CATEGORY_UNKNOWN', 'No such category: choose one of the shop\'s categories, or every category.');
          }
          const group = { words: checked.words, categoryId };
          let groupId = id;
          if (groupId) {
            if (!(await admin.replaceSynonymGroup(tx, groupId, group))) throw notFound();
          } else {
            groupId = await admin.insertSynonymGroup(tx, group);
          }
          const taken = await admin.takenSynonymKeys(tx, checked.keys);
          if (taken.length) {
            const word = checked.words[checked.keys.indexOf(taken[0]!)] ?? taken[0]!;
            throw new AppError(409, 'SYNONYM_IN_OTHER_GROUP', `"${word}" is already in another synonym group; a word belongs to one group, so no loop can form.`);
          }
          await admin.insertSynonymKeys(tx, groupId, checked.keys);
          await audit?.record(tx, actor, {
            kind: before ? 'search.synonyms_changed' : 'search.synonyms_added',
            targetType: 'search_synonym_group',
            targetId: groupId,
            before: before ? { words: before.words, categoryId: before.categoryId } : null,
            after: group,
          });
          return { id: groupId, ...group };
        });
        productsChanged();
        return group;
      } catch (err) {
        // Two admins saving the same word at once: the key's primary key refuses the second.
        if (isUniqueViolation(err)) throw new AppError(409, 'SYNONYM_IN_OTHER_GROUP', 'A word of this group is already in another synonym group.');
        throw err;
      }
    },

    async deleteSynonymGroup(actor: AuditActor, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      await db.transaction(async (tx) => {
        const before = await admin.deleteSynonymGroup(tx, id);
        if (before === null) throw notFound();
        await audit?.record(tx, actor, { kind: 'search.synonyms_deleted', targetType: 'search_synonym_group', targetId: id, before, after: null });
      });
      productsChanged();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
