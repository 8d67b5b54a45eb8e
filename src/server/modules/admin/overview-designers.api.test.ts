import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, designerApplications, products, profiles } from '../../db/schema';
import { checkoutPayload, createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let secondAdmin: Session;
let designer: Session;
let otherDesigner: Session;
let shopper: Session;
let otherShopper: Session;

interface Overview {
  ordersToday: number;
  ordersThisWeek: number;
  revenueTodayMinor: number;
  revenueThisWeekMinor: number;
  pendingApplications: number;
  unreadMessages: number;
  lowStock: { total: number; items: { id: string; name: string; stockQuantity: number }[] };
  daily: { day: string; orders: number; revenueMinor: number }[];
}
interface AdminDesigners {
  items: { id: string; isFeatured: boolean; fullName: string }[];
  featuredOrder: string[];
}

const get = async <T>(session: Session | null, url: string) => {
  const res = await t.app.inject(withCookie(session, { method: 'GET', url }));
  return { status: res.statusCode, body: res.json<T>() };
};
const putOrder = (session: Session | null, payload: unknown) => t.app.inject(withCookie(session, { method: 'PUT', url: '/api/admin/featured-designers', payload: payload as Record<string, unknown> }));

async function makeAdmin(): Promise<Session> {
  const email = `admin-${randomUUID()}@example.com`;
  const session = await signUp(t.app, { email });
  await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, session.userId));
  return signInAs(t.app, email, 'Str0ng!Pass');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  secondAdmin = await makeAdmin();
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  otherDesigner = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  shopper = await signUp(t.app);
  otherShopper = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('admin overview', () => {
  it('is for admins only', async () => {
    for (const [session, status] of [[null, 401], [shopper, 403], [otherShopper, 403], [designer, 403], [otherDesigner, 403]] as const) {
      expect((await get(session, '/api/admin/overview')).status).toBe(status);
      expect((await get(session, '/api/admin/designers')).status).toBe(status);
      expect((await putOrder(session, { ids: [] })).statusCode).toBe(status);
    }
    expect((await get(secondAdmin, '/api/admin/overview')).status).toBe(200);
  });

  it('counts a new order today and this week, with 30 calendar days ending today', async () => {
    const before = (await get<Overview>(admin, '/api/admin/overview')).body;
    expect(before.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.daily.at(-1)?.day).toBe(today);
    // Consecutive days, oldest first.
    for (let i = 1; i < before.daily.length; i++) {
      expect(Date.parse(before.daily[i]!.day) - Date.parse(before.daily[i - 1]!.day)).toBe(86_400_000);
    }

    const [product] = await t.database.db.select({ id: products.id, sizes: products.sizes }).from(products).where(and(eq(products.status, 'published'))).limit(1);
    if (!product) throw new Error('no product');
    await t.database.db.update(products).set({ stockQuantity: 50 }).where(eq(products.id, product.id));
    const placed = await t.app.inject(
      withCookie(shopper, {
        method: 'POST',
        url: '/api/orders',
        remoteAddress: freshIp(),
        headers: { 'idempotency-key': randomUUID() },
        payload: checkoutPayload([{ productId: product.id, selectedSize: product.sizes[0], quantity: 1 }]),
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const total = placed.json<{ order: { totalUsdMinor: number } }>().order.totalUsdMinor;

    const after = (await get<Overview>(admin, '/api/admin/overview')).body;
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.ordersThisWeek).toBe(before.ordersThisWeek + 1);
    expect(after.revenueTodayMinor).toBe(before.revenueTodayMinor + total);
    expect(after.revenueThisWeekMinor).toBe(before.revenueThisWeekMinor + total);
    expect(after.daily.at(-1)?.orders).toBe((before.daily.at(-1)?.orders ?? 0) + 1);
  });

  it('counts unread contact messages and applications waiting', async () => {
    const before = (await get<Overview>(admin, '/api/admin/overview')).body;
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload: { name: 'Tsion Alemu', email: 'tsion@example.com', subject: 'Sizing', message: 'Which size is a 92 cm bust in the Tana kemis?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = (await get<Overview>(admin, '/api/admin/overview')).body;
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    const [pending] = await t.database.db.select({ n: count() }).from(designerApplications).where(eq(designerApplications.status, 'pending'));
    expect(after.pendingApplications).toBe(pending?.n);
  });

  it('lists the shop-wide low stock, lowest first, with the total', async () => {
    const rows = await t.database.db.select({ id: products.id }).from(products).where(eq(products.status, 'published')).limit(2);
    for (const row of rows) await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, row.id));
    const { lowStock } = (await get<Overview>(admin, '/api/admin/overview')).body;
    expect(lowStock.total).toBeGreaterThanOrEqual(2);
    expect(lowStock.items.length).toBeLessThanOrEqual(5);
    expect(lowStock.items[0]?.stockQuantity).toBe(0);
    const stocks = lowStock.items.map((i) => i.stockQuantity);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});

describe('featured designers order', () => {
  it('lists every approved designer and reorders the featured ones, recorded in the audit log', async () => {
    const { body } = await get<AdminDesigners>(admin, '/api/admin/designers');
    // Feature two more so there is an order to change.
    for (const d of body.items.filter((d) => !d.isFeatured).slice(0, 2)) {
      expect((await t.app.inject(withCookie(admin, { method: 'PUT', url: `/api/designers/${d.id}/featured` }))).statusCode).toBe(204);
    }
    const order = (await get<AdminDesigners>(admin, '/api/admin/designers')).body.featuredOrder;
    expect(order.length).toBeGreaterThanOrEqual(2);
    const reversed = [...order].reverse();
    const res = await putOrder(secondAdmin, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ featuredOrder: string[] }>().featuredOrder).toEqual(reversed);
    expect((await get<AdminDesigners>(admin, '/api/admin/designers')).body.featuredOrder).toEqual(reversed);

    const home = (await t.app.inject({ method: 'GET', url: '/api/home' })).json<{ featuredDesigners: { id: string }[] }>();
    expect(home.featuredDesigners.map((d) => d.id)).toEqual(reversed.slice(0, 6));

    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.kind, 'designers.featured_reordered'));
    expect(entry).toMatchObject({ actorEmail: expect.stringMatching(/^admin-/), before: { order }, after: { order: reversed } });
  });

  it('refuses an order that does not name exactly the featured designers, and changes nothing', async () => {
    const order = (await get<AdminDesigners>(admin, '/api/admin/designers')).body.featuredOrder;
    for (const ids of [order.slice(1), [...order, 'someone-else'], [order[0], ...order.slice(0, -1)], []]) {
      const res = await putOrder(admin, { ids });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('FEATURED_CHANGED');
    }
    expect((await get<AdminDesigners>(admin, '/api/admin/designers')).body.featuredOrder).toEqual(order);
  });

  it('answers bad bodies with 400', async () => {
    for (const payload of [{}, { ids: 'a' }, { ids: [1, 2] }, { ids: [''] }, { ids: Array.from({ length: 201 }, (_, i) => `x${i}`) }]) {
      expect((await putOrder(admin, payload)).statusCode).toBe(400);
    }
  });
});
