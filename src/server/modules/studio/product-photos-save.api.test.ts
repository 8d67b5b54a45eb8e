import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, freshIp, multipartBody, samplePhoto, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * Issue 41: the photos' order, primary photo and descriptions are part of the product and are
 * saved with the product form (PUT /api/studio/products/:id with `photos`), in one transaction
 * with its fields, by the owner or an admin only.
 */
let t: TestApp;
let selam: Session;
let hirut: Session;
let admin: Session;
let shopper: Session;
let categoryId = '';

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  shopper = await signUp(t.app);
  categoryId = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string; slug: string }[] }>().items.find((c) => c.slug === 'habesha-kemis')!.id;
});
afterAll(async () => {
  await t?.close();
});

interface Photo {
  id: string;
  isPrimary: boolean;
  sortOrder: number;
  altText: string | null;
}

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Saba kemis',
  description: 'Hand-woven cotton with a tibeb border.',
  categoryId,
  currency: 'USD',
  priceMinor: 18_000,
  stockQuantity: 4,
  sizes: ['S', 'M'],
  fulfilment: 'ready',
  status: 'draft',
  ...over,
});

/** A draft of Selam's with three photos, in upload order. */
async function productWithPhotos(owner: Session = selam): Promise<{ id: string; photos: Photo[] }> {
  const created = await call(owner, { method: 'POST', url: '/api/studio/products', payload: form() });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ product: { id: string } }>().product.id;
  const small = await samplePhoto(64, 80);
  for (let i = 0; i < 3; i += 1) {
    const res = await call(owner, { method: 'POST', url: `/api/studio/products/${id}/photos`, ...multipartBody({ data: small, name: `p${i}.jpg`, type: 'image/jpeg' }) });
    expect(res.statusCode, res.body).toBe(201);
  }
  const photos = (await call(owner, { method: 'GET', url: `/api/studio/products/${id}` })).json<{ product: { photos: Photo[] } }>().product.photos;
  return { id, photos };
}

const photosNow = async (s: Session, id: string) => (await call(s, { method: 'GET', url: `/api/studio/products/${id}` })).json<{ product: { name: string; photos: Photo[] } }>().product;

describe('photos saved with the product (issue 41)', () => {
  it('saves the order, primary photo and descriptions with Save draft, and the product card shows the new primary', async () => {
    const { id, photos } = await productWithPhotos();
    const order = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const res = await call(selam, {
      method: 'PUT',
      url: `/api/studio/products/${id}`,
      payload: form({ name: 'Saba kemis, renamed', photos: { order, primaryId: photos[2]!.id, alt: { [photos[2]!.id]: '  Back of the kemis  ', [photos[0]!.id]: 'Front' } } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ product: { name: string; photos: Photo[] } }>().product;
    expect(saved.name).toBe('Saba kemis, renamed');
    expect(saved.photos.map((p) => p.id)).toEqual(order);
    expect(saved.photos.map((p) => p.isPrimary)).toEqual([true, false, false]);
    expect(saved.photos[0]!.altText).toBe('Back of the kemis');
    expect(saved.photos[1]!.altText).toBe('Front');
    // A photo the arrangement gives no text keeps its own.
    expect(saved.photos[2]!.altText).toBe(photos[1]!.altText);
    const [row] = await t.database.db.select({ primaryImageUrl: products.primaryImageUrl }).from(products).where(eq(products.id, id));
    const stored = (await photosNow(selam, id)).photos;
    expect(stored.map((p) => p.id)).toEqual(order);
    expect(row!.primaryImageUrl).toMatch(/^\/storage\/products\//);
  });

  it('leaves the photos as they are when the form sends none', async () => {
    const { id, photos } = await productWithPhotos();
    const res = await call(selam, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ description: 'Changed words only.' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await photosNow(selam, id)).photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
  });

  it('refuses a stale arrangement whole: neither the fields nor the photos change', async () => {
    const { id, photos } = await productWithPhotos();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['a photo left out', { order: [photos[1]!.id, photos[0]!.id], primaryId: photos[1]!.id, alt: {} }],
      ['a photo twice', { order: [photos[1]!.id, photos[1]!.id, photos[0]!.id], primaryId: photos[1]!.id, alt: {} }],
      ['a primary not among them', { order: photos.map((p) => p.id).reverse(), primaryId: '00000000-0000-4000-8000-000000000000', alt: {} }],
      ['a text for another photo', { order: photos.map((p) => p.id), primaryId: photos[0]!.id, alt: { 'someone-else': 'x' } }],
    ];
    for (const [what, arrangement] of cases) {
      const res = await call(selam, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ name: `Should not stick (${what})`, photos: arrangement }) });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.code, what).toBe('PHOTO_ORDER_INVALID');
      expect(res.json().error.fields, what).toEqual({ photos: ['PHOTO_ORDER_INVALID'] });
    }
    const after = await photosNow(selam, id);
    expect(after.name).toBe('Saba kemis');
    expect(after.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
  });

  it('checks the arrangement’s shape with field codes (too many ids, long texts, wrong types)', async () => {
    const { id, photos } = await productWithPhotos();
    const bad = async (arrangement: unknown) => {
      const res = await call(selam, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ photos: arrangement }) });
      expect(res.statusCode, JSON.stringify(arrangement).slice(0, 80)).toBe(400);
      return res.json().error;
    };
    expect((await bad({ order: Array.from({ length: 9 }, (_, i) => `p${i}`), primaryId: 'p0' })).code).toBe('VALIDATION_FAILED');
    expect((await bad({ order: [photos[0]!.id], primaryId: photos[0]!.id, alt: { [photos[0]!.id]: 'x'.repeat(201) } })).fields).toEqual({ [`photos.alt.${photos[0]!.id}`]: ['ALT_TEXT_TOO_LONG'] });
    expect((await bad({ order: 'all', primaryId: 1 })).code).toBe('VALIDATION_FAILED');
    expect((await bad({ order: [], primaryId: '', alt: {}, extra: true })).code).toBe('VALIDATION_FAILED');
  });

  it('refuses photos on a new product, which has none yet', async () => {
    const res = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form({ photos: { order: ['00000000-0000-4000-8000-000000000000'], primaryId: '00000000-0000-4000-8000-000000000000' } }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PHOTO_ORDER_INVALID');
    // An empty arrangement (a form that sends its photos always) is fine.
    const empty = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form({ photos: null }) });
    expect(empty.statusCode, empty.body).toBe(201);
  });

  it('only the owner or an admin arranges a product’s photos', async () => {
    const { id, photos } = await productWithPhotos();
    const reversed = photos.map((p) => p.id).reverse();
    const arrangement = { order: reversed, primaryId: reversed[0], alt: {} };
    for (const other of [hirut, shopper]) {
      const res = await call(other, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ photos: arrangement }) });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect((await call(null, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ photos: arrangement }) })).statusCode).toBe(401);
    expect((await photosNow(selam, id)).photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    const byAdmin = await call(admin, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ photos: arrangement }) });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await photosNow(selam, id)).photos.map((p) => p.id)).toEqual(reversed);
  });

  it('publishes and rearranges in one save', async () => {
    const { id, photos } = await productWithPhotos();
    const res = await call(selam, { method: 'PUT', url: `/api/studio/products/${id}`, payload: form({ status: 'published', photos: { order: photos.map((p) => p.id), primaryId: photos[1]!.id, alt: {} } }) });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ product: { status: string; photos: Photo[] } }>().product;
    expect(saved.status).toBe('published');
    expect(saved.photos.find((p) => p.isPrimary)?.id).toBe(photos[1]!.id);
  });
});
