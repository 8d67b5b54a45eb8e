import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products, profiles, sessions, users } from '../../db/schema';
import { signInCast, type Cast } from '../../test/cast';
import { hostileBody, parseOrNull } from '../../test/hostile';
import { createTestApp, freshIp, lastLinkToken, mailsTo, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';

// Issue 41: the console's people papercuts. Two of each role: two shoppers, two designers, two admins.
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Session | null, options: InjectOptions) => t.app.inject(withCookie(who, { remoteAddress: freshIp(), ...options }));
const auditOf = (targetId: string, kind: string) =>
  t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, targetId), eq(adminAuditLog.kind, kind)));

const application = {
  displayName: 'Tsion Weaves',
  country: 'ET',
  city: 'Gondar',
  bio: 'Hand-woven netela and kemis with tibeb borders from Gondar.',
  categories: ['habesha-kemis'],
  links: ['instagram.com/tsionweaves'],
  phone: '+251 91 555 0199',
  acceptTerms: true,
};

/** A confirmed shopper who has applied: their session and the application's id. */
async function applicant(language: 'en' | 'am-ET' = 'en'): Promise<{ who: Session; email: string; id: string }> {
  const email = `tsion-${randomUUID().slice(0, 8)}@example.com`;
  const who = await signUp(t.app, { email });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.userId));
  await t.database.db.update(profiles).set({ preferredLanguage: language, profileImageUrl: '/storage/profiles/x/photo.webp' }).where(eq(profiles.userId, who.userId));
  const res = await call(who, { method: 'POST', url: '/api/studio/application', payload: { ...application, displayName: `Tsion ${randomUUID().slice(0, 6)}` } });
  expect(res.statusCode, res.body).toBe(201);
  return { who, email, id: res.json().application.id as string };
}

describe('who may call the new console routes', () => {
  it('answers guests 401, two shoppers and two designers 403, and either of two admins', async () => {
    const { id: appId } = await applicant();
    const routes: InjectOptions[] = [
      { method: 'POST', url: `/api/admin/designer-applications/${appId}/request-changes`, payload: { message: 'Please add a link to your work.' } },
      { method: 'GET', url: `/api/admin/designers/${cast.selam.userId}` },
      { method: 'POST', url: `/api/admin/designers/${cast.hirut.userId}/suspension`, payload: { suspended: false } },
      { method: 'POST', url: `/api/admin/users/${cast.shopper.userId}/suspension`, payload: { suspended: false } },
      { method: 'POST', url: `/api/admin/users/${cast.otherShopper.userId}/password-reset` },
    ];
    for (const route of routes) {
      expect((await call(null, route)).statusCode).toBe(401);
      for (const who of [cast.shopper, cast.otherShopper, cast.selam, cast.hirut]) expect((await call(who, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // Nothing the refused callers sent changed the application.
    const [row] = await call(cast.admin, { method: 'GET', url: '/api/admin/designer-applications' }).then((r) => r.json().items.filter((a: { id: string }) => a.id === appId));
    expect(row.status).toBe('pending');
    for (const [i, route] of routes.entries()) {
      const who = i % 2 === 0 ? cast.admin : cast.otherAdmin;
      expect((await call(who, route)).statusCode, `${route.method} ${route.url}`).toBe(200);
    }
  });
});

describe('asking an applicant for changes', () => {
  it('shows the photo, mails the message in their language, lets them edit and send it again, and is audited', async () => {
    const { who, email, id } = await applicant('am-ET');
    const listed = (await call(cast.admin, { method: 'GET', url: '/api/admin/designer-applications' })).json().items.find((a: { id: string }) => a.id === id);
    expect(listed.applicant.profileImageUrl).toBe('/storage/profiles/x/photo.webp');

    const empty = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${id}/request-changes`, payload: { message: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.message).toEqual(['CHANGES_MESSAGE_REQUIRED']);
    const long = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${id}/request-changes`, payload: { message: 'x'.repeat(501) } });
    expect(long.json().error.fields.message).toEqual(['CHANGES_MESSAGE_TOO_LONG']);

    const message = 'Please add a link to photos of garments you made yourself.';
    const asked = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${id}/request-changes`, payload: { message } });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().application).toMatchObject({ status: 'changes_requested', reason: message });
    const mail = mailsTo(t.dataDir, email).at(-1)!;
    expect(mail.subject).toBe('ማመልከቻዎ ትንሽ ማስተካከያ ይፈልጋል');
    expect(mail.text).toContain(message);
    expect(await auditOf(id, 'designers.application_changes_requested')).toHaveLength(1);

    // A decision on an application not awaiting one: a stable code, nothing changes.
    for (const [path, payload] of [
      ['approve', {}],
      ['request-changes', { message }],
      ['reject', { reason: 'Not now, thank you.' }],
    ] as const) {
      const res = await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/designer-applications/${id}/${path}`, payload });
      expect(res.statusCode, path).toBe(409);
      expect(res.json().error.code).toBe('APPLICATION_NOT_PENDING');
    }

    // The applicant reads the message on their application page.
    const mine = (await call(who, { method: 'GET', url: '/api/studio/application' })).json();
    expect(mine.application).toMatchObject({ id, status: 'changes_requested', reason: message });

    // Edits and sends it again: the same application, pending once more, the message kept for the next review.
    const bio = 'Hand-woven netela from Gondar; photos of my own work: instagram.com/tsionweaves.';
    const again = await call(who, { method: 'POST', url: '/api/studio/application', payload: { ...application, displayName: mine.application.displayName, bio } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().application).toMatchObject({ id, status: 'pending', bio, reason: message });
    const twice = await call(who, { method: 'POST', url: '/api/studio/application', payload: { ...application, displayName: mine.application.displayName, bio } });
    expect(twice.json().error.code).toBe('APPLICATION_PENDING');
    // Now it can be decided.
    expect((await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/designer-applications/${id}/approve` })).json().application.status).toBe('approved');
  });

  it('answers unknown and malformed ids with 404, never a 500', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "x'; drop table users; --"]) {
      const res = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${encodeURIComponent(id)}/request-changes`, payload: { message: 'Please change it.' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('APPLICATION_NOT_FOUND');
    }
    const nul = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${randomUUID()}/request-changes`, payload: { message: 'a\u0000b c' } });
    expect(nul.statusCode).toBe(400);
    const extra = await call(cast.admin, { method: 'POST', url: `/api/admin/designer-applications/${randomUUID()}/request-changes`, payload: { message: 'Please.', status: 'approved' } });
    expect(extra.statusCode).toBe(400);
  });
});

describe("suspending a designer's shop", () => {
  it('takes their products out of the shop, refuses publishing, keeps the studio and orders, and puts them back', async () => {
    const designer = cast.hirut;
    const published = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer.userId), eq(products.status, 'published')));
    expect(published.length).toBeGreaterThan(0);
    const productId = published[0]!.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode).toBe(200);

    const res = await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: true } });
    expect(res.json()).toEqual({ changed: true, products: published.length });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode).toBe(404);
    const [{ slug } = { slug: null }] = await t.database.db.select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, designer.userId));
    const listing = (await t.app.inject({ method: 'GET', url: `/api/products?designer=${slug}` })).json();
    expect(listing.total).toBe(0);
    // Twice changes nothing and records nothing more.
    expect((await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: true } })).json()).toEqual({ changed: false, products: 0 });
    expect(await auditOf(designer.userId, 'designers.suspended')).toHaveLength(1);

    // The designer still signs in, sees why, can fulfil, but cannot publish.
    const again = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
    expect((await call(again, { method: 'GET', url: '/api/me' })).json().user.shopSuspended).toBe(true);
    expect((await call(again, { method: 'GET', url: '/api/designer/order-lines' })).statusCode).toBe(200);
    const publish = await call(again, { method: 'POST', url: `/api/studio/products/${productId}/status`, payload: { status: 'published' } });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.code).toBe('DESIGNER_SUSPENDED');
    // Nor can an admin's "show again" slip it back.
    expect((await call(cast.admin, { method: 'POST', url: `/api/admin/products/${productId}/hidden`, payload: { hidden: false } })).json().error.code).toBe('DESIGNER_SUSPENDED');
    // The other designer is untouched.
    expect((await call(cast.selam, { method: 'GET', url: '/api/me' })).json().user.shopSuspended).toBe(false);

    const designers = (await call(cast.admin, { method: 'GET', url: '/api/admin/designers' })).json();
    expect(designers.suspendedIds).toEqual([designer.userId]);

    const lifted = await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: false } });
    expect(lifted.json()).toEqual({ changed: true, products: published.length });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products?designer=${slug}` })).json().total).toBe(published.length);
    expect(await auditOf(designer.userId, 'designers.unsuspended')).toHaveLength(1);
  });

  it('leaves a product an admin hid during the suspension hidden when it is lifted', async () => {
    const designer = cast.selam;
    const [row] = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer.userId), eq(products.status, 'published'))).limit(1);
    const productId = row!.id;
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: true } });
    expect((await call(cast.admin, { method: 'POST', url: `/api/admin/products/${productId}/hidden`, payload: { hidden: true, reason: 'Photo shows another brand.' } })).statusCode).toBe(200);
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: false } });
    const [after] = await t.database.db.select({ status: products.status, hiddenByAdmin: products.hiddenByAdmin, hiddenBySuspension: products.hiddenBySuspension }).from(products).where(eq(products.id, productId));
    expect(after).toEqual({ status: 'hidden', hiddenByAdmin: true, hiddenBySuspension: false });
  });

  it('leaves a product its designer or an admin hid on purpose during the suspension hidden when it is lifted', async () => {
    const designer = cast.selam;
    const published = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.designerId, designer.userId), eq(products.status, 'published')));
    expect(published.length).toBeGreaterThanOrEqual(3);
    const [byDesigner, byAdmin, ...rest] = published.map((p) => p.id) as [string, string, ...string[]];
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: true } });
    // The studio's list says which of them the suspension took out (its "Keep hidden" button).
    const flags = async () => {
      const list = (await call(designer, { method: 'GET', url: '/api/studio/products?pageSize=100' })).json<{ items: { id: string; hiddenBySuspension: boolean }[] }>();
      return new Map(list.items.map((i) => [i.id, i.hiddenBySuspension]));
    };
    const during = await flags();
    for (const id of [byDesigner, byAdmin, ...rest]) expect(during.get(id), id).toBe(true);
    // The designer hides one in the studio; an admin hides another through the quick edit.
    const hid = await call(designer, { method: 'POST', url: `/api/studio/products/${byDesigner}/status`, payload: { status: 'hidden' } });
    expect(hid.statusCode, hid.body).toBe(200);
    const quick = await call(cast.otherAdmin, { method: 'PATCH', url: `/api/products/${byAdmin}`, payload: { isActive: false } });
    expect(quick.statusCode, quick.body).toBeLessThan(300);
    const kept = await flags();
    expect([kept.get(byDesigner), kept.get(byAdmin), ...rest.map((id) => kept.get(id))]).toEqual([false, false, ...rest.map(() => true)]);
    const lifted = await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: false } });
    expect(lifted.json()).toEqual({ changed: true, products: rest.length });
    const statusOf = async (id: string) => (await t.database.db.select({ status: products.status, flag: products.hiddenBySuspension }).from(products).where(eq(products.id, id)))[0];
    expect(await statusOf(byDesigner)).toEqual({ status: 'hidden', flag: false });
    expect(await statusOf(byAdmin)).toEqual({ status: 'hidden', flag: false });
    for (const id of rest) expect(await statusOf(id)).toEqual({ status: 'published', flag: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${byDesigner}` })).statusCode).toBe(404);
  });

  it('takes the shop off the public designers list, its page, the home page and the search until it is lifted; the console still lists it', async () => {
    const designer = cast.hirut;
    const [{ slug, fullName } = { slug: null, fullName: '' }] = await t.database.db.select({ slug: profiles.slug, fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, designer.userId));
    expect(slug).toBeTruthy();
    const word = fullName.split(' ')[0] ?? fullName;
    const publicView = async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/designers' })).json<{ items: { id: string }[] }>();
      const page = await t.app.inject({ method: 'GET', url: `/api/designers/${slug}` });
      const home = (await t.app.inject({ method: 'GET', url: '/api/home' })).json<{ featuredDesigners: { id: string }[] }>();
      const search = (await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(word)}`, remoteAddress: freshIp() })).json<{ designers: { slug: string }[] }>();
      return {
        listed: list.items.some((d) => d.id === designer.userId),
        page: page.statusCode,
        code: page.statusCode === 404 ? page.json().error.code : null,
        home: home.featuredDesigners.some((d) => d.id === designer.userId),
        found: search.designers.some((d) => d.slug === slug),
      };
    };
    const before = await publicView();
    expect(before).toMatchObject({ listed: true, page: 200, found: true });
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: true } });
    expect(await publicView()).toEqual({ listed: false, page: 404, code: 'DESIGNER_NOT_FOUND', home: false, found: false });
    const console = (await call(cast.otherAdmin, { method: 'GET', url: '/api/admin/designers' })).json<{ items: { id: string }[]; suspendedIds: string[] }>();
    expect(console.items.some((d) => d.id === designer.userId)).toBe(true);
    expect(console.suspendedIds).toContain(designer.userId);
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${designer.userId}/suspension`, payload: { suspended: false } });
    expect(await publicView()).toEqual(before);
  });

  it('refuses what is not a designer, and bad bodies, with clear codes', async () => {
    for (const id of [cast.shopper.userId, cast.admin.userId, 'nobody', 'a'.repeat(65)]) {
      const res = await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${id}/suspension`, payload: { suspended: true } });
      expect(res.statusCode, id).toBe(id.length > 64 ? 400 : 404);
    }
    for (const payload of [{}, { suspended: 'yes' }, { suspended: true, extra: 1 }]) {
      const res = await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${cast.selam.userId}/suspension`, payload });
      expect(res.statusCode).toBe(400);
    }
    const [me] = await t.database.db.select({ at: profiles.shopSuspendedAt }).from(profiles).where(eq(profiles.userId, cast.selam.userId));
    expect(me?.at).toBeNull();
  });
});

describe("a designer's page in the console", () => {
  it('answers the account, profile, balance and fit feedback; 404 for anyone who is not a designer', async () => {
    const res = await call(cast.otherAdmin, { method: 'GET', url: `/api/admin/designers/${cast.selam.userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.account).toMatchObject({ id: cast.selam.userId, role: 'designer', shopSuspended: false, suspended: false });
    expect(body.profile.slug).toBeTruthy();
    expect(body.balance.balances.length).toBeGreaterThan(0);
    expect(Array.isArray(body.fit.products)).toBe(true);
    for (const id of [cast.shopper.userId, cast.admin.userId, 'nobody']) {
      const missing = await call(cast.admin, { method: 'GET', url: `/api/admin/designers/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('DESIGNER_NOT_FOUND');
    }
  });
});

describe('suspending an account', () => {
  it('revokes every session, refuses sign-in with ACCOUNT_SUSPENDED, and lifts it', async () => {
    const email = `kebede-${randomUUID().slice(0, 8)}@example.com`;
    const who = await signUp(t.app, { email, password: 'Kebede-Shop-2026!' });
    const second = await signInAs(t.app, email, 'Kebede-Shop-2026!');
    expect((await call(second, { method: 'GET', url: '/api/me' })).json().user.id).toBe(who.userId);

    const res = await call(cast.admin, { method: 'POST', url: `/api/admin/users/${who.userId}/suspension`, payload: { suspended: true } });
    expect(res.json()).toMatchObject({ changed: true, user: { id: who.userId, suspended: true } });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, who.userId))).toHaveLength(0);
    for (const s of [who, second]) expect((await call(s, { method: 'GET', url: '/api/me' })).json().user).toBeNull();

    const refused = await call(null, { method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'Kebede-Shop-2026!' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, who.userId))).toHaveLength(0);
    // A wrong password still says only that.
    expect((await call(null, { method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'Wrong-Password-1' } })).json().error.code).toBe('INVALID_CREDENTIALS');
    expect(await auditOf(who.userId, 'users.suspended')).toHaveLength(1);

    const lifted = await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/users/${who.userId}/suspension`, payload: { suspended: false } });
    expect(lifted.json()).toMatchObject({ changed: true, user: { suspended: false } });
    expect((await call(null, { method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'Kebede-Shop-2026!' } })).statusCode).toBe(200);
    expect(await auditOf(who.userId, 'users.unsuspended')).toHaveLength(1);
  });

  it('never suspends an admin (409 USER_IS_ADMIN) and answers unknown accounts 404', async () => {
    for (const target of [cast.admin, cast.otherAdmin]) {
      const res = await call(cast.otherAdmin, { method: 'POST', url: `/api/admin/users/${target.userId}/suspension`, payload: { suspended: true } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('USER_IS_ADMIN');
    }
    expect((await call(cast.admin, { method: 'POST', url: '/api/admin/users/nobody/suspension', payload: { suspended: true } })).statusCode).toBe(404);
    expect((await call(cast.admin, { method: 'POST', url: `/api/admin/users/${encodeURIComponent('bad id!')}/suspension`, payload: { suspended: true } })).statusCode).toBe(404);
    expect((await call(cast.admin, { method: 'POST', url: `/api/admin/users/${cast.shopper.userId}/suspension`, payload: { suspended: 1 } })).statusCode).toBe(400);
  });
});

describe('a password reset link from the console', () => {
  it('mails the reset flow’s link, which works, is audited, and is limited per account', async () => {
    const email = `abebe-${randomUUID().slice(0, 8)}@example.com`;
    const who = await signUp(t.app, { email, password: 'Abebe-Shop-2026!' });
    const sent = await call(cast.admin, { method: 'POST', url: `/api/admin/users/${who.userId}/password-reset` });
    expect(sent.json()).toEqual({ ok: true });
    const token = lastLinkToken(t.dataDir, email, 'reset-password');
    const reset = await call(null, { method: 'POST', url: '/api/account/reset-password', payload: { token, password: 'Abebe-New-2026!' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(null, { method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'Abebe-New-2026!' } })).statusCode).toBe(200);
    expect(await auditOf(who.userId, 'users.password_reset_sent')).toHaveLength(1);

    // Two admins share the account's allowance: the fourth in the window is refused.
    const statuses = [];
    for (const admin of [cast.otherAdmin, cast.admin, cast.otherAdmin]) statuses.push((await call(admin, { method: 'POST', url: `/api/admin/users/${who.userId}/password-reset` })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await call(cast.admin, { method: 'POST', url: '/api/admin/users/nobody/password-reset' })).statusCode).toBe(404);
  });
});

describe('hostile input aimed at a real application, designer and account', () => {
  it('takes any body without a 5xx, in our error shape, and changes nothing unless the input was valid', { timeout: 120_000 }, async () => {
    const { id: appId } = await applicant();
    const target = await signUp(t.app);
    const failures: string[] = [];
    const statuses = new Set<number>();
    // What a valid body among the hostile ones asked for last: the state must be exactly that.
    const expected = { designer: false, user: false };
    await fc.assert(
      fc.asyncProperty(hostileBody({ properties: { message: {}, suspended: {} } }), fc.constantFrom('changes', 'designer', 'user'), async (body, which) => {
        const url = {
          changes: `/api/admin/designer-applications/${appId}/request-changes`,
          designer: `/api/admin/designers/${cast.hirut.userId}/suspension`,
          user: `/api/admin/users/${target.userId}/suspension`,
        }[which];
        const res = await call(cast.otherAdmin, { method: 'POST', url, payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } });
        statuses.add(res.statusCode);
        if (res.statusCode === 200 && which !== 'changes') expected[which] = (body as { suspended: boolean }).suspended;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url} ${JSON.stringify(body)?.slice(0, 200)}`);
        if (res.statusCode >= 400 && typeof parseOrNull(res.body)?.error?.code !== 'string') failures.push(`not our shape ${res.statusCode} ${url}`);
        return true;
      }),
      { numRuns: 60, seed: 2041 },
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(401) || statuses.has(403)).toBe(false);
    const [hirut] = await t.database.db.select({ at: profiles.shopSuspendedAt }).from(profiles).where(eq(profiles.userId, cast.hirut.userId));
    const [user] = await t.database.db.select({ at: profiles.suspendedAt }).from(profiles).where(eq(profiles.userId, target.userId));
    expect(hirut?.at != null).toBe(expected.designer);
    expect(user?.at != null).toBe(expected.user);
    await call(cast.admin, { method: 'POST', url: `/api/admin/designers/${cast.hirut.userId}/suspension`, payload: { suspended: false } });
  });
});
