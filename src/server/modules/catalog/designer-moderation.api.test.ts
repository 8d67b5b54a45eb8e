import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { createTestApp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let designer: Session;
let shopper: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  shopper = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

type D = { id: string; slug: string; isFeatured: boolean };
const designers = async () => ((await t.app.inject({ method: 'GET', url: '/api/designers' })).json() as { items: D[] }).items;
const send = (session: Session | null, method: 'PUT' | 'DELETE', url: string) => t.app.inject(withCookie(session, { method, url }));

describe('designer moderation', () => {
  it('is for admins only', async () => {
    const [first] = await designers();
    if (!first) throw new Error('no designers');
    for (const session of [null, shopper, designer]) {
      expect((await send(session, 'PUT', `/api/designers/${first.id}/featured`)).statusCode).toBe(session ? 403 : 401);
      expect((await send(session, 'DELETE', `/api/designers/${first.id}`)).statusCode).toBe(session ? 403 : 401);
    }
  });

  it('features and un-features a designer, and the cached list follows', async () => {
    const target = (await designers()).find((d) => !d.isFeatured);
    if (!target) throw new Error('every designer is featured');
    expect((await send(admin, 'PUT', `/api/designers/${target.id}/featured`)).statusCode).toBe(204);
    expect((await designers()).find((d) => d.id === target.id)?.isFeatured).toBe(true);
    expect((await send(admin, 'DELETE', `/api/designers/${target.id}/featured`)).statusCode).toBe(204);
    expect((await designers()).find((d) => d.id === target.id)?.isFeatured).toBe(false);
    // The designer's own page still answers by slug.
    expect((await t.app.inject({ method: 'GET', url: `/api/designers/${target.slug}` })).statusCode).toBe(200);
  });

  it('removes a designer: a customer again, gone from the list', async () => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'hirut@designers.tibeb.example'));
    if (!row) throw new Error('no Hirut');
    expect((await send(admin, 'DELETE', `/api/designers/${row.id}`)).statusCode).toBe(204);
    const [profile] = await t.database.db.select({ role: profiles.role, isApproved: profiles.isApproved }).from(profiles).where(eq(profiles.userId, row.id));
    expect(profile).toEqual({ role: 'customer', isApproved: false });
    expect((await designers()).map((d) => d.id)).not.toContain(row.id);
    expect((await send(admin, 'DELETE', `/api/designers/${row.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown designers', async () => {
    expect((await send(admin, 'PUT', '/api/designers/nobody/featured')).statusCode).toBe(404);
  });
});
