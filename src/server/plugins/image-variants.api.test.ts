import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 20, g: 120, b: 80 } } }).webp().toBuffer();
  await t.app.storage.put('categories/test-tile.webp', png, 'image/webp');
});
afterAll(async () => {
  await t?.close();
});

describe('image variants', () => {
  it('serves a smaller WebP of a stored image, made once and kept', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/img/160/categories/test-tile.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.width).toBe(160);
    expect(meta.height).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/img/160/categories/test-tile.webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges, and answers 404 for widths off the list, missing files and unsafe paths', async () => {
    const wide = await t.app.inject({ method: 'GET', url: '/img/960/categories/test-tile.webp' });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(800);
    for (const url of ['/img/161/categories/test-tile.webp', '/img/99999/categories/test-tile.webp', '/img/160/categories/missing.webp', '/img/160/../auth-secret.webp', '/img/160/categories/test-tile.svg', '/img/abc/x.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
