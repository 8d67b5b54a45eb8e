import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let active: { id: string; name: string; priceMinor: number }[];
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
  const all = await t.database.db.select({ id: products.id, name: products.name, priceMinor: products.priceMinor, isActive: products.isActive }).from(products);
  active = all.filter((p) => p.isActive);
  const draft = all.find((p) => !p.isActive);
  if (!draft || active.length < 5) throw new Error('the template lacks active or inactive products');
  draftId = draft.id;
});
afterAll(async () => {
  await t?.close();
});

let a: Session;
let b: Session;
beforeEach(async () => {
  a = await signUp(t.app);
  b = await signUp(t.app);
});

interface Favorite {
  productId: string;
  addedAt: string;
  product: { id: string; name: string; priceMinor: number; thumbUrl: string | null; designer: { fullName: string } };
}
type Body = { items: Favorite[]; error: { code: string }; favorited: boolean; count: number; merged: number; skipped: { index: number; productId: string | null; reason: string }[] };

async function call(session: Session | null, options: InjectOptions) {
  const res = await t.app.inject(withCookie(session, options));
  return { status: res.statusCode, body: res.json() as Body };
}
const list = async (s: Session) => (await call(s, { method: 'GET', url: '/api/favorites' })).body.items;
const put = (s: Session | null, id: string) => call(s, { method: 'PUT', url: `/api/favorites/${encodeURIComponent(id)}` });
const del = (s: Session | null, id: string) => call(s, { method: 'DELETE', url: `/api/favorites/${encodeURIComponent(id)}` });
const p = (i: number) => active[i] as { id: string; name: string; priceMinor: number };

describe('who may call', () => {
  it('answers 401 to guests on every favourites endpoint', async () => {
    for (const options of [
      { method: 'GET', url: '/api/favorites' },
      { method: 'PUT', url: `/api/favorites/${p(0).id}` },
      { method: 'DELETE', url: `/api/favorites/${p(0).id}` },
      { method: 'POST', url: '/api/favorites/merge', payload: { productIds: [p(0).id] } },
    ] as InjectOptions[]) {
      const res = await call(null, options);
      expect(res.status, `${options.method} ${options.url}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('favourite, list, unfavourite', () => {
  it('lists product cards newest first, with prices from the database', async () => {
    const first = await put(a, p(0).id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ productId: p(0).id, favorited: true, count: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect((await put(a, p(1).id)).body.count).toBe(2);

    const items = await list(a);
    expect(items.map((f) => f.productId)).toEqual([p(1).id, p(0).id]);
    expect(items[0]?.product).toMatchObject({ id: p(1).id, name: p(1).name, priceMinor: p(1).priceMinor });
    expect(items[0]?.product.designer.fullName).toBeTruthy();
    expect(Date.parse(items[0]?.addedAt ?? '')).not.toBeNaN();
  });

  it('is idempotent: favouriting twice keeps one entry', async () => {
    await put(a, p(2).id);
    const again = await put(a, p(2).id);
    expect(again.status).toBe(200);
    expect(again.body.count).toBe(1);
    expect(await list(a)).toHaveLength(1);
  });

  it('answers 404 for unknown, malformed and withdrawn products', async () => {
    for (const id of [randomUUID(), 'not-an-id', "1' or '1'='1", draftId, 'x'.repeat(64)]) {
      const res = await put(a, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('PRODUCT_NOT_FOUND');
    }
    expect((await put(a, 'x'.repeat(65))).status).toBe(400);
    expect(await list(a)).toEqual([]);
  });

  it('removes a favourite once; removing what is not there is 404', async () => {
    await put(a, p(0).id);
    const res = await del(a, p(0).id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ productId: p(0).id, favorited: false, count: 0 });
    expect((await del(a, p(0).id)).body.error.code).toBe('FAVORITE_NOT_FOUND');
    expect((await del(a, 'garbage')).status).toBe(404);
  });

  it('hides a favourite whose product was withdrawn', async () => {
    await put(a, p(3).id);
    await t.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, p(3).id));
    try {
      expect(await list(a)).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ status: 'published' }).where(eq(products.id, p(3).id));
    }
    expect(await list(a)).toHaveLength(1);
  });
});

describe('two shoppers', () => {
  it('see and change only their own favourites', async () => {
    await put(a, p(0).id);
    await put(a, p(1).id);
    expect(await list(b)).toEqual([]);
    const res = await del(b, p(0).id);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('FAVORITE_NOT_FOUND');
    await put(b, p(0).id);
    await del(b, p(0).id);
    expect((await list(a)).map((f) => f.productId).sort()).toEqual([p(0).id, p(1).id].sort());
    await call(b, { method: 'POST', url: '/api/favorites/merge', payload: { productIds: [p(4).id] } });
    expect(await list(a)).toHaveLength(2);
  });
});

describe('POST /api/favorites/merge', () => {
  it('adds the guest favourites, keeps existing ones, skips and reports the rest', async () => {
    await put(a, p(0).id);
    const res = await call(a, {
      method: 'POST',
      url: '/api/favorites/merge',
      payload: { productIds: [p(0).id, p(1).id, p(1).id, randomUUID(), draftId, 'nonsense', 7, null, p(2).id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.merged).toBe(4);
    expect(res.body.skipped.map((s) => [s.index, s.reason])).toEqual([
      [3, 'PRODUCT_NOT_FOUND'],
      [4, 'PRODUCT_NOT_FOUND'],
      [5, 'INVALID_ID'],
      [6, 'INVALID_ID'],
      [7, 'INVALID_ID'],
    ]);
    // The new ids came newest first and keep that order; the favourite that was already there is older.
    expect(res.body.items.map((f) => f.productId)).toEqual([p(1).id, p(2).id, p(0).id]);
  });

  it('refuses more than 100 ids and malformed bodies', async () => {
    const tooMany = await call(a, { method: 'POST', url: '/api/favorites/merge', payload: { productIds: Array.from({ length: 101 }, () => p(0).id) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe('VALIDATION_FAILED');
    for (const payload of [{}, { productIds: 'all' }]) {
      expect((await call(a, { method: 'POST', url: '/api/favorites/merge', payload })).status).toBe(400);
    }
    const bad = await call(a, { method: 'POST', url: '/api/favorites/merge', payload: '{"productIds":[', headers: { 'content-type': 'application/json' } });
    expect(bad.body.error.code).toBe('INVALID_JSON');
    const empty = await call(a, { method: 'POST', url: '/api/favorites/merge', payload: { productIds: [] } });
    expect(empty.body).toEqual({ items: [], merged: 0, skipped: [] });
  });
});

describe('GET /api/products/by-ids', () => {
  const byIds = async (ids: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/by-ids?ids=${encodeURIComponent(ids)}` });
    return { status: res.statusCode, body: res.json() as { items: { id: string; priceMinor: number }[]; error: { code: string } } };
  };

  it('is public and keeps the order asked, leaving out unknown, malformed, withdrawn and repeated ids', async () => {
    const res = await byIds([p(2).id, randomUUID(), p(0).id, 'junk', draftId, p(2).id].join(','));
    expect(res.status).toBe(200);
    expect(res.body.items.map((c) => c.id)).toEqual([p(2).id, p(0).id]);
    expect(res.body.items[1]?.priceMinor).toBe(p(0).priceMinor);
    expect((await byIds('')).body.items).toEqual([]);
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID()).join(',');
    const res = await byIds(ids);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect((await byIds('x'.repeat(5000))).status).toBe(400);
  });

  it('is not mistaken for a product id by the catalogue route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/by-ids' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });
});
