import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WORD_SEPARATORS } from '../../../domain/search';
import { categories, products, profiles } from '../../db/schema';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { createSearchService } from './service';

interface Results {
  products: { id: string; name: string; nameAm: string | null; thumbUrl: string | null; priceMinor: number; category: { name: string; nameAm: string | null } | null }[];
  designers: { slug: string; fullName: string; avatarUrl: string | null; country: string; countryCode: string | null }[];
  categories: { slug: string; name: string; nameAm: string | null }[];
}

let t: TestApp;
let designerId: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [designer] = await t.database.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'designer')).limit(1);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'habesha-kemis'));
  designerId = designer!.userId;
  categoryId = category!.id;
  // Made-up words no seeded name contains, so the assertions do not depend on the seed's choices.
  const add = (name: string, nameAm: string | null, isActive = true) => ({ name, nameAm, status: isActive ? ('published' as const) : ('hidden' as const), priceMinor: 12_345, designerId, categoryId });
  await t.database.db.insert(products).values([
    add('Zarlek Velvet Kemis', 'ዛርሌክ ቬልቬት ቀሚስ'),
    add('Quorvane Zarlek-Woven Netela', null),
    add('Zarlek Hidden Kemis', null, false),
    add('Zarlek 100% Cotton', null),
    add('Zarlek 100 Silk', null),
    add('Zarlek_Underscore', null),
    add('Zarlek Six', null),
    add('Zarlek Seven', null),
    add('Velvet Morning Gown', null),
    add('Quorvanelisterash Shawl', null),
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string | null, ip = freshIp()) {
  const url = q === null ? '/api/search' : `/api/search?q=${encodeURIComponent(q)}`;
  return t.app.inject({ method: 'GET', url, remoteAddress: ip });
}
async function results(q: string): Promise<Results> {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Results;
}
const names = (r: Results) => r.products.map((p) => p.name);

describe('GET /api/search', () => {
  it('groups products, designers and categories, at most 5 each', async () => {
    const r = await results('habesha');
    expect(Object.keys(r).sort()).toEqual(['categories', 'designers', 'products']);
    expect(r.products.length).toBeGreaterThan(0);
    expect(r.products.length).toBeLessThanOrEqual(5);
    expect(r.categories).toEqual([{ slug: 'habesha-kemis', name: 'Habesha Kemis', nameAm: 'የሀበሻ ቀሚስ' }]);
    const p = r.products[0]!;
    expect(p).toEqual({ id: expect.any(String), name: expect.any(String), nameAm: expect.any(String), thumbUrl: expect.toSatisfy((v) => v === null || typeof v === 'string'), priceMinor: expect.any(Number), category: { name: expect.any(String), nameAm: expect.any(String) } });

    const many = await results('zarlek');
    expect(many.products).toHaveLength(5);

    const designers = (await (await t.app.inject({ method: 'GET', url: '/api/designers' })).json()) as { items: { slug: string; fullName: string; country: string; countryAm: string | null; countryCode: string | null }[] };
    const someone = designers.items[0]!;
    const byDesigner = await results(someone.fullName.split(' ')[0]!);
    expect(byDesigner.designers).toContainEqual({ slug: someone.slug, fullName: someone.fullName, avatarUrl: expect.toSatisfy((v) => v === null || typeof v === 'string'), country: someone.country, countryAm: someone.countryAm, countryCode: someone.countryCode });
  });

  it('matches the start of the name and the start of any word, not the middle of a word', async () => {
    expect(names(await results('zarlek v'))).toEqual(['Zarlek Velvet Kemis']);
    expect(names(await results('velvet k'))).toEqual(['Zarlek Velvet Kemis']);
    expect(names(await results('quorvane zarlek'))).toEqual(['Quorvane Zarlek-Woven Netela']);
    // After a hyphen a new word starts.
    expect(names(await results('woven n'))).toEqual(['Quorvane Zarlek-Woven Netela']);
    expect(names(await results('arlek'))).toEqual([]);
    expect(names(await results('elvet'))).toEqual([]);
    // A designer's surname is a word start too; the inside of a name is not.
    const designers = (await (await t.app.inject({ method: 'GET', url: '/api/designers' })).json()) as { items: { fullName: string }[] };
    const full = designers.items.find((d) => d.fullName.includes(' '))!.fullName;
    const surname = full.split(' ')[1]!;
    expect((await results(surname)).designers.map((d) => d.fullName)).toContain(full);
    expect((await results(surname.slice(1))).designers.map((d) => d.fullName)).not.toContain(full);
    expect((await results('scarv')).categories.map((c) => c.slug)).toEqual(['scarves-shawls-netela']);
  });

  it('ranks names that start with the query before names that only have a word starting with it', async () => {
    const r = await results('zarlek');
    expect(r.products.every((p) => p.name.toLowerCase().startsWith('zarlek'))).toBe(true);
    expect(names(r)).not.toContain('Quorvane Zarlek-Woven Netela');
    expect(names(await results('velv'))).toEqual(['Velvet Morning Gown', 'Zarlek Velvet Kemis']);
  });

  it('ignores case and surrounding or repeated spaces', async () => {
    expect(names(await results('ZARLEK VELVET'))).toEqual(['Zarlek Velvet Kemis']);
    expect(names(await results('  vElVeT   kemis  '))).toEqual(['Zarlek Velvet Kemis']);
    expect((await results('HABESHA K')).categories.map((c) => c.slug)).toEqual(['habesha-kemis']);
  });

  it('matches Amharic names of products and categories', async () => {
    expect(names(await results('ቬልቬት'))).toEqual(['Zarlek Velvet Kemis']);
    expect(names(await results('ዛርሌክ ቬ'))).toEqual(['Zarlek Velvet Kemis']);
    expect((await results('የሀበሻ')).categories.map((c) => c.slug)).toEqual(['habesha-kemis']);
    // ቀሚስ is the second word of የሀበሻ ቀሚስ.
    expect((await results('ቀሚስ')).categories.map((c) => c.slug)).toContain('habesha-kemis');
  });

  it('leaves out inactive products and designers who are not approved', async () => {
    expect(names(await results('zarlek hidden'))).toEqual([]);
    const [designer] = await t.database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, designerId));
    expect((await results(designer!.fullName)).designers).toHaveLength(1);
    await t.database.db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, designerId));
    expect((await results(designer!.fullName)).designers).toEqual([]);
    await t.database.db.update(profiles).set({ isApproved: true }).where(eq(profiles.userId, designerId));
  });

  it('searches LIKE wildcards literally', async () => {
    expect(names(await results('zarlek 100%'))).toEqual(['Zarlek 100% Cotton']);
    expect(names(await results('zarlek_'))).toEqual(['Zarlek_Underscore']);
    expect(await results('%')).toEqual({ products: [], designers: [], categories: [] });
    expect(await results('_')).toEqual({ products: [], designers: [], categories: [] });
    expect(names(await results('zarlek\\'))).toEqual([]);
  });

  it('answers an empty query with empty groups and refuses one over 100 characters', async () => {
    const empty = { products: [], designers: [], categories: [] };
    expect(await results('')).toEqual(empty);
    expect(await results('    ')).toEqual(empty);
    const missing = await search(null);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual(empty);
    expect((await search('k'.repeat(100))).statusCode).toBe(200);
    // Trimmed first: spaces around a 100-character query do not count.
    expect((await search(`  ${'k'.repeat(100)}  `)).statusCode).toBe(200);
    const long = await search('k'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('limits one address to 30 searches a minute; others are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await search(`zarlek ${i}`, ip)).statusCode).toBe(200);
    const blocked = await search('zarlek', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBe(120);
    expect((await search('zarlek', freshIp())).statusCode).toBe(200);
    // Still blocked: the block lasts 2 minutes, not until the next request.
    expect((await search('zarlek', ip)).statusCode).toBe(429);
  });

  it('splits words in the index exactly where the query splits them', async () => {
    // search_word_prefixes() in migration 0002 must use SEARCH_WORD_SEPARATORS; a drift would lose matches.
    for (const sep of [' ', ...SEARCH_WORD_SEPARATORS]) {
      const rows = await t.database.db.execute<{ words: string[] }>(sql`select search_word_prefixes(${`Ab${sep}Cd`}) as words`);
      const words = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { words: string[] }[] }).rows)[0]!.words;
      expect(words, JSON.stringify(sep)).toContain('cd');
      expect(words, JSON.stringify(sep)).not.toContain(`b${sep.toLowerCase()}`);
    }
    // Words longer than the index keeps (12 characters) are still found by their whole length.
    expect(names(await results('quorvanelisterash'))).toEqual(['Quorvanelisterash Shawl']);
    expect(names(await results('quorvanelisterasx'))).toEqual([]);
    const rows = await t.database.db.execute<{ words: string[] }>(sql`select search_word_prefixes(${"Men's Kemis"}) as words`);
    const words = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { words: string[] }[] }).rows)[0]!.words;
    expect(words).toContain("men's");
  });
});

describe('search warm-up', () => {
  it('runs every query path, Latin and Ethiopic, without an error', async () => {
    await expect(createSearchService({ db: t.database.db }).warmUp(1)).resolves.toBeUndefined();
  });
});
