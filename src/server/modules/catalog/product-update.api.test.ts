import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema';
import { createTestApp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let selam: Session;
let hirut: Session;
let shopper: Session;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  hirut = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  shopper = await signUp(t.app);
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.designerId))
    .where(and(eq(users.email, 'selam@designers.tibeb.example'), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw new Error('no product by Selam');
  productId = row.id;
});
afterAll(async () => {
  await t?.close();
});

const patch = (session: Session | null, id: string, body: unknown) => t.app.inject(withCookie(session, { method: 'PATCH', url: `/api/products/${id}`, payload: body as object }));
const detail = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();

describe('PATCH /api/products/:id', () => {
  it('lets only the product’s designer change it', async () => {
    expect((await patch(null, productId, { stockQuantity: 5 })).statusCode).toBe(401);
    expect((await patch(shopper, productId, { stockQuantity: 5 })).statusCode).toBe(403);
    const other = await patch(hirut, productId, { stockQuantity: 5 });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
  });

  it('changes price and stock, and the cached detail and listing follow at once', async () => {
    // Warm the response cache first, so the test sees the change event drop the cached copies.
    await detail();
    await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' });
    const res = await patch(selam, productId, { priceMinor: 12_345, stockQuantity: 7, originalPriceMinor: 15_000 });
    expect(res.statusCode).toBe(204);
    const after = await detail();
    expect(after.priceMinor).toBe(12_345);
    expect(after.stockQuantity).toBe(7);
    expect(after.isOnSale).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json() as { items: { id: string; priceMinor: number }[] };
    const card = list.items.find((p) => p.id === productId);
    if (card) expect(card.priceMinor).toBe(12_345);
    // Taking the sale away clears the flag.
    expect((await patch(selam, productId, { originalPriceMinor: null })).statusCode).toBe(204);
    expect((await detail()).isOnSale).toBe(false);
  });

  it.each([
    ['a negative price', { priceMinor: -1 }],
    ['a fractional stock', { stockQuantity: 1.5 }],
    ['a string price', { priceMinor: '10' }],
    ['a huge price', { priceMinor: 1e12 }],
    ['an unknown field', { name: 'Renamed' }],
    ['nothing', {}],
    ['an original price not above the price', { priceMinor: 10_000, originalPriceMinor: 9_000 }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await detail();
    const res = await patch(selam, productId, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error.code).toBe('string');
    const after = await detail();
    expect([after.priceMinor, after.stockQuantity, after.originalPriceMinor]).toEqual([before.priceMinor, before.stockQuantity, before.originalPriceMinor]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await patch(selam, '00000000-0000-4000-8000-000000000000', { stockQuantity: 1 })).statusCode).toBe(404);
    expect((await patch(selam, 'nope', { stockQuantity: 1 })).statusCode).toBe(404);
  });
});
