import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldWord, productSearchColumns } from '../../../domain/search';
import type { SearchResults } from '../../../domain/search/api';
import { categories, products, profiles } from '../../db/schema';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { createDirectory, DIRECTORY_MAX_AGE_MS } from './directory';
import { createSearchService } from './service';
import { rowsOf } from './vocabulary';

/*
 * The forgiving search (issue 44) on both databases: every kind of match, the ranking between
 * them, typo budgets, every word in any order, synonyms edited by admins, the misses list, and
 * hostile input. Products use made-up words no seeded name contains.
 */

let t: TestApp;
let designerId: string;
let categoryId: string;
let admin: Session;
let otherAdmin: Session;
let shopper: Session;
let designer: Session;

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };

interface Made {
  name: string;
  nameAm?: string | null;
  stock?: number;
  active?: boolean;
  description?: string;
}

/** A product as the designers' paths write it: texts and their search keys together. */
function product(p: Made) {
  const texts = { name: p.name, nameAm: p.nameAm ?? null, region: null, description: p.description ?? '', descriptionAm: null };
  return {
    ...texts,
    ...productSearchColumns(texts),
    status: p.active === false ? ('hidden' as const) : ('published' as const),
    priceMinor: 12_345,
    stockQuantity: p.stock ?? 3,
    designerId,
    categoryId,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const [d] = await t.database.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'designer')).limit(1);
  const [c] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'habesha-kemis'));
  designerId = d!.userId;
  categoryId = c!.id;
  await t.database.db.insert(products).values(
    [
      // Ranking of one word, 'zelvora', in every tier.
      { name: 'Zelvora Alpha' }, // exact
      { name: 'Zalvora Beta' }, // folded: another Latin spelling
      { name: 'Zelvoranet Gamma' }, // prefix
      { name: 'Plimsk Epsilon' }, // synonym (the group is made by a test)
      { name: 'Zelvoda Delta' }, // typo: one edit in 7 letters
      // Scripts, homophones, attached prefixes.
      { name: 'Zarlek Velvet Kemis', nameAm: 'ዛርሌክ ቬልቬት ቀሚስ' },
      { name: 'Harbet Shawl', nameAm: 'ሐርበት ነጠላ' },
      { name: 'Vornak Set', nameAm: 'የቮርናክ ልብስ' },
      { name: 'Zarlek Hidden Kemis', active: false },
      // Every word in any order.
      { name: 'Kravo Lumen Tilet Habesha Kemis' },
      // In stock before out of stock, same tier.
      { name: 'Brontel Out', stock: 0 },
      { name: 'Brontel In', stock: 4 },
      // Typo budgets.
      { name: 'Zork Cape' },
      { name: 'Quorvanelisterash Shawl' },
      // Only a description holds the word (the listing finds it, the header search does not).
      { name: 'Plain Wrap', description: 'Woven with a glimmerstrand border.' },
    ].map(product),
  );
  admin = await signInAs(t.app, ADMIN.email, ADMIN.password);
  const second = await signUp(t.app, { email: 'second-search-admin@tibeb.example' });
  await t.database.db.execute(sql`update profiles set role = 'admin' where user_id = ${second.userId}`);
  otherAdmin = await signInAs(t.app, 'second-search-admin@tibeb.example', 'Str0ng!Pass');
  shopper = await signUp(t.app);
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
});
afterAll(async () => {
  await t?.close();
});

/** encodeURIComponent, except that a lone surrogate goes out as the broken UTF-8 a client could send. */
const encode = (q: string) => {
  try {
    return encodeURIComponent(q);
  } catch {
    return [...q].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
};

async function search(q: string | null, ip = freshIp()) {
  const url = q === null ? '/api/search' : `/api/search?q=${encode(q)}`;
  return t.app.inject({ method: 'GET', url, remoteAddress: ip });
}
async function results(q: string): Promise<SearchResults> {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
}
const names = async (q: string) => (await results(q)).products.map((p) => p.name);
const listed = async (q: string) => {
  t.app.responseCache.clear();
  const res = await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(q)}&pageSize=48` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: { name: string }[] };
};

describe('GET /api/search: kinds of match', () => {
  it('groups products, designers and categories, at most 5 each, with a "did you mean"', async () => {
    const r = await results('habesha');
    expect(Object.keys(r).sort()).toEqual(['categories', 'designers', 'didYouMean', 'products']);
    expect(r.products.length).toBeGreaterThan(0);
    expect(r.products.length).toBeLessThanOrEqual(5);
    expect(r.categories.map((c) => c.slug)).toContain('habesha-kemis');
    expect(r.didYouMean).toBeNull();
  });

  it('meets Ge\'ez script and Latin spellings of the same word', async () => {
    expect(await names('ዛርሌክ')).toEqual(['Zarlek Velvet Kemis']);
    expect(await names('zarlek velvet')).toEqual(['Zarlek Velvet Kemis']);
    // ቬልቬት written in Latin by our table is 'velvet'.
    expect(await names('ቬልቬት')).toEqual(['Zarlek Velvet Kemis']);
    expect(await names('zarleq')).toEqual(['Zarlek Velvet Kemis']);
  });

  it('folds the homophone letters and finds words with and without their attached prefix', async () => {
    // First: fewer than 5 strong matches are topped up with typo matches, ranked after them.
    for (const q of ['ሀርበት', 'ኀርበት', 'ሐርበት', 'arbet', 'harbet']) expect((await names(q))[0], q).toBe('Harbet Shawl');
    for (const q of ['ቮርናክ', 'የቮርናክ', 'vornak']) expect((await names(q))[0], q).toBe('Vornak Set');
  });

  it('finds every word in any order, and then the products with all but one of them', async () => {
    expect(await names('kravo lumen')).toEqual(['Kravo Lumen Tilet Habesha Kemis']);
    // All the words first; then products with all but one (the seed's tilet kemis).
    for (const q of ['kemis tilet kravo', 'habesha kemis kravo']) {
      const found = await names(q);
      expect(found[0], q).toBe('Kravo Lumen Tilet Habesha Kemis');
      expect(found.length, q).toBeGreaterThan(1);
    }
    expect(await names('lumen kravo zzzyx')).toEqual(['Kravo Lumen Tilet Habesha Kemis']);
    expect(await names('lumen zzzyx qqqvw')).toEqual([]);
  });

  it('forgives no typo under 5 letters, one for 5–8, two from 9', async () => {
    expect(await names('zorp')).toEqual([]);
    expect(await names('zork')).toEqual(['Zork Cape']);
    expect(await names('zelvodi')).toContain('Zelvoda Delta');
    expect(await names('zxlvodi')).not.toContain('Zelvoda Delta');
    expect(await names('quorvanelistarhs')).toEqual(['Quorvanelisterash Shawl']);
    expect(await names('quorvanxlistxrahs')).toEqual([]);
  });

  it('looks typos up through the trigram index with the same answer as reading every key (search_terms_similar)', async () => {
    const terms = async (statement: SQL) => rowsOf<{ term: string }>(await t.database.db.execute(statement)).map((r) => r.term);
    const similar = (key: string, max: number) => terms(sql`select s.term from search_terms_similar(${key}, ${max}) as s(term)`);
    // Keys as stored: folded (zelvodi → zalvodi).
    for (const key of ['zelvodi', 'quorvanelisterahs', 'kemis', 'habsha', 'netala', 'zzzzzz'].map(foldWord)) {
      const whole = await terms(sql`select term from search_terms where term % ${key} order by term <-> ${key}, term limit 1000`);
      // Every similar key (no limit reached), so ties in distance cannot make the two differ.
      expect([...(await similar(key, 1000))].sort(), key).toEqual([...whole].sort());
    }
    expect(await similar(foldWord('zelvodi'), 40)).toContain(foldWord('zelvoda'));
  });

  it('says "did you mean" when a word is found only by its typo', async () => {
    const r = await results('quorvanelisterahs');
    expect(r.products.map((p) => p.name)).toEqual(['Quorvanelisterash Shawl']);
    expect(r.didYouMean).toBe('quorvanelisterash');
    expect((await results('zarlek')).didYouMean).toBeNull();
  });

  it('leaves out inactive products and designers who are not approved', async () => {
    expect(await names('zarlek hidden')).not.toContain('Zarlek Hidden Kemis');
    const [d] = await t.database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, designerId));
    expect((await results(d!.fullName)).designers.map((x) => x.fullName)).toContain(d!.fullName);
    // Written here straight to the table, so the event the console's paths publish is published by hand.
    const designerChanged = () => t.app.events.publish({ topic: 'designers', action: 'update', id: designerId });
    await t.database.db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, designerId));
    designerChanged();
    expect((await results(d!.fullName)).designers).toEqual([]);
    await t.database.db.update(profiles).set({ isApproved: true, shopSuspendedAt: new Date() }).where(eq(profiles.userId, designerId));
    designerChanged();
    expect((await results(d!.fullName)).designers, 'a suspended shop').toEqual([]);
    await t.database.db.update(profiles).set({ shopSuspendedAt: null }).where(eq(profiles.userId, designerId));
    designerChanged();
    expect((await results(d!.fullName)).designers.map((x) => x.fullName)).toContain(d!.fullName);
  });

  it('keeps designers and categories between searches until an event or a minute says they changed', async () => {
    const [d] = await t.database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, designerId));
    let clock = 1_000_000;
    const directory = createDirectory({ db: t.database.db, events: t.app.events, now: () => clock });
    const first = await directory.get();
    expect(first.designers.map((x) => x.fullName)).toContain(d!.fullName);
    expect(await directory.get(), 'kept').toBe(first);
    t.app.events.publish({ topic: 'products', action: 'update' });
    expect(await directory.get(), 'another topic leaves it').toBe(first);
    t.app.events.publish({ topic: 'designers', action: 'update', id: designerId });
    const second = await directory.get();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    clock += DIRECTORY_MAX_AGE_MS;
    expect(await directory.get(), 'a minute old').not.toBe(second);
  });

  it('forgives a typo in a designer\'s name and finds categories in both languages', async () => {
    const [d] = await t.database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, designerId));
    const [first, last] = d!.fullName.split(' ') as [string, string];
    // One letter dropped from a surname of 5 to 8 letters, or the first name doubled-lettered.
    const typo = last.length >= 6 ? `${first} ${last.slice(0, -1)}` : `${first}${first.slice(-1)} ${last}`;
    expect((await results(typo)).designers.map((x) => x.fullName)).toContain(d!.fullName);
    expect((await results('ቀሚስ')).categories.map((c) => c.slug)).toContain('habesha-kemis');
    expect((await results('scarv')).categories.map((c) => c.slug)).toContain('scarves-shawls-netela');
  });
});

describe('GET /api/search: ranking', () => {
  it('ranks exact > other spelling > prefix > synonym > typo', async () => {
    const made = await t.app.inject(withCookie(admin, { method: 'POST', url: '/api/admin/search/synonyms', payload: { words: ['zelvora', 'plimsk'] } }));
    expect(made.statusCode, made.body).toBe(200);
    expect(await names('zelvora')).toEqual(['Zelvora Alpha', 'Zalvora Beta', 'Zelvoranet Gamma', 'Plimsk Epsilon', 'Zelvoda Delta']);
    await t.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/admin/search/synonyms/${(made.json() as { id: string }).id}` }));
    expect(await names('zelvora')).not.toContain('Plimsk Epsilon');
  });

  it('puts products in stock first within a tier', async () => {
    expect(await names('brontel')).toEqual(['Brontel In', 'Brontel Out']);
  });
});

describe('GET /api/products?search= (the same search)', () => {
  it('finds spellings, scripts, descriptions and typos, and counts what it lists', async () => {
    for (const q of ['ዛርሌክ', 'zarleq velvet', 'velvet ዛርሌክ']) {
      const page = await listed(q);
      expect(page.items.map((p) => p.name), q).toEqual(['Zarlek Velvet Kemis']);
      expect(page.total, q).toBe(1);
    }
    expect((await listed('glimmerstrand')).items.map((p) => p.name)).toEqual(['Plain Wrap']);
    expect((await listed('quorvanelisterahs')).items.map((p) => p.name)).toEqual(['Quorvanelisterash Shawl']);
    expect((await listed('%%%')).total).toBe(0);
  });
});

describe('hostile and odd input', () => {
  it('answers 1 letter, punctuation, mixed scripts, NUL, lone surrogates and metacharacters without a 500', async () => {
    const odd = ['k', 'ቀ', '!!!', '%', '_', '\\', "'; drop table products; --", '.*+?^${}()|[]', 'ቀሚስkemis', 'kemis\u0000', '\u0000', '\ud800', 'a\udfffb', '‮kemis', '🙂🙂'];
    for (const q of odd) {
      const res = await search(q);
      expect([200, 400], `${JSON.stringify(q)}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().error.code).toMatch(/^[A-Z_]+$/);
      t.app.responseCache.clear();
      const list = await t.app.inject({ method: 'GET', url: `/api/products?search=${encode(q)}` });
      expect([200, 400], `${JSON.stringify(q)}: ${list.body}`).toContain(list.statusCode);
    }
    expect((await results('ቀሚስkemis')).products.length).toBeGreaterThan(0);
    expect(await results('%')).toEqual({ products: [], designers: [], categories: [], didYouMean: null });
  });

  it('answers an empty query with empty groups and refuses one over 100 characters', async () => {
    const empty = { products: [], designers: [], categories: [], didYouMean: null };
    expect(await results('')).toEqual(empty);
    expect((await search(null)).json()).toEqual(empty);
    expect((await search('k'.repeat(100))).statusCode).toBe(200);
    expect((await search('ke '.repeat(33))).statusCode).toBe(200);
    const long = await search('k'.repeat(500));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('limits one address to 30 searches a minute; others are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await search(`zarlek ${i}`, ip)).statusCode).toBe(200);
    const blocked = await search('zarlek', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await search('zarlek', freshIp())).statusCode).toBe(200);
  });
});

describe('synonyms in the console', () => {
  const post = (who: Session | null, words: unknown) => t.app.inject(withCookie(who, { method: 'POST', url: '/api/admin/search/synonyms', payload: { words } }));

  it('lets admins list, add, change and delete groups; others get 401/403', async () => {
    const list = await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/search/synonyms' }));
    expect(list.statusCode).toBe(200);
    // Seeded: kemis = dress (among women's kemis only), netela = shawl, … (everywhere)
    const seeded = (list.json() as { groups: { words: string[]; categoryId: string | null }[] }).groups;
    expect(seeded.map((g) => [g.words, g.categoryId])).toContainEqual([['kemis', 'dress'], categoryId]);
    expect(seeded.map((g) => [g.words, g.categoryId])).toContainEqual([['netela', 'shawl', 'scarf'], null]);
    expect(await names('blanket')).toEqual(expect.arrayContaining([]));
    const made = await post(admin, ['brontel', 'glowcape']);
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { id: string }).id;
    expect(await names('glowcape')).toEqual(['Brontel In', 'Brontel Out']);
    const changed = await t.app.inject(withCookie(otherAdmin, { method: 'PUT', url: `/api/admin/search/synonyms/${id}`, payload: { words: ['brontel', 'shinecape'] } }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await names('glowcape')).toEqual([]);
    expect(await names('shinecape')).toEqual(['Brontel In', 'Brontel Out']);
    for (const who of [shopper, designer, null]) {
      expect((await post(who, ['a1b2c', 'd3e4f'])).statusCode).toBe(who ? 403 : 401);
      expect((await t.app.inject(withCookie(who, { method: 'GET', url: '/api/admin/search/synonyms' }))).statusCode).toBe(who ? 403 : 401);
      expect((await t.app.inject(withCookie(who, { method: 'DELETE', url: `/api/admin/search/synonyms/${id}` }))).statusCode).toBe(who ? 403 : 401);
    }
    expect((await t.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/admin/search/synonyms/${id}` }))).statusCode).toBe(204);
    expect((await t.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/admin/search/synonyms/${id}` }))).statusCode).toBe(404);
    // Each edit is in the audit log with its words before and after, under the admin who made it.
    const audit = await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/audit?kind=search.' }));
    const entries = (audit.json() as { items: { kind: string; actorEmail: string; targetId: string; before: unknown; after: unknown }[] }).items.filter((e) => e.targetId === id);
    expect(entries.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['search.synonyms_deleted', { words: ['brontel', 'shinecape'], categoryId: null }, null],
      ['search.synonyms_changed', { words: ['brontel', 'glowcape'], categoryId: null }, { words: ['brontel', 'shinecape'], categoryId: null }],
      ['search.synonyms_added', null, { words: ['brontel', 'glowcape'], categoryId: null }],
    ]);
    expect(entries[1]!.actorEmail).not.toBe(entries[2]!.actorEmail);
  });

  it('refuses a word pointing to itself, a word of another group (no loop can form), and bad ids', async () => {
    const self = await post(admin, ['gabi', 'ጋቢ']);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('SYNONYM_SELF');
    expect((await post(admin, ['zzkemis', 'zzkemis'])).json().error.code).toBe('SYNONYM_SELF');
    // 'dress' is in the seeded kemis group: a second group with it would chain the two.
    const loop = await post(admin, ['dress', 'frock']);
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error.code).toBe('SYNONYM_IN_OTHER_GROUP');
    // Refused edits leave no group and no audit entry behind.
    const audited = await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/audit?kind=search.' }));
    expect((audited.json() as { items: { after: { words?: string[] } | null }[] }).items.some((e) => e.after?.words?.includes('frock'))).toBe(false);
    expect((await post(admin, ['two words', 'x1y2z'])).json().error.code).toBe('SYNONYM_NOT_A_WORD');
    expect((await post(admin, ['only'])).statusCode).toBe(400);
    expect((await post(admin, ['a\u0000b', 'c'])).statusCode).toBe(400);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "'; drop table x; --"]) {
      const res = await t.app.inject(withCookie(admin, { method: 'PUT', url: `/api/admin/search/synonyms/${encodeURIComponent(id)}`, payload: { words: ['aaaaz', 'bbbbz'] } }));
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('synonyms scoped to a category', () => {
  it('finds the other words only among that category\'s products, in the header search and the listing', async () => {
    const [other] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'kids-traditional'));
    const made = await t.database.db
      .insert(products)
      .values([{ ...product({ name: 'Quelvish Gown' }) }, { ...product({ name: 'Quelvish Costume' }), categoryId: other!.id }])
      .returning({ id: products.id });
    const group = await t.app.inject(withCookie(admin, { method: 'POST', url: '/api/admin/search/synonyms', payload: { words: ['quelvish', 'tramboline'], categoryId } }));
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json()).toMatchObject({ words: ['quelvish', 'tramboline'], categoryId });
    // The synonym reaches the kemis only; the word itself still finds both, everywhere.
    expect(await names('tramboline')).toEqual(['Quelvish Gown']);
    expect((await listed('tramboline')).items.map((i) => i.name)).toEqual(['Quelvish Gown']);
    expect((await names('quelvish')).sort()).toEqual(['Quelvish Costume', 'Quelvish Gown']);
    // Widened to every category, the costume is found too.
    const id = (group.json() as { id: string }).id;
    const widened = await t.app.inject(withCookie(admin, { method: 'PUT', url: `/api/admin/search/synonyms/${id}`, payload: { words: ['quelvish', 'tramboline'], categoryId: null } }));
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await names('tramboline')).sort()).toEqual(['Quelvish Costume', 'Quelvish Gown']);
    // A category that does not exist is refused, and nothing changes.
    for (const bad of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject(withCookie(admin, { method: 'PUT', url: `/api/admin/search/synonyms/${id}`, payload: { words: ['quelvish', 'tramboline'], categoryId: bad } }));
      expect(res.statusCode, bad).toBe(400);
      if (bad !== 'not-a-uuid') expect(res.json().error.code).toBe('SYNONYM_CATEGORY_UNKNOWN');
    }
    expect((await names('tramboline')).length).toBe(2);
    // The seeded group: 'dress' finds kemis only among the women's kemis.
    const dresses = await results('dress');
    expect(dresses.categories.map((c) => c.slug)).toContain('habesha-kemis');
    await t.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/admin/search/synonyms/${id}` }));
    await t.database.db.delete(products).where(inArray(products.id, made.map((m) => m.id)));
  });
});

describe('zero-result searches in the console', () => {
  it('counts the product list\'s searches that found nothing, spellings together, most frequent first', async () => {
    for (const q of ['qwxzvb', 'QWXZVB', 'qwxzvb', 'plorfnix']) expect((await listed(q)).total).toBe(0);
    const res = await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/search/misses' }));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { days: number; misses: { query: string; count: number }[] };
    expect(body.days).toBe(30);
    const counts = body.misses.map((m) => [m.query.toLowerCase(), m.count]);
    expect(counts).toContainEqual(['qwxzvb', 3]);
    expect(counts).toContainEqual(['plorfnix', 1]);
    expect(body.misses[0]!.count).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject(withCookie(shopper, { method: 'GET', url: '/api/admin/search/misses' }))).statusCode).toBe(403);
  });
});

describe('keys kept in step', () => {
  it('re-keys products written without keys (an older folding table) and then finds them', async () => {
    const [row] = await t.database.db
      .insert(products)
      .values({ name: 'Yembrot Cloak', status: 'published', priceMinor: 100, designerId, categoryId })
      .returning({ id: products.id });
    expect(await names('yembrot')).toEqual([]);
    const service = createSearchService({ db: t.database.db });
    expect(await service.rekeyStale()).toBeGreaterThanOrEqual(1);
    expect(await names('yembrot')).toEqual(['Yembrot Cloak']);
    expect(await service.rekeyStale()).toBe(0);
    await t.database.db.delete(products).where(inArray(products.id, [row!.id]));
  });

  it('warms up every query path without an error', async () => {
    await expect(createSearchService({ db: t.database.db }).warmUp(1)).resolves.toBeUndefined();
  });
});
