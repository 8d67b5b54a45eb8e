import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createTestApp, signUp, withCookie, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('response cache', () => {
  it('answers repeat requests from memory with an ETag and 304 when unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?page=2' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const hitsBefore = t.app.responseCache.stats().hits;
    const second = await t.app.inject({ method: 'GET', url: '/api/products?page=2' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(t.app.responseCache.stats().hits).toBe(hitsBefore + 1);
    const revalidated = await t.app.inject({ method: 'GET', url: '/api/products?page=2', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves compressed copies to clients that accept them', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    const br = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('drops cached responses when a change event names their topic', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json();
    const id = before.items[0].id as string;
    await t.database.db.update(products).set({ name: 'Renamed Kemis' }).where(eq(products.id, id));
    // Without an event the cached page is still served...
    expect((await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0].name).toBe(before.items[0].name);
    // ...and the change event makes the next request see the database again.
    t.app.events.publish({ topic: 'products', action: 'update', id });
    expect((await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json().items[0].name).toBe('Renamed Kemis');
  });

  it('never caches personal responses', async () => {
    const a = await signUp(t.app, { fullName: 'Person A' });
    const b = await signUp(t.app, { fullName: 'Person B' });
    const meA = await t.app.inject(withCookie(a, { method: 'GET', url: '/api/me' }));
    const meB = await t.app.inject(withCookie(b, { method: 'GET', url: '/api/me' }));
    expect(meA.json().user.fullName).toBe('Person A');
    expect(meB.json().user.fullName).toBe('Person B');
    expect(meA.headers.etag).toBeUndefined();
  });

  it('does not cache errors', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/products?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
