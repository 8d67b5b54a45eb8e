import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_API } from '../web/features/app-shell/cache-rules';
import { createTestApp, type TestApp } from './test/test-app';

// The service worker's side of the server (issue 23): how /sw.js is served, and that the worker's
// catalogue rule (features/app-shell/cache-rules.ts) names no route a guest may not read.
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'tibeb-sw-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(web, 'offline.html'), '<!doctype html><title>offline</title>');
  writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"Tibeb"}');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('service worker files', () => {
  it('serves /sw.js as JavaScript that browsers revalidate on every check, never from a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline page and the manifest without a long cache, and hashed build files for a year', async () => {
    for (const url of ['/offline.html', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe("the worker's catalogue rule", () => {
  const sample = (route: string) => `http://127.0.0.1:3000${route.replace(/:[A-Za-z]+/g, '3f2b8c1e-9a4d-4c2b-8e1f-0a9b8c7d6e5f')}`;
  const reads = () => [...t.app.routeAccess.entries()].filter(([key]) => key.startsWith('GET ')).map(([key, access]) => ({ route: key.slice(4), access }));

  it('matches only routes everyone may read', () => {
    const kept = reads().filter(({ route }) => CATALOGUE_API.test(sample(route)));
    expect(kept.filter(({ access }) => access !== 'everyone')).toEqual([]);
    // And it is not empty by mistake: the storefront's reads are in it.
    expect(kept.map(({ route }) => route)).toEqual(expect.arrayContaining(['/api/products', '/api/products/:id', '/api/categories', '/api/designers', '/api/home']));
  });
});
