import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload, createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../test/test-app';
import { ssrDirFor } from './ssr';

/**
 * Issue 35, items 2 and 4: during maintenance every address a visitor opens is the maintenance
 * page, `/` first, rendered by the server; and the gate decides on the decoded path, so
 * percent-encoding an address does not walk around it.
 */

const ADMIN = { email: 'admin@tibeb.example', password: 'Tibeb-Admin-2026!' };
const TITLE = 'Back after the stocktake';

let t: TestApp;
let admin: Session;
let customer: Session;
let product: { id: string; sizes: string[] };

const call = (who: Session | null, options: InjectOptions, app = t.app) => app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));

async function setMaintenance(enabled: boolean, app = t.app, who = admin) {
  const current = (await call(who, { method: 'GET', url: '/api/admin/maintenance' }, app)).json<Record<string, unknown>>();
  const res = await call(who, { method: 'PUT', url: '/api/admin/maintenance', payload: { ...current, updatedAt: undefined, title: TITLE, enabled } }, app);
  expect(res.statusCode, res.body).toBe(200);
}

/** A POST with its path exactly as written (no client-side resolution of dot segments). */
function rawPost(base: string, rawPath: string, cookie: string, body: unknown): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: 'POST', path: rawPath, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const accountExists = async (email: string) => {
  const result = await t.database.db.execute(sql`select 1 from users where email = ${email}`);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).length > 0;
};

beforeAll(async () => {
  // The shop's web build when there is one (dist/web): the server renderer is part of what is tested.
  t = await createTestApp();
  admin = await signInAs(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app);
  const list = (await call(null, { method: 'GET', url: '/api/products?pageSize=24' })).json<{ items: { id: string; sizes: string[]; stockQuantity: number }[] }>();
  const inStock = list.items.find((p) => p.stockQuantity > 5 && p.sizes.length > 0);
  if (!inStock) throw new Error('no product in stock');
  product = inStock;
});
afterAll(async () => {
  await t?.close();
});

describe('the maintenance page for every address', () => {
  it('answers `/` first, and every page after it, with the maintenance page (503), never the bare spinner', async () => {
    await setMaintenance(true);
    // `/` is the first page this server renders during maintenance: the render that went out as
    // a Suspense spinner (the maintenance page's chunk not loaded yet).
    for (const url of ['/', '/products', '/login', '/designer-register', '/', '/about']) {
      const page = await call(null, { method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['retry-after'], url).toBe('300');
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('data-testid="maintenance-page"');
      expect(page.body, url).toContain(TITLE);
    }
    await setMaintenance(false);
    const open = await call(null, { method: 'GET', url: '/' });
    // With a web build the shop's page (200); without one (the API suite runs before `npm run
    // build` in a fresh clone) the plain "not built" answer. Either way, no maintenance page.
    expect(open.statusCode).toBe(existsSync(path.resolve(import.meta.dirname, '../../../dist/web/index.html')) ? 200 : 503);
    expect(open.headers['retry-after']).toBeUndefined();
    expect(open.body).not.toContain('data-testid="maintenance-page"');
    // The page's data carries the maintenance texts (so an open page can switch live); what is
    // shown must not.
    const shown = open.body.split('<script type="application/json" id="tibeb-ssr">')[0];
    expect(shown).not.toContain(TITLE);
  });
});

describe('a renderer whose page is not the maintenance page', () => {
  let web: string;
  let stub: TestApp;

  beforeAll(async () => {
    // A web build whose server renderer answers every address with a spinner, as the real one did
    // for `/` (its maintenance chunk not loaded yet).
    web = mkdtempSync(path.join(os.tmpdir(), 'tibeb-maint-web-'));
    mkdirSync(ssrDirFor(web));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Tibeb</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(ssrDirFor(web), 'entry-server.js'),
      `export const routeExists = () => true;
export async function render(input) {
  return { html: '<div role="status"><span class="animate-spin"></span></div>', state: { language: input.language, currency: input.currency, namespaces: [], queries: { mutations: [], queries: [] } }, images: [], modules: [], status: 200 };
}`,
    );
    stub = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await stub?.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(ssrDirFor(web), { recursive: true, force: true });
  });

  it('is never sent to a visitor: the server writes the maintenance page into the app shell itself', async () => {
    const stubAdmin = await signInAs(stub.app, ADMIN.email, ADMIN.password);
    await setMaintenance(true, stub.app, stubAdmin);
    for (const url of ['/', '/products']) {
      const page = await call(null, { method: 'GET', url, headers: { cookie: 'tibeb-language=am-ET' } }, stub.app);
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.body, url).toContain('data-testid="maintenance-page"');
      // The Amharic title the seed holds, the English message where no Amharic one was written.
      expect(page.body, url).toContain('data-testid="maintenance-title"');
      expect(page.body, url).not.toContain('animate-spin');
      // The app's scripts are still there, to take over with the full maintenance page.
      expect(page.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(page.body, url).toContain('<html lang="am-ET"');
    }
    await setMaintenance(false, stub.app, stubAdmin);
    expect((await call(null, { method: 'GET', url: '/' }, stub.app)).body).toContain('animate-spin');
  });
});

describe('the gate reads the decoded path', () => {
  it('gates percent-encoded API addresses like plain ones, and refuses addresses that decode to something else', async () => {
    await setMaintenance(true);
    const email = `encoded-${randomUUID().slice(0, 8)}@example.com`;
    const writes: Array<[Session | null, InjectOptions]> = [
      [customer, { method: 'POST', url: '/%61pi/cart/items', payload: { productId: product.id, quantity: 1, selectedSize: product.sizes[0] } }],
      [customer, { method: 'POST', url: '/%61%70%69/cart/items', payload: { productId: product.id, quantity: 1, selectedSize: product.sizes[0] } }],
      [customer, { method: 'POST', url: '/api/%63art/items', payload: { productId: product.id, quantity: 1, selectedSize: product.sizes[0] } }],
      [null, { method: 'POST', url: '/%61pi/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }]) }],
      [null, { method: 'POST', url: '/%61pi/account/sign-up', payload: { email, password: 'Str0ng!Pass', fullName: 'Encoded' } }],
      [null, { method: 'POST', url: '/%61pi/newsletter?x=1', payload: { email } }],
    ];
    for (const [who, options] of writes) {
      const res = await call(who, options);
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(503);
      expect(res.json().error.code, `${options.method} ${options.url}`).toBe('MAINTENANCE');
    }
    expect(await accountExists(email)).toBe(false);

    // Upper case reaches no route today (the router is case-sensitive); the gate answers first anyway.
    const upper = await call(null, { method: 'POST', url: '/API/account/sign-up', payload: { email, password: 'Str0ng!Pass', fullName: 'Upper' } });
    expect(upper.statusCode).toBe(503);
    expect(await accountExists(email)).toBe(false);

    // Addresses whose decoded form is read differently from what was sent: refused before any route.
    // Sent over a socket as written (inject, like a browser, would resolve the dot segments first).
    const refused = [
      '/api%2Fcart/items',
      '/%61pi%2fcart%2Fitems',
      '/api/cart%5Citems',
      '//api/cart/items',
      '/api//cart/items',
      '/api/./cart/items',
      '/api/x/../cart/items',
      '/api/x/%2e%2e/cart/items',
      '/api/x/.%2E/cart/items',
    ];
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of refused) {
      const res = await rawPost(base, url, customer.cookie, { productId: product.id, quantity: 1, selectedSize: product.sizes[0] });
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body).error.code, url).toBe('INVALID_PATH');
    }
    // A malformed escape is refused by the router itself, before any hook.
    expect((await rawPost(base, '/api/cart/%E0%A4%A', customer.cookie, {})).status).toBe(400);
    // A page address spelled with escapes is a page all the same: the maintenance page.
    const page = await call(null, { method: 'GET', url: '/%70roducts' });
    expect(page.statusCode).toBe(503);

    await setMaintenance(false);
    // With the shop open the encoded spelling is the same address: decoded, not refused.
    expect((await call(null, { method: 'GET', url: '/%61pi/products?pageSize=1' })).statusCode).toBe(200);
    const added = await call(customer, { method: 'POST', url: '/%61pi/cart/items', payload: { productId: product.id, quantity: 1, selectedSize: product.sizes[0] } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    // `/api` is the API's, not a page, spelled either way.
    expect((await call(null, { method: 'GET', url: '/%61pi' })).json().error.code).toBe('NOT_FOUND');
  });
});

describe('the change event of the switch', () => {
  it('carries the maintenance flag and when the change was known, so an open page needs no refetch to learn it', async () => {
    const base = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events: Array<Record<string, unknown>> = [];
    let buffered = '';
    let connected = false;
    const stream = get(`${base}/api/realtime?topics=site_settings`, (res) => {
      res.setEncoding('utf8');
      connected = true;
      res.on('data', (chunk: string) => {
        buffered += chunk;
        for (const block of buffered.split('\n\n').slice(0, -1)) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: change$/m.test(block) && data) events.push(JSON.parse(data) as Record<string, unknown>);
        }
        buffered = buffered.slice(buffered.lastIndexOf('\n\n') + 2);
      });
    });
    try {
      await expect.poll(() => connected, { timeout: 10_000 }).toBe(true);
      const before = Date.now();
      await setMaintenance(true);
      await expect.poll(() => events.find((e) => e.maintenance === true), { timeout: 10_000 }).toMatchObject({ topic: 'site_settings' });
      const on = events.find((e) => e.maintenance === true)!;
      expect(on.at).toBeGreaterThanOrEqual(before);
      await setMaintenance(false);
      await expect.poll(() => events.find((e) => e.maintenance === false), { timeout: 10_000 }).toMatchObject({ topic: 'site_settings' });
    } finally {
      stream.destroy();
    }
  });
});
