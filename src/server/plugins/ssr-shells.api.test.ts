import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { signInCast, type Cast } from '../test/cast';
import { createTestApp, freshIp, withCookie, type Session, type TestApp } from '../test/test-app';

/**
 * The studio's and the console's pages answer their shell rendered by the server
 * (docs/decisions/039): the header, the section's navigation and a skeleton, in the visitor's
 * language, the same bytes for a guest and a signed-in designer or admin (the renderer never
 * sees a session), so one cached page and one ETag serve them all.
 *
 * This needs the renderer build (`npm run build` writes dist/web-ssr): in a fresh clone, where the
 * API suites run before the build (scripts/test.mjs), it is skipped and says so. The same shells
 * are rendered from the source, without a build, by src/web/entry-server.test.tsx.
 */
const built = existsSync(path.resolve(import.meta.dirname, '../../../dist/web-ssr/entry-server.js'));
if (!built) console.warn('ssr-shells.api.test.ts: no dist/web-ssr (run `npm run build`): the server-rendered shells are not checked here');

let t: TestApp;
let cast: Cast;

const page = (who: Session | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject(withCookie(who, { method: 'GET', url, remoteAddress: freshIp(), headers: { accept: 'text/html', ...headers } } satisfies InjectOptions));
/** What the page shows (the HTML before the embedded state). */
const shown = (html: string) => html.split('<script type="application/json" id="tibeb-ssr">')[0] ?? '';

describe.skipIf(!built)('the studio and console shells, rendered by the server', () => {
  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInCast(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = [
    { url: '/designer-dashboard', nav: 'studio-nav', en: ['Dashboard', 'Shop profile', 'Earnings'], am: ['ዳሽቦርድ', 'የሱቅ መገለጫ', 'ገቢ'] },
    { url: '/designer/add-product', nav: 'studio-nav', en: ['Dashboard', 'Add a product'], am: ['ዳሽቦርድ', 'ምርት ያክሉ'] },
    { url: '/admin', nav: 'admin-nav', en: ['Overview', 'Designer applications', 'Audit log'], am: ['አጠቃላይ እይታ'] },
  ];

  it.each(cases)('$url: the header, the navigation and a skeleton, in English by Accept-Language and in Amharic by the language cookie', async ({ url, nav, en, am }) => {
    const english = await page(null, url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/text\/html/);
    const amharic = await page(null, url, { 'accept-language': 'en', cookie: 'tibeb-language=am-ET' });
    const byHeader = await page(null, url, { 'accept-language': 'am-ET,am;q=0.9' });
    for (const [res, words, lang] of [
      [english, en, 'en'],
      [amharic, am, 'am-ET'],
      [byHeader, am, 'am-ET'],
    ] as const) {
      const html = shown(res.body);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<header');
      expect(html).toContain(`data-testid="${nav}"`);
      for (const word of words) expect(html, `${url} ${lang}: ${word}`).toContain(word);
      expect(html).toMatch(/aria-busy="true"|animate-pulse/);
    }
    expect(shown(english.body)).not.toContain('Sign in to');
  });

  it('is the same page for a guest, a designer and an admin: one ETag, a 304 for each', async () => {
    for (const url of ['/designer-dashboard', '/admin']) {
      const guest = await page(null, url);
      const etag = guest.headers.etag as string;
      expect(etag).toMatch(/^"/);
      for (const who of [cast.selam, cast.hirut, cast.admin, cast.otherAdmin, cast.shopper]) {
        const res = await page(who, url);
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag, url).toBe(etag);
        expect(res.body).not.toContain(who.email);
        expect((await page(who, url, { 'if-none-match': etag })).statusCode).toBe(304);
      }
      // Another language is another page.
      expect((await page(null, url, { cookie: 'tibeb-language=am-ET' })).headers.etag).not.toBe(etag);
    }
  });

  it("answers a suspended designer's public page with the not-found page (404) until it is lifted", async () => {
    const [row] = await t.database.db.select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, cast.hirut.userId));
    const url = `/designers/${row?.slug}`;
    expect((await page(null, url)).statusCode).toBe(200);
    const suspend = (suspended: boolean) => t.app.inject(withCookie(cast.admin, { method: 'POST', url: `/api/admin/designers/${cast.hirut.userId}/suspension`, payload: { suspended }, remoteAddress: freshIp() }));
    expect((await suspend(true)).statusCode).toBe(200);
    expect((await page(null, url)).statusCode).toBe(404);
    expect((await suspend(false)).statusCode).toBe(200);
    expect((await page(null, url)).statusCode).toBe(200);
  });
});
