import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_GRAMS_BY_CATEGORY } from '../../../domain/shipping/defaults';
import { products } from '../../db/schema';
import { createTestApp, freshIp, signInAs, withCookie, type Session, type TestApp } from '../../test/test-app';

/**
 * A product's shipping weight in the studio (issue 40): a new product takes its category's usual
 * weight unless the designer gives one; she may change it; bad values are refused with
 * SHIPPING_WEIGHT_INVALID at the field and nothing written; another designer cannot change it.
 */

let t: TestApp;
let selam: Session;
let hirut: Session;
let admin: Session;
const categoryIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  for (const c of (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: { id: string; slug: string }[] }>().items) categoryIds[c.slug] = c.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Weighed kemis',
  description: 'Hand-woven cotton.',
  categoryId: categoryIds['habesha-kemis'],
  currency: 'USD',
  priceMinor: 12_000,
  stockQuantity: 3,
  sizes: ['M'],
  fulfilment: 'ready',
  status: 'draft',
  ...over,
});
type Product = { id: string; shippingWeightGrams: number };
const create = async (over: Record<string, unknown> = {}): Promise<Product> => {
  const res = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ product: Product }>().product;
};
const stored = async (id: string) => (await t.database.db.select({ grams: products.shippingWeightGrams }).from(products).where(eq(products.id, id)))[0]?.grams;

describe('a product’s shipping weight', () => {
  it('a new product without one takes its category’s usual weight; with one, keeps it', async () => {
    const kemis = await create();
    expect(kemis.shippingWeightGrams).toBe(DEFAULT_WEIGHT_GRAMS_BY_CATEGORY['habesha-kemis']);
    const netela = await create({ categoryId: categoryIds['scarves-shawls-netela'] });
    expect(netela.shippingWeightGrams).toBe(DEFAULT_WEIGHT_GRAMS_BY_CATEGORY['scarves-shawls-netela']);
    const heavy = await create({ shippingWeightGrams: 2_350 });
    expect(heavy.shippingWeightGrams).toBe(2_350);
    expect(await stored(heavy.id)).toBe(2_350);
  });

  it('its designer changes it; a save that leaves it out keeps it; a copy keeps it', async () => {
    const p = await create();
    const changed = await call(selam, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: 1_100 }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product.shippingWeightGrams).toBe(1_100);
    // A form of before issue 40 sends no weight: the one stored stands (not the category's).
    const without = await call(selam, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ name: 'Renamed kemis' }) });
    expect(without.json().product.shippingWeightGrams).toBe(1_100);
    expect((await call(selam, { method: 'GET', url: `/api/studio/products/${p.id}` })).json().product.shippingWeightGrams).toBe(1_100);
    const copy = await call(selam, { method: 'POST', url: `/api/studio/products/${p.id}/duplicate` });
    expect(copy.json().product.shippingWeightGrams).toBe(1_100);
  });

  it('refuses negative, zero, fractional, huge, text and null weights with SHIPPING_WEIGHT_INVALID at the field, writing nothing', async () => {
    const p = await create({ shippingWeightGrams: 800 });
    const count = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    for (const bad of [-5, 0, 12.5, 30_001, 1_000_000_000, '900', null, Number.MAX_SAFE_INTEGER]) {
      const created = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form({ shippingWeightGrams: bad }) });
      expect(created.statusCode, String(bad)).toBe(400);
      expect(created.json().error.fields.shippingWeightGrams, String(bad)).toEqual(['SHIPPING_WEIGHT_INVALID']);
      const changed = await call(selam, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: bad }) });
      expect(changed.statusCode, String(bad)).toBe(400);
      expect(changed.json().error.fields.shippingWeightGrams, String(bad)).toEqual(['SHIPPING_WEIGHT_INVALID']);
    }
    // The highest a piece may weigh is taken.
    expect((await call(selam, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: 30_000 }) })).statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect(await stored(p.id)).toBe(30_000);
  });

  it('another designer cannot change it (answered as a missing product); an admin can', async () => {
    const p = await create({ shippingWeightGrams: 900 });
    const other = await call(hirut, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: 5 }) });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('PRODUCT_NOT_FOUND');
    expect(await stored(p.id)).toBe(900);
    const guest = await call(null, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: 5 }) });
    expect(guest.statusCode).toBe(401);
    const byAdmin = await call(admin, { method: 'PUT', url: `/api/studio/products/${p.id}`, payload: form({ shippingWeightGrams: 950 }) });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await stored(p.id)).toBe(950);
  });
});
