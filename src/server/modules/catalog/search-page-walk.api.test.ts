import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchBounds } from '../../../domain/search';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listProducts, SEARCH_TOTAL_CAP, walkedSearchPage, type ProductListFilter } from './queries';

/*
 * Decision 049: a search's listing is planned by what search_key_counts says. The walked page must
 * be the page the planner's query returns, a walk that comes back short must fall back to it, and
 * the bounds the search reports must hold the real number of matches between them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function filterFor(search: string): Promise<ProductListFilter & { searchBounds: MatchBounds }> {
  const match = await t.services.search.listingCondition(search);
  return { search, searchMatch: match.products, searchBounds: match.bounds, ...(match.keys ? { searchKeysMatch: match.keys } : {}) };
}

/** The listing as the planner answers it: the same filter without the counts. */
async function plannersPage(filter: ProductListFilter, limit: number, offset: number) {
  const { searchBounds: _ignored, ...plain } = filter;
  return listProducts(t.database.db, plain, 'newest', limit, offset);
}

describe('a search listing planned by its counts', () => {
  it('walks to the same pages the planner returns, page after page', async () => {
    const db = t.database.db;
    const filter = await filterFor('kemis');
    const all = await plannersPage(filter, 200, 0);
    expect(all.rows.length, 'the seed has kemis to page through').toBeGreaterThan(6);
    for (const offset of [0, 3, 6]) {
      const walked = await walkedSearchPage(db, filter, filter.searchBounds.shown, 3, offset);
      expect(walked, `offset ${offset}`).not.toBeNull();
      expect(walked!.map((r) => r.id), `offset ${offset}`).toEqual(all.rows.slice(offset, offset + 3).map((r) => r.id));
    }
    // Two words, in any order, the same.
    const two = await filterFor('habesha kemis');
    const twoAll = await plannersPage(two, 200, 0);
    expect(twoAll.rows.length).toBeGreaterThan(2);
    expect((await walkedSearchPage(db, two, two.searchBounds.shown, 2, 1))!.map((r) => r.id)).toEqual(twoAll.rows.slice(1, 3).map((r) => r.id));
  });

  it('comes back empty-handed from a walk too short, and the listing then gives the planner’s page', async () => {
    const db = t.database.db;
    const filter = await filterFor('kemis');
    // Reading as many rows as the page wants finds them only if every one of the newest matched.
    const shortWalk = await walkedSearchPage(db, filter, 1, 2, 0);
    expect(shortWalk, 'one row cannot hold a page of two').toBeNull();
    // Bounds that promise every product matches make the listing try a walk of a few rows; it comes back short and the planner answers.
    const rare = await filterFor('gabi');
    const expected = await plannersPage(rare, 4, 0);
    const promised = { ...rare, searchBounds: { atLeast: 0, atMost: rare.searchBounds.shown, shown: rare.searchBounds.shown } };
    const listed = await listProducts(db, promised, 'newest', 4, 0);
    expect(listed.rows.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
    expect(listed.total).toBe(expected.total);
  });

  it('reports bounds that hold the real number of matches', async () => {
    for (const query of ['kemis', 'qemis', 'ቀሚስ', 'habesha kemis', 'netela', 'gabi', 'shiro meda', 'zzqx']) {
      const filter = await filterFor(query);
      const real = (await plannersPage(filter, 1, 0)).total;
      const { atLeast, atMost, shown } = filter.searchBounds;
      expect(atLeast, query).toBeLessThanOrEqual(real);
      if (atMost > 0) expect(real, query).toBeLessThanOrEqual(atMost);
      if (shown > 0) expect(atMost, query).toBeLessThanOrEqual(shown);
    }
    expect((await filterFor('kemis')).searchBounds.atLeast, 'one common word: known matches').toBeGreaterThan(0);
    expect((await filterFor('habesha kemis')).searchBounds.atLeast, 'several words: none known for sure').toBe(0);
  });

  it('says "1,000+" without counting when more than the cap surely match, and only for the search alone', async () => {
    const db = t.database.db;
    const filter = await filterFor('kemis');
    const many = { ...filter, searchBounds: { ...filter.searchBounds, atLeast: SEARCH_TOTAL_CAP + 1 } };
    const capped = await listProducts(db, many, 'newest', 3, 0);
    expect(capped.total).toBe(SEARCH_TOTAL_CAP);
    expect(capped.totalCapped).toBe(true);
    // With a size filter too, the bound is of the search alone: the total is counted.
    const sized = await listProducts(db, { ...many, size: 'M' }, 'newest', 3, 0);
    const sizedPlain = await listProducts(db, { ...filter, searchBounds: undefined, size: 'M' }, 'newest', 3, 0);
    expect(sized.totalCapped).toBe(false);
    expect(sized.total).toBe(sizedPlain.total);
  });
});
