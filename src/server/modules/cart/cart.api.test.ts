import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;

interface Product {
  id: string;
  name: string;
  priceMinor: number;
  stockQuantity: number;
  sizes: string[];
  isActive: boolean;
}
interface Line {
  id: string;
  productId: string;
  name: string;
  priceMinor: number;
  quantity: number;
  selectedSize: string | null;
  stock: number;
  maxQuantity: number;
  available: boolean;
}
interface Cart {
  lines: Line[];
  count: number;
  currency: string;
  totals: { subtotal: number };
}

/** Seeded products picked by what each test needs. */
let sized: Product; // several sizes, at least 10 in stock
let lowStock: Product; // several sizes, 1-3 in stock
let oneSize: Product; // 'One Size', in stock
let soldOut: Product;
let draft: Product;

beforeAll(async () => {
  t = await createTestApp();
  const all = (await t.database.db.select().from(products)) as Product[];
  const multi = (p: Product) => p.sizes.length > 1 && p.sizes[0] !== 'One Size';
  const pick = (what: string, test: (p: Product) => boolean) => {
    const found = all.find(test);
    if (!found) throw new Error(`the template has no ${what} product`);
    return found;
  };
  sized = pick('sized', (p) => p.isActive && multi(p) && p.stockQuantity >= 10);
  lowStock = pick('low-stock', (p) => p.isActive && multi(p) && p.stockQuantity > 0 && p.stockQuantity < 4);
  oneSize = pick('one-size', (p) => p.isActive && p.sizes.length === 1 && p.sizes[0] === 'One Size' && p.stockQuantity >= 10);
  soldOut = pick('sold-out', (p) => p.isActive && p.stockQuantity === 0);
  draft = pick('inactive', (p) => !p.isActive);
});
afterAll(async () => {
  await t?.close();
});

let a: Session;
let b: Session;
beforeEach(async () => {
  a = await signUp(t.app);
  b = await signUp(t.app);
});

async function call(session: Session | null, options: InjectOptions) {
  const res = await t.app.inject(withCookie(session, options));
  return { status: res.statusCode, body: res.json() as Cart & { error: { code: string; fields?: Record<string, string[]> } } & Record<string, unknown> };
}
const getCart = async (s: Session) => (await call(s, { method: 'GET', url: '/api/cart' })).body as Cart;
const add = (s: Session | null, payload: unknown) => call(s, { method: 'POST', url: '/api/cart/items', payload: payload as Record<string, unknown> });
const patch = (s: Session | null, id: string, payload: unknown) => call(s, { method: 'PATCH', url: `/api/cart/items/${id}`, payload: payload as Record<string, unknown> });
const remove = (s: Session | null, id: string) => call(s, { method: 'DELETE', url: `/api/cart/items/${id}` });
const merge = (s: Session | null, payload: unknown) => call(s, { method: 'POST', url: '/api/cart/merge', payload: payload as Record<string, unknown> });

describe('who may call', () => {
  it('answers 401 to guests on every cart endpoint, before looking at the body', async () => {
    const id = randomUUID();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/cart' },
      { method: 'POST', url: '/api/cart/items', payload: { productId: sized.id, selectedSize: sized.sizes[0], quantity: 1 } },
      { method: 'POST', url: '/api/cart/items', payload: '{not json', headers: { 'content-type': 'application/json' } },
      { method: 'PATCH', url: `/api/cart/items/${id}`, payload: { quantity: 2 } },
      { method: 'DELETE', url: `/api/cart/items/${id}` },
      { method: 'DELETE', url: '/api/cart' },
      { method: 'POST', url: '/api/cart/merge', payload: { lines: [] } },
    ];
    for (const r of requests) {
      const res = await call(null, r);
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    const forged = await call({ cookie: 'tibeb.session_token=forged.value', userId: '', email: '' }, { method: 'GET', url: '/api/cart' });
    expect(forged.status).toBe(401);
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(doc.paths['/api/cart']?.get?.summary).toMatch(/signed-in users/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/cart/items', '/api/cart/items/{id}', '/api/cart/merge']));
  });
});

describe('GET /api/cart', () => {
  it('starts empty with a zero subtotal', async () => {
    const cart = await getCart(a);
    expect(cart).toEqual({ lines: [], count: 0, currency: 'USD', totals: { subtotal: 0 } });
  });
});

describe('POST /api/cart/items', () => {
  it('adds a line with the product as the database has it, ignoring a price the client sends', async () => {
    const res = await add(a, { productId: sized.id, selectedSize: sized.sizes[1], quantity: 2, priceMinor: 1, name: 'Free dress' });
    expect(res.status).toBe(200);
    expect(res.body.added).toMatchObject({ quantity: 2, capped: false });
    const [line] = res.body.lines;
    expect(line).toMatchObject({ productId: sized.id, name: sized.name, priceMinor: sized.priceMinor, selectedSize: sized.sizes[1], quantity: 2, available: true, maxQuantity: 10 });
    expect(res.body.count).toBe(2);
    expect(res.body.totals.subtotal).toBe(sized.priceMinor * 2);
    expect(await getCart(a)).toEqual({ lines: res.body.lines, count: 2, currency: 'USD', totals: res.body.totals });
  });

  it('raises the same product and size, keeps another size on its own line', async () => {
    await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 1 });
    await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 2 });
    const res = await add(a, { productId: sized.id, selectedSize: sized.sizes[1] });
    expect(res.body.lines.map((l) => [l.selectedSize, l.quantity])).toEqual([
      [sized.sizes[0], 3],
      [sized.sizes[1], 1],
    ]);
    expect(res.body.count).toBe(4);
  });

  it('files a one-size product under its only size whether or not the size is sent', async () => {
    await add(a, { productId: oneSize.id, selectedSize: null, quantity: 1 });
    const res = await add(a, { productId: oneSize.id, selectedSize: 'One Size', quantity: 1 });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ selectedSize: 'One Size', quantity: 2 });
  });

  it('requires a size of the product for sized products', async () => {
    const missing = await add(a, { productId: sized.id, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('SIZE_REQUIRED');
    const wrong = await add(a, { productId: sized.id, selectedSize: 'XXXXXL', quantity: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('SIZE_NOT_AVAILABLE');
    const otherProducts = await add(a, { productId: oneSize.id, selectedSize: sized.sizes[0], quantity: 1 });
    expect(otherProducts.body.error.code).toBe('SIZE_NOT_AVAILABLE');
    expect((await getCart(a)).lines).toEqual([]);
  });

  it('caps a huge quantity at 10 and at the stock, and says so', async () => {
    const big = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 999_999 });
    expect(big.status).toBe(200);
    expect(big.body.added).toMatchObject({ quantity: 10, capped: true });
    const again = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 1 });
    expect(again.body.lines[0]?.quantity).toBe(10);
    expect(again.body.added).toMatchObject({ capped: true });

    const low = await add(a, { productId: lowStock.id, selectedSize: lowStock.sizes[0], quantity: 9 });
    expect(low.body.added).toMatchObject({ quantity: lowStock.stockQuantity, capped: true });
  });

  it('refuses zero, negative, fractional, stringly, unsafe and missing quantities with VALIDATION_FAILED', async () => {
    for (const quantity of [0, -1, -999_999, 1.5, '2', 1e300, null, true]) {
      const res = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await getCart(a)).count).toBe(0);
  });

  it('answers 404 for unknown, malformed and withdrawn products, 409 for sold-out ones', async () => {
    for (const productId of [randomUUID(), 'not-a-uuid', "'; drop table cart_items; --", draft.id]) {
      const res = await add(a, { productId, selectedSize: null, quantity: 1 });
      expect(res.status, productId).toBe(404);
      expect(res.body.error.code).toBe('PRODUCT_NOT_FOUND');
    }
    const out = await add(a, { productId: soldOut.id, selectedSize: soldOut.sizes[0] ?? null, quantity: 1 });
    expect(out.status).toBe(409);
    expect(out.body.error.code).toBe('OUT_OF_STOCK');
  });

  it('answers malformed bodies with a 4xx and a stable code', async () => {
    const cases: [InjectOptions, string][] = [
      [{ method: 'POST', url: '/api/cart/items', payload: '{"productId":', headers: { 'content-type': 'application/json' } }, 'INVALID_JSON'],
      [{ method: 'POST', url: '/api/cart/items', payload: [] as unknown as Record<string, unknown> }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/cart/items', payload: { productId: 42 } }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/cart/items', payload: { productId: 'x'.repeat(65) } }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/cart/items', payload: { productId: sized.id, selectedSize: 'S'.repeat(41) } }, 'VALIDATION_FAILED'],
      // What an HTML form on another site can send: no JSON route parses it.
      [{ method: 'POST', url: '/api/cart/items', payload: 'productId=1', headers: { 'content-type': 'text/plain' } }, 'UNSUPPORTED_MEDIA_TYPE'],
      [{ method: 'POST', url: '/api/cart/items', payload: '<x/>', headers: { 'content-type': 'application/xml' } }, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [options, code] of cases) {
      const res = await call(a, options);
      expect(res.status, JSON.stringify(options.payload)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.code).toBe(code);
    }
  });

  it('serialises concurrent adds of the same line into one line', async () => {
    await Promise.all(Array.from({ length: 5 }, () => add(a, { productId: oneSize.id, quantity: 1 })));
    const cart = await getCart(a);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(5);
  });
});

describe('PATCH and DELETE /api/cart/items/:id', () => {
  it('sets a quantity, caps it, and removes the line at 0 or less', async () => {
    const { body } = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 1 });
    const id = (body.added as { lineId: string }).lineId;
    expect((await patch(a, id, { quantity: 3 })).body.lines[0]?.quantity).toBe(3);
    expect((await patch(a, id, { quantity: 50 })).body.lines[0]?.quantity).toBe(10);
    const removed = await patch(a, id, { quantity: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.lines).toEqual([]);

    const second = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 2 });
    const negative = await patch(a, (second.body.added as { lineId: string }).lineId, { quantity: -1_000_000 });
    expect(negative.body.lines).toEqual([]);
  });

  it('refuses bad quantities and unknown ids', async () => {
    const { body } = await add(a, { productId: oneSize.id, quantity: 1 });
    const id = (body.added as { lineId: string }).lineId;
    for (const payload of [{}, { quantity: 'many' }, { quantity: 2.5 }, { quantity: 1e300 }]) {
      const res = await patch(a, id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    for (const unknown of [randomUUID(), 'nope', '1 or 1=1']) {
      expect((await patch(a, encodeURIComponent(unknown), { quantity: 2 })).body.error.code).toBe('CART_ITEM_NOT_FOUND');
      expect((await remove(a, encodeURIComponent(unknown))).status).toBe(404);
    }
    expect((await getCart(a)).lines[0]?.quantity).toBe(1);
  });

  it('removes a line once; a second delete is 404', async () => {
    const { body } = await add(a, { productId: oneSize.id, quantity: 2 });
    const id = (body.added as { lineId: string }).lineId;
    const res = await remove(a, id);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
    expect((await remove(a, id)).status).toBe(404);
  });
});

describe('DELETE /api/cart', () => {
  it('empties the cart, also when there never was one', async () => {
    expect((await call(b, { method: 'DELETE', url: '/api/cart' })).body.lines).toEqual([]);
    await add(a, { productId: oneSize.id, quantity: 2 });
    await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 1 });
    const res = await call(a, { method: 'DELETE', url: '/api/cart' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: [], count: 0, totals: { subtotal: 0 } });
  });
});

describe('totals', () => {
  it('states the goods only, under and over any threshold: shipping is the destination zone’s quote, per designer’s parcel', async () => {
    const cheap = (await t.database.db.select().from(products)).find(
      (p) => p.isActive && p.stockQuantity >= 10 && p.priceMinor < 7_500 && p.priceMinor > 760 && (p.sizes.length <= 1 || p.sizes[0] === 'One Size'),
    );
    if (!cheap) throw new Error('the template has no cheap one-size product');
    const first = await add(a, { productId: cheap.id, quantity: 1 });
    expect(first.body.totals).toEqual({ subtotal: cheap.priceMinor });
    const needed = Math.floor(7_500 / cheap.priceMinor) + 1;
    const lineId = (first.body.added as { lineId: string }).lineId;
    const over = await patch(a, lineId, { quantity: needed });
    expect(over.body.totals).toEqual({ subtotal: cheap.priceMinor * needed });
    expect(await getCart(a)).toMatchObject({ count: needed, totals: { subtotal: cheap.priceMinor * needed } });

    // What the drawer shows for shipping instead: the quote of the same lines to the shopper's destination.
    const quote = (country: string, city: string | null) =>
      call(a, { method: 'POST', url: '/api/shipping/quote', payload: { destination: { country, city }, lines: [{ productId: cheap.id, quantity: 1 }] } });
    const addis = (await quote('ET', 'Addis Ababa')).body as unknown as { zoneId: string; shippingUsdMinor: number };
    const kenya = (await quote('KE', null)).body as unknown as { zoneId: string; shippingUsdMinor: number };
    expect([addis.zoneId, kenya.zoneId]).toEqual(['addis-ababa', 'east-africa']);
    expect(kenya.shippingUsdMinor).toBeGreaterThan(addis.shippingUsdMinor);
  });

  it('documents the cart’s totals as the subtotal alone', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: { properties?: { totals?: { properties?: Record<string, unknown> } } } }> }> } }>;
    };
    const totals = doc.paths['/api/cart']?.get?.responses?.['200']?.content?.['application/json']?.schema?.properties?.totals?.properties;
    expect(Object.keys(totals ?? {})).toEqual(['subtotal']);
  });

  it('stops billing a line whose product sold out or was withdrawn, and bills no more than is left', async () => {
    const [product] = await t.database.db.insert(products).values({ ...withoutId(sized), stockQuantity: 6 }).returning();
    if (!product) throw new Error('insert failed');
    const { body } = await add(a, { productId: product.id, selectedSize: product.sizes[0], quantity: 5 });
    const lineId = (body.added as { lineId: string }).lineId;

    await t.database.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, product.id));
    let cart = await getCart(a);
    expect(cart.lines[0]).toMatchObject({ quantity: 5, stock: 2, maxQuantity: 2, available: true });
    expect(cart.totals.subtotal).toBe(product.priceMinor * 2);

    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    cart = await getCart(a);
    expect(cart.lines[0]).toMatchObject({ available: false, maxQuantity: 0 });
    expect(cart.totals).toEqual({ subtotal: 0 });
    const refused = await patch(a, lineId, { quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('OUT_OF_STOCK');
    expect((await patch(a, lineId, { quantity: 0 })).body.lines).toEqual([]);

    await t.database.db.update(products).set({ stockQuantity: 6, status: 'hidden' }).where(eq(products.id, product.id));
    await call(a, { method: 'DELETE', url: '/api/cart' });
    expect((await add(a, { productId: product.id, selectedSize: product.sizes[0], quantity: 1 })).status).toBe(404);
  });
});

describe('two shoppers', () => {
  it('never see or change each other’s lines, and get 404 rather than 403', async () => {
    const mine = await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 2 });
    const lineId = (mine.body.added as { lineId: string }).lineId;

    expect((await getCart(b)).lines).toEqual([]);
    const changed = await patch(b, lineId, { quantity: 9 });
    expect(changed.status).toBe(404);
    expect(changed.body.error.code).toBe('CART_ITEM_NOT_FOUND');
    const zeroed = await patch(b, lineId, { quantity: 0 });
    expect(zeroed.status).toBe(404);
    const deleted = await remove(b, lineId);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.code).toBe('CART_ITEM_NOT_FOUND');

    // Once B has a cart of their own, A's ids are still not theirs.
    await add(b, { productId: oneSize.id, quantity: 1 });
    expect((await patch(b, lineId, { quantity: 9 })).status).toBe(404);
    expect((await remove(b, lineId)).status).toBe(404);
    await call(b, { method: 'DELETE', url: '/api/cart' });

    const cart = await getCart(a);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ id: lineId, quantity: 2 });
  });
});

describe('POST /api/cart/merge', () => {
  it('merges a guest cart line by line, skipping and reporting what cannot be added', async () => {
    await add(a, { productId: sized.id, selectedSize: sized.sizes[0], quantity: 8 });
    const res = await merge(a, {
      lines: [
        { productId: sized.id, selectedSize: sized.sizes[0], quantity: 5 },
        { productId: oneSize.id, selectedSize: null, quantity: 2, priceMinor: 1 },
        { productId: oneSize.id, selectedSize: 'One Size', quantity: 1 },
        { productId: randomUUID(), selectedSize: null, quantity: 1 },
        { productId: soldOut.id, selectedSize: soldOut.sizes[0] ?? null, quantity: 1 },
        { productId: draft.id, selectedSize: draft.sizes[0] ?? null, quantity: 1 },
        { productId: sized.id, selectedSize: null, quantity: 1 },
        { productId: sized.id, selectedSize: 'ZZZ', quantity: 1 },
        { productId: sized.id, selectedSize: sized.sizes[1], quantity: -3 },
        { productId: 'garbage', quantity: 1 },
        'a string',
        null,
        { quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.merged).toBe(3);
    expect((res.body.skipped as { index: number; reason: string }[]).map((s) => [s.index, s.reason])).toEqual([
      [3, 'PRODUCT_NOT_FOUND'],
      [4, 'OUT_OF_STOCK'],
      [5, 'PRODUCT_NOT_FOUND'],
      [6, 'SIZE_REQUIRED'],
      [7, 'SIZE_NOT_AVAILABLE'],
      [8, 'INVALID_LINE'],
      [9, 'PRODUCT_NOT_FOUND'],
      [10, 'INVALID_LINE'],
      [11, 'INVALID_LINE'],
      [12, 'INVALID_LINE'],
    ]);
    expect(res.body.lines.map((l) => [l.productId, l.selectedSize, l.quantity])).toEqual([
      [sized.id, sized.sizes[0], 10],
      [oneSize.id, 'One Size', 3],
    ]);
    expect(res.body.totals.subtotal).toBe(sized.priceMinor * 10 + oneSize.priceMinor * 3);
  });

  it('accepts an empty guest cart and refuses more than 50 lines or a body without lines', async () => {
    const empty = await merge(a, { lines: [] });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ lines: [], merged: 0, skipped: [] });

    const tooMany = await merge(a, { lines: Array.from({ length: 51 }, () => ({ productId: oneSize.id, quantity: 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe('VALIDATION_FAILED');
    for (const payload of [{}, { lines: 'all' }, { lines: { 0: {} } }]) {
      expect((await merge(a, payload)).status).toBe(400);
    }
    const fifty = await merge(a, { lines: Array.from({ length: 50 }, () => ({ productId: oneSize.id, quantity: 1 })) });
    expect(fifty.body.lines).toEqual([expect.objectContaining({ productId: oneSize.id, quantity: 10 })]);
  });

  it('only ever touches the caller’s own cart', async () => {
    await add(b, { productId: oneSize.id, quantity: 1 });
    await merge(a, { lines: [{ productId: oneSize.id, quantity: 4 }] });
    expect((await getCart(b)).lines[0]?.quantity).toBe(1);
    expect((await getCart(a)).lines[0]?.quantity).toBe(4);
  });
});

function withoutId(p: Product) {
  const { id: _id, ...rest } = p as Product & Record<string, unknown>;
  return { ...(rest as unknown as typeof products.$inferInsert), status: 'published' as const, name: `${p.name} (test copy)` };
}
