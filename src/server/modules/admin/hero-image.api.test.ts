import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { createTestApp, freshIp, multipartBody, samplePhoto, withCookie, type Session, type TestApp } from '../../test/test-app';

// Issue 41: the homepage hero image goes through the upload pipeline instead of a typed address.
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const upload = (who: Session | null, file: { data: Buffer; name: string; type: string }) => call(who, { method: 'PUT', url: '/api/admin/homepage-settings/hero-image', ...multipartBody(file) });
const storagePath = (url: string) => path.join(t.dataDir, 'storage', url.replace('/storage/', ''));
const heroFiles = () => {
  const dir = path.join(t.dataDir, 'storage', 'homepage');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('the homepage hero image', () => {
  it('is uploaded by either admin only, cleaned, shown on the home page, and replaces the old file', async () => {
    const { default: sharp } = await import('sharp');
    // A phone photo with a GPS position: the stored image keeps none of it.
    const photo = await sharp(await samplePhoto(2400, 1500))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 1/1 0/1' } } })
      .toBuffer();
    const file = { data: photo, name: 'hero.jpg', type: 'image/jpeg' };
    expect((await upload(null, file)).statusCode).toBe(401);
    for (const who of [cast.shopper, cast.otherShopper, cast.selam, cast.hirut]) expect((await upload(who, file)).statusCode).toBe(403);
    expect(heroFiles()).toEqual([]);

    const before = (await call(cast.admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number }>();
    const first = await upload(cast.admin, file);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ heroImageUrl: string; version: number }>().heroImageUrl;
    expect(firstUrl).toMatch(/^\/storage\/homepage\/hero-[0-9a-f-]+\.webp$/);
    expect(first.json().version).toBe(before.version + 1);
    const stored = await sharp(storagePath(firstUrl)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBeLessThanOrEqual(2000);
    expect((await t.app.inject({ method: 'GET', url: firstUrl.replace('/storage/', '/img/960/') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().hero.imageUrl).toBe(firstUrl);

    const second = await upload(cast.otherAdmin, { data: await samplePhoto(1600, 1000), name: 'hero2.png', type: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<{ heroImageUrl: string }>().heroImageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    // The replaced file is gone; only the new one is left.
    expect(existsSync(storagePath(firstUrl))).toBe(false);
    expect(heroFiles()).toEqual([path.basename(secondUrl)]);

    const audits = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'content.hero_image_uploaded'));
    expect(audits.map((a) => a.actorId).sort()).toEqual([cast.admin.userId, cast.otherAdmin.userId].sort());

    // A text save from a form opened before the upload is told it is stale, and keeps the image.
    const stale = await call(cast.admin, {
      method: 'PUT',
      url: '/api/admin/homepage-settings',
      payload: {
        heroTitle: 'Old form', heroTitleAm: null, heroSubtitle: null, heroSubtitleAm: null, heroCtaText: null, heroCtaTextAm: null, heroCtaLink: null,
        featuredSectionTitle: null, featuredSectionTitleAm: null, featuredSectionSubtitle: null, featuredSectionSubtitleAm: null, version: before.version,
      },
    });
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');

    const removed = await call(cast.admin, { method: 'DELETE', url: '/api/admin/homepage-settings/hero-image' });
    expect(removed.json().heroImageUrl).toBeNull();
    expect(heroFiles()).toEqual([]);
  });

  it('refuses files that lie about their type, and leaves no file and no change behind', async () => {
    const before = (await call(cast.admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number; heroImageUrl: string | null }>();
    const cases: Array<[{ data: Buffer; name: string; type: string }, string]> = [
      [{ data: Buffer.from('<svg onload="alert(1)"/>'), name: 'hero.jpg', type: 'image/jpeg' }, 'IMAGE_UNREADABLE'],
      [{ data: Buffer.from('%PDF-1.4 not an image'), name: 'hero.png', type: 'image/png' }, 'IMAGE_UNREADABLE'],
      [{ data: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' }, 'IMAGE_UNREADABLE'],
      [{ data: await samplePhoto(200, 200), name: 'hero.exe', type: 'application/octet-stream' }, 'FILE_EXECUTABLE'],
    ];
    for (const [file, code] of cases) {
      const res = await upload(cast.admin, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error.code, file.name).toBe(code);
    }
    const json = await call(cast.admin, { method: 'PUT', url: '/api/admin/homepage-settings/hero-image', payload: { url: 'https://evil.example/x.jpg' } });
    expect(json.statusCode).toBe(415);
    expect(heroFiles()).toEqual([]);
    const after = (await call(cast.admin, { method: 'GET', url: '/api/admin/homepage-settings' })).json<{ version: number; heroImageUrl: string | null }>();
    expect(after).toMatchObject({ version: before.version, heroImageUrl: before.heroImageUrl });
  });
});
