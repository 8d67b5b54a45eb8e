import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, contactMessages, profiles } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let customer: Session;
let designer: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  customer = await signUp(t.app, { fullName: 'Plain Customer' });
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const setRole = (who: Session, userId: string, role: unknown) => call(who, { method: 'PUT', url: `/api/admin/users/${userId}/role`, payload: { role } });

/** A fresh account made an admin by the seeded admin. */
async function secondAdmin(name = 'Second Admin'): Promise<Session> {
  const s = await signUp(t.app, { fullName: name });
  expect((await setRole(admin, s.userId, 'admin')).statusCode).toBe(200);
  return s;
}

async function sendContact(overrides: Record<string, string> = {}): Promise<string> {
  const res = await call(null, {
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Meron Haile', email: `meron-${Math.random().toString(36).slice(2, 8)}@example.com`, subject: 'Hem length', message: 'Could the Axum kemis be a little longer?', ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function auditOf(targetId: string) {
  return t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
}

describe('access to the people sections', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/api/admin/messages' },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'GET', url: '/api/admin/audit' },
    { method: 'POST', url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/status', payload: { status: 'handled' } },
    { method: 'POST', url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/reply', payload: { text: 'Hello' } },
    { method: 'PUT', url: '/api/admin/users/x/role', payload: { role: 'admin' } },
  ];

  it('answers guests 401, customers and designers 403, admins (either of two) with no-store reads', async () => {
    const other = await secondAdmin();
    for (const route of routes) {
      expect((await call(null, route)).statusCode).toBe(401);
      expect((await call(customer, route)).statusCode).toBe(403);
      expect((await call(designer, route)).statusCode).toBe(403);
      for (const who of [admin, other]) {
        const res = await call(who, route);
        expect([200, 404]).toContain(res.statusCode);
        if (route.method === 'GET') expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    // Nothing a refused caller tried became a customer's admin rights.
    const [row] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, customer.userId));
    expect(row?.role).toBe('customer');
  });
});

describe('users', () => {
  it('finds accounts by name or e-mail (case and wildcards as text), pages them, and filters by role', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await signUp(t.app, { fullName: `Zewditu ${tag}`, email: `zewditu-${tag}@example.com` });
    await signUp(t.app, { fullName: `Other ${tag}`, email: `other_${tag}@example.com` });
    const byName = (await call(admin, { method: 'GET', url: `/api/admin/users?q=ZEWDITU%20${tag}` })).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([a.userId]);
    expect(byName.items[0]).toMatchObject({ email: a.email, role: 'customer', isApproved: false, fullName: `Zewditu ${tag}` });
    expect(Date.parse(byName.items[0].createdAt)).not.toBeNaN();
    const byEmail = (await call(admin, { method: 'GET', url: `/api/admin/users?q=${tag}@example` })).json();
    expect(byEmail.total).toBe(2);
    expect((await call(admin, { method: 'GET', url: '/api/admin/users?q=%25' })).json().total).toBe(0);
    expect((await call(admin, { method: 'GET', url: `/api/admin/users?q=r_${tag}` })).json().total).toBe(1);
    const designers = (await call(admin, { method: 'GET', url: '/api/admin/users?role=designer' })).json();
    expect(designers.items.length).toBeGreaterThan(0);
    expect(designers.items.every((u: { role: string }) => u.role === 'designer')).toBe(true);
    const page1 = (await call(admin, { method: 'GET', url: '/api/admin/users' })).json();
    const page2 = (await call(admin, { method: 'GET', url: '/api/admin/users?page=2' })).json();
    expect(page1.pageSize).toBe(20);
    if (page1.total > 20) expect(page2.items[0].id).not.toBe(page1.items[0].id);
  });

  it('makes a customer a designer (approved, with a handle) and records it; the same role again changes nothing', async () => {
    const s = await signUp(t.app, { fullName: 'Tigist Abebe' });
    const res = await setRole(admin, s.userId, 'designer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, user: { role: 'designer', isApproved: true } });
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.userId, s.userId));
    expect(p).toMatchObject({ role: 'designer', isApproved: true });
    expect(p?.slug).toMatch(/^tigist-abebe/);
    const [entry, ...more] = await auditOf(s.userId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'users.role_changed', actorId: admin.userId, actorEmail: 'admin@tibeb.example', targetType: 'user', before: { role: 'customer', isApproved: false }, after: { role: 'designer', isApproved: true } });
    const again = await setRole(admin, s.userId, 'designer');
    expect(again.json().changed).toBe(false);
    expect(await auditOf(s.userId)).toHaveLength(1);
    // Back to customer: no longer approved, and their next request is a customer's.
    expect((await setRole(admin, s.userId, 'customer')).json().user).toMatchObject({ role: 'customer', isApproved: false });
    expect((await call(s, { method: 'GET', url: '/api/studio/products' })).statusCode).toBe(403);
  });

  it('refuses unknown users, invalid roles and bad ids with codes, and changes nothing', async () => {
    expect((await setRole(admin, 'no-such-user', 'designer')).json().error.code).toBe('USER_NOT_FOUND');
    expect((await setRole(admin, 'no-such-user', 'designer')).statusCode).toBe(404);
    for (const role of ['owner', '', 1, null, ['admin'], { role: 'admin' }, 'ADMIN']) {
      const res = await setRole(admin, customer.userId, role);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields?.role).toEqual(['ROLE_INVALID']);
    }
    expect((await call(admin, { method: 'PUT', url: `/api/admin/users/${customer.userId}/role`, payload: {} })).statusCode).toBe(400);
    expect((await call(admin, { method: 'PUT', url: `/api/admin/users/${'x'.repeat(65)}/role`, payload: { role: 'admin' } })).statusCode).toBe(400);
    expect((await call(admin, { method: 'PUT', url: `/api/admin/users/a%00b/role`, payload: { role: 'admin' } })).statusCode).toBe(400);
    const [row] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, customer.userId));
    expect(row?.role).toBe('customer');
    expect((await call(admin, { method: 'GET', url: `/api/admin/users?q=${'x'.repeat(121)}` })).json().error.fields.q).toEqual(['SEARCH_TOO_LONG']);
    expect((await call(admin, { method: 'GET', url: '/api/admin/users?page=-1' })).statusCode).toBe(400);
    expect((await call(admin, { method: 'GET', url: '/api/admin/users?role=root' })).statusCode).toBe(400);
  });
});

describe('the last admin', () => {
  it('cannot lose the role: alone, an admin cannot demote themselves (LAST_ADMIN); with two, one can go', async () => {
    const app2 = await createTestApp();
    try {
      const only = await signInAs(app2.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
      const c = (o: InjectOptions, who: Session) => app2.app.inject(withCookie(who, { remoteAddress: freshIp(), ...o }));
      const self = await c({ method: 'PUT', url: `/api/admin/users/${only.userId}/role`, payload: { role: 'customer' } }, only);
      expect(self.statusCode).toBe(409);
      expect(self.json().error.code).toBe('LAST_ADMIN');
      expect((await c({ method: 'GET', url: '/api/admin/audit?kind=users.' }, only)).json().items).toEqual([]);
      const other = await signUp(app2.app, { fullName: 'Admin Two' });
      expect((await c({ method: 'PUT', url: `/api/admin/users/${other.userId}/role`, payload: { role: 'admin' } }, only)).statusCode).toBe(200);
      // The new admin demotes the first; the first loses the console on their very next request.
      expect((await c({ method: 'PUT', url: `/api/admin/users/${only.userId}/role`, payload: { role: 'customer' } }, other)).statusCode).toBe(200);
      expect((await c({ method: 'GET', url: '/api/admin/users' }, only)).statusCode).toBe(403);
      const last = await c({ method: 'PUT', url: `/api/admin/users/${other.userId}/role`, payload: { role: 'designer' } }, other);
      expect(last.json().error.code).toBe('LAST_ADMIN');
    } finally {
      await app2.close();
    }
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const app2 = await createTestApp();
    try {
      const first = await signInAs(app2.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
      const second = await signUp(app2.app, { fullName: 'Admin Two' });
      const c = (o: InjectOptions, who: Session) => app2.app.inject(withCookie(who, { remoteAddress: freshIp(), ...o }));
      expect((await c({ method: 'PUT', url: `/api/admin/users/${second.userId}/role`, payload: { role: 'admin' } }, first)).statusCode).toBe(200);
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = await Promise.all([
          c({ method: 'PUT', url: `/api/admin/users/${second.userId}/role`, payload: { role: 'customer' } }, first),
          c({ method: 'PUT', url: `/api/admin/users/${first.userId}/role`, payload: { role: 'customer' } }, second),
        ]);
        const codes = [a, b].map((r) => r.statusCode).sort();
        // One goes through; the other finds either the last admin (409) or that it is no longer an admin itself (403).
        expect(codes[0]).toBe(200);
        expect([403, 409]).toContain(codes[1]);
        const admins = await app2.database.db.select().from(profiles).where(eq(profiles.role, 'admin'));
        expect(admins).toHaveLength(1);
        // Restore the pair for the next round.
        const survivor = admins[0]!.userId === first.userId ? first : second;
        const gone = survivor === first ? second : first;
        expect((await c({ method: 'PUT', url: `/api/admin/users/${gone.userId}/role`, payload: { role: 'admin' } }, survivor)).statusCode).toBe(200);
      }
    } finally {
      await app2.close();
    }
  });
});

describe('messages', () => {
  it('lists new messages newest first with the count, pages, and filters by status', async () => {
    const older = await sendContact({ subject: 'Older' });
    const newer = await sendContact({ subject: 'Newer' });
    const list = (await call(admin, { method: 'GET', url: '/api/admin/messages' })).json();
    const ids = list.items.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(list.newCount).toBe(list.total);
    expect(list.items[0]).toMatchObject({ status: 'new', handledAt: null, repliedAt: null, fromAccount: false });
    expect((await call(admin, { method: 'GET', url: '/api/admin/messages?status=handled' })).json().items.some((m: { id: string }) => m.id === newer)).toBe(false);
    expect((await call(admin, { method: 'GET', url: '/api/admin/messages?status=all&page=500' })).json().items).toEqual([]);
    expect((await call(admin, { method: 'GET', url: '/api/admin/messages?status=spam' })).json().error.fields.status).toEqual(['STATUS_INVALID']);
  });

  it('marks a message handled and back to new, recording each; the same status again records nothing', async () => {
    const id = await sendContact();
    const before = (await call(admin, { method: 'GET', url: '/api/admin/messages' })).json().newCount;
    const res = await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/status`, payload: { status: 'handled' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id, status: 'handled', handledBy: 'admin@tibeb.example' });
    expect(res.json().message.handledAt).not.toBeNull();
    expect((await call(admin, { method: 'GET', url: '/api/admin/messages' })).json().newCount).toBe(before - 1);
    await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/status`, payload: { status: 'handled' } });
    const back = await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/status`, payload: { status: 'new' } });
    expect(back.json().message).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    expect((await auditOf(id)).map((e) => e.kind).sort()).toEqual(['messages.handled', 'messages.reopened']);
    expect((await call(admin, { method: 'POST', url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/status', payload: { status: 'handled' } })).json().error.code).toBe('MESSAGE_NOT_FOUND');
    expect((await call(admin, { method: 'POST', url: '/api/admin/messages/not-a-uuid/status', payload: { status: 'handled' } })).statusCode).toBe(404);
    expect((await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/status`, payload: { status: true } })).statusCode).toBe(400);
  });

  it('replies by e-mail as plain text (hostile text stays text), marks it replied and handled, and records it', async () => {
    const email = `reply-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const id = await sendContact({ email, subject: 'Sizing' });
    const hostile = 'Thank you! <script>alert(1)</script> <img src=x onerror=alert(2)> ሰላም\nSecond line';
    const res = await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/reply`, payload: { text: `  ${hostile}  ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ status: 'handled', handledBy: 'admin@tibeb.example' });
    expect(res.json().message.repliedAt).not.toBeNull();
    const mail = mailsTo(t.dataDir, email).at(-1)!;
    expect(mail.subject).toBe('Re: Sizing');
    expect(mail.text.startsWith(hostile)).toBe(true);
    expect(mail.text).toContain('> Could the Axum kemis be a little longer?');
    expect((mail as { html?: string }).html).toBeUndefined();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ kind: 'messages.replied', after: { reply: hostile, email, status: 'handled' } });
  });

  it('refuses an empty, huge or mistyped reply, and sends and changes nothing', async () => {
    const email = `nobody-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const id = await sendContact({ email });
    const sentBefore = mailsTo(t.dataDir, email).length;
    const bad: Array<[unknown, number, string | null]> = [
      [{ text: '   ' }, 400, 'REPLY_REQUIRED'],
      [{ text: 'x'.repeat(5001) }, 400, 'REPLY_TOO_LONG'],
      [{ text: 42 }, 400, 'REPLY_REQUIRED'],
      [{}, 400, 'REPLY_REQUIRED'],
      [{ text: 'a\u0000b' }, 400, null],
    ];
    for (const [payload, status, code] of bad) {
      const res = await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/reply`, payload: payload as object });
      expect(res.statusCode).toBe(status);
      if (code) expect(res.json().error.fields.text).toEqual([code]);
    }
    expect((await call(admin, { method: 'POST', url: `/api/admin/messages/${id}/reply`, payload: 'x'.repeat(2_000_000), headers: { 'content-type': 'application/json' } })).statusCode).toBe(413);
    expect(mailsTo(t.dataDir, email).length).toBe(sentBefore);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'new', repliedAt: null });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('audit log', () => {
  it('lists entries newest first, filters by admin and by kind (prefix or exact), and pages without gaps or repeats', async () => {
    const other = await secondAdmin('Audit Admin');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await sendContact());
    for (const id of ids) await call(other, { method: 'POST', url: `/api/admin/messages/${id}/status`, payload: { status: 'handled' } });
    await call(other, { method: 'POST', url: `/api/admin/messages/${ids[0]}/status`, payload: { status: 'new' } });

    const mine = (await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${other.userId}` })).json();
    expect(mine.items).toHaveLength(6);
    expect(mine.items.every((e: { actorEmail: string }) => e.actorEmail === other.email)).toBe(true);
    expect(mine.items[0]).toMatchObject({ kind: 'messages.reopened', targetId: ids[0], before: { status: 'handled' }, after: { status: 'new' } });

    const exact = (await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${other.userId}&kind=messages.handled` })).json();
    expect(exact.items).toHaveLength(5);
    const prefix = (await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${other.userId}&kind=messages.` })).json();
    expect(prefix.items).toHaveLength(6);
    expect((await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${other.userId}&kind=orders.` })).json().items).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${other.userId}&limit=4${cursor ? `&cursor=${cursor}` : ''}` })
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(mine.items.map((e: { id: string }) => e.id));
    // The role change that made this admin is on the seeded admin's record.
    const roles = (await call(admin, { method: 'GET', url: `/api/admin/audit?actor=${admin.userId}&kind=users.role_changed` })).json();
    expect(roles.items.some((e: { targetId: string }) => e.targetId === other.userId)).toBe(true);
  });

  it('refuses bad filters with codes', async () => {
    const cases: Array<[string, string, string]> = [
      ['kind=DROP%20TABLE', 'kind', 'KIND_INVALID'],
      ['kind=orders.%25', 'kind', 'KIND_INVALID'],
      ['cursor=not!a!cursor', 'cursor', 'CURSOR_INVALID'],
      [`cursor=${'A'.repeat(300)}`, 'cursor', 'CURSOR_INVALID'],
      ['limit=0', 'limit', 'LIMIT_INVALID'],
      ['limit=1000', 'limit', 'LIMIT_INVALID'],
      ['limit=abc', 'limit', 'LIMIT_INVALID'],
      [`actor=${'x'.repeat(65)}`, 'actor', 'ACTOR_INVALID'],
    ];
    for (const [qs, field, code] of cases) {
      const res = await call(admin, { method: 'GET', url: `/api/admin/audit?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.fields[field], qs).toEqual([code]);
    }
    expect((await call(admin, { method: 'GET', url: '/api/admin/audit?actor=no-such-admin' })).json().items).toEqual([]);
  });
});

describe('audit entries of the existing admin actions', () => {
  it('records designer feature, unfeature and remove', async () => {
    const designers = (await call(null, { method: 'GET', url: '/api/designers' })).json<{ items: { id: string; slug: string }[] }>().items;
    const hirut = designers.find((d) => d.slug === 'hirut-bekele')!;
    expect((await call(admin, { method: 'PUT', url: `/api/designers/${hirut.id}/featured` })).statusCode).toBe(204);
    expect((await call(admin, { method: 'DELETE', url: `/api/designers/${hirut.id}/featured` })).statusCode).toBe(204);
    expect((await call(admin, { method: 'DELETE', url: `/api/designers/${hirut.id}` })).statusCode).toBe(204);
    const kinds = (await auditOf(hirut.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((e) => [e.kind, e.after]);
    expect(kinds).toEqual([
      ['designers.featured', { featured: true }],
      ['designers.unfeatured', { featured: false }],
      ['designers.removed', { role: 'customer', isApproved: false, featured: false }],
    ]);
    // A refused action records nothing.
    expect((await call(admin, { method: 'DELETE', url: `/api/designers/${hirut.id}` })).statusCode).toBe(404);
    expect(await auditOf(hirut.id)).toHaveLength(3);
  });
});
