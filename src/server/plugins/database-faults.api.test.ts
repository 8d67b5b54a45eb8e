import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload, createTestApp, freshIp, type TestApp } from '../test/test-app';

/**
 * The database failing under a request: out of disk (53100), shutting down (57P01), a lost
 * connection (08006). The failure is raised by the database itself, from a trigger on `orders`,
 * so it travels the real driver and drizzle's wrapping as a full disk would; the trigger is then
 * dropped, as space returning, and the same app places the order.
 */
let t: TestApp;
let product: { id: string; sizes: string[] };

beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: { id: string; sizes: string[]; stockQuantity: number }[] }>();
  product = list.items.find((p) => p.stockQuantity > 5)!;
});
afterAll(async () => {
  await t?.close();
});

const failOrdersWith = async (sqlstate: string | null) => {
  await t.database.db.execute(sql`drop trigger if exists orders_fault on orders`);
  if (!sqlstate) return;
  await t.database.db.execute(
    sql.raw(`create or replace function orders_fault() returns trigger language plpgsql as $$ begin raise exception 'injected by the test' using errcode = '${sqlstate}'; end $$`),
  );
  await t.database.db.execute(sql`create trigger orders_fault before insert on orders for each row execute function orders_fault()`);
};
const counts = async () => {
  const rows = (await t.database.db.execute(sql`select (select count(*)::int from orders) as orders, (select stock_quantity from products where id = ${product.id}) as stock`)) as unknown as { rows: { orders: number; stock: number }[] };
  return rows.rows[0]!;
};
const place = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: freshIp(),
    headers: { 'idempotency-key': key },
    payload: checkoutPayload([{ productId: product.id, quantity: 1, selectedSize: product.sizes[0] }]),
  });

describe('database faults', () => {
  it.each([
    ['53100', 'DATABASE_FULL', '60'],
    ['57P01', 'DATABASE_UNAVAILABLE', '5'],
    ['08006', 'DATABASE_UNAVAILABLE', '5'],
  ])('SQLSTATE %s answers 503 %s with Retry-After %s, writes nothing, and the order goes through once the database can write', async (sqlstate, code, retryAfter) => {
    const before = await counts();
    await failOrdersWith(sqlstate);
    const key = `fault-${sqlstate}-${Date.now()}`;
    try {
      const refused = await place(key);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({ error: { code, message: expect.any(String) } });
      expect(refused.headers['retry-after']).toBe(retryAfter);
      // The message says nothing of the database's own words.
      expect(refused.body).not.toContain('injected');
      expect(await counts()).toEqual(before);
    } finally {
      await failOrdersWith(null);
    }
    const placed = await place(key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await counts()).toEqual({ orders: before.orders + 1, stock: before.stock - 1 });
  });

  it('other database errors stay 500 INTERNAL (a bug is not an outage)', async () => {
    await failOrdersWith('22012');
    try {
      const res = await place(`fault-22012-${Date.now()}`);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('INTERNAL');
    } finally {
      await failOrdersWith(null);
    }
  });
});
