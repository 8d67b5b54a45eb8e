import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, securityEvents } from '../db/schema';
import { checkoutPayload, createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../test/test-app';
import { firstUnstorable } from './request-hygiene';

let t: TestApp;
let shopper: Session;
let admin: Session;
let product: { id: string; sizes: string[] };

const OWN_ORIGIN = 'http://localhost:3000';
const EVIL = 'https://evil.example';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: { id: string; sizes: string[]; stockQuantity: number }[] }>();
  product = list.items.find((p) => p.stockQuantity > 5 && (p.sizes.length <= 1 || p.sizes[0] === 'One Size'))!;
});
afterAll(async () => {
  await t?.close();
});

const call = (session: Session | null, options: InjectOptions) => t.app.inject(withCookie(session, { remoteAddress: freshIp(), ...options }));
const cartCount = async (s: Session) => (await call(s, { method: 'GET', url: '/api/cart' })).json<{ count: number }>().count;
const lastEvent = async (kind: string) =>
  (await t.database.db.select().from(securityEvents).where(eq(securityEvents.kind, kind)).orderBy(desc(securityEvents.createdAt)).limit(1))[0];

function expectOurShape(res: { statusCode: number; body: string }) {
  const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, res.body).toBe('string');
  expect(typeof body.error?.message, res.body).toBe('string');
}

describe('cross-site writes', () => {
  it('refuses a state-changing request from another site, and keeps the cart as it was', async () => {
    const before = await cartCount(shopper);
    const res = await call(shopper, { method: 'POST', url: '/api/cart/items', headers: { origin: EVIL }, payload: { productId: product.id, quantity: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(await cartCount(shopper)).toBe(before);
    expect((await lastEvent('cross_site_refused'))?.detail).toContain(EVIL);
  });

  it('judges by the Referer when there is no Origin, and refuses an opaque origin', async () => {
    const byReferer = await call(shopper, { method: 'POST', url: '/api/cart/items', headers: { referer: `${EVIL}/page` }, payload: { productId: product.id, quantity: 1 } });
    expect(byReferer.statusCode).toBe(403);
    const opaque = await call(shopper, { method: 'POST', url: '/api/cart/items', headers: { origin: 'null' }, payload: { productId: product.id, quantity: 1 } });
    expect(opaque.statusCode).toBe(403);
  });

  it('lets the shop’s own pages, and clients that are not browsers, write', async () => {
    const before = await cartCount(shopper);
    const own = await call(shopper, { method: 'POST', url: '/api/cart/items', headers: { origin: OWN_ORIGIN }, payload: { productId: product.id, quantity: 1 } });
    expect(own.statusCode, own.body).toBeLessThan(300);
    const sameHost = await call(shopper, { method: 'POST', url: '/api/cart/items', headers: { origin: 'http://shop.internal:8080', host: 'shop.internal:8080' }, payload: { productId: product.id, quantity: 1 } });
    expect(sameHost.statusCode, sameHost.body).toBeLessThan(300);
    const script = await call(shopper, { method: 'POST', url: '/api/cart/items', payload: { productId: product.id, quantity: 1 } });
    expect(script.statusCode, script.body).toBeLessThan(300);
    expect(await cartCount(shopper)).toBe(before + 3);
    // Reads are not writes: another site may link to the shop.
    expect((await call(null, { method: 'GET', url: '/api/products', headers: { origin: EVIL } })).statusCode).toBe(200);
  });

  it('refuses a text/plain body (what a cross-site form can send) and leaves the order alone', async () => {
    const placed = await call(shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: product.id, quantity: 1 }], { contact: { email: shopper.email, phone: '+251 91 123 4567' } }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ order: { id: string } }>().order.id;
    const res = await call(shopper, { method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { 'content-type': 'text/plain' }, payload: 'reason=none' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('pending');
  });
});

describe('text that cannot be stored', () => {
  it('finds NUL and unpaired surrogates anywhere, keys included, and nothing in clean text', () => {
    expect(firstUnstorable({ body: { a: [{ b: 'x\u0000' }] } })).toBe('body.a.0.b');
    expect(firstUnstorable({ body: { ['k\uD800']: 1 } })).toBe('body.?');
    expect(firstUnstorable({ query: { q: '\uDC00x' } })).toBe('query.q');
    expect(firstUnstorable({ body: { a: 'ሰላም 😀 <b>', n: 1, z: null, buf: Buffer.from([0]) } })).toBeNull();
    // Deep nesting is walked without recursion.
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(firstUnstorable({ body: deep })).toMatch(/^body(\.0)+$/);
  });

  it('answers 400 INVALID_CHARACTERS on the operations that used to answer 500', async () => {
    const cases: [Session | null, InjectOptions][] = [
      [null, { method: 'GET', url: '/api/search?q=%00' }],
      [null, { method: 'GET', url: '/api/designers/%00' }],
      [null, { method: 'GET', url: '/api/products?search=%00' }],
      [admin, { method: 'POST', url: '/api/designers/%00/featured', payload: { featured: true } }],
      [admin, { method: 'GET', url: '/api/designer/order-lines?designerId=%00' }],
      [
        null,
        {
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': randomUUID() },
          payload: checkoutPayload([{ productId: product.id, quantity: 1 }], {
            shipping: { fullName: 'Guest \uD800', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'x' },
          }),
        },
      ],
      [shopper, { method: 'POST', url: '/api/measurement-profiles', payload: { name: 'Me\u0000', category: 'women', measurements: { chest_cm: 90 } } }],
    ];
    for (const [session, options] of cases) {
      const res = await call(session, options);
      expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(400);
      expect(res.json().error.code, options.url as string).toBe('INVALID_CHARACTERS');
    }
  });

  it('answers every route of the API with 400, never 5xx, when its path, query or body holds a NUL (as an admin, past every role check)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      if (!route.startsWith('/api/') || route.includes('realtime')) continue;
      for (const method of Object.keys(methods)) {
        const url = route.replace(/\{[^}]+\}/g, 'x');
        const withBody = method !== 'get' && method !== 'delete';
        const res = await call(admin, {
          method: method.toUpperCase() as InjectOptions['method'],
          url: `${url}${url.includes('?') ? '&' : '?'}nul=%00`,
          ...(withBody ? { payload: { text: 'a\u0000b' } } : {}),
        });
        expect(res.statusCode, `${method} ${route}: ${res.body}`).toBeLessThan(500);
        expectOurShape(res);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect((await call(null, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('framework errors', () => {
  it('answers an over-long path part in our shape', async () => {
    const res = await call(shopper, { method: 'POST', url: `/api/orders/${'a'.repeat(300)}/cancel`, payload: {} });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'ADDRESS_TOO_LONG', message: 'A part of the address is too long.' } });
  });

  it('answers a malformed address in our shape', async () => {
    const res = await call(null, { method: 'GET', url: '/api/designers/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectOurShape(res);
  });
});

describe('big and hostile text', () => {
  it('refuses a megabyte of unclosed script tags in delivery notes by its length', async () => {
    const res = await call(null, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutPayload([{ productId: product.id, quantity: 1 }], { deliveryNotes: '<script>'.repeat(120_000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('security events', () => {
  it('lists the newest 100 to admins only', async () => {
    await call(shopper, { method: 'POST', url: '/api/favorites/x', headers: { origin: EVIL } });
    expect((await call(null, { method: 'GET', url: '/api/admin/security-events' })).statusCode).toBe(401);
    expect((await call(shopper, { method: 'GET', url: '/api/admin/security-events' })).statusCode).toBe(403);
    const res = await call(admin, { method: 'GET', url: '/api/admin/security-events' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { kind: string; detail: string | null; createdAt: string }[] }>().items;
    expect(items.length).toBeLessThanOrEqual(100);
    expect(items[0]).toMatchObject({ kind: 'cross_site_refused' });
    expect(items.map((e) => e.createdAt)).toEqual([...items.map((e) => e.createdAt)].sort().reverse());
  });
});

describe('exchange rates', () => {
  it('shows api_status to admins only', async () => {
    const open = (await call(null, { method: 'GET', url: '/api/exchange-rates' })).json<{ rates: Record<string, unknown>[] }>();
    expect(open.rates.length).toBe(5);
    for (const rate of open.rates) expect(rate).not.toHaveProperty('apiStatus');
    expect((await call(null, { method: 'GET', url: '/api/admin/exchange-rates' })).statusCode).toBe(401);
    expect((await call(shopper, { method: 'GET', url: '/api/admin/exchange-rates' })).statusCode).toBe(403);
    const forAdmin = await call(admin, { method: 'GET', url: '/api/admin/exchange-rates' });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json<{ rates: { code: string; apiStatus: string }[] }>().rates.find((r) => r.code === 'ETB')?.apiStatus).toBe('fallback');
  });
});
