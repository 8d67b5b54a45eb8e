import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { samplePhoto } from '../../src/server/test/multipart';

/**
 * A ready-made habesha kemis in S, M and L (stock 50) of the signed-in `designer`'s, made for one
 * journey through the studio (a draft with a photo, then published), read back as `reader` sees
 * it in the shop. A journey that ships or reviews a demo product picks whatever other journeys
 * left in the list (a made-to-measure kemis ships only with a finished photo; a reviewed one is
 * no longer "New"); its own product leaves it nothing to share.
 */
export async function readyKemis<Card>(designer: APIRequestContext, reader: APIRequestContext, name: string): Promise<Card> {
  const categories = ((await (await designer.get('/api/categories')).json()) as { items: { id: string; slug: string }[] }).items;
  const category = categories.find((c) => c.slug === 'habesha-kemis');
  assert.ok(category, 'the habesha kemis category');
  const form = {
    name: `${name} ${randomUUID().slice(0, 8)}`,
    description: 'Hand-woven cotton with a tibeb border.',
    categoryId: category.id,
    currency: 'ETB',
    priceMinor: 650_000,
    stockQuantity: 50,
    sizes: ['S', 'M', 'L'],
    fulfilment: 'ready',
    status: 'draft',
  };
  const created = await designer.post('/api/studio/products', { data: form });
  assert.ok(created.ok(), await created.text());
  const { product } = (await created.json()) as { product: { id: string } };
  const photo = await designer.post(`/api/studio/products/${product.id}/photos`, { multipart: { file: { name: 'kemis.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(600, 800) } } });
  assert.ok(photo.ok(), await photo.text());
  const published = await designer.put(`/api/studio/products/${product.id}`, { data: { ...form, status: 'published' } });
  assert.ok(published.ok(), await published.text());
  const shown = await reader.get(`/api/products/${product.id}`);
  assert.equal(shown.status(), 200, await shown.text());
  return (await shown.json()) as Card;
}
