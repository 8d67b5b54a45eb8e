import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, freshIp, multipartBody, samplePhoto, signInAs, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Issue 35, items 5, 8 and 9: an admin's hide is moderation that only an admin lifts; one
 * publishing rule (a photo, not hidden by an admin) on every way of publishing; one schema for a
 * product's price and stock on every route that writes them.
 */
let t: TestApp;
let selam: Session;
let hirut: Session;
let admin: Session;
let categoryId = '';
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  categoryId = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string }[] }>().items[0]!.id;
  photo = await samplePhoto(320, 400);
});
afterAll(async () => {
  await t?.close();
});

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Moderated kemis',
  description: 'Hand-woven cotton with a tibeb border.',
  categoryId,
  priceMinor: 18_000,
  originalPriceMinor: null,
  stockQuantity: 4,
  sizes: ['S', 'M'],
  fulfilment: 'ready',
  status: 'draft',
  ...over,
});
async function draftOf(s: Session, withPhoto: boolean): Promise<string> {
  const res = await call(s, { method: 'POST', url: '/api/studio/products', payload: form() });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ product: { id: string } }>().product.id;
  if (withPhoto) {
    const up = await call(s, { method: 'POST', url: `/api/studio/products/${id}/photos`, ...multipartBody({ data: photo, name: 'front.jpg', type: 'image/jpeg' }) });
    expect(up.statusCode, up.body).toBe(201);
  }
  return id;
}
async function publishedOf(s: Session): Promise<string> {
  const id = await draftOf(s, true);
  const res = await call(s, { method: 'POST', url: `/api/studio/products/${id}/status`, payload: { status: 'published' } });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const statusOf = async (id: string) => (await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const publicStatus = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode;
const hide = (id: string, body: Record<string, unknown> = { hidden: true }) => call(admin, { method: 'POST', url: `/api/admin/products/${id}/hidden`, payload: body });
const auditOf = (kind: string) => t.app.audit.list({ kind, limit: 50 });

/** The three ways a designer (or anyone in the studio) puts a product on sale. */
const publishRoutes: Array<[string, (s: Session, id: string) => InjectOptions]> = [
  ['POST /api/studio/products/:id/status', (_s, id) => ({ method: 'POST', url: `/api/studio/products/${id}/status`, payload: { status: 'published' } })],
  ['PATCH /api/products/:id', (_s, id) => ({ method: 'PATCH', url: `/api/products/${id}`, payload: { isActive: true } })],
  ['PUT /api/studio/products/:id', (_s, id) => ({ method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ status: 'published' }) })],
];

describe('an admin hides a product (issue 35, item 5)', () => {
  it('records the hide with its reason, and the designer sees it hidden by Tibeb with the reason', async () => {
    const id = await publishedOf(selam);
    const res = await hide(id, { hidden: true, reason: '  Photos show another brand’s logo.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ status: 'hidden', hiddenByAdmin: true, hiddenReason: 'Photos show another brand’s logo.', reviewRequestedAt: null });
    expect(await publicStatus(id)).toBe(404);
    const [entry] = await auditOf('products.hidden');
    expect(entry).toMatchObject({ actorId: admin.userId, targetId: id, before: { status: 'published', hiddenByAdmin: false }, after: { status: 'hidden', hiddenByAdmin: true, reason: 'Photos show another brand’s logo.' } });

    const mine = (await call(selam, { method: 'GET', url: `/api/studio/products/${id}` })).json().product;
    expect(mine.status).toBe('hidden');
    expect(mine.moderation).toMatchObject({ hiddenByAdmin: true, reason: 'Photos show another brand’s logo.', reviewRequestedAt: null });
    const rows = (await call(selam, { method: 'GET', url: '/api/studio/products?status=hidden&pageSize=100' })).json().items as { id: string; hiddenByAdmin: boolean }[];
    expect(rows.find((r) => r.id === id)?.hiddenByAdmin).toBe(true);
  });

  it('hides without a reason, and refuses a reason longer than 500 characters', async () => {
    const id = await publishedOf(selam);
    const long = await hide(id, { hidden: true, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('published');
    const res = await hide(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ hiddenByAdmin: true, hiddenReason: null });
  });

  it.each(publishRoutes)('the designer cannot publish it again through %s (409 HIDDEN_BY_ADMIN)', async (_name, request) => {
    const id = await publishedOf(selam);
    expect((await hide(id)).statusCode).toBe(200);
    const res = await call(selam, request(selam, id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('HIDDEN_BY_ADMIN');
    expect(await statusOf(id)).toBe('hidden');
    expect(await publicStatus(id)).toBe(404);
  });

  it.each(publishRoutes)('another designer cannot publish it through %s either', async (_name, request) => {
    const id = await publishedOf(selam);
    expect((await hide(id)).statusCode).toBe(200);
    const res = await call(hirut, request(hirut, id));
    // Someone else's product: 404 in the studio, 403 on the catalogue's PATCH (as before).
    expect([403, 404]).toContain(res.statusCode);
    expect(await statusOf(id)).toBe('hidden');
  });

  it.each(publishRoutes)('an admin in the studio or the catalogue is refused too through %s: only the console lifts a hide', async (_name, request) => {
    const id = await publishedOf(selam);
    expect((await hide(id)).statusCode).toBe(200);
    const res = await call(admin, request(admin, id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('HIDDEN_BY_ADMIN');
    expect(await statusOf(id)).toBe('hidden');
  });

  it('the designer may still edit it as a draft save (it stays hidden) and hide or delete it', async () => {
    const id = await publishedOf(selam);
    expect((await hide(id)).statusCode).toBe(200);
    const save = await call(selam, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ name: 'Moderated kemis, new photos' }) });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().product).toMatchObject({ status: 'hidden', name: 'Moderated kemis, new photos', moderation: { hiddenByAdmin: true } });
    expect((await call(selam, { method: 'PATCH', url: `/api/products/${id}`, payload: { isActive: false, stockQuantity: 3 } })).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('hidden');
  });

  it('the designer asks for review once; admins find it in the console; the request is recorded', async () => {
    const id = await publishedOf(selam);
    const early = await call(selam, { method: 'POST', url: `/api/studio/products/${id}/review-request` });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NOT_HIDDEN_BY_ADMIN');
    expect((await hide(id, { hidden: true, reason: 'Blurry photos' })).statusCode).toBe(200);

    expect((await call(hirut, { method: 'POST', url: `/api/studio/products/${id}/review-request` })).statusCode).toBe(404);
    const asked = await call(selam, { method: 'POST', url: `/api/studio/products/${id}/review-request` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(typeof asked.json().product.moderation.reviewRequestedAt).toBe('string');
    const count = (await auditOf('products.review_requested')).length;
    // A second click changes nothing and records nothing.
    expect((await call(selam, { method: 'POST', url: `/api/studio/products/${id}/review-request` })).statusCode).toBe(200);
    const entries = await auditOf('products.review_requested');
    expect(entries.length).toBe(count);
    expect(entries[0]).toMatchObject({ actorId: selam.userId, targetId: id });

    const waiting = (await call(admin, { method: 'GET', url: '/api/admin/products?review=requested&pageSize=100' })).json();
    expect(waiting.items.map((p: { id: string }) => p.id)).toContain(id);
    expect(waiting.items.every((p: { hiddenByAdmin: boolean; reviewRequestedAt: string | null }) => p.hiddenByAdmin && p.reviewRequestedAt)).toBe(true);
    const row = waiting.items.find((p: { id: string }) => p.id === id);
    expect(row).toMatchObject({ hiddenReason: 'Blurry photos' });
    const hiddenByAdmin = (await call(admin, { method: 'GET', url: '/api/admin/products?review=hidden_by_admin&pageSize=100' })).json();
    expect(hiddenByAdmin.items.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('only an admin lifts the hide: the product is on sale again, flags cleared, recorded', async () => {
    const id = await publishedOf(selam);
    expect((await hide(id, { hidden: true, reason: 'Check the price' })).statusCode).toBe(200);
    expect((await call(selam, { method: 'POST', url: `/api/studio/products/${id}/review-request` })).statusCode).toBe(200);
    const lift = await hide(id, { hidden: false });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().product).toMatchObject({ status: 'published', hiddenByAdmin: false, hiddenReason: null, reviewRequestedAt: null });
    expect(await publicStatus(id)).toBe(200);
    const [entry] = await auditOf('products.unhidden');
    expect(entry).toMatchObject({ actorId: admin.userId, targetId: id, before: { status: 'hidden', hiddenByAdmin: true, reason: 'Check the price' }, after: { status: 'published', hiddenByAdmin: false } });
    // Lifted: the designer may hide and publish it again as before.
    expect((await call(selam, { method: 'POST', url: `/api/studio/products/${id}/status`, payload: { status: 'hidden' } })).statusCode).toBe(200);
    expect((await call(selam, { method: 'PATCH', url: `/api/products/${id}`, payload: { isActive: true } })).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('published');
  });

  it('an admin may also take a product its designer hid under moderation', async () => {
    const id = await publishedOf(selam);
    expect((await call(selam, { method: 'POST', url: `/api/studio/products/${id}/status`, payload: { status: 'hidden' } })).statusCode).toBe(200);
    const res = await hide(id, { hidden: true, reason: 'Counterfeit' });
    expect(res.json().product).toMatchObject({ status: 'hidden', hiddenByAdmin: true });
    const again = await call(selam, { method: 'POST', url: `/api/studio/products/${id}/status`, payload: { status: 'published' } });
    expect(again.json().error.code).toBe('HIDDEN_BY_ADMIN');
  });
});

describe('one publishing rule: a photo first (issue 35, item 8)', () => {
  it.each(publishRoutes)('%s refuses to publish a draft with no photo (409 PHOTO_REQUIRED)', async (_name, request) => {
    const id = await draftOf(selam, false);
    const res = await call(selam, request(selam, id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('PHOTO_REQUIRED');
    expect(await statusOf(id)).toBe('draft');
    expect(await publicStatus(id)).toBe(404);
  });

  it('creating a product as published is refused the same way', async () => {
    const res = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form({ status: 'published' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PHOTO_REQUIRED');
  });

  it('the admin console cannot show a photo-less product either', async () => {
    const id = await draftOf(selam, false);
    await t.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, id));
    const res = await hide(id, { hidden: false });
    expect(res.json().error.code).toBe('PHOTO_REQUIRED');
    expect(await statusOf(id)).toBe('hidden');
  });

  it.each(publishRoutes)('%s publishes a draft that has a photo', async (_name, request) => {
    const id = await draftOf(selam, true);
    const res = await call(selam, request(selam, id));
    expect([200, 204]).toContain(res.statusCode);
    expect(await publicStatus(id)).toBe(200);
  });
});
