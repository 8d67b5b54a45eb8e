import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, homepageSettings, productImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The storage sweep reads the declared columns (storage-columns.ts): a file a key column names,
 * or an address column names as /storage/<key>, stays; an upload no row names goes, with its
 * renditions.
 */
let t: TestApp;
let storageDir: string;
let variantsDir: string;

const put = (dir: string, rel: string) => {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'bytes');
  // A minute old: a file's mtime has sub-millisecond precision, so one written in the sweep's own
  // millisecond reads as younger than a grace of 0 (the test failed so on a quiet machine).
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
  return file;
};

beforeAll(async () => {
  t = await createTestApp();
  storageDir = path.join(t.dataDir, 'storage');
  variantsDir = path.join(t.dataDir, 'image-variants');
});
afterAll(async () => {
  await t?.close();
});

describe('the storage sweep', () => {
  it('keeps files the declared columns name and removes the uploads nothing names', async () => {
    const [image] = await t.database.db.select({ id: productImages.id }).from(productImages).limit(1);
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    if (!image || !category) throw new Error('the template has no product image or category');
    await t.database.db.update(productImages).set({ storagePath: 'products/sweep/kept-by-key.webp' }).where(eq(productImages.id, image.id));
    await t.database.db.update(categories).set({ imageUrl: '/storage/products/sweep/kept-by-url.webp' }).where(eq(categories.id, category.id));
    const hero = await t.database.db.select({ id: homepageSettings.id }).from(homepageSettings).limit(1);
    if (hero[0]) await t.database.db.update(homepageSettings).set({ heroImageKey: 'profiles/sweep/hero.webp' }).where(eq(homepageSettings.id, hero[0].id));

    const byKey = put(storageDir, 'products/sweep/kept-by-key.webp');
    const byUrl = put(storageDir, 'products/sweep/kept-by-url.webp');
    const heroFile = put(storageDir, 'profiles/sweep/hero.webp');
    const orphan = put(storageDir, 'products/sweep/orphan.webp');
    const orphanVariant = put(variantsDir, '320/products/sweep/orphan.webp.webp');
    const notAnUpload = put(storageDir, 'elsewhere/kept.txt');

    const result = await t.services.backups.sweep(0);
    expect(result.orphans).toBeGreaterThanOrEqual(1);
    expect(existsSync(byKey)).toBe(true);
    expect(existsSync(byUrl)).toBe(true);
    expect(existsSync(heroFile)).toBe(hero.length > 0);
    expect(existsSync(notAnUpload)).toBe(true);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(orphanVariant)).toBe(false);
  });
});
